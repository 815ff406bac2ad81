"""A LangGraph ReAct agent (langgraph.prebuilt.create_react_agent) on LangChain's ChatOpenAI,
traced by OpenInference's LangChain instrumentor."""

from langchain_core.tools import StructuredTool, ToolException
from langchain_openai import ChatOpenAI
from langgraph.prebuilt import create_react_agent
from openinference.instrumentation import using_session
from openinference.instrumentation.langchain import LangChainInstrumentor

import harness

provider = harness.tracer_provider("conformance-langgraph")
LangChainInstrumentor().instrument(tracer_provider=provider)


def _call(fn, order_id):
    # LangChain's idiom for a tool failure the model should see: ToolException + handle_tool_error.
    try:
        return fn(order_id)
    except harness.ToolFailure as e:
        raise ToolException(str(e)) from e


def _tool(fn):
    def run(order_id: str) -> str:
        return _call(fn, order_id)
    return StructuredTool.from_function(run, name=fn.__name__, description=fn.__doc__, handle_tool_error=True)


lookup_order = _tool(harness.lookup_order)
issue_refund = _tool(harness.issue_refund)


llm = ChatOpenAI(model="gpt-4o-mini", base_url=harness.MOCK_URL, api_key=harness.API_KEY)
agent = create_react_agent(llm, [lookup_order, issue_refund], prompt="You are a support agent for an online shop.")


def play(scenario, session_id):
    messages = []
    with using_session(session_id):
        for turn in scenario["turns"]:
            state = agent.invoke({"messages": messages + [("user", turn["user"])]})
            messages = state["messages"]


harness.run("langgraph + openinference", ["langgraph", "langchain-openai", "openinference-instrumentation-langchain"],
            play, ["session"], provider)
