#include "launch/LaunchJson.h"

#include <cmath>
#include <cstdlib>
#include <limits>

namespace wave::launch {

namespace {

using Id = LaunchJsonError::Id;
using D = emu::LaunchDefaults;
constexpr std::uint64_t kExactDoubleMax = 1ull << 53;
constexpr std::uint64_t kU32Max = std::numeric_limits<std::uint32_t>::max();
constexpr std::uint64_t kU64Max = std::numeric_limits<std::uint64_t>::max();

// ---- writing

JsonValue string(std::string s) {
    JsonValue v;
    v.kind = JsonValue::Kind::String;
    v.text = std::move(s);
    return v;
}

JsonValue boolean(bool b) {
    JsonValue v;
    v.kind = JsonValue::Kind::Bool;
    v.text = b ? "true" : "false";
    return v;
}

JsonValue null() {
    JsonValue v;
    v.text = "null";
    return v;
}

// JSON numbers are doubles to most readers: beyond 2^53, a decimal string.
JsonValue unsignedValue(std::uint64_t n) {
    JsonValue v = string(std::to_string(n));
    if (n <= kExactDoubleMax)
        v.kind = JsonValue::Kind::Number;
    return v;
}

JsonValue optionalString(const std::optional<std::string>& s) {
    return s ? string(*s) : null();
}

JsonValue object(std::vector<std::pair<std::string, JsonValue>> members) {
    JsonValue v;
    v.kind = JsonValue::Kind::Object;
    v.members = std::move(members);
    return v;
}

JsonValue array(std::vector<JsonValue> elements) {
    JsonValue v;
    v.kind = JsonValue::Kind::Array;
    v.elements = std::move(elements);
    return v;
}

JsonValue dimsJson(const std::optional<Spelled<emu::Dim3>>& dims, const emu::Dim3& fallback) {
    if (dims && !dims->ok())
        return string(dims->text);
    const emu::Dim3 d = dims ? *dims->value : fallback;
    return array({unsignedValue(d.x), unsignedValue(d.y), unsignedValue(d.z)});
}

template <typename T>
std::optional<std::string> textOf(const std::optional<T>& value) {
    if (!value)
        return std::nullopt;
    return LaunchValues::print(*value);
}

JsonValue fillJson(const FillOption& f) {
    std::vector<std::pair<std::string, JsonValue>> m = {
        {"kind", string(std::string(LaunchValues::kindName(f.kind)))},
        {"address", string(f.offset.text)},
        {"type", string(f.type.text)},
        {"count", string(f.count.text)},
        {"scale", f.scale ? string(f.scale->text) : null()},
        {"path", string(f.path)}};
    if (f.malformed)
        m.emplace_back("text", string(*f.malformed));
    return object(std::move(m));
}

JsonValue registerJson(const SetRegOption& r) {
    std::vector<std::pair<std::string, JsonValue>> m = {{"register", string(r.reg.text)},
                                                        {"value", string(r.value.text)}};
    if (r.malformed)
        m.emplace_back("text", string(*r.malformed));
    return object(std::move(m));
}

// ---- reading

// Typed reads of an object's members; a missing member leaves the value alone.
class Members {
public:
    Members(const JsonValue& object, std::string path, LaunchJsonError& error)
        : object_(object), path_(std::move(path)), error_(error) {}

    std::string path(const std::string& key) const { return path_ + "." + key; }

    bool fail(const std::string& key, Id id, std::string detail = {}) {
        return failAt(path(key), id, std::move(detail), error_);
    }
    static bool failAt(std::string at, Id id, std::string detail, LaunchJsonError& error) {
        error.id = id;
        error.path = std::move(at);
        error.detail = std::move(detail);
        error.message = error.path + ": " + LaunchJson::text(id, error.detail);
        return false;
    }

    const JsonValue* get(const std::string& key) const { return object_.member(key); }

    bool number(const std::string& key, std::uint64_t max, std::uint64_t& out) {
        const JsonValue* v = get(key);
        if (!v)
            return true;
        const auto n = toUnsigned(*v, max);
        if (!n)
            return fail(key, Id::ExpectedWholeNumber, std::to_string(max));
        out = *n;
        return true;
    }
    bool number32(const std::string& key, std::uint32_t& out) {
        std::uint64_t v = out;
        if (!number(key, kU32Max, v))
            return false;
        out = static_cast<std::uint32_t>(v);
        return true;
    }
    bool text(const std::string& key, std::string& out) {
        const JsonValue* v = get(key);
        if (!v)
            return true;
        if (v->kind != JsonValue::Kind::String)
            return fail(key, Id::ExpectedString);
        out = v->text;
        return true;
    }
    bool optionalText(const std::string& key, std::optional<std::string>& out) {
        const JsonValue* v = get(key);
        if (!v)
            return true;
        if (v->kind == JsonValue::Kind::Null) {
            out.reset();
            return true;
        }
        if (v->kind != JsonValue::Kind::String)
            return fail(key, Id::ExpectedStringOrNull);
        out = v->text;
        return true;
    }
    bool flag(const std::string& key, bool& out) {
        const JsonValue* v = get(key);
        if (!v)
            return true;
        if (v->kind != JsonValue::Kind::Bool)
            return fail(key, Id::ExpectedBoolean);
        out = v->text == "true";
        return true;
    }
    bool kind(const std::string& key, JsonValue::Kind kind, Id id, const JsonValue*& out) {
        out = get(key);
        return !out || out->kind == kind || fail(key, id);
    }

    // A number (an integer no larger than 2^53) or a string of decimal digits, up to `max`.
    static std::optional<std::uint64_t> toUnsigned(const JsonValue& v, std::uint64_t max) {
        if (v.kind == JsonValue::Kind::Number) {
            const double d = std::strtod(v.text.c_str(), nullptr);
            if (!(d >= 0) || d != std::floor(d) || d > static_cast<double>(kExactDoubleMax))
                return std::nullopt;
            const auto n = static_cast<std::uint64_t>(d);
            return n <= max ? std::optional<std::uint64_t>(n) : std::nullopt;
        }
        if (v.kind != JsonValue::Kind::String || v.text.empty())
            return std::nullopt;
        std::uint64_t n = 0;
        for (const char c : v.text) {
            if (c < '0' || c > '9' || n > (kU64Max - static_cast<std::uint64_t>(c - '0')) / 10)
                return std::nullopt;
            n = n * 10 + static_cast<std::uint64_t>(c - '0');
        }
        return n <= max ? std::optional<std::uint64_t>(n) : std::nullopt;
    }

private:
    const JsonValue& object_;
    std::string path_;
    LaunchJsonError& error_;
};

// A grid or workgroup; absent in `out` when it is the default (as the Launch dock builds it).
bool readDims(Members& m, const std::string& key, const emu::Dim3& fallback,
              std::optional<Spelled<emu::Dim3>>& out) {
    const JsonValue* v = m.get(key);
    if (!v)
        return true;
    if (v->kind == JsonValue::Kind::String) {
        out = LaunchValues::dims(v->text);
        return true;
    }
    if (v->kind != JsonValue::Kind::Array || v->elements.size() != 3)
        return m.fail(key, Id::ExpectedDims);
    std::uint32_t d[3] = {};
    for (std::size_t i = 0; i < 3; ++i) {
        const auto n = Members::toUnsigned(v->elements[i], kU32Max);
        if (!n)
            return m.fail(key, Id::ExpectedDims);
        d[i] = static_cast<std::uint32_t>(*n);
    }
    const emu::Dim3 dims{d[0], d[1], d[2]};
    if (dims == fallback)
        out.reset();
    else
        out = LaunchValues::dims(dims);
    return true;
}

bool readRegister(const JsonValue& value, const std::string& at, SetRegOption& out,
                  LaunchJsonError& error) {
    if (value.kind != JsonValue::Kind::Object)
        return Members::failAt(at, Id::ExpectedObject, {}, error);
    Members m(value, at, error);
    std::string reg, text;
    std::optional<std::string> whole;
    if (!m.text("register", reg) || !m.text("value", text) || !m.optionalText("text", whole))
        return false;
    if (whole) {
        out = LaunchValues::setReg(*whole);
        return true;
    }
    out.reg = LaunchValues::reg(std::move(reg));
    out.value = LaunchValues::regValue(std::move(text));
    return true;
}

bool readFill(const JsonValue& value, const std::string& at, FillOption& out,
              LaunchJsonError& error) {
    if (value.kind != JsonValue::Kind::Object)
        return Members::failAt(at, Id::ExpectedObject, {}, error);
    Members m(value, at, error);
    std::string kindName;
    if (!m.text("kind", kindName))
        return false;
    const auto kind = LaunchValues::kindFromName(kindName);
    if (!kind)
        return m.fail("kind", Id::UnknownFillKind, kindName);
    out.kind = *kind;
    std::string address = out.offset.text, type = out.type.text, count = out.count.text;
    std::optional<std::string> scale, whole;
    if (!m.text("address", address) || !m.text("type", type) || !m.text("count", count) ||
        !m.optionalText("scale", scale) || !m.text("path", out.path) ||
        !m.optionalText("text", whole))
        return false;
    if (whole) {
        out = LaunchValues::fill(*kind, *whole);
        return true;
    }
    out.offset = LaunchValues::offset(std::move(address));
    out.type = LaunchValues::type(std::move(type));
    out.count = LaunchValues::count(std::move(count));
    if (scale)
        out.scale = LaunchValues::scale(std::move(*scale));
    return true;
}

template <typename T, typename Parse>
bool readOptional(Members& m, const std::string& key, std::optional<T>& out, Parse parse) {
    std::optional<std::string> text;
    if (!m.optionalText(key, text))
        return false;
    if (text)
        out = parse(*text);
    else if (m.get(key))
        out.reset();
    return true;
}

} // namespace

std::string LaunchJson::text(LaunchJsonError::Id id, const std::string& detail) {
    switch (id) {
    case Id::ExpectedWholeNumber:
        return "expected a whole number from 0 to " + detail;
    case Id::ExpectedString:
        return "expected a string";
    case Id::ExpectedStringOrNull:
        return "expected a string or null";
    case Id::ExpectedBoolean:
        return "expected true or false";
    case Id::ExpectedObject:
        return "expected an object";
    case Id::ExpectedArray:
        return "expected an array";
    case Id::ExpectedDims:
        return "expected an array of 3 whole numbers from 0 to 4294967295";
    case Id::UnknownFillKind:
        return "unknown fill kind '" + detail + "' (expected zero, iota or file)";
    }
    return {};
}

JsonValue LaunchJson::write(const EmuOptions& l) {
    std::vector<JsonValue> registers;
    for (const SetRegOption& r : l.setRegs)
        registers.push_back(registerJson(r));
    std::vector<JsonValue> fills;
    for (const FillOption& f : l.fills)
        fills.push_back(fillJson(f));
    JsonValue outputs = object({{"dumpMemory", optionalString(textOf(l.dumpMemory))},
                                {"dumpU32", optionalString(textOf(l.dumpU32))},
                                {"dumpF32", optionalString(textOf(l.dumpF32))},
                                {"dumpF16", optionalString(textOf(l.dumpF16))},
                                {"dumpBf16", optionalString(textOf(l.dumpBf16))},
                                {"dumpRegs", boolean(l.dumpRegs)},
                                {"stats", boolean(l.stats)},
                                {"trace", boolean(l.trace)}});
    std::optional<std::string> schedule;
    if (l.schedule)
        schedule = l.schedule->text;
    return object({{"kernel", string(l.kernel.value_or(std::string()))},
                   {"grid", dimsJson(l.grid, D::grid)},
                   {"workgroup", dimsJson(l.workgroup, D::workgroup)},
                   {"waveWidth", unsignedValue(l.waveWidth)},
                   {"registers", unsignedValue(l.registers)},
                   {"localMemory", unsignedValue(l.localMemory)},
                   {"deviceMemory", unsignedValue(l.deviceMemory)},
                   {"maxInstructions", unsignedValue(l.maxInstructions)},
                   {"threads", unsignedValue(l.threads)},
                   {"profile", optionalString(l.profile)},
                   {"schedule", optionalString(schedule)},
                   {"initialRegisters", array(std::move(registers))},
                   {"fills", array(std::move(fills))},
                   {"outputs", std::move(outputs)}});
}

std::optional<EmuOptions> LaunchJson::read(const JsonValue& object, LaunchJsonError& error,
                                           const std::string& path) {
    if (object.kind != JsonValue::Kind::Object) {
        Members::failAt(path, Id::ExpectedObject, {}, error);
        return std::nullopt;
    }
    EmuOptions l;
    Members m(object, path, error);
    std::string kernel;
    const JsonValue *registers = nullptr, *fills = nullptr, *outputs = nullptr;
    const bool ok =
        m.text("kernel", kernel) && readDims(m, "grid", D::grid, l.grid) &&
        readDims(m, "workgroup", D::workgroup, l.workgroup) &&
        m.number32("waveWidth", l.waveWidth) && m.number32("registers", l.registers) &&
        m.number("localMemory", kU64Max, l.localMemory) &&
        m.number("deviceMemory", kU64Max, l.deviceMemory) &&
        m.number("maxInstructions", kU64Max, l.maxInstructions) &&
        m.number32("threads", l.threads) && m.optionalText("profile", l.profile) &&
        readOptional(m, "schedule", l.schedule,
                     [](const std::string& t) { return EmuOptions::scheduleValue(t); }) &&
        m.kind("initialRegisters", JsonValue::Kind::Array, Id::ExpectedArray, registers) &&
        m.kind("fills", JsonValue::Kind::Array, Id::ExpectedArray, fills) &&
        m.kind("outputs", JsonValue::Kind::Object, Id::ExpectedObject, outputs);
    if (!ok)
        return std::nullopt;
    // A number of threads other than the default was asked for, as `--threads N` is (the
    // arguments print it back that way).
    l.threadsGiven = l.threads != EmuOptions{}.threads;
    if (!kernel.empty())
        l.kernel = kernel;
    for (std::size_t i = 0; registers && i < registers->elements.size(); ++i) {
        SetRegOption r;
        if (!readRegister(registers->elements[i],
                          m.path("initialRegisters[" + std::to_string(i) + "]"), r, error))
            return std::nullopt;
        l.setRegs.push_back(std::move(r));
    }
    for (std::size_t i = 0; fills && i < fills->elements.size(); ++i) {
        FillOption f;
        if (!readFill(fills->elements[i], m.path("fills[" + std::to_string(i) + "]"), f, error))
            return std::nullopt;
        l.fills.push_back(std::move(f));
    }
    if (!outputs)
        return l;
    Members o(*outputs, m.path("outputs"), error);
    const auto dump = [](const std::string& t) { return LaunchValues::dump(t); };
    if (!readOptional(o, "dumpMemory", l.dumpMemory,
                      [](const std::string& t) { return LaunchValues::dumpMemory(t); }) ||
        !readOptional(o, "dumpU32", l.dumpU32, dump) ||
        !readOptional(o, "dumpF32", l.dumpF32, dump) ||
        !readOptional(o, "dumpF16", l.dumpF16, dump) ||
        !readOptional(o, "dumpBf16", l.dumpBf16, dump) || !o.flag("dumpRegs", l.dumpRegs) ||
        !o.flag("stats", l.stats) || !o.flag("trace", l.trace))
        return std::nullopt;
    return l;
}

} // namespace wave::launch
