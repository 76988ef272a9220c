#pragma once
// What the Portability dock's worker hands to the GUI thread: an immutable matrix with the
// launch it ran and the runner that can run it again, and the explanation of one run against
// the reference run (its first differing words with their last writers, already put in source
// terms). Shared, never changed after the worker made them.

#include "portability/PortabilityDiff.h"
#include "portability/PortabilityRunner.h"
#include "session/LaunchRequest.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace wave::widgets {

struct PortabilityResult {
    LaunchRequestPtr request;
    std::shared_ptr<const portability::PortabilityRunner> runner; // runs request->program
    portability::PortabilityMatrix matrix;
    QString compared;    // "--dump-u32 1024:1" or "all of device memory"
    QStringList notices; // skipped profile files
    QString error;       // the matrix could not be run (then it is empty)
};
using PortabilityResultPtr = std::shared_ptr<const PortabilityResult>;

// A last writer in source terms.
struct WriterText {
    QString instruction;    // "device_store_u32 r14, r9"; empty when unknown
    std::uint32_t line = 0; // 1-based source line; 0 when the program has no source map
};

struct RunExplanation {
    PortabilityResultPtr result;
    std::size_t run = 0; // index into result->matrix.runs
    // Entry [0] the reference run, [1] run `run` (PortabilityDiff::between).
    std::vector<portability::WordDifference> words;
    std::vector<std::array<WriterText, 2>> writers; // per word, per entry
    bool cancelled = false;                         // Cancel came first: nothing was explained
};
using RunExplanationPtr = std::shared_ptr<const RunExplanation>;

} // namespace wave::widgets
