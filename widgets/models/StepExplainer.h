#pragma once
// "Explain this step": what the last step did, in words, from the snapshots before and after.
//   "`if p1` at line 9: lanes 4–7 go to else; frame 2 pushed"
//   "`barrier` at line 14: wave 2 waits at the barrier (3 of 8 waves arrived)"
// One line per wave that issued, neighbouring waves that did the same merged ("waves 0–7, ...");
// three or more waves that ran several instructions are summed up in one line. Pure function of
// its inputs (plus the kernel source, to quote the instruction); GUI thread only (tr()).

#include "debug/session/MachineSnapshot.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace wave::widgets {

class StepExplainer {
    Q_DECLARE_TR_FUNCTIONS(StepExplainer)
public:
    // The kernel's source text, so that lines can be quoted. Optional.
    void setSource(const QString& text);
    // The instruction of a 1-based source line without comment and extra blanks, or "".
    QString instructionAt(std::uint32_t line) const;

    QStringList explain(const debug::MachineSnapshot& before,
                        const debug::MachineSnapshot& after) const;
    // explain() joined into one line (" · " between waves).
    QString explainLine(const debug::MachineSnapshot& before,
                        const debug::MachineSnapshot& after) const;

private:
    QString explainWave(const debug::MachineSnapshot& before, const debug::MachineSnapshot& after,
                        std::size_t wave) const;
    QString explainRun(const debug::MachineSnapshot& before, const debug::MachineSnapshot& after,
                       std::size_t wave) const;
    QString runSummary(const debug::MachineSnapshot& before, const debug::MachineSnapshot& after,
                       const std::vector<std::size_t>& waves) const;
    QStringList controlEffects(const debug::WaveSnapshot& b, const debug::WaveSnapshot& a,
                               std::uint32_t width) const;
    QStringList dataEffects(const debug::MachineSnapshot& before,
                            const debug::MachineSnapshot& after, std::size_t wave) const;

    QStringList lines_;
};

} // namespace wave::widgets
