"""Fail when a module of the app is over 300 lines or a function over 40, and list each one.

Widget set-up is exempt from the function limit: `__init__`, `_build*` and `setup*` methods of QWidget
subclasses in gui/ (laying out a form is long and flat, not complex). Run from the repository root:
`python scripts/size_check.py [paths…]` (default: core, gui, main.py).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

MAX_MODULE_LINES = 300
MAX_FUNCTION_LINES = 40
DEFAULT_PATHS = ("core", "gui", "main.py")
SETUP_PREFIXES = ("_build", "setup")


def qt_widget_names() -> set[str]:
    """The names of Qt's widget classes (QWidget and every subclass QtWidgets exports)."""
    from PySide6 import QtWidgets

    classes = {name: getattr(QtWidgets, name) for name in dir(QtWidgets) if name.startswith("Q")}
    return {name for name, value in classes.items() if isinstance(value, type) and issubclass(value, QtWidgets.QWidget)}


def python_files(paths: list[str]) -> list[Path]:
    files: list[Path] = []
    for name in paths:
        path = Path(name)
        files += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return files


def _base_name(node: ast.expr) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Subscript):
        return _base_name(node.value)
    return ""


def widget_classes(trees: dict[Path, ast.Module], qt_widgets: set[str]) -> set[str]:
    """Names of the classes that are QWidgets, directly or through other classes of the app."""
    bases = {node.name: [_base_name(b) for b in node.bases]
             for tree in trees.values() for node in ast.walk(tree) if isinstance(node, ast.ClassDef)}
    widgets = set(qt_widgets)
    changed = True
    while changed:
        found = {name for name, parents in bases.items() if name not in widgets and widgets & set(parents)}
        widgets |= found
        changed = bool(found)
    return widgets


def _is_setup(name: str) -> bool:
    return name == "__init__" or name.startswith(SETUP_PREFIXES)


def long_functions(path: Path, tree: ast.Module, widgets: set[str]) -> Iterator[str]:
    exempt_in_gui = "gui" in path.parts

    def visit(node: ast.AST, widget_class: bool) -> Iterator[str]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                yield from visit(child, child.name in widgets)
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = (child.end_lineno or child.lineno) - child.lineno + 1
                exempt = exempt_in_gui and widget_class and _is_setup(child.name)
                if lines > MAX_FUNCTION_LINES and not exempt:
                    yield f"{path}:{child.lineno}: function {child.name} has {lines} lines (max {MAX_FUNCTION_LINES})"
                yield from visit(child, False)
            else:
                yield from visit(child, widget_class)

    yield from visit(tree, False)


def violations(paths: list[str]) -> list[str]:
    files = python_files(paths)
    texts = {path: path.read_text(encoding="utf-8") for path in files}
    trees = {path: ast.parse(text, str(path)) for path, text in texts.items()}
    widgets = widget_classes(trees, qt_widget_names())
    found: list[str] = []
    for path in files:
        lines = len(texts[path].splitlines())
        if lines > MAX_MODULE_LINES:
            found.append(f"{path}: module has {lines} lines (max {MAX_MODULE_LINES})")
        found += long_functions(path, trees[path], widgets)
    return found


def main(argv: list[str]) -> int:
    found = violations(argv or list(DEFAULT_PATHS))
    for line in found:
        print(line)
    if found:
        print(f"size check: {len(found)} violation(s)", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
