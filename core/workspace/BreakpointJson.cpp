#include "workspace/BreakpointJson.h"

#include "workspace/JsonFields.h"
#include "workspace/JsonTree.h"

#include <array>
#include <utility>

namespace wave::workspace {

namespace {

using debug::BreakpointKind;
using debug::MemorySpace;
using debug::WatchAccess;
using launch::JsonValue;

constexpr std::array<std::pair<BreakpointKind, const char*>, 8> kKinds{{
    {BreakpointKind::Line, "line"},
    {BreakpointKind::Address, "address"},
    {BreakpointKind::BarrierArrival, "barrier-arrival"},
    {BreakpointKind::BarrierQuorum, "barrier-quorum"},
    {BreakpointKind::BarrierRelease, "barrier-release"},
    {BreakpointKind::Divergence, "divergence"},
    {BreakpointKind::Reconvergence, "reconvergence"},
    {BreakpointKind::Watch, "watch"},
}};
constexpr std::array<std::pair<MemorySpace, const char*>, 2> kSpaces{{
    {MemorySpace::Local, "local"},
    {MemorySpace::Device, "device"},
}};
constexpr std::array<std::pair<WatchAccess, const char*>, 3> kAccesses{{
    {WatchAccess::Read, "read"},
    {WatchAccess::Write, "write"},
    {WatchAccess::Either, "either"},
}};

template <typename E, std::size_t N>
std::string nameOf(const std::array<std::pair<E, const char*>, N>& table, E value) {
    for (const auto& [e, name] : table)
        if (e == value)
            return name;
    return std::string();
}

template <typename E, std::size_t N>
std::string namesOf(const std::array<std::pair<E, const char*>, N>& table) {
    std::string names;
    for (const auto& entry : table)
        names += (names.empty() ? "" : ", ") + std::string(entry.second);
    return names;
}

template <typename E, std::size_t N>
bool readEnum(JsonFields& f, const char* key, const std::array<std::pair<E, const char*>, N>& table,
              E& out) {
    std::string name = nameOf(table, out);
    if (!f.text(key, name))
        return false;
    for (const auto& [e, n] : table) {
        if (name == n) {
            out = e;
            return true;
        }
    }
    return f.fail(key, "unknown value '" + name + "' (expected one of " + namesOf(table) + ")");
}

JsonValue optional32(const std::optional<std::uint32_t>& v) {
    return v ? JsonTree::number(*v) : JsonTree::null();
}

} // namespace

JsonValue BreakpointJson::toJson(const debug::BreakpointSpec& s) {
    JsonValue o = JsonTree::object();
    JsonTree::set(o, "kind", JsonTree::text(nameOf(kKinds, s.kind)));
    JsonTree::set(o, "line", JsonTree::number(s.line));
    JsonTree::set(o, "pc", optional32(s.pc));
    JsonTree::set(o, "wave", optional32(s.wave));
    JsonTree::set(o, "arrivals", JsonTree::number(s.arrivals));
    JsonTree::set(o, "space", JsonTree::text(nameOf(kSpaces, s.space)));
    JsonTree::set(o, "address", JsonTree::number(s.address));
    JsonTree::set(o, "length", JsonTree::number(s.length));
    JsonTree::set(o, "access", JsonTree::text(nameOf(kAccesses, s.access)));
    JsonTree::set(o, "condition", JsonTree::text(s.condition));
    JsonTree::set(o, "enabled", JsonTree::boolean(s.enabled));
    return o;
}

std::optional<debug::BreakpointSpec>
BreakpointJson::fromJson(const JsonValue& value, const std::string& path, std::string& error) {
    if (value.kind != JsonValue::Kind::Object) {
        error = path + ": expected an object";
        return std::nullopt;
    }
    JsonFields f(value, path);
    debug::BreakpointSpec s;
    if (!value.member("kind")) {
        f.fail("kind", "missing (expected one of " + namesOf(kKinds) + ")");
        error = f.error();
        return std::nullopt;
    }
    const bool ok = readEnum(f, "kind", kKinds, s.kind) && f.number32("line", s.line) &&
                    f.optionalNumber32("pc", s.pc) && f.optionalNumber32("wave", s.wave) &&
                    f.number32("arrivals", s.arrivals) && readEnum(f, "space", kSpaces, s.space) &&
                    f.unsignedNumber("address", UINT64_MAX, s.address) &&
                    f.unsignedNumber("length", UINT64_MAX, s.length) &&
                    readEnum(f, "access", kAccesses, s.access) &&
                    f.text("condition", s.condition) && f.boolean("enabled", s.enabled);
    if (!ok) {
        error = f.error();
        return std::nullopt;
    }
    return s;
}

} // namespace wave::workspace
