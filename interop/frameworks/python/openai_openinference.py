"""OpenInference's OpenAI instrumentor on the OpenAI client, driving a plain tool-calling loop;
the session travels in OpenInference's `using_session` context."""

from openai import OpenAI
from openinference.instrumentation import using_session
from openinference.instrumentation.openai import OpenAIInstrumentor

import harness_client_loop as client_loop
import harness

provider = harness.tracer_provider("conformance-openai-openinference")
OpenAIInstrumentor().instrument(tracer_provider=provider)
client = OpenAI(base_url=harness.MOCK_URL, api_key=harness.API_KEY)

harness.run("openai client + openinference", ["openai", "openinference-instrumentation-openai"],
            client_loop.make_play(client, using_session), ["session"], provider)
