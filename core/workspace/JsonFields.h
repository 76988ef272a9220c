#pragma once
// Typed reads of the members of a JSON object (a launch::JsonValue) for the session file, with
// errors that name the member by its path ("breakpoints[2].line: expected a whole number from 0
// to 4294967295"). A missing member leaves the value alone (the caller's default); a member of
// the wrong type or range is an error. Numbers are read as JSON readers read them, as doubles:
// a whole number up to 2^53 is exact ("3", "3.0" and "3e0" are 3); larger unsigned values are
// written as decimal strings (JsonTree::number), and both forms are read.

#include "launch/JsonValue.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wave::workspace {

class JsonFields {
public:
    JsonFields(const launch::JsonValue& object, std::string path);

    bool unsignedNumber(std::string_view key, std::uint64_t max, std::uint64_t& out);
    bool number32(std::string_view key, std::uint32_t& out);
    // A number32, or null / absent for none.
    bool optionalNumber32(std::string_view key, std::optional<std::uint32_t>& out);
    bool text(std::string_view key, std::string& out);
    bool boolean(std::string_view key, bool& out);
    // The member, checked to be an object or an array; null when absent.
    bool object(std::string_view key, const launch::JsonValue*& out);
    bool array(std::string_view key, const launch::JsonValue*& out);

    // Records `message` about `key` unless an error is already recorded; returns false.
    bool fail(std::string_view key, const std::string& message);
    const std::string& error() const { return error_; }
    std::string path(std::string_view key) const;

    // A JSON value as an unsigned integer no larger than `max`.
    static std::optional<std::uint64_t> toUnsigned(const launch::JsonValue& value,
                                                   std::uint64_t max);

private:
    const launch::JsonValue& object_;
    std::string path_;
    std::string error_;
};

} // namespace wave::workspace
