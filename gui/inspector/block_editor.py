"""Edit one block of the history: a text, a tool_use's name and input, a tool_result's content and is_error.

The dialog gives back the new block (`block()`), or says in place what is wrong with the input JSON.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QWidget,
)

from core.engine.messages import Block, TextBlock, ToolResultBlock, ToolUseBlock
from gui.common.i18n import translate
from gui.common.json_words import json_error_text
from gui.common.zoom_sizes import follow_zoom


class BlockEditor(QDialog):
    def __init__(self, block: Block, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setObjectName("block-editor")
        self.original = block
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.ident = QLineEdit()
        self.text = QPlainTextEdit()
        self.is_error = QCheckBox("is_error")
        self.problem = QLabel("")
        self.problem.setStyleSheet("color: #c62828")
        self.problem.setWordWrap(True)
        if isinstance(block, ToolUseBlock):
            self.ident.setText(block.id)
            self.name.setText(block.name)
            self.text.setPlainText(json.dumps(block.input, ensure_ascii=False, indent=2))
            form.addRow("id", self.ident)
            form.addRow("name", self.name)
            form.addRow("input (JSON)", self.text)
        elif isinstance(block, ToolResultBlock):
            self.ident.setText(block.tool_use_id)
            self.text.setPlainText(block.content)
            self.is_error.setChecked(block.is_error)
            form.addRow("tool_use_id", self.ident)
            form.addRow("content", self.text)
            form.addRow("", self.is_error)
        else:
            self.text.setPlainText(block.text)
            form.addRow("text", self.text)
        form.addRow(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        follow_zoom(self, QSize(520, 360))  # at 100 %

    def block(self) -> Block:
        """The block as edited; ValueError (with the reason) if the input is not a JSON object."""
        if isinstance(self.original, ToolUseBlock):
            try:
                data = json.loads(self.text.toPlainText() or "{}")
            except json.JSONDecodeError as error:  # json's own message is English: worded here
                raise ValueError(translate("BlockEditor", "input is not JSON: {error}").format(
                    error=json_error_text(error))) from None
            if not isinstance(data, dict):
                raise ValueError(translate("BlockEditor", "input must be a JSON object ({…})"))
            return ToolUseBlock(id=self.ident.text().strip(), name=self.name.text().strip(), input=data)
        if isinstance(self.original, ToolResultBlock):
            return ToolResultBlock(tool_use_id=self.ident.text().strip(), content=self.text.toPlainText(),
                                   is_error=self.is_error.isChecked())
        return TextBlock(text=self.text.toPlainText())

    def _accept(self) -> None:
        try:
            self.block()
        except ValueError as error:
            self.problem.setText(str(error))
            return
        self.accept()
