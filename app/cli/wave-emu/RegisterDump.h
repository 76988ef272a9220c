#pragma once
// `--dump-regs` (docs/reference/differences.md §5: it works, unlike the reference's "not
// implemented" notice). An Observer that prints, when each workgroup finishes, the final registers
// and predicates of every thread, in execution order (z, y, x), to stdout (ToolMain::print), before
// the memory dumps.
// It prints as the run goes, so the dump of a large grid never sits in memory; when the run
// faults, the workgroups that finished before the fault have been printed, and the error
// follows on stderr.
//
// Format (one block per wave, one line per existing thread; padding lanes beyond the
// workgroup's thread count are left out; registers r0 .. r(R-1) with R the effective register
// count, at most 256; values in lower-case hex, 8 digits):
//
//     Registers of workgroup (0,0,0), wave 1 (lanes 0-7, 16 registers):
//       lane 0 (tid 8,0,0): p0=0 p1=1 p2=0 p3=0 r0=0x00000001 r1=0x00000008 ...
//
// Threading: used on the thread that runs the Emulator (observers force a sequential run).

#include "emu/Observer.h"

#include <string>

namespace wave::cli {

class RegisterDump : public emu::Observer {
public:
    emu::ObserverAction workgroupFinished(const emu::WorkgroupState& workgroup) override;

    // Appends the blocks of one workgroup's final state to `out` (exposed for tests).
    static void format(const emu::WorkgroupState& workgroup, const emu::Dim3& workgroupSize,
                       std::string& out);

    void setWorkgroupSize(const emu::Dim3& size) { workgroupSize_ = size; }

private:
    emu::Dim3 workgroupSize_{1, 1, 1};
    std::string text_; // one workgroup's text, reused
};

} // namespace wave::cli
