"""Edit, validate and load a scripted-model JSON. Errors name line and field; nothing runs until valid.

`sig_script_ready(ScriptedClient)` is emitted by "Use script" when the text is
valid; the window then runs questions against that client.

Typing never validates on the GUI thread: a pause in typing (debounced) starts a
check on a helper thread, and its result is shown only if the text is still the
one it checked. Validate, Use script and opening a file check at once, reusing
the helper's result when it is for the current text.
"""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from core.faults.scripted import Script, ScriptedClient, ScriptError, load_script_text
from gui.common.code_edit import CodeEdit
from gui.common.i18n import live, on_language_change, translate
from gui.models.script_words import script_problem_text

PROBLEM_ROLE = Qt.ItemDataRole.UserRole + 1  # the Problem an item words, to word it again in another language



class _Checker(QObject):
    """Checks a script text on a helper thread; `sig_done(generation, Script or ScriptError)` comes back
    on the GUI thread (queued, as the checker lives there)."""

    sig_done = Signal(int, object)

    def start(self, generation: int, text: str, source: str) -> None:
        threading.Thread(target=self._check, args=(generation, text, source), name="tls-script-check",
                         daemon=True).start()

    def _check(self, generation: int, text: str, source: str) -> None:
        try:
            result: object = load_script_text(text, source)
        except ScriptError as error:
            result = error
        with contextlib.suppress(RuntimeError):  # the editor was closed meanwhile: nobody waits for it
            self.sig_done.emit(generation, result)


class ScriptEditor(QWidget):
    sig_script_ready = Signal(object)  # a ScriptedClient built from the valid text
    sig_validated = Signal(bool)

    def __init__(self, parent: QWidget | None, example: str) -> None:
        """`example`: the script shown first, in the lesson's words (core.lesson.catalog.lesson_script)."""
        super().__init__(parent)
        self.path: Path | None = None
        self.script: Script | None = None
        self.editor = CodeEdit()
        self.editor.setPlainText(example)
        self.problems = QListWidget()
        self.problems.setWordWrap(True)
        self.problems.itemActivated.connect(self._jump)
        self.problems.itemClicked.connect(self._jump)
        on_language_change(self.problems, _word_again)
        self.status = QLabel()
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QHBoxLayout()
        self.open_button, self.save_button, self.validate_button, self.use_button = (
            QPushButton(), QPushButton(), QPushButton(), QPushButton())
        live(self.open_button.setText, lambda: translate("ScriptEditor", "Open…"))
        live(self.save_button.setText, lambda: translate("ScriptEditor", "Save…"))
        live(self.validate_button.setText, lambda: translate("ScriptEditor", "Validate"))
        live(self.use_button.setText, lambda: translate("ScriptEditor", "Use script"))
        for button, slot in ((self.open_button, self.choose_file), (self.save_button, self.choose_save),
                             (self.validate_button, self.validate), (self.use_button, self.use)):
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch(1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.editor)
        split.addWidget(self.problems)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(split, 1)
        layout.addWidget(self.status)
        self._generation = 0  # counts text changes: a check's result is shown only for the text it checked
        self._checked: tuple[int, object] | None = None  # (generation, Script or ScriptError) shown last
        self._checker = _Checker(self)
        self._checker.sig_done.connect(self._on_checked)
        self._debounce = QTimer(self, singleShot=True, interval=400)
        self._debounce.timeout.connect(self._check_in_background)
        self.editor.textChanged.connect(self._text_changed)
        self.validate()

    # ---- validating -----------------------------------------------------------
    def _text_changed(self) -> None:
        self._generation += 1
        self._debounce.start()

    def _check_in_background(self) -> None:
        self._checker.start(self._generation, self.editor.toPlainText(), self._source())

    def _on_checked(self, generation: int, result: object) -> None:
        if generation == self._generation and (self._checked is None or self._checked[0] != generation):
            self._show(generation, result)

    def validate(self) -> bool:
        """Check the current text now (the helper's result is reused when it is for this text)."""
        self._debounce.stop()
        if self._checked is not None and self._checked[0] == self._generation:
            return self.script is not None
        try:
            result: object = load_script_text(self.editor.toPlainText(), self._source())
        except ScriptError as error:
            result = error
        return self._show(self._generation, result)

    def _show(self, generation: int, result: object) -> bool:
        self._checked = (generation, result)
        self.problems.clear()
        if isinstance(result, ScriptError):
            self.script = None
            for problem in result.problems:
                item = QListWidgetItem(f"✗ {script_problem_text(problem)}")
                item.setData(Qt.ItemDataRole.UserRole, problem.line)
                item.setData(PROBLEM_ROLE, problem)
                self.problems.addItem(item)
            self.editor.set_error_lines({p.line for p in result.problems})
            count = len(result.problems) + result.more
            live(self.status.setText,
                 lambda: translate("ScriptEditor", "%n problem(s): the script will not run", None, count))
        else:
            assert isinstance(result, Script)
            self.script = result
            self.editor.set_error_lines(set())
            replies = len(result.replies)
            live(self.status.setText, lambda: translate("ScriptEditor", "valid: %n replies", None, replies))
        self.use_button.setEnabled(self.script is not None)
        self.sig_validated.emit(self.script is not None)
        return self.script is not None

    def use(self) -> ScriptedClient | None:
        """A client for the current text, or None (and the problems listed) if it is not valid."""
        script = self.script if self.validate() else None
        if script is None:
            return None
        client = ScriptedClient(script, self.editor.toPlainText())
        self.sig_script_ready.emit(client)
        return client

    def _jump(self, item: QListWidgetItem) -> None:
        self.editor.go_to_line(int(item.data(Qt.ItemDataRole.UserRole)))

    def _source(self) -> str:
        return self.path.name if self.path else ""

    # ---- files ------------------------------------------------------------------
    def load_file(self, path: str | Path) -> bool:
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            reason = str(error)
            live(self.status.setText, lambda: translate("ScriptEditor", "cannot read {name}: {error}").format(
                name=path.name, error=reason))
            return False
        self.path = path
        self.editor.setPlainText(text)
        return self.validate()

    def save_file(self, path: str | Path) -> bool:
        path = Path(path)
        try:
            path.write_text(self.editor.toPlainText(), encoding="utf-8")
        except OSError as error:  # said in the status line; the text stays in the editor
            reason = str(error.strerror or error)
            live(self.status.setText, lambda: translate("ScriptEditor", "cannot write {name}: {error}").format(
                name=path.name, error=reason))
            return False
        self.path = path
        live(self.status.setText, lambda: translate("ScriptEditor", "saved {name}").format(name=path.name))
        return True

    def choose_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, translate("ScriptEditor", "Open script"), "",
                                              translate("ScriptEditor", "JSON (*.json);;All files (*)"))
        if name:
            self.load_file(name)

    def choose_save(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, translate("ScriptEditor", "Save script"),
                                              str(self.path or "script.json"), "JSON (*.json)")
        if name:
            self.save_file(name)


def _word_again(problems: QListWidget) -> None:
    """The listed problems in the language just chosen."""
    for row in range(problems.count()):
        item = problems.item(row)
        problem = item.data(PROBLEM_ROLE)
        if problem is not None:
            item.setText(f"✗ {script_problem_text(problem)}")
