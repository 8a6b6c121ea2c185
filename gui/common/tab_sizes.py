"""Tabs whose minimum size is that of the page they show, not of their largest page: Qt's stacked layout asks
every page, hidden ones too, so one roomy tab would keep a small or zoomed window from fitting its screen."""

from __future__ import annotations

from PySide6.QtWidgets import QSizePolicy, QTabWidget


def size_by_shown_page(tabs: QTabWidget) -> None:
    """From now on only the current page counts; pages added later join on the next change of tab."""
    tabs.currentChanged.connect(lambda _index: follow_shown_page(tabs))
    follow_shown_page(tabs)


def follow_shown_page(tabs: QTabWidget) -> None:
    """Hidden pages ask for no room (Ignored); the shown one asks for its own (a page of a stack fills it
    whatever its policy, so Preferred changes nothing else)."""
    for index in range(tabs.count()):
        policy = QSizePolicy.Policy.Preferred if index == tabs.currentIndex() else QSizePolicy.Policy.Ignored
        page = tabs.widget(index)
        if page is not None:
            page.setSizePolicy(policy, policy)
    tabs.updateGeometry()
