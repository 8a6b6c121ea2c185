"""The application's style at the zoom: check-box and radio-button indicators grow with the font of the widget
they belong to (Fusion sizes them in fixed pixels, so at 200 % they stayed 13 px beside text twice as tall).
The zoom's controller installs it once; each widget's font is its zoom, so nothing needs to be told of a zoom."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

from gui.common.zoom_sizes import base_font

PM = QStyle.PixelMetric
SCALED = frozenset({PM.PM_IndicatorWidth, PM.PM_IndicatorHeight,
                    PM.PM_ExclusiveIndicatorWidth, PM.PM_ExclusiveIndicatorHeight})


def zoom_of(widget: QWidget | None) -> float:
    """The widget's font (the application's without one) against the 100 % font."""
    size = (widget.font() if widget is not None else QApplication.font()).pointSizeF()
    base = base_font().pointSizeF()
    return size / base if size > 0 and base > 0 else 1.0


def _base_name() -> str:
    """The name of the style the application runs on, under any zoom style."""
    style = QApplication.style()
    if isinstance(style, ZoomStyle) and style.baseStyle() is not None:
        style = style.baseStyle()
    return style.name()


class ZoomStyle(QProxyStyle):
    """The application's style with the indicators' pixel metrics times the zoom of the widget asking."""

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create(_base_name()))

    def pixelMetric(self, metric: QStyle.PixelMetric,  # noqa: N802 - Qt override
                    option: QStyleOption | None = None, widget: QWidget | None = None) -> int:
        value = super().pixelMetric(metric, option, widget)
        return round(value * zoom_of(widget)) if metric in SCALED else value


def install_zoom_style() -> None:
    """The application's style becomes a `ZoomStyle` (once)."""
    if not isinstance(QApplication.style(), ZoomStyle):
        QApplication.setStyle(ZoomStyle())
