// Launch problems as data (LaunchError): which option, which entry and part, the value as
// written, a stable id, and wave-emu's text unchanged (the same as the text-returning forms).
#include "launch/DeviceFiller.h"
#include "launch/KernelSelector.h"
#include "launch/LaunchConfigBuilder.h"
#include "launch/OptionSpec.h"

#include <gtest/gtest.h>

using namespace wave::launch;
using Id = LaunchError::Id;

namespace {

void expectError(const std::optional<LaunchError>& e, Id id, const std::string& option, int index,
                 const std::string& part, const std::string& value, const std::string& message) {
    ASSERT_TRUE(e);
    EXPECT_EQ(e->id, id);
    EXPECT_EQ(e->option, option);
    EXPECT_EQ(e->index, index);
    EXPECT_EQ(e->part, part);
    EXPECT_EQ(e->value, value);
    EXPECT_EQ(e->message, message);
}

} // namespace

TEST(LaunchError, TheFirstBadFillNamesItsRowAndPart) {
    EmuOptions o;
    o.fills = {LaunchValues::fill(FillOption::Kind::File, "0:missing.bin"),
               LaunchValues::fill(FillOption::Kind::Iota, "0:f32:4:2.0"),
               LaunchValues::fill(FillOption::Kind::Zero, "0x10:f99:2"),
               LaunchValues::fill(FillOption::Kind::Zero, "0x:u8:2")};
    wave::emu::DeviceMemory memory(4096);
    // Zero fills first (wave-emu's order), then the first bad part of the row in the
    // reference's order: the offset before the type.
    expectError(DeviceFiller::apply(o, memory), Id::ElementType, "fill-zero", 2, "type", "f99",
                "invalid WBIN file: --fill-zero type: unknown TYPE 'f99' (expected one of u8, "
                "u16, u32, i32, f32, f16, bf16)");
    o.fills[2] = LaunchValues::fill(FillOption::Kind::Zero, "4000:u32:100");
    expectError(DeviceFiller::apply(o, memory), Id::OutOfBounds, "fill-zero", 2, "", "4000:u32:100",
                "memory access out of bounds: address 0x0000000000000fa0");
    o.fills[2] = LaunchValues::fill(FillOption::Kind::Zero, "0:u32:1");
    expectError(DeviceFiller::apply(o, memory), Id::Number, "fill-zero", 3, "offset", "0x",
                "invalid WBIN file: --fill-zero offset: invalid hex offset: cannot parse integer "
                "from empty string");
    std::string text;
    EXPECT_FALSE(DeviceFiller::apply(o, memory, text));
    EXPECT_EQ(text, DeviceFiller::apply(o, memory)->message);
}

TEST(LaunchError, ValuesWithoutTheirParts) {
    expectError(OptionSpec::check(LaunchValues::setReg("5"), 1), Id::Format, "set-reg", 1, "", "5",
                "invalid WBIN file: invalid --set-reg: expected format REG:VALUE");
    expectError(OptionSpec::check(LaunchValues::setReg("300:1")), Id::Number, "set-reg", -1,
                "register", "300",
                "invalid WBIN file: invalid --set-reg: invalid register: number too large to fit "
                "in target type");
    expectError(OptionSpec::check("grid", LaunchValues::dims("1,x,1")), Id::Number, "grid", -1, "y",
                "1,x,1",
                "invalid WBIN file: invalid --grid: invalid y: invalid digit found "
                "in string");
    expectError(OptionSpec::check(LaunchValues::dumpMemory("16:16")), Id::EmptyRange, "dump-memory",
                -1, "end", "16",
                "invalid WBIN file: invalid --dump-memory: END must be greater than START");
    expectError(OptionSpec::check("dump-f16", LaunchValues::dump("nonsense")), Id::Format,
                "dump-f16", -1, "", "nonsense",
                "invalid WBIN file: --dump-f16 expects OFFSET:COUNT, got 'nonsense'");
}

TEST(LaunchError, ConfigurationKernelAndLocalMemory) {
    EmuOptions o;
    o.setRegs = {LaunchValues::setReg("1:2"), LaunchValues::setReg("2:0xg")};
    wave::emu::LaunchConfig config;
    expectError(LaunchConfigBuilder::build(o, config), Id::Number, "set-reg", 1, "value", "0xg",
                "invalid WBIN file: invalid --set-reg: invalid hex offset: invalid digit found in "
                "string");
    o.setRegs.pop_back();
    o.schedule = EmuOptions::scheduleValue("sideways");
    const auto schedule = LaunchConfigBuilder::build(o, config);
    ASSERT_TRUE(schedule);
    EXPECT_EQ(schedule->id, Id::UnknownSchedule);
    EXPECT_EQ(schedule->value, "sideways");

    wave::isa::Program program;
    program.kernels.resize(1);
    program.kernels[0].name = "main";
    std::uint32_t index = 0;
    expectError(KernelSelector::select(program, std::string("other"), index), Id::UnknownKernel,
                "kernel", -1, "", "other",
                "invalid --kernel: no kernel named 'other' (the file has 1 kernel: 0 = main)");
    o.localMemory = 1ull << 33;
    expectError(LaunchConfigBuilder::checkLocalMemory(o, program, config), Id::LocalMemory,
                "local-memory", -1, "", "8589934592",
                "--local-memory of 8589934592 bytes exceeds the maximum of 268435456 bytes per "
                "workgroup");
}
