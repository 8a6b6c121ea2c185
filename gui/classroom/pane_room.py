"""How narrow each of the three panes may get and still be used, worked out from its content in its own font
(so it grows with the zoom and follows the language), and a splitter's widths shared out so that no pane falls
below that while the total allows it: the room a dock or a narrow window takes comes from the pane with the most
to spare, and a total too small for all of them is shared in proportion to what each needs.

- the chat: a bubble keeps CHAT_CHARS characters a line, and the input line shows its placeholder (up to
  INPUT_CHARS characters) beside the Send button;
- the inspector: INSPECTOR_CHARS characters across its message tree (a block's name and the start of its text);
- the orders: their key columns whole (KEY_COLUMNS: the order, its customer, its status) beside the scroll bar;
  the dates scroll.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from gui.chat.bubbles import EDGE, NARROW_INDENT

CHAT_CHARS = 32  # with the bubble's indent and edges: ~36 characters across the chat
INPUT_CHARS = 32
INSPECTOR_CHARS = 40
KEY_COLUMNS = 3


def _margins(widget: QWidget) -> int:
    layout = widget.layout()
    if layout is None:
        return 0
    margins = layout.contentsMargins()
    return margins.left() + margins.right()


def chat_room(chat) -> int:
    """The chat's usable width: a bubble's line of CHAT_CHARS characters, and the input with its Send button."""
    metrics = chat.fontMetrics()
    chars = metrics.averageCharWidth()
    transcript = chat.transcript
    line = (CHAT_CHARS * chars + NARROW_INDENT + 2 * EDGE + transcript.verticalScrollBar().sizeHint().width()
            + 2 * transcript.frameWidth())
    placeholder = min(metrics.horizontalAdvance(chat.input.placeholderText()), INPUT_CHARS * chars)
    spacing = max(chat.layout().spacing(), 0)
    row = placeholder + 2 * chars + spacing + chat.send_button.sizeHint().width()  # the line edit's own padding
    return max(line, row) + _margins(chat)


def inspector_room(inspector) -> int:
    tree = inspector.tree
    return (INSPECTOR_CHARS * tree.fontMetrics().averageCharWidth() + tree.verticalScrollBar().sizeHint().width()
            + 2 * tree.frameWidth() + _margins(inspector))


def orders_room(editor) -> int:
    view = editor.view
    header = view.horizontalHeader()
    columns = sum(header.sectionSize(c) for c in range(min(KEY_COLUMNS, header.count())))
    return columns + view.verticalScrollBar().sizeHint().width() + 2 * view.frameWidth() + 4 + _margins(editor)


def pane_needs(window) -> list[int]:
    """What each of the splitter's panes needs, in its order: the chat, the inspector, the orders, or the last two
    as tabs of one pane (`pane_tabs`: the wider need); a hidden pane needs nothing."""
    splitter, chat, inspector, orders = window.splitter, window.chat, window.inspector, window.orders_editor
    needs = []
    for pane in (splitter.widget(i) for i in range(splitter.count())):
        if pane.isHidden():
            needs.append(0)
        elif pane is chat:
            needs.append(chat_room(chat))
        elif pane is inspector or pane is orders:
            needs.append(inspector_room(inspector) if pane is inspector else orders_room(orders))
        else:
            needs.append(max(inspector_room(inspector), orders_room(orders)))
    return needs


def share_out(sizes: Sequence[int], needs: Sequence[int]) -> list[int]:
    """`sizes` (the same total) with each at least its need if the total allows: a pane short of it takes from
    the pane with the most to spare; a total below all needs is shared in proportion to them."""
    sizes = list(sizes)
    total, needed = sum(sizes), sum(needs)
    if needed <= 0:
        return sizes
    if total < needed:
        shares = [total * need // needed for need in needs]
        first = next(i for i, need in enumerate(needs) if need)
        shares[first] += total - sum(shares)
        return shares
    for i, need in enumerate(needs):
        while sizes[i] < need:
            spare, widest = max((sizes[k] - needs[k], k) for k in range(len(sizes)) if k != i)
            give = min(need - sizes[i], spare)
            if give <= 0:
                break
            sizes[widest] -= give
            sizes[i] += give
    return sizes


def shrink(sizes: Sequence[int], needs: Sequence[int], by: int) -> list[int]:
    """`sizes` made `by` narrower in all, taken from the pane with the most to spare above its need (down to the
    next one's spare, then from both alike, and so on); below every need, in proportion to the needs."""
    sizes = list(sizes)
    while by > 0:
        spares = [size - need if need else 0 for size, need in zip(sizes, needs, strict=True)]
        top = max(spares)
        if top <= 0:  # every pane at its need: the narrower total in proportion to the needs
            return share_out([sum(sizes) - by] + [0] * (len(sizes) - 1), needs)
        widest = [i for i, spare in enumerate(spares) if spare == top]
        step = min(by, (top - max([s for s in spares if s < top] + [0])) * len(widest))
        each, extra = divmod(step, len(widest))
        for k, i in enumerate(widest):
            sizes[i] -= each + (k < extra)
        by -= step
    return sizes


def grow(sizes: Sequence[int], total: int) -> list[int]:
    """`sizes` scaled to `total`, each in proportion (a hidden pane's 0 stays 0)."""
    grown = [size * total // sum(sizes) for size in sizes]
    widest = grown.index(max(grown))
    grown[widest] += total - sum(grown)
    return grown
