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
std::string waveList(const std::vector<const WaveReport*>& waves) {
    std::string out = waves.size() == 1 ? "wave " : "waves ";
    for (std::size_t i = 0; i < waves.size(); ++i) {
        if (i > 0)
            out += ", ";
        out += std::to_string(waves[i]->wave);
    }
    return out;
}

std::string lineOf(const ControlDecision& d) {
    return describeLocation(d.line, d.pc);
}

// Waiting waves grouped by barrier pc, largest group first (ties: lower pc first).
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

std::string describeBranch(const Difference& diff, bool theyWait) {
    const ControlDecision& d = *diff.mine;
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
        const ControlDecision& t = *diff.theirs;
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

// The halt or return that finished the wave, if any.
const ControlDecision* finalHalt(const WaveReport& w) {
    for (auto it = w.decisions.rbegin(); it != w.decisions.rend(); ++it)
        if (!isBranch(*it) && it->lanesLeft == 0)
            return &*it;
    return nullptr;
}

std::string explainFinished(const WaveReport& w, const Group& target) {
    const auto diff = latestDifference(w, target.waves);
    const ControlDecision* halt = finalHalt(w);
    const bool haltBeforeBarrier = halt && halt->pc < target.pc;
    if (halt && (haltBeforeBarrier || !diff)) {
        std::string s = std::string(halt->kind == DecisionKind::Return
                                        ? "it returned with an empty call stack at "
                                        : "it halted at ") +
                        lineOf(*halt);
        if (diff && diff->mine->sequence < halt->sequence) {
            s += ", after " + describeBranch(*diff, true); // "..., after it took the ..."
        }
        return s;
    }
    if (diff)
        return describeBranch(*diff, true);
    return "it finished at " + describeLocation(w.line, w.pc) + " without arriving";
}

} // namespace

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
        v.sentences.push_back("no wave waits at a barrier");
        return v;
    }
    const Group& target = groups.front();
    const std::string barrier = "the barrier at " + describeLocation(target.line, target.pc);
    const std::string waiting =
        waveList(target.waves) + (target.waves.size() == 1 ? " waits there" : " wait there");
    for (const WaveReport& w : board.waves) {
        if (w.status == WaveStatus::Finished) {
            v.culprits.push_back(w.wave);
            v.sentences.push_back("wave " + std::to_string(w.wave) + " never reaches " + barrier +
                                  ": " + explainFinished(w, target) + "; " + waiting);
        } else if (w.status == WaveStatus::Faulted) {
            v.culprits.push_back(w.wave);
            std::string s = "wave " + std::to_string(w.wave) + " never reaches " + barrier +
                            ": it faulted at " + describeLocation(w.line, w.pc);
            if (!w.fault.empty())
                s += " (" + w.fault + ")";
            v.sentences.push_back(s + "; " + waiting);
        }
    }
    if (v.culprits.empty())
        v.sentences.push_back(waveList(target.waves) +
                              (target.waves.size() == 1 ? " waits at " : " wait at ") + barrier +
                              " and no wave can run");
    if (groups.size() > 1) {
        const Verdict divergence = barrierDivergence(board);
        v.sentences.insert(v.sentences.end(), divergence.sentences.begin(),
                           divergence.sentences.end());
    }
    return v;
}

Verdict DeadlockVerdict::barrierDivergence(const BarrierBoard& board) {
    Verdict v;
    const std::vector<Group> groups = waitingGroups(board);
    if (groups.size() < 2)
        return v;
    std::string summary = "waves wait at different barriers: ";
    for (std::size_t i = 0; i < groups.size(); ++i) {
        if (i > 0)
            summary += ", ";
        summary +=
            waveList(groups[i].waves) + " at " + describeLocation(groups[i].line, groups[i].pc);
    }
    v.sentences.push_back(summary);
    const Group& majority = groups.front();
    const std::string majorityWhere = describeLocation(majority.line, majority.pc);
    for (std::size_t i = 1; i < groups.size(); ++i) {
        for (const WaveReport* w : groups[i].waves) {
            v.culprits.push_back(w->wave);
            std::string s = "wave " + std::to_string(w->wave) + " waits at the barrier at " +
                            describeLocation(groups[i].line, groups[i].pc) + ", not at " +
                            majorityWhere + " like " + waveList(majority.waves);
            if (const auto diff = latestDifference(*w, majority.waves))
                s += ": " + describeBranch(*diff, false);
            v.sentences.push_back(s);
        }
    }
    std::sort(v.culprits.begin(), v.culprits.end());
    return v;
}

} // namespace wave::debug
