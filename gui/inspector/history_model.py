"""A thin tree model over the `messages` list exactly as it goes to the model.

Top level: one row per message ("#0 user"). Children: one row per content
block (text / tool_use / tool_result). Appending a message inserts its rows;
nothing is ever rebuilt per event. The rows themselves are empty QStandardItems
(the texts come from `data`, from the messages): QTreeView walks every row's
index, parent and children on each top-level insert, and in C++ that walk costs
little, where a Python `index`/`rowCount`/`hasChildren` made each append cost
more as the conversation grew.
"""

from __future__ import annotations

import dataclasses
import json

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont, QStandardItem, QStandardItemModel

from core.engine.by_hand import is_by_hand
from core.engine.messages import Message, TextBlock, ToolResultBlock, ToolUseBlock
from gui.common.fault_marks import FAULT_COLOR, UNTRUSTED_BG_COLOR, UNTRUSTED_COLOR, UNTRUSTED_TAG, FaultMarks
from gui.common.fault_words import note_text, struck_text
from gui.common.glossary_terms import tooltip_for
from gui.common.i18n import QT_TRANSLATE_NOOP, on_language_change, translate

HEADERS = (QT_TRANSLATE_NOOP("HistoryModel", "message / block"), QT_TRANSLATE_NOOP("HistoryModel", "content"))
ERROR_COLOR = QColor("#c62828")
PARTNER_BG = QColor("#ffe08a")
FAULT_FG, UNTRUSTED_FG, UNTRUSTED_BG = QColor(FAULT_COLOR), QColor(UNTRUSTED_COLOR), QColor(UNTRUSTED_BG_COLOR)
ID_ROLE = Qt.ItemDataRole.UserRole + 1  # the tool_use id a block belongs to ("" for text)
ROW_FLAGS = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled  # read-only rows (edits go through a menu)
R = Qt.ItemDataRole
# the roles data() answers: the tree's delegate asks each visible cell for about ten, most of which it has none of
ANSWERED = frozenset(int(role) for role in (R.DisplayRole, R.ToolTipRole, R.ForegroundRole, R.BackgroundRole,
                                            R.FontRole, ID_ROLE))


def _row(blocks: int | None = None) -> list[QStandardItem]:
    """A message's row of empty items (the model's data() gives the texts) with `blocks` child rows under it, or
    (None) a block's row, which says it never has children: the tree relays out every row on each top-level insert
    and would otherwise ask each block whether it is expanded and whether it has children."""
    items = [QStandardItem(), QStandardItem()]
    for item in items:
        item.setFlags(ROW_FLAGS if blocks is not None else ROW_FLAGS | Qt.ItemFlag.ItemNeverHasChildren)
    items[0].setColumnCount(len(HEADERS))
    for _ in range(blocks or 0):
        items[0].appendRow(_row())
    return items


def block_label(block) -> str:
    if isinstance(block, ToolUseBlock):
        return f"tool_use {block.id}"
    if isinstance(block, ToolResultBlock):
        return f"tool_result → {block.tool_use_id}" + ("  is_error" if block.is_error else "")
    return "text"


def block_detail(block) -> str:
    if isinstance(block, ToolUseBlock):
        return f"{block.name} {json.dumps(block.input, ensure_ascii=False)}"
    if isinstance(block, ToolResultBlock):
        return block.content
    return block.text if isinstance(block, TextBlock) else str(block)


def block_id(block) -> str:
    if isinstance(block, ToolUseBlock):
        return block.id
    if isinstance(block, ToolResultBlock):
        return block.tool_use_id
    return ""


class HistoryModel(QStandardItemModel):
    def __init__(self, parent=None, marks: FaultMarks | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(len(HEADERS))
        on_language_change(self, HistoryModel._retranslate)
        self.marks = marks if marks is not None else FaultMarks()  # where injected faults struck
        self.messages: list[Message] = []
        self._where: dict[str, list[tuple[int, int]]] = {}  # tool_use id -> (message, block) positions
        self.highlighted = ""
        self.together: dict[str, tuple[str, ...]] = {}  # tool_use id -> the ids of the calls it ran together with
        self._bold = QFont()
        self._bold.setBold(True)

    # ---- changing ----------------------------------------------------------
    def append(self, message: Message) -> None:
        row = len(self.messages)
        self.messages.append(message)  # before the insert: views ask for the new rows' data on rowsInserted
        for b, block in enumerate(message.content):
            if block_id(block):
                self._where.setdefault(block_id(block), []).append((row, b))
        self.appendRow(_row(len(message.content)))

    def replace(self, row: int, message: Message) -> None:
        """The message at `row` grew (a new question joined an unanswered user turn): add its new blocks."""
        old = self.messages[row].content
        parent = self.index(row, 0)
        item = self.itemFromIndex(parent)
        if message.content[: len(old)] != old:
            self.messages[row] = dataclasses.replace(message, content=[])
            self.removeRows(0, len(old), parent)
            old = []
        self.messages[row] = message
        for b in range(len(old), len(message.content)):
            ident = block_id(message.content[b])
            if ident:
                self._where.setdefault(ident, []).append((row, b))
        for _ in range(len(old), len(message.content)):
            item.appendRow(_row())
        self.dataChanged.emit(parent, parent.siblingAtColumn(1))

    def mark_together(self, ident: str, group: tuple[str, ...]) -> None:
        """Call `ident` ran at the same time as the others of `group`: its blocks say so ("⇉")."""
        self.together[ident] = group
        for m, b in self._where.get(ident, []):
            parent = self.index(m, 0)
            self.dataChanged.emit(self.index(b, 0, parent), self.index(b, 1, parent))

    def clear(self) -> None:
        self.beginResetModel()
        self.together.clear()
        self.messages.clear()
        self._where.clear()
        self.highlighted = ""
        self.marks.clear()
        self.blockSignals(True)  # the reset tells the views; the rows' own removal need not
        self.removeRows(0, self.rowCount())
        self.blockSignals(False)
        self.endResetModel()

    def block_at(self, index: QModelIndex | QPersistentModelIndex):
        parent = index.parent() if index.isValid() else QModelIndex()
        if not parent.isValid():
            return None
        return self.messages[parent.row()].content[index.row()]

    def partners(self, index: QModelIndex) -> list[QModelIndex]:
        """The other blocks sharing this block's tool_use id (its tool_result, or its tool_use)."""
        ident = block_id(self.block_at(index)) if self.block_at(index) is not None else ""
        spots = self._where.get(ident, []) if ident else []
        found = [self.index(b, 0, self.index(m, 0)) for m, b in spots]
        return [i for i in found if (i.parent().row(), i.row()) != (index.parent().row(), index.row())]

    def positions(self, ident: str) -> list[tuple[int, int]]:
        """(message row, block row) of every block of call `ident`, in history order."""
        return list(self._where.get(ident, []))

    def set_highlight(self, ident: str) -> None:
        """Give every block of tool_use id `ident` a background; "" clears it."""
        if ident == self.highlighted:
            return
        old, self.highlighted = self.highlighted, ident
        for key in (old, ident):
            for m, b in self._where.get(key, []):
                parent = self.index(m, 0)
                self.dataChanged.emit(self.index(b, 0, parent), self.index(b, 1, parent),
                                      [Qt.ItemDataRole.BackgroundRole])

    # ---- the item model ---------------------------------------------------
    # index, parent, rowCount, hasChildren and flags stay QStandardItemModel's own (C++; see the module's note)
    def _retranslate(self) -> None:
        """Headers and the program's words in the rows ("2 block(s)", "ran together") in the new language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(HEADERS) - 1)
        if self.messages:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.messages) - 1, len(HEADERS) - 1))

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < 2:
            return translate("HistoryModel", HEADERS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        parent = index.parent() if index.isValid() and int(role) in ANSWERED else None
        if parent is None:
            return None
        if not parent.isValid():
            return self._message_data(index, role)
        block = self.messages[parent.row()].content[index.row()]
        result_id = block.tool_use_id if isinstance(block, ToolResultBlock) else None
        error = isinstance(block, ToolResultBlock) and block.is_error
        struck = result_id is not None and result_id in self.marks.tools
        untrusted = struck and result_id in self.marks.untrusted
        if role == Qt.ItemDataRole.DisplayRole:
            text = block_label(block) if index.column() == 0 else block_detail(block)
            if index.column() == 0 and block_id(block) in self.together:
                text = f"{text}  ⇉ " + translate("HistoryModel", "ran together")
            if struck:  # an injected fault struck this result; a prompt injection is untrusted content
                by_hand = is_by_hand(self.marks.tools.get(result_id or "", ""))
                mark = "✍" if by_hand else "⚡"  # written by hand, or an injected fault
                text = f"{text}  {mark}" if index.column() == 0 else (f"[{UNTRUSTED_TAG}] " if untrusted else "") + text
            return text if len(text) <= 300 else text[:300] + " …"
        if role == Qt.ItemDataRole.ToolTipRole:
            note = f"{note_text(self.marks.tools[result_id])}\n\n" if result_id is not None and struck else ""
            terms = tooltip_for(block_label(block) + (" tool_use_id" if result_id else ""))
            return (note + block_detail(block))[:4000] + (f"\n\n{terms}" if terms else "")
        if role == Qt.ItemDataRole.ForegroundRole and (error or untrusted):
            return ERROR_COLOR if error else UNTRUSTED_FG
        if role == Qt.ItemDataRole.BackgroundRole and self.highlighted and block_id(block) == self.highlighted:
            return PARTNER_BG
        if role == Qt.ItemDataRole.BackgroundRole and untrusted:
            return UNTRUSTED_BG
        if role == ID_ROLE:
            return block_id(block)
        return None

    def _message_data(self, index: QModelIndex | QPersistentModelIndex, role: int):
        message = self.messages[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 0:
                return f"#{index.row()} {message.role}" + ("  ⚡" if index.row() in self.marks.messages else "")
            kinds = ", ".join(b.type for b in message.content)
            blocks = len(message.content)
            return translate("HistoryModel", "%n block(s): {kinds}", None, blocks).format(kinds=kinds)
        if role == Qt.ItemDataRole.FontRole and index.column() == 0:
            return self._bold
        if role == Qt.ItemDataRole.ForegroundRole and any(r.is_error for r in message.tool_results()):
            return ERROR_COLOR
        struck = self.marks.messages.get(index.row())  # a model fault shaped this reply
        if struck and role in (Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.ToolTipRole):
            return FAULT_FG if role == Qt.ItemDataRole.ForegroundRole else struck_text(struck)
        return None
