#pragma once
// "Explain this step": what the last step did, in words, from the snapshots before and after.
//   "`if p1` at line 9: lanes 4–7 go to else; frame 2 pushed"
//   "`barrier` at line 14: wave 2 waits at the barrier (3 of 8 waves arrived)"
// One line per wave that issued, neighbouring waves that did the same merged ("waves 0–7, ...");
// three or more waves that ran several instructions are summed up in one line. Pure function of
// its inputs (plus the kernel source, to quote the instruction); the facts come from core's
// StepEffects, so a move back is never a negative count. GUI thread only (tr()).

#include "debug/session/EditLineMap.h"
#include "debug/session/MachineSnapshot.h"
#include "debug/session/StepEffects.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace wave::widgets {

class StepExplainer {
    Q_DECLARE_TR_FUNCTIONS(StepExplainer)
public:
    // The kernel's source text, so that lines can be quoted. Optional.
    void setSource(const QString& text);
    // The instruction of a 1-based source line without comment and extra blanks, or "".
    QString instructionAt(std::uint32_t line) const;
    // Where the snapshots' lines (of the text that was assembled, which is quoted) are named:
    // in the text as edited since (0: a line removed, not named). Null: as they are.
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map);
    std::uint32_t shownLine(std::uint32_t line) const;

    QStringList explain(const debug::MachineSnapshot& before,
                        const debug::MachineSnapshot& after) const;
    // explain() joined into one line (" · " between waves).
    QString explainLine(const debug::MachineSnapshot& before,
                        const debug::MachineSnapshot& after) const;

private:
    QString explainWave(const debug::MachineSnapshot& before, const debug::MachineSnapshot& after,
                        const debug::WaveEffects& e) const;
    QString explainRun(const debug::MachineSnapshot& after, const debug::WaveEffects& e) const;
    QString runSummary(const debug::MachineSnapshot& after,
                       const std::vector<const debug::WaveEffects*>& waves) const;
    // Where the focused wave stands after a move back: "wave 0 is at line 12 again: `...`".
    QString whereNow(const debug::MachineSnapshot& after) const;
    QStringList controlEffects(const debug::WaveSnapshot& b, const debug::WaveSnapshot& a,
                               std::uint32_t width) const;
    QStringList dataEffects(const debug::MachineSnapshot& after, const debug::WaveEffects& e) const;
    static QString writtenWords(const debug::MemoryWrites& m);
    static QString wordValue(std::uint32_t bits);

    QStringList lines_;
    std::shared_ptr<const debug::EditLineMap> lineMap_;
};

} // namespace wave::widgets
