"""The message tree's context menu: edit, delete or add a block, and "Continue from here".

Each choice ends in `sig_fork(edit, message)`: the Edit (None: continue from that message unchanged) the
window turns into a new branch. The original conversation is never changed here.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPoint, Qt, Signal
from PySide6.QtWidgets import QDialog, QMenu

from core.engine.messages import Block, Message, TextBlock, ToolResultBlock, ToolUseBlock
from core.runs.edits import Edit
from gui.inspector.block_editor import BlockEditor
from gui.inspector.history_view import HistoryView


def position(index: QModelIndex) -> tuple[int, int | None]:
    """(message, block) of a tree index; block None for a message row."""
    if not index.isValid():
        return -1, None
    parent = index.parent()
    return (parent.row(), index.row()) if parent.isValid() else (index.row(), None)


def unanswered(messages: list[Message], message: int) -> str:
    """The id of the first call before `message` its turn leaves without a result ("" if none)."""
    previous = messages[message - 1] if message > 0 else None
    if previous is None or previous.role != "assistant":
        return ""
    answered = {r.tool_use_id for r in messages[message].tool_results()}
    return next((u.id for u in previous.tool_uses() if u.id not in answered), "")


def call_template(messages: list[Message], call_id: str) -> ToolUseBlock:
    """A new call to fill in: the tool the conversation called last, its fields empty; no tool named when it
    called none (the lesson's tools are not the inspector's to guess)."""
    for earlier in reversed(messages):
        uses = earlier.tool_uses()
        if uses:
            last = uses[-1]
            return ToolUseBlock(id=call_id, name=last.name, input={key: "" for key in last.input})
    return ToolUseBlock(id=call_id, name="", input={})


class HistoryEdits(QObject):
    sig_fork = Signal(object, int)  # Edit | None, the message index it continues from

    def __init__(self, view: HistoryView) -> None:
        super().__init__(view)
        self.view = view
        self.enabled = True  # off while a run is going
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        view.customContextMenuRequested.connect(self._popup)

    @property
    def messages(self) -> list[Message]:
        return self.view.history.messages

    def menu_for(self, index: QModelIndex) -> QMenu:
        menu = QMenu(self.view)
        menu.setObjectName("history-edit-menu")
        message, block = position(index)
        if message < 0 or not self.enabled:
            idle = self.tr("(nothing to edit while a run is going)") if not self.enabled else ""
            menu.addAction(idle).setEnabled(False)
            return menu
        if block is not None:
            self._action(menu, "edit", self.tr("Edit block… and continue"), lambda: self.edit(message, block))
            self._action(menu, "delete", self.tr("Delete block and continue"), lambda: self.fork(Edit(message, block)))
        after = len(self.messages[message].content)
        if self.messages[message].role == "assistant":
            self._action(menu, "add-use", self.tr("Add tool_use… and continue"),
                         lambda: self.add(message, after, "use"))
        else:
            self._action(menu, "add-result", self.tr("Add tool_result… and continue"),
                         lambda: self.add(message, 0, "result"))
        self._action(menu, "add-text", self.tr("Add text… and continue"), lambda: self.add(message, after, "text"))
        menu.addSeparator()
        self._action(menu, "continue", self.tr("Continue from here"), lambda: self.sig_fork.emit(None, message))
        return menu

    def _action(self, menu: QMenu, name: str, text: str, slot) -> None:
        action = menu.addAction(text)
        action.setObjectName(f"history-{name}")
        action.triggered.connect(lambda _=False: slot())

    def _popup(self, point: QPoint) -> None:
        self.menu_for(self.view.indexAt(point)).popup(self.view.viewport().mapToGlobal(point))

    def fork(self, edit: Edit) -> None:
        self.sig_fork.emit(edit, edit.message)

    def edit(self, message: int, block: int) -> None:
        new = self.ask(self.messages[message].content[block], self.tr("Edit #{message} block {block}").format(
            message=message, block=block))
        if new is not None:
            self.fork(Edit(message, block, new))

    def add(self, message: int, at: int, kind: str) -> None:
        start: Block
        if kind == "use":
            start = call_template(self.messages[:message + 1], f"call_edit_{message}_{at}")
        elif kind == "result":
            start = ToolResultBlock(tool_use_id=unanswered(self.messages, message), content="")
        else:
            start = TextBlock(text="")
        new = self.ask(start, self.tr("Add to #{message}").format(message=message))
        if new is not None:
            self.fork(Edit(message, at, new, add=True))

    def ask(self, block: Block, title: str) -> Block | None:
        """The block as the user edits it in the dialog; None if cancelled."""
        dialog = BlockEditor(block, title, self.view)
        return dialog.block() if dialog.exec() == QDialog.DialogCode.Accepted else None
