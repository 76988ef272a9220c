#include "models/RaceText.h"

namespace wave::widgets {

QString RaceText::accessKind(debug::AccessKind kind) {
    switch (kind) {
    case debug::AccessKind::Read:
        return tr("read");
    case debug::AccessKind::Write:
        return tr("write");
    case debug::AccessKind::Atomic:
        return tr("atomic");
    }
    return {};
}

QString RaceText::site(const debug::RaceSite& s) {
    return tr("%1 by wave %2 lane %3 at line %4")
        .arg(accessKind(s.kind))
        .arg(s.site.wave)
        .arg(s.site.lane)
        .arg(s.site.line);
}

QString RaceText::site(const debug::RaceSite& s, std::uint32_t workgroup) {
    return tr("%1 by workgroup %2 wave %3 lane %4 at line %5")
        .arg(accessKind(s.kind))
        .arg(workgroup)
        .arg(s.site.wave)
        .arg(s.site.lane)
        .arg(s.site.line);
}

} // namespace wave::widgets
