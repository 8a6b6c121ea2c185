"""The signed-in customer: the store's customers to choose from, or a typed id in its one stored form.

Typed text is normalised as the store does it (`k-100 ` is `K-100`). Text that cannot be a customer id is
refused with the reason and the last accepted customer stays signed in; an id without any orders is
accepted, but the note says so (otherwise every answer would silently be "not found").
The note shows where the id was typed, whatever the toolbar hides: at once as the box's tooltip, then in its
tooltip (and, for a refusal, a red frame) until the next customer; the window puts it in the status bar too.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Signal
from PySide6.QtWidgets import QComboBox, QToolTip, QWidget

from core.engine.settings import DEFAULT_CUSTOMER
from core.lesson.orders import normalise_customer_id
from core.lesson.store import StoreError
from gui.common.i18n import live, translate


class CustomerBox(QComboBox):
    sig_note = Signal(str, bool)  # what to tell the user ("" = nothing), and whether it is a refusal
    REFUSED_STYLE = "QComboBox { border: 2px solid #b00020; border-radius: 3px; padding: 1px 4px; }"

    def __init__(self, customers: Callable[[], list[str]], parent: QWidget | None = None,
                 default: str = DEFAULT_CUSTOMER) -> None:
        super().__init__(parent)
        self._customers = customers
        self._accepted = default
        self._settled = ""  # the text the last commit left in the box: committing it again changes nothing
        self._note: Callable[[], str] = str  # the note on the last commit, in the current language ("": none)
        self.refused = False
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)  # the list is the store's customers
        live(self.setToolTip, self._tooltip)
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
            self._settled = accepted = self._accepted
            self.setCurrentText(accepted)
            self._tell(lambda: "✗ " + translate(
                "CustomerBox", "“{typed}” is not a customer id (letters, digits, - and _, at most 32 characters) "
                "— still {customer}").format(typed=typed.strip(), customer=accepted), refused=True)
            return
        self._accepted = self._settled = customer
        if typed != customer:
            self.setCurrentText(customer)
        missing = customer not in self._known()
        self._tell((lambda: translate("CustomerBox", "{customer} has no orders").format(customer=customer))
                   if missing else str, refused=False)

    def note(self) -> str:
        """What the last commit had to say, in the current language ("" if nothing)."""
        return self._note()

    def _tooltip(self) -> str:
        general = translate("CustomerBox", "The signed-in customer (session identity, never a tool argument); "
                                           "choose one of the store's customers or type an id")
        return f"{self._note()}\n\n{general}" if self._note() else general

    def _tell(self, note: Callable[[], str], refused: bool) -> None:
        self._note, self.refused = note, refused
        live(self.setToolTip, self._tooltip)
        self.setStyleSheet(self.REFUSED_STYLE if refused else "")
        text = note()
        if text and self.isVisible():  # at once, under the box
            QToolTip.showText(self.mapToGlobal(QPoint(0, self.height())), text, self)
        elif not text and QToolTip.isVisible() and QToolTip.text().startswith("✗"):
            QToolTip.hideText()
        self.sig_note.emit(text, refused)

    def showPopup(self) -> None:
        self.refresh()
        super().showPopup()

    def _known(self) -> list[str]:
        try:
            return self._customers()
        except StoreError:  # the store is unavailable for a moment: offer what is listed
            return [self.itemText(i) for i in range(self.count())]
