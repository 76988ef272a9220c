#include "launch/SessionFile.h"

#include "launch/BreakpointJson.h"
#include "launch/JsonFields.h"
#include "launch/WatchModel.h"

#include "documents/FileIo.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QProcess>

#include <algorithm>

namespace wave::widgets {

namespace {
const QString kFormat = QStringLiteral("wave-studio-session");
// A session is a few kB, or some tens of MB with 100k breakpoints (about 350 bytes each);
// refuse to slurp a disk image.
constexpr qint64 kMaxFileSize = 64 << 20;
} // namespace

QString SessionFile::pathFor(const QString& sourcePath) {
    return sourcePath + QStringLiteral(".wavesession");
}

QString SessionFile::argumentsFor(const QString& sourcePath) {
    const QFileInfo info(sourcePath);
    return info.path() + QLatin1Char('/') + info.completeBaseName() + QStringLiteral(".args");
}

QByteArray SessionFile::toJson(const SessionData& data) {
    QJsonObject root;
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), kVersion);
    root.insert(QStringLiteral("launch"), data.launch.toJson());
    QJsonArray breakpoints;
    for (const debug::BreakpointDefinition& b : data.breakpoints) {
        QJsonObject o = BreakpointJson::toJson(b.spec);
        o.insert(QStringLiteral("id"), double(b.id));
        breakpoints.append(o);
    }
    root.insert(QStringLiteral("breakpoints"), breakpoints);
    root.insert(QStringLiteral("watches"), QJsonArray::fromStringList(data.watches));
    // QJsonObject keeps its keys sorted: the order is stable whatever the insertion order.
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<SessionData> SessionFile::fromJson(const QByteArray& json, const QString& fileName,
                                                 QString& error, QStringList* dropped) {
    auto failed = [&](const QString& why) {
        error = tr("%1: %2").arg(fileName, why);
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return failed(tr("not valid JSON at byte %1: %2")
                          .arg(parseError.offset)
                          .arg(parseError.errorString()));
    if (!doc.isObject())
        return failed(tr("expected a JSON object with the session"));
    const QJsonObject root = doc.object();
    JsonFields f(root, QString());
    QString format;
    if (!f.text(QStringLiteral("format"), format))
        return failed(f.error());
    if (format != kFormat)
        return failed(
            tr("not a WAVE Studio session (format '%1', expected '%2')").arg(format, kFormat));
    quint32 version = 0;
    if (!f.number32(QStringLiteral("version"), version))
        return failed(f.error());
    if (version < 1 || version > quint32(kVersion))
        return failed(tr("session version %1 is not supported (this WAVE Studio reads version "
                         "%2)")
                          .arg(version)
                          .arg(kVersion));

    SessionData data;
    QJsonObject launch;
    QJsonArray breakpoints, watches;
    if (!f.object(QStringLiteral("launch"), launch) ||
        !f.array(QStringLiteral("breakpoints"), breakpoints) ||
        !f.array(QStringLiteral("watches"), watches))
        return failed(f.error());
    // One bad value costs its item, not the session: with `dropped`, the rest is kept and
    // each item left out is named there.
    const auto skip = [&](const QString& why) {
        if (!dropped)
            return false;
        dropped->append(why);
        return true;
    };
    QString why;
    const auto settings = LaunchSettings::fromJson(launch, why);
    if (settings)
        data.launch = *settings;
    else if (!skip(why))
        return failed(why);
    QHash<quint32, qsizetype> indexOfId;
    indexOfId.reserve(breakpoints.size());
    data.breakpoints.reserve(breakpoints.size());
    for (qsizetype i = 0; i < breakpoints.size(); ++i) {
        const QString path = QStringLiteral("breakpoints[%1]").arg(i);
        const auto spec = BreakpointJson::fromJson(breakpoints.at(i), path, why);
        if (!spec) {
            if (skip(why))
                continue;
            return failed(why);
        }
        const QJsonObject object = breakpoints.at(i).toObject();
        JsonFields fields(object, path);
        quint32 id = 0;
        if (!fields.number32(QStringLiteral("id"), id)) {
            if (skip(fields.error()))
                continue;
            return failed(fields.error());
        }
        if (id != 0) {
            if (const auto it = indexOfId.constFind(id); it != indexOfId.constEnd()) {
                fields.fail(QStringLiteral("id"),
                            tr("%1 is already the id of breakpoints[%2]").arg(id).arg(*it));
                if (skip(fields.error()))
                    continue;
                return failed(fields.error());
            }
            indexOfId.insert(id, i);
        }
        data.breakpoints.push_back({id, *spec});
    }
    // Files written before ids were saved: the next free ids, in file order.
    quint32 nextId = 1;
    for (auto it = indexOfId.constBegin(); it != indexOfId.constEnd(); ++it)
        nextId = std::max(nextId, it.key() + 1);
    for (debug::BreakpointDefinition& b : data.breakpoints)
        if (b.id == 0)
            b.id = nextId++;
    // Each watch is parsed and evaluated on the GUI thread at every stop: a bound keeps a
    // session file with a million of them from freezing the window.
    if (watches.size() > WatchModel::kMaxExpressions) {
        why = QStringLiteral("watches: ") +
              tr("%1 expressions, more than the %2 a session keeps; the first %2 were read")
                  .arg(watches.size())
                  .arg(WatchModel::kMaxExpressions);
        if (!skip(why))
            return failed(why);
    }
    const qsizetype kept = std::min<qsizetype>(watches.size(), WatchModel::kMaxExpressions);
    for (qsizetype i = 0; i < kept; ++i) {
        if (!watches.at(i).isString()) {
            if (skip(QStringLiteral("watches[%1]: ").arg(i) + tr("expected a string")))
                continue;
            return failed(QStringLiteral("watches[%1]: ").arg(i) + tr("expected a string"));
        }
        data.watches << watches.at(i).toString();
    }
    return data;
}

bool SessionFile::save(const QString& sourcePath, const SessionData& data, QString& error) {
    // Atomic and checked: on a full disk the old session stays as it was and the caller is told.
    return FileIo::writeAtomically(pathFor(sourcePath), toJson(data), error);
}

QString SessionFile::rejectedCopyFor(const QString& sourcePath) {
    return pathFor(sourcePath) + QStringLiteral(".rejected");
}

bool SessionFile::keepRejected(const QString& sourcePath, QString& error) {
    const QString path = pathFor(sourcePath);
    // A named pipe or device in its place is never replaced by the writer: nothing to keep.
    if (!QFileInfo::exists(path) || !FileIo::specialFileKind(path).isEmpty())
        return true;
    QByteArray bytes;
    return FileIo::read(path, bytes, error, kMaxFileSize) &&
           FileIo::writeAtomically(rejectedCopyFor(sourcePath), bytes, error);
}

std::optional<LaunchSettings> SessionFile::readArguments(const QString& path, QString& error) {
    QByteArray bytes;
    if (!FileIo::read(path, bytes, error, kMaxFileSize))
        return std::nullopt;
    const QString text = QString::fromUtf8(bytes).simplified();
    QString why;
    const auto settings = LaunchSettings::fromArguments(QProcess::splitCommand(text), why);
    if (!settings) {
        error = tr("%1: %2").arg(path, why);
        return std::nullopt;
    }
    return settings;
}

SessionFile::Loaded SessionFile::load(const QString& sourcePath) {
    Loaded loaded;
    const QString path = pathFor(sourcePath);
    if (QFileInfo::exists(path)) {
        // A session is a few kB: the limit refuses a disk image, and a named pipe or device in
        // its place is refused instead of blocking the GUI thread.
        QByteArray bytes;
        std::optional<SessionData> data;
        QStringList dropped;
        if (FileIo::read(path, bytes, loaded.error, kMaxFileSize))
            data = fromJson(bytes, path, loaded.error, &dropped);
        // Whatever was not used must survive the next save (keepRejected). A named pipe or
        // device in its place is written in place, never replaced: nothing to lose there.
        loaded.rejected = (!data || !dropped.isEmpty()) && FileIo::specialFileKind(path).isEmpty();
        if (data) {
            loaded.data = std::move(*data);
            loaded.origin = Origin::SessionFile;
            if (!dropped.isEmpty())
                loaded.error =
                    tr("%1: %n item(s) left out: %2", nullptr, static_cast<int>(dropped.size()))
                        .arg(path, dropped.join(QStringLiteral("; ")));
            return loaded;
        }
    }
    const QString args = argumentsFor(sourcePath);
    if (QFileInfo::exists(args)) {
        QString why;
        if (auto settings = readArguments(args, why)) {
            loaded.data.launch = std::move(*settings);
            loaded.origin = Origin::Arguments;
            return loaded;
        }
        if (loaded.error.isEmpty())
            loaded.error = why;
    }
    return loaded;
}

} // namespace wave::widgets
