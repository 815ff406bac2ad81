/**
 * The link to one turn's trace in the user's tracing backend, from the `--trace-url` template
 * (checked at start-up: an http(s) URL naming `{trace_id}`); ids are percent-encoded.
 */
export function traceUrlFor(template: string | undefined, traceId: string, spanId: string): string | null {
  if (template === undefined) return null;
  return template.replaceAll('{trace_id}', encodeURIComponent(traceId)).replaceAll('{span_id}', encodeURIComponent(spanId));
}
