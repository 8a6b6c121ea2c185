"""The approval card: an acting call waits in the chat for the trainer's decision.

Approve; edit the input, then approve; reject with a reason (it goes back to
the model as an error result); or stop the run. The card counts down the time
after which the request is rejected by itself (the loop enforces it; the card
only shows it). A decision goes out once through `sig_decided`.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.engine.approval import TRAINER, ApprovalRequest, Decision
from core.engine.loop import describe_call
from gui.common.i18n import live, seconds, translate
from gui.common.json_words import json_what

CARD_STYLE = ("QFrame#approval-card { background: #fff8e1; border: 2px solid #e0a800; border-radius: 8px; }"
              "QLabel#approval-title { font-weight: bold; color: #7a4f00; }")


class ApprovalCard(QFrame):
    sig_decided = Signal(object)  # the Decision, once

    def __init__(self, request: ApprovalRequest, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("approval-card")
        self.setStyleSheet(CARD_STYLE)
        self.request = request
        self.left = request.timeout
        self.decided = False
        title = QLabel()
        live(title.setText, lambda: "‖ " + translate("ApprovalCard", "{tool} wants to act — approval needed").format(
            tool=request.use.name))
        title.setObjectName("approval-title")
        self.call = QLabel()
        live(self.call.setText, lambda: translate("ApprovalCard", "{id} {call}  ·  call {n}").format(
            id=request.use.id, call=describe_call(request.use), n=request.call_no))
        self.input_edit = QPlainTextEdit(json.dumps(request.use.input, ensure_ascii=False, indent=1))
        self.input_edit.setReadOnly(True)
        self.input_edit.setMaximumHeight(72)
        live(self.input_edit.setToolTip, lambda: translate(
            "ApprovalCard", "The input the model asked for; Edit input lets you change it before approving"))
        self.reason = QLineEdit()
        live(self.reason.setPlaceholderText, lambda: translate(
            "ApprovalCard", "Reason for a rejection (goes to the model)"))
        self.problem = QLabel("")
        self.problem.setStyleSheet("color: #c62828;")
        self.problem.hide()  # shown when an edited input is refused
        self.countdown = QLabel("")
        self.approve_button = self._button(lambda: translate("ApprovalCard", "Approve"),
                                           lambda: translate("ApprovalCard", "Run the call with this input"),
                                           self.approve)
        self.edit_button = self._button(lambda: translate("ApprovalCard", "Edit input…"),
                                        lambda: translate("ApprovalCard", "Change the input, then approve it"),
                                        self.start_editing)
        self.reject_button = self._button(
            lambda: translate("ApprovalCard", "Reject"),
            lambda: translate("ApprovalCard", "Do not run it; the reason goes back to the model"), self.reject)
        self.stop_button = self._button(lambda: translate("ApprovalCard", "Stop the run"),
                                        lambda: translate("ApprovalCard", "Do not run it and end the run (hand-off)"),
                                        self.stop)
        self._build(title)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        if self.left is not None:
            self.timer.start()
        self._show_left()

    def _build(self, title: QLabel) -> None:
        buttons = QHBoxLayout()
        for button in (self.approve_button, self.edit_button, self.reject_button, self.stop_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        for widget in (title, self.call, self.input_edit, self.reason, self.problem):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addWidget(self.countdown)

    def _button(self, text, tip, slot) -> QPushButton:
        button = QPushButton()
        live(button.setText, text)
        live(button.setToolTip, tip)
        button.clicked.connect(slot)
        return button

    # ---- deciding ----------------------------------------------------------
    def approve(self) -> None:
        if not self.input_edit.isReadOnly():
            edited = self._edited_input()
            if edited is None:
                return
            if edited != self.request.use.input:
                self._decide(Decision("approve", TRAINER, "", edited))  # the approver words the edit
                return
        self._decide(Decision("approve", TRAINER))

    def start_editing(self) -> None:
        self.input_edit.setReadOnly(False)
        self.input_edit.setFocus()
        self.edit_button.setEnabled(False)
        live(self.approve_button.setText, lambda: translate("ApprovalCard", "Approve edited input"))

    def reject(self) -> None:
        self._decide(Decision("reject", TRAINER, self.reason.text().strip()))

    def stop(self) -> None:
        self._decide(Decision("stop", TRAINER, self.reason.text().strip()))

    def _edited_input(self) -> dict | None:
        try:
            value = json.loads(self.input_edit.toPlainText())
        except json.JSONDecodeError as error:
            self._refuse(translate("ApprovalCard", "Not valid JSON (line {line}: {msg})").format(
                line=error.lineno, msg=json_what(error.msg)))
            return None
        if not isinstance(value, dict):
            self._refuse(translate("ApprovalCard", "The input must be a JSON object, e.g. {example}").format(
                example=json.dumps(self.request.use.input, ensure_ascii=False)))  # the call's own input
            return None
        return value

    def _refuse(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.show()

    def _decide(self, decision: Decision) -> None:
        if self.decided:
            return
        self.finish()
        self.sig_decided.emit(decision)

    def finish(self) -> None:
        """No more decisions from this card (decided here, or by the timeout, a cancel or a stop)."""
        self.decided = True
        self.timer.stop()
        for button in (self.approve_button, self.edit_button, self.reject_button, self.stop_button):
            button.setEnabled(False)

    # ---- the time limit ------------------------------------------------------
    def _tick(self) -> None:
        if self.left is not None:
            self.left = max(0.0, self.left - 1)
        self._show_left()

    def _show_left(self) -> None:
        if self.left is None:
            live(self.countdown.setText,
                 lambda: translate("ApprovalCard", "Waits for your decision without a time limit."))
        else:
            left = self.left
            live(self.countdown.setText, lambda: translate(
                "ApprovalCard", "Without a decision the call is rejected in {time}.").format(time=seconds(round(left))))
