"""What the two OpenAI Agents SDK harnesses share (they differ only in the instrumentation and in
how the session id reaches the spans): the agents, the scenario loop and the gate gap.
Import it after the instrumentation is set up."""

from agents import Agent, Runner, function_tool, set_default_openai_client
from openai import AsyncOpenAI

import harness

GATE_GAP = ("the Agents SDK ends the tool span of a call held for approval with no output, as it does for a tool that returned None: forbear reads the held call as one that ran (a known gap; the outcome of an abstain case is the same, its forced-action split is not)")

# The SDK's own trace export goes to OpenAI, which cannot be reached: the model client is the mock's.
set_default_openai_client(AsyncOpenAI(base_url=harness.MOCK_URL, api_key=harness.API_KEY), use_for_tracing=False)

tools = [function_tool(harness.lookup_order), function_tool(harness.issue_refund)]
INSTRUCTIONS = "You are a support agent for an online shop."
refund_agent = Agent(name=harness.HANDOFF["name"], handoff_description=harness.HANDOFF["description"],
                     instructions=INSTRUCTIONS, tools=tools, model="gpt-4o-mini")
support_agent = Agent(name="support_agent", instructions=INSTRUCTIONS, tools=tools, model="gpt-4o-mini")
# approval_gate: the refund needs a person's approval; nobody gives it, so the run ends on the interruption.
gated_agent = Agent(name="support_agent", instructions=INSTRUCTIONS, model="gpt-4o-mini",
                    tools=[function_tool(harness.lookup_order), function_tool(harness.issue_refund, needs_approval=True)])
triage_agent = Agent(name="triage_agent", instructions=INSTRUCTIONS, handoffs=[refund_agent], model="gpt-4o-mini")


async def play_turns(scenario, **run_options):
    """Plays the scenario's user turns in one conversation, each run carrying `run_options`."""
    requires = scenario.get("requires", [])
    agent = triage_agent if "handoff" in requires else gated_agent if "approval_gate" in requires else support_agent
    history = []
    for turn in scenario["turns"]:
        result = await Runner.run(agent, history + [{"role": "user", "content": turn["user"]}], **run_options)
        history = result.to_input_list()
        agent = result.last_agent
