// Which kernels wave-emu runs on every core by default (WorkgroupIndependence,
// LaunchConfig::everyCore): those whose workgroups reach different device words, and never
// those that rely on the reference's one-workgroup-at-a-time order.

#include "emu/WorkgroupIndependence.h"
#include "asm/Assembler.h"
#include "emu/Emulator.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <map>
#include <sstream>
#include <string>

namespace wave::emu::test {
namespace {

isa::Program program(const std::string& body) {
    const std::string source = ".kernel k\n.registers 16\n" + body + "    halt\n.end\n";
    assembler::AssemblyResult r = assembler::Assembler::assemble(source, "k.wave");
    for (const assembler::Diagnostic& d : r.diagnostics)
        EXPECT_NE(d.severity, assembler::Severity::Error) << d.line << ": " << d.message;
    return std::move(r.program);
}

LaunchConfig grid(std::uint32_t groups) {
    LaunchConfig c;
    c.grid = {groups, 1, 1};
    c.workgroup = {4, 1, 1};
    c.waveWidth = 4;
    c.deviceMemory = 4096;
    return c;
}

bool independent(const std::string& body) {
    Emulator emu(program(body), grid(4));
    EXPECT_FALSE(emu.launchError());
    return WorkgroupIndependence::likely(emu.program());
}

// out[global id] = in[global id] + 1: the addresses derive from the workgroup id.
constexpr const char* kVectorAdd = R"(
    mov r0, sr_thread_id_x
    mov r1, sr_workgroup_id_x
    mov r2, sr_workgroup_size_x
    imad r3, r1, r2, r0
    mov_imm r4, 2
    shl r5, r3, r4
    device_load_u32 r6, r5
    mov_imm r7, 1
    iadd r6, r6, r7
    mov_imm r8, 1024
    iadd r9, r5, r8
    device_store_u32 r9, r6
)";

TEST(WorkgroupIndependence, AddressesFromTheWorkgroupIdAreIndependent) {
    EXPECT_TRUE(independent(kVectorAdd));
}

TEST(WorkgroupIndependence, KernelsThatStoreNothingAreIndependent) {
    EXPECT_TRUE(independent("    mov_imm r0, 0\n    device_load_u32 r1, r0\n"));
}

// tests/conformance/memory/local_fresh_per_workgroup.wave: every workgroup adds to word 0.
TEST(WorkgroupIndependence, OneWordForEveryWorkgroupIsNot) {
    EXPECT_FALSE(independent(R"(
    mov_imm r1, 0
    device_load_u32 r4, r1
    mov_imm r5, 1
    iadd r4, r4, r5
    device_store_u32 r1, r4
)"));
}

// tests/conformance/thread_identity/workgroup_order.wave: tickets from a device atomic.
TEST(WorkgroupIndependence, DeviceAtomicsAreNot) {
    EXPECT_FALSE(independent(R"(
    mov r0, sr_workgroup_id_x
    mov_imm r3, 0
    mov_imm r4, 1
    atomic_add r5, r3, r4, .device
    mov_imm r2, 2
    shl r6, r0, r2
    device_store_u32 r6, r5
)"));
}

// wg >> 1 puts two workgroups on one word; a register also written with a constant may hold
// it at the store.
TEST(WorkgroupIndependence, AddressesThatFoldWorkgroupsTogetherAreNot) {
    EXPECT_FALSE(independent(R"(
    mov r0, sr_workgroup_id_x
    mov_imm r1, 1
    shr r2, r0, r1
    device_store_u32 r2, r0
)"));
    EXPECT_FALSE(independent(R"(
    mov r0, sr_workgroup_id_x
    mov_imm r1, 4
    imul r2, r0, r1
    mov_imm r3, 0
    icmp_eq p1, r0, r3
    @p1 mov_imm r2, 64
    device_store_u32 r2, r0
)"));
}

// Registers reused for other values (tiled_matmul's r14: k0 + tx, then row * n + that) and
// loops: what counts is the value at the access, on every path to it.
TEST(WorkgroupIndependence, TheValueAtTheAccessCounts) {
    EXPECT_TRUE(independent(R"(
    mov r0, sr_thread_id_x
    mov r1, sr_workgroup_id_x
    mov_imm r2, 0
    mov_imm r3, 1
    mov_imm r5, 8
    loop
        iadd r4, r2, r0
        imad r4, r1, r5, r4
        device_store_u32 r4, r2
        iadd r2, r2, r3
        icmp_ge p1, r2, r5
        break p1
    endloop
)"));
    // The loop's second trip stores at an address the first trip set from a constant.
    EXPECT_FALSE(independent(R"(
    mov r1, sr_workgroup_id_x
    mov_imm r5, 4
    imul r4, r1, r5
    mov_imm r2, 0
    mov_imm r3, 1
    loop
        device_store_u32 r4, r2
        mov_imm r4, 0
        iadd r2, r2, r3
        icmp_ge p1, r2, r5
        break p1
    endloop
)"));
    // One side of an if sets the address from a constant.
    EXPECT_FALSE(independent(R"(
    mov r1, sr_workgroup_id_x
    mov_imm r5, 4
    imul r4, r1, r5
    mov r0, sr_thread_id_x
    mov_imm r2, 0
    icmp_eq p1, r0, r2
    if p1
        mov_imm r4, 0
    endif
    device_store_u32 r4, r2
)"));
}

// A load from a fixed address (one every workgroup shares) next to stores may read what another
// workgroup wrote.
TEST(WorkgroupIndependence, ASharedLoadNextToStoresIsNot) {
    EXPECT_FALSE(independent(std::string(kVectorAdd) + "    mov_imm r10, 0\n"
                                                       "    device_load_u32 r11, r10\n"));
}

// The shipped examples, as wave-emu decides for them: which ones use every core by default.
TEST(WorkgroupIndependence, ShippedExamples) {
    std::map<std::string, bool> decided;
    for (const auto& entry : std::filesystem::directory_iterator(WAVE_EXAMPLES_DIR)) {
        if (entry.path().extension() != ".wave")
            continue;
        std::ifstream in(entry.path());
        std::stringstream text;
        text << in.rdbuf();
        assembler::AssemblyResult r =
            assembler::Assembler::assemble(text.str(), entry.path().filename().string());
        ASSERT_FALSE(r.hasErrors()) << entry.path();
        const Emulator emu(r.program, grid(4));
        decided[entry.path().stem().string()] = WorkgroupIndependence::likely(emu.program());
    }
    // Their launches have grids of 4 workgroups; their addresses derive from the workgroup id.
    for (const char* name : {"coalesced_copy", "tiled_matmul", "vector_add"})
        EXPECT_TRUE(decided[name]) << name;
    // histogram: device atomics. transpose and tree_reduction are written for one workgroup
    // (their addresses ignore the workgroup id). strided_copy permutes the global id with
    // `and` and `shr`, which the look at the code cannot tell from folding workgroups together.
    for (const char* name : {"histogram", "transpose", "tree_reduction", "strided_copy"})
        EXPECT_FALSE(decided[name]) << name;
}

TEST(WorkgroupIndependence, EveryCoreOnlyForIndependentKernels) {
    LaunchConfig c = grid(8);
    c.everyCore = true;
    c.threads = 3; // ignored
    const Emulator wide(program(kVectorAdd), c);
    EXPECT_EQ(wide.launch().threads, machineThreads());
    const Emulator narrow(program("    mov_imm r1, 0\n    device_store_u32 r1, r1\n"), c);
    EXPECT_EQ(narrow.launch().threads, 1u);
    // Asked for: given whatever the kernel.
    c.everyCore = false;
    const Emulator asked(program("    mov_imm r1, 0\n    device_store_u32 r1, r1\n"), c);
    EXPECT_EQ(asked.launch().threads, 3u);
    EXPECT_GE(machineThreads(), 1u);
    EXPECT_LE(machineThreads(), LaunchLimits::maxThreads);
}

} // namespace
} // namespace wave::emu::test
