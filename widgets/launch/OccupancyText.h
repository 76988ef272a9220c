#pragma once
// Occupancy (debug::Occupancy) in words for the Launch dock: the core it is computed for, how
// many workgroups and waves are resident and what limits them, the arithmetic of each resource
// (so the user can check it), and how a "what if" compares with the launch as it is.

#include "debug/analysis/Occupancy.h"
#include "emu/DeviceProfile.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace wave::widgets {

class OccupancyText {
    Q_DECLARE_TR_FUNCTIONS(OccupancyText)
public:
    // "nvidia-32: 65536 registers, 102400 bytes of local memory and 48 wave slots per core,
    // waves of 32 lanes"; a profile without a name is the default core.
    static QString device(const emu::DeviceProfile& device);
    // "4 workgroups per core (16 waves, 33% of the 48 wave slots), limited by registers", or
    // why not even one workgroup fits.
    static QString headline(const debug::Occupancy& occupancy);
    // One line per resource: its need per workgroup, the core's supply and the workgroups it
    // allows, in the order registers, local memory, wave slots.
    static QStringList resources(const debug::OccupancyInput& input,
                                 const debug::Occupancy& occupancy,
                                 const emu::DeviceProfile& device);
    // "registers", "local memory", "wave slots", translated.
    static QString limitName(debug::OccupancyLimit limit);
    // How `whatIf` differs from `now`: workgroups and waves before and after, and the limit when
    // it changes; "the same as the launch" when nothing does.
    static QString comparison(const debug::Occupancy& now, const debug::Occupancy& whatIf);
};

} // namespace wave::widgets
