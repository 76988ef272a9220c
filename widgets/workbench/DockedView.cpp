#include "workbench/DockedView.h"

#include <QDockWidget>

#include <utility>

namespace wave::widgets {

DockedView::DockedView(QDockWidget* dock, QWidget* window, SnapshotCall stop,
                       std::function<void()> clear)
    : dock_(dock), window_(window), stop_(std::move(stop)), clear_(std::move(clear)) {}

DockedView& DockedView::withLight(SnapshotCall light) {
    light_ = std::move(light);
    return *this;
}

DockedView& DockedView::withAnalyses(AnalysesCall analyses) {
    analyses_ = std::move(analyses);
    return *this;
}

DockedView& DockedView::withFocus(FocusCall focus) {
    focus_ = std::move(focus);
    return *this;
}

DockedView& DockedView::fedAlways() {
    always_ = true;
    return *this;
}

void DockedView::showAnalyses(const AnalysisSnapshotPtr& analyses) {
    if (analyses_)
        analyses_(analyses);
}

void DockedView::showFocus(std::uint32_t wave, std::uint32_t lane) {
    if (focus_)
        focus_(wave, lane);
}

bool DockedView::onScreen() const {
    // Before the window is shown (tests, exports) every view is kept current.
    if (!window_->isVisible())
        return true;
    return dock_->isVisible() && dock_->widget() && dock_->widget()->isVisible();
}

} // namespace wave::widgets
