"""A LangGraph ReAct agent traced by LangSmith's own OpenTelemetry export (tracing mode `otel`:
spans only, nothing sent to LangSmith), through the global tracer provider."""

import os

os.environ["LANGSMITH_TRACING"] = "true"
os.environ["LANGSMITH_TRACING_MODE"] = "otel"
os.environ.setdefault("LANGSMITH_API_KEY", "ls-mock")  # never used in otel mode; the client wants one

from opentelemetry import trace

import harness

provider = harness.tracer_provider("conformance-langsmith-otel")
trace.set_tracer_provider(provider)  # LangSmith exports through the global provider when one is set

from langchain_core.tools import StructuredTool, ToolException
from langchain_core.tracers.langchain import wait_for_all_tracers
from langchain_openai import ChatOpenAI
from langgraph.prebuilt import create_react_agent


def _tool(fn):
    def run(order_id: str) -> str:
        try:
            return fn(order_id)
        except harness.ToolFailure as e:
            raise ToolException(str(e)) from e
    return StructuredTool.from_function(run, name=fn.__name__, description=fn.__doc__, handle_tool_error=True)


llm = ChatOpenAI(model="gpt-4o-mini", base_url=harness.MOCK_URL, api_key=harness.API_KEY)
agent = create_react_agent(llm, [_tool(harness.lookup_order), _tool(harness.issue_refund)],
                           prompt="You are a support agent for an online shop.")


def play(scenario, session_id):
    messages = []
    for turn in scenario["turns"]:
        state = agent.invoke({"messages": messages + [("user", turn["user"])]},
                             config={"metadata": {"thread_id": session_id}})
        messages = state["messages"]
    wait_for_all_tracers()


harness.run("langgraph + langsmith otel", ["langgraph", "langsmith"], play, ["session"], provider)
