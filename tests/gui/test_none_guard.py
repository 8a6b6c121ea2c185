"""The PySide6 6.12 None-refcount workaround is active wherever `gui` is imported (see gui/_none_guard.py)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

import gui  # noqa: F401 - importing the package installs the guard


class _Empty(QAbstractTableModel):
    def rowCount(self, parent=QModelIndex()):
        return 0

    def columnCount(self, parent=QModelIndex()):
        return 1


def test_none_survives_many_invalid_variants():
    model = _Empty()
    before = sys.getrefcount(None)
    for _ in range(20000):  # each call returns None to Python, 6.12 without taking a reference
        assert model.headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole) is None
    if sys.version_info < (3, 12):
        assert sys.getrefcount(None) > 1 << 40
    assert sys.getrefcount(None) >= before - 20000
