#pragma once
// What the status bar says about run control: where and why a run stopped, that a run has
// ended and what the keys do then, and the restart offers' texts. The keys named are the
// actions' own shortcuts (DebugMenu), so the texts follow them.

#include "debug/session/EditLineMap.h"
#include "debug/session/MachineSnapshot.h"
#include "debug/session/StopReason.h"

#include <QCoreApplication>
#include <QString>

namespace wave::studio {

class DebugMenu;

class DebugStatusText {
    Q_DECLARE_TR_FUNCTIONS(DebugStatusText)
public:
    // The stop of `snapshot` (which has one), at source `line` (0: none): the first instruction
    // with the keys that go on, else the reason with its line, wave and step; after a run that
    // has ended (`runEnded`), the keys that run it again or restart it. The snapshot's lines
    // are named where `lines` puts them in the edited text (`line` is already), and an edited
    // text is said to be.
    static QString stop(const debug::MachineSnapshot& snapshot, int line, bool runEnded,
                        const DebugMenu& menu, const debug::EditLineMap& lines = {});
    // A forward command met a run that ended for `reason`.
    static QString runEnded(debug::StopReason reason, const DebugMenu& menu);
    static QString restartAtEntryOffer(const DebugMenu& menu);
    static QString sourceChangedOffer();
    // The mark of every place that shows the session while the editor's text differs from the
    // code it runs.
    static QString sourceChangedMark();
    // Run to Cursor on a line the running code does not have.
    static QString notInRunningCode(int line);
    static QString running(const DebugMenu& menu);
};

} // namespace wave::studio
