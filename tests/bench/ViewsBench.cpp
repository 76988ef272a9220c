// Debugger view repaint speed (targets: each under 16 ms a frame):
//   - a register grid of 1024 threads x 64 registers (all waves of a workgroup as columns),
//   - a 64 KiB local-memory heatmap,
//   - a timeline of 10 million steps while panning and zooming.
// Frames are rendered offscreen into an image at 1280x800 (the grid and heatmap) or 1280x360
// (the timeline). Prints milliseconds per frame; never asserts on time.

#include "views/LaneRegistersView.h"
#include "views/LocalMemoryHeatmapView.h"
#include "views/TimelineView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QScrollBar>

#include <cstdio>
#include <functional>
#include <random>

using namespace wave;
using namespace wave::widgets;

namespace {

// Renders `frames` frames of `w`, calling `between(i)` before each; returns ms per frame.
double measure(QWidget& w, int frames, const std::function<void(int)>& between) {
    QImage image(w.size(), QImage::Format_ARGB32_Premultiplied);
    {
        QPainter warm(&image);
        w.render(&warm); // first paint: fonts, caches
    }
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < frames; ++i) {
        between(i);
        QPainter p(&image);
        w.render(&p);
    }
    return double(timer.nsecsElapsed()) / 1e6 / frames;
}

std::shared_ptr<debug::MachineSnapshot> registerSnapshot(std::uint32_t waves, std::uint32_t width,
                                                         std::uint32_t regs, std::uint32_t seed) {
    auto s = std::make_shared<debug::MachineSnapshot>();
    s->full = true;
    s->kernelName = std::string(5, 'k');
    s->waveWidth = width;
    s->registerCount = regs;
    s->waves.resize(waves);
    std::mt19937 rng(seed);
    for (std::uint32_t w = 0; w < waves; ++w) {
        auto& ws = s->waves[w];
        ws.id = w;
        ws.initialMask = ws.liveMask = ~std::uint64_t{0} >> (64 - width);
        ws.activeMask = w % 3 ? ws.initialMask : (ws.initialMask & 0x0000FFFFu);
        debug::FrameSnapshot f;
        f.entry = ws.initialMask;
        f.thenMask = ws.activeMask;
        f.elseMask = ws.initialMask & ~ws.activeMask;
        ws.frames.push_back(f);
        ws.registers.resize(std::size_t(regs) * width);
        for (auto& r : ws.registers)
            r = rng() % 4 ? std::uint32_t(rng()) : 0u;
    }
    return s;
}

void benchRegisters() {
    LaneRegistersView view;
    view.setShowAllWaves(true);
    auto a = registerSnapshot(32, 32, 64, 1);
    auto b = std::make_shared<debug::MachineSnapshot>(*a);
    for (std::size_t i = 0; i < b->waves.size(); i += 2)
        for (std::size_t k = 0; k < b->waves[i].registers.size(); k += 7)
            b->waves[i].registers[k] ^= 0x55;
    view.setSnapshot(a);
    QElapsedTimer t;
    t.start();
    view.setSnapshot(b); // a stop: change detection over 1024 x 69 cells
    const double diffMs = double(t.nsecsElapsed()) / 1e6;
    view.resize(1280, 800);
    view.show();
    QApplication::processEvents();
    const double still = measure(view, 60, [](int) {});
    QScrollBar* h = view.horizontalScrollBar();
    const double panning = measure(view, 60, [h](int i) { h->setValue((i * 97) % h->maximum()); });
    std::printf("register grid 1024 threads x 64 registers (%d x %d cells, 1280x800): "
                "%.2f ms/frame still, %.2f ms/frame scrolling; setSnapshot diff %.2f ms\n",
                view.model()->rowCount(), view.model()->columnCount(), still, panning, diffMs);
}

void benchHeatmap() {
    LocalMemoryHeatmapView view;
    auto s = std::make_shared<debug::MachineSnapshot>();
    s->full = true;
    {
        emu::DeviceMemory local(64 * 1024);
        s->local =
            std::make_shared<const emu::DeviceImage>(emu::DeviceImage::capture(local, nullptr));
    }
    view.setSnapshot(s);
    debug::LocalMemoryHeat heat;
    heat.reset(64 * 1024);
    std::mt19937 rng(7);
    for (std::uint64_t w = 0; w < heat.wordCount(); ++w) {
        heat.edit(w).reads = rng() % 50;
        heat.edit(w).writes = rng() % 20;
    }
    QElapsedTimer t;
    t.start();
    view.setHeat(heat); // recount + colour image
    const double rebuildMs = double(t.nsecsElapsed()) / 1e6;
    view.resize(1280, 800);
    view.show();
    QApplication::processEvents();
    QScrollBar* v = view.verticalScrollBar();
    const double scrolling =
        measure(view, 100, [v](int i) { v->setValue((i * 131) % std::max(1, v->maximum())); });
    // Everything at once: a window tall enough for all 512 rows.
    view.resize(1280, 512 * 14 + 120);
    QApplication::processEvents();
    const double whole = measure(view, 20, [](int) {});
    view.setMode(LocalMemoryHeatmapView::Mode::Reads);
    t.restart();
    view.setMode(LocalMemoryHeatmapView::Mode::Writes);
    const double modeMs = double(t.nsecsElapsed()) / 1e6;
    std::printf("heatmap 64 KiB (16384 words): %.2f ms/frame scrolling at 1280x800, %.2f ms/frame "
                "with all 512 rows visible; colour rebuild %.2f ms (data), %.2f ms (mode)\n",
                scrolling, whole, rebuildMs, modeMs);
}

void benchTimeline() {
    // 10 million steps, 8 waves round robin. Every wave diverges every ~40 of its instructions
    // and waits at a barrier every 20000 steps, so records are dense (about 600k).
    const std::uint64_t steps = 10'000'000;
    debug::Timeline timeline(std::size_t{1} << 22);
    std::mt19937 rng(3);
    QElapsedTimer t;
    t.start();
    for (std::uint64_t s = 0; s < steps; ++s) {
        const auto wave = std::uint32_t(s % 8);
        if (s % 20000 == 19992 + wave) {
            timeline.barrierArrive(s, 0, wave, 0x40, 9);
            continue;
        }
        if (s % 20000 == wave && s >= 20000)
            timeline.barrierRelease(s, 0, wave);
        if (rng() % 40 == 0)
            timeline.event(debug::TimelineKind::Divergence, s, 0, wave, 0x20, 7, 0xFFFF);
        timeline.instruction(s, 0, wave, 0x10, 5, 8 + rng() % 25);
    }
    const double feedMs = double(t.nsecsElapsed()) / 1e6;
    TimelineView view;
    view.resize(1280, 360);
    t.restart();
    view.setTimeline(timeline, steps);
    const double indexMs = double(t.nsecsElapsed()) / 1e6;
    view.show();
    QApplication::processEvents();
    view.zoomToFit();
    const double fit = measure(view, 30, [](int) {});
    // The aggregation alone, for one fitted frame (all tracks).
    std::vector<std::uint64_t> edges(1151);
    for (std::size_t k = 0; k < edges.size(); ++k)
        edges[k] = std::uint64_t(double(k) * view.stepsPerPixel());
    std::vector<debug::TimelineIndex::Column> cols;
    t.restart();
    for (int rep = 0; rep < 10; ++rep)
        for (std::size_t tr = 0; tr < view.index().tracks().size(); ++tr)
            view.index().columns(tr, edges, cols);
    const double aggregateMs = double(t.nsecsElapsed()) / 1e6 / 10;
    view.setView(2'000'000, 2000.0);
    const double panWide = measure(view, 60, [&view](int) { view.panByPixels(-37); });
    view.setView(5'000'000, 20.0);
    const double panNear = measure(view, 60, [&view](int) { view.panByPixels(-37); });
    view.zoomToFit();
    const double zoom =
        measure(view, 60, [&view](int i) { view.zoomAt(640, i % 20 < 10 ? 1.25 : 0.8); });
    std::printf("timeline 10M steps, %zu records (index built in %.0f ms, fed in %.0f ms): "
                "%.2f ms/frame fitted (aggregation %.2f ms), %.2f ms/frame panning at 2000 "
                "steps/px, %.2f ms/frame panning at 20 steps/px, %.2f ms/frame zooming\n",
                timeline.records().size(), indexMs, feedMs, fit, aggregateMs, panWide, panNear,
                zoom);
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchRegisters();
    benchHeatmap();
    benchTimeline();
    return 0;
}
