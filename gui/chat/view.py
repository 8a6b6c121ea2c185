"""The chat: questions and answers as bubbles, tool activity as compact lines, hand-offs as notices.

Everything is appended at the end of one QTextDocument with a cursor, so an
event costs one small insert, never a re-render of the whole conversation; a
bubble is two blocks with a painted box (`bubbles.py`), not a frame, so the
cost of an append does not grow with the chat.
"""

from __future__ import annotations

import html
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QTextBlockFormat, QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from core.engine.approval import ApprovalRequest
from core.engine.client import ModelError
from core.engine.events import (
    ApprovalDecided,
    ApprovalRequested,
    Paused,
    ReplyReceived,
    RunEnded,
    RunStarted,
    ToolFinished,
)
from core.engine.loop import describe_call
from core.faults.tool_faults import FaultStruck
from core.lesson.catalog import default_lesson
from core.lesson.spec import TraceLabels
from core.lesson.trace import approval_line, budget_note, trace_line
from gui.chat.approval_card import ApprovalCard
from gui.chat.bubbles import WIDE_INDENT, Transcript, bubble_formats, bubble_text, indent_for, reindent, serial_of
from gui.chat.hand_result_card import HandResultCard
from gui.chat.said import SaidLines, Words
from gui.chat.stream import StreamedBubble
from gui.common.fault_marks import chat_line
from gui.common.fault_words import note_text
from gui.common.fonts import mono_font
from gui.common.i18n import live, translate
from gui.common.provider_events import CallFailed
from gui.common.provider_words import failure_lines, worded
from gui.common.run_words import pause_text
from gui.common.scrollbars import lean_scrollbars
from gui.common.undo_keys import pass_undo_when_nothing_typed

CUSTOMER_BG, ASSISTANT_BG, HANDOFF_BG = "#dcecff", "#eef0f2", "#fff1cc"
ERROR, FAULT, DIM, PAUSE = "#c62828", "#b26a00", "#6b7280", "#1565c0"
APPROVAL, TOGETHER, HEAD = "#7a4f00", "#00695c", "#374151"


def failed_text(error: ModelError, answer: str) -> str:
    """A failed model call's hand-off: why, in the program's words, then the lesson's hand-off text. A reason
    the program cannot word (a lesson's fault text, a script's error) is quoted on a line of its own."""
    lines = failure_lines(error)
    if worded(error):
        lines[0] = translate("ChatView", "The model call failed: {why}").format(why=lines[0])
    else:
        lines = [translate("ChatView", "The model call failed:"), f"“{lines[0]}”", *lines[1:]]
    return "\n".join([*lines, answer])


class ChatView(QWidget):
    """Transcript, one-click example questions and an input line. Emits sig_ask with the question."""

    sig_ask = Signal(str)

    def __init__(self, parent: QWidget | None = None, examples: tuple[str, ...] | None = None,
                 labels: TraceLabels | None = None) -> None:
        super().__init__(parent)
        lesson = default_lesson()
        self.example_texts = tuple(lesson.meta.examples) if examples is None else tuple(examples)
        self.labels = labels or lesson.meta.trace  # the lesson's words for the trace lines
        self.failure: ModelError | None = None  # why the run's model call failed, until the run ends
        self.transcript = Transcript()
        self.transcript.setOpenLinks(False)
        self.transcript.setObjectName("chat-transcript")
        self.transcript.document().setUndoRedoEnabled(False)  # a read-only record: no undo stack to grow
        self.said = SaidLines(self.transcript.document())  # program lines, worded again on a language switch
        lean_scrollbars(self.transcript)
        self._bubbles = 0  # bubbles opened so far (each one's number marks its blocks)
        self.mono = mono_font()
        self.stream = StreamedBubble(self)  # streamed answer text and retry lines (real providers)
        self.cards: dict[str, ApprovalCard] = {}  # acting calls waiting for a decision, by tool_use id
        self.indent = WIDE_INDENT  # how far bubbles are indented; less when the chat is narrow
        self._typed = ""  # the last question sent from the input line
        self.examples = QLabel()
        live(self.examples.setText, self._examples_html)
        self.examples.setWordWrap(True)
        self.examples.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                              | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.examples.linkActivated.connect(lambda href: self.ask_example(int(href)))
        self.input = QLineEdit()
        live(self.input.setPlaceholderText, lambda: translate("ChatView", "Ask a question as the customer …"))
        self.input.returnPressed.connect(self.send)
        pass_undo_when_nothing_typed(self.input)  # Ctrl+Z after asking undoes the last order edit
        self.send_button = QPushButton()
        live(self.send_button.setText, lambda: translate("ChatView", "Send"))
        live(self.send_button.setToolTip, lambda: translate("ChatView", "Send the question (Ctrl+Return)"))
        self.send_button.clicked.connect(self.send)
        row = QHBoxLayout()
        row.addWidget(self.input, 1)
        row.addWidget(self.send_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.transcript, 1)
        self.cards_layout = QVBoxLayout()  # approval cards appear here, right under the conversation
        layout.addLayout(self.cards_layout)
        layout.addWidget(self.examples)
        layout.addLayout(row)

    def _examples_html(self) -> str:
        links = " &nbsp;·&nbsp; ".join(f'<a href="{i}">{html.escape(text)}</a>'
                                       for i, text in enumerate(self.example_texts))
        return "<b>{}</b> {}".format(translate("ChatView", "Try:"), links)

    # ---- asking ----------------------------------------------------------
    def ask_example(self, index: int) -> None:
        self.sig_ask.emit(self.example_texts[index])

    def send(self) -> None:
        text = self.input.text().strip()
        if text:
            self.input.setText("")  # unlike clear(), forgets the undo history: the question is sent, not typing
            self._typed = text
            self.sig_ask.emit(text)

    def give_back(self, question: str) -> None:
        """A refused question that was typed goes back into the input line: no need to type it again."""
        if question == self._typed and not self.input.text():
            self.input.setText(question)

    # ---- events ----------------------------------------------------------
    def on_event(self, event) -> None:
        if self.stream.on_event(event):  # TextDelta, Retrying, or a final answer already streamed
            return
        if isinstance(event, CallFailed):  # the next RunEnded says why, in the program's words
            self.failure = event.error
        elif isinstance(event, RunStarted):
            self.failure = None
            self.add_bubble(lambda: translate("ChatView", "Customer {id}").format(id=event.customer_id),
                            event.question, CUSTOMER_BG, customer=True)
        elif isinstance(event, ReplyReceived):
            line = trace_line(event, self.labels)
            if line is not None:
                self.add_line(line.strip(), DIM)
        elif isinstance(event, ToolFinished):
            self.add_tool(event)
        elif isinstance(event, Paused):
            self.add_line(lambda: "‖ " + translate("ChatView", "{what}  (F10: next step)").format(
                what=pause_text(event)), PAUSE)
        elif isinstance(event, ApprovalRequested):
            self.add_line(lambda: "‖ " + translate("ChatView", "{id} {call} waits for approval").format(
                id=event.use.id, call=describe_call(event.use)), APPROVAL)
        elif isinstance(event, ApprovalDecided):
            self.add_line(f"‖ {approval_line(event, self.labels)}", APPROVAL if event.verdict == "approve" else ERROR)
            self.close_approval(event.use.id)
        elif isinstance(event, RunEnded):
            self.add_end(event)
        elif isinstance(event, FaultStruck):  # a model fault, where it struck (tool faults: ToolFinished.note)
            self.add_line(lambda: chat_line(event), FAULT)

    def add_tool(self, event: ToolFinished) -> None:
        if event.note:
            self.add_line(lambda: note_text(event.note), FAULT)
        if event.group and event.group[0] == event.use.id:
            self.add_line(lambda: "⇉ " + translate("ChatView", "ran together: {ids}").format(
                ids=", ".join(event.group)), TOGETHER)
        mark = "✗ " if event.result.is_error else ""
        together = "⇉ " if event.group else ""
        text = f"{together}{event.use.id} {describe_call(event.use)} → {mark}{event.result.content}"
        self.add_line(text, ERROR if event.result.is_error else "#1b5e20")

    def add_end(self, event: RunEnded) -> None:
        if not event.handoff:
            self.add_bubble(lambda: translate("ChatView", "Assistant"), event.answer, ASSISTANT_BG)
            if event.over_budget:  # the answer stands, and the budget it passed is said
                self.add_notice(f"⚠ {budget_note(event, self.labels)}")
            return
        said: Words
        if event.reason == "model_error" and self.failure is not None:  # the program's words, then the lesson's
            said = partial(failed_text, self.failure, event.answer)
        else:
            why = (trace_line(event, self.labels) or event.reason).strip()
            said = why if event.answer in why else f"{why}\n{event.answer}"  # a lesson's stop line names the hand-off
        self.add_bubble(lambda: "⚠ " + translate("ChatView", "Handed off to a human"), said, HANDOFF_BG,
                        border="#e0a800")

    # ---- approval ----------------------------------------------------------
    def show_approval(self, request: ApprovalRequest, answer) -> ApprovalCard:
        """An acting call waits: its card under the conversation; the trainer's decision goes to `answer`."""
        card = (HandResultCard if request.by_hand else ApprovalCard)(request, self)
        card.sig_decided.connect(answer)
        self.cards[request.use.id] = card
        self.cards_layout.addWidget(card)
        return card

    def close_approval(self, use_id: str) -> None:
        """The call was decided (here, by the time limit, a cancel or a policy): its card goes."""
        card = self.cards.pop(use_id, None)
        if card is not None:
            card.finish()
            card.hide()
            card.deleteLater()

    def add_notice(self, text: Words, color: str = FAULT) -> None:
        """A program line; given as a function (`lambda: translate(...)`), it follows a language switch."""
        self.add_line(text, color, mono=False)

    # ---- appending -------------------------------------------------------
    def _end_cursor(self) -> QTextCursor:
        cursor = QTextCursor(self.transcript.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        return cursor

    def add_line(self, said: Words, color: str, mono: bool = True) -> None:
        cursor = self._end_cursor()
        block = QTextBlockFormat()
        text = self.said.text(said, block)
        block.setLeftMargin(18)
        block.setTopMargin(1)
        block.setBottomMargin(1)
        if cursor.block().length() > 1 or serial_of(cursor.block()):  # never into an empty bubble's body
            cursor.insertBlock(block)
        else:
            cursor.setBlockFormat(block)
        char = QTextCharFormat()
        if mono:
            char.setFontFamilies(self.mono.families())
            char.setFontFixedPitch(True)
            char.setProperty(QTextFormat.Property.FontSizeAdjustment, -1)  # a step smaller, zoomed with the chat
        char.setForeground(QColor(color))
        cursor.insertText(text, char)
        self._scroll_down()

    def open_bubble(self, background: str, border: str, customer: bool = False, who: Words = ""
                    ) -> tuple[QTextCursor, QTextBlockFormat]:
        """A new bubble's header block at the end, saying `who` in bold: the cursor at its end, and the block
        format of its body."""
        self._bubbles += 1
        cursor = self._end_cursor()
        after = bool(serial_of(cursor.block()))  # the chat ends with a bubble
        head, body = bubble_formats(self._bubbles, background, border, customer, self.indent, after)
        name = self.said.text(who, head)
        if cursor.block().length() > 1 or serial_of(cursor.block()):
            cursor.insertBlock(head)
        else:
            cursor.setBlockFormat(head)
        bold = QTextCharFormat()
        bold.setFontWeight(QFont.Weight.Bold)
        bold.setForeground(QColor(HEAD))
        cursor.insertText(name, bold)
        return cursor, body

    def add_bubble(self, who: Words, said: Words, background: str, customer: bool = False,
                   border: str = "#c9d3de") -> None:
        cursor, body = self.open_bubble(background, border, customer, who)
        text = self.said.text(said, body)
        cursor.insertBlock(body, QTextCharFormat())
        cursor.insertText(bubble_text(text), QTextCharFormat())
        self._scroll_down()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        indent = indent_for(event.size().width())
        if indent != self.indent:  # only when crossing the threshold: bubbles are re-laid out once
            self.indent = indent
            reindent(self.transcript.document(), indent)

    def _scroll_down(self) -> None:
        bar = self.transcript.verticalScrollBar()
        bar.setValue(bar.maximum())

    def plain_text(self) -> str:
        return self.transcript.toPlainText()

    def clear(self) -> None:
        for use_id in list(self.cards):
            self.close_approval(use_id)
        self.transcript.clear()
        self.said.clear()
        self.stream = StreamedBubble(self)
