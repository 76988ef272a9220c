#include "launch/LaunchValues.h"

#include "launch/RustNumber.h"

#include <limits>
#include <vector>

namespace wave::launch {

namespace {

template <typename T, typename Parse>
Spelled<T> spelled(std::string text, Parse parse) {
    Spelled<T> out;
    out.text = std::move(text);
    T value{};
    if (parse(out.text, value, out.why))
        out.value = value;
    return out;
}

std::vector<std::string_view> splitAll(std::string_view text, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t pos = text.find(sep, start);
        if (pos == std::string_view::npos) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, pos - start));
        start = pos + 1;
    }
}

// Splits at the first ':' into `head` and `tail`; false when there is none.
bool splitFirst(std::string_view text, std::string& head, std::string& tail) {
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos)
        return false;
    head = std::string(text.substr(0, colon));
    tail = std::string(text.substr(colon + 1));
    return true;
}

// REG:VALUE, START:END, OFFSET:COUNT: two parts at the first ':', or malformed without one.
template <typename Option, typename A, typename B>
Option twoParts(std::string_view text, Spelled<A> Option::*first,
                Spelled<A> (*parseFirst)(std::string), Spelled<B> Option::*second,
                Spelled<B> (*parseSecond)(std::string)) {
    Option out;
    std::string head, tail;
    if (!splitFirst(text, head, tail)) {
        out.malformed = std::string(text);
        return out;
    }
    out.*first = parseFirst(std::move(head));
    out.*second = parseSecond(std::move(tail));
    return out;
}

constexpr std::string_view kFlags[] = {"fill-zero", "fill-iota", "arg"};
constexpr std::string_view kKindNames[] = {"zero", "iota", "file"};

} // namespace

FillOption::FillOption()
    : offset(LaunchValues::offset("0")), type(LaunchValues::type("f32")),
      count(LaunchValues::count("0")) {}

Spelled<emu::Dim3> LaunchValues::dims(std::string text) {
    return spelled<emu::Dim3>(
        std::move(text), [](std::string_view t, emu::Dim3& out, std::string& why) {
            const auto parts = splitAll(t, ',');
            if (parts.size() != 3) {
                why = "expected 3 comma-separated values, got " + std::to_string(parts.size());
                return false;
            }
            static constexpr const char* kAxis[3] = {"x", "y", "z"};
            std::uint32_t* axes[3] = {&out.x, &out.y, &out.z};
            for (std::size_t i = 0; i < 3; ++i) {
                std::uint64_t v = 0;
                if (!RustNumber::parseUnsigned(parts[i], UINT32_MAX, v, why)) {
                    why = std::string("invalid ") + kAxis[i] + ": " + why;
                    return false;
                }
                *axes[i] = static_cast<std::uint32_t>(v);
            }
            return true;
        });
}

Spelled<emu::Dim3> LaunchValues::dims(const emu::Dim3& value) {
    return {std::to_string(value.x) + "," + std::to_string(value.y) + "," + std::to_string(value.z),
            value,
            {}};
}

Spelled<std::uint64_t> LaunchValues::offset(std::string text) {
    return spelled<std::uint64_t>(std::move(text), RustNumber::parseOffset);
}

Spelled<std::uint64_t> LaunchValues::count(std::string text) {
    return spelled<std::uint64_t>(std::move(text),
                                  [](std::string_view t, std::uint64_t& out, std::string& why) {
                                      return RustNumber::parseUnsigned(t, UINT64_MAX, out, why);
                                  });
}

Spelled<std::uint8_t> LaunchValues::reg(std::string text) {
    return spelled<std::uint8_t>(std::move(text),
                                 [](std::string_view t, std::uint8_t& out, std::string& why) {
                                     std::uint64_t v = 0;
                                     if (!RustNumber::parseUnsigned(t, UINT8_MAX, v, why))
                                         return false;
                                     out = static_cast<std::uint8_t>(v);
                                     return true;
                                 });
}

Spelled<std::uint32_t> LaunchValues::regValue(std::string text) {
    return spelled<std::uint32_t>(std::move(text),
                                  [](std::string_view t, std::uint32_t& out, std::string& why) {
                                      std::uint64_t v = 0;
                                      if (!RustNumber::parseOffset(t, v, why))
                                          return false;
                                      out = static_cast<std::uint32_t>(v);
                                      return true;
                                  });
}

Spelled<float> LaunchValues::scale(std::string text) {
    return spelled<float>(std::move(text), RustNumber::parseFloat);
}

Spelled<ElementType> LaunchValues::type(std::string text) {
    return spelled<ElementType>(
        std::move(text), [](std::string_view t, ElementType& out, std::string& why) {
            const auto type = ElementTypes::parse(t);
            if (!type) {
                why = "unknown TYPE '" + std::string(t) + "' (expected one of " +
                      std::string(ElementTypes::names()) + ")";
                return false;
            }
            out = *type;
            return true;
        });
}

Spelled<std::uint64_t> LaunchValues::number(std::uint64_t value) {
    return {std::to_string(value), value, {}};
}

SetRegOption LaunchValues::setReg(std::string_view text) {
    return twoParts(text, &SetRegOption::reg, &LaunchValues::reg, &SetRegOption::value,
                    &LaunchValues::regValue);
}

FillOption LaunchValues::fill(FillOption::Kind kind, std::string_view text) {
    FillOption out;
    out.kind = kind;
    if (kind == FillOption::Kind::File) {
        std::string head;
        if (!splitFirst(text, head, out.path))
            out.malformed = std::string(text);
        else
            out.offset = offset(std::move(head));
        return out;
    }
    const auto parts = splitAll(text, ':');
    if (parts.size() != 3 && !(kind == FillOption::Kind::Iota && parts.size() == 4)) {
        out.malformed = std::string(text);
        return out;
    }
    out.offset = offset(std::string(parts[0]));
    out.type = type(std::string(parts[1]));
    out.count = count(std::string(parts[2]));
    if (parts.size() == 4)
        out.scale = scale(std::string(parts[3]));
    return out;
}

DumpMemoryOption LaunchValues::dumpMemory(std::string_view text) {
    return twoParts(text, &DumpMemoryOption::start, &LaunchValues::offset, &DumpMemoryOption::end,
                    &LaunchValues::offset);
}

DumpOption LaunchValues::dump(std::string_view text) {
    return twoParts(text, &DumpOption::offset, &LaunchValues::offset, &DumpOption::count,
                    &LaunchValues::count);
}

std::string LaunchValues::print(const SetRegOption& value) {
    return value.malformed ? *value.malformed : value.reg.text + ":" + value.value.text;
}

std::string LaunchValues::print(const FillOption& value) {
    if (value.malformed)
        return *value.malformed;
    if (value.kind == FillOption::Kind::File)
        return value.offset.text + ":" + value.path;
    std::string s = value.offset.text + ":" + value.type.text + ":" + value.count.text;
    if (value.kind == FillOption::Kind::Iota && value.scale)
        s += ":" + value.scale->text;
    return s;
}

std::string LaunchValues::print(const DumpMemoryOption& value) {
    return value.malformed ? *value.malformed : value.start.text + ":" + value.end.text;
}

std::string LaunchValues::print(const DumpOption& value) {
    return value.malformed ? *value.malformed : value.offset.text + ":" + value.count.text;
}

std::string_view LaunchValues::flag(FillOption::Kind kind) {
    return kFlags[static_cast<std::size_t>(kind)];
}

std::string_view LaunchValues::kindName(FillOption::Kind kind) {
    return kKindNames[static_cast<std::size_t>(kind)];
}

std::optional<FillOption::Kind> LaunchValues::kindFromName(std::string_view name) {
    for (std::size_t i = 0; i < 3; ++i)
        if (kKindNames[i] == name)
            return static_cast<FillOption::Kind>(i);
    return std::nullopt;
}

} // namespace wave::launch
