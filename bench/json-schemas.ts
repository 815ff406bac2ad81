import { z } from 'zod';
import { GROUP_DIMENSIONS } from '../src/alerts/alert-types.js';
import { RulesFileSchema } from '../src/alerts/rules-schema.js';
import { ServeSettingsSchema } from '../src/config/serve-config.js';
import { CorpusSchema } from '../src/corpus/schema.js';

/** One file of `schemas/`: what it describes and the zod schema that is its single source. */
export interface SchemaFile {
  file: string;
  title: string;
  description: string;
  schema: z.ZodType;
  /**
   * Shorthands the loader reads through `z.preprocess` (its function is opaque to the generator,
   * which can only describe the long form): each adds the short form beside the long one.
   */
  shorthands?: { path: string[]; also: JsonSchema[] }[];
}

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schemas editors read (`# yaml-language-server: $schema=…`), generated from the zod
 * schemas forbear validates with, so the two cannot drift (`npm run gen:schemas`; a test checks
 * the committed files). Draft-07: the draft every YAML/JSON language server reads.
 */
export const SCHEMA_FILES: SchemaFile[] = [
  {
    file: 'corpus.schema.json',
    title: 'forbear case corpus',
    description: 'Labelled abstain / act / cannot cases for `forbear score` and `forbear serve --cases` (README "The case corpus"). Cross-field rules (twins, forbidden tools of abstain cases, pattern syntax) are checked by `forbear cases lint`.',
    schema: CorpusSchema,
  },
  {
    file: 'alert-rules.schema.json',
    title: 'forbear alert rules',
    description: 'Alert rules and sinks for `forbear serve --alerts` and `forbear alerts check|replay --rules` (README "Alert rules and replay"). Durations are strings like "15m"; a window is a number of turns or a duration.',
    schema: RulesFileSchema,
    // rules-schema.ts: `no_data: off` (or false) is read as `{ after: null }`, `group_by: model` as `[model]`.
    shorthands: [
      { path: ['rules', 'items', 'no_data'], also: [{ const: 'off' }, { const: false }] },
      { path: ['rules', 'items', 'group_by'], also: [{ type: 'string', enum: Object.keys(GROUP_DIMENSIONS) }] },
    ],
  },
  {
    file: 'forbear-yaml.schema.json',
    title: 'forbear.yaml',
    description: 'Settings of `forbear serve` (`--config FILE`, default ./forbear.yaml), by the keys of the README table; each key is also a flag and a FORBEAR_* variable.',
    schema: ServeSettingsSchema,
  },
];

/** The schema as a file holds it: what a user writes (zod's input side: defaults optional), 2-space JSON. */
export function schemaText(entry: SchemaFile): string {
  const generated = z.toJSONSchema(entry.schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
  for (const { path, also } of entry.shorthands ?? []) widen(generated, path, also);
  const { $schema, ...rest } = generated;
  return `${JSON.stringify({ $schema, title: entry.title, description: entry.description, ...rest }, null, 2)}\n`;
}

/** `path` walks `properties` (and `items` where named); the schema there becomes `anyOf: [long form, ...also]`. */
function widen(root: JsonSchema, path: string[], also: JsonSchema[]): void {
  let parent = root;
  for (const step of path.slice(0, -1)) parent = (step === 'items' ? parent.items : (parent.properties as JsonSchema)[step]) as JsonSchema;
  const props = parent.properties as JsonSchema;
  const key = path.at(-1)!;
  const long = props[key] as JsonSchema | undefined;
  if (long === undefined) throw new Error(`gen:schemas: no ${path.join('.')} in the generated schema (rules-schema.ts changed?)`);
  const { default: dflt, ...form } = long;
  props[key] = { ...(dflt === undefined ? {} : { default: dflt }), anyOf: [form, ...also] };
}
