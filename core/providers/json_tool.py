"""A tool known only by its JSON definition (from a saved request), usable wherever a ToolSpec is."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from core.engine.tools import ToolSpec


@dataclass(frozen=True)
class JsonTool(ToolSpec):
    """Name, description and the input schema as it was sent; no input model to validate with."""

    schema_text: str = "{}"

    @classmethod
    def from_anthropic(cls, tool: dict[str, Any]) -> JsonTool:
        return cls(name=str(tool.get("name", "")), description=str(tool.get("description", "")),
                   input_model=BaseModel, schema_text=json.dumps(tool.get("input_schema") or {}))

    def input_schema(self) -> dict[str, Any]:
        return json.loads(self.schema_text)

    def shared_schema(self) -> dict[str, Any]:
        return json.loads(self.schema_text)
