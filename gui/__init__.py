"""The Qt side of Tool Loop Studio: widgets and item models that adapt the core's events."""

from gui._none_guard import keep_none_alive

keep_none_alive()  # before any Qt model hands None to Python; see _none_guard for the PySide6 bug
