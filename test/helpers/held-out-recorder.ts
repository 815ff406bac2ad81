/**
 * A small script recorder for the held-out fixtures: spans are started and ended by hand with
 * the real OpenTelemetry SDK (sdk-trace-base), so each fixture can lay out a framework's span
 * tree exactly as that framework does — its scope names, span kinds, attribute value types,
 * span events, error statuses, several resources in one trace — and then be serialized to
 * OTLP/JSON in the order an exporter would deliver it (or out of order on purpose).
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, AttributeValue, Context, HrTime, Span } from '@opentelemetry/api';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { IdGenerator, ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { seededHex } from '../../samples/lib/seeded-ids.js';

export { SpanKind, SpanStatusCode };

/** 2026-04-14T10:00:00Z, away from the demo samples' clock. */
const BASE_MS = Date.UTC(2026, 3, 14, 10, 0, 0);

export interface StartOptions {
  parent?: Span | undefined;
  kind?: SpanKind;
  attrs?: Record<string, AttributeValue | undefined>;
  /** Instrumentation scope (tracer name); default 'held-out'. */
  scope?: string;
  /** Milliseconds to let pass before the span starts (default 5). */
  after?: number;
}

export interface EndOptions {
  attrs?: Record<string, AttributeValue | undefined>;
  error?: string;
  ok?: boolean;
  /** Milliseconds the span's work took (default 20). */
  took?: number;
}

export class ScriptRecorder {
  private clock: number;
  private readonly exporter = new InMemorySpanExporter();
  private readonly providers = new Map<string, BasicTracerProvider>();
  private readonly hex: (words: number) => string;

  constructor(private readonly seed: number, private readonly resource: Attributes = { 'service.name': 'support-desk' }, startMs = BASE_MS) {
    this.clock = startMs + seed * 3_600_000;
    this.hex = seededHex(seed * 0x9e3779b1);
  }

  /** A fresh id in the style frameworks use: `call_…`, `toolu_…`, a UUID. */
  id(prefix = 'call_'): string {
    return `${prefix}${this.hex(3).slice(0, 24)}`;
  }

  /** Starts a span; a second resource (another service in the same trace) via `resource`. */
  start(name: string, o: StartOptions = {}, resource?: Attributes): Span {
    this.clock += o.after ?? 5;
    const tracer = this.provider(resource ?? this.resource).getTracer(o.scope ?? 'held-out', '1.0.0');
    const ctx: Context = o.parent === undefined ? ROOT_CONTEXT : trace.setSpan(ROOT_CONTEXT, o.parent);
    return tracer.startSpan(name, { kind: o.kind ?? SpanKind.INTERNAL, attributes: clean(o.attrs), startTime: hr(this.clock) }, ctx);
  }

  event(span: Span, name: string, attrs: Record<string, AttributeValue | undefined> = {}): void {
    this.clock += 1;
    span.addEvent(name, clean(attrs), hr(this.clock));
  }

  end(span: Span, o: EndOptions = {}): void {
    this.clock += o.took ?? 20;
    if (o.attrs) span.setAttributes(clean(o.attrs));
    if (o.error !== undefined) {
      span.recordException({ name: 'Error', message: o.error }, hr(this.clock));
      span.setStatus({ code: SpanStatusCode.ERROR, message: o.error });
    } else if (o.ok) span.setStatus({ code: SpanStatusCode.OK });
    span.end(hr(this.clock));
  }

  /** Lets time pass (a later turn, a user who answers a minute later). */
  wait(ms: number): void {
    this.clock += ms;
  }

  /** Finished spans in end order, as a batch exporter receives them. */
  spans(): ReadableSpan[] {
    return this.exporter.getFinishedSpans();
  }

  /**
   * OTLP/JSON lines. `order`: 'end' (as exported), 'reverse' (parents before children), or a
   * permutation seeded by the recorder's seed ('shuffle'); `perLine` spans per request line.
   */
  otlp(order: 'end' | 'reverse' | 'shuffle' = 'end', perLine = Infinity): string {
    let spans = [...this.spans()];
    if (order === 'reverse') spans.reverse();
    if (order === 'shuffle') {
      const rnd = seededHex((this.seed ^ 0x2545f491) * 0x9e3779b1);
      for (let i = spans.length - 1; i > 0; i--) {
        const j = Number.parseInt(rnd(1), 16) % (i + 1);
        [spans[i], spans[j]] = [spans[j]!, spans[i]!];
      }
    }
    const lines: string[] = [];
    for (let i = 0; i < spans.length; i += perLine) {
      const bytes = JsonTraceSerializer.serializeRequest(spans.slice(i, i + perLine));
      if (!bytes) throw new Error('JsonTraceSerializer returned nothing');
      lines.push(new TextDecoder().decode(bytes));
    }
    return lines.map((l) => `${l}\n`).join('');
  }

  private provider(resource: Attributes): BasicTracerProvider {
    const key = JSON.stringify(resource);
    let p = this.providers.get(key);
    if (p === undefined) {
      p = new BasicTracerProvider({
        resource: resourceFromAttributes(resource),
        idGenerator: this.ids(),
        sampler: new AlwaysOnSampler(),
        spanProcessors: [new SimpleSpanProcessor(this.exporter)],
      });
      this.providers.set(key, p);
    }
    return p;
  }

  private ids(): IdGenerator {
    return { generateTraceId: () => this.hex(4), generateSpanId: () => this.hex(2) };
  }
}

/** JSON text, as Python's `json.dumps` / JS `JSON.stringify` put it on a span. */
export const j = (v: unknown): string => JSON.stringify(v);

/**
 * Python's `str()` of a dict or list (single quotes, True/False/None): what LangChain hands
 * its callbacks as a tool's `input_str`, and so what several exporters record as the input.
 */
export function pyRepr(v: unknown): string {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v.includes("'") && !v.includes('"') ? `"${v}"` : `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  return `{${Object.entries(v as Record<string, unknown>).map(([k, x]) => `${pyRepr(k)}: ${pyRepr(x)}`).join(', ')}}`;
}

function clean(attrs: Record<string, AttributeValue | undefined> | undefined): Attributes {
  const out: Attributes = {};
  for (const [k, v] of Object.entries(attrs ?? {})) if (v !== undefined) out[k] = v;
  return out;
}

function hr(epochMs: number): HrTime {
  return [Math.floor(epochMs / 1000), (epochMs % 1000) * 1_000_000];
}

