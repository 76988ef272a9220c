#pragma once
// C++ references for the kernels in programs/: each checker writes the kernel's input files (the
// RUN line loads them with --arg ${TMP}/...) and checks the dumped output against a result
// computed on the CPU from the same inputs.

#include <gtest/gtest.h>

#include <string>

namespace wave::conformance {

class ProgramChecker {
public:
    virtual ~ProgramChecker() = default;
    // Writes the input files into `tmpDir`. Returns an error text, empty on success.
    virtual std::string prepare(const std::string& tmpDir) const = 0;
    virtual testing::AssertionResult check(const std::string& stdoutText) const = 0;
};

// The checker registered under `name` (the value of a CHECK: line), or nullptr.
const ProgramChecker* findProgramChecker(const std::string& name);

} // namespace wave::conformance
