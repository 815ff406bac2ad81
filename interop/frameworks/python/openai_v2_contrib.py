"""The OTel contrib `opentelemetry-instrumentation-openai-v2` on the OpenAI client (GenAI
conventions, message content captured on the spans), driving a plain tool-calling loop."""

import os

# Content on the spans (gen_ai.input/output.messages) in the latest GenAI conventions; the
# instrumentation's default is no content, and its events would go out as logs forbear does not read.
os.environ["OTEL_SEMCONV_STABILITY_OPT_IN"] = "gen_ai_latest_experimental"
os.environ["OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"] = "SPAN_ONLY"

from openai import OpenAI
from opentelemetry.instrumentation.openai_v2 import OpenAIInstrumentor

import harness_client_loop as client_loop
import harness

provider = harness.tracer_provider("conformance-openai-v2")
OpenAIInstrumentor().instrument(tracer_provider=provider)
client = OpenAI(base_url=harness.MOCK_URL, api_key=harness.API_KEY)

harness.run("openai client + otel contrib openai-v2", ["openai", "opentelemetry-instrumentation-openai-v2"],
            client_loop.make_play(client), [], provider)
