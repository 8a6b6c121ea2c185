"""Every text a user can see on a window and its dialogs, keyed by the object and the property that shows it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTableView,
    QTabWidget,
    QToolBar,
    QTreeView,
    QWidget,
)

Key = tuple[int, str]


def _widget_texts(widget: QWidget) -> dict[str, str]:
    texts = {"toolTip": widget.toolTip()}
    if widget.isWindow() or isinstance(widget, (QDockWidget, QToolBar)):
        texts["windowTitle"] = widget.windowTitle()
    if isinstance(widget, (QLabel, QAbstractButton)):
        texts["text"] = widget.text()
    if isinstance(widget, (QLineEdit, QPlainTextEdit)):
        texts["placeholder"] = widget.placeholderText()
    if isinstance(widget, QGroupBox):
        texts["title"] = widget.title()
    if isinstance(widget, QMenu):
        texts["title"] = widget.title()
    if isinstance(widget, QTabWidget):
        texts |= {f"tab{i}": widget.tabText(i) for i in range(widget.count())}
    if isinstance(widget, QComboBox) and not widget.isEditable():
        texts |= {f"item{i}": widget.itemText(i) for i in range(widget.count())}
        texts |= {f"itemTip{i}": str(widget.itemData(i, Qt.ItemDataRole.ToolTipRole) or "")
                  for i in range(widget.count())}
    if isinstance(widget, QAbstractSpinBox):
        texts |= {"prefix": getattr(widget, "prefix", str)(), "suffix": getattr(widget, "suffix", str)(),
                  "special": widget.specialValueText()}
    if isinstance(widget, (QTableView, QTreeView)) and widget.model() is not None:
        model = widget.model()
        texts |= {f"header{c}": str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                  for c in range(model.columnCount(QModelIndex()))}
    return texts


def _library_owned(obj: QObject) -> bool:
    """Part of a plotting library's own (hidden) menus, which it names itself."""
    while obj is not None:
        if type(obj).__module__.startswith("pyqtgraph"):
            return True
        obj = obj.parent()
    return False


def visible_texts(*roots: QObject) -> dict[Key, str]:
    """{(id of the object, property): text} for every widget and action under `roots` (empty texts left out)."""
    out: dict[Key, str] = {}
    for root in roots:
        widgets = [root, *root.findChildren(QWidget)] if isinstance(root, QWidget) else root.findChildren(QWidget)
        for widget in widgets:
            if _library_owned(widget):
                continue
            for prop, text in _widget_texts(widget).items():
                out[(id(widget), prop)] = text
        for action in root.findChildren(QAction):
            if _library_owned(action):
                continue
            out[(id(action), "text")] = action.text()
            out[(id(action), "toolTip")] = action.toolTip() if action.toolTip() != action.text() else ""
    return {key: text for key, text in out.items() if text.strip()}
