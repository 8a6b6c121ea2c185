"""The context chart: every model call's input tokens as a bar (system + tool definitions below, the history
above), its output tokens beside it, the run's running total as a line, and the token budget as a line.

Drawn with pyqtgraph (live plots on Qt's graphics view). Replies update the same bar items' arrays, at most once
per frame while the chart is shown and once when it is next shown while it is not. The axes are cached as pixmaps:
a repaint of the bars (the plot repaints under both axes) draws their labels again only when they changed. A click
on a bar reports its call (`sig_call_clicked`) so the inspector can select it. The plot (and pyqtgraph with it) is
built when the chart is first shown or a part of it is first asked for; until then only the series is kept.
A frame's redraw goes through `later` (the window gives it its event pacer's): in a turn of its own, not in the
turn of a slice of events (a run's end) and the window's paint after it.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import QGraphicsItem, QLabel, QVBoxLayout, QWidget

from core.runs.context import CallTokens, ContextSeries
from gui.common.glossary_terms import explained

DEFINITIONS_COLOR = "#90a4ae"
HISTORY_COLOR = "#1e88e5"
OUTPUT_COLOR = "#fb8c00"
TOTAL_COLOR = "#6a1b9a"
BUDGET_COLOR = "#d32f2f"
SELECTED_COLOR = "#212121"
INPUT_X, INPUT_W = -0.12, 0.44  # the input bar sits left of the call's slot, the output bar right
OUTPUT_X, OUTPUT_W = 0.24, 0.2
TOTAL_X = 0.12  # the running total's points, between the two bars (clear of the count above the input bar)
MIN_SLOTS = 4  # a first call's bar is not drawn as wide as the chart
FRAME_MS = 16  # replies arriving within one frame are drawn together
_PLOT_PARTS = frozenset({"plot", "definitions", "history", "output", "values", "highlight", "total", "budget_line",
                         "budget_label"})

if TYPE_CHECKING:
    import pyqtgraph as pg


class ContextChart(QWidget):
    sig_call_clicked = Signal(int, int)  # run, call number

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series = ContextSeries()
        self.budget: int | None = None
        self.selected = -1
        self._top, self._slots = 0.0, 0  # the axes' current extent (see _set_ranges)
        self.caption = QLabel()
        self.caption.setObjectName("context-caption")
        self.caption.setWordWrap(True)
        self._built = False
        self._stale = False  # replies arrived that the plot does not show yet
        self._frame = QTimer(self)
        self._frame.setSingleShot(True)
        self._frame.setInterval(FRAME_MS)
        self._frame.timeout.connect(lambda: self.later(self._redraw_stale))
        self.later: Callable[[Callable[[], None]], None] = lambda job: job()  # where a frame's redraw runs
        self._layout = layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        self.legend = QLabel()  # the key, above the plot so that it never covers a bar or the line
        self.legend.setObjectName("context-legend")
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        self.retranslate()

    def __getattr__(self, name: str) -> Any:
        """A part of the plot asked for before the chart was shown: build the plot now."""
        if name in _PLOT_PARTS and not self.__dict__.get("_built", True):
            self._build_plot()
            return getattr(self, name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def showEvent(self, event: QShowEvent) -> None:
        if not self._built:
            self._build_plot()
        elif self._stale:
            self._redraw()
        super().showEvent(event)

    def _build_plot(self) -> None:
        import pyqtgraph as pg

        self._built = True
        self.plot = pg.PlotWidget(background="w")
        self.plot.setObjectName("context-plot")
        item = self.plot.getPlotItem()
        item.setMouseEnabled(x=False, y=False)
        item.setMenuEnabled(False)
        item.hideButtons()
        for side in ("left", "bottom"):  # each repaint of the bars repainted both axes' 50 labels: kept as pixmaps
            item.getAxis(side).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.definitions = self._bars(DEFINITIONS_COLOR)
        self.history = self._bars(HISTORY_COLOR)
        self.output = self._bars(OUTPUT_COLOR)
        from gui.inspector.chart_values import BarValues, TotalLine

        self.values = BarValues(HISTORY_COLOR)  # each input bar's count, above it
        item.addItem(self.values, ignoreBounds=True)
        self.highlight = pg.BarGraphItem(x=[], height=[], width=INPUT_W, brush=None,
                                         pen=pg.mkPen(SELECTED_COLOR, width=2.5))
        item.addItem(self.highlight)
        self.total = TotalLine(TOTAL_COLOR)  # appended to per call, not rebuilt
        item.addItem(self.total, ignoreBounds=True)
        self._totalled: tuple[list[CallTokens], int] = ([], 0)  # the calls and how many of them the line has
        self.budget_line = pg.InfiniteLine(angle=0, movable=False, pen=pg.mkPen(BUDGET_COLOR, width=2,
                                                                                   style=Qt.PenStyle.DashLine))
        self.budget_line.setVisible(False)
        item.addItem(self.budget_line, ignoreBounds=True)
        self.budget_label = pg.TextItem(color=QColor(BUDGET_COLOR), anchor=(1, 1))
        self.budget_label.setVisible(False)
        item.addItem(self.budget_label, ignoreBounds=True)
        self.plot.scene().sigMouseClicked.connect(self._on_click)
        self.plot.scene().sigMouseMoved.connect(self._on_hover)
        self._layout.addWidget(self.plot, 1)
        self.plot.setVisible(True)  # shown with the chart now, not by the layout's later event
        self.retranslate()
        self._redraw()

    def retranslate(self) -> None:
        self.caption.setText(self.tr("Every call sends the whole history again, so each call costs more."))
        entries = ((DEFINITIONS_COLOR, "■", self.tr("system + tool definitions")),
                   (HISTORY_COLOR, "■", self.tr("history")), (OUTPUT_COLOR, "■", self.tr("output")),
                   (TOTAL_COLOR, "—●—", self.tr("run total (input)")), (BUDGET_COLOR, "- -", self.tr("token budget")))
        self.legend.setText("&nbsp; ".join(  # a narrow chart wraps its key, never between a mark and its words
            f'<span style="color:{color}">{mark}</span>&nbsp;{html.escape(text)}' for color, mark, text in entries))
        self.legend.setToolTip(explained("", "token", "system prompt", "hand-off"))
        if self._built:
            item = self.plot.getPlotItem()
            item.setLabel("left", self.tr("tokens"))
            item.getAxis("left").setToolTip(explained(self.tr("tokens"), "token"))
            self.budget_line.setToolTip(explained(self.tr("token budget"), "token", "hand-off"))
            item.setLabel("bottom", self.tr("question · call"))
            self._draw_budget(len(self.calls))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _bars(self, color: str) -> pg.BarGraphItem:
        import pyqtgraph as pg

        bars = pg.BarGraphItem(x=[], height=[], width=INPUT_W, brush=pg.mkBrush(color), pen=pg.mkPen(color))
        self.plot.getPlotItem().addItem(bars)
        return bars

    # ---- data -------------------------------------------------------------------------
    def on_event(self, event: object) -> None:
        if self.series.feed(event) is not None:
            self._stale = True
            if self._built and self.isVisible() and not self._frame.isActive():
                self._frame.start()

    def clear(self, earlier_runs: int = 0) -> None:
        self.series.reset(earlier_runs)
        self.selected = -1
        self._redraw()

    def set_budget(self, budget: int | None) -> None:
        self.budget = budget
        self._redraw()

    @property
    def calls(self) -> list[CallTokens]:
        return self.series.calls

    def _redraw_stale(self) -> None:
        if self._stale:  # not redrawn meanwhile (shown, cleared)
            self._redraw()

    def _redraw(self) -> None:
        if not self._built:
            return
        self._stale = False
        self._frame.stop()
        calls = self.series.calls
        xs = list(range(len(calls)))
        self.definitions.setOpts(x=[x + INPUT_X for x in xs], height=[c.definitions for c in calls], width=INPUT_W)
        self.history.setOpts(x=[x + INPUT_X for x in xs], y0=[c.definitions for c in calls],
                             height=[c.history for c in calls], width=INPUT_W)
        self.output.setOpts(x=[x + OUTPUT_X for x in xs], height=[c.output_tokens for c in calls], width=OUTPUT_W)
        drawn, count = self._totalled
        if drawn is not calls or count > len(calls):  # a new conversation: the line starts afresh
            self.total.clear()
            count = 0
        for index in range(count, len(calls)):  # only the calls since the last redraw
            self.total.add(calls[index].run, index + TOTAL_X, calls[index].run_total)
        self._totalled = (calls, len(calls))
        self._draw_values(calls)
        self._draw_selection()
        self._draw_budget(len(calls))
        self._set_ranges(calls)

    def _draw_values(self, calls: list[CallTokens]) -> None:
        """A count above each input bar."""
        self.values.set_values([(index + INPUT_X, call.input_tokens, str(call.input_tokens))
                                for index, call in enumerate(calls)])

    def _draw_selection(self) -> None:
        call = self.calls[self.selected] if 0 <= self.selected < len(self.calls) else None
        self.highlight.setOpts(x=[self.selected + INPUT_X] if call else [], height=[call.input_tokens] if call else [],
                               width=INPUT_W + 0.06)

    def _draw_budget(self, count: int) -> None:
        shown = self.budget is not None
        self.budget_line.setVisible(shown)
        self.budget_label.setVisible(shown)
        if self.budget is not None:
            self.budget_line.setValue(self.budget)
            self.budget_label.setText(self.tr("token budget {0}").format(self.budget))
            self.budget_label.setPos(max(self._slots, count, MIN_SLOTS) - 0.5, self.budget)

    def _set_ranges(self, calls: list[CallTokens]) -> None:
        """The axes change in steps, with room to grow: a new bar redraws the axes only now and then."""
        item = self.plot.getPlotItem()
        top = max([c.run_total for c in calls] + [c.input_tokens for c in calls] + [self.budget or 0, 20]) * 1.18
        if top > self._top or top < self._top / 3:
            self._top = top * (1.3 if calls else 1.0)
            item.setYRange(0, self._top, padding=0)
        if len(calls) > self._slots or len(calls) < self._slots - 2 * MIN_SLOTS:
            self._slots = max(MIN_SLOTS, len(calls) + (MIN_SLOTS if len(calls) >= MIN_SLOTS else 0))
            item.setXRange(-0.6, self._slots - 0.4, padding=0)
        ticks = [(x, f"{c.run}·{c.call_no}") for x, c in enumerate(calls)]
        item.getAxis("bottom").setTicks([ticks, []])

    # ---- clicks -------------------------------------------------------------------------
    def bar_point(self, index: int) -> QPointF:
        """Where on the plot's viewport the input bar of call `index` can be clicked (its middle)."""
        call = self.calls[index]
        scene = self.plot.getPlotItem().vb.mapViewToScene(QPointF(index + INPUT_X, call.input_tokens / 2))
        return self.plot.mapFromScene(scene)

    def _index_at(self, scene_pos: QPointF) -> int | None:
        """The call whose slot is at `scene_pos` (a point of the plot's scene), if any."""
        box = self.plot.getPlotItem().vb
        if not box.sceneBoundingRect().contains(scene_pos):
            return None
        x = box.mapSceneToView(scene_pos).x()
        index = round(x)
        return index if 0 <= index < len(self.calls) and abs(x - index) <= 0.5 else None

    def _on_click(self, event) -> None:
        index = self._index_at(event.scenePos()) if event.button() == Qt.MouseButton.LeftButton else None
        if index is not None:
            self.select(index)
            call = self.calls[index]
            self.sig_call_clicked.emit(call.run, call.call_no)

    def _on_hover(self, scene_pos: QPointF) -> None:
        index = self._index_at(scene_pos)
        self.plot.setToolTip("" if index is None else self.describe(self.calls[index]))

    def describe(self, call: CallTokens) -> str:
        return self.tr("question {0} · call {1}: {2} input tokens ({3} system + tool definitions, {4} history), "
                       "{5} output; this question so far: {6}").format(
            call.run, call.call_no, call.input_tokens, call.definitions, call.history, call.output_tokens,
            call.run_total)

    def select(self, index: int) -> None:
        self.selected = index
        if self._built:
            self._draw_selection()
