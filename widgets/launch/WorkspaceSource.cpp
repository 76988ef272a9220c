#include "launch/WorkspaceSource.h"

#include "documents/FileIo.h"
#include "launch/JsonBridge.h"

#include "workspace/WorkspaceFile.h"

#include <QFileInfo>
#include <QJsonObject>
#include <QProcess>

#include <string>

namespace wave::widgets {

using workspace::Workspace;
using workspace::WorkspaceFile;

namespace {

// The launch as the Launch dock holds it, with errors in the IDE's language.
std::optional<LaunchSettings> readLaunch(const launch::JsonValue& tree, QString& error) {
    return LaunchSettings::fromJson(JsonBridge::toQt(tree).toObject(), error);
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
    workspace.setLaunch(JsonBridge::fromQt(settings.toJson()));
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
