#include "workbench/DockArrangement.h"

#include "models/LaneRegistersModel.h"
#include "session/SessionController.h"
#include "views/LaneRegistersView.h"
#include "workbench/WindowRegistry.h"
#include "workbench/WorkbenchIds.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QScrollBar>
#include <QTabBar>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

namespace wave::widgets {

namespace ids = WorkbenchIds;

DockArrangement::DockArrangement(QMainWindow* window, Parts parts, QObject* parent)
    : QObject(parent), window_(window), parts_(std::move(parts)),
      sizes_(window, parts_.registers, parts_.masks) {
    // Resizing re-lays the docks once the user lets go, not at every pixel.
    resizeTimer_ = new QTimer(this);
    resizeTimer_->setSingleShot(true);
    resizeTimer_->setInterval(150);
    connect(resizeTimer_, &QTimer::timeout, this, [this] {
        if (!userArranged_)
            applyDefaultSizes();
    });
    // A dock the user moves or floats ends the layouts per window size.
    auto moved = [this] {
        if (!arranging_)
            userArranged_ = true;
    };
    for (QDockWidget* dk : parts_.docks) {
        connect(dk, &QDockWidget::dockLocationChanged, this, moved);
        connect(dk, &QDockWidget::topLevelChanged, this, moved);
    }
    QDockWidget* explain = dock(ids::Explain);
    connect(explain, &QDockWidget::visibilityChanged, this, [this, explain](bool on) {
        if (on)
            fitTopRow(explain);
    });
    arrange(arrangementFor(window_->size()));
    window_->installEventFilter(this);
}

QDockWidget* DockArrangement::dock(DockId id) const {
    return WindowRegistry::of(window_)->find(id);
}

// Docks of the window that show results, as the views do, rather than edit (registered so):
// in the compact layout they join the views' group, whose tab bar has room to show them (the
// editing docks' group scrolls its tabs at 1280x800).
bool DockArrangement::resultGuest(const QDockWidget* dk) const {
    return WindowRegistry::of(window_)->role(dk) == WindowRegistry::DockRole::Results;
}

DockArrangement::Arrangement DockArrangement::arrangementFor(const QSize& windowSize) {
    return windowSize.width() >= 1700 && windowSize.height() >= 950 ? Arrangement::Wide
                                                                    : Arrangement::Compact;
}

// Compact (1280x800): the explanation above the editor; on the right, the lane masks over the
// waves (barriers and divergence stack as tabs beside them); under the editor, the data views
// as tabs. Wide (1920x1080): the same places, with fewer tabs: registers beside local memory,
// barriers beside the divergence stack. Docks of the window that were on the right or at the
// bottom before (the IDE's listing, problems, ...) become tabs of those groups, so the editor
// keeps its room.
void DockArrangement::arrange(Arrangement arrangement) {
    arrangement_ = arrangement;
    arranging_ = true;
    window_->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    window_->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QDockWidget* explain = dock(ids::Explain);
    QDockWidget* masks = dock(ids::Masks);
    QDockWidget* waves = dock(ids::Waves);
    QDockWidget* barrier = dock(ids::Barrier);
    QDockWidget* stack = dock(ids::Divergence);
    QDockWidget* regs = dock(ids::Registers);
    QDockWidget* local = dock(ids::LocalMemory);
    QDockWidget* device = dock(ids::DeviceMemory);
    QDockWidget* timeline = dock(ids::Timeline);
    QDockWidget* stats = dock(ids::Statistics);
    const QList<QDockWidget*> mine = parts_.docks;
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
    QDockWidget* resultGroup = regs;
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
        resultGroup = viewGroup;
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
            window_->tabifyDockWidget(resultGuest(dk) ? resultGroup : dataGroup, dk);
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
        const bool strip = topGuests_.contains(dk); // as setStripsAside() has it
        if (presenting_ && arrangement == Arrangement::Compact && (tall || strip))
            dk->hide();
        else
            dk->show();
    }
    // In front: the views during a session, the editing docks otherwise.
    const bool debugging = parts_.controller->active();
    raiseViews();
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

// Each group's first view last: in a compact layout the waves, barriers and the rest are tabs
// of the lane masks (of the registers in a presentation), which must stay in front.
void DockArrangement::raiseViews() {
    for (DockId id : {ids::Waves, ids::Barrier, ids::LocalMemory, ids::Registers, ids::Explain})
        dock(id)->raise();
    if (arrangement_ == Arrangement::Compact)
        dock(presenting_ ? ids::Registers : ids::Masks)->raise();
    topFront_ = dock(ids::Explain);
}

void DockArrangement::applyDefaultSizes() {
    sized_ = true;
    const QSize s = window_->size();
    if (arrangementFor(s) != arrangement_) {
        arrange(arrangementFor(s)); // sized there
        return;
    }
    const DockSizes::Docks docks{dock(ids::Masks), dock(ids::Waves), dock(ids::Registers),
                                 dock(ids::LocalMemory)};
    const bool wide = arrangement_ == Arrangement::Wide;
    auto apply = [=, this] {
        sizes_.apply(s, wide, presenting_, docks);
        fitTopRow(topFront_ ? topFront_.data() : dock(ids::Explain));
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
void DockArrangement::fitTopRow(QDockWidget* front) {
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

bool DockArrangement::eventFilter(QObject* watched, QEvent* event) {
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
void DockArrangement::fitTabBars() {
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

void DockArrangement::showRegisterRows() {
    const LaneRegistersModel* model = parts_.registers->registersModel();
    const int row = model->rowOfRegister(0);
    if (row < 0 || model->columnCount() == 0)
        return;
    const auto [wave, lane] = parts_.focus();
    const int column = std::max(model->columnOf(wave, lane), 0);
    parts_.registers->scrollTo(model->index(row, column), QAbstractItemView::PositionAtTop);
}

void DockArrangement::beginPresentation() {
    if (presenting_)
        return;
    // A restore still pending from the last presentation has not happened: keep its layout.
    if (layoutBefore_.isEmpty()) {
        layoutBefore_ = window_->saveState(kLayoutVersion);
        registersScrollBefore_ = parts_.registers->verticalScrollBar()->value();
    }
    presenting_ = true;
}

void DockArrangement::layoutPresentation() {
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

void DockArrangement::endPresentation() {
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
        parts_.registers->verticalScrollBar()->setValue(registersScrollBefore_); // exec again
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

QByteArray DockArrangement::userLayout() const {
    return !layoutBefore_.isEmpty() ? layoutBefore_ : window_->saveState(kLayoutVersion);
}

void DockArrangement::setStripsAside(bool aside) {
    if (aside) {
        stripsHidden_.clear();
        for (const QPointer<QDockWidget>& dk : topGuests_) {
            if (dk && !dk->isHidden() && window_->dockWidgetArea(dk) == Qt::TopDockWidgetArea) {
                stripsHidden_ << dk;
                dk->hide();
            }
        }
        topFront_ = dock(ids::Explain);
    } else {
        for (const QPointer<QDockWidget>& dk : stripsHidden_)
            if (dk)
                dk->show();
        stripsHidden_.clear();
        if (QDockWidget* explain = dock(ids::Explain))
            explain->raise();
    }
    refitExplanation();
}

void DockArrangement::refitExplanation() {
    if (window_->isVisible() && topFront_ == dock(ids::Explain))
        fitTopRow(topFront_);
}

} // namespace wave::widgets
