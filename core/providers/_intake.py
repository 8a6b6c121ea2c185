"""Where a provider's bytes enter the program: read within a size cap, the key masked, JSON decoded safely.

A provider's body is untrusted input. At most MAX_RESPONSE_BYTES are read from
one response (a bigger one fails as "too large" without reading the rest); the
key and its commonly echoed fragments are masked in the bytes before anything
else sees them; JSON nested deeper than MAX_DEPTH is not accepted (it would
fail later, when the history is sent or saved); error texts shown to a learner
are cut to ERROR_TEXT_CAP characters (the whole body stays in the HTTP record).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from core.engine.client import ModelError
from core.providers.failures import failure
from core.providers.keys import Mask

if TYPE_CHECKING:
    import httpx

    from core.providers._watch import Watch  # annotations only: rendering dialects needs no HTTP stack

MAX_RESPONSE_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 64
ERROR_TEXT_CAP = 500
TOO_DEEP = f"nested more than {MAX_DEPTH} levels deep"


def too_large(size: int | None, limit: int, status: int) -> ModelError:
    if size is None:
        return failure("too_large_unknown", limit=limit // 2**20, status=status)
    return failure("too_large", size=f"{size / 2**20:.0f}", limit=limit // 2**20, status=status)


def shorten(text: str, cap: int = ERROR_TEXT_CAP) -> str:
    """`text` cut to `cap` characters, with "…" where it was cut."""
    return text if len(text) <= cap else text[:cap] + "…"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def strict_json(text: str) -> Any:
    """json.loads without NaN/Infinity (what came in must go out again in the next request body), and
    nothing nested deeper than MAX_DEPTH: both raise ValueError."""
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise ValueError(TOO_DEEP) from None
    if deeper_than(value, MAX_DEPTH):
        raise ValueError(TOO_DEEP)
    return value


def deeper_than(value: Any, limit: int) -> bool:
    """Whether lists and objects in `value` nest more than `limit` levels (walked without recursion)."""
    pending = [(value, 1)]
    while pending:
        node, depth = pending.pop()
        children: Iterable[Any]
        if isinstance(node, dict):
            children = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > limit:
            return True
        pending.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def decode(content: bytes) -> Any:
    """The body as JSON, or as text when it is not JSON a provider may send (not JSON, too deep)."""
    text = content.decode("utf-8", "replace")
    try:
        return strict_json(text)
    except ValueError:
        return text


def json_problem(body: Any, status: int | None) -> ModelError:
    """Why a decoded body is not the JSON object a provider must send."""
    if isinstance(body, str):
        try:
            strict_json(body)
        except ValueError as error:
            if str(error) == TOO_DEEP:
                return failure("too_deep", depth=MAX_DEPTH, status=status, body=body)
    return failure("not_json", status=status, body=body)


def check_length(response: httpx.Response, limit: int) -> None:
    """Refuse a response whose announced length is over the cap, before reading any of it."""
    try:
        announced = int(response.headers.get("content-length", ""))
    except ValueError:
        return
    if announced > limit:
        raise too_large(announced, limit, response.status_code)


def read_all(response: httpx.Response, watch: Watch, mask: Mask, limit: int | None = None) -> bytes:
    """The whole body, masked; ModelError (status kept) as soon as it passes `limit` (MAX_RESPONSE_BYTES)."""
    limit = MAX_RESPONSE_BYTES if limit is None else limit
    check_length(response, limit)
    chunks: list[bytes] = []
    size = 0
    for chunk in response.iter_bytes():
        watch.check()
        size += len(chunk)
        if size > limit:
            raise too_large(None, limit, response.status_code)
        chunks.append(chunk)
    watch.check()
    return mask.data(b"".join(chunks))


def iter_lines(response: httpx.Response, watch: Watch, mask: Mask, limit: int | None = None) -> Iterator[str]:
    """The body's lines (an SSE stream), each masked, as they arrive; ModelError once `limit` is passed."""
    limit = MAX_RESPONSE_BYTES if limit is None else limit
    check_length(response, limit)
    size = 0
    pending: list[bytes] = []
    for chunk in response.iter_bytes():
        watch.check()
        size += len(chunk)
        if size > limit:
            raise too_large(None, limit, response.status_code)
        if b"\n" not in chunk and b"\r" not in chunk:
            pending.append(chunk)
            continue
        buffer = b"".join(pending) + chunk
        carry = b"\r" if buffer.endswith(b"\r") else b""  # its "\n" may come with the next chunk
        lines = buffer[: len(buffer) - len(carry)].replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")
        pending = [lines.pop() + carry]
        for line in lines:
            yield mask.data(line).decode("utf-8", "replace")
    watch.check()
    rest = b"".join(pending).rstrip(b"\r")
    if rest:
        yield mask.data(rest).decode("utf-8", "replace")
