"""No cyclic garbage collection while Qt walks every widget and calls Python on the way.

Changing the application's style, its font or its language makes Qt visit each widget in turn (polish, an event
each), and the program's own code runs inside those visits: style overrides, `changeEvent` handlers, texts set
again. That code allocates, so the collector may run there; if it frees a cycle holding the last Python reference
to a widget Python owns (a window of a finished test, a dialog that was closed), Qt deletes that widget while it
still holds a pointer to it for the walk, and the process crashes. Collections wait until the walk is over.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def qt_walks_widgets() -> Iterator[None]:
    """Hold cyclic garbage collection for the block (as it was before it, after it)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()
