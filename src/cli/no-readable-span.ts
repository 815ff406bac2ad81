/** What was read, when it held no span to score: one line, naming why (empty, or every span rejected). */
export function noReadableSpan(input: { files: number; rejected_spans: number; skipped_lines: number }): string {
  const why: string[] = [];
  if (input.rejected_spans > 0) why.push(`${input.rejected_spans} span(s) rejected`);
  if (input.skipped_lines > 0) why.push(`${input.skipped_lines} line(s) skipped`);
  const what = input.files === 0 ? 'no span file found' : `${input.files} file(s)${why.length > 0 ? `, ${why.join(', ')}` : ', empty'}`;
  return `no readable span in the input (${what})`;
}
