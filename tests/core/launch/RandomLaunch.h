#pragma once
// Random launches for the property tests: every field, each part drawn from spellings that
// parse (hex, a leading '+', "1.0") and spellings wave-emu only refuses at launch ("0x", "f99",
// a --set-reg without ':'), so that the printers and readers are tried on what a user may
// write, not only on what runs.

#include "launch/EmuOptions.h"
#include "launch/LaunchValues.h"

#include <random>
#include <string>
#include <vector>

namespace wave::launch::test {

class RandomLaunch {
public:
    explicit RandomLaunch(unsigned seed) : rng_(seed) {}

    // `jsonOnly`: only what a session file holds, spelled as it reads back (a grid as numbers
    // unless it is no grid at all, a kernel name that is not empty).
    EmuOptions next(bool jsonOnly) {
        EmuOptions o;
        if (!jsonOnly)
            o.binary = "x.wbin";
        if (coin())
            o.kernel = pick({"main", "-odd", "0", "k:1", jsonOnly ? "x" : ""});
        o.grid = dims(jsonOnly, emu::LaunchDefaults::grid);
        o.workgroup = dims(jsonOnly, emu::LaunchDefaults::workgroup);
        o.registers = static_cast<std::uint32_t>(number(o.registers, UINT32_MAX));
        o.localMemory = number(o.localMemory, UINT64_MAX);
        o.deviceMemory = number(o.deviceMemory, UINT64_MAX);
        o.waveWidth = static_cast<std::uint32_t>(number(o.waveWidth, 200));
        o.maxInstructions = number(o.maxInstructions, UINT64_MAX);
        o.threads = static_cast<std::uint32_t>(number(o.threads, 300));
        // A --threads on the command line is "given" (wave-emu then uses exactly that many);
        // the arguments print it when it differs from the default, so a launch that sets it
        // has it given.
        o.threadsGiven = o.threads != EmuOptions{}.threads;
        if (coin())
            o.profile = pick({"amd-64", "intel-8", "mine", "-x", ""});
        if (coin())
            o.schedule = EmuOptions::scheduleValue(
                pick({"random:42", "reverse", "barrier-run", "round-robin", "bogus", ""}));
        for (int i = below(4); i > 0; --i)
            o.setRegs.push_back(setReg());
        for (int i = below(6); i > 0; --i)
            o.fills.push_back(fill());
        if (!jsonOnly) // wave-emu's order, as its parser reads them back
            std::stable_sort(o.fills.begin(), o.fills.end(),
                             [](const auto& a, const auto& b) { return a.kind < b.kind; });
        if (coin())
            o.dumpMemory = LaunchValues::dumpMemory(
                pick({"0:16", "0x10:0x20", "16:0", "a:1", "nonsense", "", "+1:2"}));
        for (std::optional<DumpOption>* d : {&o.dumpU32, &o.dumpF32, &o.dumpF16, &o.dumpBf16})
            if (coin())
                *d = LaunchValues::dump(pick({"0:4", "0x40:8", "4:x", "nonsense", "", "-1:2"}));
        o.dumpRegs = coin();
        o.stats = coin();
        o.trace = coin();
        if (jsonOnly)
            return o;
        o.raceCheck = coin();
        o.bankConflicts = coin();
        o.coalescing = coin();
        o.banks = static_cast<std::uint32_t>(1 + below(64));
        o.bankWidth = static_cast<std::uint32_t>(1 + below(16));
        if (coin())
            o.timeline = pick({"t.json", "-t.json", ""});
        if (coin())
            o.source = pick({"k.wave", "a b.wave"});
        o.portability = coin();
        o.schedules = static_cast<std::uint32_t>(below(1025));
        if (coin())
            o.profileDir = pick({"profiles", "/tmp/p"});
        return o;
    }

private:
    bool coin() { return below(2) == 1; }
    int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
    std::string pick(std::vector<std::string> choices) {
        return choices[static_cast<std::size_t>(below(static_cast<int>(choices.size())))];
    }
    std::uint64_t number(std::uint64_t fallback, std::uint64_t max) {
        switch (below(3)) {
        case 0:
            return fallback;
        case 1:
            return max;
        default:
            return std::uniform_int_distribution<std::uint64_t>(0, max)(rng_);
        }
    }
    std::optional<Spelled<emu::Dim3>> dims(bool jsonOnly, const emu::Dim3& fallback) {
        switch (below(4)) {
        case 0:
            return std::nullopt;
        case 1:
            return LaunchValues::dims(pick({"1,2", "a,1,1", "4294967296,1,1", ""}));
        default: {
            const emu::Dim3 d{static_cast<std::uint32_t>(number(1, UINT32_MAX)),
                              static_cast<std::uint32_t>(below(5)), 1};
            if (jsonOnly && d == fallback)
                return std::nullopt; // a session file keeps no default as such
            if (!jsonOnly && coin())
                return LaunchValues::dims("+" + std::to_string(d.x) + ",0" + std::to_string(d.y) +
                                          "," + std::to_string(d.z));
            return LaunchValues::dims(d);
        }
        }
    }
    SetRegOption setReg() {
        return LaunchValues::setReg(
            pick({"3:0x10", "7:4294967295", "300:x", "-1:2", "5", "", "0:", "+2:0X1f"}));
    }
    FillOption fill() {
        const auto kind = static_cast<FillOption::Kind>(below(3));
        if (kind == FillOption::Kind::File)
            return LaunchValues::fill(
                kind, pick({"1024:data/with:colon.bin", "0x10:a.bin", "x:", "file.bin", ""}));
        FillOption f =
            LaunchValues::fill(kind, pick({"0", "0x40", "+7", "0x", "abc", ""}) + ":" +
                                         pick({"f32", "u8", "bf16", "i32", "f99", ""}) + ":" +
                                         pick({"12", "0", "18446744073709551615", "1.0", "x"}));
        if (kind == FillOption::Kind::Iota && coin())
            f = LaunchValues::fill(kind, LaunchValues::print(f) + ":" +
                                             pick({"1.0", "-2.5", "inf", "1e3", "x", ""}));
        if (coin() && below(3) == 0)
            f = LaunchValues::fill(kind, pick({"0:f32", "0:f32:1:2:3", "", "a"}));
        return f;
    }

    std::mt19937 rng_;
};

} // namespace wave::launch::test
