#include "asm/ControlFlowChecker.h"

#include "isa/InstructionInfo.h"

#include <string>

namespace wave::assembler {

namespace {
std::string onLine(const SourceSpan& span) {
    return "on line " + std::to_string(span.line);
}
} // namespace

void ControlFlowChecker::beginKernel() {
    stack_.clear();
    depthWarned_ = false;
}

void ControlFlowChecker::instruction(const Statement& s) {
    const std::string_view m = s.info->mnemonic;
    if (m == "if")
        open(s, false);
    else if (m == "loop")
        open(s, true);
    else if (m == "else")
        elseBranch(s);
    else if (m == "endif")
        close(s, false);
    else if (m == "endloop")
        close(s, true);
    else if (m == "break" || m == "continue")
        exitLoop(s);
    else if (m == "barrier")
        barrier(s);
}

void ControlFlowChecker::open(const Statement& s, bool loop) {
    stack_.push_back({loop, false, false, s.span});
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

void ControlFlowChecker::elseBranch(const Statement& s) {
    if (!stack_.empty() && !stack_.back().loop) {
        Frame& f = stack_.back();
        if (!f.hasElse) {
            f.hasElse = true;
            return;
        }
        sink_.report(DiagnosticKind::UnmatchedBlockEnd, s.span,
                     "second 'else' for the 'if' " + onLine(f.span), "extra 'else'",
                     "an 'if' has at most one 'else'");
        return;
    }
    std::string hint = "at run time this stops the wave with a control flow error";
    if (!stack_.empty())
        hint = "the 'loop' " + onLine(stack_.back().span) + " must be closed with 'endloop' first";
    sink_.report(DiagnosticKind::UnmatchedBlockEnd, s.span, "'else' without a matching 'if'",
                 "'else' without 'if'", std::move(hint));
}

void ControlFlowChecker::close(const Statement& s, bool loop) {
    if (!stack_.empty() && stack_.back().loop == loop) {
        stack_.pop_back();
        return;
    }
    const std::string name = loop ? "endloop" : "endif";
    const std::string opener = loop ? "loop" : "if";
    std::string hint = "at run time this stops the wave with a control flow error";
    if (!stack_.empty())
        hint = std::string("the '") + (stack_.back().loop ? "loop" : "if") + "' " +
               onLine(stack_.back().span) + " must be closed with '" +
               (stack_.back().loop ? "endloop" : "endif") + "' first";
    sink_.report(DiagnosticKind::UnmatchedBlockEnd, s.span,
                 "'" + name + "' without a matching '" + opener + "'",
                 "'" + name + "' without '" + opener + "'", std::move(hint));
}

void ControlFlowChecker::exitLoop(const Statement& s) {
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it) {
        if (it->loop) {
            it->exited = true;
            return;
        }
    }
    const std::string name(s.info->mnemonic);
    sink_.report(DiagnosticKind::OutsideLoop, s.span, "'" + name + "' outside of any loop",
                 "'" + name + "' outside a loop",
                 "at run time this stops the wave with a control flow error");
}

void ControlFlowChecker::barrier(const Statement& s) {
    // The innermost frame that makes the barrier divergent.
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it) {
        if (!it->loop) {
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
        const std::string name = f.loop ? "loop" : "if";
        sink_.report(DiagnosticKind::UnclosedBlock, f.span,
                     "'" + name + "' " + onLine(f.span) + " is not closed before .end " +
                         onLine(end.span),
                     "unclosed '" + name + "'",
                     std::string("add '") + (f.loop ? "endloop" : "endif") + "' before .end");
    }
    if (stack_.size() > reported)
        sink_.report(DiagnosticKind::UnclosedBlock, end.span,
                     std::to_string(stack_.size() - reported) +
                         " more blocks are not closed before .end",
                     "unclosed blocks", "close every 'if' with 'endif' and 'loop' with 'endloop'");
    stack_.clear();
}

} // namespace wave::assembler
