#pragma once
// Display formats of a 32-bit register word (and of a register pair as a double), with the
// parser used when the user edits a value.

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

namespace wave::widgets {

class RegisterFormat {
    Q_DECLARE_TR_FUNCTIONS(RegisterFormat)
public:
    enum Format : int { Hex, Signed, Unsigned, F32, F16x2, BF16x2, F64Pair };
    static constexpr int kCount = F64Pair + 1;

    // "hex", "signed", ... for menus.
    static QString name(Format format);
    // `high` is the next register (the upper word) for F64Pair; other formats ignore it.
    // f16x2/bf16x2 print the low half first: "1.5, -2".
    static QString format(std::uint32_t value, Format format, std::uint32_t high = 0);
    // Every format of the word, one per line, for tooltips.
    static QString allFormats(std::uint32_t value, std::uint32_t high, bool hasHigh);
    // Parses an edited value: the 32-bit word, or for F64Pair the 64-bit pair (low word in the
    // low half). Hex accepts an optional 0x; integers accept 0x too. nullopt: not a value.
    static std::optional<std::uint64_t> parse(const QString& text, Format format);

    // Shortest text that reads back as the same float/double ("0.1", "1e+30", "nan", "-inf").
    static QString floatText(float value);
    static QString doubleText(double value);
};

} // namespace wave::widgets
