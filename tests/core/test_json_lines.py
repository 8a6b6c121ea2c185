"""Files the user opens: problems by line and field, found with work linear in the file's size,
and nesting refused at the door beyond a clear limit."""

from __future__ import annotations

import json

import pytest

from core.faults.scripted import Script
from core.json_lines import MAX_DEPTH, MAX_PROBLEMS, JsonFileError, parse


class CountingText(str):
    """A text that adds up how many characters its search methods (count, find, index, …) look at."""

    scanned = 0

    def _span(self, args) -> None:
        start = args[1] if len(args) > 1 and args[1] is not None else 0
        end = args[2] if len(args) > 2 and args[2] is not None else len(self)
        CountingText.scanned += max(0, min(end, len(self)) - max(0, start))

    def count(self, *args):  # type: ignore[override]
        self._span(args)
        return str.count(self, *args)

    def find(self, *args):  # type: ignore[override]
        self._span(args)
        return str.find(self, *args)

    def rfind(self, *args):  # type: ignore[override]
        self._span(args)
        return str.rfind(self, *args)

    def index(self, *args):  # type: ignore[override]
        self._span(args)
        return str.index(self, *args)


def big_script(replies: int, bad_at: int) -> str:
    items = [{"text": "Ich habe nachgesehen.", "usage": {"input_tokens": 40, "output_tokens": 5}}] * replies
    items[bad_at] = {"text": 5}
    return json.dumps({"replies": items}, indent=2)


def test_locating_a_problem_in_a_big_file_reads_the_text_a_bounded_number_of_times():
    text = big_script(5_000, 4_999)  # ~0.35 MB, ~35,000 lines, the bad field at the end
    CountingText.scanned = 0
    with pytest.raises(JsonFileError) as caught:
        parse(CountingText(text), Script)
    assert str(caught.value).startswith(f"line {text.count(chr(10)) - 2}: replies[4999].text: Input should be")
    assert CountingText.scanned <= 3 * len(text)  # quadratic code scans about lines × size / 2 characters


def test_a_file_with_very_many_problems_lists_the_first_ones_and_counts_the_rest():
    text = json.dumps({"replies": [{"text": n} for n in range(MAX_PROBLEMS + 30)]}, indent=1)
    with pytest.raises(JsonFileError) as caught:
        parse(text, Script)
    assert len(caught.value.problems) == MAX_PROBLEMS and caught.value.more == 30
    assert str(caught.value).endswith("… and 30 more")


@pytest.mark.parametrize("levels", [MAX_DEPTH + 1, 350, 100_000])
def test_nesting_deeper_than_the_limit_is_refused_at_the_door(levels):
    inner = "[" * (levels - 4) + "]" * (levels - 4)
    text = '{"replies": [{"tool_calls": [{"name": "x", "input": {"deep": ' + inner + '}}]}]}'
    with pytest.raises(JsonFileError) as caught:
        parse(text, Script)
    assert str(caught.value) == f"line 1: nested deeper than {MAX_DEPTH} levels (the limit for files)"


def test_brackets_inside_strings_do_not_count_as_nesting():
    text = json.dumps({"replies": [{"text": "[" * 500 + '\\"{' * 100}]})
    assert parse(text, Script).replies[0].text.startswith("[[[")
