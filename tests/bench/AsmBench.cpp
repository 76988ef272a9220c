// Assembler throughput: a generated 10,000-line kernel file (a realistic mix of ALU, memory,
// compare, control flow, labels, calls and comments), assembled many times. Target: under
// 10 ms per file, i.e. >= 1,000,000 lines/s. Prints figures; never asserts on time.

#include "asm/Assembler.h"
#include "wbin/WbinWriter.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace {

std::string generate(int lines) {
    static const char* const kBody[] = {
        "    iadd r%d, r%d, r%d",
        "    fma r%d, r%d, r%d, r%d          ; fused multiply-add",
        "    mov_imm r%d, 0x%X",
        "    device_load_u32 r%d, r%d",
        "    device_store_u32 r%d, r%d",
        "    icmp_lt p1, r%d, r%d",
        "    @p1 fadd r%d, r%d, r%d",
        "    shl r%d, r%d, r%d",
        "    mov r%d, sr_lane_id",
        "    local_atomic_add r%d, r%d, r%d",
        "; a comment line between instructions",
        "    wave_reduce_add r%d, r%d",
        "    select r%d, p1, r%d, r%d",
        "    cvt_f32_i32 r%d, r%d",
        "",
    };
    std::string src = "; generated benchmark kernel\n.kernel bench\n.registers 64\n"
                      ".workgroup_size 64, 1, 1\n";
    int line = 4, label = 0, r = 1;
    char buf[160];
    while (line < lines - 2) {
        if (line % 50 == 0) {
            std::snprintf(buf, sizeof buf, "block_%d:\n", label++);
            src += buf;
        } else if (line % 97 == 0 && label > 0) {
            std::snprintf(buf, sizeof buf, "    call block_%d\n", label - 1);
            src += buf;
        } else if (line % 40 == 0) {
            src += "    loop\n    break p1\n    endloop\n";
            line += 2;
        } else if (line % 33 == 0) {
            src += "    if p1\n    nop\n    endif\n";
            line += 2;
        } else {
            const char* f = kBody[line % (sizeof kBody / sizeof kBody[0])];
            std::snprintf(buf, sizeof buf, f, r % 60, (r + 1) % 60, (r + 2) % 60, (r + 3) % 60);
            src += buf;
            src += '\n';
            r += 3;
        }
        ++line;
    }
    src += "    halt\n.end\n";
    return src;
}

} // namespace

int main() {
    const std::string source = generate(10'000);
    const long lines = static_cast<long>(std::count(source.begin(), source.end(), '\n'));
    // Warm up and check the input is valid.
    const wave::assembler::AssemblyResult check =
        wave::assembler::Assembler::assemble(source, "bench.wave");
    if (check.hasErrors()) {
        std::fprintf(stderr, "benchmark source has errors: %s (line %u)\n",
                     check.diagnostics[0].message.c_str(), check.diagnostics[0].line);
        return 1;
    }
    constexpr int kRuns = 200;
    std::vector<double> ms;
    ms.reserve(kRuns);
    std::size_t bytes = 0;
    for (int i = 0; i < kRuns; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        const auto result = wave::assembler::Assembler::assemble(source, "bench.wave");
        const auto t1 = std::chrono::steady_clock::now();
        bytes = result.program.code.size();
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2];
    const double best = ms.front();
    std::printf("assembler: %ld lines, %zu source bytes, %zu code bytes, %zu instructions\n", lines,
                source.size(), bytes, check.sourceMap.entries().size());
    std::printf("assembler: median %.3f ms per file (best %.3f ms) over %d runs\n", median, best,
                kRuns);
    std::printf("assembler: %.0f lines/s (median), %.0f lines/s (best)\n",
                lines / (median / 1000.0), lines / (best / 1000.0));

    const auto t0 = std::chrono::steady_clock::now();
    std::size_t written = 0;
    for (int i = 0; i < kRuns; ++i)
        written += wave::wbin::WbinWriter::write(check.program).size();
    const auto t1 = std::chrono::steady_clock::now();
    std::printf("wbin writer: %.4f ms per file (%zu bytes)\n",
                std::chrono::duration<double, std::milli>(t1 - t0).count() / kRuns,
                written / kRuns);
    return 0;
}
