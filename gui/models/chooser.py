"""The model combo's one owner: its three entries, the model the next question runs with, and what the combo shows.

`ModelChooser` fills the toolbar's combo (the lesson's fake, a real provider,
a script), holds the client in use, and is the only code that sets the combo's
index and texts: they always name the client in use. Picking the fake switches
at once; picking "Real provider…" or "Scripted…" asks for a dialog
(`sig_open_real`, `sig_open_script`), which then calls `use(client)`, or
`show_current()` on Cancel. A switch is refused while a question runs, and
said through `sig_refused`. The client travels to the worker in each run
request; nothing else holds it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QComboBox

from core.engine.client import ModelClient
from core.faults.scripted import ScriptedClient
from core.lesson.fake_model import FakeClient
from gui.common.i18n import QT_TRANSLATE_NOOP, on_language_change, translate
from gui.models.labels import FAKE_MODEL, REAL_MODEL, SCRIPTED, provider_config, provider_label, scripted_description

FAKE_ENTRY, REAL_ENTRY, SCRIPTED_ENTRY = 0, 1, 2
REAL_TIP = QT_TRANSLATE_NOOP(
    "Models", "Anthropic, OpenAI (Chat Completions or Responses) or a local OpenAI-compatible server")
SCRIPT_TIP = QT_TRANSLATE_NOOP(
    "Models", "A model that replies exactly as a JSON script says; the loop and the tools run for real")
BUSY = QT_TRANSLATE_NOOP("Models", "⚠ The model can be switched once the running question is finished.")


def entry_of(client: ModelClient) -> int:
    """The combo entry that names `client` (a model given to the window by code shows as the fake's entry)."""
    if isinstance(client, ScriptedClient):
        return SCRIPTED_ENTRY
    return REAL_ENTRY if provider_config(client) is not None else FAKE_ENTRY


class ModelChooser(QObject):
    sig_chosen = Signal(object, object)  # the client now in use, the one it replaced
    sig_refused = Signal(str)  # why a switch did not happen (a question runs)
    sig_open_real = Signal()  # "Real provider…" was picked: its dialog decides
    sig_open_script = Signal()  # "Scripted…" was picked: the script editor decides

    def __init__(self, combo: QComboBox, client: ModelClient, busy: Callable[[], bool],
                 parent: QObject | None = None, make_fake: Callable[[], ModelClient] = FakeClient) -> None:
        super().__init__(parent)
        self.make_fake = make_fake  # the current lesson's fake model
        self.combo = combo
        self.busy = busy
        self._client = client
        combo.clear()
        combo.addItems(["", "", ""])
        combo.activated.connect(self.choose)
        self.show_current()
        on_language_change(combo, lambda _combo: self._renamed())  # as long as the combo lives

    @property
    def client(self) -> ModelClient:
        """The model the next question runs with."""
        return self._client

    def new_conversation(self) -> None:
        """The conversation was cleared: the lesson's fake model counts call ids from `call_1` again
        (a script starts over through its own chooser; a real provider makes its own ids)."""
        if isinstance(self._client, FakeClient):
            self._client.reset()

    @property
    def entry(self) -> int:
        return entry_of(self._client)

    def choose(self, index: int) -> None:
        """An entry picked in the combo."""
        if index == FAKE_ENTRY:
            if self.entry != FAKE_ENTRY:
                self.use(self.make_fake())
            else:
                self.show_current()
        elif index == REAL_ENTRY:
            if self.busy():
                self._refuse()
            else:
                self.sig_open_real.emit()
        elif index == SCRIPTED_ENTRY:
            self.sig_open_script.emit()

    def use(self, client: ModelClient) -> bool:
        """Make `client` the model for the next question; refused (and said) while one runs."""
        if self.busy():
            self._refuse()
            return False
        old, self._client = self._client, client
        self.show_current()
        if old is not client:
            self.sig_chosen.emit(client, old)
        return True

    def show_current(self) -> None:
        """Name the model in use: its entry selected, the provider and the script named in their entries."""
        combo = self.combo
        combo.setItemData(REAL_ENTRY, translate("Models", REAL_TIP), Qt.ItemDataRole.ToolTipRole)
        combo.setItemData(SCRIPTED_ENTRY, translate("Models", SCRIPT_TIP), Qt.ItemDataRole.ToolTipRole)
        combo.setToolTip(translate("Models", "The model the loop talks to: the lesson's fake, a real provider ({real}) "
                                   "or a script").format(real=translate("Models", REAL_TIP)))
        config = provider_config(self._client)
        combo.setItemText(FAKE_ENTRY, translate("Models", FAKE_MODEL))
        combo.setItemText(REAL_ENTRY, f"{provider_label(config.provider)}…" if config
                          else translate("Models", REAL_MODEL))
        scripted = self._client if isinstance(self._client, ScriptedClient) else None
        combo.setItemText(SCRIPTED_ENTRY, scripted_description(scripted) if scripted else translate("Models", SCRIPTED))
        self.combo.setCurrentIndex(self.entry)

    @staticmethod
    def refusal() -> str:
        """Why a switch did not happen, in the language chosen now."""
        return translate("Models", BUSY)

    def _renamed(self) -> None:
        """The entries in the new language, and the combo as wide as they now need: it measures them once, when
        first shown, so the English width would cut 'Заглушка (урок)'."""
        self.show_current()
        adjust = QComboBox.SizeAdjustPolicy
        for policy in (adjust.AdjustToContents, adjust.AdjustToContentsOnFirstShow):
            self.combo.setSizeAdjustPolicy(policy)  # each change forgets the measured width

    def _refuse(self) -> None:
        self.sig_refused.emit(self.refusal())
        self.show_current()
