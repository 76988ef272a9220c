#pragma once
// Random structured WAVE kernels for reverse-execution tests: lane-dependent ifs, uniform
// loops, barriers at uniform points, local and device loads/stores and atomics. They never
// fault or deadlock (unless `faultAtEnd` appends an out-of-bounds store).

#include <random>
#include <string>

namespace wave::debug::test {

class ProgramGenerator {
public:
    explicit ProgramGenerator(unsigned seed) : rng_(seed) {}

    // `threads` is a power of two.
    std::string generate(std::uint32_t threads, bool faultAtEnd = false) {
        out_.clear();
        out_ += ".kernel gen\n.local_memory 4096\n";
        emit("mov r0, sr_thread_id_x");
        emit("mov r1, sr_lane_id");
        emit("mov r2, sr_wave_id");
        emit("mov r3, sr_workgroup_id_x");
        emit("mov_imm r10, 2");
        emit("shl r11, r0, r10");
        emit("mov_imm r12, 1");
        emit("mov_imm r13, " + std::to_string(threads - 1));
        emit("mov_imm r14, 1024");
        emit("imul r15, r3, r14");
        emit("iadd r15, r15, r11");
        emit("mov_imm r18, 0x800");
        emit("mov_imm r19, 0x3000");
        block(0, true, 3 + pick(10));
        if (faultAtEnd) {
            emit("mov_imm r30, 0x7FFFFF00");
            emit("device_store_u32 r30, r4");
        }
        emit("halt");
        out_ += ".end\n";
        return out_;
    }

private:
    unsigned pick(unsigned n) { return static_cast<unsigned>(rng_() % n); }
    std::string data() { return "r" + std::to_string(4 + pick(6)); }
    std::string any() { return "r" + std::to_string(pick(14)); }
    void emit(const std::string& line) { out_ += std::string(2 + 2 * depth_, ' ') + line + "\n"; }

    void block(int loopDepth, bool uniform, unsigned count) {
        for (unsigned i = 0; i < count; ++i)
            statement(loopDepth, uniform);
    }

    void statement(int loopDepth, bool uniform) {
        static const char* alu[] = {"iadd", "isub", "imul", "xor", "and", "or"};
        switch (pick(uniform && depth_ < 3 ? 13 : 11)) {
        case 0:
        case 1:
            emit(std::string(alu[pick(6)]) + " " + data() + ", " + any() + ", " + any());
            break;
        case 2:
            emit("mov_imm " + data() + ", " + std::to_string(pick(1000)));
            break;
        case 3:
            emit("local_store_u32 r11, " + data());
            break;
        case 4:
            emit("local_load_u32 " + data() + ", r11");
            break;
        case 5:
            emit("iadd r16, r0, r12");
            emit("and r16, r16, r13");
            emit("shl r16, r16, r10");
            emit("local_load_u32 " + data() + ", r16");
            break;
        case 6:
            emit("device_store_u32 r15, " + data());
            break;
        case 7:
            emit("device_load_u32 " + data() + ", r15");
            break;
        case 8:
            if (pick(2))
                emit("local_atomic_add " + data() + ", r18, r12");
            else
                emit("atomic_add " + data() + ", r19, r12, .device");
            break;
        case 9:
        case 10: {
            if (depth_ >= 3)
                break;
            emit("mov_imm r17, " + std::to_string(pick(40)));
            emit("icmp_lt p1, r1, r17");
            emit("if p1");
            ++depth_;
            block(loopDepth, false, 1 + pick(3));
            --depth_;
            if (pick(2)) {
                emit("else");
                ++depth_;
                block(loopDepth, false, 1 + pick(3));
                --depth_;
            }
            emit("endif");
            break;
        }
        case 11:
            if (uniform)
                emit("barrier");
            break;
        case 12: {
            if (loopDepth >= 2)
                break;
            const std::string counter = "r" + std::to_string(20 + 2 * loopDepth);
            const std::string limit = "r" + std::to_string(21 + 2 * loopDepth);
            emit("mov_imm " + counter + ", 0");
            emit("mov_imm " + limit + ", " + std::to_string(1 + pick(4)));
            emit("loop");
            ++depth_;
            block(loopDepth + 1, uniform, 1 + pick(4));
            emit("iadd " + counter + ", " + counter + ", r12");
            emit("icmp_ge p2, " + counter + ", " + limit);
            emit("break p2");
            --depth_;
            emit("endloop");
            break;
        }
        default:
            break;
        }
    }

    std::mt19937 rng_;
    std::string out_;
    int depth_ = 0;
};

} // namespace wave::debug::test
