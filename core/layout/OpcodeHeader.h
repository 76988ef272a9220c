#pragma once
// Reads the opcode definitions of a SystemVerilog/Verilog header (gpu_opcodes.svh and the like):
// `localparam` / `parameter` constants (8'h12, 8'd18, 'h12, 18, 8'b0001_0010), `typedef enum
// logic [7:0] { … }` with and without explicit values, `define macros with a value, comments,
// and `include of a file next to the including one. Include guards, `package` and `import`
// lines are passed over; anything else is an error naming file:line:column. The names become the
// opcode names of a custom layout (OpcodeHeader::apply).

#include "layout/Layout.h"
#include "layout/LayoutReader.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::layout {

struct HeaderConstant {
    std::string name;
    std::uint64_t value = 0;
    std::string file;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    bool enumMember = false;
};

// file:line:column of what the reader cannot read (the layout reader's error type).
using HeaderError = LayoutError;

class OpcodeHeader {
public:
    // `file` labels messages; an `include is read relative to its directory.
    static std::optional<std::vector<HeaderConstant>>
    parse(std::string_view text, const std::string& file, HeaderError& error);
    static std::optional<std::vector<HeaderConstant>> loadFile(const std::string& path,
                                                               HeaderError& error);

    // Adds the constants to the layout's opcode map (enum members first, so that an enum's name
    // wins over a same-valued localparam). A name that is a v0.4 mnemonic once lower-cased and
    // stripped of an OP_/OPC_ prefix stands for that instruction.
    static void apply(Layout& layout, const std::vector<HeaderConstant>& constants);
};

} // namespace wave::layout
