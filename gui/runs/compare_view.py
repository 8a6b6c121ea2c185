"""Two branches side by side, aligned at the fork: messages (same, changed word by word, only in one), the
calls with stop reason and tokens, the final answers, and which orders each side ran with."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QTextBrowser, QVBoxLayout, QWidget

from core.runs.compare import Comparison, MessageRow
from gui.common.i18n import live, translate

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


def _message_row(row: MessageRow) -> str:
    left = _diff_side(row, "left") if row.status == "changed" else _text(row.left)
    right = _diff_side(row, "right") if row.status == "changed" else _text(row.right)
    return (f"<tr style='background:{COLORS[row.status]}'><td>#{row.index} {row.role}<br><i>{row.status}</i></td>"
            f"<td>{left}</td><td>{right}</td></tr>")


def _call(line) -> str:
    return "—" if line is None else f"{escape(line.stop_reason)} · {line.input_tokens} in / {line.output_tokens} out"


def comparison_html(diff: Comparison) -> str:
    left, right = diff.left, diff.right
    head = (f"<h3>{escape(left.name)} ⟷ {escape(right.name)} · aligned at the fork (message #{diff.fork})</h3>"
            f"<p>{escape(left.name)}: {escape(left.edit or 'as asked')} · {escape(diff.orders[0])}<br>"
            f"{escape(right.name)}: {escape(right.edit or 'as asked')} · {escape(diff.orders[1])}</p>")
    table = "<table width='100%' cellpadding='4' cellspacing='0' border='1'>"
    names = f"<th>{escape(left.name)}</th><th>{escape(right.name)}</th></tr>"
    columns, call_columns = f"<tr><th>message</th>{names}", f"<tr><th>call</th>{names}"
    rows = "".join(_message_row(row) for row in diff.rows)
    calls = "".join(f"<tr><td>call {n}</td><td>{_call(a)}</td><td>{_call(b)}</td></tr>"
                    for n, (a, b) in enumerate(diff.calls, start=1))
    answers = (f"<tr style='background:#ecfdf5'><td><b>final answer</b></td><td>{_text(diff.answers[0])}</td>"
               f"<td>{_text(diff.answers[1])}</td></tr>")
    return (f"{head}{table}{columns}{rows}</table><h4>calls (each branch's own)</h4>{table}{call_columns}{calls}"
            f"</table><h4>answers</h4>{table}{answers}</table>")


class CompareView(QTextBrowser):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compare-view")
        self.comparison: Comparison | None = None

    def show_comparison(self, diff: Comparison) -> None:
        self.comparison = diff
        self.setHtml(comparison_html(diff))


class CompareDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        live(self.setWindowTitle, lambda: translate("CompareDialog", "Compare branches"))
        self.view = CompareView()
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        self.resize(1100, 700)
