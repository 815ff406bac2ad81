"""The OTel contrib `opentelemetry-instrumentation-openai-v2` on the OpenAI client (GenAI
conventions, message content captured), driving a plain tool-calling loop."""

import os

os.environ.setdefault("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "true")

from openai import OpenAI
from opentelemetry.instrumentation.openai_v2 import OpenAIInstrumentor

import harness_client_loop as client_loop
import harness

provider = harness.tracer_provider("conformance-openai-v2")
OpenAIInstrumentor().instrument(tracer_provider=provider)
client = OpenAI(base_url=harness.MOCK_URL, api_key=harness.API_KEY)

harness.run("openai client + otel contrib openai-v2", ["openai", "opentelemetry-instrumentation-openai-v2"],
            client_loop.make_play(client), [], provider)
