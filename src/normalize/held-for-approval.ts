/**
 * The OpenAI Agents SDK gives a function tool that needs approval (`needs_approval`) and has none
 * yet its Function span all the same, ended with no output: the run stops on the interruption and
 * the tool never ran. A tool that ran has the value it returned (function tools return text).
 * Read by both instrumentations of the SDK (OpenInference's TOOL span, logfire's `Function` span).
 */
export function heldForApproval(output: unknown): boolean {
  return output === undefined || output === null || output === 'null';
}
