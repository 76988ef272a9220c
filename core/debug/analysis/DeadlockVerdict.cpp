#include "debug/analysis/DeadlockVerdict.h"

#include <algorithm>
#include <map>
#include <optional>

namespace wave::debug {

namespace {

struct Group {
    std::uint32_t pc = 0;
    std::uint32_t line = 0;
    std::vector<const WaveReport*> waves;
};

// "wave 3" / "waves 0, 2, 3"
std::string waveList(const std::vector<std::uint32_t>& waves) {
    std::string out = waves.size() == 1 ? "wave " : "waves ";
    for (std::size_t i = 0; i < waves.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += std::to_string(waves[i]);
    }
    return out;
}

std::string lineOf(const ControlDecision& d) {
    return describeLocation(d.line, d.pc);
}

std::string where(const BarrierGroup& g) {
    return describeLocation(g.line, g.pc);
}

BarrierGroup barrierGroup(const Group& g) {
    BarrierGroup out{g.pc, g.line, {}};
    for (const WaveReport* w : g.waves)
        out.waves.push_back(w->wave);
    return out;
}

std::vector<Group> waitingGroups(const BarrierBoard& board) {
    std::map<std::uint32_t, Group> byPc;
    for (const WaveReport& w : board.waves) {
        if (w.status != WaveStatus::AtBarrier)
            continue;
        Group& g = byPc[w.pc];
        g.pc = w.pc;
        if (g.line == 0)
            g.line = w.line;
        g.waves.push_back(&w);
    }
    std::vector<Group> groups;
    for (auto& [pc, g] : byPc)
        groups.push_back(std::move(g));
    std::stable_sort(groups.begin(), groups.end(), [](const Group& a, const Group& b) {
        return a.waves.size() > b.waves.size();
    });
    return groups;
}

const ControlDecision* findSite(const WaveReport& w, std::uint32_t pc) {
    for (const ControlDecision& d : w.decisions)
        if (d.pc == pc)
            return &d;
    return nullptr;
}

bool isBranch(const ControlDecision& d) {
    return d.kind != DecisionKind::Halt && d.kind != DecisionKind::Return;
}

// The reference decision of a group of waves at a site: the first wave that has one.
const ControlDecision* groupSite(const std::vector<const WaveReport*>& group, std::uint32_t pc) {
    for (const WaveReport* w : group)
        if (const ControlDecision* d = findSite(*w, pc))
            return d;
    return nullptr;
}

bool differs(const ControlDecision& mine, const ControlDecision& theirs) {
    if (mine.kind != theirs.kind)
        return true;
    if (mine.kind == DecisionKind::Loop)
        return mine.iterations != theirs.iterations || mine.exited != theirs.exited;
    return false;
}

struct Difference {
    const ControlDecision* mine = nullptr;
    const ControlDecision* theirs = nullptr;
};

// The latest branch or loop decision of `w` that the group made differently.
std::optional<Difference> latestDifference(const WaveReport& w,
                                           const std::vector<const WaveReport*>& group) {
    for (auto it = w.decisions.rbegin(); it != w.decisions.rend(); ++it) {
        if (!isBranch(*it))
            continue;
        const ControlDecision* theirs = groupSite(group, it->pc);
        if (theirs && differs(*it, *theirs))
            return Difference{&*it, theirs};
    }
    return std::nullopt;
}

std::string describeBranch(const BranchDifference& diff, bool theyWait) {
    const ControlDecision& d = diff.mine;
    const std::string at = lineOf(d);
    switch (d.kind) {
    case DecisionKind::IfThen:
        return "it took the then branch of the `if` at " + at;
    case DecisionKind::IfElse:
        return d.hasElse ? "it took the else branch of the `if` at " + at
                         : "none of its lanes entered the `if` at " + at;
    case DecisionKind::IfSplit:
        return "its lanes took both branches of the `if` at " + at;
    case DecisionKind::Loop: {
        const ControlDecision& t = diff.theirs;
        std::string s =
            d.exited
                ? "it left the `loop` at " + at + " after " + std::to_string(d.iterations) +
                      " iteration" + (d.iterations == 1 ? "" : "s")
                : "it is in iteration " + std::to_string(d.iterations) + " of the `loop` at " + at;
        if (t.exited)
            s += " (the " + std::string(theyWait ? "waiting" : "other") + " waves left it after " +
                 std::to_string(t.iterations) + ")";
        else
            s += " (the " + std::string(theyWait ? "waiting" : "other") +
                 " waves are in iteration " + std::to_string(t.iterations) + ")";
        return s;
    }
    default:
        return "it went another way at " + at;
    }
}

std::optional<BranchDifference> toBranch(const std::optional<Difference>& diff) {
    if (!diff)
        return std::nullopt;
    return BranchDifference{*diff->mine, *diff->theirs};
}

// The halt or return that finished the wave, if any.
const ControlDecision* finalHalt(const WaveReport& w) {
    for (auto it = w.decisions.rbegin(); it != w.decisions.rend(); ++it)
        if (!isBranch(*it) && it->lanesLeft == 0)
            return &*it;
    return nullptr;
}

// Why a finished wave is not at the target barrier.
void explainFinished(const WaveReport& w, const Group& target, VerdictFinding& f) {
    const auto diff = latestDifference(w, target.waves);
    const ControlDecision* halt = finalHalt(w);
    const bool haltBeforeBarrier = halt && halt->pc < target.pc;
    if (halt && (haltBeforeBarrier || !diff)) {
        f.cause = halt->kind == DecisionKind::Return ? VerdictFinding::Cause::Returned
                                                     : VerdictFinding::Cause::Halted;
        f.halt = *halt;
        if (diff && diff->mine->sequence < halt->sequence)
            f.branch = toBranch(diff);
        return;
    }
    if (diff) {
        f.cause = VerdictFinding::Cause::Branch;
        f.branch = toBranch(diff);
        return;
    }
    f.cause = VerdictFinding::Cause::FinishedElsewhere;
    f.pc = w.pc;
    f.line = w.line;
}

std::string causeText(const VerdictFinding& f) {
    using C = VerdictFinding::Cause;
    const bool theyWait = f.kind == VerdictFinding::Kind::NeverReaches;
    switch (f.cause) {
    case C::Halted:
    case C::Returned: {
        std::string s =
            std::string(f.cause == C::Returned ? "it returned with an empty call stack at "
                                               : "it halted at ") +
            lineOf(*f.halt);
        if (f.branch)
            s += ", after " + describeBranch(*f.branch, true); // "..., after it took the ..."
        return s;
    }
    case C::Faulted:
        return "it faulted at " + describeLocation(f.line, f.pc) +
               (f.fault.empty() ? std::string() : " (" + f.fault + ")");
    case C::Branch:
        return describeBranch(*f.branch, theyWait);
    case C::FinishedElsewhere:
        return "it finished at " + describeLocation(f.line, f.pc) + " without arriving";
    case C::None:
        break;
    }
    return {};
}

void add(Verdict& v, VerdictFinding f) {
    v.sentences.push_back(f.sentence());
    v.findings.push_back(std::move(f));
}

} // namespace

std::string VerdictFinding::sentence() const {
    using K = VerdictFinding::Kind;
    switch (kind) {
    case K::NoWaveWaits:
        return "no wave waits at a barrier";
    case K::NeverReaches:
        return "wave " + std::to_string(wave) + " never reaches the barrier at " + where(barrier) +
               ": " + causeText(*this) + "; " + waveList(barrier.waves) +
               (barrier.waves.size() == 1 ? " waits there" : " wait there");
    case K::NoWaveCanRun:
        return waveList(barrier.waves) + (barrier.waves.size() == 1 ? " waits at " : " wait at ") +
               "the barrier at " + where(barrier) + " and no wave can run";
    case K::DifferentBarriers: {
        std::string s = "waves wait at different barriers: ";
        for (std::size_t i = 0; i < groups.size(); ++i) {
            if (i > 0)
                s += ", ";
            s += waveList(groups[i].waves) + " at " + where(groups[i]);
        }
        return s;
    }
    case K::OtherBarrier: {
        std::string s = "wave " + std::to_string(wave) + " waits at the barrier at " +
                        where(barrier) + ", not at " + where(majority) + " like " +
                        waveList(majority.waves);
        if (branch)
            s += ": " + describeBranch(*branch, false);
        return s;
    }
    }
    return {};
}

std::vector<std::uint32_t> VerdictFinding::lines() const {
    std::vector<std::uint32_t> out;
    auto push = [&out](std::uint32_t at) {
        if (at && std::find(out.begin(), out.end(), at) == out.end())
            out.push_back(at);
    };
    push(barrier.line);
    for (const BarrierGroup& g : groups)
        push(g.line);
    push(majority.line);
    if (halt)
        push(halt->line);
    if (branch)
        push(branch->mine.line);
    push(line);
    return out;
}

std::string Verdict::text() const {
    std::string out;
    for (const std::string& s : sentences)
        out += s + "\n";
    return out;
}

Verdict DeadlockVerdict::deadlock(const BarrierBoard& board) {
    Verdict v;
    const std::vector<Group> groups = waitingGroups(board);
    if (groups.empty()) {
        add(v, VerdictFinding{});
        return v;
    }
    const Group& target = groups.front();
    for (const WaveReport& w : board.waves) {
        if (w.status != WaveStatus::Finished && w.status != WaveStatus::Faulted)
            continue;
        VerdictFinding f;
        f.kind = VerdictFinding::Kind::NeverReaches;
        f.wave = w.wave;
        f.barrier = barrierGroup(target);
        if (w.status == WaveStatus::Finished) {
            explainFinished(w, target, f);
        } else {
            f.cause = VerdictFinding::Cause::Faulted;
            f.pc = w.pc;
            f.line = w.line;
            f.fault = w.fault;
        }
        v.culprits.push_back(w.wave);
        add(v, std::move(f));
    }
    if (v.culprits.empty()) {
        VerdictFinding f;
        f.kind = VerdictFinding::Kind::NoWaveCanRun;
        f.barrier = barrierGroup(target);
        add(v, std::move(f));
    }
    if (groups.size() > 1) {
        const Verdict divergence = barrierDivergence(board);
        for (const VerdictFinding& f : divergence.findings)
            add(v, f);
    }
    return v;
}

Verdict DeadlockVerdict::barrierDivergence(const BarrierBoard& board) {
    Verdict v;
    const std::vector<Group> groups = waitingGroups(board);
    if (groups.size() < 2)
        return v;
    VerdictFinding summary;
    summary.kind = VerdictFinding::Kind::DifferentBarriers;
    for (const Group& g : groups)
        summary.groups.push_back(barrierGroup(g));
    add(v, std::move(summary));
    const Group& majority = groups.front();
    for (std::size_t i = 1; i < groups.size(); ++i) {
        for (const WaveReport* w : groups[i].waves) {
            v.culprits.push_back(w->wave);
            VerdictFinding f;
            f.kind = VerdictFinding::Kind::OtherBarrier;
            f.wave = w->wave;
            f.barrier = barrierGroup(groups[i]);
            f.majority = barrierGroup(majority);
            f.branch = toBranch(latestDifference(*w, majority.waves));
            if (f.branch)
                f.cause = VerdictFinding::Cause::Branch;
            add(v, std::move(f));
        }
    }
    std::sort(v.culprits.begin(), v.culprits.end());
    return v;
}

} // namespace wave::debug
