"""The size check fails on a long module or function and lists each; widget set-up in gui/ is exempt."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_SPEC = importlib.util.spec_from_file_location("size_check", ROOT / "scripts" / "size_check.py")
assert _SPEC is not None and _SPEC.loader is not None
size_check = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(size_check)


def _function(name: str, lines: int, indent: str = "") -> str:
    body = "".join(f"{indent}    x = {n}\n" for n in range(lines - 1))
    return f"{indent}def {name}(self):\n{body}"


def _write(root: Path, relative: str, text: str) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_long_functions_and_modules_are_listed(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _write(tmp_path, "core/long.py", _function("long", 41) + _function("ok", 40))
    _write(tmp_path, "core/big.py", "x = 1\n" * 301)
    found = size_check.violations(["core"])
    assert found == ["core/big.py: module has 301 lines (max 300)",
                     "core/long.py:1: function long has 41 lines (max 40)"]
    assert size_check.main(["core"]) == 1


def test_widget_set_up_in_gui_is_exempt_but_nothing_else(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    widget = ("from PySide6.QtWidgets import QWidget\n\n\nclass Base(QWidget):\n    pass\n\n\nclass Pane(Base):\n"
              + _function("__init__", 60, "    ") + _function("_build_form", 60, "    ")
              + _function("refresh", 41, "    "))
    model = "class Model:\n" + _function("__init__", 41, "    ")
    _write(tmp_path, "gui/pane.py", widget + "\n\n" + model)
    _write(tmp_path, "core/setup.py", "class Core:\n" + _function("setup_all", 41, "    "))
    found = size_check.violations(["gui", "core"])
    assert [line.split(": function ")[1].split(" ")[0] for line in found] == ["refresh", "__init__", "setup_all"]


def test_the_app_itself_passes():
    assert size_check.violations([str(ROOT / "core"), str(ROOT / "gui"), str(ROOT / "main.py")]) == []
