"""File → Save run…, Open run…, Run again, Export Markdown…: the window's side of core.runs.record and core.runs.replay.

`RunFiles` owns the `RunCapture` of the live run (the window calls `begin` when
Send is pressed and passes every event to `on_event`). Opening a saved run feeds
its recorded events through the same chat and inspector the live run uses (via
the `show` callback), without running anything. A damaged or newer file is
refused with a message box (shown without blocking, so tests and the event loop
go on); "Run again" runs on a `ReplayRunner` and shows the result side by side.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QVBoxLayout, QWidget

from core.engine.client import ModelClient
from core.lesson.store import OrdersStore
from core.runs.markdown import to_markdown
from core.runs.order_changes import order_changes
from core.runs.record import RecordError, RunRecord, load, save
from core.runs.saved_branches import SavedBranch
from gui.common.i18n import QT_TRANSLATE_NOOP, live, translate
from gui.runs.capture import RunCapture
from gui.runs.markdown_words import markdown_words
from gui.runs.order_words import change_lines
from gui.runs.replay_worker import ReplayRunner
from gui.runs.run_problem_words import run_error_text

if TYPE_CHECKING:
    from gui.runs.replay_view import ReplayView

LOCAL_CLIENTS = ("fake", "scripted")
RUN_FILTER = QT_TRANSLATE_NOOP("RunFiles", "Tool Loop Studio run (*.json);;All files (*)")
WAIT = QT_TRANSLATE_NOOP("RunFiles", "Please wait: the running question is not finished yet.")


class RunFiles(QObject):
    sig_opened = Signal(object)  # the RunRecord now shown
    sig_saved = Signal(str)  # path
    sig_exported = Signal(str)  # path
    sig_refused = Signal(str)  # the message the user was shown
    sig_replayed = Signal(object)  # ReplayDiff

    def __init__(self, window: QWidget, store: OrdersStore, show: Callable[[RunRecord], None],
                 busy: Callable[[], bool] = lambda: False,
                 live_client: Callable[[], ModelClient | None] = lambda: None) -> None:
        super().__init__(window)
        self.window = window
        self.show = show
        self.busy = busy
        self.live_client = live_client
        self.capture = RunCapture()
        self._opened: RunRecord | None = None  # a run opened from a file, until the next live run ends
        self._live = False
        self.last_message = ""
        self.store = store
        self.replayer = ReplayRunner(store, self)
        self.replayer.sig_done.connect(self._on_replayed)
        self.replayer.sig_failed.connect(self.refuse)
        self.replay_view: ReplayView | None = None
        self.branches: Callable[[], tuple[list[SavedBranch], int]] | None = None  # the conversation's branches
        self.replay_dialog: QDialog | None = None
        self.fit_replay: Callable[[QDialog], None] = lambda dialog: dialog.resize(900, 420)  # the window: zoomed

    # ---- the live run ----------------------------------------------------------
    def on_event(self, event: object) -> None:
        if self.capture.on_event(event):
            self._live = True

    @property
    def current(self) -> RunRecord | None:
        """The run shown last: the live one captured (built on first use) or the one opened."""
        return self.capture.record if self._live else self._opened

    @current.setter
    def current(self, record: RunRecord | None) -> None:
        self._opened, self._live = record, False

    # ---- save / open / export ------------------------------------------------------
    def save_run(self, path: str | Path) -> Path | None:
        if self.current is None:
            self.refuse(translate("RunFiles", "No run to save yet: ask a question first (or open a run)."))
            return None
        record = self.current
        if self.branches is not None:
            branches, shown = self.branches()
            record = record.model_copy(update={"branches": branches, "branch": shown})
        try:
            saved = save(record, path)
        except OSError as error:
            self.refuse(translate("RunFiles", "{name} cannot be written: {error}.").format(
                name=Path(path).name, error=error.strerror or error))
            return None
        except RecordError as error:  # a run the file could not hold (nested too deep): said, nothing written
            self.refuse(run_error_text(error))
            return None
        self.sig_saved.emit(str(saved))
        return saved

    def open_run(self, path: str | Path) -> RunRecord | None:
        """Show a saved run in the chat and inspector; a damaged or newer file is refused with a message."""
        if self.busy():
            self.refuse(translate("RunFiles", WAIT))
            return None
        try:
            record = load(path)
        except RecordError as error:
            self.refuse(run_error_text(error), translate("RunFiles", "The run cannot be opened"))
            return None
        self.show_record(record)
        self.offer_orders(record)
        return record

    def offer_orders(self, record: RunRecord) -> QMessageBox | None:
        """The run's orders differ from the current ones: offer to restore them, or keep the current ones
        (a box that does not block)."""
        if record.orders == self.store.all():
            return None
        lines = [translate("RunFiles", "This run was made with other orders than those in the table now:"),
                 *change_lines(order_changes(record.orders, self.store.all())),
                 translate("RunFiles", "Restore the orders saved with the run, or keep the current ones?")]
        box = QMessageBox(QMessageBox.Icon.Question, translate("RunFiles", "Orders of the saved run"),
                          "\n".join(lines), parent=self.window)
        box.setObjectName("orders-offer")
        restore = box.addButton(translate("RunFiles", "Restore saved orders"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("RunFiles", "Keep current orders"), QMessageBox.ButtonRole.RejectRole)
        box.buttonClicked.connect(lambda button: self._restore(record) if button is restore else None)
        box.finished.connect(box.deleteLater)
        box.open()
        return box

    def show_record(self, record: RunRecord) -> None:
        self.show(record)
        self.current = record
        self.sig_opened.emit(record)

    def _restore(self, record: RunRecord) -> None:
        self.store.replace_all(list(record.orders))

    def export_markdown(self, path: str | Path) -> Path | None:
        if self.current is None:
            self.refuse(translate("RunFiles", "No run to export yet."))
            return None
        path = Path(path)
        try:
            path.write_text(to_markdown(self.current, markdown_words()), encoding="utf-8")
        except OSError as error:
            self.refuse(translate("RunFiles", "{name} cannot be written: {error}.").format(
                name=path.name, error=error.strerror or error))
            return None
        self.sig_exported.emit(str(path))
        return path

    # ---- run again -------------------------------------------------------------------
    def run_again(self) -> bool:
        record = self.current
        if record is None:
            self.refuse(translate("RunFiles", "No run to run again yet: ask a question first or open a run."))
            return False
        client = None
        if record.settings.client not in LOCAL_CLIENTS:
            client = self.live_client()
            if getattr(client, "name", None) != record.settings.client:
                self.refuse(translate("RunFiles", "To run it again, first choose {model} as the model.").format(
                    model=record.settings.client))
                return False
        if not self.replayer.start(record, client):
            self.refuse(translate("RunFiles", "“Run again” is already running."))
            return False
        return True

    def _on_replayed(self, diff) -> None:
        dialog, view = self.replay_dialog, self.replay_view
        if dialog is None or view is None:
            dialog = self.replay_dialog = QDialog(self.window)
            live(dialog.setWindowTitle, lambda: translate("RunFiles", "Run again: what changed"))
            from gui.runs.replay_view import ReplayView

            view = self.replay_view = ReplayView(dialog)
            view.sig_show_record.connect(self.show_if_idle)
            QVBoxLayout(dialog).addWidget(view)
            self.fit_replay(dialog)
        view.set_diff(diff)
        dialog.show()
        self.sig_replayed.emit(diff)

    def show_if_idle(self, record: RunRecord) -> bool:
        """Show a run made elsewhere (Run again, a batch case); refused while a question runs."""
        if self.busy():
            self.refuse(translate("RunFiles", WAIT))
            return False
        self.show_record(record)
        return True

    # ---- dialogs ---------------------------------------------------------------------
    def refuse(self, message: str, title: str = "Tool Loop Studio") -> None:
        """Tell the user why something did not happen (a message box that does not block)."""
        self.last_message = message
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("run-files-message")
        box.finished.connect(box.deleteLater)
        box.open()
        self.sig_refused.emit(message)

    def choose_save(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self.window, translate("RunFiles", "Save run"), "run.json",
                                              translate("RunFiles", RUN_FILTER))
        if name:
            self.save_run(name)

    def choose_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self.window, translate("RunFiles", "Open run"), "",
                                              translate("RunFiles", RUN_FILTER))
        if name:
            self.open_run(name)

    def choose_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self.window, translate("RunFiles", "Export Markdown"), "run.md",
                                              "Markdown (*.md)")
        if name:
            self.export_markdown(name)

    def shutdown(self) -> None:
        self.replayer.shutdown()
        if self.replay_dialog is not None:
            self.replay_dialog.close()
