"""OpenAI Agents SDK (Runner, function tools, a hand-off) traced by logfire's
`instrument_openai_agents`, exporting OTLP to forbear only (nothing is sent to Logfire); the
session is the SDK trace's group_id."""

import os

import logfire
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.trace.export import SimpleSpanProcessor

logfire.configure(send_to_logfire=False, console=False, service_name="conformance-openai-agents-logfire",
                  additional_span_processors=[SimpleSpanProcessor(OTLPSpanExporter(endpoint=os.environ["FORBEAR_OTLP_URL"]))])
logfire.instrument_openai_agents()

from agents import RunConfig, set_trace_processors

import harness

# logfire wraps the SDK's tracing; the SDK's own exporter to OpenAI cannot be reached.
set_trace_processors([])

from harness_openai_agents import GATE_GAP, play_turns


async def play(scenario, session_id):
    await play_turns(scenario, run_config=RunConfig(group_id=session_id))


class _Logfire:
    """What harness.run flushes at the end: logfire's own provider."""

    def force_flush(self):
        logfire.force_flush()

    def shutdown(self):
        logfire.shutdown()


harness.run("openai-agents + logfire", ["openai-agents", "logfire"], play, ["handoff", "session"], _Logfire(),
            lacks={"approval_gate": GATE_GAP})
