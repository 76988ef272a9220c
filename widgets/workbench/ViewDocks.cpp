#include "workbench/ViewDocks.h"

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
#include "workbench/DockTitleBar.h"
#include "workbench/ExplainView.h"
#include "workbench/RegistersDockControl.h"
#include "workbench/ViewDocksFeed.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>

#include <algorithm>
#include <cmath>

namespace wave::widgets {

namespace {

// The session's statistics, whether it hands over the recorder's data or the recorder.
[[maybe_unused]] const debug::StatisticsData& statisticsData(const debug::StatisticsData& d) {
    return d;
}
[[maybe_unused]] const debug::StatisticsData& statisticsData(const debug::Statistics& s) {
    return s.data();
}

// Painted views that grow with their content scroll inside the dock.
QScrollArea* scrolled(QWidget* view) {
    // QScrollArea asks heightForWidth() only of widgets whose size policy says so.
    QSizePolicy policy = view->sizePolicy();
    policy.setHeightForWidth(view->hasHeightForWidth());
    view->setSizePolicy(policy);
    auto* area = new QScrollArea;
    area->setWidget(view);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

} // namespace

ViewDocks::ViewDocks(QMainWindow* window, SessionController* controller)
    : QObject(window), window_(window), controller_(controller),
      explainer_(std::make_shared<StepExplainer>()) {
    lightTimer_ = new QTimer(this);
    lightTimer_->setSingleShot(true);
    lightTimer_->setInterval(kRunRefreshMs);
    connect(lightTimer_, &QTimer::timeout, this, &ViewDocks::refreshLight);
    // Resizing re-lays the docks once the user lets go, not at every pixel.
    resizeTimer_ = new QTimer(this);
    resizeTimer_->setSingleShot(true);
    resizeTimer_->setInterval(150);
    connect(resizeTimer_, &QTimer::timeout, this, [this] {
        if (!userArranged_)
            applyDefaultSizes();
    });
    createViews();
    QDockWidget* explain = dock(QStringLiteral("ExplainDock"));
    connect(explain, &QDockWidget::visibilityChanged, this, [this, explain](bool on) {
        if (on)
            fitTopRow(explain);
    });
    connectController();
    connectActivations();
    followApplicationPalette();
    arrange(arrangementFor(window_->size()));
    window_->installEventFilter(this);
}

ViewDocks::~ViewDocks() = default;

void ViewDocks::createViews() {
    registers_ = new LaneRegistersView;
    registersControl_ = new RegistersDockControl(controller_, registers_, this);
    connect(registersControl_, &RegistersDockControl::message, this, &ViewDocks::showProblem);
    waves_ = new WavesView;
    masks_ = new MaskStripView;
    divergence_ = new DivergenceStackView;
    barrier_ = new BarrierBoardView;
    local_ = new LocalMemoryPanel;
    device_ = new DeviceMemoryView;
    timeline_ = new TimelineView;
    statistics_ = new StatisticsView;
    explain_ = new ExplainView;

    auto focusBoth = [](auto* view) {
        return [view](std::uint32_t w, std::uint32_t l) { view->setFocus(w, l); };
    };
    auto focusWaveOnly = [](auto* view) {
        return [view](std::uint32_t w, std::uint32_t) { view->setFocusWave(w); };
    };

    Feed f;
    f.full = [this](const SnapshotPtr& s) {
        registers_->setSnapshot(s);
        if (presenting_)
            showRegisterRows();
    };
    f.focus = focusBoth(registers_);
    f.reset = [this] { registers_->setSnapshot(nullptr); };
    addDock(QStringLiteral("RegistersDock"), tr("Registers"), registers_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { waves_->setSnapshot(s); };
    f.focus = focusWaveOnly(waves_);
    f.reset = [this] { waves_->setSnapshot(nullptr); };
    addDock(QStringLiteral("WavesDock"), tr("Waves"), waves_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { masks_->setSnapshot(s); };
    f.focus = focusBoth(masks_);
    f.reset = [this] { masks_->setSnapshot(nullptr); };
    addDock(QStringLiteral("MasksDock"), tr("Lane masks"), scrolled(masks_), f);

    f = {};
    f.full = [this](const SnapshotPtr& s) { divergence_->setSnapshot(s); };
    f.focus = focusWaveOnly(divergence_);
    f.reset = [this] { divergence_->setSnapshot(nullptr); };
    addDock(QStringLiteral("DivergenceDock"), tr("Divergence stack"), divergence_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { barrier_->setSnapshot(s); };
    f.focus = focusWaveOnly(barrier_);
    f.reset = [this] { barrier_->setSnapshot(nullptr); };
    addDock(QStringLiteral("BarrierDock"), tr("Barriers"), scrolled(barrier_), f);

    f = {};
    f.full = [this](const SnapshotPtr& s) { local_->setSnapshot(s); };
    f.analyses = [this](const AnalysisSnapshotPtr& a) {
        local_->heatmap()->setBankConfig(a->options.bank);
        local_->setAnalyses(a->heat, a->conflicts, a->races);
    };
    f.reset = [this] {
        local_->setSnapshot(nullptr);
        local_->setAnalyses({}, {}, {});
    };
    addDock(QStringLiteral("LocalMemoryDock"), tr("Local memory"), local_, f);

    f = {};
    f.full = [this](const SnapshotPtr& s) { device_->setSnapshot(s); };
    f.reset = [this] { device_->memoryModel()->clear(); };
    f.always = true;
    addDock(QStringLiteral("DeviceMemoryDock"), tr("Device memory"), device_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { timeline_->setSnapshot(s); };
    f.analyses = [this](const AnalysisSnapshotPtr& a) { timeline_->setIndex(a->timeline); };
    f.focus = focusWaveOnly(timeline_);
    f.reset = [this] {
        timeline_->setIndex(std::shared_ptr<const TimelineIndex>());
        timeline_->setSnapshot(nullptr);
    };
    addDock(QStringLiteral("TimelineDock"), tr("Timeline"), timeline_, f);

    f = {};
    f.full = f.light = [this](const SnapshotPtr& s) { statistics_->setSnapshot(s); };
    f.analyses = [this](const AnalysisSnapshotPtr& a) {
        if (a->options.statistics)
            statistics_->setStatistics(statisticsData(a->statistics));
        else
            statistics_->clearStatistics();
    };
    f.reset = [this] {
        statistics_->clearStatistics();
        statistics_->setSnapshot(nullptr);
    };
    addDock(QStringLiteral("StatisticsDock"), tr("Statistics"), scrolled(statistics_), f);

    f = {};
    f.full = [this](const SnapshotPtr&) { explainStop(); };
    f.focus = [this](std::uint32_t, std::uint32_t) { updateCurrentLine(); };
    f.reset = [this] { explain_->clear(); };
    addDock(QStringLiteral("ExplainDock"), tr("Explain this step"), explain_, f);
}

QDockWidget* ViewDocks::addDock(const QString& objectName, const QString& title, QWidget* content,
                                Feed feed) {
    auto* dock = new QDockWidget(title, window_);
    dock->setObjectName(objectName);
    dock->setWidget(content);
    dock->setAllowedAreas(Qt::AllDockWidgetAreas);
    auto* bar = new DockTitleBar(dock, [this, dock](QMenu* menu) { fillMenu(dock, menu); });
    dock->setTitleBarWidget(bar);
    titleBars_.push_back(bar);
    feed.dock = dock;
    feeds_.push_back(std::make_unique<Feed>(std::move(feed)));
    Feed* raw = feeds_.back().get();
    // A dock the user moves or floats ends the layouts per window size.
    auto moved = [this] {
        if (!arranging_)
            userArranged_ = true;
    };
    connect(dock, &QDockWidget::dockLocationChanged, this, moved);
    connect(dock, &QDockWidget::topLevelChanged, this, moved);
    // A view that was tabbed away or closed catches up when it is shown.
    connect(dock, &QDockWidget::visibilityChanged, this, [this, raw](bool visible) {
        if (visible)
            QTimer::singleShot(0, this, [this, raw] { sync(*raw); });
    });
    return dock;
}

QList<QDockWidget*> ViewDocks::docks() const {
    QList<QDockWidget*> out;
    for (const auto& f : feeds_)
        out << f->dock;
    return out;
}

QDockWidget* ViewDocks::dock(const QString& objectName) const {
    for (const auto& f : feeds_)
        if (f->dock->objectName() == objectName)
            return f->dock;
    return nullptr;
}

ViewDocks::Arrangement ViewDocks::arrangementFor(const QSize& windowSize) {
    return windowSize.width() >= 1700 && windowSize.height() >= 950 ? Arrangement::Wide
                                                                    : Arrangement::Compact;
}

// Compact (1280x800): the explanation above the editor; on the right, the lane masks over the
// waves (barriers and divergence stack as tabs beside them); under the editor, the data views
// as tabs. Wide (1920x1080): the same places, with fewer tabs: registers beside local memory,
// barriers beside the divergence stack. Docks of the window that were on the right or at the
// bottom before (the IDE's listing, problems, ...) become tabs of those groups, so the editor
// keeps its room.
void ViewDocks::arrange(Arrangement arrangement) {
    arrangement_ = arrangement;
    arranging_ = true;
    window_->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    window_->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    auto d = [this](const char* name) { return dock(QString::fromLatin1(name)); };
    QDockWidget* explain = d("ExplainDock");
    QDockWidget* masks = d("MasksDock");
    QDockWidget* waves = d("WavesDock");
    QDockWidget* barrier = d("BarrierDock");
    QDockWidget* stack = d("DivergenceDock");
    QDockWidget* regs = d("RegistersDock");
    QDockWidget* local = d("LocalMemoryDock");
    QDockWidget* device = d("DeviceMemoryDock");
    QDockWidget* timeline = d("TimelineDock");
    QDockWidget* stats = d("StatisticsDock");
    const QList<QDockWidget*> mine = docks();
    if (!arranged_) {
        // Only the first time: later the user may have put other docks there on purpose.
        for (QDockWidget* other : window_->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
            if (mine.contains(other) || other->isFloating() || other->isHidden())
                continue;
            // A strip that cannot grow taller would cap the height of a whole group: it joins
            // the explanation above the editor instead.
            const QSizePolicy::Policy v = other->widget()
                                              ? other->widget()->sizePolicy().verticalPolicy()
                                              : QSizePolicy::Preferred;
            const bool strip = v == QSizePolicy::Fixed || v == QSizePolicy::Maximum;
            const Qt::DockWidgetArea area = window_->dockWidgetArea(other);
            if (strip && (area == Qt::BottomDockWidgetArea || area == Qt::TopDockWidgetArea))
                topGuests_ << other;
            else if (area == Qt::RightDockWidgetArea)
                rightGuests_ << other;
            else if (area == Qt::BottomDockWidgetArea)
                bottomGuests_ << other;
        }
        for (const QPointer<QDockWidget>& dk : topGuests_)
            connect(dk, &QDockWidget::visibilityChanged, this, [this, dk](bool on) {
                if (on)
                    fitTopRow(dk);
            });
        arranged_ = true;
    }
    QList<QDockWidget*> guests;
    for (const auto& g : {rightGuests_, bottomGuests_, topGuests_})
        for (const QPointer<QDockWidget>& dk : g)
            if (dk)
                guests << dk.data();
    for (QDockWidget* dk : mine + guests) {
        dk->setFloating(false);
        window_->removeDockWidget(dk);
    }
    window_->addDockWidget(Qt::TopDockWidgetArea, explain);
    QDockWidget* rightGroup = nullptr;
    QDockWidget* dataGroup = regs;
    if (arrangement == Arrangement::Compact) {
        // The registers (eight lanes, exec to r7) over the lane masks, both beside the editor,
        // which keeps the whole height: under it neither would leave 25 lines of code.
        window_->addDockWidget(Qt::RightDockWidgetArea, regs);
        window_->splitDockWidget(regs, masks, Qt::Vertical);
        // A presentation needs the masks' tab bar for a fourth wave: every other view is a tab
        // of the registers then.
        QDockWidget* viewGroup = presenting_ ? regs : masks;
        for (QDockWidget* dk : {waves, barrier, stack, timeline})
            window_->tabifyDockWidget(viewGroup, dk);
        for (QDockWidget* dk : {local, device, stats})
            window_->tabifyDockWidget(regs, dk);
        rightGroup = viewGroup;
    } else {
        window_->addDockWidget(Qt::RightDockWidgetArea, masks);
        window_->splitDockWidget(masks, waves, Qt::Vertical);
        window_->addDockWidget(Qt::BottomDockWidgetArea, regs);
        window_->splitDockWidget(waves, barrier, Qt::Vertical);
        window_->tabifyDockWidget(barrier, stack);
        window_->splitDockWidget(regs, local, Qt::Horizontal);
        window_->tabifyDockWidget(regs, device);
        window_->tabifyDockWidget(local, timeline);
        window_->tabifyDockWidget(local, stats);
        rightGroup = stack;
    }
    // The IDE's docks: in the registers' group beside the editor (the Launch form's height
    // would otherwise be the lane masks' least).
    if (arrangement == Arrangement::Compact)
        rightGroup = regs;
    for (const QPointer<QDockWidget>& dk : rightGuests_)
        if (dk)
            window_->tabifyDockWidget(rightGroup, dk);
    for (const QPointer<QDockWidget>& dk : bottomGuests_)
        if (dk)
            window_->tabifyDockWidget(dataGroup, dk);
    // Strips: tabs of the explanation where height is short, beside it otherwise.
    for (const QPointer<QDockWidget>& dk : topGuests_) {
        if (!dk)
            continue;
        if (arrangement == Arrangement::Compact)
            window_->tabifyDockWidget(explain, dk);
        else
            window_->splitDockWidget(explain, dk, Qt::Horizontal);
    }
    // In a presentation a dock of the IDE taller at least than the registers' share (the
    // Launch form) would push the lane masks out: it steps aside until the presentation ends.
    const int least = window_->height() / 2;
    for (QDockWidget* dk : mine + guests) {
        const bool tall = guests.contains(dk) && dk->widget() &&
                          dk->widget()->minimumSizeHint().height() > least / 2;
        const bool strip = topGuests_.contains(dk); // as setEmphasis() has it
        if (presenting_ && arrangement == Arrangement::Compact && (tall || strip))
            dk->hide();
        else
            dk->show();
    }
    // In front: the views during a session, the editing docks otherwise.
    const bool debugging = controller_->active();
    for (QDockWidget* dk : {waves, barrier, local, regs, explain})
        dk->raise();
    if (arrangement == Arrangement::Compact)
        (presenting_ ? regs : masks)->raise();
    topFront_ = explain;
    if (!debugging) {
        for (const auto& g : {rightGuests_, bottomGuests_})
            if (!g.isEmpty() && g.front())
                g.front()->raise();
        if (arrangement == Arrangement::Compact && !topGuests_.isEmpty() && topGuests_.front()) {
            topGuests_.front()->raise();
            topFront_ = topGuests_.front();
        }
    }
    arranging_ = false;
    userArranged_ = false; // the default layout again (View > Reset Debugger Layout)
    if (window_->isVisible())
        applyDefaultSizes();
}

void ViewDocks::applyDefaultSizes() {
    sized_ = true;
    const QSize s = window_->size();
    if (arrangementFor(s) != arrangement_) {
        arrange(arrangementFor(s)); // sized there
        return;
    }
    const bool wide = arrangement_ == Arrangement::Wide;
    QDockWidget* masks = dock(QStringLiteral("MasksDock"));
    QDockWidget* waves = dock(QStringLiteral("WavesDock"));
    QDockWidget* regs = dock(QStringLiteral("RegistersDock"));
    QDockWidget* local = dock(QStringLiteral("LocalMemoryDock"));
    QDockWidget* explain = dock(QStringLiteral("ExplainDock"));
    auto resize = [this](QDockWidget* dk, int size, Qt::Orientation o) {
        window_->resizeDocks({dk}, {size}, o);
    };
    auto apply = [=, this] {
        if (wide) {
            // The right column: a 32-lane wave of mask cells on one line; the editor keeps
            // about 80 columns of code.
            const int right = std::clamp(masks_->widthForLanes(32) + 24, s.width() * 3 / 10,
                                         s.width() * 45 / 100);
            resize(masks, right, Qt::Horizontal);
            resize(masks, s.height() * 34 / 100, Qt::Vertical);
            resize(waves, s.height() * 26 / 100, Qt::Vertical);
            // Under the editor: registers a little wider than local memory.
            // Under the editor: registers as wide as eight lanes, local memory beside them.
            const int below = s.width() - right;
            const int lanes = std::clamp(registers_->sizeForCells(8, 13).width() + 8,
                                         below * 55 / 100, below * 65 / 100);
            window_->resizeDocks({regs, local}, {lanes, below - lanes}, Qt::Horizontal);
            resize(regs, s.height() * 34 / 100, Qt::Vertical);
        } else {
            // The right column as wide as eight lanes of registers and as tall as exec to r7
            // (in a presentation r0-r7, scrolled to, of the lanes around the focused one), at
            // most about half the window; the lane masks take the rest of the column.
            const int rows = presenting_ ? 8 : 13;
            const QSize cells = registers_->sizeForCells(8, rows);
            const int chrome = dockChromeHeight(regs);
            // A presentation: wide enough for a wave's masks in two lines of 16 with the
            // labels beside them (stacked labels would make each wave taller).
            const int wanted = presenting_ ? masks_->widthForLanes(16) + 24 : cells.width() + 8;
            const int widest = s.width() * (presenting_ ? 64 : 58) / 100;
            resize(regs, std::clamp(wanted, s.width() * 40 / 100, widest), Qt::Horizontal);
            resize(regs, std::min(cells.height() + chrome, s.height() * 56 / 100), Qt::Vertical);
        }
        fitTopRow(topFront_ ? topFront_.data() : explain);
        if (presenting_)
            showRegisterRows();
    };
    apply();
    // Again once the window's layout has run: sizes asked for before are proportions of a
    // layout that did not exist yet.
    QTimer::singleShot(0, this, apply);
}

// The row above the editor is as tall as its tab in front needs (the explanation, or a strip
// of the IDE), so that switching tabs neither clips nor wastes room.
void ViewDocks::fitTopRow(QDockWidget* front) {
    if (!front || !front->widget() || window_->dockWidgetArea(front) != Qt::TopDockWidgetArea)
        return;
    topFront_ = front;
    auto fit = [this](QDockWidget* dk) {
        const QWidget* bar = dk->titleBarWidget();
        const int title = bar ? bar->sizeHint().height() : dk->fontMetrics().height() + 8;
        window_->resizeDocks({dk}, {dk->widget()->sizeHint().height() + title}, Qt::Vertical);
    };
    fit(front);
    // Once more after the layout has taken new fonts into account.
    QTimer::singleShot(0, this, [fit, guarded = QPointer<QDockWidget>(front)] {
        if (guarded && guarded->widget())
            fit(guarded);
    });
}

bool ViewDocks::eventFilter(QObject* watched, QEvent* event) {
    // The toolbars grow with the presentation's fonts when they are polished, and the window
    // then takes the height from the docks: they are sized again after that.
    if (presenting_ && event->type() == QEvent::Resize && qobject_cast<QToolBar*>(watched) &&
        presentationTimer_)
        presentationTimer_->start();
    if (watched != window_)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Show:
        if (!sized_ && sizeOnShow_)
            applyDefaultSizes();
        break;
    case QEvent::PaletteChange:
        if (followPalette_)
            applyPalette(ViewPalette::forQtPalette(window_->palette()));
        break;
    case QEvent::Resize:
        // A layout per window size, until the user arranges the docks (or restored a layout).
        if (sized_ && !userArranged_ && window_->isVisible())
            resizeTimer_->start();
        break;
    case QEvent::ChildPolished:
    case QEvent::LayoutRequest:
        // The tab bars of the dock groups are the window's, made as docks are tabbed.
        fitTabBars();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

// Tab titles are never elided ("Regist…" says nothing): the bar scrolls instead, and each tab
// names its dock in a tooltip too.
void ViewDocks::fitTabBars() {
    for (QTabBar* bar : window_->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (bar->elideMode() != Qt::ElideNone)
            bar->setElideMode(Qt::ElideNone);
        if (!bar->usesScrollButtons())
            bar->setUsesScrollButtons(true);
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabToolTip(i) != bar->tabText(i))
                bar->setTabToolTip(i, bar->tabText(i));
    }
}

int ViewDocks::dockChromeHeight(const QDockWidget* dk) const {
    // A group's tab bar is outside its docks: the title bar and the frames only.
    const QWidget* bar = dk->titleBarWidget();
    const int title = bar ? bar->sizeHint().height() : dk->fontMetrics().height() + 8;
    return title + 6;
}

void ViewDocks::showRegisterRows() {
    const LaneRegistersModel* model = registers_->registersModel();
    const int row = model->rowOfRegister(0);
    if (row < 0 || model->columnCount() == 0)
        return;
    const int column = std::max(model->columnOf(focusWave_, focusLane_), 0);
    registers_->scrollTo(model->index(row, column), QAbstractItemView::PositionAtTop);
}

void ViewDocks::setUserArranged(bool on) {
    userArranged_ = on;
}

void ViewDocks::beginPresentation() {
    if (presenting_)
        return;
    // A restore still pending from the last presentation has not happened: keep its layout.
    if (layoutBefore_.isEmpty()) {
        layoutBefore_ = window_->saveState(kLayoutVersion);
        registersScrollBefore_ = registers_->verticalScrollBar()->value();
    }
    presenting_ = true;
}

void ViewDocks::layoutPresentation() {
    if (!presenting_ || !window_->isVisible())
        return;
    if (arrangementFor(window_->size()) == Arrangement::Compact && !presentationArranged_) {
        presentationArranged_ = true;
        const bool user = userArranged_;
        arrange(Arrangement::Compact); // sized there
        userArranged_ = user;
    } else {
        applyDefaultSizes();
    }
    // And again once the toolbars have grown with the presentation's fonts (eventFilter).
    if (!presentationTimer_) {
        for (QToolBar* bar : window_->findChildren<QToolBar*>(Qt::FindDirectChildrenOnly))
            bar->installEventFilter(this);
        presentationTimer_ = new QTimer(this);
        presentationTimer_->setSingleShot(true);
        presentationTimer_->setInterval(50);
        connect(presentationTimer_, &QTimer::timeout, this, [this] {
            if (presenting_ && window_->isVisible())
                applyDefaultSizes();
        });
    }
    presentationTimer_->start();
}

void ViewDocks::endPresentation() {
    if (!presenting_)
        return;
    presenting_ = false;
    presentationArranged_ = false;
    auto restore = [this] {
        if (presenting_ || layoutBefore_.isEmpty())
            return;
        const bool user = userArranged_;
        arranging_ = true;
        window_->restoreState(layoutBefore_, kLayoutVersion);
        registers_->verticalScrollBar()->setValue(registersScrollBefore_); // exec again
        arranging_ = false;
        userArranged_ = user;
    };
    restore();
    // Again after the fits the views' return to scale 1 has posted, then the layout is the
    // user's to the pixel.
    QTimer::singleShot(0, this, [this, restore] {
        restore();
        if (!presenting_)
            layoutBefore_.clear();
    });
}

QByteArray ViewDocks::userLayout() const {
    return !layoutBefore_.isEmpty() ? layoutBefore_ : window_->saveState(kLayoutVersion);
}

void ViewDocks::setViewScale(double scale) {
    scale_ = std::clamp(scale, 1.0, 3.0);
    registers_->setScale(scale_);
    waves_->setScale(scale_);
    masks_->setScale(scale_);
    divergence_->setScale(scale_);
    barrier_->setScale(scale_);
    local_->setScale(scale_);
    device_->setScale(scale_);
    timeline_->setScale(scale_);
    statistics_->setScale(scale_);
    explain_->setScale(scale_);
    for (DockTitleBar* bar : titleBars_)
        bar->setScale(scale_);
    if (window_->isVisible() && topFront_ == dock(QStringLiteral("ExplainDock")))
        fitTopRow(topFront_);
}

void ViewDocks::setViewPalette(const ViewPalette& palette) {
    followPalette_ = false;
    applyPalette(palette);
}

void ViewDocks::followApplicationPalette() {
    followPalette_ = true;
    applyPalette(ViewPalette::forQtPalette(window_->palette()));
}

void ViewDocks::applyPalette(const ViewPalette& palette) {
    palette_ = palette;
    registers_->setViewPalette(palette);
    waves_->setViewPalette(palette);
    masks_->setViewPalette(palette);
    divergence_->setViewPalette(palette);
    barrier_->setViewPalette(palette);
    local_->setViewPalette(palette);
    device_->setViewPalette(palette);
    timeline_->setViewPalette(palette);
    statistics_->setViewPalette(palette);
    explain_->setViewPalette(palette);
    // The scroll areas around painted views show the view's background past its end.
    for (const auto& f : feeds_) {
        if (auto* area = qobject_cast<QScrollArea*>(f->dock->widget())) {
            area->setPalette(palette.qtPalette(area->palette()));
            area->viewport()->setAutoFillBackground(true);
        }
    }
}

void ViewDocks::setLargeLaneNumbers(bool on) {
    masks_->setLargeLaneNumbers(on);
}

void ViewDocks::setEmphasis(bool on) {
    if (on == emphasis_)
        return;
    emphasis_ = on;
    explain_->setEmphasis(on);
    // A fixed-height strip sharing the row (the IDE's encoding strip) would cap the larger
    // explanation: it steps aside while the emphasis lasts.
    if (on) {
        stripsHidden_.clear();
        for (const QPointer<QDockWidget>& dk : topGuests_) {
            if (dk && !dk->isHidden() && window_->dockWidgetArea(dk) == Qt::TopDockWidgetArea) {
                stripsHidden_ << dk;
                dk->hide();
            }
        }
        topFront_ = dock(QStringLiteral("ExplainDock"));
    } else {
        for (const QPointer<QDockWidget>& dk : stripsHidden_)
            if (dk)
                dk->show();
        stripsHidden_.clear();
        if (QDockWidget* explain = dock(QStringLiteral("ExplainDock")))
            explain->raise();
    }
    if (window_->isVisible() && topFront_ == dock(QStringLiteral("ExplainDock")))
        fitTopRow(topFront_);
}

void ViewDocks::setSourceText(const QString& text) {
    sourceText_ = text;
    sourceFromIde_ = true;
    explainer_->setSource(text);
    updateCurrentLine();
}

void ViewDocks::connectController() {
    connect(controller_, &SessionController::stateChanged, this, &ViewDocks::onStateChanged);
    connect(controller_, &SessionController::snapshotChanged, this, &ViewDocks::onSnapshot);
    connect(controller_, &SessionController::stopped, this, &ViewDocks::onStopped);
}

void ViewDocks::connectActivations() {
    auto line = [this](quint32 l) {
        if (l > 0)
            emit lineActivated(int(l));
    };
    connect(waves_, &WavesView::waveActivated, this, &ViewDocks::focusWave);
    connect(waves_, &WavesView::lineActivated, this, line);
    connect(masks_, &MaskStripView::waveActivated, this, &ViewDocks::focusWave);
    connect(masks_, &MaskStripView::laneActivated, this,
            [this](quint32 w, quint32 l) { controller_->setFocus(w, l); });
    connect(registers_, &LaneRegistersView::laneActivated, this,
            [this](quint32 w, quint32 l) { controller_->setFocus(w, l); });
    connect(divergence_, &DivergenceStackView::lineActivated, this, line);
    connect(barrier_, &BarrierBoardView::waveActivated, this, &ViewDocks::focusWave);
    connect(barrier_, &BarrierBoardView::lineActivated, this, line);
    connect(local_, &LocalMemoryPanel::lineActivated, this, line);
    connect(timeline_, &TimelineView::waveActivated, this, &ViewDocks::focusWave);
    connect(timeline_, &TimelineView::lineActivated, this, line);
    connect(timeline_, &TimelineView::travelRequested, this,
            [this](quint64 step) { controller_->run(SessionCommand::TravelTo, step); });
    connect(device_, &DeviceMemoryView::watchRequested, this,
            [this](quint64 address, quint64 size) {
                debug::BreakpointSpec spec;
                spec.kind = debug::BreakpointKind::Watch;
                spec.space = debug::MemorySpace::Device;
                spec.address = address;
                spec.length = std::max<quint64>(size, 1);
                spec.access = debug::WatchAccess::Write;
                controller_->addBreakpoint(spec);
            });
}

void ViewDocks::focusWave(quint32 wave) {
    controller_->setFocus(wave, focusLane_);
}

} // namespace wave::widgets
