/**
 * The judge's errors are data on each result (`judge.error`), but a user who mistyped
 * `--judge-url` or `--judge-model` must hear of it on stderr, not find every verdict missing in a
 * report that exited 0. Returns the line to print, and whether the run is bad input: a judge that
 * answered not one reply (none judged, none from the cache) was misconfigured or unreachable.
 */
export function judgeWarning(judge: Record<string, number | string> | undefined): { line: string; badInput: boolean } | undefined {
  if (judge === undefined) return undefined;
  const errors = Number(judge.errors ?? 0);
  if (errors === 0) return undefined;
  const answered = Number(judge.judged ?? 0) + Number(judge.from_cache ?? 0);
  const sent = errors + answered;
  if (answered === 0) {
    return { line: `forbear: judge: none of ${sent} replies could be judged (check --judge-url, --judge-model and the key; each result's judge.error says why); the outcomes are the classifier's`, badInput: true };
  }
  return { line: `forbear: warning: judge: ${errors} of ${sent} replies could not be judged and keep the classifier's outcome (judge.error on each)`, badInput: false };
}
