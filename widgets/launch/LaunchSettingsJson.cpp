// LaunchSettings <-> JSON (the "launch" object of a .wavesession file).
#include "launch/JsonFields.h"
#include "launch/LaunchSettings.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace wave::widgets {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(LaunchSettings)
};

QJsonArray dimsJson(const std::array<quint32, 3>& d) {
    return QJsonArray{double(d[0]), double(d[1]), double(d[2])};
}

bool readDims(JsonFields& f, const QJsonObject& o, const QString& key,
              std::array<quint32, 3>& out) {
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return true;
    const QJsonArray a = v.toArray();
    std::array<quint32, 3> d{};
    bool ok = v.isArray() && a.size() == 3;
    for (qsizetype i = 0; ok && i < 3; ++i) {
        const auto n = JsonFields::toUnsigned(a.at(i), 0xFFFFFFFFu);
        ok = n.has_value();
        if (ok)
            d[static_cast<std::size_t>(i)] = static_cast<quint32>(*n);
    }
    if (!ok)
        return f.fail(key, Tr::tr("expected an array of 3 whole numbers from 0 to 4294967295"));
    out = d;
    return true;
}

QJsonValue optionalJson(const std::optional<QString>& s) {
    return s ? QJsonValue(*s) : QJsonValue(QJsonValue::Null);
}

QJsonObject fillJson(const MemoryFill& f) {
    QJsonObject o;
    o.insert(QStringLiteral("kind"), MemoryFill::kindName(f.kind));
    o.insert(QStringLiteral("address"), f.address);
    // Every field, whatever the kind, so that a session loads exactly as it was saved.
    o.insert(QStringLiteral("type"), f.type);
    o.insert(QStringLiteral("count"), f.count);
    o.insert(QStringLiteral("scale"), optionalJson(f.scale));
    o.insert(QStringLiteral("path"), f.path);
    return o;
}

bool readFill(const QJsonValue& value, const QString& path, MemoryFill& out, QString& error) {
    if (!value.isObject()) {
        error = path + QStringLiteral(": ") + Tr::tr("expected an object");
        return false;
    }
    const QJsonObject o = value.toObject();
    JsonFields f(o, path);
    QString kind;
    if (!f.text(QStringLiteral("kind"), kind)) {
        error = f.error();
        return false;
    }
    const auto k = MemoryFill::kindFromName(kind);
    if (!k) {
        f.fail(QStringLiteral("kind"),
               Tr::tr("unknown fill kind '%1' (expected zero, iota or file)").arg(kind));
        error = f.error();
        return false;
    }
    out.kind = *k;
    const bool ok = f.text(QStringLiteral("address"), out.address) &&
                    f.text(QStringLiteral("type"), out.type) &&
                    f.text(QStringLiteral("count"), out.count) &&
                    f.optionalText(QStringLiteral("scale"), out.scale) &&
                    f.text(QStringLiteral("path"), out.path);
    error = f.error();
    return ok;
}

} // namespace

QJsonObject LaunchSettings::toJson() const {
    QJsonObject o;
    o.insert(QStringLiteral("kernel"), kernel);
    o.insert(QStringLiteral("grid"), dimsJson(grid));
    o.insert(QStringLiteral("workgroup"), dimsJson(workgroup));
    o.insert(QStringLiteral("waveWidth"), JsonFields::unsignedValue(waveWidth));
    o.insert(QStringLiteral("registers"), JsonFields::unsignedValue(registers));
    o.insert(QStringLiteral("localMemory"), JsonFields::unsignedValue(localMemory));
    o.insert(QStringLiteral("deviceMemory"), JsonFields::unsignedValue(deviceMemory));
    o.insert(QStringLiteral("maxInstructions"), JsonFields::unsignedValue(maxInstructions));
    o.insert(QStringLiteral("threads"), JsonFields::unsignedValue(threads));
    o.insert(QStringLiteral("profile"), optionalJson(profile));
    o.insert(QStringLiteral("schedule"), optionalJson(schedule));
    QJsonArray regs;
    for (const RegisterInit& r : initialRegisters)
        regs.append(
            QJsonObject{{QStringLiteral("register"), r.reg}, {QStringLiteral("value"), r.value}});
    o.insert(QStringLiteral("initialRegisters"), regs);
    QJsonArray fillArray;
    for (const MemoryFill& f : fills)
        fillArray.append(fillJson(f));
    o.insert(QStringLiteral("fills"), fillArray);
    QJsonObject outputs;
    outputs.insert(QStringLiteral("dumpMemory"), optionalJson(dumpMemory));
    outputs.insert(QStringLiteral("dumpU32"), optionalJson(dumpU32));
    outputs.insert(QStringLiteral("dumpF32"), optionalJson(dumpF32));
    outputs.insert(QStringLiteral("dumpF16"), optionalJson(dumpF16));
    outputs.insert(QStringLiteral("dumpBf16"), optionalJson(dumpBf16));
    outputs.insert(QStringLiteral("dumpRegs"), dumpRegs);
    outputs.insert(QStringLiteral("stats"), stats);
    outputs.insert(QStringLiteral("trace"), trace);
    o.insert(QStringLiteral("outputs"), outputs);
    return o;
}

std::optional<LaunchSettings> LaunchSettings::fromJson(const QJsonObject& object, QString& error) {
    const QString path = QStringLiteral("launch");
    LaunchSettings s;
    JsonFields f(object, path);
    QJsonArray regs, fillArray;
    QJsonObject outputs;
    bool ok = f.text(QStringLiteral("kernel"), s.kernel) &&
              readDims(f, object, QStringLiteral("grid"), s.grid) &&
              readDims(f, object, QStringLiteral("workgroup"), s.workgroup) &&
              f.number32(QStringLiteral("waveWidth"), s.waveWidth) &&
              f.number32(QStringLiteral("registers"), s.registers) &&
              f.unsignedNumber(QStringLiteral("localMemory"), UINT64_MAX, s.localMemory) &&
              f.unsignedNumber(QStringLiteral("deviceMemory"), UINT64_MAX, s.deviceMemory) &&
              f.unsignedNumber(QStringLiteral("maxInstructions"), UINT64_MAX, s.maxInstructions) &&
              f.number32(QStringLiteral("threads"), s.threads) &&
              f.optionalText(QStringLiteral("profile"), s.profile) &&
              f.optionalText(QStringLiteral("schedule"), s.schedule) &&
              f.array(QStringLiteral("initialRegisters"), regs) &&
              f.array(QStringLiteral("fills"), fillArray) &&
              f.object(QStringLiteral("outputs"), outputs);
    if (!ok) {
        error = f.error();
        return std::nullopt;
    }
    for (qsizetype i = 0; i < regs.size(); ++i) {
        const QString at = path + QStringLiteral(".initialRegisters[%1]").arg(i);
        if (!regs.at(i).isObject()) {
            error = at + QStringLiteral(": ") + Tr::tr("expected an object");
            return std::nullopt;
        }
        const QJsonObject r = regs.at(i).toObject();
        JsonFields rf(r, at);
        RegisterInit init;
        if (!rf.text(QStringLiteral("register"), init.reg) ||
            !rf.text(QStringLiteral("value"), init.value)) {
            error = rf.error();
            return std::nullopt;
        }
        s.initialRegisters << init;
    }
    for (qsizetype i = 0; i < fillArray.size(); ++i) {
        MemoryFill fill;
        if (!readFill(fillArray.at(i), path + QStringLiteral(".fills[%1]").arg(i), fill, error))
            return std::nullopt;
        s.fills << fill;
    }
    JsonFields of(outputs, path + QStringLiteral(".outputs"));
    ok = of.optionalText(QStringLiteral("dumpMemory"), s.dumpMemory) &&
         of.optionalText(QStringLiteral("dumpU32"), s.dumpU32) &&
         of.optionalText(QStringLiteral("dumpF32"), s.dumpF32) &&
         of.optionalText(QStringLiteral("dumpF16"), s.dumpF16) &&
         of.optionalText(QStringLiteral("dumpBf16"), s.dumpBf16) &&
         of.boolean(QStringLiteral("dumpRegs"), s.dumpRegs) &&
         of.boolean(QStringLiteral("stats"), s.stats) &&
         of.boolean(QStringLiteral("trace"), s.trace);
    if (!ok) {
        error = of.error();
        return std::nullopt;
    }
    return s;
}

} // namespace wave::widgets
