"""Predict, then reveal: in step mode, before each step, the class picks what comes next; the step runs only
after a choice, and then the strip says whether it was right.

`choices_for` and `outcome_of` are plain functions over core events; `PredictStrip` is the widget.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from core.engine.events import Paused, ReplyReceived, RunEnded, ToolFinished
from gui.common.i18n import live, translate

C = "Predict"
NUMBER = re.compile(r"\b\d{3,6}\b")





def choices_for(paused: Paused, question: str) -> list[tuple[str, str]]:
    """(key, label) pairs: the real next step is always among them, with plausible wrong ones."""
    if paused.kind == "tool":
        return [("data", translate("Predict", "the tool finds the data")),
                ("error", translate("Predict", "the tool returns an error (is_error)")),
                ("handoff", translate("Predict", "the loop hands off to a human"))]
    number, tool = _number_in(question), offered_tool(paused)
    choices = [("answer", translate("Predict", "the model answers"))]
    if tool:  # the call the question points to: the first tool offered, with the question's number if it has one
        said = translate("Predict", "it calls {tool}({value})") if number else translate("Predict", "it calls {tool}")
        choices.append(("status", said.format(tool=tool, value=number)))
    return [*choices, ("other", translate("Predict", "it calls another tool")),
            ("handoff", translate("Predict", "the loop hands off to a human"))]


def _number_in(question: str) -> str:
    return next(iter(NUMBER.findall(question)), "")


def offered_tool(paused: Paused) -> str:
    """The first tool the paused model call offers, read from its request body in any provider's shape; ""
    when it offers none."""
    for tool in (paused.preview or {}).get("tools") or []:
        name = tool.get("name") or (tool.get("function") or {}).get("name") if isinstance(tool, dict) else None
        if isinstance(name, str) and name:
            return name
    return ""


def outcome_of(paused: Paused, event, question: str) -> str | None:
    """The key of what really came next after `paused`, once `event` shows it (None: not yet known)."""
    if isinstance(event, RunEnded):
        return "handoff" if event.handoff else ("answer" if paused.kind == "model" else "data")
    if paused.kind == "tool" and isinstance(event, ToolFinished):
        return "error" if event.result.is_error else "data"
    if paused.kind == "model" and isinstance(event, ReplyReceived):
        uses = event.reply.tool_uses()
        if not uses:
            return "answer" if event.reply.stop_reason == "end_turn" else "handoff"
        number, first = _number_in(question), uses[0]
        same = first.name == offered_tool(paused) and (not number or number in map(str, first.input.values()))
        return "status" if same else "other"
    return None


class PredictStrip(QWidget):
    """The choices above the chat; `sig_chosen(key)` when one is picked (the window then steps)."""

    sig_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("predict-strip")
        self.prompt = QLabel()
        live(self.prompt.setText, lambda: self.tr("Ask the class: what happens next?"))
        self.result = QLabel()
        self.result.setObjectName("predict-result")
        self.result.setWordWrap(True)
        self.result.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.grid = QGridLayout()  # one row where the choices fit, else two a row
        head = QHBoxLayout()
        head.addWidget(self.prompt)
        head.addWidget(self.result, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.addLayout(head)
        layout.addLayout(self.grid)
        self.buttons: dict[str, QPushButton] = {}
        self._per_row = 0
        self.paused: Paused | None = None
        self.chosen = ""
        self.labels: dict[str, str] = {}
        self.hide()

    def _lay_out(self) -> None:
        """All choices in one row where they fit whole, else two a row (a small screen keeps its height)."""
        buttons = list(self.buttons.values())
        spacing = max(self.grid.horizontalSpacing(), 0)
        needed = sum(b.sizeHint().width() for b in buttons) + spacing * len(buttons) + 8
        widths = [b.sizeHint().width() for b in buttons]
        two_a_row = max((sum(widths[i:i + 2]) + spacing for i in range(0, len(widths), 2)), default=0) + 8
        self.setMinimumWidth(two_a_row)  # the strip never asks for the whole row: narrower, it takes two rows
        per_row = len(buttons) if needed <= self.width() else 2
        if per_row == self._per_row and all(self.grid.indexOf(b) >= 0 for b in buttons):
            return
        self._per_row = per_row
        for place, button in enumerate(buttons):
            self.grid.removeWidget(button)
            self.grid.addWidget(button, place // max(per_row, 1), place % max(per_row, 1))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._lay_out()

    @property
    def waiting(self) -> bool:
        """A step is held until the class has chosen."""
        return self.paused is not None and not self.chosen

    def ask(self, paused: Paused, question: str) -> None:
        self.paused, self.chosen = paused, ""
        self.labels = dict(choices_for(paused, question))
        for button in self.buttons.values():
            button.deleteLater()
        self.buttons = {}
        for key, label in self.labels.items():
            button = QPushButton(label)
            button.setObjectName(f"predict-{key}")
            button.clicked.connect(lambda _=False, k=key: self.choose(k))
            self.buttons[key] = button
        self._lay_out()
        self.show()  # the last verdict stays readable until the next choice

    def choose(self, key: str) -> None:
        if not self.waiting or key not in self.labels:
            return
        self.chosen = key
        for name, button in self.buttons.items():
            button.setEnabled(False)
            button.setDown(name == key)
        self.result.setText(self.tr("Chosen: {choice}. Watch …").format(choice=self.labels[key]))
        self.sig_chosen.emit(key)

    def reveal(self, event, question: str) -> str | None:
        """Say right or wrong once `event` shows what came next; returns the real outcome's key."""
        if self.paused is None or not self.chosen:
            return None
        actual = outcome_of(self.paused, event, question)
        if actual is None:
            return None
        label = self.labels.get(actual, actual)
        if actual == self.chosen:
            self.result.setText(self.tr("Right: {what}.").format(what=label))
            self.result.setStyleSheet("color: #1b5e20; font-weight: 600;")
        else:
            self.result.setText(self.tr("Not quite: {what}.").format(what=label))
            self.result.setStyleSheet("color: #c62828; font-weight: 600;")
        self.paused = None
        return actual

    def cancel(self) -> None:
        """Step mode went off or the run ended: nothing is held any more."""
        self.paused, self.chosen = None, ""
        for button in self.buttons.values():
            button.setEnabled(False)
