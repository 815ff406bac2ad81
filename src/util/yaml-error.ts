import type { YAMLError } from 'yaml';

/**
 * A YAML syntax error as one line, `file:line:col: message`, the same for every file forbear
 * reads (corpus, mining map, serve settings): the parser's own message ends with the position
 * again and a code excerpt, which a one-line report does not repeat.
 */
export function yamlErrorPlace(e: YAMLError, path: string): string {
  const pos = e.linePos?.[0];
  return pos ? `${path}:${pos.line}:${pos.col}` : path;
}

export function yamlErrorMessage(e: YAMLError): string {
  return (e.message.split('\n')[0] ?? e.message).replace(/ at line \d+, column \d+:?$/, '');
}
