"""OpenAI Agents SDK (Runner, function tools, a hand-off) traced by logfire's
`instrument_openai_agents`, exporting OTLP to forbear only (nothing is sent to Logfire); the
session is the SDK trace's group_id."""

import os

import logfire
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.trace.export import SimpleSpanProcessor

logfire.configure(send_to_logfire=False, console=False, service_name="conformance-openai-agents-logfire",
                  additional_span_processors=[SimpleSpanProcessor(OTLPSpanExporter(endpoint=os.environ["FORBEAR_OTLP_URL"]))])
logfire.instrument_openai_agents()

from agents import Agent, RunConfig, Runner, function_tool, set_default_openai_client, set_trace_processors
from openai import AsyncOpenAI

import harness

GATE_GAP = ("the Agents SDK ends the tool span of a call held for approval with no output, as it does for a tool that returned None: forbear reads the held call as one that ran (a known gap; the outcome of an abstain case is the same, its forced-action split is not)")

# logfire wraps the SDK's tracing; the SDK's own exporter to OpenAI cannot be reached.
set_trace_processors([])
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


async def play(scenario, session_id):
    requires = scenario.get("requires", [])
    agent = triage_agent if "handoff" in requires else gated_agent if "approval_gate" in requires else support_agent
    history = []
    for turn in scenario["turns"]:
        result = await Runner.run(agent, history + [{"role": "user", "content": turn["user"]}], run_config=RunConfig(group_id=session_id))
        history = result.to_input_list()
        agent = result.last_agent


class _Logfire:
    """What harness.run flushes at the end: logfire's own provider."""

    def force_flush(self):
        logfire.force_flush()

    def shutdown(self):
        logfire.shutdown()


harness.run("openai-agents + logfire", ["openai-agents", "logfire"], play, ["handoff", "session"], _Logfire(),
            lacks={"approval_gate": GATE_GAP})
