#include "HostileTools.h"

#include <cstdio>
#include <fstream>
#include <random>
#include <sys/resource.h>

namespace wave::test {

std::string HostileTools::assembler() {
    return WAVE_ASM_PATH;
}

std::string HostileTools::disassembler() {
    return WAVE_DIS_PATH;
}

std::string HostileTools::emulator() {
    return WAVE_EMU_PATH;
}

std::string HostileTools::golden(const std::string& relative) {
    return std::string(WAVE_TEST_DATA) + "/golden/" + relative;
}

bool HostileTools::sanitized() {
#if defined(__SANITIZE_ADDRESS__)
    return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return true;
#else
    return false;
#endif
#else
    return false;
#endif
}

ToolResult HostileTools::guarded(const std::string& tool, const std::vector<std::string>& args,
                                 const std::string& workingDirectory, int timeoutSeconds) {
    std::vector<std::string> all = {std::to_string(kGuardMb), tool};
    all.insert(all.end(), args.begin(), args.end());
    return ToolRunner::run(WAVE_MEMORY_GUARD_PATH, all, workingDirectory, timeoutSeconds);
}

namespace {
double childrenCpuSeconds() {
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    auto seconds = [](const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}
} // namespace

ToolResult HostileTools::timed(const std::string& tool, const std::vector<std::string>& args,
                               const std::string& workingDirectory, int timeoutSeconds,
                               double& cpuSeconds) {
    // ToolRunner reaps its child, so the child's usage lands in RUSAGE_CHILDREN.
    const double before = childrenCpuSeconds();
    ToolResult r = ToolRunner::run(tool, args, workingDirectory, timeoutSeconds);
    cpuSeconds += childrenCpuSeconds() - before;
    return r;
}

std::string HostileTools::randomBytes(std::size_t size, std::uint32_t seed) {
    std::mt19937_64 rng(seed);
    std::string bytes(size, '\0');
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t v = rng();
        for (int b = 0; b < 8; ++b, v >>= 8)
            bytes[i + b] = static_cast<char>(v & 0xFF);
    }
    for (; i < size; ++i)
        bytes[i] = static_cast<char>(rng() & 0xFF);
    return bytes;
}

std::uint64_t HostileTools::writeAssembly(const std::string& path, std::size_t size) {
    // A mix of one- and two-word instructions, immediates and memory operations, as a big
    // generated kernel would have.
    static const char* const kLines[] = {
        "    iadd r1, r2, r3\n",    "    mov_imm r4, 123456\n",
        "    fmul r5, r6, r7\n",    "    device_load_u32 r8, r9\n",
        "    icmp_lt p1, r1, r4\n", "    local_store_u32 r10, r11\n",
    };
    std::ofstream out(path, std::ios::binary);
    if (!out)
        return 0;
    const std::string head = ".kernel big\n.registers 16\n";
    const std::string tail = "    halt\n.end\n";
    std::string chunk;
    std::uint64_t lines = 0;
    std::size_t written = head.size() + tail.size();
    out << head;
    for (std::size_t k = 0;; ++k) {
        const char* line = kLines[k % (sizeof kLines / sizeof kLines[0])];
        const std::size_t n = std::char_traits<char>::length(line);
        if (written + n > size)
            break;
        chunk += line;
        written += n;
        ++lines;
        if (chunk.size() >= (1u << 20)) {
            out << chunk;
            chunk.clear();
        }
    }
    out << chunk << tail;
    return out.good() ? lines : 0;
}

bool HostileTools::writeFile(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary);
    out << bytes;
    return out.good();
}

std::string HostileTools::firstLine(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

std::uint32_t HostileTools::u32At(const std::string& bytes, std::size_t offset) {
    std::uint32_t v = 0;
    for (int i = 3; i >= 0; --i)
        v = (v << 8) | static_cast<std::uint8_t>(bytes.at(offset + i));
    return v;
}

} // namespace wave::test
