"""Two branches side by side, aligned at the fork: messages (same, changed word by word, only in one), the
calls with stop reason and tokens, the final answers, and which orders each side ran with."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

from core.runs.compare import Comparison, MessageRow
from gui.common.i18n import QT_TRANSLATE_NOOP, live, on_language_change, translate
from gui.common.zoom_sizes import follow_zoom
from gui.runs.branch_words import branch_name, edit_text

COLORS = {"same": "#f3f4f6", "changed": "#fff4c2", "only left": "#dbeafe", "only right": "#dbeafe"}


def _text(text: str) -> str:
    return escape(text).replace("\n", "<br>")


def _diff_side(row: MessageRow, side: str) -> str:
    """One side of a changed message: the words only that side has, marked."""
    skip, mark = ("-", "+") if side == "right" else ("+", "-")
    parts = []
    for op, words in row.diff:
        if op == skip:
            continue
        text = _text(words)
        if op == mark:
            color = "#fecaca" if side == "left" else "#bbf7d0"
            parts.append(f"<span style='background:{color}'><b>{text}</b></span>")
        else:
            parts.append(text)
    return " ".join(parts)


STATUS_WORDS = {"same": QT_TRANSLATE_NOOP("CompareDialog", "same"),
                "changed": QT_TRANSLATE_NOOP("CompareDialog", "changed"),
                "only left": QT_TRANSLATE_NOOP("CompareDialog", "only left"),
                "only right": QT_TRANSLATE_NOOP("CompareDialog", "only right")}


def _message_row(row: MessageRow) -> str:
    left = _diff_side(row, "left") if row.status == "changed" else _text(row.left)
    right = _diff_side(row, "right") if row.status == "changed" else _text(row.right)
    status = translate("CompareDialog", STATUS_WORDS[row.status])
    return (f"<tr style='background:{COLORS[row.status]}'><td>#{row.index} {row.role}<br><i>{status}</i></td>"
            f"<td>{left}</td><td>{right}</td></tr>")


def _call(line) -> str:
    if line is None:
        return "—"
    return translate("CompareDialog", "{stop_reason} · {input} in / {output} out").format(
        stop_reason=escape(line.stop_reason), input=line.input_tokens, output=line.output_tokens)


def orders_text(diff: Comparison, side: int) -> str:
    """Which orders one side ran with, and where the two sides differ."""
    count, branch = diff.orders.counts[side], (diff.left, diff.right)[side]
    if count is None:
        return translate("CompareDialog", "orders: not recorded")
    ran = translate("CompareDialog", "orders: {n} as when {branch} ran").format(n=count, branch=branch_name(branch))
    differ = diff.orders.differ
    if differ is None:
        return ran
    both = (translate("CompareDialog", "orders differ in {ids}").format(ids=", ".join(differ)) if differ
            else translate("CompareDialog", "the same orders on both sides"))
    return f"{ran}; {both}"


def _side(diff: Comparison, side: int) -> str:
    branch = (diff.left, diff.right)[side]
    edit = edit_text(branch) or translate("CompareDialog", "as asked")
    return f"{escape(branch_name(branch))}: {escape(edit)} · {escape(orders_text(diff, side))}"


def comparison_html(diff: Comparison) -> str:
    left, right = escape(branch_name(diff.left)), escape(branch_name(diff.right))
    aligned = translate("CompareDialog", "aligned at the fork (message #{n})").format(n=diff.fork)
    head = f"<h3>{left} ⟷ {right} · {aligned}</h3><p>{_side(diff, 0)}<br>{_side(diff, 1)}</p>"
    table = "<table width='100%' cellpadding='4' cellspacing='0' border='1'>"
    names = f"<th>{left}</th><th>{right}</th></tr>"
    message, call = translate("CompareDialog", "message"), translate("CompareDialog", "call")
    columns, call_columns = f"<tr><th>{message}</th>{names}", f"<tr><th>{call}</th>{names}"
    rows = "".join(_message_row(row) for row in diff.rows)
    numbered = translate("CompareDialog", "call {n}")
    calls = "".join(f"<tr><td>{numbered.format(n=n)}</td><td>{_call(a)}</td><td>{_call(b)}</td></tr>"
                    for n, (a, b) in enumerate(diff.calls, start=1))
    final = translate("CompareDialog", "final answer")
    answers = (f"<tr style='background:#ecfdf5'><td><b>{final}</b></td><td>{_text(diff.answers[0])}</td>"
               f"<td>{_text(diff.answers[1])}</td></tr>")
    own, both = translate("CompareDialog", "calls (each branch's own)"), translate("CompareDialog", "answers")
    return (f"{head}{table}{columns}{rows}</table><h4>{own}</h4>{table}{call_columns}{calls}</table>"
            f"<h4>{both}</h4>{table}{answers}</table>")


class CompareView(QTextBrowser):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compare-view")
        self.comparison: Comparison | None = None

    def show_comparison(self, diff: Comparison) -> None:
        if self.comparison is None:  # shown again in the new language after a switch
            on_language_change(self, lambda view: view.setHtml(comparison_html(view.comparison)))
        self.comparison = diff
        self.setHtml(comparison_html(diff))


class CompareDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        live(self.setWindowTitle, lambda: translate("CompareDialog", "Compare branches"))
        self.view = CompareView()
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        follow_zoom(self, QSize(1100, 700))  # at 100 %
