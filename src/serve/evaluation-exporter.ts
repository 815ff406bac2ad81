import { ROOT_CONTEXT, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { TurnResult } from '../model/result.js';
import { FORBEAR_VERSION } from '../version.js';

/** `OTEL_EXPORTER_OTLP_ENDPOINT` semantics: a base URL gets `/v1/traces` appended. */
export function tracesUrl(endpoint: string): string {
  const trimmed = endpoint.replace(/\/+$/, '');
  return trimmed.endsWith('/v1/traces') ? trimmed : `${trimmed}/v1/traces`;
}

/** One line a person reads next to the trace: what was decided and why. */
export function explain(r: TurnResult): string {
  const signals = (['asks', 'flags', 'declines', 'claims_done', 'hands_off'] as const).filter((s) => r.signals[s]);
  const parts = [`${r.kind} case ${r.case_id}: ${r.outcome}`];
  if (r.forbidden_calls.length > 0) parts.push(`forbidden call(s): ${r.forbidden_calls.join(', ')}`);
  if (r.hallucinated_calls.length > 0) parts.push(`unknown tool(s): ${r.hallucinated_calls.join(', ')}`);
  if (r.call_mismatch !== undefined) parts.push(r.call_mismatch.message);
  parts.push(signals.length > 0 ? `reply ${signals.join(', ')}` : 'reply neither asks, flags nor declines');
  if (r.amends !== undefined) parts.push(`amends an earlier ${r.amends.outcome}`);
  return parts.join('; ');
}

/**
 * Sends each scored turn back out as one `forbear.evaluation` span, a child of the turn's root
 * span in the same trace (GenAI evaluation attributes), so a trace backend shows the verdict
 * beside the turn.
 */
export class EvaluationExporter {
  private readonly provider: BasicTracerProvider;
  private readonly tracer: Tracer;

  constructor(endpoint: string) {
    this.provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': 'forbear', 'service.version': FORBEAR_VERSION }),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(endpoint) }), { scheduledDelayMillis: 500 })],
    });
    this.tracer = this.provider.getTracer('forbear', FORBEAR_VERSION);
  }

  export(r: TurnResult): void {
    const parent = trace.setSpanContext(ROOT_CONTEXT, { traceId: r.trace_id, spanId: r.span_id, traceFlags: TraceFlags.SAMPLED, isRemote: true });
    const span = this.tracer.startSpan('forbear.evaluation', {
      kind: SpanKind.INTERNAL,
      attributes: {
        'gen_ai.evaluation.name': 'forbear.abstain',
        'gen_ai.evaluation.score.label': r.outcome,
        'gen_ai.evaluation.score.value': r.passed ? 1 : 0,
        'gen_ai.evaluation.explanation': explain(r),
        'forbear.case.id': r.case_id,
        'forbear.case.kind': r.kind,
        'forbear.scenario': r.scenario,
        ...(r.amends ? { 'forbear.amends.outcome': r.amends.outcome } : {}),
      },
    }, parent);
    span.end();
  }

  async shutdown(): Promise<void> {
    await this.provider.shutdown();
  }
}
