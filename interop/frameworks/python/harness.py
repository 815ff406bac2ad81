"""What every Python framework harness shares: the scripted scenarios, the tools they call, the
OTLP/HTTP export to forbear, and the report the runner reads (JSON lines on stdout).

A harness script defines `play(scenario, session_id)` running its framework's real agent loop
for one scenario (each user turn in order) and calls `run(name, packages, play, capabilities)`.
Environment (set by interop/frameworks/run.mjs):
  FORBEAR_MOCK_URL      the mock model server's OpenAI base URL (…/v1)
  FORBEAR_OTLP_URL      forbear serve's OTLP/HTTP traces URL (…/v1/traces)
  FORBEAR_SCENARIOS     scenarios.json
  FORBEAR_ONLY          optional comma list of scenario ids to play
"""

from __future__ import annotations

import asyncio
import inspect
import json
import os
import sys
import traceback
from importlib import metadata
from typing import Any, Callable

from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor

MOCK_URL = os.environ.get("FORBEAR_MOCK_URL", "")
API_KEY = "sk-mock"  # the mock accepts any key; the clients insist on one

with open(os.environ["FORBEAR_SCENARIOS"], encoding="utf-8") as f:
    SCRIPT: dict[str, Any] = json.load(f)

TOOLS: dict[str, Any] = SCRIPT["tools"]
HANDOFF: dict[str, str] = SCRIPT["handoff_agent"]
USER_TOOLS = ["lookup_order", "issue_refund"]


class ToolFailure(Exception):
    """Raised by a tool the scenario makes fail, as a real backend error would be."""


_current: dict[str, Any] = {"scenario": None}


def call_tool(name: str, order_id: str) -> str:
    """The tool's scripted result as JSON text, or ToolFailure for the scenario's failing tools."""
    scenario = _current["scenario"] or {}
    if name in scenario.get("fail_tools", []):
        raise ToolFailure(scenario.get("error", "tool failed"))
    return json.dumps({"order_id": order_id, **TOOLS[name]["result"]})


def lookup_order(order_id: str) -> str:
    """Look up an order's status, items and total by its order id."""
    return call_tool("lookup_order", order_id)


def issue_refund(order_id: str) -> str:
    """Refund an order in full to its original payment method."""
    return call_tool("issue_refund", order_id)


def openai_tool_specs() -> list[dict[str, Any]]:
    """The tools in Chat Completions `tools` form, for harnesses that drive the client themselves."""
    return [
        {"type": "function", "function": {"name": n, "description": TOOLS[n]["description"], "parameters": TOOLS[n]["parameters"]}}
        for n in USER_TOOLS
    ]


def tracer_provider(service: str) -> TracerProvider:
    """An SDK provider exporting each span as it ends (simple processor: nothing waits in a batch
    when the harness exits) over OTLP/HTTP protobuf, the exporter's default encoding."""
    provider = TracerProvider(resource=Resource.create({"service.name": service}))
    provider.add_span_processor(SimpleSpanProcessor(OTLPSpanExporter(endpoint=os.environ["FORBEAR_OTLP_URL"])))
    if os.environ.get("FORBEAR_SPAN_DUMP"):  # debugging a misreading: the spans as the SDK sees them
        from opentelemetry.sdk.trace.export import ConsoleSpanExporter
        dump = open(os.environ["FORBEAR_SPAN_DUMP"], "a", encoding="utf-8")
        provider.add_span_processor(SimpleSpanProcessor(ConsoleSpanExporter(out=dump)))
    return provider


def versions(packages: list[str]) -> dict[str, str]:
    out = {}
    for p in packages:
        try:
            out[p] = metadata.version(p)
        except metadata.PackageNotFoundError:
            out[p] = "not installed"
    return out


def emit(obj: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def run(name: str, packages: list[str], play: Callable[[dict[str, Any], str], Any], capabilities: list[str], provider: TracerProvider,
        lacks: dict[str, str] | None = None) -> None:
    """Play every scenario the framework can (by its capabilities) and report each on stdout.
    `lacks` names a capability every framework is assumed to have (tool_error_feedback) and why
    this one has not."""
    lacks = lacks or {}
    capabilities = [c for c in [*capabilities, "tool_error_feedback"] if c not in lacks]
    emit({"framework": name, "versions": versions(packages)})
    only = [s for s in os.environ.get("FORBEAR_ONLY", "").split(",") if s]
    # One event loop for the whole run: async clients made at import time stay bound to it.
    loop = asyncio.new_event_loop()
    for scenario in SCRIPT["scenarios"]:
        if only and scenario["id"] not in only:
            continue
        missing = [r for r in scenario.get("requires", []) if r not in capabilities]
        if missing:
            reason = "; ".join(lacks[m] for m in missing if m in lacks) or f"framework has no {', '.join(missing)}"
            emit({"scenario": scenario["id"], "played": False, "not_applicable": True, "reason": reason})
            continue
        _current["scenario"] = scenario
        session_id = f"{name}-{scenario['id']}"
        try:
            result = play(scenario, session_id)
            if inspect.isawaitable(result):
                loop.run_until_complete(result)
            emit({"scenario": scenario["id"], "played": True, "session_id": session_id})
        except Exception as e:  # the runner reports it against the scenario; the others still run
            emit({"scenario": scenario["id"], "played": False, "reason": f"harness error: {e!r}", "trace": traceback.format_exc()[-2000:]})
        finally:
            _current["scenario"] = None
    loop.close()
    provider.force_flush()
    provider.shutdown()
