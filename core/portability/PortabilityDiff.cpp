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

} // namespace

std::vector<WordDifference> PortabilityDiff::firstDifferences(const PortabilityMatrix& matrix,
                                                              const PortabilityRunner& runner,
                                                              std::size_t limit) {
    std::vector<WordDifference> out;
    if (matrix.groups.size() < 2 || matrix.runs.empty() || limit == 0)
        return out;
    const PortabilityRun& reference = matrix.runs[matrix.groups[0].front()];
    if (!completed(reference))
        return out;
    // The first differing words of each group, then the first `limit` of them all.
    std::set<std::uint64_t> words;
    for (std::size_t g = 1; g < matrix.groups.size(); ++g) {
        const PortabilityRun& run = matrix.runs[matrix.groups[g].front()];
        if (!completed(run))
            continue;
        const std::vector<std::uint8_t>& a = reference.output;
        const std::vector<std::uint8_t>& b = run.output;
        std::size_t found = 0;
        for (std::size_t i = 0; i < std::min(a.size(), b.size()) && found < limit; ++i) {
            if (a[i] == b[i])
                continue;
            const std::uint64_t word = matrix.addressOf(i) & ~std::uint64_t{3};
            if (words.insert(word).second)
                ++found;
        }
    }
    std::vector<std::uint64_t> chosen(words.begin(), words.end());
    if (chosen.size() > limit)
        chosen.resize(limit);
    if (chosen.empty())
        return out;

    out.resize(chosen.size());
    for (std::size_t w = 0; w < chosen.size(); ++w) {
        out[w].address = chosen[w];
        out[w].values.assign(matrix.groups.size(), 0);
        out[w].writers.assign(matrix.groups.size(), WriterSite{});
        out[w].differs.assign(matrix.groups.size(), false);
    }
    for (std::size_t g = 0; g < matrix.groups.size(); ++g) {
        const PortabilityRun& run = matrix.runs[matrix.groups[g].front()];
        if (!completed(run))
            continue;
        LastWriterObserver observer(chosen);
        const PortabilityRun again = runner.rerun(matrix.plan.profiles[run.profile],
                                                  matrix.plan.schedules[run.schedule], &observer);
        for (WordDifference& d : out) {
            d.values[g] = wordAt(again.output, d.address);
            d.writers[g] = observer.writer(d.address);
        }
    }
    for (WordDifference& d : out) {
        for (std::size_t g = 1; g < matrix.groups.size(); ++g) {
            const PortabilityRun& run = matrix.runs[matrix.groups[g].front()];
            d.differs[g] = completed(run) && d.values[g] != d.values[0];
        }
    }
    return out;
}

} // namespace wave::portability
