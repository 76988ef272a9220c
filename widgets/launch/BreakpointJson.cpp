#include "launch/BreakpointJson.h"

#include "launch/JsonFields.h"

#include <array>
#include <utility>

namespace wave::widgets {

namespace {

using debug::BreakpointKind;
using debug::MemorySpace;
using debug::WatchAccess;

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
QString nameOf(const std::array<std::pair<E, const char*>, N>& table, E value) {
    for (const auto& [e, name] : table)
        if (e == value)
            return QLatin1String(name);
    return QString();
}

template <typename E, std::size_t N>
QString namesOf(const std::array<std::pair<E, const char*>, N>& table) {
    QStringList names;
    for (const auto& entry : table)
        names << QLatin1String(entry.second);
    return names.join(QStringLiteral(", "));
}

template <typename E, std::size_t N>
bool readEnum(JsonFields& f, const QString& key,
              const std::array<std::pair<E, const char*>, N>& table, E& out) {
    QString name = nameOf(table, out);
    if (!f.text(key, name))
        return false;
    for (const auto& [e, n] : table) {
        if (name == QLatin1String(n)) {
            out = e;
            return true;
        }
    }
    return f.fail(
        key,
        BreakpointJson::tr("unknown value '%1' (expected one of %2)").arg(name, namesOf(table)));
}

QJsonValue optional32(const std::optional<std::uint32_t>& v) {
    return v ? QJsonValue(double(*v)) : QJsonValue(QJsonValue::Null);
}

bool readOptional32(JsonFields& f, const QJsonObject& o, const QString& key,
                    std::optional<std::uint32_t>& out) {
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull()) {
        out.reset();
        return true;
    }
    quint32 n = 0;
    if (!f.number32(key, n))
        return false;
    out = n;
    return true;
}

} // namespace

QJsonObject BreakpointJson::toJson(const debug::BreakpointSpec& s) {
    QJsonObject o;
    o.insert(QStringLiteral("kind"), nameOf(kKinds, s.kind));
    o.insert(QStringLiteral("line"), double(s.line));
    o.insert(QStringLiteral("pc"), optional32(s.pc));
    o.insert(QStringLiteral("wave"), optional32(s.wave));
    o.insert(QStringLiteral("arrivals"), double(s.arrivals));
    o.insert(QStringLiteral("space"), nameOf(kSpaces, s.space));
    o.insert(QStringLiteral("address"), JsonFields::unsignedValue(s.address));
    o.insert(QStringLiteral("length"), JsonFields::unsignedValue(s.length));
    o.insert(QStringLiteral("access"), nameOf(kAccesses, s.access));
    o.insert(QStringLiteral("condition"), QString::fromStdString(s.condition));
    o.insert(QStringLiteral("enabled"), s.enabled);
    return o;
}

std::optional<debug::BreakpointSpec> BreakpointJson::fromJson(const QJsonValue& value,
                                                              const QString& path, QString& error) {
    if (!value.isObject()) {
        error = path + QStringLiteral(": ") + tr("expected an object");
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    JsonFields f(o, path);
    debug::BreakpointSpec s;
    if (!o.contains(QStringLiteral("kind"))) {
        f.fail(QStringLiteral("kind"), tr("missing (expected one of %1)").arg(namesOf(kKinds)));
        error = f.error();
        return std::nullopt;
    }
    QString condition = QString::fromStdString(s.condition);
    quint64 address = s.address, length = s.length;
    const bool ok = readEnum(f, QStringLiteral("kind"), kKinds, s.kind) &&
                    f.number32(QStringLiteral("line"), s.line) &&
                    readOptional32(f, o, QStringLiteral("pc"), s.pc) &&
                    readOptional32(f, o, QStringLiteral("wave"), s.wave) &&
                    f.number32(QStringLiteral("arrivals"), s.arrivals) &&
                    readEnum(f, QStringLiteral("space"), kSpaces, s.space) &&
                    f.unsignedNumber(QStringLiteral("address"), UINT64_MAX, address) &&
                    f.unsignedNumber(QStringLiteral("length"), UINT64_MAX, length) &&
                    readEnum(f, QStringLiteral("access"), kAccesses, s.access) &&
                    f.text(QStringLiteral("condition"), condition) &&
                    f.boolean(QStringLiteral("enabled"), s.enabled);
    if (!ok) {
        error = f.error();
        return std::nullopt;
    }
    s.condition = condition.toStdString();
    s.address = address;
    s.length = length;
    return s;
}

} // namespace wave::widgets
