#include "launch/OptionSpec.h"

namespace wave::launch {

namespace {

std::string withPrefix(std::string_view message) {
    return std::string(OptionSpec::kPrefix) + std::string(message);
}

LaunchError error(LaunchError::Id id, std::string_view option, int index, std::string part,
                  std::string value, std::string_view message) {
    return LaunchError{
        id, std::string(option), index, std::move(part), std::move(value), withPrefix(message)};
}

template <typename T>
std::optional<LaunchError> badNumber(const Spelled<T>& part, std::string_view option, int index,
                                     std::string name, const std::string& head) {
    if (part.ok())
        return std::nullopt;
    return error(LaunchError::Id::Number, option, index, std::move(name), part.text,
                 head + part.why);
}

// Keeps the first problem.
void first(std::optional<LaunchError>& out, std::optional<LaunchError> next) {
    if (!out)
        out = std::move(next);
}

} // namespace

std::optional<LaunchError> OptionSpec::check(std::string_view option,
                                             const Spelled<emu::Dim3>& dims) {
    if (dims.ok())
        return std::nullopt;
    const bool count = dims.why.starts_with("expected");
    return error(count ? LaunchError::Id::Format : LaunchError::Id::Number, option, -1,
                 count ? std::string() : dims.why.substr(8, 1), dims.text,
                 "invalid --" + std::string(option) + ": " + dims.why);
}

std::optional<LaunchError> OptionSpec::check(const SetRegOption& value, int index) {
    if (value.malformed)
        return error(LaunchError::Id::Format, "set-reg", index, {}, *value.malformed,
                     "invalid --set-reg: expected format REG:VALUE");
    std::optional<LaunchError> out =
        badNumber(value.reg, "set-reg", index, "register", "invalid --set-reg: invalid register: ");
    first(out, badNumber(value.value, "set-reg", index, "value", "invalid --set-reg: "));
    return out;
}

std::optional<LaunchError> OptionSpec::check(const FillOption& value, int index) {
    const std::string option(LaunchValues::flag(value.kind));
    if (value.kind == FillOption::Kind::File) {
        if (value.malformed)
            return error(LaunchError::Id::Format, option, index, {}, *value.malformed,
                         "invalid --arg: expected format OFFSET:FILE");
        return badNumber(value.offset, option, index, "offset", "invalid --arg: ");
    }
    const std::string flag = "--" + option;
    if (value.malformed)
        return error(LaunchError::Id::Format, option, index, {}, *value.malformed,
                     flag + " expects " +
                         (value.kind == FillOption::Kind::Iota ? "OFFSET:TYPE:COUNT[:SCALE]"
                                                               : "OFFSET:TYPE:COUNT") +
                         ", got '" + *value.malformed + "'");
    // The reference's order: offset, count, scale, then our TYPE check.
    std::optional<LaunchError> out =
        badNumber(value.offset, option, index, "offset", flag + " offset: ");
    first(out, badNumber(value.count, option, index, "count", flag + " count: "));
    if (value.kind == FillOption::Kind::Iota && value.scale)
        first(out, badNumber(*value.scale, option, index, "scale", flag + " scale: "));
    if (!out && !value.type.ok())
        out = error(LaunchError::Id::ElementType, option, index, "type", value.type.text,
                    flag + " type: " + value.type.why);
    return out;
}

std::optional<LaunchError> OptionSpec::check(const DumpMemoryOption& value) {
    if (value.malformed)
        return error(LaunchError::Id::Format, "dump-memory", -1, {}, *value.malformed,
                     "invalid --dump-memory: expected format START:END");
    std::optional<LaunchError> out =
        badNumber(value.start, "dump-memory", -1, "start", "invalid --dump-memory: ");
    first(out, badNumber(value.end, "dump-memory", -1, "end", "invalid --dump-memory: "));
    if (!out && *value.end.value <= *value.start.value)
        out = error(LaunchError::Id::EmptyRange, "dump-memory", -1, "end", value.end.text,
                    "invalid --dump-memory: END must be greater than START");
    return out;
}

std::optional<LaunchError> OptionSpec::check(std::string_view option, const DumpOption& value) {
    const std::string flag = "--" + std::string(option);
    if (value.malformed)
        return error(LaunchError::Id::Format, option, -1, {}, *value.malformed,
                     flag + " expects OFFSET:COUNT, got '" + *value.malformed + "'");
    std::optional<LaunchError> out =
        badNumber(value.offset, option, -1, "offset", flag + " offset: ");
    first(out, badNumber(value.count, option, -1, "count", flag + " count: "));
    return out;
}

bool OptionSpec::parseDims(std::string_view flag, std::string_view text,
                           std::array<std::uint32_t, 3>& out, std::string& error) {
    const Spelled<emu::Dim3> dims = LaunchValues::dims(std::string(text));
    if (const auto bad = check(flag, dims)) {
        error = bad->message;
        return false;
    }
    out = {dims.value->x, dims.value->y, dims.value->z};
    return true;
}

bool OptionSpec::parseSetReg(std::string_view text, SetRegSpec& out, std::string& error) {
    const SetRegOption value = LaunchValues::setReg(text);
    if (const auto bad = check(value)) {
        error = bad->message;
        return false;
    }
    out.reg = *value.reg.value;
    out.value = *value.value.value;
    return true;
}

bool OptionSpec::parseFill(bool iota, std::string_view text, FillSpec& out, std::string& error) {
    const FillOption value =
        LaunchValues::fill(iota ? FillOption::Kind::Iota : FillOption::Kind::Zero, text);
    if (const auto bad = check(value)) {
        error = bad->message;
        return false;
    }
    out.offset = *value.offset.value;
    out.type = *value.type.value;
    out.count = *value.count.value;
    out.scale = value.scale ? *value.scale->value : 1.0f;
    return true;
}

bool OptionSpec::parseArg(std::string_view text, ArgSpec& out, std::string& error) {
    const FillOption value = LaunchValues::fill(FillOption::Kind::File, text);
    if (const auto bad = check(value)) {
        error = bad->message;
        return false;
    }
    out.offset = *value.offset.value;
    out.path = value.path;
    return true;
}

bool OptionSpec::parseRange(std::string_view text, RangeSpec& out, std::string& error) {
    const DumpMemoryOption value = LaunchValues::dumpMemory(text);
    if (const auto bad = check(value)) {
        error = bad->message;
        return false;
    }
    out.start = *value.start.value;
    out.end = *value.end.value;
    return true;
}

bool OptionSpec::parseDump(std::string_view flag, std::string_view text, DumpSpec& out,
                           std::string& error) {
    const DumpOption value = LaunchValues::dump(text);
    if (const auto bad = check(flag, value)) {
        error = bad->message;
        return false;
    }
    out.offset = *value.offset.value;
    out.count = *value.count.value;
    return true;
}

} // namespace wave::launch
