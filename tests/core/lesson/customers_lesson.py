"""A test lesson built from de-shop with a second table, `customers`, and tools that read and write it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from core.lesson.catalog import SHIPPED

CUSTOMERS = {
    "columns": ["customer_id", "name", "city"],
    "rows": [
        {"customer_id": "K-100", "name": "Anna Berg", "city": "Köln"},
        {"customer_id": "K-200", "name": "Ben Ott", "city": "Graz"},
    ],
}
GET_CUSTOMER = {
    "name": "get_customer",
    "description": "Name und Wohnort des angemeldeten Kunden.",
    "kind": "reading",
    "input_schema": {"type": "object", "properties": {}},
    "handler": {"query": "SELECT customer_id, name, city FROM customers WHERE customer_id = :customer",
                "result": "{name}, {city}", "not_found": "kein Kunde {customer}"},
}
MOVE_CUSTOMER = {
    "name": "move_customer",
    "description": "Trägt einen neuen Wohnort für den angemeldeten Kunden ein.",
    "kind": "acting",
    "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
    "handler": {"query": "UPDATE customers SET city = :city WHERE customer_id = :customer RETURNING customer_id",
                "result": "{customer} wohnt jetzt in {city}", "not_found": "kein Kunde {customer}"},
}


def customers_lesson(tmp_path: Path, name: str = "de-kunden") -> Path:
    """de-shop copied to `tmp_path/name`, with the `customers` table and its two tools."""
    folder = tmp_path / name
    shutil.copytree(SHIPPED / "de-shop", folder)
    _edit(folder / "tables.json", lambda data: data["tables"].update(customers=CUSTOMERS))
    _edit(folder / "tools.json", lambda data: data["tools"].extend([GET_CUSTOMER, MOVE_CUSTOMER]))
    return folder


def _edit(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2), encoding="utf-8")
