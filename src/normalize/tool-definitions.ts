import type { AttrMap, AttrValue } from '../model/raw-span.js';
import { jsonValue } from './attr.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Tool names from a list of tool definitions, in the shapes conventions record them:
 * GenAI `gen_ai.tool.definitions` `[{type:'function', name, …}]`, OpenAI `{type:'function',
 * function:{name}}`, Vercel AI SDK `ai.prompt.tools` (an array of JSON strings), Gemini
 * `{function_declarations:[{name}]}`. Accepts a JSON string, one definition or a list.
 */
export function toolNamesOf(value: AttrValue | undefined): string[] {
  const out: string[] = [];
  collect(jsonValue(value), out, 0);
  return out;
}

function collect(v: unknown, out: string[], depth: number): void {
  if (depth > 3) return;
  if (typeof v === 'string') {
    const parsed = jsonValue(v);
    if (parsed !== v) collect(parsed, out, depth + 1);
    return;
  }
  if (Array.isArray(v)) {
    for (const item of v) collect(item, out, depth + 1);
    return;
  }
  if (!isObj(v)) return;
  const decls = v.function_declarations ?? v.functionDeclarations;
  if (Array.isArray(decls)) {
    collect(decls, out, depth + 1);
    return;
  }
  const fn = isObj(v.function) ? v.function : v;
  if (typeof fn.name === 'string' && fn.name !== '') out.push(fn.name);
}

/** Names from indexed attributes `{prefix}.{N}{suffix}`, N = 0, 1, … until one is missing. */
export function indexedNames(attrs: AttrMap, prefix: string, suffix: string): string[] {
  const out: string[] = [];
  for (let i = 0; ; i++) {
    const v = attrs[`${prefix}.${i}${suffix}`];
    if (v === undefined) return out;
    if (typeof v === 'string' && v !== '') out.push(v);
  }
}
