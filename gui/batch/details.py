"""The whole of one batch case in words, for the pane under the results table: nothing cut off, no tooltip needed."""

from __future__ import annotations

from core.runs.batch import CaseResult

OPEN_HINT = "Double-click the row to open this case's run in the main window."


def case_details(result: CaseResult) -> str:
    verdict = "pass" if result.passed else "FAIL"
    lines = [f"{verdict} · {result.question}"]
    if result.setup:
        lines.append(f"setup: {result.setup}")
    lines.append(f"orders: {result.data or 'not recorded'} · ended: {result.reason} · calls {result.calls} · "
                 f"tokens {result.tokens} · hand-offs {result.handoffs} · failures {result.failures}")
    if result.problems:
        lines.append("problems:")
        lines += [f"  • {problem}" for problem in result.problems]
    if result.approvals:  # acting calls: what the case's policy decided
        lines.append("approvals:")
        lines += [f"  • {decision}" for decision in result.approvals]
    lines += ["answer:", f"  {result.answer}"]
    if result.run is not None:
        lines += ["", OPEN_HINT]
    return "\n".join(lines)
