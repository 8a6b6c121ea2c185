"""The progressive start `main.py` uses: the main window's first frame is painted from Qt alone; right after
that paint the lesson is loaded, the store opened and the same window filled (`MainWindow.finish`).

Until then every control of the frame is disabled and its status bar says the lesson is loading; keys typed
meanwhile wait in the window system's queue and reach the whole window. This module imports Qt and the first
frame only: core (pydantic, jsonschema, the engine, the lesson loader) is imported by the late stage.
"""

from __future__ import annotations

import gc
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal

from gui.common.i18n import translate
from gui.window.main_window import MainWindow

if TYPE_CHECKING:
    from core.lesson.loader import Lesson
    from core.lesson.store import OrdersStore
    from gui.window.lessons import LessonWindows

UNSEEN_MS = 1000  # a window never painted (started minimised, or covered) is filled after this anyway


class ProgressiveStart(QObject):
    sig_first_frame = Signal()  # the first frame has been painted (the late stage begins at the next turn)
    sig_ready = Signal(object)  # the whole window (MainWindow): lesson loaded, panes filled, worker started

    def __init__(self, settings: QSettings | None, open_store: Callable[[Lesson], OrdersStore],
                 root=None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.open_store = open_store
        self.root = root  # where the lessons are found; None: the shipped lessons and the learner's own
        self.window = MainWindow(None, settings=settings)  # the first frame
        self.windows: LessonWindows | None = None  # once the lesson is loaded: the window for it, and its store
        self._painted = self._begun = False
        self.window.installEventFilter(self)
        self._unseen = QTimer(self)
        self._unseen.setSingleShot(True)
        self._unseen.timeout.connect(self._begin)

    def show(self) -> None:
        self.window.show()
        self._unseen.start(UNSEEN_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint and not self._painted:
            self._painted = True
            QTimer.singleShot(0, self._after_paint)  # once this paint is on the screen
        return False

    def _after_paint(self) -> None:
        self.sig_first_frame.emit()
        self._begin()

    def _begin(self) -> None:
        if self._begun:
            return
        self._begun = True
        self._unseen.stop()
        self.window.removeEventFilter(self)
        gc.disable()  # importing core makes ~70,000 objects and hardly any garbage: no collections meanwhile
        try:
            self._load()
        except Exception as error:  # noqa: BLE001 - said in the window, which stays open to say it
            traceback.print_exc()
            self._refused(error)
            return
        finally:
            gc.enable()
        self.sig_ready.emit(self.window)

    def _refused(self, error: Exception) -> None:
        """The first frame says why the window cannot be filled (the lesson's reason in its own words)."""
        from core.lesson.loader import LessonError
        from gui.common.lesson_words import lesson_error_text

        reason = lesson_error_text(error) if isinstance(error, LessonError) else str(error) or type(error).__name__
        if self.window.first_frame is not None:
            self.window.first_frame.say(translate("MainWindow", "The lesson could not be opened: {reason}").format(
                reason=reason))

    def _load(self) -> None:
        from gui.window.app import load_core_first
        from gui.window.lessons import LessonWindows

        load_core_first()
        windows = LessonWindows(self.settings, self.open_store, **({} if self.root is None else {"root": self.root}))
        windows.start(self.window)
        self.windows = windows

    @property
    def current(self) -> MainWindow:
        """The window on screen now: the first one, or the one File → Lesson put in its place."""
        return self.windows.window if self.windows is not None and self.windows.window is not None else self.window

    def close(self) -> None:
        self.current.close()

    def shutdown(self) -> None:
        """Stop the worker and close the store (nothing to do if the lesson never loaded)."""
        self.current.shutdown()
        if self.windows is not None and self.windows.store is not None:
            self.windows.store.close()
