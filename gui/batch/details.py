"""The whole of one batch case in words, for the pane under the results table: nothing cut off, no tooltip needed."""

from __future__ import annotations

from core.runs.batch import CaseResult
from gui.batch.words import data_text, setup_text
from gui.common.i18n import QT_TRANSLATE_NOOP, translate
from gui.common.run_words import end_text
from gui.runs.run_problem_words import problem_text

OPEN_HINT = QT_TRANSLATE_NOOP("BatchDetails", "Double-click the row to open this case's run in the main window.")


def case_details(result: CaseResult) -> str:
    verdict = translate("BatchDetails", "pass") if result.passed else translate("BatchDetails", "FAIL")
    lines = [f"{verdict} · {result.question}"]
    if result.setup:
        lines.append(translate("BatchDetails", "setup: {setup}").format(setup=setup_text(result)))
    lines.append(translate("BatchDetails", "orders: {data} · ended: {reason} · calls {calls} · tokens {tokens} · "
                           "hand-offs {handoffs} · failures {failures}").format(
        data=data_text(result.data) if result.data else translate("BatchDetails", "not recorded"),
        reason=end_text(result.reason), calls=result.calls,
        tokens=result.tokens, handoffs=result.handoffs, failures=result.failures))
    if result.problems:
        lines.append(translate("BatchDetails", "problems:"))
        lines += [f"  • {problem_text(problem)}" for problem in result.problems]
    if result.approvals:  # acting calls: what the case's policy decided
        lines.append(translate("BatchDetails", "approvals:"))
        lines += [f"  • {decision}" for decision in result.approvals]
    lines += [translate("BatchDetails", "answer:"), f"  {result.answer}"]
    if result.run is not None:
        lines += ["", translate("BatchDetails", OPEN_HINT)]
    return "\n".join(lines)
