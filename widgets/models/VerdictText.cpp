#include "models/VerdictText.h"

#include "models/MaskText.h"

namespace wave::widgets {

using debug::DecisionKind;
using debug::VerdictFinding;

QString VerdictText::location(std::uint32_t line, std::uint32_t pc) {
    return line ? tr("line %1").arg(line) : tr("pc 0x%1").arg(pc, 4, 16, QLatin1Char('0'));
}

QString VerdictText::waves(const std::vector<std::uint32_t>& ids) {
    return MaskText::waves(ids);
}

QString VerdictText::branch(const debug::BranchDifference& diff, bool theyWait) {
    const debug::ControlDecision& d = diff.mine;
    const debug::ControlDecision& t = diff.theirs;
    const QString at = location(d.line, d.pc);
    switch (d.kind) {
    case DecisionKind::IfThen:
        return tr("it took the then branch of the `if` at %1").arg(at);
    case DecisionKind::IfElse:
        return d.hasElse ? tr("it took the else branch of the `if` at %1").arg(at)
                         : tr("none of its lanes entered the `if` at %1").arg(at);
    case DecisionKind::IfSplit:
        return tr("its lanes took both branches of the `if` at %1").arg(at);
    case DecisionKind::Loop: {
        const QString mine =
            d.exited
                ? tr("it left the `loop` at %1 after %n iteration(s)", nullptr, int(d.iterations))
                      .arg(at)
                : tr("it is in iteration %1 of the `loop` at %2").arg(d.iterations).arg(at);
        QString theirs;
        if (t.exited)
            theirs = theyWait ? tr("the waiting waves left it after %1").arg(t.iterations)
                              : tr("the other waves left it after %1").arg(t.iterations);
        else
            theirs = theyWait ? tr("the waiting waves are in iteration %1").arg(t.iterations)
                              : tr("the other waves are in iteration %1").arg(t.iterations);
        return tr("%1 (%2)").arg(mine, theirs);
    }
    default:
        return tr("it went another way at %1").arg(at);
    }
}

QString VerdictText::cause(const VerdictFinding& f) {
    using C = VerdictFinding::Cause;
    switch (f.cause) {
    case C::Halted:
    case C::Returned: {
        const QString at = location(f.halt->line, f.halt->pc);
        const QString stop = f.cause == C::Returned
                                 ? tr("it returned with an empty call stack at %1").arg(at)
                                 : tr("it halted at %1").arg(at);
        return f.branch ? tr("%1, after %2").arg(stop, branch(*f.branch, true)) : stop;
    }
    case C::Faulted: {
        const QString at = location(f.line, f.pc);
        return f.fault.empty()
                   ? tr("it faulted at %1").arg(at)
                   : tr("it faulted at %1 (%2)").arg(at, QString::fromStdString(f.fault));
    }
    case C::Branch:
        return branch(*f.branch, f.kind == VerdictFinding::Kind::NeverReaches);
    case C::FinishedElsewhere:
        return tr("it finished at %1 without arriving").arg(location(f.line, f.pc));
    case C::None:
        break;
    }
    return {};
}

QString VerdictText::finding(const VerdictFinding& f) {
    using K = VerdictFinding::Kind;
    switch (f.kind) {
    case K::NoWaveWaits:
        return tr("no wave waits at a barrier");
    case K::NeverReaches: {
        const QString barrier = location(f.barrier.line, f.barrier.pc);
        const QString waiting = f.barrier.waves.size() == 1
                                    ? tr("%1 waits there").arg(waves(f.barrier.waves))
                                    : tr("%1 wait there").arg(waves(f.barrier.waves));
        return tr("wave %1 never reaches the barrier at %2: %3; %4")
            .arg(f.wave)
            .arg(barrier, cause(f), waiting);
    }
    case K::NoWaveCanRun: {
        const QString barrier = location(f.barrier.line, f.barrier.pc);
        return f.barrier.waves.size() == 1 ? tr("%1 waits at the barrier at %2 and no wave can run")
                                                 .arg(waves(f.barrier.waves), barrier)
                                           : tr("%1 wait at the barrier at %2 and no wave can run")
                                                 .arg(waves(f.barrier.waves), barrier);
    }
    case K::DifferentBarriers: {
        QStringList groups;
        for (const debug::BarrierGroup& g : f.groups)
            groups << tr("%1 at %2").arg(waves(g.waves), location(g.line, g.pc));
        return tr("waves wait at different barriers: %1").arg(groups.join(QStringLiteral(", ")));
    }
    case K::OtherBarrier: {
        const QString s =
            tr("wave %1 waits at the barrier at %2, not at %3 like %4")
                .arg(f.wave)
                .arg(location(f.barrier.line, f.barrier.pc),
                     location(f.majority.line, f.majority.pc), waves(f.majority.waves));
        return f.branch ? tr("%1: %2").arg(s, branch(*f.branch, false)) : s;
    }
    }
    return {};
}

QStringList VerdictText::sentences(const debug::Verdict& v) {
    QStringList out;
    for (const VerdictFinding& f : v.findings)
        out << finding(f);
    return out;
}

QList<std::uint32_t> VerdictText::lines(const debug::Verdict& v) {
    QList<std::uint32_t> out;
    for (const VerdictFinding& f : v.findings)
        for (std::uint32_t line : f.lines())
            if (!out.contains(line))
                out << line;
    return out;
}

} // namespace wave::widgets
