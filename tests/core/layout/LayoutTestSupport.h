#pragma once
// Helpers of the layout tests: a v0.4 instruction from one line of source (assembled by the real
// assembler, decoded back), and the shipped layouts by name.

#include "asm/Assembler.h"
#include "isa/Decoder.h"
#include "layout/LayoutCatalog.h"
#include "layout/LayoutEncoder.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace wave::layout::test {

// The instructions of `lines` (one or more source lines), in code order.
inline std::vector<Instance> instances(const std::string& lines) {
    const std::string source = ".kernel t\n.registers 255\n" + lines + "\nhalt\n.end\n";
    const assembler::AssemblyResult r = assembler::Assembler::assemble(source, "t.wave");
    EXPECT_FALSE(r.hasErrors()) << lines;
    std::vector<Instance> out;
    for (const isa::SourceMapEntry& e : r.sourceMap.entries()) {
        isa::DecodedInstruction d;
        isa::DecodeError error;
        if (isa::Decoder::decode(r.program.code, e.codeOffset, d, error))
            out.push_back(Instance::fromDecoded(d));
    }
    if (!out.empty())
        out.pop_back(); // the halt
    return out;
}

inline Instance instance(const std::string& line) {
    const std::vector<Instance> all = instances(line);
    EXPECT_EQ(all.size(), 1u) << line;
    return all.empty() ? Instance{} : all.front();
}

inline const Layout& shipped(const std::string& name) {
    static const LayoutCatalog catalog = LayoutCatalog::shipped();
    const Layout* l = catalog.find(name);
    EXPECT_NE(l, nullptr) << name;
    static const Layout empty;
    return l != nullptr ? *l : empty;
}

} // namespace wave::layout::test
