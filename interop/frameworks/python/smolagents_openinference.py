"""smolagents' ToolCallingAgent on its OpenAI-compatible model (OpenAIServerModel), traced by
OpenInference's smolagents instrumentor. The agent answers through its `final_answer` tool, which
the mock uses for the scripted reply when a request offers it."""

from openinference.instrumentation import using_session
from openinference.instrumentation.smolagents import SmolagentsInstrumentor
from smolagents import OpenAIServerModel, Tool, ToolCallingAgent

import harness

provider = harness.tracer_provider("conformance-smolagents")
SmolagentsInstrumentor().instrument(tracer_provider=provider)


def make_tool(name):
    fn = getattr(harness, name)

    class OrderTool(Tool):
        inputs = {"order_id": {"type": "string", "description": "The order id, digits only"}}
        output_type = "string"

        def forward(self, order_id: str) -> str:
            return fn(order_id)

    OrderTool.name = name
    OrderTool.description = harness.TOOLS[name]["description"]
    return OrderTool()


model = OpenAIServerModel(model_id="gpt-4o-mini", api_base=harness.MOCK_URL, api_key=harness.API_KEY)


def play(scenario, session_id):
    # A fresh agent per scenario; reset=False keeps the conversation for the next user turn.
    agent = ToolCallingAgent(tools=[make_tool(n) for n in harness.USER_TOOLS], model=model, max_steps=6)
    with using_session(session_id):
        for i, turn in enumerate(scenario["turns"]):
            agent.run(turn["user"], reset=(i == 0))


harness.run("smolagents + openinference", ["smolagents", "openinference-instrumentation-smolagents"], play, ["session"], provider,
            lacks={"tool_error_feedback": "smolagents 1.26 does not show the model a tool that raised: its next request repeats the conversation without the failed call, so the script cannot go on"})
