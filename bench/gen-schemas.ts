import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SCHEMA_FILES, schemaText } from './json-schemas.js';

// `npm run gen:schemas`: rewrites schemas/*.schema.json from the zod schemas (run from dist/bench).
const dir = fileURLToPath(new URL('../../schemas/', import.meta.url));
for (const entry of SCHEMA_FILES) {
  writeFileSync(`${dir}${entry.file}`, schemaText(entry));
  process.stdout.write(`wrote schemas/${entry.file}\n`);
}
