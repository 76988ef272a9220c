#include "launch/WorkspaceSource.h"

#include "documents/FileIo.h"

#include "workspace/WorkspaceFile.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>

#include <cmath>
#include <string>

namespace wave::widgets {

using workspace::Workspace;
using workspace::WorkspaceFile;

namespace {

// LaunchSettings reads and writes Qt JSON; the workspace keeps core's tree. Numbers keep
// their literal text in the tree, so what was read is written back as it was.
launch::JsonValue toTree(const QJsonValue& value) {
    launch::JsonValue v;
    switch (value.type()) {
    case QJsonValue::Bool:
        v.kind = launch::JsonValue::Kind::Bool;
        v.text = value.toBool() ? "true" : "false";
        break;
    case QJsonValue::Double: {
        v.kind = launch::JsonValue::Kind::Number;
        const double d = value.toDouble();
        v.text = d == std::floor(d) && std::fabs(d) <= 9007199254740992.0
                     ? std::to_string(static_cast<long long>(d))
                     : QByteArray::number(d, 'g', 17).toStdString();
        break;
    }
    case QJsonValue::String:
        v.kind = launch::JsonValue::Kind::String;
        v.text = value.toString().toStdString();
        break;
    case QJsonValue::Array:
        v.kind = launch::JsonValue::Kind::Array;
        for (const QJsonValue& element : value.toArray())
            v.elements.push_back(toTree(element));
        break;
    case QJsonValue::Object: {
        v.kind = launch::JsonValue::Kind::Object;
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            v.members.emplace_back(it.key().toStdString(), toTree(it.value()));
        break;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        v.kind = launch::JsonValue::Kind::Null;
        v.text = "null";
        break;
    }
    return v;
}

QJsonValue toQt(const launch::JsonValue& v) {
    switch (v.kind) {
    case launch::JsonValue::Kind::Bool:
        return v.text == "true";
    case launch::JsonValue::Kind::Number:
        return QByteArray::fromStdString(v.text).toDouble();
    case launch::JsonValue::Kind::String:
        return QString::fromStdString(v.text);
    case launch::JsonValue::Kind::Array: {
        QJsonArray array;
        for (const launch::JsonValue& element : v.elements)
            array.append(toQt(element));
        return array;
    }
    case launch::JsonValue::Kind::Object: {
        QJsonObject object;
        for (const auto& [key, member] : v.members)
            object.insert(QString::fromStdString(key), toQt(member));
        return object;
    }
    case launch::JsonValue::Kind::Null:
        break;
    }
    return QJsonValue(QJsonValue::Null);
}

std::optional<LaunchSettings> readLaunch(const launch::JsonValue& tree, QString& error) {
    return LaunchSettings::fromJson(toQt(tree).toObject(), error);
}

std::string local(const QString& path) {
    return QFile::encodeName(path).toStdString();
}

} // namespace

QString WorkspaceSource::pathFor(const QString& sourcePath) {
    return QFile::decodeName(WorkspaceFile::pathFor(local(sourcePath)).c_str());
}

QString WorkspaceSource::argumentsFor(const QString& sourcePath) {
    const QFileInfo info(sourcePath);
    return info.path() + QLatin1Char('/') + info.completeBaseName() + QStringLiteral(".args");
}

QString WorkspaceSource::rejectedCopyFor(const QString& sourcePath) {
    return QFile::decodeName(WorkspaceFile::rejectedCopyFor(local(sourcePath)).c_str());
}

QByteArray WorkspaceSource::toJson(const Workspace& workspace) {
    return QByteArray::fromStdString(WorkspaceFile::toJson(workspace));
}

std::optional<Workspace> WorkspaceSource::fromJson(const QByteArray& json, const QString& fileName,
                                                   QString& error, QStringList* dropped) {
    const auto check = [](const launch::JsonValue& launch, std::string& why) {
        QString message;
        if (readLaunch(launch, message))
            return true;
        why = message.toStdString();
        return false;
    };
    std::string why;
    std::vector<std::string> left;
    auto workspace = WorkspaceFile::fromJson(
        std::string_view(json.constData(), static_cast<std::size_t>(json.size())),
        fileName.toStdString(), why, dropped ? &left : nullptr, check);
    if (!workspace)
        error = QString::fromStdString(why);
    if (dropped)
        for (const std::string& item : left)
            dropped->append(QString::fromStdString(item));
    return workspace;
}

bool WorkspaceSource::save(const QString& sourcePath, const Workspace& workspace, QString& error) {
    // Atomic and checked: on a full disk the old session stays as it was and the caller is told.
    return FileIo::writeAtomically(pathFor(sourcePath), toJson(workspace), error);
}

bool WorkspaceSource::keepRejected(const QString& sourcePath, QString& error) {
    const QString path = pathFor(sourcePath);
    // A named pipe or device in its place is never replaced by the writer: nothing to keep.
    if (!QFileInfo::exists(path) || !FileIo::specialFileKind(path).isEmpty())
        return true;
    QByteArray bytes;
    return FileIo::read(path, bytes, error, qint64(WorkspaceFile::kMaxFileSize)) &&
           FileIo::writeAtomically(rejectedCopyFor(sourcePath), bytes, error);
}

std::optional<LaunchSettings> WorkspaceSource::readArguments(const QString& path, QString& error) {
    QByteArray bytes;
    if (!FileIo::read(path, bytes, error, qint64(WorkspaceFile::kMaxFileSize)))
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

WorkspaceSource::Loaded WorkspaceSource::load(const QString& sourcePath) {
    Loaded loaded;
    const QString path = pathFor(sourcePath);
    if (QFileInfo::exists(path)) {
        // A session is a few kB: the limit refuses a disk image, and a named pipe or device in
        // its place is refused instead of blocking the GUI thread.
        QByteArray bytes;
        std::optional<Workspace> workspace;
        QStringList dropped;
        if (FileIo::read(path, bytes, loaded.error, qint64(WorkspaceFile::kMaxFileSize)))
            workspace = fromJson(bytes, path, loaded.error, &dropped);
        // Whatever was not used must survive the next save (keepRejected). A named pipe or
        // device in its place is written in place, never replaced: nothing to lose there.
        loaded.rejected =
            (!workspace || !dropped.isEmpty()) && FileIo::specialFileKind(path).isEmpty();
        if (workspace) {
            loaded.workspace = std::move(*workspace);
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
            setLaunch(loaded.workspace, *settings);
            loaded.origin = Origin::Arguments;
            return loaded;
        }
        if (loaded.error.isEmpty())
            loaded.error = why;
    }
    return loaded;
}

LaunchSettings WorkspaceSource::launch(const Workspace& workspace) {
    QString ignored; // checked when the file was read
    return readLaunch(workspace.launch(), ignored).value_or(LaunchSettings());
}

void WorkspaceSource::setLaunch(Workspace& workspace, const LaunchSettings& settings) {
    workspace.setLaunch(toTree(settings.toJson()));
}

QStringList WorkspaceSource::watches(const Workspace& workspace) {
    QStringList list;
    list.reserve(qsizetype(workspace.watches().size()));
    for (const std::string& w : workspace.watches())
        list << QString::fromStdString(w);
    return list;
}

void WorkspaceSource::setWatches(Workspace& workspace, const QStringList& watches) {
    std::vector<std::string> list;
    list.reserve(std::size_t(watches.size()));
    for (const QString& w : watches)
        list.push_back(w.toStdString());
    workspace.setWatches(std::move(list));
}

} // namespace wave::widgets
