"""The live sequence diagram: customer, program, model, tools and human, one arrow per step of the loop.

Arrows are appended to the scene as the events arrive (a call's arrow gets its token count when the reply
comes back); nothing is rebuilt per event. The scroll to the newest arrow runs through `later` (the window gives
it its event pacer's): a new arrow below the view's edge costs no paint in the slice of events that drew it,
and the scroll, with the strip it brings into sight and the names' row, is painted in a turn without a slice.
Hidden (another inspector tab in front, as by default), an event only feeds the builder (the arrows as data,
all Mermaid needs); once the run has ended the items are made a few a turn through `later` (see CHUNK), and
what is still missing once the view is shown, or its items or an export are read.
Clicking an arrow reports it (`sig_arrow_clicked`) so the inspector can select its message or call. The same
arrows export as SVG, PNG or Mermaid text (see sequence_pane).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QEvent, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from core.engine.client import ModelError
from core.engine.events import RunEnded
from core.runs.sequence import LIFELINES, Arrow, SequenceBuilder, to_mermaid
from gui.common.provider_events import CallFailed
from gui.common.provider_words import failure_head
from gui.common.scrollbars import lean_scrollbars
from gui.inspector.sequence_items import MARGIN, ArrowItem, Columns, GroupItem, LifelineItem
from gui.inspector.sequence_wording import translated_wording

CHUNK = 24  # items made per idle turn while hidden: 0.07-0.09 ms each, about 2 ms a turn


class NamesHeader(QWidget):
    """While the view is scrolled down, the lifelines' names stay at its top: a widget of their own on the
    viewport (not the view's foreground), so a scroll shifts the diagram's pixels and paints only the strip
    that came into sight and the header's own rows, instead of repainting the whole view. (A widget beside the
    viewport, overlapping it, would make Qt repaint the whole viewport on each scroll again.)"""

    def __init__(self, view: SequenceView) -> None:
        super().__init__(view.viewport())  # the viewport's scroll shifts it too: `place` puts it back
        self.view = view
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks reach the arrows beneath
        self.hide()

    def place(self) -> None:
        """Over the viewport's top, shown only while the first row of the scene is out of sight."""
        view = self.view
        self.setGeometry(0, 0, view.viewport().width(), math.ceil(view.columns.header - 4))
        self.setVisible(view.mapToScene(0, 0).y() > 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        view = self.view
        left, top = view.mapToScene(0, 0).x(), view.mapToScene(0, 0).y()
        painter = QPainter(self)
        painter.setRenderHints(view.renderHints())
        painter.setTransform(view.viewportTransform())  # scene coordinates, as the viewport paints them
        painter.fillRect(QRectF(left, top, self.width(), view.columns.header - 4), QColor(255, 255, 255, 230))
        for lifeline in view.lifelines:
            lifeline.paint_head(painter, top)


class SequenceView(QGraphicsView):
    sig_arrow_clicked = Signal(object)  # the Arrow clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.builder = SequenceBuilder(translated_wording())
        self.setScene(QGraphicsScene(self))
        self.scene().setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # a growing scene: no BSP to rebuild
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setBackgroundBrush(QColor("#ffffff"))
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        lean_scrollbars(self)  # it scrolls on with every burst of arrows
        self.columns = Columns(self.font())
        self._drawn: list[ArrowItem] = []  # the items made so far, one per arrow (see arrow_items)
        self._changed: set[int] = set()  # drawn arrows the builder completed while the view was hidden
        self._idle = False  # hidden, the last event ended a run: missing items are made in idle turns
        self.lifelines: list[LifelineItem] = []
        self.selected: ArrowItem | None = None
        self._scroll_pending = False
        self.later: Callable[[Callable[[], None]], None] = lambda job: QTimer.singleShot(0, self, job)  # see module
        self._following = True  # the view shows the newest arrow, unless the user scrolled up to read
        self._events: list[object] = []  # what was drawn, to draw again in another language
        self._earlier_runs = 0
        self._failure: ModelError | None = None  # why the run's model call failed: the hand-off says it
        self._next_top = 0.0  # where the next arrow goes (see _grow)
        self.header = NamesHeader(self)
        self._start_scene()

    def _start_scene(self) -> None:
        wording = self.builder.wording
        names = [wording.lifeline(key) for key in LIFELINES]
        self.columns.fit(self.viewport().width(), names)
        self.columns.bottom = self.columns.header + MARGIN
        self.lifelines = [LifelineItem(key, name, self.columns) for key, name in zip(LIFELINES, names, strict=True)]
        for item in self.lifelines:
            self.scene().addItem(item)
        self._groups: list[GroupItem] = []
        self._grow(self.columns.header + 4)
        self.header.place()  # a zoom's height
        self.header.update()  # new names, or new sizes

    # ---- the event stream ----------------------------------------------------------
    def on_event(self, event: object) -> None:
        self._events.append(event)
        if isinstance(event, CallFailed):
            self._failure = event.error
        elif isinstance(event, RunEnded) and event.reason == "model_error" and self._failure is not None:
            event = replace(event, detail=failure_head(self._failure))  # the program's words, in its language
        changes = self.builder.feed(event)
        if not self.isVisible():  # drawn after the run, a few a turn (_draw_some), or once shown or read
            self._changed.update(position for position, _arrow in changes if position < len(self._drawn))
            self._idle = isinstance(event, RunEnded)  # a run going on: its events cost no more than that
            if self._idle:
                self.later(self._draw_some)
            return
        self._catch_up()
        for position, arrow in changes:
            if position < len(self._drawn):
                self._drawn[position].set_arrow(arrow)
            else:
                self._append(position, arrow)

    def _catch_up(self, most: int | None = None) -> None:
        """Draw what the builder added while the view was hidden (the first `most` of it), as drawn then."""
        for position in self._changed:
            self._drawn[position].set_arrow(self.builder.arrows[position])
        self._changed.clear()
        end = len(self.builder.arrows) if most is None else min(len(self.builder.arrows), len(self._drawn) + most)
        missing = range(len(self._drawn), end)
        for position in missing:
            self._append(position, self.builder.arrows[position], live=False)
        if missing:
            self._grow(self._next_top)  # once for them all

    def _draw_some(self) -> None:
        """A run ended while hidden: the next CHUNK missing items in this idle turn, the rest in the next ones,
        unless another run began meanwhile (its end asks again)."""
        if self._idle:
            self._catch_up(CHUNK)
            if len(self._drawn) < len(self.builder.arrows):
                self.later(self._draw_some)

    @property
    def arrow_items(self) -> list[ArrowItem]:
        """One item per arrow, all of them (drawn now if the view was hidden)."""
        self._catch_up()
        return self._drawn

    @property
    def groups(self) -> list[GroupItem]:
        self._catch_up()
        return self._groups

    def _append(self, position: int, arrow: Arrow, live: bool = True) -> None:
        """Draw the arrow; `live` (not caught up, see _catch_up) follows the view's scroll and grows the scene."""
        if live:  # an arrow drawn while a scroll waits is followed too: the view is not at its end yet
            self._following = self._scroll_pending or self._at_bottom()
        follow = self._following
        top = self._next_top
        if arrow.group_size > 1 and position == arrow.group:
            caption = self.builder.wording.tool_uses(arrow.group_size)
            group = GroupItem(caption, top, arrow.group_size, self.columns)
            self.scene().addItem(group)
            self._groups.append(group)
            top += self.columns.group_header
        item = ArrowItem(position, arrow, top, self.columns)
        self.scene().addItem(item)
        self._drawn.append(item)
        extra = 4.0 if arrow.group_size > 1 and position == arrow.group + arrow.group_size - 1 else 0.0
        self._next_top = top + self.columns.row + extra
        if live:
            self._grow(self._next_top)
        if follow and not self._scroll_pending and self.isVisible():  # one per burst, once the scene has grown
            self._scroll_pending = True
            self.later(self._scroll_to_end)

    def showEvent(self, event: QShowEvent) -> None:
        """A tab shown again shows the newest arrows (unless the user had scrolled up)."""
        self._catch_up()
        super().showEvent(event)
        if self._following:
            QTimer.singleShot(0, self, self._scroll_to_end)

    def _scroll_to_end(self) -> None:
        self._scroll_pending = False
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def _grow(self, next_top: float) -> None:
        """Room for the next arrow: the lifelines run on to it."""
        self._next_top, old_bottom = next_top, self.columns.bottom
        self.columns.bottom = next_top + self.columns.row / 2
        for lifeline in self.lifelines:
            lifeline.extend(old_bottom)
        self.scene().setSceneRect(QRectF(0, 0, self.columns.width, self.columns.bottom + MARGIN))

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)  # shifts the viewport's pixels and its child, the header
        self.header.place()
        if dx:
            self.header.update()  # the names move sideways with the diagram

    def _at_bottom(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 4

    def clear(self, earlier_runs: int = 0) -> None:
        self.scene().clear()
        self._drawn, self.selected, self._events = [], None, []
        self._changed.clear()
        self._earlier_runs = earlier_runs
        self.builder.reset(earlier_runs)
        self._start_scene()

    def changeEvent(self, event: QEvent) -> None:
        """A new UI language or zoom: the same arrows again, in its words (the lesson's words stay), at its size."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the zoom: text, rows and boxes drawn at the new size
            self.columns = Columns(self.font())
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            events = self._events
            self.builder.wording = translated_wording()
            self.clear(self._earlier_runs)
            for each in events:
                self.on_event(each)

    # ---- layout, clicks ---------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for item in (*self.lifelines, *self._drawn, *self._groups):
            item.prepareGeometryChange()
        self.columns.fit(self.viewport().width(), [item.name for item in self.lifelines])
        self._grow(self._next_top)
        self.header.place()
        self.header.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        for item in self.items(event.position().toPoint()):
            if isinstance(item, ArrowItem):
                self.select(item.position)
                self.sig_arrow_clicked.emit(item.arrow)
                return

    def select(self, position: int) -> None:
        if self.selected is not None:
            self.selected.set_selected(False)
        self.selected = self.arrow_items[position] if 0 <= position < len(self.arrow_items) else None
        if self.selected is not None:
            self.selected.set_selected(True)

    def arrow_point(self, position: int):
        """Where on the viewport arrow `position` can be clicked (its line's middle)."""
        item = self.arrow_items[position]
        self.ensureVisible(item.boundingRect(), 0, 0)
        x1, x2 = item._ends()
        return self.mapFromScene((x1 + x2) / 2 + (14 if x1 == x2 else 0), item.line_y())

    # ---- exports ----------------------------------------------------------------------
    def mermaid(self) -> str:
        return to_mermaid(self.builder.arrows, self.builder.wording)

    def to_image(self, scale: float = 2.0) -> QImage:
        self._catch_up()
        rect = self.scene().sceneRect()
        image = QImage(int(rect.width() * scale), int(rect.height() * scale), QImage.Format.Format_ARGB32)
        image.fill(QColor("#ffffff"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.scene().render(painter, QRectF(image.rect()), rect)
        painter.end()
        return image

    def write_svg(self, path: str) -> bool:
        self._catch_up()
        rect = self.scene().sceneRect()
        generator = QSvgGenerator()
        generator.setFileName(path)
        generator.setSize(rect.size().toSize())
        generator.setViewBox(QRectF(0, 0, rect.width(), rect.height()))
        generator.setTitle(self.tr("Tool loop sequence diagram"))
        painter = QPainter()
        if not painter.begin(generator):
            return False
        self.scene().render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
        return painter.end()
