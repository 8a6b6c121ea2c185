"""The toolbar's model switch: the lesson's fake model, or a real provider chosen in ProviderDialog.

Choosing "Real provider…" opens the dialog (one per window, so a key typed into
it stays in memory for the session and nowhere else). OK builds the client
with `make_client`; a missing key is said in the chat before any request is
sent. Cancel, a missing key or a running question put the combo back.

Which model was chosen ("fake" or "real") is remembered in the window's
QSettings under CHOICE_KEY; the provider's settings are the dialog's own. On
the next start `restore()` picks the real provider again if its key is in the
environment (or none is needed), else stays on the fake and says which
variable to set. The key itself is never stored.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, QTimer
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QLabel

from core.engine.client import ModelError
from core.engine.events import RunStarted
from core.lesson.fake_model import FakeClient
from core.providers import PROVIDER_LABELS, MissingKey, ProviderConfig, make_client
from core.providers.keys import variables_for

from gui.models.provider_dialog import ProviderDialog
from gui.common.provider_events import ReportingClient
from gui.models.labels import REAL_MODEL

FAKE_INDEX, REAL_INDEX = 0, 1
REAL_TIP = "Anthropic, OpenAI (Chat Completions or Responses) or a local OpenAI-compatible server"
BUSY = "⚠ Das Modell lässt sich erst wechseln, wenn die laufende Frage fertig ist."
CHOICE_KEY = "model/choice"


def describe(client) -> str:
    """The status bar's words for the model in use: provider and model name, or the client's own name."""
    config = getattr(client, "config", None) if isinstance(client, ReportingClient) else None
    if config is None:
        return "model: Fake (lesson)" if isinstance(client, FakeClient) else f"model: {getattr(client, 'name', '?')}"
    stream = " · streaming" if config.stream else ""
    return f"model: {PROVIDER_LABELS[config.provider]} · {config.resolved_model}{stream}"


class ModelSwitch(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.combo = window.toolbar.model_combo
        self.previous = self.combo.currentIndex()  # where Cancel (or a refusal) puts the combo back
        self.dialog: ProviderDialog | None = None
        self.accepted_key: str | None = None
        self.label = QLabel()
        self.label.setObjectName("model-label")
        window.statusBar().addPermanentWidget(self.label)
        self._enable_real()
        self.combo.activated.connect(self.choose)
        window.runner.sig_event.connect(self._on_event)
        self._update_label()

    @property
    def config(self) -> ProviderConfig | None:
        client = self.window.runner.worker.client
        return client.config if isinstance(client, ReportingClient) else None

    def _enable_real(self) -> None:
        model = self.combo.model()
        item = model.item(REAL_INDEX) if isinstance(model, QStandardItemModel) else None
        if item is not None:
            item.setEnabled(True)
            item.setToolTip(REAL_TIP)
        self.combo.setToolTip(f"The model the loop talks to: the lesson's fake, or a real provider ({REAL_TIP})")

    def choose(self, index: int) -> None:
        if index != REAL_INDEX:
            if index == FAKE_INDEX and not self.use(FakeClient()):
                return
            if index != FAKE_INDEX:
                self._remember("other")  # e.g. "Scripted…": not restored, the next start is on the fake
            self.previous = index  # other entries (e.g. "Scripted…") switch the client themselves
            return
        if self.window.runner.busy:
            self._refuse()
            return
        self.open_dialog()

    def open_dialog(self) -> ProviderDialog:
        """Show the dialog without blocking (tests reach it as `self.dialog`); OK or Cancel decides."""
        self._make_dialog().open()
        return self.dialog

    def _make_dialog(self) -> ProviderDialog:
        if self.dialog is None:
            settings = self.window.settings if self.window.settings is not None else QSettings()
            self.dialog = ProviderDialog(self.window, settings)
            self.dialog.accepted.connect(self._accepted)
            self.dialog.rejected.connect(self._back)
        return self.dialog

    def restore(self) -> bool:
        """At start: the real provider again if it was the last choice and its key is at hand (env or none needed)."""
        settings = self.window.settings
        if settings is None or str(settings.value(CHOICE_KEY, "fake")) != "real":
            return False
        try:
            config = self._make_dialog().config()  # what the dialog remembered (never a key)
            client = make_client(config)  # the key from the environment only
        except (ValueError, ModelError) as bad:
            if not isinstance(bad, MissingKey):  # settings that no longer make a client: say so, stay on the fake
                self.window.chat.add_notice(f"⚠ Letztes Modell nicht wiederhergestellt: {bad}", "#b26a00")
                return False
            names = " oder ".join(variables_for(config.provider))
            text = (f"Zuletzt verwendet: {PROVIDER_LABELS[config.provider]} · {config.resolved_model}. Kein Schlüssel "
                    f"in der Umgebung — setze {names} und starte neu (oder wähle „Real provider…“). Jetzt: Fake-Modell.")
            self.window.chat.add_notice(f"⚠ {text}", "#b26a00")
            self._say_soon(f"Fake-Modell: setze {names} für {config.provider}", 30000)
            return False
        if not self.use(ReportingClient(client)):
            return False
        self.combo.setCurrentIndex(REAL_INDEX)
        self.previous = REAL_INDEX
        self._say_soon(f"wiederhergestellt: {describe(self.window.runner.worker.client)}", 15000)
        return True

    def _say_soon(self, text: str, ms: int) -> None:
        """A status bar notice once the window is up."""
        QTimer.singleShot(0, self, lambda: self.window.status.notify(text, ms))

    def _accepted(self) -> None:
        key = self.dialog.api_key()
        try:
            client = make_client(self.dialog.config(), key)
        except MissingKey as missing:  # said before any request is sent
            self.window.chat.add_notice(f"⚠ {missing.text}", "#c62828")
            self.window.status.notify(missing.text, 15000)
            self._back()
            return
        if self.use(ReportingClient(client)):
            self.previous = REAL_INDEX
            self.accepted_key = key  # what the model in use was built with (memory only), for batch runs

    def use(self, client) -> bool:
        """Make `client` the worker's model for the next question; refused (and said) while one runs."""
        old = self.window.runner.worker.client
        if not self.window.runner.set_client(client):
            self._refuse()
            return False
        if isinstance(old, ReportingClient) and old is not client:
            self._close_when_unused(old)
        self._update_label()
        self._remember("real" if isinstance(client, ReportingClient) else "fake")
        return True

    def _close_when_unused(self, client: ReportingClient) -> None:
        """Close the provider client the loop no longer uses; a "Run again" still talking to it finishes first."""
        files = getattr(getattr(self.window, "bench", None), "files", None)
        if files is None:
            client.close()
        else:
            files.replayer.when_idle(client.close)

    def _remember(self, choice: str) -> None:
        if self.window.settings is not None:
            self.window.settings.setValue(CHOICE_KEY, choice)

    def _refuse(self) -> None:
        self.window.chat.add_notice(BUSY)
        self._back()

    def _back(self) -> None:
        self.combo.setCurrentIndex(self.previous)

    def _on_event(self, event) -> None:
        if isinstance(event, RunStarted):  # another entry (e.g. "Scripted…") may have switched the client
            self._update_label()

    def _update_label(self) -> None:
        client = self.window.runner.worker.client
        self.label.setText(describe(client))
        config = getattr(client, "config", None) if isinstance(client, ReportingClient) else None
        # the combo names the provider in use; choosing it again opens the dialog to change it
        self.combo.setItemText(REAL_INDEX, f"{PROVIDER_LABELS[config.provider]}…" if config else REAL_MODEL)
