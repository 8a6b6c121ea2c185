"""The model chooser owns the combo: its entries name the model in use, whoever switched it, and a busy run refuses."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox

from core.faults.scripted import ScriptedClient
from core.lesson.fake_model import FakeClient
from core.providers import ProviderConfig, make_client
from gui.models.chooser import BUSY, FAKE_ENTRY, REAL_ENTRY, SCRIPTED_ENTRY, ModelChooser
from gui.models.labels import REAL_MODEL, SCRIPTED

SCRIPT = '{"name": "demo", "replies": [{"text": "hallo"}]}'


def test_the_combo_always_names_the_model_in_use(qtbot):
    combo = QComboBox()
    qtbot.addWidget(combo)
    busy = [False]
    chooser = ModelChooser(combo, FakeClient(), lambda: busy[0])
    chosen, refused, asked = [], [], []
    chooser.sig_chosen.connect(lambda new, old: chosen.append(new))
    chooser.sig_refused.connect(refused.append)
    chooser.sig_open_script.connect(lambda: asked.append("script"))
    assert [combo.itemText(i) for i in range(combo.count())] == ["Fake (lesson)", REAL_MODEL, SCRIPTED]
    script = ScriptedClient.from_text(SCRIPT)
    assert chooser.use(script) and chosen == [script]
    assert combo.currentIndex() == SCRIPTED_ENTRY and combo.currentText() == "Scripted: demo (1 reply)"
    provider = make_client(ProviderConfig("local", model="m", base_url="http://127.0.0.1:9/v1"))
    try:
        assert chooser.use(provider)
        assert combo.currentIndex() == REAL_ENTRY and combo.itemText(REAL_ENTRY).startswith("Local server")
        assert combo.itemText(SCRIPTED_ENTRY) == SCRIPTED  # the script is no longer in use
        combo.setCurrentIndex(SCRIPTED_ENTRY)
        chooser.choose(SCRIPTED_ENTRY)  # the editor is asked for; the provider stays in use until a script is
        assert asked == ["script"] and chooser.client is provider
        chooser.show_current()  # the editor was cancelled
        assert combo.currentIndex() == REAL_ENTRY
        busy[0] = True
        combo.setCurrentIndex(FAKE_ENTRY)
        chooser.choose(FAKE_ENTRY)
        assert refused == [BUSY] and chooser.client is provider and combo.currentIndex() == REAL_ENTRY
        busy[0] = False
        chooser.choose(FAKE_ENTRY)
        assert isinstance(chooser.client, FakeClient) and combo.currentIndex() == FAKE_ENTRY
        assert combo.itemText(REAL_ENTRY) == REAL_MODEL
    finally:
        provider.close()
