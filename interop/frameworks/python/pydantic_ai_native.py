"""pydantic-ai's agent loop with its native OpenTelemetry instrumentation (GenAI conventions),
against the mock through its OpenAI provider (Chat Completions)."""

from pydantic_ai import Agent, ModelRetry
from pydantic_ai.models.instrumented import InstrumentationSettings
from pydantic_ai.models.openai import OpenAIChatModel
from pydantic_ai.providers.openai import OpenAIProvider

import harness

provider = harness.tracer_provider("conformance-pydantic-ai")
model = OpenAIChatModel("gpt-4o-mini", provider=OpenAIProvider(base_url=harness.MOCK_URL, api_key=harness.API_KEY))
agent = Agent(model, instructions="You are a support agent for an online shop.")
agent.instrument = InstrumentationSettings(tracer_provider=provider)


def _tool(fn):
    # pydantic-ai's idiom for a tool failure the model should see is ModelRetry (a bare exception
    # would abort the whole run).
    def wrapped(order_id: str) -> str:
        try:
            return fn(order_id)
        except harness.ToolFailure as e:
            raise ModelRetry(str(e)) from e
    wrapped.__name__ = fn.__name__
    wrapped.__doc__ = fn.__doc__
    return wrapped


agent.tool_plain(_tool(harness.lookup_order))
agent.tool_plain(_tool(harness.issue_refund))


async def play(scenario, session_id):
    history = None
    for turn in scenario["turns"]:
        result = await agent.run(turn["user"], message_history=history, conversation_id=session_id)
        history = result.all_messages()


harness.run("pydantic-ai (native OTel)", ["pydantic-ai-slim"], play, ["session"], provider)
