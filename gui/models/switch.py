"""The model chooser's "Real provider…" entry: the lesson's fake, or a real provider chosen in ProviderDialog.

Choosing "Real provider…" opens the dialog (one per window, so a key typed into
it stays in memory for the session and nowhere else). OK builds the client
with `make_client` and hands it to the `ModelChooser`; Cancel, or a running
question, leaves the model in use (the chooser names it again).

Which model was chosen ("fake", "real" or "other") is remembered in the
window's QSettings under CHOICE_KEY; the provider's settings are the dialog's
own. On the next start `restore()` picks the real provider again if its key is
in the environment (or none is needed), else stays on the fake and says which
variable to set. The key itself is never stored.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QTimer
from PySide6.QtWidgets import QLabel

from core.engine.client import ModelClient, ModelError
from core.lesson.fake_model import FakeClient
from core.providers import MissingKey, ProviderConfig, make_client
from core.providers.keys import variables_for
from gui.common.i18n import live, translate
from gui.common.provider_words import failure_text, worded
from gui.models.chooser import ModelChooser
from gui.models.labels import REAL_MODEL, describe, provider_config, provider_label

if TYPE_CHECKING:
    from gui.models.provider_dialog import ProviderDialog

CHOICE_KEY = "model/choice"


def _not_restored(error: Exception) -> str:
    """Why the last model was not restored; a reason the program cannot word is quoted on a line of its own."""
    if worded(error):
        return "⚠ " + translate("ModelSwitch", "The last model was not restored: {why}").format(why=failure_text(error))
    return "⚠ " + translate("ModelSwitch", "The last model was not restored:") + f"\n“{failure_text(error)}”"


def _no_key(config: ProviderConfig) -> str:
    """The last model needs a key the environment lacks: which one, in the language chosen now."""
    names = translate("ModelSwitch", " or ").join(variables_for(config.provider))
    return "⚠ " + translate("ModelSwitch", "Last used: {provider} · {model}. No key in the environment — set {names} "
                            "and start again (or choose “{real}”). Now: the fake model.").format(
        provider=provider_label(config.provider), model=config.resolved_model, names=names,
        real=translate("Models", REAL_MODEL))


class ModelSwitch(QObject):
    def __init__(self, window, chooser: ModelChooser) -> None:
        super().__init__(window)
        self.window = window
        self.chooser = chooser
        self.dialog: ProviderDialog | None = None
        self.accepted_key: str | None = None
        self.label = QLabel()
        self.label.setObjectName("model-label")
        window.statusBar().addPermanentWidget(self.label)
        chooser.sig_open_real.connect(self.open_dialog)
        chooser.sig_chosen.connect(self._chosen)
        live(self.label.setText, lambda: describe(chooser.client))

    @property
    def config(self) -> ProviderConfig | None:
        return provider_config(self.chooser.client)

    def open_dialog(self) -> ProviderDialog:
        """Show the dialog without blocking (tests reach it as `self.dialog`); OK or Cancel decides."""
        dialog = self._make_dialog()
        dialog.open()
        return dialog

    def _make_dialog(self) -> ProviderDialog:
        if self.dialog is None:
            settings = self.window.settings if self.window.settings is not None else QSettings()
            from gui.models.provider_dialog import ProviderDialog

            self.dialog = ProviderDialog(self.window, settings)
            self.dialog.sig_client_ready.connect(self._accepted)
            self.dialog.rejected.connect(self.chooser.show_current)
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
                self.window.chat.add_notice(partial(_not_restored, bad), "#b26a00")
                return False
            self.window.chat.add_notice(partial(_no_key, config), "#b26a00")
            names = translate("ModelSwitch", " or ").join(variables_for(config.provider))
            self._say_soon(translate("ModelSwitch", "Fake model: set {names} for {provider}").format(
                names=names, provider=config.provider), 30000)
            return False
        if not self.chooser.use(client):
            return False
        self._say_soon(translate("ModelSwitch", "restored: {model}").format(model=describe(client)), 15000)
        return True

    def _say_soon(self, text: str, ms: int) -> None:
        """A status bar notice once the window is up."""
        QTimer.singleShot(0, self, lambda: self.window.status.notify(text, ms))

    def _accepted(self, client: ModelClient, key: str | None) -> None:
        """The dialog built a client (it refuses, and says why, when it cannot)."""
        if self.chooser.use(client):
            self.accepted_key = key  # what the model in use was built with (memory only), for batch runs
        else:
            client.close()

    def _chosen(self, client: ModelClient, old: ModelClient) -> None:
        live(self.label.setText, lambda: describe(client))
        self._remember("real" if provider_config(client) else "fake" if isinstance(client, FakeClient) else "other")
        if provider_config(old) is not None:
            self._close_when_unused(old)

    def _close_when_unused(self, client: ModelClient) -> None:
        """Close the provider client the loop no longer uses; a "Run again" still talking to it finishes first."""
        files = getattr(getattr(self.window, "bench", None), "files", None)
        if files is None:
            client.close()
        else:
            files.replayer.when_idle(client.close)

    def shutdown(self) -> None:
        """Stop a connection test the dialog may be running (the window is closing)."""
        if self.dialog is not None:
            self.dialog.shutdown()

    def _remember(self, choice: str) -> None:
        if self.window.settings is not None:
            self.window.settings.setValue(CHOICE_KEY, choice)
