#include "asm/ProgramLayout.h"

#include "isa/InstructionTable.h"

#include <string>

namespace wave::assembler {

namespace {
// Words longer than this are too far from every mnemonic (the longest has 21 characters) for a
// "did you mean" hint, so the search, O(length) per table row, is skipped.
constexpr std::size_t kMaxSuggestLength = 24;

std::uint32_t low32(std::int64_t v) {
    return static_cast<std::uint32_t>(static_cast<std::uint64_t>(v) & 0xFFFFFFFFu);
}

} // namespace

Layout ProgramLayout::run() {
    layout_.labels.reserve(program_.statements.size() / 8 + 8);
    for (Statement& s : program_.statements) {
        switch (s.kind) {
        case StatementKind::Kernel:
            openKernel(s);
            break;
        case StatementKind::End:
            if (open_ < 0)
                sink_.report(DiagnosticKind::UnexpectedToken, s.span, "unexpected token",
                             "expected .kernel before .end",
                             "this .end closes no kernel: remove it or add .kernel NAME");
            else
                closeKernel();
            break;
        case StatementKind::Registers:
        case StatementKind::LocalMemory:
        case StatementKind::WorkgroupSize:
            applyDirective(s);
            break;
        case StatementKind::Label:
            defineLabel(s);
            break;
        case StatementKind::Instruction:
            placeInstruction(s);
            break;
        }
    }
    if (open_ >= 0) {
        reportUnclosed();
        closeKernel();
    }
    layout_.codeSize = offset_;
    return std::move(layout_);
}

void ProgramLayout::openKernel(Statement& s) {
    if (open_ >= 0) {
        reportUnclosed();
        closeKernel();
    }
    isa::Kernel k;
    k.name = std::string(s.name);
    k.codeOffset = static_cast<std::uint32_t>(offset_);
    layout_.kernels.push_back(std::move(k));
    open_ = static_cast<std::int32_t>(layout_.kernels.size() - 1);
    openStatement_ = &s;
}

void ProgramLayout::closeKernel() {
    isa::Kernel& k = layout_.kernels[static_cast<std::size_t>(open_)];
    k.codeSize = static_cast<std::uint32_t>(offset_ - k.codeOffset);
    open_ = -1;
    openStatement_ = nullptr;
}

void ProgramLayout::reportUnclosed() {
    const Statement& s = *openStatement_;
    if (s.failed)
        return; // its malformed name was reported already
    const std::string name = DiagnosticSink::quote(s.name);
    sink_.report(DiagnosticKind::UnclosedKernel, s.span,
                 "kernel '" + name + "' not closed with .end", "kernel '" + name + "' needs .end",
                 "add .end after the kernel's last instruction");
}

void ProgramLayout::applyDirective(const Statement& s) {
    if (layout_.kernels.empty())
        return; // before the first kernel: ignored, as the reference does
    isa::Kernel& k = layout_.kernels.back();
    const Operand* ops = program_.operandsOf(s);
    if (s.kind == StatementKind::Registers)
        k.registerCount = low32(ops[0].value);
    else if (s.kind == StatementKind::LocalMemory)
        k.localMemorySize = low32(ops[0].value);
    else
        for (std::size_t i = 0; i < 3; ++i)
            k.workgroupSize[i] = low32(ops[i].value);
}

void ProgramLayout::defineLabel(const Statement& s) {
    // Offsets past 4 GiB only occur in programs rejected as too large.
    if (layout_.labels.define(s.name, static_cast<std::uint32_t>(offset_), s.span))
        return;
    const std::string name = DiagnosticSink::quote(s.name);
    const LabelTable::Entry* first = layout_.labels.find(s.name);
    sink_.report(DiagnosticKind::DuplicateLabel, s.span, "duplicate label '" + name + "'",
                 "'" + name + "' already defined",
                 "first defined on line " + std::to_string(first->span.line) +
                     " (labels are global to the file)");
}

void ProgramLayout::placeInstruction(Statement& s) {
    s.info = isa::InstructionTable::byMnemonic(s.name);
    if (!s.info) {
        s.failed = true;
        const std::string name = DiagnosticSink::quote(s.name);
        std::string hint;
        if (sink_.accepting() && s.name.size() <= kMaxSuggestLength) {
            const std::string best = isa::InstructionTable::suggest(s.name);
            if (!best.empty())
                hint = "did you mean `" + best + "`?";
        }
        sink_.report(DiagnosticKind::UnknownInstruction, s.span,
                     "unknown instruction '" + name + "'",
                     "'" + name + "' is not a valid instruction", std::move(hint));
        return;
    }
    if (open_ < 0) {
        s.failed = true;
        sink_.report(DiagnosticKind::InstructionOutsideKernel, s.span, "instruction outside kernel",
                     "must be inside .kernel block", "put it between .kernel NAME and .end");
        return;
    }
    s.kernel = open_;
    s.codeOffset = static_cast<std::uint32_t>(offset_);
    offset_ += s.info->size;
}

} // namespace wave::assembler
