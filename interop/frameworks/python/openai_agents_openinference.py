"""OpenAI Agents SDK (Runner, function tools, a hand-off) traced by OpenInference's instrumentor,
against the mock over the Responses API (the SDK's default model API)."""

from agents import Agent, Runner, function_tool, set_default_openai_client
from openai import AsyncOpenAI
from openinference.instrumentation import using_session
from openinference.instrumentation.openai_agents import OpenAIAgentsInstrumentor

import harness

provider = harness.tracer_provider("conformance-openai-agents")
# exclusive_processor (the default) replaces the SDK's own exporter to OpenAI, which cannot be reached.
OpenAIAgentsInstrumentor().instrument(tracer_provider=provider)
set_default_openai_client(AsyncOpenAI(base_url=harness.MOCK_URL, api_key=harness.API_KEY), use_for_tracing=False)

tools = [function_tool(harness.lookup_order), function_tool(harness.issue_refund)]
INSTRUCTIONS = "You are a support agent for an online shop."
refund_agent = Agent(name=harness.HANDOFF["name"], handoff_description=harness.HANDOFF["description"],
                     instructions=INSTRUCTIONS, tools=tools, model="gpt-4o-mini")
support_agent = Agent(name="support_agent", instructions=INSTRUCTIONS, tools=tools, model="gpt-4o-mini")
triage_agent = Agent(name="triage_agent", instructions=INSTRUCTIONS, handoffs=[refund_agent], model="gpt-4o-mini")


async def play(scenario, session_id):
    agent = triage_agent if "handoff" in scenario.get("requires", []) else support_agent
    history = []
    with using_session(session_id):
        for turn in scenario["turns"]:
            result = await Runner.run(agent, history + [{"role": "user", "content": turn["user"]}])
            history = result.to_input_list()
            agent = result.last_agent


harness.run("openai-agents + openinference", ["openai-agents", "openinference-instrumentation-openai-agents"],
            play, ["handoff", "session"], provider)
