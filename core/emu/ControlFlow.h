#pragma once
// Internal: structured control flow per lane, as docs/reference/differences.md §4 defines it (not
// the reference's behaviour, docs/reference/differences.md §6 C10):
//  * `break p` removes its lanes from the loop for good: they leave every If frame above the
//    loop frame, so no enclosing `else`/`endif` of that iteration re-activates them, and they
//    come back only when the loop ends. `continue p` removes them until the next iteration.
//  * When a wave's active mask becomes empty it skips forward to the next instruction that can
//    restore lanes (the `else`/`endif`/`endloop` at the current nesting level, precomputed in
//    DecodedOp::skip); skipped instructions are not issued. When the empty mask belongs to a
//    function body (no frame opened since the call), the function returns implicitly.
//  * `halt`, and `return` with an empty call stack, end only the executing lanes; the wave
//    finishes when no lane is left. Restored masks never include halted lanes.
//  * Guarded ops act only on the lanes whose guard holds (g = guard mask; ~0 when unguarded):
//    `@q if p` makes the guard-false lanes behave as if p held for them (they are not
//    deactivated), `@q break/continue p` removes only guard-true lanes, `@q else/endif` switch
//    only guard-true lanes, guard-false lanes leave a loop at a guarded `endloop`, `@q loop`
//    runs the loop for the guard-true lanes only (the others wait at its end), a guarded `call`
//    runs the function for the guard-true lanes (none: no call), and a guarded `return`,
//    `barrier` or `halt` acts only if some guard-true lane is active.
//  * A call saves the active mask and the control depth; `return` restores both, so a return
//    from inside an if/loop of the function does not leave its frames behind. `return` acts
//    for the whole wave (there is one pc per wave).
// The error texts and depth limits are the reference's (docs/reference/execution-model.md §12).

#include "emu/ExecContext.h"
#include "emu/LaneOps.h"
#include "emu/TraceFormatter.h"

#include <cstdint>

namespace wave::emu::detail {

struct ControlBefore {
    std::uint64_t mask;
    std::uint32_t depth;
    std::uint32_t calls;
};

inline StepStatus finishWave(WaveState& w) {
    w.status = WaveStatus::Finished;
    w.active = 0;
    return StepStatus::Finished;
}

// Moves the wave to `next` and, while its active mask is empty, skips forward / returns from
// the current function / finishes it.
template <bool Observed>
inline StepStatus settle(ExecContext& c, WaveState& w, const DecodedOp& op, std::uint32_t next,
                         MaskChangeKind kind, const ControlBefore& before) {
    w.op = next;
    bool skipped = false, returned = false;
    while (w.active == 0) {
        if (w.live == 0)
            break;
        const std::uint32_t base = w.calls.empty() ? 0 : w.calls.back().controlDepth;
        if (w.control.size() > base) {
            w.op = c.ops[w.op].skip;
            skipped = true;
            break;
        }
        if (!w.calls.empty()) {
            const CallFrame f = w.calls.back();
            w.calls.pop_back();
            w.active = f.savedMask & w.live;
            w.op = f.returnOp;
            returned = true;
            continue;
        }
        w.active = w.live; // unreachable: with no frame and no call every live lane is active
    }
    if constexpr (Observed) {
        if (before.mask != w.active || skipped || returned)
            c.hooks->endRun(w.id);
        const bool quiet = (kind == MaskChangeKind::Else || kind == MaskChangeKind::EndIf ||
                            kind == MaskChangeKind::Break || kind == MaskChangeKind::Continue) &&
                           before.mask == w.active && !skipped && !returned;
        if (c.hooks->wants(Interest::kMaskChanges) &&
            (!quiet || c.hooks->wants(Interest::kQuietMaskChanges))) {
            MaskChangeEvent e;
            e.wave = w.id;
            e.pc = op.pc;
            e.kind = kind;
            e.before = before.mask;
            e.after = w.active;
            e.controlDepthBefore = before.depth;
            e.controlDepthAfter = static_cast<std::uint32_t>(w.control.size());
            e.callDepthBefore = before.calls;
            e.callDepthAfter = static_cast<std::uint32_t>(w.calls.size());
            e.nextPc = c.ops[w.op].pc;
            bool follow = true;
            if (skipped || returned) {
                // Report the op's own effect first, then the skip / implicit return (a skip
                // leaves the empty mask empty: quiet). The event is changed in place: a copy
                // would be read back wide right after its narrow stores.
                const std::uint64_t after = e.after;
                const std::uint32_t nextPc = e.nextPc;
                e.after = 0;
                e.nextPc = c.ops[next].pc;
                c.hooks->note(c.hooks->observer->maskChange(e));
                e.kind = returned ? MaskChangeKind::ImplicitReturn : MaskChangeKind::SkipForward;
                e.before = 0;
                e.after = after;
                e.nextPc = nextPc;
                follow = returned || c.hooks->wants(Interest::kQuietMaskChanges);
            }
            if (follow)
                c.hooks->note(c.hooks->observer->maskChange(e));
        }
    }
    if (w.live == 0)
        return finishWave(w);
    return StepStatus::Issued;
}

inline int innermostLoop(const WaveState& w) {
    for (int k = static_cast<int>(w.control.size()) - 1; k >= 0; --k)
        if (w.control[k].kind == ControlFrame::Kind::Loop)
            return k;
    return -1;
}

// Lanes that leave through break/continue also leave every If frame above the loop frame.
inline void removeFromInnerFrames(WaveState& w, int loop, std::uint64_t lanes) {
    for (std::size_t j = static_cast<std::size_t>(loop) + 1; j < w.control.size(); ++j) {
        w.control[j].entry &= ~lanes;
        w.control[j].other &= ~lanes;
    }
}

WAVE_COLD StepStatus controlError(ExecContext& c, const WaveState& w, const DecodedOp& op,
                                  const char* what) {
    return raise(c, FaultKind::ControlFlow, std::string("control flow error: ") + what, w, w.active,
                 op.pc);
}

template <bool Observed>
inline StepStatus controlOp(ExecContext& c, WaveState& w, const DecodedOp& op, std::uint64_t g) {
    const ControlBefore before{w.active, static_cast<std::uint32_t>(w.control.size()),
                               static_cast<std::uint32_t>(w.calls.size())};
    const std::uint64_t A = w.active;
    std::uint32_t next = op.next;
    MaskChangeKind kind = MaskChangeKind::If;
    switch (op.handler) {
    case Handler::If: {
        if (w.control.size() >= c.launch->controlDepth)
            return raise(c, FaultKind::StackOverflow, "stack overflow: control flow", w, A, op.pc);
        const std::uint64_t elseMask = A & g & ~w.predicates[op.ps];
        w.control.push_back({ControlFrame::Kind::If, false, op.pc, 0, 0, A, elseMask});
        if (elseMask != 0)
            ++c.stats->divergentBranches;
        w.active = A & ~elseMask;
        break;
    }
    case Handler::Else: {
        if (w.control.empty() || w.control.back().kind != ControlFrame::Kind::If)
            return controlError(c, w, op, "else without matching if");
        ControlFrame& f = w.control.back();
        w.active = ((A & ~g) | (f.other & g)) & w.live;
        f.inElse = true;
        kind = MaskChangeKind::Else;
        break;
    }
    case Handler::EndIf: {
        if (w.control.empty() || w.control.back().kind != ControlFrame::Kind::If)
            return controlError(c, w, op, "endif without matching if");
        const ControlFrame f = w.control.back();
        w.control.pop_back();
        w.active = ((A & ~g) | (f.entry & g)) & w.live;
        kind = MaskChangeKind::EndIf;
        break;
    }
    case Handler::Loop: {
        if (w.control.size() >= c.launch->controlDepth)
            return raise(c, FaultKind::StackOverflow, "stack overflow: control flow", w, A, op.pc);
        w.control.push_back(
            {ControlFrame::Kind::Loop, false, op.pc, c.ops[op.next].pc, op.next, A, A & g});
        w.active = A & g;
        kind = MaskChangeKind::Loop;
        break;
    }
    case Handler::Break:
    case Handler::Continue: {
        const bool isBreak = op.handler == Handler::Break;
        const int k = innermostLoop(w);
        if (k < 0)
            return controlError(c, w, op,
                                isBreak ? "break outside of loop" : "continue outside of loop");
        const std::uint64_t P = A & g & w.predicates[op.ps];
        if (isBreak)
            w.control[k].other &= ~P;
        removeFromInnerFrames(w, k, P);
        w.active = A & ~P;
        kind = isBreak ? MaskChangeKind::Break : MaskChangeKind::Continue;
        if constexpr (Observed) {
            if (isBreak && c.hooks->trace != nullptr) {
                c.hooks->line(TraceFormatter::breakBefore(A, P, op.ps));
                c.hooks->line(TraceFormatter::breakAfter(w.active));
            }
        }
        break;
    }
    case Handler::EndLoop: {
        if (w.control.empty() || w.control.back().kind != ControlFrame::Kind::Loop)
            return controlError(c, w, op, "endloop without matching loop");
        ControlFrame& f = w.control.back();
        f.other &= ~(A & ~g);
        const std::uint64_t R = f.other & w.live;
        bool jumped = false;
        std::uint32_t startPc = f.startPc;
        if (R != 0) {
            w.active = R;
            next = f.startOp;
            jumped = true;
        } else {
            w.active = f.entry & w.live;
            w.control.pop_back();
        }
        kind = MaskChangeKind::EndLoop;
        if constexpr (Observed) {
            if (c.hooks->trace != nullptr) {
                c.hooks->line(TraceFormatter::endloopBefore(A));
                c.hooks->line(TraceFormatter::endloopAfter(
                    w.active, jumped ? std::optional<std::uint32_t>(startPc) : std::nullopt));
            }
        }
        break;
    }
    case Handler::Call: {
        const std::uint64_t X = A & g;
        kind = MaskChangeKind::Call;
        if (X == 0)
            break;
        if (w.calls.size() >= c.launch->callDepth)
            return raise(c, FaultKind::StackOverflow, "stack overflow: call", w, A, op.pc);
        w.calls.push_back(
            {op.pc, c.ops[op.next].pc, op.next, A, static_cast<std::uint32_t>(w.control.size())});
        w.active = X;
        next = op.target;
        break;
    }
    case Handler::Return: {
        const std::uint64_t X = A & g;
        kind = MaskChangeKind::Return;
        if (X == 0)
            break;
        if (w.calls.empty()) { // ends the executing lanes, like halt
            w.live &= ~X;
            w.active &= ~X;
            break;
        }
        const CallFrame f = w.calls.back();
        w.calls.pop_back();
        if (w.control.size() > f.controlDepth)
            w.control.resize(f.controlDepth);
        w.active = f.savedMask & w.live;
        next = f.returnOp;
        break;
    }
    default: { // Halt
        const std::uint64_t X = A & g;
        w.live &= ~X;
        w.active &= ~X;
        kind = MaskChangeKind::Halt;
        break;
    }
    }
    return settle<Observed>(c, w, op, next, kind, before);
}

} // namespace wave::emu::detail
