#include "portability/PortabilityDiff.h"

#include <algorithm>
#include <cstring>
#include <set>

namespace wave::portability {

namespace {

bool completed(const PortabilityRun& r) {
    return r.status == emu::RunStatus::Completed;
}

std::uint32_t wordAt(const emu::DeviceImage& device, std::uint64_t address) {
    return address + 4 <= device.size() ? device.word(address) : 0;
}

// The first `limit` words where the outputs of runs `first` and `second` differ.
std::vector<std::uint64_t> differingWords(const PortabilityMatrix& matrix, std::size_t first,
                                          std::size_t second, std::size_t limit) {
    std::vector<std::uint64_t> words;
    const emu::DeviceImage& a = matrix.output(matrix.runs[first]);
    const emu::DeviceImage& b = matrix.output(matrix.runs[second]);
    if (a.size() != b.size())
        return words;
    // Only the pages that differ are read.
    for (const std::uint64_t p : a.changedPages(b)) {
        const std::span<const std::uint8_t> x = a.page(p);
        const std::span<const std::uint8_t> y = b.page(p);
        for (std::size_t i = 0; i < x.size() && words.size() < limit; ++i) {
            if (x[i] == y[i])
                continue;
            const std::uint64_t word =
                matrix.addressOf(p * emu::DeviceImage::kPageSize + i) & ~std::uint64_t{3};
            if (words.empty() || words.back() != word)
                words.push_back(word);
        }
        if (words.size() >= limit)
            break;
    }
    return words;
}

// Values and last writers of `words` in each of `runs` (indices into the matrix's runs, rerun
// under a LastWriterObserver), entry i for runs[i], and which differ from entry 0. Empty when
// `cancel` is set before a rerun.
std::vector<WordDifference> explain(const PortabilityMatrix& matrix,
                                    const PortabilityRunner& runner,
                                    const std::vector<std::uint64_t>& words,
                                    const std::vector<std::size_t>& runs,
                                    const std::atomic<bool>* cancel = nullptr) {
    std::vector<WordDifference> out(words.size());
    for (std::size_t w = 0; w < words.size(); ++w) {
        out[w].address = words[w];
        out[w].values.assign(runs.size(), 0);
        out[w].writers.assign(runs.size(), WriterSite{});
        out[w].differs.assign(runs.size(), false);
    }
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const PortabilityRun& run = matrix.runs[runs[i]];
        if (!completed(run))
            continue;
        if (cancel != nullptr && cancel->load(std::memory_order_relaxed))
            return {};
        LastWriterObserver observer(words);
        const PortabilityRun again = runner.rerun(matrix.plan.profiles[run.profile],
                                                  matrix.plan.schedules[run.schedule], &observer);
        for (WordDifference& d : out) {
            d.values[i] = wordAt(again.output, d.address);
            d.writers[i] = observer.writer(d.address);
        }
    }
    for (WordDifference& d : out)
        for (std::size_t i = 1; i < runs.size(); ++i)
            d.differs[i] = completed(matrix.runs[runs[i]]) && d.values[i] != d.values[0];
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
    std::vector<std::size_t> firsts; // each group's first run, by group
    for (const std::vector<std::size_t>& group : matrix.groups) {
        firsts.push_back(group.front());
        if (firsts.size() > 1 && completed(matrix.runs[group.front()]))
            for (std::uint64_t w : differingWords(matrix, firsts[0], group.front(), limit))
                words.insert(w);
    }
    std::vector<std::uint64_t> chosen(words.begin(), words.end());
    if (chosen.size() > limit)
        chosen.resize(limit);
    if (chosen.empty())
        return {};
    return explain(matrix, runner, chosen, firsts);
}

std::vector<WordDifference> PortabilityDiff::between(const PortabilityMatrix& matrix,
                                                     const PortabilityRunner& runner,
                                                     std::size_t run, std::size_t limit,
                                                     const std::atomic<bool>* cancel) {
    if (run >= matrix.runs.size() || matrix.reference >= matrix.runs.size() || limit == 0 ||
        !completed(matrix.runs[matrix.reference]) || !completed(matrix.runs[run]))
        return {};
    const std::vector<std::uint64_t> words = differingWords(matrix, matrix.reference, run, limit);
    if (words.empty())
        return {};
    return explain(matrix, runner, words, {matrix.reference, run}, cancel);
}

} // namespace wave::portability
