#include "portability/PortabilityRunner.h"

#include "portability/MatrixMemory.h"
#include "portability/OrderedParallel.h"
#include "portability/PortabilityGroups.h"

#include <algorithm>
#include <span>

namespace wave::portability {

namespace {

// The regions of `device`, concatenated, as an image: only their pages that are not zero are
// copied (reading memory the kernel never touched costs nothing).
emu::DeviceImage regionImage(const emu::DeviceMemory& device,
                             const std::vector<OutputRegion>& regions,
                             const emu::DeviceImage* share) {
    std::uint64_t total = 0;
    for (const OutputRegion& region : regions) {
        const std::uint64_t begin = std::min<std::uint64_t>(region.offset, device.size());
        total += std::min<std::uint64_t>(begin + region.size, device.size()) - begin;
    }
    emu::DeviceMemory out(total);
    std::uint64_t at = 0;
    for (const OutputRegion& region : regions) {
        const std::uint64_t begin = std::min<std::uint64_t>(region.offset, device.size());
        const std::uint64_t end = std::min<std::uint64_t>(begin + region.size, device.size());
        for (std::uint64_t p = begin; p < end; p += emu::DeviceImage::kPageSize) {
            const std::uint64_t n = std::min(emu::DeviceImage::kPageSize, end - p);
            const std::span<const std::uint8_t> bytes = device.bytes().subspan(p, n);
            if (std::any_of(bytes.begin(), bytes.end(), [](std::uint8_t b) { return b != 0; }))
                out.write(at + (p - begin), bytes);
        }
        at += end - begin;
    }
    return emu::DeviceImage::capture(out, share);
}

} // namespace

std::string PortabilityMatrix::label(const PortabilityRun& run) const {
    return plan.profiles[run.profile].name + " / " + plan.schedules[run.schedule].name();
}

std::uint64_t PortabilityMatrix::addressOf(std::uint64_t index) const {
    for (const OutputRegion& region : plan.regions) {
        if (index < region.size)
            return region.offset + index;
        index -= region.size;
    }
    return index;
}

PortabilityRunner::PortabilityRunner(const isa::Program& program, const emu::LaunchConfig& base,
                                     Prepare prepare)
    : program_(program), base_(base), prepare_(std::move(prepare)) {}

emu::LaunchConfig PortabilityRunner::configFor(const emu::DeviceProfile& profile,
                                               const emu::Schedule& schedule) const {
    emu::LaunchConfig c = base_;
    c.waveWidth = profile.waveWidth;
    c.schedule = schedule;
    c.threads = 1;
    c.everyCore = false;
    return c;
}

PortabilityRun PortabilityRunner::execute(const emu::LaunchConfig& config,
                                          const std::vector<OutputRegion>& regions,
                                          emu::Observer* observer,
                                          const emu::DeviceImage* share) const {
    PortabilityRun r;
    const std::shared_ptr<const emu::DecodedProgram> earlier = decodedFor(config.waveWidth);
    emu::Emulator emu(program_, config, nullptr, earlier);
    if (emu.launchError()) {
        r.status = emu::RunStatus::Faulted;
        r.fault = emu.launchError();
        return r;
    }
    if (emu.decodedProgram() != earlier) // made by this run
        keepDecoded(config.waveWidth, emu.decodedProgram());
    std::string error;
    if (prepare_ && !prepare_(emu.deviceMemory(), error)) {
        r.status = emu::RunStatus::Faulted;
        r.fault = emu::Fault{};
        r.fault->kind = emu::FaultKind::InvalidLaunch;
        r.fault->message = error;
        return r;
    }
    emu.setObserver(observer);
    const emu::RunResult result = emu.run();
    r.status = result.status;
    r.fault = result.fault;
    r.barrierDivergences = result.stats.barrierDivergences;
    r.output = regions.empty() ? emu::DeviceImage::capture(emu.deviceMemory(), share)
                               : regionImage(emu.deviceMemory(), regions, share);
    return r;
}

PortabilityMatrix PortabilityRunner::run(const PortabilityPlan& plan,
                                         const std::atomic<bool>* cancel,
                                         const Progress& progress) const {
    PortabilityMatrix m;
    m.plan = plan;
    const std::size_t schedules = plan.schedules.size();
    const std::size_t total = plan.profiles.size() * schedules;
    m.runs.reserve(total); // m.runs.front() stays put: the workers read its output
    const auto stop = [cancel] {
        return cancel != nullptr && cancel->load(std::memory_order_relaxed);
    };
    // Pages equal to the first run's are shared with it (`share`).
    const auto job = [&](std::size_t i, const emu::DeviceImage* share) {
        PortabilityRun r =
            execute(configFor(plan.profiles[i / schedules], plan.schedules[i % schedules]),
                    plan.regions, nullptr, share);
        r.profile = i / schedules;
        r.schedule = i % schedules;
        return r;
    };
    const auto take = [&](std::size_t, PortabilityRun r) {
        const auto same = std::find_if(m.groups.begin(), m.groups.end(), [&](const auto& g) {
            return PortabilityGroups::sameResult(m.runs[g.front()], r);
        });
        const bool known = same != m.groups.end();
        r.group = static_cast<std::size_t>(same - m.groups.begin());
        if (!known)
            m.groups.emplace_back();
        m.groups[r.group].push_back(m.runs.size());
        // A run that agrees with an earlier one need not keep its copy of the output.
        if (known)
            r.output = {};
        m.runs.push_back(std::move(r));
        if (progress)
            progress(m.runs.size(), total);
    };
    // The first run alone, the others side by side (each on one thread, in its own memory):
    // they are grouped in run order, so the matrix is the one a single thread gives.
    const std::size_t started = OrderedParallel::run(
        0, std::min<std::size_t>(total, 1), 1, [&](std::size_t i) { return job(i, nullptr); }, take,
        stop);
    const emu::DeviceImage* share = m.runs.empty() ? nullptr : &m.runs.front().output;
    const unsigned workers =
        MatrixMemory::parallelRuns(base_.deviceMemory, MatrixMemory::available(),
                                   threads_ == 0 ? emu::machineThreads() : threads_);
    const std::size_t done =
        started == 0
            ? 0
            : OrderedParallel::run(
                  1, total, workers, [&](std::size_t i) { return job(i, share); }, take, stop);
    m.cancelled = done < total;
    // Group 0 is the result of the reference run, so that the others read as departures from
    // what the launch gives as configured.
    const auto reference = std::find_if(m.runs.begin(), m.runs.end(), [&](const auto& r) {
        return plan.profiles[r.profile].waveWidth == base_.waveWidth &&
               plan.schedules[r.schedule] == base_.schedule;
    });
    if (reference != m.runs.end())
        m.reference = static_cast<std::size_t>(reference - m.runs.begin());
    if (reference != m.runs.end() && reference->group != 0) {
        const std::size_t g = reference->group;
        std::rotate(m.groups.begin(), m.groups.begin() + static_cast<std::ptrdiff_t>(g),
                    m.groups.begin() + static_cast<std::ptrdiff_t>(g) + 1);
        for (PortabilityRun& r : m.runs)
            r.group = r.group == g ? 0 : r.group < g ? r.group + 1 : r.group;
    }
    return m;
}

std::shared_ptr<const emu::DecodedProgram>
PortabilityRunner::decodedFor(std::uint32_t waveWidth) const {
    const std::lock_guard<std::mutex> hold(decodedLock_);
    for (const auto& [width, decoded] : decoded_)
        if (width == waveWidth)
            return decoded;
    return nullptr;
}

void PortabilityRunner::keepDecoded(std::uint32_t waveWidth,
                                    std::shared_ptr<const emu::DecodedProgram> decoded) const {
    const std::lock_guard<std::mutex> hold(decodedLock_);
    for (const auto& kept : decoded_)
        if (kept.first == waveWidth)
            return;
    decoded_.emplace_back(waveWidth, std::move(decoded));
}

PortabilityRun PortabilityRunner::rerun(const emu::DeviceProfile& profile,
                                        const emu::Schedule& schedule,
                                        emu::Observer* observer) const {
    return execute(configFor(profile, schedule), {}, observer, nullptr);
}

} // namespace wave::portability
