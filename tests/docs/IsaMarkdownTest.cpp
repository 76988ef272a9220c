// The generator of docs/reference/isa.md: placeholders expand to the table's facts, anything
// else is copied, and a template naming something unknown is an error with its line.

#include "IsaMarkdown.h"

#include "isa/InstructionTable.h"

#include <gtest/gtest.h>

#include <string>

using wave::tools::IsaMarkdown;

namespace {

std::string expand(const std::string& text) {
    std::string error;
    const std::string out = IsaMarkdown::expand(text, error);
    EXPECT_EQ(error, "");
    return out;
}

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

} // namespace

TEST(IsaMarkdown, CopiesProseAndEndsEveryLine) {
    EXPECT_EQ(expand("# Title\n\nsome {{text}} inline\n"), "# Title\n\nsome {{text}} inline\n");
    EXPECT_EQ(expand("no final newline"), "no final newline\n");
}

TEST(IsaMarkdown, InstructionsListEveryRowOfTheCategoriesWithAnchors) {
    const std::string out = expand("{{instructions integer,bitwise}}\n");
    std::size_t rows = 0;
    for (const wave::isa::InstructionInfo& info : wave::isa::InstructionTable::all())
        if (info.category == wave::isa::Category::Integer ||
            info.category == wave::isa::Category::Bitwise)
            ++rows;
    EXPECT_EQ(count(out, "<a id=\""), rows);
    EXPECT_NE(out.find("| <a id=\"iadd\"></a>**iadd** | `iadd rd, rs1, rs2` | `0x00` |"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("<a id=\"bfi\"></a>"), std::string::npos);
    EXPECT_EQ(out.find("<a id=\"fadd\"></a>"), std::string::npos);
}

TEST(IsaMarkdown, SemanticsFilterByPrefixAndEscapePipes) {
    const std::string bf16 = expand("{{semantics half b}}\n");
    EXPECT_NE(bf16.find("`badd`"), std::string::npos);
    EXPECT_EQ(bf16.find("`hadd`"), std::string::npos);
    const std::string f16 = expand("{{semantics half !b}}\n");
    EXPECT_NE(f16.find("`hsub`"), std::string::npos); // contains a b, does not start with one
    EXPECT_EQ(f16.find("`badd`"), std::string::npos);
    // fabs is "rd = |rs1|": a bare pipe would split the table cell.
    const std::string f32 = expand("{{semantics float}}\n");
    const std::size_t fabs = f32.find("| `fabs` |");
    ASSERT_NE(fabs, std::string::npos);
    EXPECT_NE(f32.find("\\|rs1\\|", fabs), std::string::npos) << f32.substr(fabs, 120);
}

TEST(IsaMarkdown, SpecialRegistersAndOpcodeMapComeFromTheTable) {
    const std::string sr = expand("{{special-registers}}\n");
    EXPECT_NE(sr.find("| 4 | <a id=\"sr_lane_id\"></a>**sr_lane_id** |"), std::string::npos) << sr;
    const std::string map = expand("{{opcode-map}}\n");
    EXPECT_NE(map.find("| `0x1F` | `F64DivSqrt` | 0-1 | modifier 0 | `ddiv`, `dsqrt` |"),
              std::string::npos)
        << map;
    EXPECT_EQ(map.find("`0x0C`"), std::string::npos); // not an opcode
}

TEST(IsaMarkdown, UnknownPlaceholdersAreErrorsWithTheirLine) {
    for (const char* bad : {"{{nope}}", "{{instructions nope}}", "{{semantics float b c}}",
                            "{{instructions float b}}", "{{word2}}"}) {
        std::string error;
        const std::string out = IsaMarkdown::expand(std::string("a\n\n") + bad + "\n", error);
        EXPECT_EQ(out, "") << bad;
        EXPECT_EQ(error, std::string("3: unknown placeholder ") + bad);
    }
}
