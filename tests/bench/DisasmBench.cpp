// Disassembler throughput: a 10,000-instruction code section (every table row in turn, guarded
// and unguarded, with calls so the label pass runs) disassembled and formatted as
// `--offsets --raw` text many times. Prints lines/s and ms; asserts nothing.

#include "disasm/Disassembler.h"
#include "disasm/ListingFormatter.h"
#include "isa/Encoding.h"
#include "isa/InstructionTable.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>

using namespace wave;

int main(int argc, char** argv) {
    const int iterations = argc > 1 ? std::atoi(argv[1]) : 200;
    constexpr std::size_t kInstructions = 10000;

    isa::Program program;
    const auto rows = isa::InstructionTable::all();
    std::size_t count = 0;
    for (std::size_t i = 0; count < kInstructions; ++i, ++count) {
        const isa::InstructionInfo& info = rows[i % rows.size()];
        const auto r = static_cast<std::uint8_t>(i % 200);
        const std::uint32_t w0 =
            isa::Encoding::word0(info.opcode, r, static_cast<std::uint8_t>(r + 1), info.modifier,
                                 i % 3 == 0, static_cast<std::uint8_t>(i % 4));
        std::uint32_t w1 = isa::Encoding::word1(static_cast<std::uint8_t>(r + 2),
                                                static_cast<std::uint8_t>(r + 3), 4, 2);
        if (info.operandCount > 0 && info.operands[0].kind == isa::OperandKind::Label)
            w1 = static_cast<std::uint32_t>((i * 4) % 4000) & ~3u; // call targets
        for (std::uint32_t w : {w0, w1}) {
            for (int b = 0; b < 4; ++b)
                program.code.push_back(static_cast<std::uint8_t>(w >> (8 * b)));
            if (info.size == 4)
                break;
        }
    }
    isa::Kernel kernel;
    kernel.name = "bench";
    kernel.codeSize = static_cast<std::uint32_t>(program.code.size());
    program.kernels.push_back(kernel);

    disasm::ListingOptions options;
    options.offsets = options.raw = true;
    using Clock = std::chrono::steady_clock;
    std::size_t lines = 0, bytes = 0;
    double decodeSeconds = 0, formatSeconds = 0;
    const std::clock_t cpuStart = std::clock();
    for (int it = 0; it < iterations; ++it) {
        const auto t0 = Clock::now();
        const disasm::Disassembly d = disasm::Disassembler::disassemble(program);
        const auto t1 = Clock::now();
        if (!d.ok()) {
            std::printf("decode error: %s\n", d.error->message.c_str());
            return 1;
        }
        bytes += disasm::ListingFormatter::format(d.lines, options).size();
        const auto t2 = Clock::now();
        decodeSeconds += std::chrono::duration<double>(t1 - t0).count();
        formatSeconds += std::chrono::duration<double>(t2 - t1).count();
        lines += d.lines.size();
    }
    const double seconds = decodeSeconds + formatSeconds;
    // CPU time too: wall time suffers when the machine is shared.
    const double cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf("disassembled %zu instructions x %d iterations: %zu lines (%zu bytes of text) in "
                "%.1f ms (decode+text %.1f ms, --offsets --raw formatting %.1f ms), "
                "%.2f ms per listing, %.0f lines/s\n",
                count, iterations, lines, bytes, seconds * 1e3, decodeSeconds * 1e3,
                formatSeconds * 1e3, seconds * 1e3 / iterations,
                static_cast<double>(lines) / seconds);
    std::printf("cpu time %.1f ms, %.0f lines/s of cpu time\n", cpuSeconds * 1e3,
                static_cast<double>(lines) / cpuSeconds);
    return 0;
}
