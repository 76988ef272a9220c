#pragma once
// Occupancy in the Launch dock (issue 16, "Memory insight"): for the kernel that the launch
// runs (its .registers and .local_memory from the newest assembly, the launch's workgroup size,
// the selected device profile), the resident workgroups and waves per core, the limiting
// resource and the arithmetic behind it (debug::Occupancy, worded by OccupancyText).
//
// Below it a "what if": registers per thread, threads per workgroup and local memory per
// workgroup changed hypothetically, with the resulting occupancy against the launch's. The
// what-if never changes the source or the launch settings. Until the user edits it, it follows
// the launch; Reset returns it to the launch's values. GUI thread only.

#include "launch/LaunchSettings.h"

#include "debug/analysis/Occupancy.h"
#include "editor/AssemblySnapshot.h"
#include "emu/DeviceProfile.h"

#include <QGroupBox>

#include <optional>

class QLabel;
class QPushButton;
class QSpinBox;

namespace wave::widgets {

class OccupancyPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit OccupancyPanel(QWidget* parent = nullptr);

    // Resolves the launch as LaunchBuilder does (kernel metadata over the settings, the
    // profile's core) and shows it; a launch that cannot run shows why instead.
    void setLaunch(const LaunchSettings& settings, const AssemblySnapshotPtr& assembly,
                   const QString& sourcePath);
    // Shows `launch` on `device`, or `why` when there is no launch to describe.
    void showLaunch(const std::optional<debug::OccupancyInput>& launch,
                    const emu::DeviceProfile& device, const QString& why);

    // The what-if's inputs (the wave width is the launch's).
    debug::OccupancyInput whatIf() const;
    // Back to the launch's values, following it again.
    void resetWhatIf();

private:
    void buildWhatIf();
    void whatIfEdited();
    void showWhatIf();
    // While the user edits the what-if, its results keep the height they reached: a line that
    // wraps and unwraps as a value is typed would otherwise move the box (in a dock scrolled to
    // its end, everything above it) under the pointer. Released by Reset, a new launch or
    // another width.
    void holdResultsHeight();
    // The headline and the resource lines, the limiting one in bold; a launch that does not
    // fit on a core in red.
    static void render(QLabel* headline, QLabel* details, const debug::OccupancyInput& input,
                       const debug::Occupancy& occupancy, const emu::DeviceProfile& device);

    std::optional<debug::OccupancyInput> launch_;
    emu::DeviceProfile device_;
    bool following_ = true; // the what-if shows the launch's values

    QLabel* deviceLabel_ = nullptr;
    QLabel* headline_ = nullptr;
    QLabel* details_ = nullptr;
    QGroupBox* whatIfBox_ = nullptr;
    QSpinBox* registers_ = nullptr;
    QSpinBox* threads_ = nullptr;
    QSpinBox* localMemory_ = nullptr;
    QPushButton* reset_ = nullptr;
    QLabel* whatIfHeadline_ = nullptr;
    QLabel* whatIfDetails_ = nullptr;
    QLabel* comparison_ = nullptr;
    QWidget* results_ = nullptr; // the three labels above
    int heldWidth_ = -1;         // the width the held height is of
};

} // namespace wave::widgets
