"""A small editor for a fault's trigger: next call, every call, the Nth call, or probability p with a seed."""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QSpinBox, QWidget

from core.faults.tool_faults import Trigger
from gui.common.i18n import QT_TRANSLATE_NOOP, live, live_items, translate

KINDS = {"next": QT_TRANSLATE_NOOP("Faults", "next call"), "every": QT_TRANSLATE_NOOP("Faults", "every call"),
         "nth": QT_TRANSLATE_NOOP("Faults", "Nth call"), "probability": QT_TRANSLATE_NOOP("Faults", "probability")}


class TriggerEditor(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind_combo = QComboBox()
        live_items(self.kind_combo, {key: partial(translate, "Faults", source) for key, source in KINDS.items()})
        self.n_spin = QSpinBox()
        self.n_spin.setRange(1, 999)
        self.n_spin.setPrefix("N=")
        self.p_spin = QDoubleSpinBox()
        self.p_spin.setRange(0.0, 1.0)
        self.p_spin.setSingleStep(0.1)
        self.p_spin.setValue(0.5)
        self.p_spin.setPrefix("p=")
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2**31 - 1)
        live(self.seed_spin.setPrefix, lambda: translate("Faults", "seed "))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.kind_combo, self.n_spin, self.p_spin, self.seed_spin):
            layout.addWidget(widget)
        self.kind_combo.currentIndexChanged.connect(self._update)
        self._update()

    def trigger(self) -> Trigger:
        return Trigger(kind=self.kind_combo.currentData(), n=self.n_spin.value(), p=self.p_spin.value(),
                       seed=self.seed_spin.value())

    def set_trigger(self, trigger: Trigger) -> None:
        self.kind_combo.setCurrentIndex(self.kind_combo.findData(trigger.kind))
        self.n_spin.setValue(trigger.n)
        self.p_spin.setValue(trigger.p)
        self.seed_spin.setValue(trigger.seed)

    def _update(self) -> None:
        kind = self.kind_combo.currentData()
        self.n_spin.setVisible(kind == "nth")
        self.p_spin.setVisible(kind == "probability")
        self.seed_spin.setVisible(kind == "probability")
