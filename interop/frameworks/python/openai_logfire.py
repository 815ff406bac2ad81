"""logfire's `instrument_openai` on the OpenAI client, driving a plain tool-calling loop; each user
turn is a logfire span (how logfire's docs group an agent's calls), exporting OTLP to forbear only."""

import os

import logfire
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.trace.export import SimpleSpanProcessor

logfire.configure(send_to_logfire=False, console=False, service_name="conformance-openai-logfire",
                  additional_span_processors=[SimpleSpanProcessor(OTLPSpanExporter(endpoint=os.environ["FORBEAR_OTLP_URL"]))])

from openai import OpenAI

import harness
import harness_client_loop as client_loop

client = OpenAI(base_url=harness.MOCK_URL, api_key=harness.API_KEY)
logfire.instrument_openai(client)


def play(scenario, session_id):
    messages = [client_loop.SYSTEM]
    for turn in scenario["turns"]:
        messages.append({"role": "user", "content": turn["user"]})
        with logfire.span("support turn", **{"session.id": session_id}):
            client_loop.one_turn(client, messages)


class _Logfire:
    def force_flush(self):
        logfire.force_flush()

    def shutdown(self):
        logfire.shutdown()


harness.run("openai client + logfire", ["openai", "logfire"], play, ["session"], _Logfire())
