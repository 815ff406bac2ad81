"""A LlamaIndex FunctionAgent (agent workflows) on its OpenAI LLM, traced by OpenInference's
LlamaIndex instrumentor. llama-index-llms-openai needs openai<3 and the Agents SDK openai>=3, so
this harness has its own lock and venv."""
# conformance-lock: llamaindex.lock

from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.tools import FunctionTool
from llama_index.core.memory import ChatMemoryBuffer
from llama_index.llms.openai import OpenAI
from openinference.instrumentation import using_session
from openinference.instrumentation.llama_index import LlamaIndexInstrumentor

import harness

provider = harness.tracer_provider("conformance-llamaindex")
LlamaIndexInstrumentor().instrument(tracer_provider=provider)


def _tool(fn):
    def run(order_id: str) -> str:
        return fn(order_id)
    # A tool that raises is shown to the model as an error result (ToolOutput.is_error) by the agent.
    return FunctionTool.from_defaults(fn=run, name=fn.__name__, description=fn.__doc__)


llm = OpenAI(model="gpt-4o-mini", api_base=harness.MOCK_URL, api_key=harness.API_KEY)


async def play(scenario, session_id):
    agent = FunctionAgent(tools=[_tool(harness.lookup_order), _tool(harness.issue_refund)], llm=llm,
                          system_prompt="You are a support agent for an online shop.")
    memory = ChatMemoryBuffer.from_defaults()  # carries the conversation from one user turn to the next
    with using_session(session_id):
        for turn in scenario["turns"]:
            await agent.run(user_msg=turn["user"], memory=memory)


harness.run("llamaindex + openinference", ["llama-index-core", "llama-index-llms-openai", "openinference-instrumentation-llama-index"],
            play, ["session"], provider)
