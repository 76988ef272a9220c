#pragma once
// Private to ViewDocks: how one dock is fed (see ViewDocks.h for the policy).

#include "workbench/ViewDocks.h"

#include <functional>
#include <memory>

namespace wave::widgets {

struct ViewDocks::Feed {
    QDockWidget* dock = nullptr;
    std::function<void(const SnapshotPtr&)> full;             // a stop's full snapshot
    std::function<void(const SnapshotPtr&)> light;            // null: light snapshots are not shown
    std::function<void(const AnalysisSnapshotPtr&)> analyses; // null: none
    std::function<void(std::uint32_t wave, std::uint32_t lane)> focus;
    std::function<void()> reset; // a new session
    bool always = false;         // fed at every stop even when hidden

    // What the view has seen.
    bool fed = false;
    std::uint64_t fedSerial = 0;
    bool lightSince = false; // light snapshots since the last full one
    std::weak_ptr<const AnalysisSnapshot> fedAnalyses;
};

} // namespace wave::widgets
