#pragma once
// Checks a layout against the whole WAVE v0.4 instruction table (every variant of every opcode
// class, decode-only rows included) and against itself: the variants it cannot encode and why,
// fields that overlap, bits no field covers, reserved bits, and the operand ranges its fields
// allow. This is the check the modifier-field note asks for ("bit allocation must be validated
// against the full enumeration of every opcode class's variants").

#include "layout/Layout.h"
#include "layout/LayoutEncoder.h"

#include <cstddef>
#include <string>
#include <vector>

namespace wave::layout {

struct VariantFailure {
    const isa::InstructionInfo* info = nullptr;
    Encoded encoded;
};

struct FormatReport {
    const LayoutFormat* format = nullptr;
    std::vector<std::string> overlaps; // "rd 25:21 and rs1 22:18 share bits 22:21"
    std::vector<std::string> gaps;     // "word 0 bits 3:0"
    std::vector<std::string> reserved; // "reserved 7:5"
};

struct ValidationReport {
    const Layout* layout = nullptr;
    std::vector<FormatReport> formats;
    std::vector<std::string> limits; // operand ranges
    std::size_t variants = 0;        // rows of the table checked
    std::vector<VariantFailure> failures;

    // Nothing fails to encode and no fields overlap.
    bool ok() const;
    // The report as `wave-dis --validate-layout` prints it.
    std::string text() const;
};

class LayoutValidator {
public:
    static ValidationReport validate(const Layout& layout);
};

} // namespace wave::layout
