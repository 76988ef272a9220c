#include "debug/session/History.h"

#include <algorithm>

namespace wave::debug {

History::History(std::uint64_t budgetBytes, std::uint64_t intervalSteps)
    : budget_(budgetBytes), interval_(intervalSteps ? intervalSteps : 1),
      pageBytes_(std::make_shared<std::atomic<std::uint64_t>>(0)) {}

void History::clear() {
    checkpoints_.clear();
    forced_.clear();
    edits_.clear();
    checkpointBytes_ = 0;
    replayed_ = 0;
}

void History::add(Checkpoint checkpoint) {
    auto it = std::lower_bound(checkpoints_.begin(), checkpoints_.end(), checkpoint.step,
                               [](const Checkpoint& c, std::uint64_t s) { return c.step < s; });
    if (it != checkpoints_.end() && it->step == checkpoint.step) {
        // Same position again: keep the newer state.
        checkpointBytes_ -= it->bytes;
        checkpointBytes_ += checkpoint.bytes;
        *it = std::move(checkpoint);
    } else {
        checkpointBytes_ += checkpoint.bytes;
        checkpoints_.insert(it, std::move(checkpoint));
    }
    thin();
}

const Checkpoint* History::firstAfter(std::uint64_t step) const {
    auto it = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), step,
                               [](std::uint64_t s, const Checkpoint& c) { return s < c.step; });
    return it == checkpoints_.end() ? nullptr : &*it;
}

const Checkpoint* History::latestWithFewerDivergences(std::uint64_t step,
                                                      std::uint64_t count) const {
    const auto last =
        std::upper_bound(checkpoints_.begin(), checkpoints_.end(), step,
                         [](std::uint64_t s, const Checkpoint& c) { return s < c.step; });
    // Checkpoints counting fewer come first (the count never decreases along the history).
    const auto fewer = std::partition_point(checkpoints_.begin(), last, [&](const Checkpoint& c) {
        return c.machine.stats.barrierDivergences < count;
    });
    return fewer == checkpoints_.begin() ? nullptr : &*std::prev(fewer);
}

std::uint64_t History::bytes() const {
    return checkpointBytes_ + pageBytes_->load(std::memory_order_relaxed);
}

void History::thin() {
    // Keep at least the first and the two most recent checkpoints.
    while (bytes() > budget_ && checkpoints_.size() > 3) {
        const std::uint64_t now = checkpoints_.back().step;
        std::size_t victim = 0;
        double best = 0.0;
        for (std::size_t i = 1; i + 2 < checkpoints_.size(); ++i) {
            const double gap =
                static_cast<double>(checkpoints_[i + 1].step - checkpoints_[i - 1].step);
            const double age = static_cast<double>(now - checkpoints_[i].step) + 1.0;
            const double cost = gap / age;
            if (victim == 0 || cost < best) {
                victim = i;
                best = cost;
            }
        }
        if (victim == 0)
            break;
        checkpointBytes_ -= checkpoints_[victim].bytes;
        checkpoints_.erase(checkpoints_.begin() + static_cast<std::ptrdiff_t>(victim));
    }
}

const Checkpoint* History::latestAtOrBefore(std::uint64_t step) const {
    auto it = std::upper_bound(checkpoints_.begin(), checkpoints_.end(), step,
                               [](std::uint64_t s, const Checkpoint& c) { return s < c.step; });
    if (it == checkpoints_.begin())
        return nullptr;
    return &*std::prev(it);
}

std::vector<std::uint64_t> History::checkpointSteps() const {
    std::vector<std::uint64_t> out;
    out.reserve(checkpoints_.size());
    for (const Checkpoint& c : checkpoints_)
        out.push_back(c.step);
    return out;
}

void History::recordForced(std::uint64_t step, std::uint32_t wave) {
    while (!forced_.empty() && forced_.back().step >= step)
        forced_.pop_back();
    forced_.push_back(ForcedStep{step, wave});
}

std::optional<std::uint32_t> History::forcedAt(std::uint64_t step) const {
    const ForcedStep* f = nextForced(step);
    if (f && f->step == step)
        return f->wave;
    return std::nullopt;
}

const ForcedStep* History::nextForced(std::uint64_t step) const {
    auto it = std::lower_bound(forced_.begin(), forced_.end(), step,
                               [](const ForcedStep& f, std::uint64_t s) { return f.step < s; });
    return it == forced_.end() ? nullptr : &*it;
}

void History::truncateAfter(std::uint64_t step) {
    while (!checkpoints_.empty() && checkpoints_.back().step > step) {
        checkpointBytes_ -= checkpoints_.back().bytes;
        checkpoints_.pop_back();
    }
    while (!forced_.empty() && forced_.back().step >= step)
        forced_.pop_back();
    while (!edits_.empty() && edits_.back().step > step)
        edits_.pop_back();
}

void History::recordEdit(const StateEdit& edit) {
    while (!edits_.empty() && edits_.back().step > edit.step)
        edits_.pop_back();
    edits_.push_back(edit);
}

std::span<const StateEdit> History::editsAt(std::uint64_t step) const {
    const auto less = [](const StateEdit& e, std::uint64_t s) { return e.step < s; };
    const auto first = std::lower_bound(edits_.begin(), edits_.end(), step, less);
    auto last = first;
    while (last != edits_.end() && last->step == step)
        ++last;
    return {first, last};
}

const StateEdit* History::nextEditAfter(std::uint64_t step) const {
    auto it = std::upper_bound(edits_.begin(), edits_.end(), step,
                               [](std::uint64_t s, const StateEdit& e) { return s < e.step; });
    return it == edits_.end() ? nullptr : &*it;
}

HistoryInfo History::info() const {
    HistoryInfo info;
    info.earliestStep = checkpoints_.empty() ? 0 : checkpoints_.front().step;
    info.checkpoints = checkpoints_.size();
    info.bytes = bytes();
    info.budget = budget_;
    info.replayedSteps = replayed_;
    info.recentDenseFrom = checkpoints_.empty() ? 0 : checkpoints_.back().step;
    for (std::size_t i = 1; i < checkpoints_.size(); ++i) {
        const std::uint64_t gap = checkpoints_[i].step - checkpoints_[i - 1].step;
        info.largestGap = std::max(info.largestGap, gap);
    }
    // Walk back from the newest checkpoint while gaps stay at the base interval (+ slack for
    // stops that add checkpoints between periodic ones).
    for (std::size_t i = checkpoints_.size(); i-- > 1;) {
        if (checkpoints_[i].step - checkpoints_[i - 1].step > interval_ + interval_ / 2)
            break;
        info.recentDenseFrom = checkpoints_[i - 1].step;
    }
    return info;
}

} // namespace wave::debug
