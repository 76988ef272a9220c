#include "models/StepExplainer.h"

#include "models/MaskText.h"

#include <cstring>

namespace wave::widgets {

using debug::FrameSnapshot;
using debug::MachineSnapshot;
using debug::WaveSnapshot;

void StepExplainer::setSource(const QString& text) {
    lines_ = text.split(QLatin1Char('\n'));
}

QString StepExplainer::instructionAt(std::uint32_t line) const {
    if (line == 0 || line > static_cast<std::uint32_t>(lines_.size()))
        return {};
    QString text = lines_[qsizetype(line - 1)];
    const qsizetype comment = text.indexOf(QLatin1Char(';'));
    if (comment >= 0)
        text.truncate(comment);
    return text.simplified();
}

QStringList StepExplainer::explain(const MachineSnapshot& before,
                                   const MachineSnapshot& after) const {
    QStringList out;
    if (after.stop && (after.stop->reason == debug::StopReason::Deadlock ||
                       after.stop->reason == debug::StopReason::BarrierDivergence ||
                       after.stop->reason == debug::StopReason::Fault)) {
        if (!after.stop->message.empty())
            out << QString::fromStdString(after.stop->message);
    }
    if (after.step < before.step) {
        // A reverse command (or a paused one) moved back in history: nothing ran forwards.
        out << tr("went back %1 steps in history, to step %2")
                   .arg(before.step - after.step)
                   .arg(after.step);
        return out;
    }
    if (before.workgroupIndex != after.workgroupIndex || before.kernelName != after.kernelName ||
        before.waves.size() != after.waves.size()) {
        out << tr("workgroup (%1,%2,%3) started")
                   .arg(after.workgroupId.x)
                   .arg(after.workgroupId.y)
                   .arg(after.workgroupId.z);
        return out;
    }
    // Waves that issued one instruction, then waves that ran several (a run, or the others
    // while the stepped wave waited at a barrier).
    std::vector<std::size_t> singles;
    std::vector<std::size_t> runs;
    for (std::size_t w = 0; w < after.waves.size(); ++w) {
        if (after.waves[w].issued == before.waves[w].issued &&
            after.waves[w].status == before.waves[w].status)
            continue;
        (after.waves[w].issued - before.waves[w].issued > 1 ? runs : singles).push_back(w);
    }
    // Neighbouring waves that did the same say it once: "waves 0–7, `mov r0, ...`: ...".
    struct Group {
        std::size_t first = 0;
        std::size_t last = 0;
        QString body;
    };
    std::vector<Group> groups;
    for (std::size_t w : singles) {
        QString body = explainWave(before, after, w);
        if (!groups.empty() && groups.back().last + 1 == w && groups.back().body == body)
            groups.back().last = w;
        else
            groups.push_back({w, w, std::move(body)});
    }
    int shown = 0;
    for (const Group& g : groups) {
        if (++shown > 8) {
            out << tr("\u2026 and more waves");
            break;
        }
        if (after.waves.size() == 1)
            out << g.body;
        else if (g.first == g.last)
            out << tr("wave %1, %2").arg(after.waves[g.first].id).arg(g.body);
        else
            out << tr("waves %1\u2013%2, %3")
                       .arg(after.waves[g.first].id)
                       .arg(after.waves[g.last].id)
                       .arg(g.body);
    }
    if (runs.size() >= 3) {
        out << runSummary(before, after, runs);
    } else {
        for (std::size_t w : runs)
            out << explainRun(before, after, w);
    }
    if (out.isEmpty())
        out << tr("nothing changed");
    return out;
}

QString StepExplainer::explainLine(const MachineSnapshot& before,
                                   const MachineSnapshot& after) const {
    return explain(before, after).join(QStringLiteral(" \u00b7 "));
}

QString StepExplainer::explainRun(const MachineSnapshot& before, const MachineSnapshot& after,
                                  std::size_t wave) const {
    const WaveSnapshot& a = after.waves[wave];
    const std::uint64_t issued = a.issued - before.waves[wave].issued;
    if (a.status == emu::WaveStatus::Finished)
        return tr("wave %1 ran %2 instructions and finished").arg(a.id).arg(issued);
    if (a.status == emu::WaveStatus::AtBarrier)
        return tr("wave %1 ran %2 instructions and waits at the barrier at line %3")
            .arg(a.id)
            .arg(issued)
            .arg(a.line);
    return tr("wave %1 ran %2 instructions, now at line %3").arg(a.id).arg(issued).arg(a.line);
}

// "8 waves ran 679 instructions (8 finished)": one sentence instead of one per wave.
QString StepExplainer::runSummary(const MachineSnapshot& before, const MachineSnapshot& after,
                                  const std::vector<std::size_t>& waves) const {
    std::uint64_t total = 0;
    int finished = 0;
    int atBarrier = 0;
    int faulted = 0;
    int ready = 0;
    for (std::size_t w : waves) {
        total += after.waves[w].issued - before.waves[w].issued;
        switch (after.waves[w].status) {
        case emu::WaveStatus::Finished:
            ++finished;
            break;
        case emu::WaveStatus::AtBarrier:
            ++atBarrier;
            break;
        case emu::WaveStatus::Faulted:
            ++faulted;
            break;
        case emu::WaveStatus::Ready:
            ++ready;
            break;
        }
    }
    QStringList states;
    if (finished)
        states << tr("%1 finished").arg(finished);
    if (atBarrier)
        states << tr("%1 at a barrier").arg(atBarrier);
    if (faulted)
        states << tr("%1 faulted").arg(faulted);
    if (ready)
        states << tr("%1 ready").arg(ready);
    return tr("%1 waves ran %2 instructions (%3)")
        .arg(waves.size())
        .arg(total)
        .arg(states.join(QStringLiteral(", ")));
}

// One instruction of one wave, without naming the wave (explain() does, for groups).
QString StepExplainer::explainWave(const MachineSnapshot& before, const MachineSnapshot& after,
                                   std::size_t wave) const {
    const WaveSnapshot& b = before.waves[wave];
    const WaveSnapshot& a = after.waves[wave];
    const std::uint64_t issued = a.issued - b.issued;
    QString head;
    const QString text = instructionAt(b.line);
    if (!text.isEmpty())
        head = tr("`%1` at line %2").arg(text).arg(b.line);
    else if (b.line)
        head = tr("line %1").arg(b.line);
    else
        head = tr("pc 0x%1").arg(b.pc, 4, 16, QLatin1Char('0'));
    QStringList effects = controlEffects(b, a, after.waveWidth);
    if (issued == 1 && before.full && after.full)
        effects << dataEffects(before, after, wave);
    if (a.status == emu::WaveStatus::AtBarrier && b.status != emu::WaveStatus::AtBarrier) {
        std::uint32_t arrived = 0;
        std::uint32_t unfinished = 0;
        for (const WaveSnapshot& o : after.waves) {
            arrived += o.status == emu::WaveStatus::AtBarrier ? 1 : 0;
            unfinished += o.status != emu::WaveStatus::Finished ? 1 : 0;
        }
        effects << tr("waits at the barrier (%1 of %2 waves arrived)").arg(arrived).arg(unfinished);
    } else if (b.status == emu::WaveStatus::AtBarrier && a.status == emu::WaveStatus::Ready) {
        effects << tr("the barrier released the waves");
    }
    if (a.status == emu::WaveStatus::Finished && b.status != emu::WaveStatus::Finished)
        effects << tr("finished");
    if (a.status == emu::WaveStatus::Faulted && b.status != emu::WaveStatus::Faulted)
        effects << tr("faulted");
    if (effects.isEmpty())
        effects << tr("no visible effect");
    return head + QStringLiteral(": ") + effects.join(QStringLiteral("; "));
}

QStringList StepExplainer::controlEffects(const WaveSnapshot& b, const WaveSnapshot& a,
                                          std::uint32_t width) const {
    QStringList out;
    const auto& fb = b.frames;
    const auto& fa = a.frames;
    const std::uint64_t halted = b.liveMask & ~a.liveMask;
    if (halted)
        out << tr("%1 halt").arg(MaskText::lanes(halted, width));
    if (fa.size() == fb.size() + 1) {
        const FrameSnapshot& f = fa.back();
        const QString frame = tr("frame %1 pushed").arg(fa.size());
        if (f.kind == FrameSnapshot::Kind::Loop) {
            out << tr("the loop starts with %1").arg(MaskText::lanes(f.entry, width)) << frame;
        } else if (f.elseMask == 0) {
            out << tr("%1 take then").arg(MaskText::lanes(f.thenMask, width)) << frame;
        } else if (f.thenMask == 0) {
            out << tr("%1 go to else (no lane takes then)").arg(MaskText::lanes(f.elseMask, width))
                << frame;
        } else {
            out << tr("%1 go to else").arg(MaskText::lanes(f.elseMask, width)) << frame;
        }
        return out;
    }
    if (fa.size() + 1 == fb.size() && !halted) {
        const FrameSnapshot& f = fb.back();
        const QString frame = tr("frame %1 popped").arg(fb.size());
        if (f.kind == FrameSnapshot::Kind::Loop)
            out << tr("the loop ends; %1 go on").arg(MaskText::lanes(a.activeMask, width)) << frame;
        else
            out << tr("%1 rejoin").arg(MaskText::lanes(a.activeMask, width)) << frame;
        return out;
    }
    if (fa.size() == fb.size() && !fa.empty()) {
        const FrameSnapshot& x = fb.back();
        const FrameSnapshot& y = fa.back();
        if (x.kind == FrameSnapshot::Kind::If && !x.inElse && y.inElse) {
            out << (y.elseMask ? tr("%1 run the else side").arg(MaskText::lanes(y.elseMask, width))
                               : tr("no lane runs the else side"));
        } else if (x.kind == FrameSnapshot::Kind::Loop) {
            const std::uint64_t broke = y.breakMask & ~x.breakMask;
            const std::uint64_t cont = y.continueMask & ~x.continueMask;
            if (broke)
                out << tr("%1 break out of the loop").arg(MaskText::lanes(broke, width));
            if (cont)
                out << tr("%1 continue with the next iteration").arg(MaskText::lanes(cont, width));
            if (!broke && !cont && a.pc < b.pc)
                out << tr("next iteration with %1").arg(MaskText::lanes(a.activeMask, width));
        }
    }
    if (out.isEmpty() && a.activeMask != b.activeMask && !halted)
        out << tr("active: %1").arg(MaskText::lanes(a.activeMask, width));
    return out;
}

QStringList StepExplainer::dataEffects(const MachineSnapshot& before, const MachineSnapshot& after,
                                       std::size_t wave) const {
    QStringList out;
    const WaveSnapshot& b = before.waves[wave];
    const WaveSnapshot& a = after.waves[wave];
    const std::uint32_t width = after.waveWidth;
    int shown = 0;
    for (std::uint32_t r = 0; r < after.registerCount && shown < 2; ++r) {
        std::uint64_t lanes = 0;
        for (std::uint32_t l = 0; l < width && l < 64; ++l)
            if (before.reg(std::uint32_t(wave), r, l) != after.reg(std::uint32_t(wave), r, l))
                lanes |= std::uint64_t{1} << l;
        if (lanes) {
            out << tr("r%1 changes in %2").arg(r).arg(MaskText::lanes(lanes, width));
            ++shown;
        }
    }
    for (std::uint32_t p = 0; p < 4; ++p) {
        if (a.predicates[p] == b.predicates[p])
            continue;
        const std::uint64_t on = a.predicates[p] & a.activeMask;
        out << (on ? tr("p%1 is true for %2").arg(p).arg(MaskText::lanes(on, width))
                   : tr("p%1 is false for every active lane").arg(p));
    }
    if (before.local.size() == after.local.size()) {
        int words = 0;
        for (std::size_t i = 0; i + 4 <= after.local.size(); i += 4)
            if (std::memcmp(before.local.data() + i, after.local.data() + i, 4) != 0)
                ++words;
        if (words)
            out << tr("%n word(s) of local memory written", nullptr, words);
    }
    return out;
}

} // namespace wave::widgets
