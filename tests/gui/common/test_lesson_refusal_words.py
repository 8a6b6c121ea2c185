"""Every way a lesson, a lesson file or a learner's lesson can be refused is said in the window's language:
core gives a code and its values, the window's table its words. In Russian no German and none of core's
English sentence is shown; in English no German."""

from __future__ import annotations

import json
import zipfile

import pytest

from core.lesson import _lesson_files
from core.lesson.catalog import SHIPPED, find_lesson, shipped_lesson
from core.lesson.lesson_reasons import LESSON_WORDS, TOOL_WORDS
from core.lesson.loader import LessonError
from core.lesson.user_lessons import export_lesson, import_lesson, reset_user_lesson, save_user_lesson
from gui.common import lesson_words, problem_words
from gui.common.i18n import language
from gui.common.lesson_words import lesson_error_text
from tests.core.german_words import german_in

FILES = ("lesson.json", "tables.json", "tools.json", "fake_model.json")
CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def test_the_window_has_words_for_every_code_core_gives_in_the_same_english():
    assert {code: lesson_words.REASONS[code] for code in LESSON_WORDS} == LESSON_WORDS
    assert {code: problem_words.WORDS[code] for code in TOOL_WORDS} == TOOL_WORDS


def copy_of(tmp_path, name="broken"):
    folder = tmp_path / name
    folder.mkdir()
    for file in FILES:
        (folder / file).write_bytes((SHIPPED / "ru-northwind" / file).read_bytes())
    return folder


def edit(file: str, change):
    def apply(folder):
        path = folder / file
        data = json.loads(path.read_text(encoding="utf-8"))
        change(data)
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return folder
    return apply


def orders(change):
    return edit("tables.json", lambda d: change(d["tables"]["orders"]))


def first_tool(change):
    return edit("tools.json", lambda d: change(d["tools"][0]))


def first_rule(change, calls=False):
    return edit("fake_model.json", lambda d: change(next(r for r in d["rules"] if r.get("calls") or not calls)))


def written(file: str, text: str):
    def write(folder):
        (folder / file).write_text(text, encoding="utf-8")
        return folder
    return write


def not_a_zip(folder):
    (folder.parent / "notes.zip").write_bytes(b"no zip")
    return folder.parent / "notes.zip"


def zipped(entries: dict[str, bytes]):
    def make(folder):
        archive = folder.parent / "broken.zip"
        with zipfile.ZipFile(archive, "w") as out:
            for name, data in entries.items():
                out.writestr(name, data)
            for file in FILES:
                out.writestr(f"broken/{file}", (folder / file).read_bytes())
        return archive
    return make


BROKEN = {  # code → how to break a copy of the Russian lesson so that importing it is refused for that code
    "entry_missing": edit("lesson.json", lambda d: d["trace"]["verdicts"].pop("stop")),
    "unknown_placeholder": edit("lesson.json", lambda d: d["trace"].update(call="{nope}")),
    "template_syntax": edit("lesson.json", lambda d: d["trace"].update(call="{")),
    "unknown_tool": edit("lesson.json", lambda d: d.update(offered=["conjure"])),
    "string_pattern_mismatch": edit("lesson.json", lambda d: d.update(language="Russian")),
    "missing": edit("lesson.json", lambda d: d.pop("title")),
    "extra_forbidden": edit("lesson.json", lambda d: d.update(titel="x")),
    "table_name": edit("tables.json", lambda d: d["tables"].update(Bad=d["tables"]["customers"])),
    "column_name": edit("tables.json", lambda d: d["tables"]["customers"]["columns"].append("city")),
    "not_column": orders(lambda t: t["dates"].append("shipped")),
    "key_taken": orders(lambda t: t["rows"].append(dict(t["rows"][0]))),
    "column_missing": orders(lambda t: t["rows"][0].pop("status")),
    "no_column": orders(lambda t: t["rows"][0].update(extra="1")),
    "text_or_number": orders(lambda t: t["rows"][0].update(status=None)),
    "not_date": orders(lambda t: t["rows"][0].update(delivery="21.10.2026")),
    "not_choice": orders(lambda t: t["rows"][0].update(status="lost")),
    "orders_columns": edit("tables.json", lambda d: d["tables"].update(orders=d["tables"]["customers"])),
    "no_statuses": orders(lambda t: t["choices"].pop("status")),
    "name_taken": edit("tools.json", lambda d: d["tools"].append(d["tools"][0])),
    "schema_reserved": first_tool(lambda t: t["input_schema"]["properties"].update(customer={"type": "string"})),
    "not_input_field": first_tool(lambda t: t["checks"].update(nobody={"not_empty": True})),
    "sql_write": first_tool(lambda t: t["handler"].update(query="DELETE FROM orders WHERE customer_id = :customer")),
    "no_customer": first_tool(lambda t: t["handler"].update(query="SELECT * FROM orders")),
    "not_regex": first_rule(lambda r: r.update(pattern="(")),
    "rule_empty": first_rule(lambda r: (r.pop("calls", None), r.pop("text", None))),
    "rule_input": first_rule(lambda r: r["calls"][0]["input"].update(order_id="{9}"), calls=True),
    "last_on_error": edit("fake_model.json", lambda d: d["after_results"]["on_error"][-1].update(contains="x")),
    "results_only": edit("fake_model.json", lambda d: d["after_results"].update(answer="{other}")),
    "not_lesson": lambda folder: (folder / "lesson.json").unlink() or folder,
    "not_json": written("tools.json", "{"),
    "not_json_at": written("testset.json", "[1,"),
    "not_zip": not_a_zip,
    "neither": lambda folder: folder.parent / "nowhere",
    "outside": zipped({"../evil.json": b"{}"}),
    "absolute": zipped({"C:/evil.json": b"{}"}),
    "two_lessons": zipped({f"other/{file}": b"{}" for file in FILES}),
}


def refusal(tmp_path, code: str) -> LessonError:
    source = BROKEN[code](copy_of(tmp_path))
    with pytest.raises(LessonError) as refused:
        import_lesson(source)
    assert refused.value.code == code
    return refused.value


def learner_refusal(tmp_path, code: str) -> LessonError:
    """The refusals of saving, exporting, resetting and finding lessons."""
    with pytest.raises(LessonError) as refused:
        if code == "exists":
            (tmp_path / "full").mkdir()
            (tmp_path / "full" / "keep.txt").write_text("x", encoding="utf-8")
            export_lesson(shipped_lesson("ru-northwind"), tmp_path / "full")
        elif code == "bad_name":
            reset_user_lesson("../up")
        elif code == "not_writable":
            export_lesson(shipped_lesson("ru-northwind"), tmp_path / "missing" / "deeper" / "x.zip")
        elif code == "no_lesson":
            find_lesson("xx-none")
        elif code == "too_large":
            _lesson_files.MAX_FILE = 100
            try:
                save_user_lesson(shipped_lesson("ru-northwind"))
                import_lesson(copy_of(tmp_path))
            finally:
                _lesson_files.MAX_FILE = 4 * 1024 * 1024
    assert refused.value.code == code
    return refused.value


LEARNER = ("exists", "bad_name", "not_writable", "no_lesson", "too_large")


@pytest.mark.parametrize("code", [*BROKEN, *LEARNER])
def test_each_refusal_is_worded_in_russian_without_german_or_english(qapp, tmp_path, code):
    error = refusal(tmp_path, code) if code in BROKEN else learner_refusal(tmp_path, code)
    language.set("en")
    english = lesson_error_text(error)
    assert german_in([english]) == []
    language.set("ru")
    russian = lesson_error_text(error)
    reason = russian.removeprefix(f"{error.file}: ").removeprefix(f"{error.field}: ")
    assert german_in([russian]) == []
    assert CYRILLIC & set(reason.lower()), reason  # said in Russian …
    assert reason != error.reason  # … not as core's English sentence
