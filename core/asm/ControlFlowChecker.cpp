#include "asm/ControlFlowChecker.h"

#include "isa/InstructionTable.h"

#include <string>

namespace wave::assembler {

namespace {

using isa::BlockKind;
using isa::BlockRole;

std::string onLine(const SourceSpan& span) {
    return "on line " + std::to_string(span.line);
}

// "if", "endloop", ... as the instruction table names them.
std::string keyword(BlockKind kind, BlockRole role) {
    return std::string(isa::InstructionTable::blockKeyword(kind, role));
}
std::string opener(BlockKind kind) {
    return keyword(kind, BlockRole::Opens);
}
std::string closer(BlockKind kind) {
    return keyword(kind, BlockRole::Closes);
}

} // namespace

void ControlFlowChecker::beginKernel() {
    stack_.clear();
    depthWarned_ = false;
}

void ControlFlowChecker::instruction(const Statement& s) {
    switch (s.info->blockRole) {
    case BlockRole::None:
        return;
    case BlockRole::Opens:
        return open(s);
    case BlockRole::Middle:
        return middle(s);
    case BlockRole::Exits:
        return exitBlock(s);
    case BlockRole::Closes:
        return close(s);
    case BlockRole::Barrier:
        return barrier(s);
    }
}

void ControlFlowChecker::open(const Statement& s) {
    stack_.push_back({s.info->blockKind, false, false, s.span});
    if (stack_.size() > kControlStackDepth && !depthWarned_) {
        depthWarned_ = true;
        sink_.report(DiagnosticKind::ControlStackDepth, s.span,
                     "control flow nested " + std::to_string(stack_.size()) +
                         " deep: the control stack holds " + std::to_string(kControlStackDepth) +
                         " frames",
                     "nesting level " + std::to_string(stack_.size()),
                     "a wave that gets here stops with a control stack overflow");
    }
}

// `else`: belongs to the innermost block, which must be of its kind, once.
void ControlFlowChecker::middle(const Statement& s) {
    if (!stack_.empty() && stack_.back().kind == s.info->blockKind) {
        Frame& f = stack_.back();
        if (!f.hasElse) {
            f.hasElse = true;
            return;
        }
        const std::string name(s.info->mnemonic);
        const std::string owner = opener(s.info->blockKind);
        sink_.report(DiagnosticKind::UnmatchedBlockEnd, s.span,
                     "second '" + name + "' for the '" + owner + "' " + onLine(f.span),
                     "extra '" + name + "'", "an '" + owner + "' has at most one '" + name + "'");
        return;
    }
    unmatched(s);
}

void ControlFlowChecker::close(const Statement& s) {
    if (!stack_.empty() && stack_.back().kind == s.info->blockKind) {
        stack_.pop_back();
        return;
    }
    unmatched(s);
}

// An else/endif/endloop whose block is not the innermost one open.
void ControlFlowChecker::unmatched(const Statement& s) {
    const std::string name(s.info->mnemonic);
    const std::string owner = opener(s.info->blockKind);
    std::string hint = "at run time this stops the wave with a control flow error";
    if (!stack_.empty())
        hint = "the '" + opener(stack_.back().kind) + "' " + onLine(stack_.back().span) +
               " must be closed with '" + closer(stack_.back().kind) + "' first";
    sink_.report(DiagnosticKind::UnmatchedBlockEnd, s.span,
                 "'" + name + "' without a matching '" + owner + "'",
                 "'" + name + "' without '" + owner + "'", std::move(hint));
}

// break/continue: leave the innermost block of their kind, through any blocks nested in it.
void ControlFlowChecker::exitBlock(const Statement& s) {
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it) {
        if (it->kind == s.info->blockKind) {
            it->exited = true;
            return;
        }
    }
    const std::string name(s.info->mnemonic);
    const std::string owner = opener(s.info->blockKind);
    sink_.report(DiagnosticKind::OutsideLoop, s.span, "'" + name + "' outside of any " + owner,
                 "'" + name + "' outside a " + owner,
                 "at run time this stops the wave with a control flow error");
}

void ControlFlowChecker::barrier(const Statement& s) {
    // The innermost frame that makes the barrier divergent.
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it) {
        if (it->kind == BlockKind::If) {
            sink_.report(DiagnosticKind::DivergentBarrier, s.span,
                         "barrier under divergent control flow: inside the 'if' " +
                             onLine(it->span),
                         "barrier inside an 'if'",
                         "a wave none of whose lanes takes this branch never arrives, so the "
                         "other waves can deadlock; move the barrier out of the 'if'");
            return;
        }
        if (it->exited) {
            sink_.report(DiagnosticKind::DivergentBarrier, s.span,
                         "barrier under divergent control flow: after a break or continue in "
                         "the loop " +
                             onLine(it->span),
                         "barrier after a loop exit",
                         "waves whose lanes have all left the loop stop arriving here; move "
                         "the barrier before the break/continue or out of the loop");
            return;
        }
    }
}

void ControlFlowChecker::endKernel(const Statement& end) {
    std::size_t reported = 0;
    for (const Frame& f : stack_) {
        if (reported == kMaxUnclosedReports)
            break;
        ++reported;
        const std::string name = opener(f.kind);
        sink_.report(DiagnosticKind::UnclosedBlock, f.span,
                     "'" + name + "' " + onLine(f.span) + " is not closed before .end " +
                         onLine(end.span),
                     "unclosed '" + name + "'", "add '" + closer(f.kind) + "' before .end");
    }
    if (stack_.size() > reported)
        sink_.report(DiagnosticKind::UnclosedBlock, end.span,
                     std::to_string(stack_.size() - reported) +
                         " more blocks are not closed before .end",
                     "unclosed blocks", "close every 'if' with 'endif' and 'loop' with 'endloop'");
    stack_.clear();
}

} // namespace wave::assembler
