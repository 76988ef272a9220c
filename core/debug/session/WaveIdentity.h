#pragma once
// Where a wave stands in the launch, and the expression language's builtins derived from it
// (ExpressionLanguage.md: wave, workgroup, wg_*, tid_*, wave_width, pc, line, lane). Shared by
// the contexts over live state and over snapshots, so both give the same answers.

#include "debug/expr/Ast.h"
#include "emu/EmuTypes.h"

#include <cstdint>

namespace wave::debug {

struct WaveIdentity {
    std::uint32_t wave = 0;
    std::uint32_t waveWidth = 32;
    std::uint64_t workgroupIndex = 0; // linear, launch order
    emu::Dim3 workgroupId{0, 0, 0};
    emu::Dim3 workgroupSize; // effective (after the kernel's metadata)
    std::uint32_t pc = 0;
    std::uint32_t line = 0; // 0 when unknown

    // Active and ActiveLanes are derived by the evaluator and give 0 here.
    std::int64_t builtin(expr::Builtin which, std::uint32_t lane) const;
};

} // namespace wave::debug
