#include "asm/EncodingPass.h"

#include "isa/InstructionTable.h"
#include "isa/LittleEndian.h"

#include <cstdint>
#include <string>

namespace wave::assembler {

EncodingPass::EncodingPass(const ParsedProgram& parsed, const Layout& layout, DiagnosticSink& sink,
                           AssemblyResult& result)
    : parsed_(parsed), layout_(layout), sink_(sink), result_(result), encoder_(layout.labels, sink),
      flow_(sink) {}

void EncodingPass::run() {
    result_.program.code.assign(layout_.codeSize, 0);
    result_.program.kernels = layout_.kernels;
    bool open = false;
    std::size_t kernelsSeen = 0;
    for (const Statement& s : parsed_.statements) {
        switch (s.kind) {
        case StatementKind::Kernel:
            open = true;
            ++kernelsSeen;
            flow_.beginKernel();
            break;
        case StatementKind::End:
            if (open)
                flow_.endKernel(s);
            open = false;
            break;
        case StatementKind::Registers:
            if (kernelsSeen > 0)
                checkRegisterCount(s);
            break;
        case StatementKind::Instruction:
            instruction(s);
            break;
        default:
            break;
        }
    }
}

void EncodingPass::checkRegisterCount(const Statement& s) {
    const Operand& op = parsed_.operandsOf(s)[0];
    const std::uint32_t count = static_cast<std::uint32_t>(op.value);
    if (count <= 255)
        return;
    sink_.report(DiagnosticKind::RegisterCountTooLarge, op.span,
                 ".registers " + std::to_string(count) + " is above 255", "more than 255 registers",
                 "instructions can only name r0-r254, so registers past 255 are never used");
}

bool EncodingPass::labelsDefined(const Statement& s, const Operand* ops) {
    bool ok = true;
    for (std::uint32_t i = 0; i < s.operandCount; ++i) {
        if (ops[i].type != OperandType::LabelRef || layout_.labels.find(ops[i].text))
            continue;
        ok = false;
        const std::string name = DiagnosticSink::quote(ops[i].text);
        std::string hint;
        if (isa::InstructionTable::byMnemonic(ops[i].text))
            hint = "'" + name +
                   "' is an instruction: start it on a new line (an operand "
                   "list only ends at a token that is not a comma)";
        sink_.report(DiagnosticKind::UndefinedLabel, ops[i].span, "undefined label '" + name + "'",
                     "'" + name + "' not defined", std::move(hint));
    }
    return ok;
}

void EncodingPass::instruction(const Statement& s) {
    if (!s.info || s.kernel < 0 || s.failed)
        return; // not placed: its error is reported
    const Operand* ops = parsed_.operandsOf(s);
    flow_.instruction(s);
    if (!labelsDefined(s, ops))
        return;
    if (s.hasGuard && s.guardPredicate == 0 && !s.guardNegated)
        sink_.report(DiagnosticKind::GuardP0, s.guardSpan,
                     "guard @p0 has no effect: the instruction runs unconditionally",
                     "@p0 encodes as no guard",
                     "p0 cannot guard: use p1-p3, or @!p0 for the lanes where p0 is false");
    EncodedInstruction e;
    const std::uint32_t registers =
        layout_.kernels[static_cast<std::size_t>(s.kernel)].registerCount;
    if (encoder_.encode(s, ops, registers, e)) {
        isa::LittleEndian::write32(result_.program.code, s.codeOffset, e.word0);
        if (e.size == 8)
            isa::LittleEndian::write32(result_.program.code, s.codeOffset + 4u, e.word1);
    }
    isa::SourceMapEntry entry;
    entry.codeOffset = s.codeOffset;
    entry.size = s.info->size;
    entry.position.line = s.span.line;
    entry.position.column = s.span.column;
    entry.position.byteOffset = s.span.start;
    result_.sourceMap.add(entry);
}

} // namespace wave::assembler
