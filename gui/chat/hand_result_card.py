"""Results by hand: the approval card of a call whose result the human gives.

The box is pre-filled with what the tool would return (computed on a scratch copy, nothing written).
"Use this result" unchanged runs the tool for real; changed (content or is_error), or written from
scratch, it goes back to the model instead of the tool's, marked as written by hand.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QLabel, QPlainTextEdit, QVBoxLayout

from core.engine.approval import TRAINER, Decision
from core.engine.messages import ToolResultBlock
from gui.chat.approval_card import ApprovalCard
from gui.common.i18n import live, translate


class HandResultCard(ApprovalCard):
    def _build(self, title: QLabel) -> None:
        suggested = self.request.suggested
        name = self.request.use.name
        live(title.setText, lambda: "✍ " + translate(
            "HandResultCard", "{tool}: you give the result — use it, change it or write your own").format(tool=name))
        self.result_edit = QPlainTextEdit(suggested.content if suggested is not None else "")
        self.result_edit.setObjectName("hand-result")
        self.result_edit.setMaximumHeight(90)
        live(self.result_edit.setToolTip, lambda: translate(
            "HandResultCard", "What the tool would return (computed without writing anything); edit freely"))
        self.result_error = QCheckBox("is_error")
        self.result_error.setChecked(suggested.is_error if suggested is not None else False)
        live(self.approve_button.setText, lambda: translate("HandResultCard", "Use this result"))
        self.edit_button.hide()  # the result is what is edited here, not the input
        super()._build(title)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)  # the approval card's own column
        at = layout.indexOf(self.input_edit) + 1
        label = QLabel()
        live(label.setText, lambda: translate("HandResultCard", "result (pre-filled with what the tool would return):"))
        layout.insertWidget(at, label)
        layout.insertWidget(at + 1, self.result_edit)
        layout.insertWidget(at + 2, self.result_error)

    def given(self) -> ToolResultBlock:
        return ToolResultBlock(tool_use_id=self.request.use.id, content=self.result_edit.toPlainText(),
                               is_error=self.result_error.isChecked())

    def approve(self) -> None:
        given, suggested = self.given(), self.request.suggested
        if suggested is not None and (given.content, given.is_error) == (suggested.content, suggested.is_error):
            self._decide(Decision("approve", TRAINER))  # the approver words both in the lesson's language
            return
        self._decide(Decision("approve", TRAINER, result=given))
