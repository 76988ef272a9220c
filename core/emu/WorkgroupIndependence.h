#pragma once
// Whether a kernel's workgroups may run side by side when nobody asked for a thread count
// (LaunchConfig::everyCore, wave-emu without --threads) and still give the sequential result.
//
// The reference runs workgroups one at a time (docs/reference/execution-model.md §4.1), and some
// kernels rely on it: device atomics handing out tickets, or workgroups adding to one word
// non-atomically. A kernel counts as independent when it cannot talk across workgroups that way:
// it has no device atomics, and either stores nothing to device memory or addresses every
// device load and store through a register that always derives from the workgroup id
// (sr_workgroup_id_x/y/z through mov, iadd, isub, imul, imad, shl, or, xor), so that different
// workgroups reach different words. This is a look at the code, not a proof: a kernel whose
// workgroups still touch each other's words races on real hardware too (the race check reports
// it), and `--threads 1` gives its sequential result.

#include "emu/DecodedProgram.h"

namespace wave::emu {

class WorkgroupIndependence {
public:
    static bool likely(const DecodedProgram& program);
};

} // namespace wave::emu
