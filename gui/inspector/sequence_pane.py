"""The sequence diagram's tab: the diagram above, with Copy as Mermaid, Export SVG… and Export PNG…."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gui.common.flow_layout import FlowLayout
from gui.inspector.sequence_view import SequenceView


class SequencePane(QWidget):
    """The diagram with its export buttons."""

    sig_exported = Signal(str)  # the path written

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = SequenceView()
        self.copy_button, self.svg_button, self.png_button = QPushButton(), QPushButton(), QPushButton()
        self.copy_button.clicked.connect(self.copy_mermaid)
        self.svg_button.clicked.connect(lambda: self._export("svg"))
        self.png_button.clicked.connect(lambda: self._export("png"))
        self.note = QLabel()
        self.note.setObjectName("sequence-note")
        self.note.setWordWrap(True)  # a long note (Russian) wraps instead of widening the whole inspector
        self.note.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.retranslate()
        buttons = QWidget()  # the buttons wrap under each other rather than widening a narrow or zoomed inspector
        flow = FlowLayout(buttons)
        for button in (self.copy_button, self.svg_button, self.png_button):
            flow.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(buttons)
        layout.addWidget(self.note)
        layout.addWidget(self.view, 1)

    def retranslate(self) -> None:
        self.copy_button.setText(self.tr("Copy as Mermaid"))
        self.svg_button.setText(self.tr("Export SVG…"))
        self.png_button.setText(self.tr("Export PNG…"))
        self.note.setText(self.tr("Click an arrow to select its message or call."))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def copy_mermaid(self) -> str:
        text = self.view.mermaid()
        QGuiApplication.clipboard().setText(text)
        arrows = len(self.view.arrow_items)
        self.note.setText(self.tr("Mermaid text copied (%n arrow(s)).", "", arrows))
        return text

    def _export(self, kind: str) -> None:
        filters = {"svg": self.tr("SVG image (*.svg)"), "png": self.tr("PNG image (*.png)")}
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the sequence diagram"), f"sequence.{kind}",
                                              filters[kind])
        if path:
            self.export(path)

    def export(self, path: str) -> bool:
        """Write the diagram to `path` (SVG by its suffix, else PNG); say so, or say why not."""
        svg = path.lower().endswith(".svg")
        if not svg and not path.lower().endswith(".png"):
            path += ".png"
        written = self.view.write_svg(path) if svg else self.view.to_image().save(path)
        if written:
            self.note.setText(self.tr("Saved {0}").format(path))
            self.sig_exported.emit(path)
        else:
            self.note.setText(self.tr("{0} could not be written.").format(path))
        return written
