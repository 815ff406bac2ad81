"""A plain tool-calling loop on the Anthropic Python client (Messages API, against the mock's
`/v1/messages`), traced by OpenInference's Anthropic instrumentor: client-only instrumentation,
one span per model call, the conversation in Anthropic's content blocks (`tool_use`,
`tool_result`). Its own lock: the Anthropic SDK is in no other harness's."""
# conformance-lock: anthropic.lock

import json

from anthropic import Anthropic
from openinference.instrumentation import using_session
from openinference.instrumentation.anthropic import AnthropicInstrumentor

import harness

provider = harness.tracer_provider("conformance-anthropic")
AnthropicInstrumentor().instrument(tracer_provider=provider)

# The SDK adds /v1/messages to its base URL; the mock's is …/v1.
client = Anthropic(base_url=harness.MOCK_URL.removesuffix("/v1"), api_key=harness.API_KEY)
SYSTEM = "You are a support agent for an online shop."
TOOLS = [{"name": n, "description": harness.TOOLS[n]["description"], "input_schema": harness.TOOLS[n]["parameters"]} for n in harness.USER_TOOLS]
FUNCTIONS = {"lookup_order": harness.lookup_order, "issue_refund": harness.issue_refund}


def one_turn(messages):
    for _ in range(8):
        reply = client.messages.create(model="claude-sonnet-4-5", max_tokens=1024, system=SYSTEM, messages=messages, tools=TOOLS)
        messages.append({"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in reply.content]})
        calls = [b for b in reply.content if b.type == "tool_use"]
        if not calls:
            return
        results = []
        for call in calls:
            try:
                results.append({"type": "tool_result", "tool_use_id": call.id, "content": FUNCTIONS[call.name](**call.input)})
            except harness.ToolFailure as e:
                # Anthropic's way to tell the model a tool failed.
                results.append({"type": "tool_result", "tool_use_id": call.id, "content": json.dumps({"error": str(e)}), "is_error": True})
        messages.append({"role": "user", "content": results})


def play(scenario, session_id):
    messages = []
    with using_session(session_id):
        for turn in scenario["turns"]:
            messages.append({"role": "user", "content": turn["user"]})
            one_turn(messages)


harness.run("anthropic client + openinference", ["anthropic", "openinference-instrumentation-anthropic"], play, ["session"], provider)
