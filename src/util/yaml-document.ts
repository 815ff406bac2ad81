import { LineCounter, YAMLParseError, isAlias, isCollection, isNode, isPair, parseDocument } from 'yaml';
import type { Alias, Document, DocumentOptions, ParseOptions, SchemaOptions } from 'yaml';

/**
 * Aliases may repeat what is written this many times over (and always up to
 * ALIAS_EXPANSION_FLOOR nodes): a corpus reusing one anchor a hundred times is far below it, a
 * "billion laughs" document (aliases of aliases) is far above it.
 */
export const ALIAS_EXPANSION_RATIO = 100;
export const ALIAS_EXPANSION_FLOOR = 100_000;

type Options = ParseOptions & DocumentOptions & SchemaOptions;

/**
 * The one way forbear parses a YAML file (corpus, mining map, alert rules, forbear.yaml).
 * The `yaml` library refuses any document whose aliases are used more than 100 times, valid or
 * not, with an exception its callers took for a bug (exit 3); here the document is measured
 * instead: aliases that expand it beyond the bound above, or that refer to the node they are
 * in, become a parse error at the alias (so every loader reports it as bad input, `file:line:col`).
 * Read the value with `yamlValue`.
 */
export function parseYamlDocument(text: string, options: Options = {}): Document.Parsed {
  const lineCounter = options.lineCounter ?? new LineCounter();
  const doc = parseDocument(text, { ...options, lineCounter });
  if (doc.errors.length > 0) return doc;
  const problem = aliasProblem(doc);
  if (problem !== undefined) {
    const at = problem.alias.range?.[0] ?? 0;
    const error = new YAMLParseError([at, at + problem.alias.source.length + 1], problem.code, problem.message);
    error.linePos = [lineCounter.linePos(at)];
    doc.errors.push(error);
  }
  return doc;
}

/** The document as plain values; aliases were measured by `parseYamlDocument`, so no count limit. */
export function yamlValue(doc: Document.Parsed): unknown {
  return doc.toJS({ maxAliasCount: -1 });
}

interface AliasProblem {
  alias: Alias;
  code: 'BAD_ALIAS' | 'RESOURCE_EXHAUSTION';
  message: string;
}

/** Counts every node as the value will have it (aliases expanded), in one pass over what is written. */
function aliasProblem(doc: Document.Parsed): AliasProblem | undefined {
  const anchors = new Map<string, unknown>();
  const sizes = new Map<unknown, number>();
  let written = 0;
  let biggest: { alias: Alias; size: number } | undefined;
  let circular: Alias | undefined;
  let unresolved: Alias | undefined;
  const size = (node: unknown): number => {
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (target === undefined) {
        unresolved ??= node;
        return 1;
      }
      const s = sizes.get(target);
      if (s === undefined) {
        circular ??= node;
        return 1;
      }
      if (biggest === undefined || s > biggest.size) biggest = { alias: node, size: s };
      return s;
    }
    written++;
    // An anchor names its node from where it starts: an alias inside it refers to it.
    if (isNode(node) && node.anchor !== undefined) anchors.set(node.anchor, node);
    let s = 1;
    if (isCollection(node)) {
      for (const item of node.items) s += isPair(item) ? size(item.key) + size(item.value) : size(item);
    }
    sizes.set(node, s);
    return s;
  };
  const expanded = size(doc.contents);
  // The library throws a ReferenceError for this only when the value is built: say it here, at the alias.
  if (unresolved !== undefined) return { alias: unresolved, code: 'BAD_ALIAS', message: `alias *${unresolved.source} names no anchor set before it (write &${unresolved.source} on the value first)` };
  if (circular !== undefined) return { alias: circular, code: 'RESOURCE_EXHAUSTION', message: `alias *${circular.source} refers to the node it is in (a value cannot contain itself)` };
  const bound = Math.max(ALIAS_EXPANSION_FLOOR, ALIAS_EXPANSION_RATIO * written);
  if (expanded <= bound || biggest === undefined) return undefined;
  return {
    alias: biggest.alias,
    code: 'RESOURCE_EXHAUSTION',
    message: `aliases expand ${written} written value(s) to ${expanded >= 1e9 ? 'over a billion' : expanded} (more than ${bound}): refused as an alias bomb`,
  };
}
