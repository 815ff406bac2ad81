/**
 * Text from spans (replies, user messages, tool arguments, service names) made safe for a
 * terminal: every control character but newline and tab — C0 (ESC starting a CSI or OSC
 * sequence: clear screen, window title, hidden text, OSC 8 links; CR overwriting a line; BEL),
 * DEL and C1 (0x9B, a one-byte CSI; 0x9D, a one-byte OSC) — becomes U+FFFD. Without its ESC no
 * sequence does anything: what it tried is left visible (`�]0;title�`), not silently dropped.
 * The one rule for every text output: score's report, inspect, alerts replay, the log sink and
 * finding lines.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

export function terminalText(text: string): string {
  return text.replace(CONTROL, '\uFFFD');
}

/** A renderer whose every chunk passes through `terminalText`. */
export function forTerminal<T>(render: (value: T, write: (chunk: string) => void) => void): (value: T, write: (chunk: string) => void) => void {
  return (value, write) => render(value, (chunk) => write(terminalText(chunk)));
}
