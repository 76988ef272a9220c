#include "debug/session/ControlStructure.h"

#include <vector>

namespace wave::debug {

using emu::Handler;

ControlStructure::ControlStructure(const emu::DecodedProgram& program) {
    const auto start = program.opAt(0);
    if (!start)
        return;
    struct Open {
        Handler kind;
        std::uint32_t pc;
    };
    std::vector<Open> stack;
    // Follow instruction boundaries from the kernel start (8-byte instructions skip a slot).
    std::uint32_t index = *start;
    std::size_t guard = 0;
    while (index < program.ops.size() && guard++ <= program.ops.size()) {
        const emu::DecodedOp& op = program.ops[index];
        switch (op.handler) {
        case Handler::If:
        case Handler::Loop:
            stack.push_back(Open{op.handler, op.pc});
            break;
        case Handler::Else:
            if (!stack.empty() && stack.back().kind == Handler::If)
                ifs_[stack.back().pc].elsePc = op.pc;
            break;
        case Handler::EndIf:
            if (!stack.empty() && stack.back().kind == Handler::If) {
                ifs_[stack.back().pc].endifPc = op.pc;
                stack.pop_back();
            }
            break;
        case Handler::EndLoop:
            if (!stack.empty() && stack.back().kind == Handler::Loop) {
                loops_[stack.back().pc] = op.pc;
                endloops_[op.pc] = stack.back().pc;
                stack.pop_back();
            }
            break;
        default:
            break;
        }
        if (op.next <= index)
            break;
        index = op.next;
    }
    // Ifs whose endif never came still get an entry (their else may be known).
    for (const Open& o : stack)
        if (o.kind == Handler::If)
            ifs_.try_emplace(o.pc);
}

const ControlStructure::IfBlock* ControlStructure::ifAt(std::uint32_t ifPc) const {
    auto it = ifs_.find(ifPc);
    return it == ifs_.end() ? nullptr : &it->second;
}

std::optional<std::uint32_t> ControlStructure::endloopOf(std::uint32_t loopPc) const {
    auto it = loops_.find(loopPc);
    if (it == loops_.end())
        return std::nullopt;
    return it->second;
}

std::optional<std::uint32_t> ControlStructure::loopOfEndloop(std::uint32_t endloopPc) const {
    auto it = endloops_.find(endloopPc);
    if (it == endloops_.end())
        return std::nullopt;
    return it->second;
}

std::optional<std::uint32_t> ControlStructure::reconvergencePc(std::uint32_t pc) const {
    if (const IfBlock* b = ifAt(pc))
        return b->endifPc;
    return endloopOf(pc);
}

} // namespace wave::debug
