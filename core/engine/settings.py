"""What one run is allowed to do and for whom: the settings every entry point (CLI, window, replay, batch) shares."""

from __future__ import annotations

DEFAULT_CUSTOMER = "K-100"  # the signed-in customer when nobody chose one: the lesson's own customer
