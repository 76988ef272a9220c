#pragma once
// One side of a data race in words, for the race columns' tooltips of the bank-conflict
// (local memory) and coalescing (device memory) tables: "write by wave 2 lane 5 at line 31",
// and with the workgroup for device races, whose sites may lie in two workgroups.

#include "debug/analysis/RaceDetector.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace wave::widgets {

class RaceText {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::RaceText)
public:
    static QString accessKind(debug::AccessKind kind);
    static QString site(const debug::RaceSite& site);
    static QString site(const debug::RaceSite& site, std::uint32_t workgroup);
};

} // namespace wave::widgets
