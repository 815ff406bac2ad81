"""Strands Agents with its built-in OpenTelemetry tracing (GenAI conventions), on its OpenAI model
provider pointed at the mock (Chat Completions, streamed)."""

from opentelemetry import trace

import harness

provider = harness.tracer_provider("conformance-strands")
trace.set_tracer_provider(provider)  # Strands traces through the global provider

from strands import Agent, tool
from strands.models.openai import OpenAIModel


@tool
def lookup_order(order_id: str) -> str:
    """Look up an order's status, items and total by its order id.

    Args:
        order_id: The order id, digits only
    """
    return harness.lookup_order(order_id)


@tool
def issue_refund(order_id: str) -> str:
    """Refund an order in full to its original payment method.

    Args:
        order_id: The order id, digits only
    """
    return harness.issue_refund(order_id)


model = OpenAIModel(client_args={"base_url": harness.MOCK_URL, "api_key": harness.API_KEY}, model_id="gpt-4o-mini")


def play(scenario, session_id):
    agent = Agent(model=model, tools=[lookup_order, issue_refund], system_prompt="You are a support agent for an online shop.",
                  trace_attributes={"session.id": session_id}, callback_handler=None)
    for turn in scenario["turns"]:
        agent(turn["user"])  # the Agent keeps the conversation between calls


harness.run("strands agents (native OTel)", ["strands-agents"], play, ["session"], provider)
