#include "models/StepExplainer.h"

#include "models/MaskText.h"
#include "models/StopText.h"
#include "models/VerdictText.h"

#include "debug/session/EditedLines.h"

#include <cmath>
#include <cstring>
#include <utility>

namespace wave::widgets {

using debug::FrameSnapshot;
using debug::MachineSnapshot;
using debug::StepEffects;
using debug::WaveEffects;
using debug::WaveSnapshot;

void StepExplainer::setSource(const QString& text) {
    lines_ = text.split(QLatin1Char('\n'));
}

void StepExplainer::setLineMap(std::shared_ptr<const debug::EditLineMap> map) {
    lineMap_ = std::move(map);
}

std::uint32_t StepExplainer::shownLine(std::uint32_t line) const {
    return lineMap_ ? lineMap_->toEdited(line) : line;
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
    if (after.stop && after.stop->verdict &&
        (after.stop->reason == debug::StopReason::Deadlock ||
         after.stop->reason == debug::StopReason::BarrierDivergence))
        out << VerdictText::sentences(
            lineMap_ ? debug::EditedLines::verdict(*after.stop->verdict, *lineMap_)
                     : *after.stop->verdict);
    else if (after.stop && after.stop->reason == debug::StopReason::Fault)
        out << StopText::describe(*after.stop);
    const StepEffects effects = StepEffects::between(before, after);
    switch (effects.move) {
    case StepEffects::Move::Back:
        // A reverse command, a restart or a travel moved back in history: nothing ran
        // forwards, so nothing is a difference; say where the focused wave stands now.
        out << tr("went back %n step(s) in history, to step %1", nullptr, int(effects.steps))
                   .arg(after.step)
            << whereNow(after);
        return out;
    case StepEffects::Move::Unrelated:
    case StepEffects::Move::NewWorkgroup:
        // At the end of a run the snapshot is of the last workgroup, which has finished: it
        // did not just start.
        if (after.stop && after.stop->reason == debug::StopReason::Finished) {
            out << tr("workgroup (%1,%2,%3) was the last to run")
                       .arg(after.workgroupId.x)
                       .arg(after.workgroupId.y)
                       .arg(after.workgroupId.z);
            return out;
        }
        out << tr("workgroup (%1,%2,%3) started")
                   .arg(after.workgroupId.x)
                   .arg(after.workgroupId.y)
                   .arg(after.workgroupId.z);
        return out;
    case StepEffects::Move::Forward:
        break;
    }
    // Waves that issued one instruction, then waves that ran several (a run, or the others
    // while the stepped wave waited at a barrier).
    std::vector<const WaveEffects*> singles;
    std::vector<const WaveEffects*> runs;
    for (const WaveEffects& w : effects.waves)
        (w.issued > 1 ? runs : singles).push_back(&w);
    // Neighbouring waves that did the same say it once: "waves 0–7, `mov r0, ...`: ...".
    struct Group {
        std::size_t first = 0;
        std::size_t last = 0;
        QString body;
    };
    std::vector<Group> groups;
    for (const WaveEffects* e : singles) {
        const std::size_t w = e->index;
        QString body = explainWave(before, after, *e);
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
        out << runSummary(after, runs);
    } else {
        for (const WaveEffects* e : runs)
            out << explainRun(after, *e);
    }
    if (out.isEmpty())
        out << tr("nothing changed");
    return out;
}

QString StepExplainer::explainLine(const MachineSnapshot& before,
                                   const MachineSnapshot& after) const {
    return explain(before, after).join(QStringLiteral(" \u00b7 "));
}

QString StepExplainer::whereNow(const MachineSnapshot& after) const {
    if (after.focusWave >= after.waves.size())
        return {};
    const WaveSnapshot& w = after.waves[after.focusWave];
    const QString text = instructionAt(w.line);
    const std::uint32_t line = shownLine(w.line);
    if (w.status == emu::WaveStatus::Finished)
        return tr("wave %1 has finished").arg(w.id);
    if (!text.isEmpty() && line)
        return tr("wave %1 is at line %2 again: `%3`").arg(w.id).arg(line).arg(text);
    if (line)
        return tr("wave %1 is at line %2 again").arg(w.id).arg(line);
    return tr("wave %1 is at pc 0x%2 again").arg(w.id).arg(w.pc, 4, 16, QLatin1Char('0'));
}

QString StepExplainer::explainRun(const MachineSnapshot& after, const WaveEffects& e) const {
    const WaveSnapshot& a = after.waves[e.index];
    const std::uint64_t issued = e.issued;
    if (a.status == emu::WaveStatus::Finished)
        return tr("wave %1 ran %2 instructions and finished").arg(a.id).arg(issued);
    if (a.status == emu::WaveStatus::AtBarrier)
        return tr("wave %1 ran %2 instructions and waits at the barrier at line %3")
            .arg(a.id)
            .arg(issued)
            .arg(shownLine(a.line));
    return tr("wave %1 ran %2 instructions, now at line %3")
        .arg(a.id)
        .arg(issued)
        .arg(shownLine(a.line));
}

// "8 waves ran 679 instructions (8 finished)": one sentence instead of one per wave.
QString StepExplainer::runSummary(const MachineSnapshot& after,
                                  const std::vector<const WaveEffects*>& waves) const {
    std::uint64_t total = 0;
    int finished = 0;
    int atBarrier = 0;
    int faulted = 0;
    int ready = 0;
    for (const WaveEffects* e : waves) {
        total += e->issued;
        switch (after.waves[e->index].status) {
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
                                   const WaveEffects& e) const {
    const WaveSnapshot& b = before.waves[e.index];
    const WaveSnapshot& a = after.waves[e.index];
    QString head;
    const QString text = instructionAt(b.line);
    const std::uint32_t line = shownLine(b.line);
    if (!text.isEmpty() && line)
        head = tr("`%1` at line %2").arg(text).arg(line);
    else if (line)
        head = tr("line %1").arg(line);
    else
        head = tr("pc 0x%1").arg(b.pc, 4, 16, QLatin1Char('0'));
    QStringList effects = controlEffects(b, a, after.waveWidth);
    if (e.issued == 1)
        effects << dataEffects(after, e);
    if (e.arrived) {
        std::uint32_t arrived = 0;
        std::uint32_t unfinished = 0;
        for (const WaveSnapshot& o : after.waves) {
            arrived += o.status == emu::WaveStatus::AtBarrier ? 1 : 0;
            unfinished += o.status != emu::WaveStatus::Finished ? 1 : 0;
        }
        effects << tr("waits at the barrier (%1 of %2 waves arrived)").arg(arrived).arg(unfinished);
    } else if (e.released && a.status == emu::WaveStatus::Ready) {
        effects << tr("the barrier released the waves");
    }
    if (e.finished)
        effects << tr("finished");
    if (e.faulted)
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

// A stored word without its type: small integers in decimal; other bits in hex, with their
// f32 reading when that is an ordinary number ("0x46ff0000 (32640.0 as f32)").
QString StepExplainer::wordValue(std::uint32_t bits) {
    if (bits < (1u << 24))
        return QString::number(bits);
    float f = 0;
    std::memcpy(&f, &bits, 4);
    const QString hex = QStringLiteral("0x%1").arg(bits, 8, 16, QLatin1Char('0'));
    const float mag = std::fabs(f);
    if (std::isfinite(f) && mag >= 1e-6f && mag < 1e12f)
        return tr("%1 (%2 as f32)").arg(hex, QString::number(double(f), 'f', mag < 1 ? 6 : 1));
    return hex;
}

// "0x400: 0 → 32640" for the first changed words (unchanged ones when none changed).
QString StepExplainer::writtenWords(const debug::MemoryWrites& m) {
    QStringList words;
    for (bool changed : {true, false}) {
        for (const debug::WordWrite& w : m.words) {
            if ((w.before != w.after) != changed || words.size() >= 2)
                continue;
            words << tr("0x%1: %2 \u2192 %3")
                         .arg(w.address, 0, 16)
                         .arg(wordValue(w.before), wordValue(w.after));
        }
        if (!words.isEmpty())
            break;
    }
    if (std::size_t(words.size()) < m.words.size())
        words << QStringLiteral("…");
    return words.join(QStringLiteral(", "));
}

QStringList StepExplainer::dataEffects(const MachineSnapshot& after, const WaveEffects& e) const {
    QStringList out;
    const std::uint32_t width = after.waveWidth;
    int shown = 0;
    for (const debug::RegisterChange& r : e.registers) {
        if (++shown > 2)
            break;
        out << tr("r%1 changes in %2").arg(r.reg).arg(MaskText::lanes(r.lanes, width));
    }
    for (const debug::PredicateChange& p : e.predicates)
        out << (p.trueLanes ? tr("p%1 is true for %2")
                                  .arg(p.predicate)
                                  .arg(MaskText::lanes(p.trueLanes, width))
                            : tr("p%1 is false for every active lane").arg(p.predicate));
    // "Written" counts every word stored to, "changed" those whose value differs now.
    if (e.local.written)
        out << tr("%n word(s) of local memory written (%1 changed)", nullptr, int(e.local.written))
                   .arg(e.local.changed);
    if (e.device.written == 1)
        out << tr("device memory %1").arg(writtenWords(e.device));
    else if (e.device.written > 1)
        out << tr("%n word(s) of device memory written (%1 changed): %2", nullptr,
                  int(e.device.written))
                   .arg(e.device.changed)
                   .arg(writtenWords(e.device));
    return out;
}

} // namespace wave::widgets
