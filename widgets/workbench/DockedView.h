#pragma once
// A debugger view in a dock as a SnapshotConsumer: it is on screen when the dock and the view
// are shown (and always before the main window is, so that tests and exports see current
// views), and it hands each snapshot to the view through the calls it is given. A view gives
// only the calls it understands: without a light call it sees no light snapshots. GUI thread
// only.

#include "workbench/SnapshotConsumer.h"

#include <functional>

class QDockWidget;
class QWidget;

namespace wave::widgets {

class DockedView final : public SnapshotConsumer {
public:
    using SnapshotCall = std::function<void(const SnapshotPtr&)>;
    using AnalysesCall = std::function<void(const AnalysisSnapshotPtr&)>;
    using FocusCall = std::function<void(std::uint32_t wave, std::uint32_t lane)>;

    // `window` is the main window the dock belongs to; both must outlive this object.
    DockedView(QDockWidget* dock, QWidget* window, SnapshotCall stop, std::function<void()> clear);

    DockedView& withLight(SnapshotCall light);
    DockedView& withAnalyses(AnalysesCall analyses);
    DockedView& withFocus(FocusCall focus);
    DockedView& fedAlways();

    QDockWidget* dock() const { return dock_; }

    void showStop(const SnapshotPtr& snapshot) override { stop_(snapshot); }
    bool takesLight() const override { return bool(light_); }
    void showLight(const SnapshotPtr& snapshot) override { light_(snapshot); }
    void showAnalyses(const AnalysisSnapshotPtr& analyses) override;
    void showFocus(std::uint32_t wave, std::uint32_t lane) override;
    void clear() override { clear_(); }
    bool alwaysFed() const override { return always_; }
    bool onScreen() const override;

private:
    QDockWidget* dock_;
    QWidget* window_;
    SnapshotCall stop_;
    SnapshotCall light_;
    AnalysesCall analyses_;
    FocusCall focus_;
    std::function<void()> clear_;
    bool always_ = false;
};

} // namespace wave::widgets
