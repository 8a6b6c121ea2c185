"""A saved run's, an edit's and a batch case's problems in the window's language: every code core gives is worded in
English and in Russian, and none of them brings German into the window."""

from __future__ import annotations

import json
import re

import pytest

from core.runs.edits import EditError
from core.runs.record import VERSION, RecordError
from core.runs.run_problems import ENGLISH, problem
from gui.common.i18n import language
from gui.runs.run_problem_words import WORDS, problem_text, run_error_text
from tests.core.german_words import german_in

Q1042 = "Wann kommt Bestellung 1042 an?"
OLD_GERMAN = ("beschädigt", "unverändert", "Protokollprüfung", "keine Nachricht", "enthält", "fehlt:", "Ende ",
              "erwartet", "bestanden", "Zweig", "Sitzung", "Prüfsumme", "übergeben")
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
VALUES = {  # values as core gives them (numbers, file names, codes): no lesson words, so no language of their own
    "too_deep_to_save": {"max": 64},
    "lesson_unloadable": {"name": "gone-lesson", "error": "lesson.json: file missing"},
    "damaged": {"name": "run.json", "detail": "line 3: outcome.calls: 1 validation error"},
    "too_deep": {"name": "run.json", "line": 7, "max": 64},
    "not_json": {"name": "run.json", "line": 3, "column": 9},
    "not_a_run": {"name": "run.json"},
    "bad_version": {"name": "run.json", "version": "'x'"},
    "newer_version": {"name": "run.json", "version": VERSION + 1, "supported": VERSION},
    "checksum": {"name": "run.json"},
    "not_utf8": {"name": "run.json"},
    "unreadable": {"name": "run.json", "error": "EACCES"},
    "client_needed": {"client": "anthropic"},
    "no_message": {"index": 9, "count": 4},
    "no_block": {"message": 2, "block": 5},
    "nothing_to_add": {},
    "protocol_check": {"problems": ""},
    "empty_conversation": {},
    "ends_with_answer": {"index": 3},
    "missing": {"text": "1042"},
    "contains": {"text": "1042"},
    "wrong_end": {"reason": "answer", "expected": "max_calls"},
}


def no_german(text: str) -> bool:
    return not german_in([text]) and not [word for word in OLD_GERMAN if word in text]


def test_every_code_core_gives_has_words_in_the_window():
    assert set(VALUES) == set(ENGLISH) == set(WORDS)


@pytest.mark.parametrize("code", sorted(ENGLISH))
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_problem_is_worded_in_the_ui_language_without_german(code, lang):
    assert language.set(lang)
    as_error = run_error_text(RecordError(code, **VALUES[code]))
    as_problem = problem_text(problem(code, **VALUES[code]))
    assert as_error == as_problem
    assert as_error != ENGLISH[code].format(**VALUES[code]) or lang == "en"
    for text in (as_error, as_problem):
        assert no_german(text), text
        assert bool(CYRILLIC.search(text)) == (lang == "ru"), text
    assert str(RecordError(code, **VALUES[code])) == ENGLISH[code].format(**VALUES[code])  # the command line's


def test_a_batch_problems_end_reasons_are_worded_too():
    assert language.set("ru")
    text = problem_text(problem("wrong_end", reason="answer", expected="max_calls"))
    assert "answer" not in text and "max_calls" not in text.replace("MAX_CALLS", "") and CYRILLIC.search(text)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_refused_files_are_said_in_the_ui_language(window, ask, tmp_path, lang):
    ask(window, Q1042)
    files = window.bench.files
    good = files.save_run(tmp_path / "run.json")
    assert good is not None
    text = good.read_text(encoding="utf-8")
    data = json.loads(text)
    newer = {**data, "version": VERSION + 1}
    broken = {  # each kind of file a tester may open by mistake
        "damaged.json": text[:-40],
        "newer.json": json.dumps(newer),
        "other.json": json.dumps({"format": "something else"}),
        "changed.json": text.replace('"customer": "K-100"', '"customer": "K-200"', 1),
        "crafted.json": json.dumps({**data, "checksum": "", "outcome": {**data["outcome"], "calls": "many"}}),
    }
    assert language.set(lang)
    for name, content in broken.items():
        path = tmp_path / name
        path.write_text(content, encoding="utf-8")
        said: list[str] = []
        files.sig_refused.connect(said.append)
        assert files.open_run(path) is None
        files.sig_refused.disconnect(said.append)
        assert said and name in said[0], (name, said)
        first_line = said[0].splitlines()[0]  # a damaged file's field-by-field report follows on its own lines
        assert no_german(first_line), said[0]
        assert bool(CYRILLIC.search(first_line)) == (lang == "ru"), said[0]


def _tree_rows(window) -> list[list[str]]:
    view = window.branching.list.view
    return [[item.text(column) for column in range(view.columnCount())] for item in window.branching.list.items()]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_edit_and_continue_speaks_the_ui_language(window, ask, qtbot, lang):
    ask(window, Q1042)
    assert language.set(lang)
    branching, chat = window.branching, window.chat
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        assert branching.fork(None, 0) is not None  # continue from the question as it was
    rows = _tree_rows(window)
    answer = window.branching.tree.root.end.answer
    assert [row[3] for row in rows] == [f"✓ {answer}"] * 2  # the lesson's answer, in no sentence of ours
    assert len(rows) == 2 and all(no_german(cell) for row in rows for cell in row[:3] + row[4:]), rows
    unchanged = {"en": "#0 unchanged", "ru": "#0 без изменений"}[lang]
    assert rows[1][2] == unchanged and unchanged in chat.plain_text()
    assert rows[0][0] == {"en": "original", "ru": "оригинал"}[lang]
    before = chat.plain_text()
    refused: list[list] = []
    branching.confirm = lambda problems, dialect: refused.append(problems) or False
    last = len(window.inspector.history.messages) - 1
    assert branching.fork(None, last) is None  # the model's answer: nothing to continue
    assert [p.code for p in refused[0]] == ["ends_with_answer"]
    assert branching.fork(None, 99) is None  # no such message
    notices = chat.plain_text()[len(before):]
    assert notices.count("⚠") == 2 and no_german(notices), notices
    assert bool(CYRILLIC.search(notices)) == (lang == "ru"), notices


def test_an_edit_error_says_its_code_and_english_sentence():
    error = EditError("no_block", message=2, block=5)
    assert (error.code, error.values) == ("no_block", {"message": 2, "block": 5})
    assert str(error) == "message 2 has no block 5"
    assert isinstance(error, ValueError)


def test_the_branch_list_follows_a_language_switch(window, ask, qtbot):
    ask(window, Q1042)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        assert window.branching.fork(None, 0) is not None
    assert _tree_rows(window)[1][:3] == ["branch 1", "original #1", "#0 unchanged"]
    assert language.set("ru")
    assert _tree_rows(window)[1][:3] == ["ветвь 1", "оригинал #1", "#0 без изменений"]


@pytest.mark.parametrize("code", ["en", "ru"])
def test_an_edits_protocol_problems_are_worded_in_the_window_language(qapp, code):
    from core.engine.messages import Message, ToolResultBlock
    from core.runs.edits import pending_problems

    orphan = [Message(role="user", content="Wo ist 1042?"), Message(role="assistant", content="?"),
              Message(role="user", content=[ToolResultBlock(tool_use_id="call_99", content="x")])]
    assert language.set(code)
    texts = [problem_text(p) for p in pending_problems(orphan, "anthropic")]
    assert any("call_99" in text for text in texts) and german_in(texts) == []
    assert all(bool(CYRILLIC.search(text)) == (code == "ru") for text in texts)


def test_a_russian_lessons_run_with_a_branch_is_saved_and_opened_again(make_window, qtbot, tmp_path):
    """Its orders have the lesson's own statuses (доставлен), in the branches too."""
    from core.lesson.catalog import find_lesson
    from core.lesson.store import OrdersStore

    lesson = find_lesson("ru-northwind")
    store = OrdersStore.in_memory(seed=lesson.seed())
    try:
        window = make_window(store=store, lesson=lesson)
        with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
            assert window.ask(lesson.meta.examples[0])
        with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
            assert window.branching.fork(None, 0) is not None
        saved = window.bench.files.save_run(tmp_path / "run.json")
        assert saved is not None
        record = window.bench.files.open_run(saved)
        assert record is not None and len(record.branches) == 2
        assert {o.status for b in record.branches for o in b.orders or []} & {"доставлен", "отправлен"}
    finally:
        store.close()


def test_the_branch_comparison_speaks_the_ui_language(window, ask, qtbot):
    ask(window, Q1042)
    with qtbot.waitSignal(window.sig_run_ended, timeout=5000):
        assert window.branching.fork(None, 0) is not None
    assert language.set("ru")
    view = window.branching.compare(0, 1).view
    text = view.toPlainText()
    for english in ("aligned at the fork", "final answer", "orders:", "as when", "same orders", "unchanged",
                    "message", "answers", " in / ", "only left", "branch 1", "original"):
        assert english not in text, (english, text)
    assert "выровнено по ответвлению (сообщение #1)" in text and "ветвь 1: #0 без изменений" in text, text
    assert "с обеих сторон одни и те же заказы" in text, text
    assert language.set("en")
    assert "aligned at the fork (message #1)" in view.toPlainText()  # shown again in the new language
