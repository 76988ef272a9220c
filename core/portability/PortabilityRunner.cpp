#include "portability/PortabilityRunner.h"

#include "portability/PortabilityGroups.h"

#include <algorithm>

namespace wave::portability {

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
    return c;
}

PortabilityRun PortabilityRunner::execute(const emu::LaunchConfig& config,
                                          const std::vector<OutputRegion>& regions,
                                          emu::Observer* observer) const {
    PortabilityRun r;
    emu::Emulator emu(program_, config);
    if (emu.launchError()) {
        r.status = emu::RunStatus::Faulted;
        r.fault = emu.launchError();
        return r;
    }
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
    const std::span<const std::uint8_t> device = emu.deviceMemory();
    if (regions.empty()) {
        r.output.assign(device.begin(), device.end());
        return r;
    }
    for (const OutputRegion& region : regions) {
        const std::uint64_t begin = std::min<std::uint64_t>(region.offset, device.size());
        const std::uint64_t end = std::min<std::uint64_t>(begin + region.size, device.size());
        r.output.insert(r.output.end(), device.begin() + begin, device.begin() + end);
    }
    return r;
}

PortabilityMatrix PortabilityRunner::run(const PortabilityPlan& plan,
                                         const std::atomic<bool>* cancel,
                                         const Progress& progress) const {
    PortabilityMatrix m;
    m.plan = plan;
    const std::size_t total = plan.profiles.size() * plan.schedules.size();
    m.runs.reserve(total);
    for (std::size_t p = 0; p < plan.profiles.size() && !m.cancelled; ++p) {
        for (std::size_t s = 0; s < plan.schedules.size(); ++s) {
            if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) {
                m.cancelled = true;
                break;
            }
            PortabilityRun r =
                execute(configFor(plan.profiles[p], plan.schedules[s]), plan.regions, nullptr);
            r.profile = p;
            r.schedule = s;
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
        }
    }
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

PortabilityRun PortabilityRunner::rerun(const emu::DeviceProfile& profile,
                                        const emu::Schedule& schedule,
                                        emu::Observer* observer) const {
    return execute(configFor(profile, schedule), {}, observer);
}

} // namespace wave::portability
