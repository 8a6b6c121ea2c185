"""The sentences of the Explain pane, per kind of step, in English source text for Qt's translation system.

Kept apart from `explain.py` (which picks and fills them) so a translator finds them all in one place.
Placeholders ({call}, {customer}, …) are filled after translation.
"""

from __future__ import annotations

from gui.common.tr_noop import QT_TRANSLATE_NOOP

C = "Explain"

QUESTION = QT_TRANSLATE_NOOP(
    "Explain", "The customer asked a question. The program adds it to the conversation as a user "
                                "message and sends everything to the model: the system prompt, the tool "
                                "definitions and the whole history.")
QUESTION_NO_TOOLS = QT_TRANSLATE_NOOP(
    "Explain", "The customer asked a question. No tools are offered this time, so the "
                                         "model cannot look anything up: whatever it answers comes from its own "
                                         "guesses, not from the data.")
MODEL_CALL = QT_TRANSLATE_NOOP("Explain", "Model call {n}: the program sends %n message(s) to the model. The model "
                                  "remembers nothing between calls, so every call sends the whole history again "
                                  "and costs more tokens.")
NEXT_MODEL = QT_TRANSLATE_NOOP("Explain", "Next step: model call {n}. The program is about to send %n message(s) "
                                  "to the model, exactly as the inspector shows them. Press F10 to send them.")
NEXT_TOOL = QT_TRANSLATE_NOOP("Explain", "Next step: the program is about to run {calls}. It checks each tool name and "
                                 "input first; nothing has touched the database yet. Press F10 to run it.")

STOP_REASONS = {
    "tool_use": QT_TRANSLATE_NOOP("Explain", "The model cannot read the database. It asked the program to run {calls} "
                                     "(stop_reason tool_use). The program must answer every tool_use with a "
                                     "tool_result before the model can go on."),
    "end_turn": QT_TRANSLATE_NOOP(
        "Explain", "The model wrote its answer and stopped with stop_reason end_turn: it needs "
                                     "nothing more. The program shows the answer to the customer."),
    "max_tokens": QT_TRANSLATE_NOOP(
        "Explain", "The model's reply was cut off at max_tokens: it ran out of room before it "
                                       "finished. The program cannot use half a reply, so it hands the question "
                                       "to a human."),
    "refusal": QT_TRANSLATE_NOOP("Explain", "The model refused to answer (stop_reason refusal). The program does not "
                                    "push it; it hands the question to a human."),
    "pause_turn": QT_TRANSLATE_NOOP("Explain", "The provider paused a long turn (stop_reason pause_turn). The program "
                                       "sends the conversation again so the model can go on."),
}
OTHER_STOP = QT_TRANSLATE_NOOP(
    "Explain", "The model stopped with stop_reason {reason}, which the program does not know "
                                  "how to continue from. To be safe it hands the question to a human.")

TOOL_OK = QT_TRANSLATE_NOOP("Explain", "The program checked the name and the input of {call}, ran the tool for the "
                               "signed-in customer {customer}, and sends the result back to the model as a "
                               "tool_result in a user message.")
TOOL_ERROR = QT_TRANSLATE_NOOP(
    "Explain", "The program ran {call}, and it failed. The error text goes back to the model "
                                  "as a tool_result with is_error set, so the model learns what went wrong.")
FAKE_ON_ERROR = QT_TRANSLATE_NOOP("Explain", "A real model would read the error text and react to it; the lesson's "
                                     "fake model gives the same answer to every error.")
TOOL_SKIPPED = QT_TRANSLATE_NOOP("Explain", "The program did not run {call}. It still answers it with a tool_result "
                                    "marked is_error, because every tool_use needs its tool_result or the next "
                                    "request is invalid.")
APPROVAL_ASKED = QT_TRANSLATE_NOOP("Explain", "The model asked to run {call}, a tool that acts: it changes data. The "
                                      "program does not run it by itself; a human has to approve it first.")
APPROVAL = {
    "approve": QT_TRANSLATE_NOOP("Explain", "{call} was approved. The program runs it now and sends the result to the "
                                    "model."),
    "reject": QT_TRANSLATE_NOOP("Explain", "{call} was rejected. The program does not run it and sends the rejection "
                                   "back as an is_error tool_result, so the model can tell the customer."),
    "stop": QT_TRANSLATE_NOOP("Explain", "The run was stopped at {call}. The program answers every open tool_use and "
                                 "hands the question to a human."),
}
RETRY = QT_TRANSLATE_NOOP("Explain", "The model call failed (HTTP {status}). The program waits {delay} s and tries "
                                     "again (retry {attempt}), as the providers' own libraries do: servers often "
                                     "recover within seconds.")
RETRY_NO_CONNECTION = QT_TRANSLATE_NOOP("Explain", "The model call got no answer (no connection, or none in time). "
                                                   "The program waits {delay} s and tries again (retry {attempt}), "
                                                   "as the providers' own libraries do: servers often recover "
                                                   "within seconds.")
CALL_WITH = QT_TRANSLATE_NOOP("Explain", "{tool} with {inputs}")  # a call in a sentence: {inputs} "order_id 1042"

ENDINGS = {
    "answer": QT_TRANSLATE_NOOP("Explain", "The loop ends with an answer after %n model call(s) and {tokens} input "
                                   "tokens in all. Each call sent the whole history again: that is why the "
                                   "tokens add up."),
    "max_calls": QT_TRANSLATE_NOOP("Explain", "The loop reached MAX_CALLS (%n model call(s)) without an answer. "
                                      "Instead of looping on, the program hands the question to a human "
                                      "(a hand-off)."),
    "token_budget": QT_TRANSLATE_NOOP("Explain", "The run used more input tokens than the token budget allows. The "
                                         "program stops before spending more and hands the question to a human."),
    "stop_reason": QT_TRANSLATE_NOOP("Explain", "The model stopped for a reason the program cannot continue from. The "
                                        "program hands the question to a human."),
    "timeout": QT_TRANSLATE_NOOP("Explain", "The run took longer than its time limit. The program cancels it, answers "
                                    "every open tool_use, and hands the question to a human."),
    "model_error": QT_TRANSLATE_NOOP("Explain", "The model call failed for good. The program hands the question to a "
                                        "human; the conversation stays valid for the next question."),
    "cancelled": QT_TRANSLATE_NOOP("Explain", "Abort was pressed. The program cancels the model call or the tool at "
                                      "once, answers every open tool_use with a tool_result, and hands the "
                                      "question to a human."),
}
OVER_BUDGET = QT_TRANSLATE_NOOP("Explain", "The answer came after the token budget was already passed: it is shown, "
                                   "and the notice says so.")

TOOL_FAULTS = {
    "error": QT_TRANSLATE_NOOP("Explain", "Injected fault: the tool returns an error, as a broken service would."),
    "raise": QT_TRANSLATE_NOOP("Explain", "Injected fault: the tool raises an exception. The program catches it and "
                                  "turns it into an is_error result instead of crashing."),
    "hang": QT_TRANSLATE_NOOP("Explain", "Injected fault: the tool hangs. The program stops waiting at the tool's "
                                 "timeout and sends an error result."),
    "slow": QT_TRANSLATE_NOOP("Explain", "Injected fault: the tool answers slowly. The loop waits; a time limit would "
                                 "end the run with a hand-off."),
    "oversize": QT_TRANSLATE_NOOP("Explain", "Injected fault: the tool returns far too much text. The program cuts it "
                                     "to the size cap before it reaches the model."),
    "stale": QT_TRANSLATE_NOOP(
        "Explain", "Injected fault: the tool returns old data. Neither the program nor the model "
                                  "can tell; the answer repeats what the tool said."),
    "db_down": QT_TRANSLATE_NOOP("Explain", "Injected fault: the database is unavailable, so the tool fails and the "
                                    "model gets an error result."),
    "injection": QT_TRANSLATE_NOOP("Explain", "Injected fault: the tool result contains instructions (a prompt "
                                      "injection). Tool results are data, not orders: they are marked untrusted, "
                                      "and a careful model does not follow them."),
}
MODEL_FAULTS = {
    "unknown_tool": QT_TRANSLATE_NOOP("Explain", "Injected fault: the model asks for a tool that does not exist. The "
                                         "program refuses to run it and answers with an is_error result."),
    "missing_field": QT_TRANSLATE_NOOP("Explain", "Injected fault: the model leaves out a required field. The program "
                                          "checks every input against the tool's schema and answers with an "
                                          "is_error result instead of running the tool."),
    "extra_fields": QT_TRANSLATE_NOOP("Explain", "Injected fault: the model sends fields the tool does not have. The "
                                         "program checks the input against the schema before running anything."),
    "bad_json": QT_TRANSLATE_NOOP("Explain", "Injected fault: the model's arguments are not valid JSON. The program "
                                     "cannot run the tool and answers with an is_error result."),
    "repeat_id": QT_TRANSLATE_NOOP("Explain", "Injected fault: the model uses a tool_use_id twice. The program gives "
                                      "the repeat a fresh id and answers it as not run, so every tool_use keeps "
                                      "exactly one tool_result."),
    "guess_forever": QT_TRANSLATE_NOOP("Explain", "Injected fault: the model keeps calling tools and never answers. "
                                          "MAX_CALLS stops the loop and a human takes over."),
    "max_tokens": QT_TRANSLATE_NOOP("Explain", "Injected fault: the model's reply stops at max_tokens."),
    "refusal": QT_TRANSLATE_NOOP("Explain", "Injected fault: the model refuses to answer."),
    "http": QT_TRANSLATE_NOOP("Explain", "Injected fault: the provider answers with an HTTP error. The program waits "
                                 "and retries, as the official libraries do, and hands off if it keeps failing."),
    "timeout": QT_TRANSLATE_NOOP("Explain", "Injected fault: the model call times out. The program retries, then hands "
                                    "off."),
    "stream_cut": QT_TRANSLATE_NOOP(
        "Explain", "Injected fault: the streamed reply breaks off in the middle. The program "
                                       "treats the call as failed."),
}
OTHER_FAULT = QT_TRANSLATE_NOOP("Explain", "Injected fault: something was made to go wrong on purpose, to show how the "
                                   "loop copes.")
