"""OpenLLMetry (`traceloop-sdk`) on the OpenAI client, with its @workflow decorator around each
user turn (how its docs write an agent), driving a plain tool-calling loop."""

from openai import OpenAI
from traceloop.sdk import Traceloop
from traceloop.sdk.decorators import workflow

import harness_client_loop as client_loop
import harness

provider = harness.tracer_provider("conformance-traceloop")
# Traceloop takes an exporter, not a provider: hand it the harness's OTLP/HTTP exporter settings.
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
import os

Traceloop.init(app_name="conformance-traceloop", exporter=OTLPSpanExporter(endpoint=os.environ["FORBEAR_OTLP_URL"]),
               disable_batch=True, telemetry_enabled=False)
client = OpenAI(base_url=harness.MOCK_URL, api_key=harness.API_KEY)


@workflow(name="support_turn")
def support_turn(messages):
    client_loop.one_turn(client, messages)


def play(scenario, session_id):
    # OpenLLMetry's association properties carry the session onto every span.
    Traceloop.set_association_properties({"session_id": session_id})
    messages = [client_loop.SYSTEM]
    for turn in scenario["turns"]:
        messages.append({"role": "user", "content": turn["user"]})
        support_turn(messages)


harness.run("openai client + openllmetry (traceloop-sdk)", ["traceloop-sdk", "opentelemetry-instrumentation-openai"],
            play, ["session"], provider)
