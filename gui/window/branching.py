"""What if? The window's branches: every run's events go to the branch shown; an edit in the message tree
forks a new branch and continues it with the current model, tools, limits and faults; the Branches tab
lists them, shows one in the chat, the inspector and the calls table, and compares two side by side."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from core.engine.client import ModelClient
from core.engine.events import RunEnded, RunStarted
from core.engine.messages import history_to_json
from core.runs.branches import RUN_AGAIN, Branch, BranchTree, RefusedEdit
from core.runs.compare import compare, message_text
from core.runs.edits import Edit, EditError
from core.runs.record import RunRecord
from core.runs.saved_branches import SavedBranch, load_tree, save_tree
from gui.common.i18n import live, translate
from gui.common.tab_sizes import follow_shown_page
from gui.runs.branch_list import BranchList
from gui.runs.branch_words import branch_name, edit_text
from gui.runs.compare_view import CompareDialog
from gui.runs.run_problem_words import problem_text, run_error_text
from gui.window.worker import RunRequest

if TYPE_CHECKING:
    from core.runs.replay import ReplayDiff
    from gui.window.main_window import MainWindow

STOP = "⚠"
DIM = "#6b7280"


def _refused_edit(error: EditError) -> str:
    return f"{STOP} {run_error_text(error)}"


def dialect_of(client: ModelClient) -> str:
    """The wire dialect the client speaks; the fake and scripted models speak Anthropic's JSON."""
    from core.providers import AnthropicClient, ChatClient, ResponsesClient  # loads httpx: not at start-up

    if isinstance(client, (AnthropicClient, ChatClient, ResponsesClient)):
        return client.dialect
    return "anthropic"


class Branching(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.tree = BranchTree()
        self.current = 0
        self.list = BranchList()
        index = window.inspector.tabs.addTab(self.list, "")
        follow_shown_page(window.inspector.tabs)
        live(window.inspector.tabs.setTabText, lambda: translate("Branching", "Branches"), index)
        self.compare_dialog: CompareDialog | None = None
        self.replays: dict[int, int] = {}  # id of a Run again's record -> its branch
        self.confirm = self._ask_send_anyway  # replaceable: tests answer without a modal box
        window.runner.sig_event.connect(self.on_event)
        window.inspector.edits.sig_fork.connect(self.fork)
        self.list.sig_show.connect(self.show)
        files = window.bench.files
        files.branches = self.saved  # a saved run keeps every branch and the orders each ran with
        files.sig_opened.connect(self.opened)
        files.sig_replayed.connect(self.replayed)
        self.list.sig_compare.connect(self.compare)
        window.toolbar.act_new.triggered.connect(self.reset)
        self.list.refresh(self.tree, self.current)

    def reset(self) -> None:
        if not self.window.runner.busy:
            self.tree, self.current = BranchTree(), 0
            self.list.refresh(self.tree, self.current)

    def before_run(self) -> None:
        """A run of the current branch is about to start: keep the orders as they are now (it runs with them)."""
        self.tree[self.current].orders = [o.model_dump(mode="json") for o in self.window.store.all()]

    def on_event(self, event: object) -> None:
        self.tree[self.current].record(event)
        if isinstance(event, RunStarted):
            self.window.inspector.edits.enabled = False
        elif isinstance(event, RunEnded):
            self.window.inspector.edits.enabled = True
            self.list.refresh(self.tree, self.current)

    # ---- saved runs ---------------------------------------------------------------
    def saved(self) -> tuple[list[SavedBranch], int]:
        """Every branch, for a saved run, and the one shown."""
        return save_tree(self.tree, self.window.store.statuses), self.current

    def opened(self, record: RunRecord) -> None:
        """A run shown from elsewhere (opened, a batch case): its branches, or a tree of its own."""
        made_here = self.replays.get(id(record))
        if made_here is not None and made_here in self.tree.branches:  # "Show new run" of a Run again
            self.current = made_here
        elif record.branches:  # the branch whose messages the run shows; else the one shown when saved
            self.tree = load_tree(record.branches)
            shown = [b.id for b in self.tree.branches.values() if history_to_json(b.messages) == record.messages]
            self.current = shown[0] if shown else record.branch
            if not shown:
                self.show(record.branch)
        else:
            self.tree, self.current = BranchTree(record.history()), 0
            self.tree.root.orders = [o.model_dump(mode="json") for o in record.orders]
        self.list.refresh(self.tree, self.current)

    def replayed(self, diff: ReplayDiff) -> Branch:
        """ "Run again" of a saved run: one more branch of the same tree."""
        record = diff.record
        if self.tree.root.parent is None and not self.tree.root.messages:
            self.tree = BranchTree(record.history()[: record.prior])
        events = [event for _, event in record.typed_events()]
        orders = [o.model_dump(mode="json") for o in record.orders]
        branch = self.tree.add_run(self.current, min(record.prior, len(self.tree[self.current].messages)),
                                   RUN_AGAIN, events, orders)
        self.replays[id(record)] = branch.id
        self.list.refresh(self.tree, self.current)
        return branch

    def _adopt_shown(self) -> None:
        """The tree follows what the inspector shows: a saved run opened meanwhile starts a tree of its own."""
        shown = list(self.window.inspector.history.messages)
        if history_to_json(shown) != history_to_json(self.tree[self.current].messages):
            self.tree, self.current = BranchTree(shown), 0

    def fork(self, edit: Edit | None, message: int) -> Branch | None:
        """Make the branch and continue it; a history the dialect refuses is sent only if the user says so."""
        chat = self.window.chat
        if self.window.runner.busy:
            chat.add_notice(lambda: f"{STOP} " + translate("Branching", "Branch once the running question is "
                                                           "finished."))
            return None
        self._adopt_shown()
        dialect = dialect_of(self.window.models.client)
        try:
            branch = self.tree.fork(self.current, edit, at=message, dialect=dialect)
        except RefusedEdit as refused:
            if not self.confirm(refused.problems, dialect):
                problems = refused.problems
                chat.add_notice(lambda: f"{STOP} " + translate("Branching", "Not sent: {dialect} would refuse it:"
                                                               ).format(dialect=dialect) + "\n" + "\n".join(
                    problem_text(p) for p in problems))
                return None
            branch = self.tree.fork(self.current, edit, at=message, dialect=dialect, force=True)
        except EditError as error:
            chat.add_notice(partial(_refused_edit, error))
            return None
        self.show(branch.id)
        self.before_run()
        label = translate("Branching", "(continue {branch})").format(branch=branch_name(branch))  # no question
        request = RunRequest(label, self.window.lesson.worded(self.window.toolbar.run_settings()),
                             client=self.window.models.client, resume=tuple(branch.messages))
        if self.window.runner.start(request):
            self.window.toolbar.set_running(True)
        return branch

    def _ask_send_anyway(self, problems: list, dialect: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Warning, translate("Branching", "Protocol check"),
                          translate("Branching", "{dialect} would refuse this history:").format(dialect=dialect)
                          + "\n\n" + "\n".join(problem_text(p) for p in problems), parent=self.window)
        anyway = box.addButton(translate("Branching", "Send anyway"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is anyway

    def show(self, branch_id: int) -> bool:
        """Show the branch in the chat, the inspector and the calls table; the next question continues it."""
        window = self.window
        if window.runner.busy or branch_id not in self.tree.branches:
            return False
        branch = self.tree[branch_id]
        self.current = branch_id
        window.runner.load_history(list(branch.messages))
        window.chat.clear()
        window.inspector.clear()
        events = self.tree.shown_events(branch_id)
        for event in events[: len(events) - len(branch.events)] if branch.parent is not None else events:
            window.chat.on_event(event)
            window.inspector.on_event(event)
        if branch.parent is not None:
            self._show_fork(branch)
        self._show_rest(branch)
        self.list.refresh(self.tree, self.current)
        return True

    def _show_rest(self, branch: Branch) -> None:
        """Messages no event shows (a branch read from a saved file keeps no events): as they are."""
        history = self.window.inspector.history
        for index in range(len(history.messages), len(branch.messages)):
            message = branch.messages[index]
            history.append(message)
            self.window.chat.add_notice(f"#{index} {message.role}: {message_text(message)}", DIM)

    def _show_fork(self, branch: Branch) -> None:
        """The edited message (it has no event of its own), then the branch's own run."""
        window = self.window
        history = window.inspector.history
        for message in branch.messages[len(history.messages): branch.fork_at + 1]:
            history.append(message)
        parent = self.tree[branch.parent or 0]
        window.chat.add_notice(lambda: "✎ " + translate("Branching", "{branch}, forked from {parent}: {edit}").format(
            branch=branch_name(branch), parent=branch_name(parent), edit=edit_text(branch)), DIM)
        for event in branch.events:
            window.chat.on_event(event)
            window.inspector.on_event(event)

    def compare(self, left: int, right: int) -> CompareDialog:
        if self.compare_dialog is None:
            self.compare_dialog = CompareDialog(self.window)
        self.compare_dialog.view.show_comparison(compare(self.tree, left, right))
        self.compare_dialog.show()
        return self.compare_dialog
