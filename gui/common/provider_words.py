"""Why a model call failed, in the window's language: core gives a code and its values, this table the words.

What the provider wrote (or a failure's technical detail) is quoted as it came, on a line of its own, so it is
never glued into a sentence of ours. An error without a code (a fault injected by the bench, a scripted model
at its end) is shown as it was written.
"""

from __future__ import annotations

from typing import Any

from core.engine.client import ModelError
from core.engine.wire_record import WireRecord
from core.providers.keys import redact
from gui.common.i18n import QT_TRANSLATE_NOOP, coded, number, seconds, translate
from gui.common.provider_events import status_text

FAILURES = {
    "no_connection": QT_TRANSLATE_NOOP("Provider", "no connection to {host}:{port}"),
    "no_answer": QT_TRANSLATE_NOOP("Provider", "no answer in time from {host}:{port}"),
    "timeout": QT_TRANSLATE_NOOP("Provider", "no answer in time (not complete within {seconds})"),
    "bad_base_url": QT_TRANSLATE_NOOP("Provider", "the base URL {url} cannot be used"),
    "base_url_scheme": QT_TRANSLATE_NOOP("Provider", "the base URL {url} cannot be used: it must begin with "
                                                     "http:// or https://"),
    "not_serialisable": QT_TRANSLATE_NOOP("Provider", "the request cannot be sent as JSON"),
    "unexpected": QT_TRANSLATE_NOOP("Provider", "unexpected answer from the provider"),
    "broke_off": QT_TRANSLATE_NOOP("Provider", "the answer broke off"),
    "too_large": QT_TRANSLATE_NOOP("Provider", "the answer is too large ({size} MB; at most {limit} MB are read)"),
    "too_large_unknown": QT_TRANSLATE_NOOP("Provider", "the answer is too large (over {limit} MB; at most {limit} "
                                                       "MB are read)"),
    "not_json": QT_TRANSLATE_NOOP("Provider", "the answer was not a JSON object"),
    "too_deep": QT_TRANSLATE_NOOP("Provider", "the answer is nested too deeply (more than {depth} levels)"),
    "stream_error": QT_TRANSLATE_NOOP("Provider", "error in the middle of the stream"),
    "stream_cut": QT_TRANSLATE_NOOP("Provider", "the connection broke off in the middle of the streamed answer"),
    "no_choices": QT_TRANSLATE_NOOP("Provider", "the answer held no choices"),
    "provider_error": QT_TRANSLATE_NOOP("Provider", "the provider reports an error"),
    "not_finished": QT_TRANSLATE_NOOP("Provider", "the answer is not finished yet (status {state})"),
    "no_key": QT_TRANSLATE_NOOP("Provider", "No API key for {provider}: set the environment variable {variable} "
                                            "(or {other}) or enter the key in the dialog."),
    "bad_key_given": QT_TRANSLATE_NOOP("Provider", "The key entered holds characters that no HTTP header may hold "
                                                   "(umlauts, line breaks or control characters). Please copy the "
                                                   "key again."),
    "bad_key_env": QT_TRANSLATE_NOOP("Provider", "The key in {variable} holds characters that no HTTP header may "
                                                 "hold (umlauts, line breaks or control characters). Please copy "
                                                 "the key again."),
    "insecure_http": QT_TRANSLATE_NOOP("Provider", "Unencrypted: {url} is http://, not https://, and {host} is not "
                                                   "this machine. The API key would travel readable over the "
                                                   "network. Use https://, or allow it explicitly (the tick in the "
                                                   "dialog, --allow-insecure-http)."),
    "script_ended": QT_TRANSLATE_NOOP("Provider", "the script has ended: it holds %n replies, and reply {asked} "
                                                  "was asked for"),
    "internal": QT_TRANSLATE_NOOP("Provider", "internal error of the program"),
}

PROBLEMS = {
    "first_not_user": QT_TRANSLATE_NOOP("ProtocolCheck", "message {index}: the conversation must begin with a user "
                                                         "message"),
    "roles_repeat": QT_TRANSLATE_NOOP("ProtocolCheck", "message {index}: {role} twice in a row (roles do not "
                                                       "alternate)"),
    "unanswered": QT_TRANSLATE_NOOP("ProtocolCheck", "message {index}: tool_use without tool_result in the user "
                                                     "message right after it: {ids}"),
    "empty_turn": QT_TRANSLATE_NOOP("ProtocolCheck", "message {index}: empty turn ({role} with no content at all)"),
    "empty_text": QT_TRANSLATE_NOOP("ProtocolCheck", "message {index}: empty text block (text blocks must not be "
                                                     "empty)"),
    "result_in_role": QT_TRANSLATE_NOOP("ProtocolCheck", "message {index}: tool_result in a {role} message"),
    "results_not_first": QT_TRANSLATE_NOOP("ProtocolCheck", "message {index}: tool_result blocks must come before "
                                                            "any other content"),
    "orphan_results": QT_TRANSLATE_NOOP("ProtocolCheck", "message {index}: tool_result for an unknown call id: "
                                                         "{ids}"),
    "repeated_ids": QT_TRANSLATE_NOOP("ProtocolCheck", "message {index}: tool_use id used more than once (ids must "
                                                       "be unique): {ids}"),
}


def _sentence(error: ModelError) -> str | None:
    values = dict(error.values)
    if error.code == "http" and isinstance(values.get("status"), int):
        return translate("Provider", "{reason} (HTTP {status})").format(reason=status_text(values["status"]),
                                                                        status=values["status"])
    if error.code == "timeout" and isinstance(values.get("seconds"), (int, float)):
        values["seconds"] = seconds(values["seconds"])
    if error.code == "too_large":
        values["size"] = number(float(values.get("size", 0)), 0)
    return coded("Provider", FAILURES, error.code, values, "replies")


def problem_text(problem: dict[str, Any]) -> str:
    """One protocol-check problem ({"code", "values"}) in the program's language."""
    values = problem.get("values") if isinstance(problem.get("values"), dict) else {}
    worded = coded("ProtocolCheck", PROBLEMS, str(problem.get("code", "")), values or {})
    return worded if worded is not None else str(problem.get("code", ""))


def problem_lines(wire: WireRecord) -> list[str]:
    """What the protocol check found in a request, in the program's language (English where no codes were kept)."""
    kept = wire.request.get("problem_codes") if isinstance(wire.request, dict) else None
    if not isinstance(kept, list):
        return wire.problems
    return [problem_text(p) for p in kept if isinstance(p, dict)]


def worded(error: Exception) -> bool:
    """True when the program words `error` in its own language (core gave a code the table knows); else its
    text is someone else's (a lesson's fault text, a script's error, an exception's message) and must stand
    apart from the program's words."""
    return isinstance(error, ModelError) and bool(error.code) and _sentence(error) is not None


def failure_head(error: ModelError) -> str:
    """Why the call failed, in one phrase of the program's words (to stand inside one of its sentences): the
    worded reason, else only that it failed (its own text is shown apart, in the calls table)."""
    return failure_lines(error)[0] if worded(error) else translate("Provider", "the model call failed")


def failure_lines(error: ModelError) -> list[str]:
    """Why the call failed, in the program's language (as written when core gave no code); then, each on its
    own line, what the provider said and what the protocol check found."""
    sentence = _sentence(error) if error.code else None
    if sentence is None:
        return [redact(error.text or str(error))]
    lines = [sentence]
    said = error.values.get("said")
    if said:
        lines.append(f"“{redact(str(said))}”")
    problems = error.values.get("problems")
    if isinstance(problems, list) and problems:
        lines.append(translate("ProtocolCheck", "The protocol check found:"))
        lines += [f"• {problem_text(p)}" for p in problems if isinstance(p, dict)]
    return lines


def failure_text(error: Exception) -> str:
    """`failure_lines` as one text, a line each (any other error as it was written, keys masked)."""
    return "\n".join(failure_lines(error)) if isinstance(error, ModelError) else redact(str(error))
