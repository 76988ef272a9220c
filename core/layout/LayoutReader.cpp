#include "layout/LayoutReader.h"

#include "io/FileReader.h"
#include "launch/JsonObjectReader.h"

#include <array>
#include <charconv>
#include <initializer_list>
#include <utility>

namespace wave::layout {

using launch::JsonValue;

namespace {

constexpr std::array<std::pair<std::string_view, FieldRole>, 16> kRoles{{
    {"opcode", FieldRole::Opcode},
    {"rd", FieldRole::Rd},
    {"rs1", FieldRole::Rs1},
    {"rs2", FieldRole::Rs2},
    {"rs3", FieldRole::Rs3},
    {"rs4", FieldRole::Rs4},
    {"modifier", FieldRole::Modifier},
    {"scope", FieldRole::Scope},
    {"pred", FieldRole::Pred},
    {"pred_neg", FieldRole::PredNeg},
    {"pred_en", FieldRole::PredEn},
    {"flags", FieldRole::Flags},
    {"imm", FieldRole::Imm},
    {"format", FieldRole::Format},
    {"signal", FieldRole::Signal},
    {"reserved", FieldRole::Reserved},
}};

// Thrown inside parse() only, caught there: the reader stops at the first error.
struct Failure {
    const JsonValue* at;
    std::string message;
};

[[noreturn]] void failAt(const JsonValue& v, std::string message) {
    throw Failure{&v, std::move(message)};
}

std::string kindName(JsonValue::Kind k) {
    return std::string(JsonValue::kindName(k));
}

void expectKind(const JsonValue& v, JsonValue::Kind kind, const std::string& what) {
    if (v.kind != kind)
        failAt(v, what + " must be " + kindName(kind) + ", found " + kindName(v.kind));
}

void allowOnly(const JsonValue& object, std::initializer_list<std::string_view> keys,
               const std::string& where) {
    for (const auto& [key, value] : object.members) {
        bool known = false;
        for (std::string_view k : keys)
            known = known || k == key;
        if (!known) {
            std::string list;
            for (std::string_view k : keys)
                list += (list.empty() ? "" : ", ") + std::string(k);
            failAt(value,
                   "unknown member \"" + key + "\" in " + where + " (expected " + list + ")");
        }
    }
}

std::string stringMember(const JsonValue& object, std::string_view key, bool required,
                         const std::string& where) {
    const JsonValue* v = object.member(key);
    if (v == nullptr) {
        if (required)
            failAt(object, where + " needs a \"" + std::string(key) + "\" member");
        return {};
    }
    expectKind(*v, JsonValue::Kind::String, "\"" + std::string(key) + "\"");
    return v->text;
}

// A non-negative integer: a JSON number, or a string in hex ("0x1B") or decimal.
std::uint64_t integer(const JsonValue& v, const std::string& what, std::uint64_t max) {
    std::string_view digits = v.text;
    int base = 10;
    if (v.kind == JsonValue::Kind::String) {
        if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) {
            digits.remove_prefix(2);
            base = 16;
        }
    } else if (v.kind != JsonValue::Kind::Number) {
        failAt(v, what + " must be a number, found " + kindName(v.kind));
    }
    std::uint64_t out = 0;
    const char* end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(digits.data(), end, out, base);
    if (digits.empty() || ec == std::errc::result_out_of_range)
        failAt(v, what + " " + v.text + " is out of range (at most " + std::to_string(max) + ")");
    if (ec != std::errc() || ptr != end)
        failAt(v, what + " must be a non-negative integer, found " + v.text);
    if (out > max)
        failAt(v, what + " " + v.text + " is out of range (at most " + std::to_string(max) + ")");
    return out;
}

// "31:26" or "7".
void readBits(const JsonValue& v, LayoutField& f, std::uint8_t wordWidth) {
    expectKind(v, JsonValue::Kind::String, "\"bits\"");
    const std::string& s = v.text;
    const auto colon = s.find(':');
    auto number = [&](std::string_view part) {
        unsigned n = 0;
        const auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), n);
        if (part.empty() || ec != std::errc() || ptr != part.data() + part.size())
            failAt(v, "\"bits\" must be \"HIGH:LOW\" or \"BIT\" (e.g. \"31:26\"), found \"" + s +
                          "\"");
        return n;
    };
    const std::string_view all(s);
    const unsigned hi = number(colon == std::string::npos ? all : all.substr(0, colon));
    const unsigned lo = colon == std::string::npos ? hi : number(all.substr(colon + 1));
    if (hi < lo)
        failAt(v, "\"bits\" " + s + ": the high bit comes first (\"" + std::to_string(lo) + ":" +
                      std::to_string(hi) + "\")");
    if (hi >= wordWidth)
        failAt(v, "\"bits\" " + s + ": bit " + std::to_string(hi) + " is outside word " +
                      std::to_string(f.word) + " (" + std::to_string(wordWidth) + " bits)");
    f.lsb = static_cast<std::uint8_t>(lo);
    f.width = static_cast<std::uint8_t>(hi - lo + 1);
}

LayoutField readField(const JsonValue& v, const LayoutFormat& format) {
    expectKind(v, JsonValue::Kind::Object, "a field");
    allowOnly(v, {"name", "role", "word", "bits", "meaning", "value", "negated_offset"}, "a field");
    LayoutField f;
    f.name = stringMember(v, "name", true, "a field");
    const JsonValue* role = v.member("role");
    const std::string roleText =
        role != nullptr ? stringMember(v, "role", true, "a field") : f.name;
    const std::optional<FieldRole> r = LayoutReader::roleOf(roleText);
    if (!r) {
        std::string list;
        for (const auto& [name, unused] : kRoles)
            list += (list.empty() ? "" : ", ") + std::string(name);
        failAt(role != nullptr ? *role : v,
               role != nullptr ? "unknown role \"" + roleText + "\" (expected " + list + ")"
                               : "field \"" + f.name +
                                     "\" needs a \"role\" (its name is not one of " + list + ")");
    }
    f.role = *r;
    if (const JsonValue* w = v.member("word"))
        f.word = static_cast<std::uint8_t>(
            integer(*w, "\"word\"", format.words.empty() ? 0 : format.words.size() - 1));
    const JsonValue* bits = v.member("bits");
    if (bits == nullptr)
        failAt(v, "field \"" + f.name + "\" needs \"bits\"");
    readBits(*bits, f, format.words[f.word]);
    f.meaning = stringMember(v, "meaning", false, "a field");
    if (const JsonValue* value = v.member("value"))
        f.value = integer(*value, "\"value\"", f.maxValue());
    else if (f.role == FieldRole::Signal)
        failAt(v, "signal field \"" + f.name + "\" needs the \"value\" that marks its format");
    if (const JsonValue* off = v.member("negated_offset"))
        f.negatedOffset = static_cast<std::uint8_t>(integer(*off, "\"negated_offset\"", 255));
    return f;
}

LayoutFormat readFormat(const JsonValue& v, const std::vector<LayoutFormat>& earlier) {
    expectKind(v, JsonValue::Kind::Object, "a format");
    allowOnly(v, {"name", "words", "signal", "extends", "fields"}, "a format");
    LayoutFormat format;
    format.name = stringMember(v, "name", true, "a format");
    format.signal = stringMember(v, "signal", false, "a format");
    const std::string extends = stringMember(v, "extends", false, "a format");
    if (!extends.empty()) {
        const LayoutFormat* parent = nullptr;
        for (const LayoutFormat& f : earlier)
            if (f.name == extends)
                parent = &f;
        if (parent == nullptr)
            failAt(*v.member("extends"),
                   "\"extends\": no earlier format is named \"" + extends + "\"");
        format.words = parent->words;
        format.fields = parent->fields;
    }
    if (const JsonValue* words = v.member("words")) {
        expectKind(*words, JsonValue::Kind::Array, "\"words\"");
        if (words->elements.empty() || words->elements.size() > 8)
            failAt(*words, "\"words\" must list 1 to 8 word widths");
        if (words->elements.size() < format.words.size())
            failAt(*words, "\"words\" of an extending format must start with its parent's words");
        format.words.clear();
        for (const JsonValue& w : words->elements) {
            const std::uint64_t bits = integer(w, "a word width", ~0ull);
            if (bits == 0 || bits > 64)
                failAt(w, "a word width must be 1 to 64 bits, found " + w.text);
            format.words.push_back(static_cast<std::uint8_t>(bits));
        }
    } else if (format.words.empty()) {
        failAt(v, "format \"" + format.name + "\" needs \"words\" (its word widths in bits)");
    }
    if (const JsonValue* fields = v.member("fields")) {
        expectKind(*fields, JsonValue::Kind::Array, "\"fields\"");
        for (const JsonValue& f : fields->elements)
            format.fields.push_back(readField(f, format));
    }
    if (format.fields.empty())
        failAt(v, "format \"" + format.name + "\" has no fields");
    return format;
}

LayoutOpcode readOpcode(const JsonValue& v) {
    expectKind(v, JsonValue::Kind::Object, "an opcode");
    allowOnly(v, {"name", "opcode", "modifier", "wave", "extended"}, "an opcode");
    LayoutOpcode op;
    op.name = stringMember(v, "name", true, "an opcode");
    const JsonValue* code = v.member("opcode");
    if (code == nullptr)
        failAt(v, "opcode \"" + op.name + "\" needs an \"opcode\" value");
    op.opcode = integer(*code, "\"opcode\"", ~0ull);
    if (const JsonValue* m = v.member("modifier"))
        op.modifier = integer(*m, "\"modifier\"", ~0ull);
    op.wave = stringMember(v, "wave", false, "an opcode");
    if (const JsonValue* e = v.member("extended")) {
        expectKind(*e, JsonValue::Kind::Bool, "\"extended\"");
        op.extended = e->text == "true";
    }
    return op;
}

bool validName(std::string_view s) {
    if (s.empty() || s.size() > 64)
        return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_' || c == '.'))
            return false;
    return true;
}

Layout readLayout(const JsonValue& top) {
    allowOnly(top, {"name", "title", "source", "notes", "numbering", "formats", "opcodes"},
              "a layout");
    Layout layout;
    layout.name = stringMember(top, "name", true, "a layout");
    if (!validName(layout.name))
        failAt(*top.member("name"),
               "\"name\" must be 1 to 64 letters, digits, '-', '_' or '.', found \"" + layout.name +
                   "\"");
    layout.title = stringMember(top, "title", false, "a layout");
    layout.source = stringMember(top, "source", false, "a layout");
    if (const JsonValue* notes = top.member("notes")) {
        expectKind(*notes, JsonValue::Kind::Array, "\"notes\"");
        for (const JsonValue& n : notes->elements) {
            expectKind(n, JsonValue::Kind::String, "a note");
            layout.notes.push_back(n.text);
        }
    }
    const std::string numbering = stringMember(top, "numbering", false, "a layout");
    if (numbering == "map")
        layout.numbering = Numbering::Map;
    else if (numbering == "wave-v0.4")
        layout.numbering = Numbering::Wave;
    else if (!numbering.empty())
        failAt(*top.member("numbering"),
               "\"numbering\" must be \"map\" or \"wave-v0.4\", found \"" + numbering + "\"");
    const JsonValue* formats = top.member("formats");
    if (formats == nullptr)
        failAt(top, "a layout needs \"formats\" (at least the base format)");
    expectKind(*formats, JsonValue::Kind::Array, "\"formats\"");
    if (formats->elements.empty())
        failAt(*formats, "\"formats\" is empty (at least the base format is needed)");
    for (const JsonValue& f : formats->elements)
        layout.formats.push_back(readFormat(f, layout.formats));
    if (const JsonValue* opcodes = top.member("opcodes")) {
        expectKind(*opcodes, JsonValue::Kind::Array, "\"opcodes\"");
        for (const JsonValue& o : opcodes->elements)
            layout.opcodes.push_back(readOpcode(o));
    }
    // Without a word on it, a layout with an opcode map uses it, and one without uses v0.4's.
    if (numbering.empty())
        layout.numbering = layout.opcodes.empty() ? Numbering::Wave : Numbering::Map;
    return layout;
}

} // namespace

std::string LayoutError::text() const {
    if (line == 0)
        return file + ": " + message;
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
}

std::optional<FieldRole> LayoutReader::roleOf(std::string_view name) {
    for (const auto& [n, role] : kRoles)
        if (n == name)
            return role;
    return std::nullopt;
}

std::string_view LayoutReader::roleName(FieldRole role) {
    for (const auto& [n, r] : kRoles)
        if (r == role)
            return n;
    return "reserved";
}

std::optional<Layout> LayoutReader::parse(std::string_view json, const std::string& file,
                                          LayoutError& error) {
    launch::JsonError syntax;
    const std::optional<JsonValue> top = launch::JsonObjectReader::readTree(json, syntax);
    if (!top) {
        error = LayoutError{file, syntax.line, syntax.column, syntax.message};
        return std::nullopt;
    }
    try {
        Layout layout = readLayout(*top);
        layout.origin = file;
        return layout;
    } catch (const Failure& f) {
        error = LayoutError{file, f.at->line, f.at->column, f.message};
        return std::nullopt;
    }
}

std::optional<Layout> LayoutReader::loadFile(const std::string& path, LayoutError& error) {
    std::string text;
    std::string why;
    if (io::FileReader::read(path, text, why, 1 << 20) != io::FileReader::Status::Ok) {
        error = LayoutError{path, 0, 0, why};
        return std::nullopt;
    }
    return parse(text, path, error);
}

} // namespace wave::layout
