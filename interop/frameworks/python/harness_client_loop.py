"""A plain tool-calling loop on the OpenAI Python client: how an agent without a framework is
written, for the instrumentations that trace only the client (one model call per span)."""

import json

from openai import OpenAI

import harness

SYSTEM = {"role": "system", "content": "You are a support agent for an online shop."}
FUNCTIONS = {"lookup_order": harness.lookup_order, "issue_refund": harness.issue_refund}


def make_play(client: OpenAI, around_turn=None):
    """`around_turn(session_id)` is an optional context manager wrapped around each user turn."""
    def play(scenario, session_id):
        messages = [SYSTEM]
        for turn in scenario["turns"]:
            messages.append({"role": "user", "content": turn["user"]})
            if around_turn is None:
                one_turn(client, messages)
            else:
                with around_turn(session_id):
                    one_turn(client, messages)
    return play


def one_turn(client: OpenAI, messages: list) -> None:
    for _ in range(8):
        reply = client.chat.completions.create(model="gpt-4o-mini", messages=messages, tools=harness.openai_tool_specs())
        msg = reply.choices[0].message
        messages.append(msg.model_dump(exclude_none=True))
        if not msg.tool_calls:
            return
        for call in msg.tool_calls:
            args = json.loads(call.function.arguments or "{}")
            try:
                content = FUNCTIONS[call.function.name](**args)
            except harness.ToolFailure as e:
                content = json.dumps({"error": str(e)})
            messages.append({"role": "tool", "tool_call_id": call.id, "content": content})
