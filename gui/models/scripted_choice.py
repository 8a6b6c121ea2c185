"""The model chooser's "Scripted…" entry: open the script editor; a valid script becomes the model in use.

An invalid script never runs: the editor lists each problem with its line and
field, "Use script" stays disabled, and Cancel leaves the model in use (the
chooser names it again). A script answers from its first reply again after New
conversation, and, with "restart the script for each question" ticked (a
choice remembered in the window's settings), before every question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QSize, Signal
from PySide6.QtWidgets import QCheckBox, QDialog, QVBoxLayout, QWidget

from core.faults.scripted import ScriptedClient
from gui.common.i18n import QT_TRANSLATE_NOOP, live, translate
from gui.common.zoom_sizes import follow_zoom
from gui.models.chooser import SCRIPTED_ENTRY, ModelChooser

if TYPE_CHECKING:
    from core.lesson.loader import Lesson
    from gui.models.script_editor import ScriptEditor

EDITOR_SIZE = QSize(720, 560)  # at 100 %: grows with the zoom, within the screen
RESTART_KEY = "model/script_restart_each_question"
RESTART_TEXT = QT_TRANSLATE_NOOP("ScriptedChoice", "Restart the script for each question")
RESTART_TIP = QT_TRANSLATE_NOOP("ScriptedChoice", "On: every question is answered from the script's first reply. "
                                "Off: the replies are used up across the questions of a conversation (New "
                                "conversation starts again)")


class ScriptedChoice(QObject):
    sig_client_chosen = Signal(object)  # the ScriptedClient now in use

    def __init__(self, chooser: ModelChooser, window: QWidget | None, settings: QSettings | None,
                 lesson: Lesson) -> None:
        super().__init__(window)
        self.chooser = chooser
        self.window = window
        self.lesson = lesson  # the window's lesson: the editor's example script is in its words
        self.settings = settings
        self.index = SCRIPTED_ENTRY
        self.dialog: QDialog | None = None
        self.editor: ScriptEditor | None = None
        self.restart_check = QCheckBox()
        live(self.restart_check.setText, lambda: translate("ScriptedChoice", RESTART_TEXT))
        live(self.restart_check.setToolTip, lambda: translate("ScriptedChoice", RESTART_TIP))
        self.restart_check.setChecked(settings is not None and
                                      str(settings.value(RESTART_KEY, "false")).lower() == "true")
        self.restart_check.toggled.connect(self._remember_restart)
        chooser.sig_open_script.connect(self.open_editor)

    @property
    def client(self) -> ScriptedClient | None:
        """The script in use, if the model in use is one."""
        client = self.chooser.client
        return client if isinstance(client, ScriptedClient) else None

    def open_editor(self) -> ScriptEditor:
        if self.dialog is None or self.editor is None:
            self.dialog = QDialog(self.window)
            live(self.dialog.setWindowTitle, lambda: translate("ScriptedChoice", "Scripted model"))
            from core.lesson.catalog import lesson_script
            from gui.models.script_editor import ScriptEditor

            self.editor = ScriptEditor(self.dialog, lesson_script(self.lesson))
            self.editor.sig_script_ready.connect(self.use)
            layout = QVBoxLayout(self.dialog)
            layout.addWidget(self.editor)
            layout.addWidget(self.restart_check)
            follow_zoom(self.dialog, EDITOR_SIZE)
            self.dialog.rejected.connect(self.chooser.show_current)
        self.dialog.show()
        self.dialog.raise_()
        return self.editor

    def use(self, client: ScriptedClient) -> bool:
        """Run the next questions against `client` (refused, and said by the chooser, while a run is active)."""
        if not self.chooser.use(client):
            return False
        if self.dialog is not None:
            self.dialog.hide()
        self.sig_client_chosen.emit(client)
        return True

    def restart(self) -> None:
        """A new conversation: the script in use answers from its first reply again."""
        if self.client is not None:
            self.client.reset()

    def before_question(self) -> None:
        """Called before a question is sent: with "restart for each question", the script starts afresh."""
        if self.restart_check.isChecked():
            self.restart()

    def _remember_restart(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.setValue(RESTART_KEY, on)
