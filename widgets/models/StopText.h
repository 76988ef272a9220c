#pragma once
// Why the machine stopped, in the user's language, from StopInfo's structured fields (reason,
// breakpoint ids, wave, lane, line, watch hit, fault, verdict); core's English `message` stays
// for wave-emu and logs. GUI thread only (tr()).

#include "debug/session/StopReason.h"

#include <QCoreApplication>
#include <QString>

namespace wave::widgets {

class StopText {
    Q_DECLARE_TR_FUNCTIONS(StopText)
public:
    // One line for a status bar or the Explain dock; "" for a plain step.
    static QString describe(const debug::StopInfo& stop);
    // The one mark of every place that shows a session while the editor's text differs from
    // the code it runs (dock titles, the status bar).
    static QString sourceChangedMark();
};

} // namespace wave::widgets
