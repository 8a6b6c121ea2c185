"""The orders table over a large store: the first page at once, the rest in pages, the filter in SQL.

What a page brings is read from the store when the page comes, so edits made before show up; rows already
shown follow the store; the table, its filter and its undo behave as they do over a small store."""

from __future__ import annotations

import datetime as dt
import threading

import pytest
from PySide6.QtCore import QModelIndex, qInstallMessageHandler

from core.lesson.orders import Order
from core.lesson.store import OrdersStore
from gui.orders.editor import OrdersEditor
from gui.orders.model import OrdersModel
from gui.orders.rows import PAGE, SIZED, Reading

ROWS = 5_000
DAY = dt.date(2026, 11, 3)
STATUS = 2


def make_orders(n: int) -> list[Order]:
    """Order 20000 + i of customer K-(i % 400); K-777 has three orders, all far past the first page."""
    customers = {4100: "K-777", 4500: "K-777", 4999: "K-777"}
    return [Order(order_id=str(20_000 + i), customer_id=customers.get(i, f"K-{i % 400}"), status="versandt",
                  delivery=DAY, return_by=DAY + dt.timedelta(days=14)) for i in range(n)]


@pytest.fixture
def big():
    store = OrdersStore.in_memory(make_orders(ROWS))
    yield store
    store.close()


@pytest.fixture
def paged(qtbot, big):
    """Built in the test itself: pytest-qt turns the event loop after a fixture, which would bring a page."""
    return lambda: OrdersModel(big)


def loaded(qtbot, model) -> None:
    qtbot.waitUntil(lambda: not model.canFetchMore(), timeout=20000)


def ids(model) -> list[str]:
    return [order.order_id for order in model.orders()]


def test_the_first_page_is_there_at_once_and_fetch_more_brings_the_next(qtbot, paged):
    paged = paged()
    assert paged.rowCount() == PAGE and paged.canFetchMore()
    assert paged.index(PAGE - 1, 0).data() == str(20_000 + PAGE - 1)
    paged.fetchMore(QModelIndex())
    assert paged.rowCount() == 2 * PAGE and ids(paged)[PAGE] == str(20_000 + PAGE)
    with qtbot.waitSignal(paged.sig_loaded, timeout=20000):
        pass  # the rest comes a page per turn of the event loop
    assert paged.rowCount() == ROWS and not paged.canFetchMore()
    assert ids(paged) == [str(20_000 + i) for i in range(ROWS)]


def test_the_paged_model_passes_the_python_model_tester_while_pages_come(qtbot, qtmodeltester):
    # The Python tester checks the whole model after every inserted row, so its cost grows with the square of the
    # rows: a store of a few pages keeps it to a second on a loaded machine (5,000 rows took over 20 s there).
    rows = 3 * PAGE + 100
    store = OrdersStore.in_memory(make_orders(rows))
    try:
        paged = OrdersModel(store)
        assert paged.canFetchMore()
        qtmodeltester.check(paged, force_py=True)
        store.update("20001", status="zugestellt")
        store.delete("20002")
        store.insert(Order(order_id="9", customer_id="K-9", status="versandt", delivery=DAY, return_by=DAY))
        paged.set_needle("k-1")
        loaded(qtbot, paged)
        paged.set_needle("")
        loaded(qtbot, paged)
        assert paged.rowCount() == rows
    finally:
        store.close()


def test_the_paged_model_passes_the_qt_model_tester_while_pages_come(qtbot, qtmodeltester, paged, big):
    paged = paged()
    messages: list[str] = []
    previous = qInstallMessageHandler(lambda _mode, _context, text: messages.append(text))
    try:
        qtmodeltester.check(paged)
        big.update("20003", order_id="30003")
        big.delete("20004")
        paged.set_needle("k-7")
        loaded(qtbot, paged)
        big.reset_to_lesson()
    finally:
        qInstallMessageHandler(previous)
    assert [m for m in messages if "FAIL" in m] == []


def test_a_filter_finds_matches_far_beyond_the_first_page(qtbot, paged):
    paged = paged()
    paged.set_needle(" k-777 ")
    loaded(qtbot, paged)
    assert ids(paged) == ["24100", "24500", "24999"]
    paged.set_needle("K-1")  # K-1, K-10…K-199: more than a page, in pages too
    assert paged.rowCount() <= PAGE and paged.canFetchMore()
    loaded(qtbot, paged)
    expected = [o.order_id for o in make_orders(ROWS) if "k-1" in o.customer_id.casefold()]
    assert ids(paged) == expected and len(expected) > PAGE


def test_an_edit_to_a_row_not_read_yet_shows_when_its_page_comes(qtbot, paged, big):
    paged = paged()
    big.update("24321", status="zugestellt", customer_id="K-9")
    big.delete("24322")
    assert paged.row_of("24321") is None
    loaded(qtbot, paged)
    assert paged.index(paged.row_of("24321"), STATUS).data() == "zugestellt"
    assert paged.row_of("24322") is None and paged.rowCount() == ROWS - 1


def test_an_order_added_while_pages_come_is_shown_at_once_and_stays_last(qtbot, paged, big):
    paged = paged()
    new = Order(order_id="99999", customer_id="K-1", status="versandt", delivery=DAY, return_by=DAY)
    big.insert(new)
    assert paged.row_of("99999") == PAGE  # right after the rows read so far
    loaded(qtbot, paged)
    assert ids(paged)[-1] == "99999" and paged.rowCount() == ROWS + 1 and ids(paged).count("99999") == 1


def test_undo_of_a_delete_puts_the_row_back_before_its_page_would_bring_it_again(qtbot, paged, big):
    paged = paged()
    from gui.orders.undo import delete_rows

    assert delete_rows(paged, {3}) == 1
    paged.undo_stack.undo()
    assert ids(paged)[3] == "20003"
    loaded(qtbot, paged)
    assert ids(paged).count("20003") == 1 and paged.rowCount() == ROWS


def test_a_filtered_table_follows_the_store(qtbot, paged, big):
    paged = paged()
    paged.set_needle("k-777")
    loaded(qtbot, paged)
    big.update("20010", customer_id="K-777")  # starts to match: shown in its place
    big.update("24500", customer_id="K-1")  # no longer matches: gone
    big.insert(Order(order_id="5", customer_id="K-777", status="versandt", delivery=DAY, return_by=DAY))
    assert ids(paged) == ["20010", "24100", "24999", "5"]


def test_a_tool_write_to_an_order_the_filter_hides_can_be_undone(qtbot, paged, big):
    paged = paged()
    paged.set_needle("k-777")
    loaded(qtbot, paged)
    writer = threading.Thread(target=lambda: big.update("20001", status="storniert"))  # as a tool does
    writer.start()
    writer.join()
    qtbot.waitUntil(lambda: paged.undo_stack.count() == 1)
    paged.undo_stack.undo()
    assert big.get("20001").status == "versandt"


def test_a_page_the_store_cannot_read_is_reported_and_the_rows_shown_stay(qtbot):
    store = OrdersStore.in_memory(make_orders(ROWS))
    model = OrdersModel(store)
    with qtbot.waitSignal(model.sig_refused) as refused:
        store.close()
    assert refused.args[:2] == [-1, -1] and "Database not reachable" in refused.args[2]
    assert model.rowCount() >= PAGE and not model.canFetchMore()


def test_the_editor_counts_while_reading_and_adds_past_a_filter_at_once(qtbot, big):
    editor = OrdersEditor(big)
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    assert editor.count.text() == f"{editor.proxy.rowCount():,} of 5,000 orders, reading …"
    loaded(qtbot, editor.model)
    assert editor.count.text() == "5,000 orders"
    editor.proxy.set_needle("k-777")
    loaded(qtbot, editor.model)
    assert editor.count.text() == "3 of 5,000 orders"
    editor.view.setCurrentIndex(editor.proxy.index(0, 0))
    editor.add_order()  # the new order (K-777's, "in Bearbeitung") matches: it stays filtered
    assert editor.store.get("25000") is not None and editor.count.text() == "4 of 5,001 orders"
    editor.proxy.set_needle("storniert")
    editor.add_order()  # hidden by the filter: the filter goes, and the new order is shown and edited at once
    assert editor.proxy.needle() == "" and editor.model.row_of("25001") is not None
    assert editor.view.currentIndex().data() == "25001"


def test_each_turn_of_loading_shows_what_it_read_as_one_insert_in_the_stores_order(qtbot, paged):
    paged = paged()
    inserts: list[tuple[int, int]] = []
    paged.rowsInserted.connect(lambda _parent, first, last: inserts.append((first, last)))
    paged._load_step()
    assert len(inserts) == 1 and inserts[0][0] == PAGE
    loaded(qtbot, paged)
    assert all(first == before[1] + 1 for before, (first, _last) in zip(inserts, inserts[1:], strict=False))
    assert inserts[-1][1] == ROWS - 1 and ids(paged) == [str(20_000 + i) for i in range(ROWS)]


def test_a_page_sized_by_time_reads_as_many_rows_as_fit_within_bounds(big):
    reading = Reading(big)
    assert len(reading.page(seconds=0)) == SIZED[0]
    assert len(reading.page(seconds=60)) == min(SIZED[1], ROWS - SIZED[0])
    filtered = Reading(big, "k-777")
    assert filtered.page(seconds=0) == [] and filtered.cursor == SIZED[0]


def test_a_filter_keeps_the_scroll_bar_while_its_rows_come_and_drops_it_when_they_are_few(qtbot, big):
    editor = OrdersEditor(big)
    qtbot.addWidget(editor)
    editor.resize(600, 400)
    editor.show()
    qtbot.waitExposed(editor)
    loaded(qtbot, editor.model)
    bar = editor.view.verticalScrollBar()
    assert bar.isVisible()
    editor.proxy.set_needle("20001")  # one order, in the first page: the pages after it bring none
    editor.view.executeDelayedItemsLayout()
    assert bar.isVisible() and editor.model.canFetchMore()
    loaded(qtbot, editor.model)
    qtbot.waitUntil(lambda: not bar.isVisible())
    assert editor.proxy.rowCount() == 1
