/**
 * The "short conversations" file shape: several services, each exporting small requests (1–7
 * spans, an SDK batch span processor flushing often), forwarded by a gateway that buffers a
 * 2-minute stretch of traffic and sends it on in no particular order. A trace's spans may then
 * reach the reader out of order and several requests apart, as they do behind a real gateway.
 */
import { requestJson } from './otlp-json.js';
import type { Prng } from './prng.js';

const WINDOW_US = 120 * 1_000_000;

interface Pending {
  /** Spans per scope, scopes in order of first appearance. */
  scopes: Map<number, string[]>;
  count: number;
  target: number;
}

export class GatewayBatches {
  private readonly open = new Map<number, Pending>();
  private window: string[] = [];
  private windowEndUs = -1;

  constructor(
    private readonly rng: Prng,
    /** Resource JSON per service index. */
    private readonly resources: readonly string[],
    /** Scope JSON per scope index. */
    private readonly scopes: readonly string[],
    private readonly writeLine: (line: string) => void,
  ) {}

  /** One span of `service`, ending at `endUs` (spans arrive in end order). */
  add(service: number, scope: number, json: string, endUs: number): void {
    if (this.windowEndUs < 0) this.windowEndUs = endUs + WINDOW_US;
    if (endUs >= this.windowEndUs) this.closeWindow(endUs);
    let p = this.open.get(service);
    if (p === undefined) {
      p = { scopes: new Map(), count: 0, target: this.rng.int(1, 7) };
      this.open.set(service, p);
    }
    const list = p.scopes.get(scope);
    if (list === undefined) p.scopes.set(scope, [json]);
    else list.push(json);
    if (++p.count >= p.target) this.send(service, p);
  }

  /** End of data: every pending request, then the last window. */
  finish(): void {
    for (const [service, p] of this.open) this.send(service, p);
    this.flushWindow();
  }

  private send(service: number, p: Pending): void {
    this.open.delete(service);
    const scopes = [...p.scopes].map(([s, spans]) => ({ scope: this.scopes[s] ?? '', spans }));
    this.window.push(requestJson(this.resources[service] ?? '', scopes));
  }

  private closeWindow(nowUs: number): void {
    this.flushWindow();
    while (this.windowEndUs <= nowUs) this.windowEndUs += WINDOW_US;
  }

  private flushWindow(): void {
    for (const line of this.rng.shuffle(this.window)) this.writeLine(line);
    this.window = [];
  }
}
