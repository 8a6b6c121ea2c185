"""Tools → Edit tools… (also under File → Lesson): the tool editor for the window's lesson, and what a save does to
the window. The conversation goes on: the saved lesson's tools are offered from the next model call on, without
reopening the window. The worker, the toolbar (offered tools, tool choice, strict tools, faults), the inspector's
dialects, the fault panel and the batch view get the new tools; a new tool is offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSize, QTimer
from PySide6.QtGui import QKeySequence

from core.lesson.loader import Lesson
from gui.common.i18n import live_action, translate
from gui.common.zoom_sizes import fit_zoomed

if TYPE_CHECKING:
    from gui.lessons.tool_editor import ToolEditor
    from gui.window.main_window import MainWindow

EDITOR_SIZE = QSize(1000, 700)  # at 100 %; it grows with the zoom, or its form scrolls sideways with fields cut


class ToolEditing(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.editor: ToolEditor | None = None
        self.act_edit = live_action(window, lambda: translate("ToolEditing", "Edit tools…"), lambda: translate(
            "ToolEditing", "Add, change or delete the lesson's tools: a name, a description, input fields and "
            "one SQL query"))
        self.act_edit.setObjectName("edit-tools")
        self.act_edit.setShortcut(QKeySequence("Ctrl+Shift+E"))
        self.act_edit.triggered.connect(self.open)
        window.tools_menu.menu.addAction(self.act_edit)
        window.lesson_menu.menu.addSeparator()
        window.lesson_menu.menu.addAction(self.act_edit)

    def open(self) -> ToolEditor:
        """The editor for the window's lesson, shown (built on first use)."""
        if self.editor is None:
            from core.lesson.user_lessons import save_user_lesson
            from gui.lessons.tool_editor import ToolEditor

            window = self.window
            self.editor = ToolEditor(window.lesson, window.toolbar.switches.strict_tools(), save_user_lesson, window)
            self.editor.sig_saved.connect(self.apply)
            self.editor.sig_try.connect(self.try_tool)
            fit_zoomed(self.editor, EDITOR_SIZE)
            window.classroom.zoom.sig_zoom_changed.connect(self._fit)
        elif not self.editor.dirty:  # nothing unsaved: as the window has the tools now (strict set in Calls)
            self.editor.load(self.window.lesson, self.window.toolbar.switches.strict_tools(), self.editor.current)
        self.editor.show()
        self.editor.raise_()
        return self.editor

    def _fit(self, _percent: int) -> None:
        if self.editor is not None:
            fit_zoomed(self.editor, EDITOR_SIZE)

    def shutdown(self) -> None:
        """The window closes: its editor goes too, with the check it had pending for the last keystroke."""
        if self.editor is not None:
            for timer in self.editor.findChildren(QTimer):
                timer.stop()
            self.editor.close()
            self.editor.deleteLater()
            self.editor = None

    def try_tool(self, name: str) -> None:
        """Call-by-hand's dock, with the tool `name` chosen."""
        self.window.tools_menu.show_call()
        self.window.tools_menu.dock.choose(name)

    def apply(self, lesson: Lesson, strict: list[str]) -> None:
        """Offer `lesson`'s tools from the next model call on; `strict` are declared strict."""
        window = self.window
        before = set(window.registry.names())
        window.lesson = lesson
        registry = window.registry = lesson.registry()
        window.runner.set_registry(registry)
        names = registry.names()
        window.toolbar.set_tools(names, [name for name in names if name not in before], strict)
        window.inspector.dialects.set_registry(registry)
        window.bench.tools_changed()
        window.sig_tools_changed.emit()
