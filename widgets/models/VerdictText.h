#pragma once
// A deadlock or barrier-divergence verdict (core's structured findings) in the user's
// language: the same statements wave-emu prints in English, built with tr() from the data so
// that no view parses English. GUI thread only (tr()).

#include "debug/analysis/DeadlockVerdict.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace wave::widgets {

class VerdictText {
    Q_DECLARE_TR_FUNCTIONS(VerdictText)
public:
    static QString finding(const debug::VerdictFinding& f);
    // One statement per finding, in order.
    static QStringList sentences(const debug::Verdict& v);
    // The lines the findings name, in order, each once.
    static QList<std::uint32_t> lines(const debug::Verdict& v);
    // "line 14", or "pc 0x0038" when the line is unknown.
    static QString location(std::uint32_t line, std::uint32_t pc);

private:
    static QString cause(const debug::VerdictFinding& f);
    static QString branch(const debug::BranchDifference& d, bool theyWait);
    static QString waves(const std::vector<std::uint32_t>& ids);
};

} // namespace wave::widgets
