"""OpenAI Agents SDK (Runner, function tools, a hand-off) traced by OpenInference's instrumentor,
against the mock over the Responses API (the SDK's default model API)."""

from openinference.instrumentation import using_session
from openinference.instrumentation.openai_agents import OpenAIAgentsInstrumentor

import harness

provider = harness.tracer_provider("conformance-openai-agents")
# exclusive_processor (the default) replaces the SDK's own exporter to OpenAI, which cannot be reached.
OpenAIAgentsInstrumentor().instrument(tracer_provider=provider)

from harness_openai_agents import GATE_GAP, play_turns


async def play(scenario, session_id):
    with using_session(session_id):
        await play_turns(scenario)


harness.run("openai-agents + openinference", ["openai-agents", "openinference-instrumentation-openai-agents"],
            play, ["handoff", "session"], provider,
            lacks={"approval_gate": GATE_GAP})
