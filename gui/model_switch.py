"""The toolbar's model switch: the lesson's fake model, or a real provider chosen in ProviderDialog.

Choosing "Real provider…" opens the dialog (one per window, so a key typed into
it stays in memory for the session and nowhere else). OK builds the client
with `make_client`; a missing key is said in the chat before any request is
sent. Cancel, a missing key or a running question put the combo back.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QLabel

from core.events import RunStarted
from core.fake_model import FakeClient
from core.providers import PROVIDER_LABELS, MissingKey, ProviderConfig, make_client

from .provider_dialog import ProviderDialog
from .provider_events import ReportingClient

FAKE_INDEX, REAL_INDEX = 0, 1
REAL_TIP = "Anthropic, OpenAI (Chat Completions or Responses) or a local OpenAI-compatible server"
BUSY = "⛔ Das Modell lässt sich erst wechseln, wenn die laufende Frage fertig ist."


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
            self.previous = index  # other entries (e.g. "Scripted…") switch the client themselves
            return
        if self.window.runner.busy:
            self._refuse()
            return
        self.open_dialog()

    def open_dialog(self) -> ProviderDialog:
        """Show the dialog without blocking (tests reach it as `self.dialog`); OK or Cancel decides."""
        if self.dialog is None:
            settings = self.window.settings if self.window.settings is not None else QSettings()
            self.dialog = ProviderDialog(self.window, settings)
            self.dialog.accepted.connect(self._accepted)
            self.dialog.rejected.connect(self._back)
        self.dialog.open()
        return self.dialog

    def _accepted(self) -> None:
        try:
            client = make_client(self.dialog.config(), self.dialog.api_key())
        except MissingKey as missing:  # said before any request is sent
            self.window.chat.add_notice(f"⛔ {missing.text}", "#c62828")
            self.window.statusBar().showMessage(missing.text, 15000)
            self._back()
            return
        if self.use(ReportingClient(client)):
            self.previous = REAL_INDEX

    def use(self, client) -> bool:
        """Make `client` the worker's model for the next question; refused (and said) while one runs."""
        old = self.window.runner.worker.client
        if not self.window.runner.set_client(client):
            self._refuse()
            return False
        if isinstance(old, ReportingClient) and old is not client:
            old.close()
        self._update_label()
        return True

    def _refuse(self) -> None:
        self.window.chat.add_notice(BUSY)
        self._back()

    def _back(self) -> None:
        self.combo.setCurrentIndex(self.previous)

    def _on_event(self, event) -> None:
        if isinstance(event, RunStarted):  # another entry (e.g. "Scripted…") may have switched the client
            self._update_label()

    def _update_label(self) -> None:
        self.label.setText(describe(self.window.runner.worker.client))
