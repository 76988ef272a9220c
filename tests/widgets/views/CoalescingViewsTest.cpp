// The coalescing colours outside the table (issue 16): EfficiencyScale's bands and contrast in
// light and dark, the editor gutter (CoalescingGutter: per-line figures, marks, hover text,
// moving between editors) and the Device memory model's coalescing colouring and tooltips.

#include "editor/CodeEditor.h"
#include "editor/EditorTheme.h"
#include "models/DeviceMemoryModel.h"
#include "models/ModelRoles.h"
#include "views/CoalescingGutter.h"
#include "views/EfficiencyScale.h"
#include "views/ViewPalette.h"

#include <QTest>

using namespace wave;
using namespace wave::widgets;

namespace {

debug::InstructionCoalescing row(std::uint32_t pc, std::uint64_t executions, double average,
                                 double worst, std::uint64_t sectors, std::uint64_t minSectors,
                                 debug::AccessKind kind = debug::AccessKind::Read) {
    debug::InstructionCoalescing r;
    r.pc = pc;
    r.kind = kind;
    r.executions = executions;
    r.efficiencySum = average * double(executions);
    r.worst = worst;
    r.sectors = sectors;
    r.minSectors = minSectors;
    r.lines = sectors;
    r.minLines = executions;
    return r;
}

// pc 0x10 and 0x18 on line 2, 0x20 on line 4.
std::uint32_t lineOfPc(std::uint32_t pc) {
    return pc == 0x20 ? 4 : pc == 0x10 || pc == 0x18 ? 2 : 0;
}

QString marginText(CodeEditor& editor, int line) {
    const auto l = static_cast<unsigned long>(line - 1);
    const auto n =
        editor.SendScintilla(QsciScintilla::SCI_MARGINGETTEXT, l, static_cast<void*>(nullptr));
    QByteArray bytes(int(n) + 1, '\0');
    editor.SendScintilla(QsciScintilla::SCI_MARGINGETTEXT, l, static_cast<void*>(bytes.data()));
    return QString::fromUtf8(bytes.constData()).trimmed();
}

} // namespace

class CoalescingViewsTest : public QObject {
    Q_OBJECT
private slots:
    void scaleBands() {
        QCOMPARE(EfficiencyScale::band(1.0), 0);
        QCOMPARE(EfficiencyScale::band(0.9), 0);
        QCOMPARE(EfficiencyScale::band(0.89), 1);
        QCOMPARE(EfficiencyScale::band(0.5), 1);
        QCOMPARE(EfficiencyScale::band(0.25), 2);
        QCOMPARE(EfficiencyScale::band(0.125), 3);
        for (bool dark : {false, true})
            for (int a = 0; a < EfficiencyScale::kBands; ++a)
                for (int b = a + 1; b < EfficiencyScale::kBands; ++b)
                    QVERIFY(EfficiencyScale::fill(a, dark) != EfficiencyScale::fill(b, dark));
    }

    // WCAG: each fill 3:1 against what it sits on (the editor's margin and paper, the views'
    // background and surface), its text 4.5:1 against the fill.
    void scaleContrast() {
        QCOMPARE(EfficiencyScale::contrast(Qt::black, Qt::white), 21.0);
        for (bool dark : {false, true}) {
            const EditorTheme editor = dark ? EditorTheme::darkTheme() : EditorTheme::light();
            const ViewPalette view = dark ? ViewPalette::dark() : ViewPalette::light();
            for (int b = 0; b < EfficiencyScale::kBands; ++b) {
                const QColor fill = EfficiencyScale::fill(b, dark);
                for (const QColor& under :
                     {editor.marginPaper, editor.paper, view.background, view.surface})
                    QVERIFY2(EfficiencyScale::contrast(fill, under) >= 3.0,
                             qPrintable(fill.name() + QLatin1Char(' ') + under.name()));
                QVERIFY(EfficiencyScale::contrast(fill, EfficiencyScale::text(b, dark)) >= 4.5);
            }
        }
    }

    void gutterFiguresByLine() {
        // Two loads on line 2: 4 executions at 100% and 4 at 50% average 75%.
        const auto lines = CoalescingGutter::byLine(
            {row(0x10, 4, 1.0, 1.0, 16, 16), row(0x18, 4, 0.5, 0.25, 32, 16),
             row(0x20, 2, 0.125, 0.125, 64, 8, debug::AccessKind::Write),
             row(0x40, 1, 0.5, 0.5, 2, 1)}, // no line: left out
            lineOfPc);
        QCOMPARE(lines.size(), std::size_t(2));
        const CoalescingGutter::LineFigures& two = lines.at(2);
        QCOMPARE(two.instructions, 2);
        QCOMPARE(two.executions, std::uint64_t(8));
        QCOMPARE(two.average, 0.75);
        QCOMPARE(two.worst, 0.25);
        QCOMPARE(two.sectors, 6.0);
        QCOMPARE(two.minSectors, 4.0);
        QVERIFY(two.loads && !two.stores);
        QVERIFY(lines.at(4).stores);
    }

    void gutterMarksAndHover() {
        CodeEditor editor;
        CodeEditor other;
        editor.setText(QStringLiteral("a\nb\nc\nd\ne\n"));
        other.setText(editor.text());
        CoalescingGutter gutter;
        gutter.setEditor(&editor);
        QCOMPARE(editor.marginWidth(CoalescingGutter::kMargin), 0);
        gutter.setCoalescing({row(0x10, 4, 1.0, 1.0, 16, 16),
                              row(0x20, 2, 0.125, 0.125, 64, 8, debug::AccessKind::Write)},
                             lineOfPc);
        QVERIFY(editor.marginWidth(CoalescingGutter::kMargin) > 0);
        QCOMPARE(marginText(editor, 2), QStringLiteral("100%"));
        QCOMPARE(marginText(editor, 4), QStringLiteral("12.5%"));
        QVERIFY(marginText(editor, 3).isEmpty());
        const bool dark = editor.theme().dark;
        QCOMPARE(gutter.markColor(4), EfficiencyScale::fill(3, dark));
        QCOMPARE(gutter.markColor(2), EfficiencyScale::fill(0, dark));
        QVERIFY(!gutter.markColor(3).isValid());
        const QString tip = gutter.toolTip(4);
        QVERIFY2(tip.contains(QStringLiteral("Line 4, device store: 12.5% coalesced on average, "
                                             "12.5% at worst")),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("32 sectors of 32 bytes where 4 would do, 32 lines "
                                             "of 128 bytes where 1 would do (2 executions)")),
                 qPrintable(tip));
        QVERIFY(gutter.toolTip(3).isEmpty());

        // The marks follow the session to another editor; the first one is left clean.
        gutter.setEditor(&other);
        QCOMPARE(editor.marginWidth(CoalescingGutter::kMargin), 0);
        QVERIFY(marginText(editor, 4).isEmpty());
        QCOMPARE(marginText(other, 4), QStringLiteral("12.5%"));
        gutter.clear();
        QCOMPARE(other.marginWidth(CoalescingGutter::kMargin), 0);
        QVERIFY(marginText(other, 4).isEmpty());
    }

    void deviceMemoryColouring() {
        auto snap = std::make_shared<debug::MachineSnapshot>();
        snap->full = true;
        snap->deviceSize = 8192;
        emu::DeviceMemory memory(8192);
        snap->device =
            std::make_shared<const emu::DeviceImage>(emu::DeviceImage::capture(memory, nullptr));
        DeviceMemoryModel model;
        model.setSnapshot(snap);
        auto words = std::make_shared<debug::CoalescingWords>();
        std::vector<debug::LaneAddress> lanes;
        for (std::uint64_t l = 0; l < 32; ++l)
            lanes.push_back(debug::LaneAddress{0x1000 + 128 * l, 4});
        words->record(lanes, 0x20, 0.125);
        model.setCoalescingWords(words);
        model.setLookups(lineOfPc, [](std::uint32_t pc) {
            return pc == 0x20 ? QStringLiteral("device_store_u32 r1, r2") : QString();
        });
        const QModelIndex touched =
            model.index(model.rowOfAddress(0x1080), DeviceMemoryModel::AddressColumn);
        const QModelIndex untouched =
            model.index(model.rowOfAddress(0x1084), DeviceMemoryModel::AddressColumn);
        // Changes colouring (the default): no efficiency fill, but the tooltip already tells.
        QVERIFY(!touched.data(EfficiencyRole).isValid());
        model.setColouring(DeviceMemoryModel::Colouring::Coalescing);
        QVERIFY(qAbs(touched.data(EfficiencyRole).toDouble() - 0.125) < 1e-4);
        // The swatch is on the address alone: a whole row in the scale's blue would read as
        // a selected row (issue 21).
        QVERIFY(
            !touched.siblingAtColumn(DeviceMemoryModel::U32Column).data(EfficiencyRole).isValid());
        QVERIFY(!untouched.data(EfficiencyRole).isValid());
        const QString tip = touched.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Worst: line 4 (device_store_u32 r1, r2), 12.5% "
                                             "coalesced")),
                 qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("0x00001080")));
        QVERIFY(untouched.data(Qt::ToolTipRole).toString().isEmpty());
        model.clear();
        QVERIFY(!model.hasCoalescingWords());
    }
};

QTEST_MAIN(CoalescingViewsTest)
#include "CoalescingViewsTest.moc"
