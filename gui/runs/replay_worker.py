""""Run again" off the GUI thread: one `ReplayWorker` on one `QThread`, started lazily.

The worker calls `core.runs.replay.replay` (same settings, freshly armed faults with
the same seeds, the orders as they are now) and reports the `ReplayDiff` or a
message by signal. `shutdown()` cancels a replay in progress, quits and waits.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from core.engine.cancel import CancelToken
from core.runs.record import RecordError, RunRecord
from core.runs.replay import replay


class ReplayWorker(QObject):
    sig_done = Signal(object)  # ReplayDiff
    sig_failed = Signal(str)

    def __init__(self, store: Any) -> None:
        super().__init__()
        self.store = store

    @Slot(object, object, object)
    def run(self, record: RunRecord, client: Any, token: CancelToken) -> None:
        try:
            diff = replay(record, self.store, client, cancel=token)
        except RecordError as error:
            self.sig_failed.emit(str(error))
            return
        except Exception as crash:  # noqa: BLE001 - the GUI thread never sees exceptions raised here
            self.sig_failed.emit(f"Erneutes Ausführen fehlgeschlagen: {crash!r}")
            return
        self.sig_done.emit(diff)


class ReplayRunner(QObject):
    sig_start = Signal(object, object, object)
    sig_done = Signal(object)  # ReplayDiff, on the GUI thread
    sig_failed = Signal(str)

    def __init__(self, store: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.token: CancelToken | None = None
        self.thread: QThread | None = None
        self.worker: ReplayWorker | None = None
        self._when_idle: list = []  # run once the replay in progress has ended (e.g. closing the client it uses)

    @property
    def busy(self) -> bool:
        return self.token is not None

    def start(self, record: RunRecord, client: Any = None) -> bool:
        """Queue a replay of `record`; False while one is running. `client` None: the recorded kind."""
        if self.busy:
            return False
        if self.thread is None:
            self._make_thread()
        self.token = CancelToken()
        self.sig_start.emit(record, client, self.token)
        return True

    def when_idle(self, fn) -> None:
        """Call `fn()` now, or once the running replay has ended (done, failed or shut down)."""
        if self.busy:
            self._when_idle.append(fn)
        else:
            fn()

    def _idle(self) -> None:
        self.token = None
        waiting, self._when_idle = self._when_idle, []
        for fn in waiting:
            fn()

    def _make_thread(self) -> None:
        self.thread = QThread()
        self.thread.setObjectName("tls-replay-worker")
        self.worker = ReplayWorker(self.store)
        self.worker.moveToThread(self.thread)
        self.sig_start.connect(self.worker.run)
        self.worker.sig_done.connect(self._on_done)
        self.worker.sig_failed.connect(self._on_failed)
        self.thread.start()

    def _on_done(self, diff) -> None:
        if self.token is None:  # shut down meanwhile: a result queued while closing opens no dialog
            return
        self._idle()
        self.sig_done.emit(diff)

    def _on_failed(self, message: str) -> None:
        if self.token is None:
            return
        self._idle()
        self.sig_failed.emit(message)

    def shutdown(self) -> None:
        """Cancel a running replay, stop the thread and wait for it. Safe to call twice."""
        if self.token is not None:
            self.token.cancel("Fenster geschlossen")
        if self.thread is not None and self.thread.isRunning():
            self.thread.quit()
            self.thread.wait()
        self._idle()
