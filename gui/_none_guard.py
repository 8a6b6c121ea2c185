"""Work around a PySide6 6.12 reference-count bug that crashes Python 3.11 with "deallocating None".

Every time PySide6 hands an invalid QVariant to Python as `None` (e.g.
`index.data(role)` for a role the model does not answer, or an inherited
`headerData`), it returns None without taking a reference. On CPython 3.12+
None is immortal and nothing happens; on 3.11 None's count falls with each
call until the interpreter aborts (a few hundred repaints of a table whose
delegate asks `index.data(BackgroundRole)`). Reproduce with
`QAbstractTableModel.headerData(model, 0, Qt.Horizontal, Qt.FontRole)` in a
loop while watching `sys.getrefcount(None)`.

The guard gives None, once, a reference count no session can exhaust, which is
what 3.12 does by design. Nothing else is touched.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 50
_done = False


def keep_none_alive() -> None:
    global _done
    if _done or sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    ctypes.c_ssize_t.from_address(id(None)).value += _HEADROOM
    _done = True
