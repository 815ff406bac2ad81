"""Google ADK (an LlmAgent run by its InMemoryRunner) with its built-in OpenTelemetry tracing,
on ADK's LiteLLM model wrapper pointed at the mock's OpenAI Chat Completions endpoint (ADK's own
route to a model that is not Gemini). ADK pins an OpenTelemetry SDK of its own, so it has a lock
and venv of its own."""
# conformance-lock: adk.lock

import os

# Content on the spans (gen_ai.input/output.messages, tool arguments) in the latest GenAI conventions:
# ADK 2's default is no content, as the OTel GenAI instrumentations' is.
os.environ["OTEL_SEMCONV_STABILITY_OPT_IN"] = "gen_ai_latest_experimental"
os.environ["OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"] = "SPAN_ONLY"
os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"  # LiteLLM would fetch its price list at import
os.environ["LITELLM_TELEMETRY"] = "False"

from opentelemetry import trace

import harness

provider = harness.tracer_provider("conformance-google-adk")
trace.set_tracer_provider(provider)  # ADK traces through the global provider

from google.adk.agents import LlmAgent
from google.adk.models.lite_llm import LiteLlm
from google.adk.runners import InMemoryRunner
from google.genai import types


def lookup_order(order_id: str) -> str:
    """Look up an order's status, items and total by its order id.

    Args:
        order_id: The order id, digits only
    """
    return harness.lookup_order(order_id)


def issue_refund(order_id: str) -> str:
    """Refund an order in full to its original payment method.

    Args:
        order_id: The order id, digits only
    """
    return harness.issue_refund(order_id)


def tool_error(tool, args, tool_context, error):
    # ADK's hook for a tool that raised: the model is shown the error instead of the run failing.
    return {"error": str(error)}


model = LiteLlm(model="openai/gpt-4o-mini", api_base=harness.MOCK_URL, api_key=harness.API_KEY)
agent = LlmAgent(name="support_agent", model=model, instruction="You are a support agent for an online shop.",
                 tools=[lookup_order, issue_refund], on_tool_error_callback=tool_error)
runner = InMemoryRunner(agent=agent, app_name="conformance")


async def play(scenario, session_id):
    await runner.session_service.create_session(app_name="conformance", user_id="customer", session_id=session_id)
    for turn in scenario["turns"]:
        message = types.Content(role="user", parts=[types.Part(text=turn["user"])])
        async for _ in runner.run_async(user_id="customer", session_id=session_id, new_message=message):
            pass


harness.run("google adk (native OTel)", ["google-adk", "litellm"], play, ["session"], provider,
            lacks={"handoff": "ADK hands a request on through its one transfer_to_agent(agent_name) tool, which the script's transfer_to_refund_agent call is not"})
