"""The live inspector: message-history tree, model calls with raw JSON, the step-mode preview."""

from .inspector import Inspector

__all__ = ["Inspector"]
