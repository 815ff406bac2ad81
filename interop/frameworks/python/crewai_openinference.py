"""A CrewAI crew (one agent, one task per user turn) on CrewAI's native OpenAI LLM, traced by
OpenInference's CrewAI instrumentor and its OpenAI instrumentor (CrewAI's own spans do not
record the model calls). CrewAI's heavy dependencies (chromadb, lancedb, …) live in a lock and
venv of their own."""
# conformance-lock: crewai.lock

import os

# CrewAI's own telemetry and trace upload would try the network.
os.environ["CREWAI_DISABLE_TELEMETRY"] = "true"
os.environ["CREWAI_DISABLE_TRACKING"] = "true"
os.environ["CREWAI_TRACING_ENABLED"] = "false"

from crewai import LLM, Agent, Crew, Task
from crewai.tools import tool
from openinference.instrumentation import using_session
from openinference.instrumentation.crewai import CrewAIInstrumentor
from openinference.instrumentation.openai import OpenAIInstrumentor

import harness

provider = harness.tracer_provider("conformance-crewai")
CrewAIInstrumentor().instrument(tracer_provider=provider)
OpenAIInstrumentor().instrument(tracer_provider=provider)


@tool("lookup_order")
def lookup_order(order_id: str) -> str:
    """Look up an order's status, items and total by its order id."""
    return harness.lookup_order(order_id)


@tool("issue_refund")
def issue_refund(order_id: str) -> str:
    """Refund an order in full to its original payment method."""
    return harness.issue_refund(order_id)


llm = LLM(model="openai/gpt-4o-mini", base_url=harness.MOCK_URL, api_key=harness.API_KEY)


def play(scenario, session_id):
    agent = Agent(role="Support agent", goal="Help the customers of an online shop with their orders.",
                  backstory="You are a support agent for an online shop.", llm=llm, tools=[lookup_order, issue_refund],
                  allow_delegation=False, max_iter=6, verbose=False)
    with using_session(session_id):
        for turn in scenario["turns"]:
            task = Task(description="{request}", expected_output="The answer to the customer.", agent=agent)
            Crew(agents=[agent], tasks=[task], verbose=False).kickoff(inputs={"request": turn["user"]})


harness.run("crewai + openinference", ["crewai", "openinference-instrumentation-crewai", "openinference-instrumentation-openai"],
            play, [], provider, lacks={"session": "a crew's kickoff carries no conversation from one request to the next"})
