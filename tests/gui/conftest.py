"""GUI fixtures: QSettings in a temp dir under a test organisation, and a main window on the lesson's orders."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSettings

from core.lesson.store import OrdersStore
from tests.lessons import SHOP

TEST_ORG = "ToolLoopStudioTests"


@pytest.fixture(autouse=True)
def _isolated_qsettings(qapp, tmp_path):
    """No test may write the real user's settings: a test org name and a tmp dir for every format."""
    folder = str(tmp_path / "qsettings")
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, folder)
        QSettings.setPath(fmt, QSettings.Scope.SystemScope, folder)
    qapp.setOrganizationName(TEST_ORG)
    yield folder
    qapp.setOrganizationName(TEST_ORG)  # `main.py screenshot` names the app for real; undo that


def _delete_now() -> None:
    """Carry out the deferred deletes posted so far. pytest-qt closes and `deleteLater`s each test's widgets but
    never runs those deletes: without this, a test's windows were deleted in the next test's first event loop,
    among that test's worker threads."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _deleted_in_their_test(qapp):
    """What a test (or pytest-qt for it) let go with `deleteLater` is deleted before the next test starts."""
    yield
    _delete_now()


@pytest.fixture
def settings(tmp_path) -> QSettings:
    made = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    made.setValue("view/language", "en")  # tests read English texts whatever the machine's locale
    return made


@pytest.fixture(autouse=True)
def _english_again():
    """Every test starts in English with its plural forms installed (`1 order`), as the window sets it up; a test
    that switched the language leaves the next one in English."""
    from gui.common.i18n import language

    language.set("en")
    yield
    if language.code != "en":
        language.set("en")


@pytest.fixture(autouse=True)
def _actual_size_again(qapp):
    """A test that zoomed, or set the application up as `main.py screenshot` does (a larger font, the program's
    name), leaves the next one at 100 % of the font the test run started with. The zoom keeps its 100 % on the
    application from its first use: fixed here before any test can change the font, it no longer depends on
    which test ran first."""
    from gui.classroom.zoom import apply_zoom
    from gui.common.zoom_sizes import base_font
    from gui.window.app import apply_font

    apply_font(qapp)  # the font the program runs with (its 100 %), not the platform's smaller default
    base_font()
    name = qapp.applicationName()
    yield
    qapp.setApplicationName(name)
    apply_zoom(100)


@pytest.fixture
def store():
    orders = OrdersStore.in_memory(seed=SHOP)
    yield orders
    orders.close()


@pytest.fixture
def model(qtbot, store):
    """The orders table model over the in-memory lesson store."""
    from gui.orders.model import OrdersModel

    return OrdersModel(store)


@pytest.fixture
def make_window(qtbot, store, settings):
    """Build main windows; each is closed at the end and its worker thread must have stopped."""
    from gui.window.main_window import MainWindow

    made = []

    def make(**kwargs):
        kwargs.setdefault("settings", settings)
        window = MainWindow(kwargs.pop("store", store), **kwargs)
        window.resize(1500, 900)
        qtbot.addWidget(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.close()
        qtbot.waitUntil(lambda w=window: not w.runner.running, timeout=3000)
        window.deleteLater()  # and deleted now: this window only, later fixtures still close theirs
        QCoreApplication.sendPostedEvents(window, QEvent.Type.DeferredDelete)
    kept = [window for window in made if shiboken6.isValid(window)]
    assert not kept, f"{len(kept)} main window(s) outlived their test"


@pytest.fixture
def window(make_window):
    return make_window()


@pytest.fixture
def window_on_screen(make_window, monkeypatch):
    """window_on_screen(size, code, percent): a main window filling a screen of `size` (dialogs size themselves
    to that screen too), in language `code`, zoomed to `percent`."""
    from gui.common.i18n import language

    def make(size, code: str, percent: int):
        monkeypatch.setattr("gui.common.zoom_sizes.available_size", lambda widget: size)
        window = make_window()
        window.resize(size)
        window.show()
        assert language.set(code)
        window.classroom.zoom.set_percent(percent)
        return window

    return make


@pytest.fixture
def ask(qtbot):
    """ask(window, question): send it and wait for its RunEnded (the window's sig_run_ended); return the event."""

    def run(window, question: str, timeout: int = 5000):
        with qtbot.waitSignal(window.sig_run_ended, timeout=timeout) as blocker:
            assert window.ask(question)
        return blocker.args[0]

    return run
