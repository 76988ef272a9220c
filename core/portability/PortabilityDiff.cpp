#include "portability/PortabilityDiff.h"

#include <algorithm>
#include <cstring>
#include <set>

namespace wave::portability {

namespace {

bool completed(const PortabilityRun& r) {
    return r.status == emu::RunStatus::Completed;
}

std::uint32_t wordAt(const std::vector<std::uint8_t>& device, std::uint64_t address) {
    std::uint32_t v = 0;
    if (address + 4 <= device.size())
        std::memcpy(&v, device.data() + address, 4);
    return v;
}

// The first `limit` words where the first runs of `group` and group 0 differ.
std::vector<std::uint64_t> differingWords(const PortabilityMatrix& matrix, std::size_t group,
                                          std::size_t limit) {
    std::vector<std::uint64_t> words;
    const std::vector<std::uint8_t>& a = matrix.runs[matrix.groups[0].front()].output;
    const std::vector<std::uint8_t>& b = matrix.runs[matrix.groups[group].front()].output;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()) && words.size() < limit; ++i) {
        if (a[i] == b[i])
            continue;
        const std::uint64_t word = matrix.addressOf(i) & ~std::uint64_t{3};
        if (words.empty() || words.back() != word)
            words.push_back(word);
    }
    return words;
}

// Values and last writers of `words` in the first run of each group in `groups` (reran under
// a LastWriterObserver), and which of those groups differ from group 0.
std::vector<WordDifference> explain(const PortabilityMatrix& matrix,
                                    const PortabilityRunner& runner,
                                    const std::vector<std::uint64_t>& words,
                                    const std::vector<std::size_t>& groups) {
    std::vector<WordDifference> out(words.size());
    for (std::size_t w = 0; w < words.size(); ++w) {
        out[w].address = words[w];
        out[w].values.assign(matrix.groups.size(), 0);
        out[w].writers.assign(matrix.groups.size(), WriterSite{});
        out[w].differs.assign(matrix.groups.size(), false);
    }
    for (std::size_t g : groups) {
        const PortabilityRun& run = matrix.runs[matrix.groups[g].front()];
        if (!completed(run))
            continue;
        LastWriterObserver observer(words);
        const PortabilityRun again = runner.rerun(matrix.plan.profiles[run.profile],
                                                  matrix.plan.schedules[run.schedule], &observer);
        for (WordDifference& d : out) {
            d.values[g] = wordAt(again.output, d.address);
            d.writers[g] = observer.writer(d.address);
        }
    }
    for (WordDifference& d : out)
        for (std::size_t g : groups)
            d.differs[g] = g != 0 && completed(matrix.runs[matrix.groups[g].front()]) &&
                           d.values[g] != d.values[0];
    return out;
}

} // namespace

std::vector<WordDifference> PortabilityDiff::firstDifferences(const PortabilityMatrix& matrix,
                                                              const PortabilityRunner& runner,
                                                              std::size_t limit) {
    if (matrix.groups.size() < 2 || matrix.runs.empty() || limit == 0 ||
        !completed(matrix.runs[matrix.groups[0].front()]))
        return {};
    // The first differing words of each group, then the first `limit` of them all.
    std::set<std::uint64_t> words;
    std::vector<std::size_t> all{0};
    for (std::size_t g = 1; g < matrix.groups.size(); ++g) {
        all.push_back(g);
        if (completed(matrix.runs[matrix.groups[g].front()]))
            for (std::uint64_t w : differingWords(matrix, g, limit))
                words.insert(w);
    }
    std::vector<std::uint64_t> chosen(words.begin(), words.end());
    if (chosen.size() > limit)
        chosen.resize(limit);
    if (chosen.empty())
        return {};
    return explain(matrix, runner, chosen, all);
}

std::vector<WordDifference> PortabilityDiff::forGroup(const PortabilityMatrix& matrix,
                                                      const PortabilityRunner& runner,
                                                      std::size_t group, std::size_t limit) {
    if (group == 0 || group >= matrix.groups.size() || limit == 0 ||
        !completed(matrix.runs[matrix.groups[0].front()]) ||
        !completed(matrix.runs[matrix.groups[group].front()]))
        return {};
    const std::vector<std::uint64_t> words = differingWords(matrix, group, limit);
    if (words.empty())
        return {};
    return explain(matrix, runner, words, {0, group});
}

} // namespace wave::portability
