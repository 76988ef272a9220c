// SnapshotTableView's column fit (the bank-conflict and coalescing tables in the Local memory
// dock): the elastic column gives up width so that every column is in view, a cut text is whole
// in the tooltip, and a hex value too wide for its cell drops its 0x before any digit.

#include "views/SnapshotTableView.h"

#include <QHeaderView>
#include <QHelpEvent>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QTest>
#include <QToolTip>

using namespace wave::widgets;

namespace {

constexpr int kInstruction = 1;

// Line, instruction, and four short figures, like the bank-conflict table.
void fill(QStandardItemModel& model) {
    model.setHorizontalHeaderLabels({QStringLiteral("Line"), QStringLiteral("Instruction"),
                                     QStringLiteral("Conflict"), QStringLiteral("Avg"),
                                     QStringLiteral("Runs"), QStringLiteral("Race")});
    const QString instruction = QStringLiteral("local_load_u32 r11, r12 ; the column read");
    model.appendRow({new QStandardItem(QStringLiteral("47")), new QStandardItem(instruction),
                     new QStandardItem(QStringLiteral("32")),
                     new QStandardItem(QStringLiteral("32.0")),
                     new QStandardItem(QStringLiteral("32")), new QStandardItem()});
}

int columnsInView(const QTableView& table) {
    const QHeaderView* header = table.horizontalHeader();
    int n = 0;
    for (int c = 0; c < header->count(); ++c) {
        const int left = header->sectionViewportPosition(c);
        if (left >= 0 && left + header->sectionSize(c) <= table.viewport()->width())
            ++n;
    }
    return n;
}

} // namespace

class SnapshotTableFitTest : public QObject {
    Q_OBJECT
private slots:
    void elasticColumnKeepsEveryColumnInView() {
        QStandardItemModel model;
        fill(model);
        SnapshotTableView table;
        table.setModel(&model);
        table.configureAsList();
        table.resize(300, 200);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        table.fitColumnsToView();
        QVERIFY(table.horizontalScrollBar()->maximum() > 0); // contents widths do not fit
        table.setElasticColumn(kInstruction);
        QCOMPARE(columnsInView(table), model.columnCount());
        QTRY_COMPARE(table.horizontalScrollBar()->maximum(), 0);
        // Wider again, the instruction gets its whole text back.
        table.resize(900, 200);
        QTRY_VERIFY(table.columnWidth(kInstruction) >=
                    table.wholeWidthForColumns() - table.leastWidthForColumns());
        QVERIFY(table.leastWidthForColumns() < table.wholeWidthForColumns());
    }

    void cutTextIsWholeInTheTooltip() {
        QStandardItemModel model;
        fill(model);
        SnapshotTableView table;
        table.setModel(&model);
        table.configureAsList();
        table.setElasticColumn(kInstruction);
        table.resize(300, 200);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const QModelIndex cell = model.index(0, kInstruction);
        const QRect r = table.visualRect(cell);
        QHelpEvent help(QEvent::ToolTip, r.center(), table.viewport()->mapToGlobal(r.center()));
        QCoreApplication::sendEvent(table.viewport(), &help);
        QTRY_COMPARE(QToolTip::text(), cell.data().toString());
    }

    // A column with room for eight digits: the hex value is shown as its digits (not cut, so
    // no tooltip of the whole text), another text of the same length is cut.
    void narrowHexDropsItsPrefix() {
        QStandardItemModel model(2, 1);
        model.setData(model.index(0, 0), QStringLiteral("0x0000002a"));
        model.setData(model.index(1, 0), QStringLiteral("xx0000002a"));
        SnapshotTableView table;
        table.setModel(&model);
        table.resize(400, 120);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        const QFontMetrics fm(table.style().mono(12));
        table.setColumnWidth(0, fm.horizontalAdvance(QStringLiteral("0000002a")) +
                                    2 * table.style().px(5) + 2);
        auto tooltipOf = [&](int row) {
            QToolTip::hideText();
            QTest::qWait(20);
            const QRect r = table.visualRect(model.index(row, 0));
            QHelpEvent help(QEvent::ToolTip, r.center(), table.viewport()->mapToGlobal(r.center()));
            QCoreApplication::sendEvent(table.viewport(), &help);
            return QToolTip::text();
        };
        QVERIFY(tooltipOf(0).isEmpty());
        QCOMPARE(tooltipOf(1), QStringLiteral("xx0000002a"));
    }
};

QTEST_MAIN(SnapshotTableFitTest)
#include "SnapshotTableFitTest.moc"
