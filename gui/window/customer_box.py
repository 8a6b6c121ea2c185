"""The signed-in customer: the store's customers to choose from, or a typed id in its one stored form.

Typed text is normalised as the store does it (`k-100 ` is `K-100`). Text that cannot be a customer id is
refused with the reason and the last accepted customer stays signed in; an id without any orders is
accepted, but the note says so (otherwise every answer would silently be "not found").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QWidget

from core.engine.settings import DEFAULT_CUSTOMER
from core.lesson.orders import normalise_customer_id
from core.lesson.store import StoreError
from gui.common.i18n import live, translate


class CustomerBox(QComboBox):
    sig_note = Signal(str, bool)  # what to tell the user ("" = nothing), and whether it is a refusal

    def __init__(self, customers: Callable[[], list[str]], parent: QWidget | None = None,
                 default: str = DEFAULT_CUSTOMER) -> None:
        super().__init__(parent)
        self._customers = customers
        self._accepted = default
        self._settled = ""  # the text the last commit left in the box: committing it again changes nothing
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)  # the list is the store's customers
        live(self.setToolTip, lambda: translate(
            "CustomerBox", "The signed-in customer (session identity, never a tool argument); choose one of the "
            "store's customers or type an id"))
        self.refresh()
        self.setCurrentText(default)
        line = self.lineEdit()
        if line is not None:
            line.editingFinished.connect(self.commit)
        self.activated.connect(lambda _index: self.commit())

    def customer(self) -> str:
        """The text in its stored form if it is a customer id; else the last accepted customer."""
        try:
            return normalise_customer_id(self.currentText())
        except ValueError:
            return self._accepted

    def set_customer(self, text: str) -> None:
        self.setCurrentText(text)
        self.commit()

    def refresh(self) -> None:
        """Offer the customers the store holds now (read each time the list opens)."""
        text = self.currentText()
        known = self._known()
        if known != [self.itemText(i) for i in range(self.count())]:
            self.blockSignals(True)
            self.clear()
            self.addItems(known)
            self.setCurrentText(text)
            self.blockSignals(False)

    def commit(self) -> None:
        """Normalise the typed text, or refuse it and put the last accepted customer back."""
        typed = self.currentText()
        if typed == self._settled:
            return
        try:
            customer = normalise_customer_id(typed)
        except ValueError:
            self._settled = self._accepted
            self.setCurrentText(self._accepted)
            note = translate("CustomerBox", "“{typed}” is not a customer id (letters, digits, - and _, at most 32 "
                                            "characters) — still {customer}")
            self.sig_note.emit("✗ " + note.format(typed=typed.strip(), customer=self._accepted), True)
            return
        self._accepted = self._settled = customer
        if typed != customer:
            self.setCurrentText(customer)
        missing = customer not in self._known()
        self.sig_note.emit(translate("CustomerBox", "{customer} has no orders").format(customer=customer)
                           if missing else "", False)

    def showPopup(self) -> None:
        self.refresh()
        super().showPopup()

    def _known(self) -> list[str]:
        try:
            return self._customers()
        except StoreError:  # the store is unavailable for a moment: offer what is listed
            return [self.itemText(i) for i in range(self.count())]
