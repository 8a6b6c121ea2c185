"""The window's `Approver`: an acting call's request crosses to the GUI thread, the decision comes back.

`decide` runs on the loop's side (a helper thread). It registers the request,
emits `sig_requested` (queued to the GUI thread, where the chat shows the
approval card) and waits on a `threading.Event` until the trainer answers, the
request's time runs out, or the run is cancelled; the latter two are
rejections (the loop enforces the same limit on its side as well).
"""

from __future__ import annotations

import threading
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from core.engine.approval import ApprovalRequest, Decision, cancelled, timed_out
from core.engine.cancel import CancelToken
from core.engine.texts import ENGLISH, LoopTexts


class _Pending:
    def __init__(self, request: ApprovalRequest) -> None:
        self.request = request
        self.answered = threading.Event()
        self.decision: Decision | None = None


class GuiApprover(QObject):
    sig_requested = Signal(object)  # the ApprovalRequest, emitted off the GUI thread

    def __init__(self, parent: QObject | None = None, texts: LoopTexts = ENGLISH) -> None:
        super().__init__(parent)
        self.texts = texts  # the lesson's words for a request nobody answered, or a cancelled one
        self._lock = threading.Lock()
        self._pending: _Pending | None = None

    def decide(self, request: ApprovalRequest, cancel: CancelToken) -> Decision:
        pending = _Pending(request)
        with self._lock:
            self._pending = pending
        unlink = cancel.on_cancel(pending.answered.set)
        try:
            self.sig_requested.emit(request)
            pending.answered.wait(request.timeout)
        finally:
            unlink()
            with self._lock:
                if self._pending is pending:
                    self._pending = None
        if pending.decision is not None:
            return pending.decision
        return cancelled(self.texts) if cancel.cancelled else timed_out(request, self.texts)

    def answer(self, decision: Decision) -> bool:
        """The trainer's decision for the waiting request (GUI thread); False when none waits any more."""
        with self._lock:
            pending, self._pending = self._pending, None
        if pending is None:
            return False
        decision = self._worded(decision, pending.request)
        pending.decision = decision
        pending.answered.set()
        return True

    def _worded(self, decision: Decision, request: ApprovalRequest) -> Decision:
        """A card's approval without a reason gets the lesson's words for what the human did."""
        if decision.reason or not decision.approved:
            return decision
        if request.by_hand:
            said = self.texts.hand_result if decision.result is not None else self.texts.hand_accepted
        elif decision.input is not None:
            said = self.texts.input_edited
        else:
            return decision
        return replace(decision, reason=said)

    @property
    def waiting(self) -> ApprovalRequest | None:
        with self._lock:
            return self._pending.request if self._pending is not None else None
