// view_gallery OUTDIR: renders every debugger view over realistic sessions of the example
// kernels to PNGs (light, dark, and classroom: high contrast at 2x), for review and the README.
// Also prints the "explain this step" line of the last step.

#include "ExampleSession.h"

#include "export/ViewExporter.h"
#include "launch/OccupancyPanel.h"
#include "models/StepExplainer.h"
#include "views/BarrierBoardView.h"
#include "views/DeviceMemoryView.h"
#include "views/DivergenceStackView.h"
#include "views/LaneRegistersView.h"
#include "views/LocalMemoryPanel.h"
#include "views/MaskStripView.h"
#include "views/StatisticsView.h"
#include "views/TimelineView.h"
#include "views/WavesView.h"

#include "models/BankConflictModel.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSpinBox>
#include <QTableView>

#include <cstdio>
#include <functional>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::lineContaining;
using wave::widgets::test::loadExample;

namespace {

struct Theme {
    QString name;
    ViewPalette palette;
    double scale;
};

struct Shots {
    QDir dir;
    int failures = 0;
    void save(QWidget& w, const QString& name, QSize size,
              const std::function<void()>& shown = {}) {
        w.resize(size);
        w.show();
        QApplication::processEvents();
        if (shown) {
            shown();
            QApplication::processEvents();
        }
        QString error;
        if (!ViewExporter::savePng(&w, dir.filePath(name + QStringLiteral(".png")), 1.0, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            ++failures;
        }
        w.hide();
    }
};

int heightFor(QWidget& w, int width) {
    return w.hasHeightForWidth() ? w.heightForWidth(width) : w.sizeHint().height();
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: view_gallery OUTDIR\n");
        return 2;
    }
    const QString examples = QStringLiteral(WAVE_EXAMPLES_DIR);

    // tree_reduction, 4th round of the tree (stride 16): wave 0 has lanes 0-15 in the `if`,
    // the other waves wait at the barrier. One more step for change highlighting.
    auto tree = loadExample(examples, QStringLiteral("tree_reduction"), 256);
    if (!tree.error.empty()) {
        std::fprintf(stderr, "%s\n", tree.error.c_str());
        return 1;
    }
    debug::BreakpointSpec bp;
    bp.line = lineContaining(tree.source, "fadd     r9, r9, r8");
    std::string err;
    tree.session->addBreakpoint(bp, err);
    for (int i = 0; i < 8; ++i)
        tree.session->continueRun();
    const auto before = tree.session->snapshot();
    tree.session->stepInstruction();
    const auto after = tree.session->snapshot();
    StepExplainer explainer;
    explainer.setSource(QString::fromStdString(tree.source));
    std::printf("explain: %s\n", qPrintable(explainer.explainLine(*before, *after)));
    const auto& state = tree.session->analyses().state();

    // barrier_deadlock at its deadlock; transpose finished (bank conflicts).
    auto dead = loadExample(examples, QStringLiteral("barrier_deadlock"), 64);
    dead.session->continueRun();
    auto transpose = loadExample(examples, QStringLiteral("transpose"), 1024);
    const auto transposeLoaded = transpose.session->snapshot(); // every device page
    transpose.session->continueRun();
    StepExplainer transposeText;
    transposeText.setSource(QString::fromStdString(transpose.source));

    const Theme themes[] = {{QStringLiteral("light"), ViewPalette::light(), 1.0},
                            {QStringLiteral("dark"), ViewPalette::dark(), 1.0},
                            {QStringLiteral("classroom"), ViewPalette::highContrast(), 2.0}};
    int failures = 0;
    for (const Theme& t : themes) {
        Shots shots{QDir(QString::fromLocal8Bit(argv[1]) + QLatin1Char('/') + t.name)};
        shots.dir.mkpath(QStringLiteral("."));
        const int width = int(640 * t.scale);

        MaskStripView masks;
        masks.setViewPalette(t.palette);
        masks.setScale(t.scale);
        masks.setLargeLaneNumbers(t.scale >= 2);
        masks.setAnimationEnabled(false);
        masks.setSnapshot(before);
        masks.setSnapshot(after);
        masks.setFocus(0, 3);
        // Classroom shots must fit a 1280x800 projector.
        const int maskW = std::min(masks.sizeHint().width(), t.scale > 1 ? 1240 : 4000);
        shots.save(masks, QStringLiteral("masks"), QSize(maskW, heightFor(masks, maskW)));

        WavesView waves;
        waves.setViewPalette(t.palette);
        waves.setScale(t.scale);
        waves.setSnapshot(before);
        waves.setSnapshot(after);
        waves.setFocusWave(0);
        shots.save(waves, QStringLiteral("waves"), QSize(int(720 * t.scale), int(250 * t.scale)));

        DivergenceStackView stack;
        stack.setViewPalette(t.palette);
        stack.setScale(t.scale);
        stack.setSnapshot(before);
        stack.setSnapshot(after);
        shots.save(stack, QStringLiteral("stack"), QSize(int(820 * t.scale), int(110 * t.scale)));

        LaneRegistersView regs;
        regs.setViewPalette(t.palette);
        regs.setScale(t.scale);
        regs.setSnapshot(before);
        regs.setSnapshot(after);
        regs.setFocus(0, 3);
        regs.setRegisterFormat(9, RegisterFormat::F32);
        regs.setRegisterFormat(8, RegisterFormat::F32);
        regs.setRegisterFormat(3, RegisterFormat::F32);
        shots.save(regs, QStringLiteral("registers"),
                   QSize(int(900 * t.scale), int(440 * t.scale)));
        // The other half of wave 0: lanes 16-31 are off in then (dimmed).
        shots.save(regs, QStringLiteral("registers-inactive"),
                   QSize(int(900 * t.scale), int(440 * t.scale)),
                   [&regs] { regs.setFocus(0, 20); });

        BarrierBoardView board;
        board.setViewPalette(t.palette);
        board.setScale(t.scale);
        board.setSnapshot(after);
        shots.save(board, QStringLiteral("barrier-board"), QSize(width, heightFor(board, width)));

        BarrierBoardView deadlock;
        deadlock.setViewPalette(t.palette);
        deadlock.setScale(t.scale);
        deadlock.setSnapshot(dead.session->snapshot());
        shots.save(deadlock, QStringLiteral("barrier-deadlock"),
                   QSize(width, heightFor(deadlock, width)));

        LocalMemoryPanel local;
        local.setViewPalette(t.palette);
        local.setScale(t.scale);
        const debug::DebugSession* ts = tree.session.get();
        local.conflictModel()->setLookups(
            [ts](std::uint32_t pc) { return ts->lineOf(pc); },
            [ts, &explainer](std::uint32_t pc) { return explainer.instructionAt(ts->lineOf(pc)); });
        local.setSnapshot(before);
        local.setSnapshot(after);
        local.setAnalyses(state.heat, state.bank.results(), state.races.races());
        shots.save(local, QStringLiteral("local-memory"),
                   QSize(int(980 * t.scale), int(420 * t.scale)));

        LocalMemoryPanel tlocal;
        tlocal.setViewPalette(t.palette);
        tlocal.setScale(t.scale);
        const auto& tstate = transpose.session->analyses().state();
        const debug::DebugSession* trs = transpose.session.get();
        tlocal.conflictModel()->setLookups([trs](std::uint32_t pc) { return trs->lineOf(pc); },
                                           [trs, &transposeText](std::uint32_t pc) {
                                               return transposeText.instructionAt(trs->lineOf(pc));
                                           });
        tlocal.setSnapshot(transpose.session->snapshot());
        tlocal.setAnalyses(tstate.heat, tstate.bank.results(), tstate.races.races());
        // Coloured by bank conflicts: the column reads' degree 32 beside the table's.
        tlocal.setMode(LocalMemoryHeatmapView::Mode::Conflicts);
        shots.save(tlocal, QStringLiteral("local-memory-transpose"),
                   QSize(int(980 * t.scale), int(420 * t.scale)));

        TimelineView timeline;
        timeline.setViewPalette(t.palette);
        timeline.setScale(t.scale);
        timeline.resize(int(1000 * t.scale), 300);
        timeline.setTimeline(tree.session->analyses().timeline(), after->step);
        timeline.setSnapshot(after);
        timeline.zoomToFit();
        shots.save(timeline, QStringLiteral("timeline"),
                   QSize(int(1000 * t.scale), timeline.sizeHint().height()));

        StatisticsView stats;
        stats.setViewPalette(t.palette);
        stats.setScale(t.scale);
        stats.setSnapshot(after);
        stats.setStatistics(state.statistics.data());
        shots.save(stats, QStringLiteral("statistics"), QSize(width, heightFor(stats, width)));

        DeviceMemoryView memory;
        memory.setViewPalette(t.palette);
        memory.setScale(t.scale);
        memory.setSnapshot(transposeLoaded);
        memory.setSnapshot(transpose.session->snapshot());
        memory.goToAddress(0x1000);
        shots.save(memory, QStringLiteral("device-memory"),
                   QSize(int(700 * t.scale), int(320 * t.scale)));
        failures += shots.failures;
    }
    // The Launch dock's occupancy box, a form in the application's palette (light only):
    // tiled_matmul with a what-if of 64 registers and 256 threads per workgroup.
    {
        QFile file(examples + QStringLiteral("/tiled_matmul.wave"));
        if (!file.open(QIODevice::ReadOnly))
            return 1;
        auto assembly = std::make_shared<AssemblySnapshot>();
        assembly->result =
            assembler::Assembler::assemble(file.readAll().toStdString(), "tiled_matmul.wave");
        OccupancyPanel occupancy;
        occupancy.setLaunch(LaunchSettings(), assembly, file.fileName());
        occupancy.findChild<QSpinBox*>(QStringLiteral("whatIfRegisters"))->setValue(64);
        occupancy.findChild<QSpinBox*>(QStringLiteral("whatIfThreads"))->setValue(256);
        Shots shots{QDir(QString::fromLocal8Bit(argv[1]) + QStringLiteral("/light"))};
        shots.save(occupancy, QStringLiteral("occupancy"), QSize(720, heightFor(occupancy, 720)));
        failures += shots.failures;
    }
    std::printf("wrote %s\n", argv[1]);
    return failures ? 1 : 0;
}
