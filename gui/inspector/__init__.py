"""The live inspector: message-history tree, model calls with raw JSON, the step-mode preview."""

from gui.inspector.inspector import Inspector

__all__ = ["Inspector"]
