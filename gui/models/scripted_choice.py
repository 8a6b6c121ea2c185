"""The model combo's "Scripted…" entry: open the script editor; a valid script becomes the worker's client.

An invalid script never reaches the worker: the editor lists each problem with
its line and field, "Use script" stays disabled, and the combo goes back to the
model that was in use. Choosing "Fake (lesson)" again switches back to the fake.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox, QDialog, QVBoxLayout, QWidget

from core.lesson.fake_model import FakeClient
from core.faults.scripted import ScriptedClient

from gui.models.script_editor import ScriptEditor

SCRIPTED = "Scripted…"


class ScriptedChoice(QObject):
    sig_client_chosen = Signal(object)  # the ScriptedClient now in use
    sig_refused = Signal(str)
    sig_gave_up = Signal(int)  # no script after all: the combo went back to this entry

    def __init__(self, combo: QComboBox, set_client: Callable[[Any], bool], fake_text: str,
                 window: QWidget | None = None, current: Callable[[], Any] | None = None) -> None:
        super().__init__(window)
        self.combo = combo
        self.set_client = set_client
        self.current = current  # the model in use now (None: assume the script is, once chosen)
        self.fake_text = fake_text
        self.window = window
        self.client: ScriptedClient | None = None
        combo.addItem(SCRIPTED)
        combo.setItemData(combo.count() - 1, "A model that replies exactly as a JSON script says; "
                                             "the loop and the tools run for real", Qt.ItemDataRole.ToolTipRole)
        self.index = combo.count() - 1
        self.previous = combo.currentIndex()
        self.dialog: QDialog | None = None
        self.editor: ScriptEditor | None = None
        combo.activated.connect(self._activated)

    def _activated(self, index: int) -> None:
        if index == self.index:
            self.open_editor()
            return
        self.previous = index
        if self.combo.itemText(index) != self.fake_text:
            return  # a real provider switches the client itself; its dialog's Cancel keeps the script in use
        if self.client is not None and not self.set_client(FakeClient()):
            return  # refused while a question runs: the script stays in use
        self.client = None
        self._label("")

    def open_editor(self) -> ScriptEditor:
        if self.dialog is None:
            self.dialog = QDialog(self.window)
            self.dialog.setWindowTitle("Scripted model")
            self.editor = ScriptEditor(self.dialog)
            self.editor.sig_script_ready.connect(self.use)
            QVBoxLayout(self.dialog).addWidget(self.editor)
            self.dialog.resize(720, 560)
            self.dialog.rejected.connect(self._cancelled)
        self.dialog.show()
        self.dialog.raise_()
        return self.editor

    def use(self, client: ScriptedClient) -> bool:
        """Run the next questions against `client` (refused while a run is active)."""
        if not self.set_client(client):
            self.sig_refused.emit("Bitte warten: die laufende Frage ist noch nicht fertig.")
            self._back()
            return False
        self.client = client
        name = client.script.name or "script"
        self._label(f"Scripted: {name} ({len(client.script.replies)} replies)")
        self.combo.setCurrentIndex(self.index)
        self.previous = self.index
        if self.dialog is not None:
            self.dialog.hide()
        self.sig_client_chosen.emit(client)
        return True

    def restart(self) -> None:
        """A new conversation: the script in use answers from its first reply again."""
        if self.in_use():
            self.client.reset()

    def _label(self, text: str) -> None:
        self.combo.setItemText(self.index, text or SCRIPTED)

    def in_use(self) -> bool:
        return self.client is not None and (self.current is None or self.current() is self.client)

    def _cancelled(self) -> None:
        if not self.in_use():
            if self.client is not None:  # a script left behind when another model took over
                self.client = None
                self._label("")
            self._back()

    def _back(self) -> None:
        if not self.in_use() and self.combo.currentIndex() == self.index:
            self.combo.setCurrentIndex(self.previous if self.previous != self.index else 0)
            self.sig_gave_up.emit(self.combo.currentIndex())
