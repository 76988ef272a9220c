#include "debug/session/ControlStructure.h"

namespace wave::debug {

using emu::Handler;

void ControlStructure::set(std::vector<std::uint32_t>& table, std::uint32_t pc,
                           std::uint32_t value) {
    if ((pc & 3u) != 0)
        return;
    if ((pc >> 2) >= table.size())
        table.resize(static_cast<std::size_t>(pc >> 2) + 1, 0);
    table[pc >> 2] = value;
}

ControlStructure::IfBlock& ControlStructure::ifBlock(std::uint32_t ifPc) {
    if (const std::uint32_t i = get(ifIndex_, ifPc))
        return ifs_[i - 1];
    ifs_.emplace_back();
    set(ifIndex_, ifPc, static_cast<std::uint32_t>(ifs_.size()));
    return ifs_.back();
}

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
                ifBlock(stack.back().pc).elsePc = op.pc;
            break;
        case Handler::EndIf:
            if (!stack.empty() && stack.back().kind == Handler::If) {
                ifBlock(stack.back().pc).endifPc = op.pc;
                stack.pop_back();
            }
            break;
        case Handler::EndLoop:
            if (!stack.empty() && stack.back().kind == Handler::Loop) {
                set(endloops_, stack.back().pc, op.pc + 1);
                set(loops_, op.pc, stack.back().pc + 1);
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
            ifBlock(o.pc);
}

std::optional<std::uint32_t> ControlStructure::reconvergencePc(std::uint32_t pc) const {
    if (const IfBlock* b = ifAt(pc))
        return b->endifPc;
    return endloopOf(pc);
}

} // namespace wave::debug
