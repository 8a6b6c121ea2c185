"""Why a provider call failed, as a code and its values: the window words the code in its own language, the
CLI and the logs print the English sentence made here.

`said` is never part of the sentence's own words: it is what the provider wrote (its error message) or the
technical detail of a failure (an exception's name and text). It is quoted as it came, after a colon; the
window shows it on its own line.
"""

from __future__ import annotations

from typing import Any, TypeVar

from core.engine.client import ModelError

E = TypeVar("E", bound=ModelError)

STATUS_WORDS = {
    400: "the request was refused (invalid format or content)",
    401: "the key was refused",
    403: "the key may not do that",
    404: "no such model or path",
    408: "the provider waited too long",
    409: "conflict at the provider",
    413: "the conversation is too large",
    422: "the request could not be processed",
    429: "too many requests (rate limit)",
    529: "the provider is overloaded",
}

SENTENCES = {
    "http": "{reason} (HTTP {status})",
    "no_connection": "no connection to {host}:{port}",
    "no_answer": "no answer in time from {host}:{port}",
    "timeout": "no answer in time (not complete within {seconds:g} s)",
    "bad_base_url": "the base URL {url} cannot be used",
    "base_url_scheme": "the base URL {url} cannot be used: it must begin with http:// or https://",
    "not_serialisable": "the request cannot be sent as JSON",
    "unexpected": "unexpected answer from the provider",
    "broke_off": "the answer broke off",
    "too_large": "the answer is too large ({size} MB; at most {limit} MB are read)",
    "too_large_unknown": "the answer is too large (over {limit} MB; at most {limit} MB are read)",
    "not_json": "the answer was not a JSON object",
    "too_deep": "the answer is nested too deeply (more than {depth} levels)",
    "stream_error": "error in the middle of the stream",
    "stream_cut": "the connection broke off in the middle of the streamed answer",
    "no_choices": "the answer held no choices",
    "provider_error": "the provider reports an error",
    "not_finished": "the answer is not finished yet (status {state})",
    "no_key": "No API key for {provider}: set the environment variable {variable} (or {other}) or enter the key "
              "in the dialog.",
    "bad_key_given": "The key entered holds characters that no HTTP header may hold (umlauts, line breaks or "
                     "control characters). Please copy the key again.",
    "bad_key_env": "The key in {variable} holds characters that no HTTP header may hold (umlauts, line breaks or "
                   "control characters). Please copy the key again.",
    "script_ended": "the script has ended: it holds {replies} replies, and reply {asked} was asked for",
    "insecure_http": "Unencrypted: {url} is http://, not https://, and {host} is not this machine. The API key "
                     "would travel readable over the network. Use https://, or allow it explicitly (the tick in "
                     "the dialog, --allow-insecure-http).",
}


def status_words(status: int) -> str:
    """What an HTTP error status means, in English."""
    if status in STATUS_WORDS:
        return STATUS_WORDS[status]
    return "error at the provider" if status >= 500 else "the request was refused"


def sentence(code: str, values: dict[str, Any]) -> str:
    """The English sentence for `code`, with what was said after a colon."""
    if code == "http":
        values = {**values, "reason": status_words(int(values["status"]))}
    text = SENTENCES[code].format(**values)
    said = values.get("said")
    return f"{text}: {said}" if said else text


def failure(code: str, **values: Any) -> ModelError:
    """A ModelError for `code`, its English text made from `values`. `status`, `body`, `request_id` and
    `retries` go to the error itself (`status` stays a value too)."""
    return failure_of(ModelError, code, **values)


def failure_of(kind: type[E], code: str, **values: Any) -> E:
    """The same as `failure`, as an error of `kind` (MissingKey, TimeUp, …)."""
    extra = {name: values.pop(name) for name in ("body", "request_id", "retries") if name in values}
    return kind(sentence(code, values), status=values.get("status"), code=code, values=values, **extra)
