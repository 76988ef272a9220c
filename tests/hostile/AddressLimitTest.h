#pragma once
// The fixture of the tests that run the tools under an address-space limit (`ulimit -v`,
// RLIMIT_AS in the child): skipped in a sanitized build, which cannot run under one; a scratch
// folder, and a source assembled into it.

#include "HostileTools.h"
#include "TempDir.h"

#include <gtest/gtest.h>

#include <string>

namespace wave::test {

class AddressLimitTest : public ::testing::Test {
protected:
    explicit AddressLimitTest(const char* dirName) : dir_(dirName) {}

    void SetUp() override {
        if (HostileTools::sanitized())
            GTEST_SKIP() << "AddressSanitizer cannot run under ulimit -v";
    }

    // Assembles `source` into dir_/name.wbin.
    std::string assemble(const std::string& name, const std::string& source) {
        dir_.write(name + ".wave", source);
        const ToolResult r = ToolRunner::run(HostileTools::assembler(),
                                             {name + ".wave", "-o", name + ".wbin"}, dir_.path());
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return name + ".wbin";
    }

    TempDir dir_;
};

} // namespace wave::test
