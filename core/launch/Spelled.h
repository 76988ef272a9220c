#pragma once
// One part of a launch value as it was written (typed in a Launch dock cell, read from a
// command line or a session file) and its typed value when the text parses. The spelling is
// kept because wave-emu prints a launch back word for word ("0x40", "1.0" stay as written) and
// reports a part it cannot read only at the point of the run where the reference reads it
// (docs/reference/execution-model.md §1): a launch may hold a bad part until then. Every
// consumer reads `value`; only printers and error messages read `text`.

#include <optional>
#include <string>

namespace wave::launch {

template <typename T>
struct Spelled {
    std::string text;
    std::optional<T> value; // absent when `text` does not parse
    std::string why;        // when absent: the parser's reason (RustNumber's text)

    bool ok() const { return value.has_value(); }
    // The value follows from the text (each field has one parser): the text decides.
    bool operator==(const Spelled& other) const { return text == other.text; }
};

} // namespace wave::launch
