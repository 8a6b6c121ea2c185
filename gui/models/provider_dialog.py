"""Settings dialog for a real model: provider, base URL, model, limits, streaming, and a key kept in memory only.

Everything but the key is remembered in QSettings; the key field is a password
field whose text lives only in this dialog object for the session. OK builds
the client and hands it on (`sig_client_ready`); when it cannot be built (no
key, settings that do not fit) the dialog stays open and says why, in full.
"Test connection" sends one small request and shows the outcome here.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from core.engine.client import ModelError
from core.providers import (
    DEFAULT_BASE_URLS,
    DEFAULT_MODELS,
    LOCAL_SERVERS,
    PROVIDERS,
    ProviderConfig,
    local_base_url,
    make_client,
    redact,
)
from core.providers.config import DEFAULT_TIMEOUT
from core.providers.keys import variables_for
from gui.common.i18n import live, translate
from gui.common.provider_words import failure_text
from gui.common.settings_values import float_value, int_value
from gui.models.connection_test import ConnectionTester
from gui.models.labels import provider_label

GROUP = "provider"
_DEFAULT_URLS = set(DEFAULT_BASE_URLS.values()) | {local_base_url(s) for s in LOCAL_SERVERS}
PROBLEM_STYLE = "color: #c62828;"
OK_STYLE = "color: #1b5e20;"


def key_hint(local: bool, found: str | None, names: tuple[str, ...] | list[str]) -> str:
    """Where the key comes from, said under the key field."""
    if local:
        return translate("ProviderDialog", "Local servers usually need no key.")
    if found:
        return translate("ProviderDialog", "Key found in {name}. One typed here counts for this session only.").format(
            name=found)
    return translate("ProviderDialog", "No key found: set {first} or {second}, or type it here (for this session "
                     "only, never saved).").format(first=names[0], second=names[1])

class ProviderDialog(QDialog):
    sig_client_ready = Signal(object, object)  # the client OK built, the key typed here (None: the environment's)

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None) -> None:
        super().__init__(parent)
        live(self.setWindowTitle, lambda: translate("ProviderDialog", "Set up a real model"))
        self.settings = settings if settings is not None else QSettings()
        self.provider = QComboBox()
        for name in PROVIDERS:
            self.provider.addItem(provider_label(name), name)
        self.server = QComboBox()
        for server, port in LOCAL_SERVERS.items():
            self.server.addItem(f"{server} ({port})", server)
        self.base_url = QLineEdit()
        self.model = QLineEdit()
        self.max_tokens = QSpinBox(minimum=1, maximum=200_000, value=1024)
        self.timeout = QDoubleSpinBox(minimum=1.0, maximum=3600.0, value=DEFAULT_TIMEOUT, decimals=0)
        live(self.timeout.setSuffix, lambda: translate("RunToolbar", " s"))
        live(self.timeout.setToolTip, lambda: translate(
            "ProviderDialog", "The longest a whole request may take, from sending to the last byte."))
        self.stream = QCheckBox()
        live(self.stream.setText, lambda: translate("ProviderDialog", "Stream the answer (text appears as it arrives)"))
        self.insecure = QCheckBox()
        live(self.insecure.setText, lambda: translate(
            "ProviderDialog", "Allow http:// to another machine (the key travels unencrypted)"))
        self.key = QLineEdit(echoMode=QLineEdit.EchoMode.Password)
        self.key_hint = QLabel(wordWrap=True)
        self.message = QLabel(wordWrap=True)
        self.message.setObjectName("provider-message")
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        live(cancel.setText, lambda: translate("BatchView", "Cancel"))  # Qt names it once, in the first language
        self.test_button = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        live(self.test_button.setText, lambda: translate("ProviderDialog", "Test connection"))
        live(self.test_button.setToolTip, lambda: translate(
            "ProviderDialog", "Send one short question with these settings and show what came back"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.test_button.clicked.connect(self.test_connection)
        self.tester = ConnectionTester(self)
        self.tester.sig_result.connect(self._tested)
        form = QFormLayout(self)
        for label, field in ((lambda: translate("ProviderDialog", "Provider"), self.provider),
                             (lambda: translate("ProviderDialog", "Local server"), self.server),
                             (lambda: translate("ProviderDialog", "Base URL"), self.base_url),
                             (lambda: translate("ProviderDialog", "Model"), self.model),
                             (lambda: "max_tokens", self.max_tokens),
                             (lambda: translate("ProviderDialog", "Time limit per request"), self.timeout),
                             (lambda: "", self.stream), (lambda: "", self.insecure),
                             (lambda: translate("ProviderDialog", "API key"), self.key)):
            tag = QLabel()
            live(tag.setText, label)
            form.addRow(tag, field)
        form.addRow("", self.key_hint)
        form.addRow(self.message)
        form.addRow(buttons)
        self._restore()
        self._shown = self.provider_name()  # the provider the base URL was meant for
        self.provider.currentIndexChanged.connect(self._provider_changed)
        self.server.currentIndexChanged.connect(self._server_changed)
        self._update_hints()

    # ---- what the rest of the app reads --------------------------------------
    def provider_name(self) -> str:
        return self.provider.currentData()

    def config(self) -> ProviderConfig:
        return ProviderConfig(self.provider_name(), model=self.model.text().strip(),
                              base_url=self.base_url.text().strip(), max_tokens=self.max_tokens.value(),
                              timeout=float(self.timeout.value()), stream=self.stream.isChecked(),
                              allow_insecure_http=self.insecure.isChecked())

    def api_key(self) -> str | None:
        """The key typed here, if any (memory only; None means: read it from the environment)."""
        return self.key.text().strip() or None

    def accept(self) -> None:
        """Build the client; if it cannot be built, stay open and say why."""
        try:
            client = make_client(self.config(), self.api_key())
        except (ModelError, ValueError) as problem:  # MissingKey is a ModelError: said before any request
            self.show_message(failure_text(problem), ok=False)
            return
        self.message.hide()
        self.save()
        super().accept()
        self.sig_client_ready.emit(client, self.api_key())

    def reject(self) -> None:
        self.tester.abort("Dialog geschlossen")
        super().reject()

    # ---- saying what happened ------------------------------------------------------
    def show_message(self, text: str, ok: bool) -> None:
        self.message.setText(f"{'✓' if ok else '✗'} {redact(text)}")
        self.message.setStyleSheet(OK_STYLE if ok else PROBLEM_STYLE)
        self.message.show()
        self.adjustSize()  # the whole reason, wrapped: never cut off

    def test_connection(self) -> bool:
        """One small request with the settings as they stand; the outcome appears in the dialog."""
        try:
            config = self.config()
        except ValueError as problem:
            self.show_message(str(problem), ok=False)
            return False
        if not self.tester.start(config, self.api_key()):
            return False
        self.test_button.setEnabled(False)
        self.show_message(translate("ProviderDialog", "Testing {url} …").format(url=config.resolved_base_url), ok=True)
        return True

    def _tested(self, ok: bool, text: str) -> None:
        self.test_button.setEnabled(True)
        self.show_message(text, ok)

    def shutdown(self) -> None:
        self.tester.shutdown()

    # ---- QSettings (never the key) ---------------------------------------------
    def save(self) -> None:
        config = self.config()
        s = self.settings
        s.setValue(f"{GROUP}/name", config.provider)
        s.setValue(f"{GROUP}/local_server", self.server.currentData())
        s.setValue(f"{GROUP}/base_url", config.base_url)
        s.setValue(f"{GROUP}/model", config.model)
        s.setValue(f"{GROUP}/max_tokens", config.max_tokens)
        s.setValue(f"{GROUP}/timeout", config.timeout)
        s.setValue(f"{GROUP}/stream", config.stream)
        s.setValue(f"{GROUP}/allow_insecure_http", config.allow_insecure_http)
        s.sync()

    def _restore(self) -> None:
        s = self.settings
        self._select(self.provider, s.value(f"{GROUP}/name", "anthropic"))
        self._select(self.server, s.value(f"{GROUP}/local_server", "Ollama"))
        self.base_url.setText(str(s.value(f"{GROUP}/base_url", "")) or DEFAULT_BASE_URLS[self.provider_name()])
        self.model.setText(str(s.value(f"{GROUP}/model", "")) or DEFAULT_MODELS[self.provider_name()])
        self.max_tokens.setValue(int_value(s, f"{GROUP}/max_tokens", 1024))
        self.timeout.setValue(float_value(s, f"{GROUP}/timeout", DEFAULT_TIMEOUT))
        self.stream.setChecked(str(s.value(f"{GROUP}/stream", "false")).lower() == "true")
        self.insecure.setChecked(str(s.value(f"{GROUP}/allow_insecure_http", "false")).lower() == "true")

    @staticmethod
    def _select(combo: QComboBox, data) -> None:
        index = combo.findData(data)
        if index >= 0:
            combo.setCurrentIndex(index)

    # ---- pre-filling -------------------------------------------------------------
    def _provider_changed(self) -> None:
        name, was = self.provider_name(), self._shown
        self._shown = name
        url = self.base_url.text().strip()  # a URL typed by hand stays only where it still fits (OpenAI ↔ OpenAI)
        if url in _DEFAULT_URLS or not url or DEFAULT_BASE_URLS[was] != DEFAULT_BASE_URLS[name]:
            self.base_url.setText(local_base_url(self.server.currentData()) if name == "local"
                                  else DEFAULT_BASE_URLS[name])
        if self.model.text().strip() in DEFAULT_MODELS.values() or not self.model.text().strip():
            self.model.setText(DEFAULT_MODELS[name])
        self._update_hints()

    def _server_changed(self) -> None:
        if self.provider_name() == "local":
            self.base_url.setText(local_base_url(self.server.currentData()))

    def _update_hints(self) -> None:
        name = self.provider_name()
        local = name == "local"
        self.server.setEnabled(local)
        names = variables_for(name)
        found = next((n for n in names if os.environ.get(n, "").strip()), None)
        live(self.key.setPlaceholderText, lambda: translate("ProviderDialog", "not needed") if local
             else translate("ProviderDialog", "leave empty: read it from the environment"))
        live(self.key_hint.setText, lambda: key_hint(local, found, names))
        self.adjustSize()  # a longer hint wraps to more lines: grow, never clip it under the buttons
