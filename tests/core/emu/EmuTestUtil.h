#pragma once
// Helpers of the emulator unit tests: run a program and read device memory, evaluate single
// instructions on one thread.

#include "KernelBuilder.h"
#include "emu/Emulator.h"

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string_view>
#include <vector>

namespace wave::emu::test {

struct Outcome {
    RunResult result;
    std::vector<std::uint8_t> memory;

    std::uint32_t u32(std::uint32_t offset) const {
        std::uint32_t v = 0;
        std::memcpy(&v, memory.data() + offset, 4);
        return v;
    }
    std::vector<std::uint32_t> words(std::uint32_t offset, std::uint32_t count) const {
        std::vector<std::uint32_t> out;
        for (std::uint32_t i = 0; i < count; ++i)
            out.push_back(u32(offset + 4 * i));
        return out;
    }
};

inline Outcome run(const isa::Program& program, const LaunchConfig& config = {}) {
    Emulator emu(program, config);
    Outcome o{emu.run(), {}};
    o.memory.assign(emu.deviceMemory().begin(), emu.deviceMemory().end());
    return o;
}

inline LaunchConfig small(std::uint64_t deviceMemory = 4096) {
    LaunchConfig c;
    c.deviceMemory = deviceMemory;
    return c;
}

// One thread: r1.. = inputs, `mnemonic r10, r1, r2, ...`, returns r10.
inline std::uint32_t eval(std::string_view mnemonic, std::initializer_list<std::uint32_t> inputs) {
    KernelBuilder b;
    std::uint32_t r = 1;
    for (std::uint32_t v : inputs)
        b.op("mov_imm", {r++, v});
    switch (inputs.size()) {
    case 1:
        b.op(mnemonic, {10, 1});
        break;
    case 2:
        b.op(mnemonic, {10, 1, 2});
        break;
    case 3:
        b.op(mnemonic, {10, 1, 2, 3});
        break;
    default:
        b.op(mnemonic, {10, 1, 2, 3, 4});
        break;
    }
    b.op("mov_imm", {20, 0});
    b.op("device_store_u32", {20, 10});
    b.op("halt");
    return run(singleKernel(b, 32, 0, 1, 1, 1), small(64)).u32(0);
}

// One thread: p1 = `mnemonic p1, r1, r2`; returns 1 or 0.
inline std::uint32_t evalCompare(std::string_view mnemonic, std::uint32_t a, std::uint32_t b) {
    KernelBuilder k;
    k.op("mov_imm", {1, a});
    k.op("mov_imm", {2, b});
    k.op("mov_imm", {3, 1});
    k.op("mov_imm", {4, 0});
    k.op(mnemonic, {1, 1, 2});
    k.op("select", {10, 1, 3, 4});
    k.op("device_store_u32", {4, 10});
    k.op("halt");
    return run(singleKernel(k, 32, 0, 1, 1, 1), small(64)).u32(0);
}

// One thread, f64 pairs: r2:r3 = a, r4:r5 = b, r6:r7 = c; `mnemonic r10, r2, r4[, r6]`.
inline std::uint64_t evalDouble(std::string_view mnemonic,
                                std::initializer_list<std::uint64_t> in) {
    KernelBuilder k;
    std::uint32_t r = 2;
    for (std::uint64_t v : in) {
        k.op("mov_imm", {r, static_cast<std::uint32_t>(v)});
        k.op("mov_imm", {r + 1, static_cast<std::uint32_t>(v >> 32)});
        r += 2;
    }
    if (in.size() == 1)
        k.op(mnemonic, {10, 2});
    else if (in.size() == 2)
        k.op(mnemonic, {10, 2, 4});
    else
        k.op(mnemonic, {10, 2, 4, 6});
    k.op("mov_imm", {20, 0});
    k.op("device_store_u32", {20, 10});
    k.op("mov_imm", {20, 4});
    k.op("device_store_u32", {20, 11});
    k.op("halt");
    const Outcome o = run(singleKernel(k, 32, 0, 1, 1, 1), small(64));
    return std::uint64_t(o.u32(0)) | (std::uint64_t(o.u32(4)) << 32);
}

inline std::uint32_t bits(float f) {
    std::uint32_t v;
    std::memcpy(&v, &f, 4);
    return v;
}
inline float flt(std::uint32_t v) {
    float f;
    std::memcpy(&f, &v, 4);
    return f;
}
inline std::uint64_t bits(double d) {
    std::uint64_t v;
    std::memcpy(&v, &d, 8);
    return v;
}

// Stores r<reg> of every thread at tid * 4 (tid from sr_thread_id_x), then halts.
inline void storePerThread(KernelBuilder& b, std::uint32_t reg, std::uint32_t base = 0) {
    b.op("mov_sr", {60, 0});
    b.op("mov_imm", {61, 4});
    b.op("mov_imm", {62, base});
    b.op("imad", {63, 60, 61, 62});
    b.op("device_store_u32", {63, reg});
}

} // namespace wave::emu::test
