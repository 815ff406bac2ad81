import { z } from 'zod';
import { GROUP_DIMENSIONS } from '../src/alerts/alert-types.js';
import { RulesFileSchema } from '../src/alerts/rules-schema.js';
import { SERVE_DEFAULTS, ServeSettingsSchema } from '../src/config/serve-config.js';
import { CorpusSchema } from '../src/corpus/schema.js';
import { SCHEMA_DESCRIPTIONS } from './schema-descriptions.js';

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
  /** Top-level defaults applied outside the zod schema, shown as each key's `default`. */
  defaults?: Readonly<Record<string, unknown>>;
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
    description: 'Labelled abstain / act / cannot cases for `forbear score` and `forbear serve --cases` (docs/corpus.md). Cross-field rules (twins, forbidden tools of abstain cases, pattern syntax) are checked by `forbear cases lint`.',
    schema: CorpusSchema,
  },
  {
    file: 'alert-rules.schema.json',
    title: 'forbear alert rules',
    description: 'Alert rules and sinks for `forbear serve --alerts` and `forbear alerts check|replay --rules` (docs/alerts.md). Durations are strings like "15m"; a window is a number of turns or a duration.',
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
    // The schema's fields are optional (flags and FORBEAR_* may give them); serve's defaults apply after.
    defaults: SERVE_DEFAULTS,
  },
];

/** The schema as a file holds it: what a user writes (zod's input side: defaults optional), 2-space JSON. */
export function schemaText(entry: SchemaFile): string {
  const generated = z.toJSONSchema(entry.schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
  for (const { path, also } of entry.shorthands ?? []) widen(generated, path, also);
  for (const [path, description] of Object.entries(SCHEMA_DESCRIPTIONS[entry.file] ?? {})) describe(generated, path.split('.'), description);
  for (const [key, value] of Object.entries(entry.defaults ?? {})) {
    const props = propertiesAt(generated, [key]);
    props[key] = { ...(props[key] as JsonSchema), default: value };
  }
  const { $schema, ...rest } = generated;
  return `${JSON.stringify({ $schema, title: entry.title, description: entry.description, ...rest }, null, 2)}\n`;
}

/** The properties holding the last key of `path`, which walks `properties` (and `items` where named). */
function propertiesAt(root: JsonSchema, path: string[]): JsonSchema {
  let at: JsonSchema | undefined = root;
  for (const step of path.slice(0, -1)) at = (step === 'items' ? at?.items : (at?.properties as JsonSchema | undefined)?.[step]) as JsonSchema | undefined;
  const props = at?.properties as JsonSchema | undefined;
  if (props?.[path.at(-1)!] === undefined) throw new Error(`gen:schemas: no ${path.join('.')} in the generated schema (was it renamed?)`);
  return props;
}

/** The schema at `path` becomes `anyOf: [long form, ...also]`. */
function widen(root: JsonSchema, path: string[], also: JsonSchema[]): void {
  const props = propertiesAt(root, path);
  const key = path.at(-1)!;
  const { default: dflt, ...form } = props[key] as JsonSchema;
  props[key] = { ...(dflt === undefined ? {} : { default: dflt }), anyOf: [form, ...also] };
}

/** A description first among the keys, so an editor's hover shows it. */
function describe(root: JsonSchema, path: string[], description: string): void {
  const props = propertiesAt(root, path);
  const key = path.at(-1)!;
  props[key] = { description, ...(props[key] as JsonSchema) };
}
