#include "documents/AutosaveStore.h"

#include "documents/FileIo.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <atomic>

namespace wave::widgets {

namespace {

const QString kIndex = QStringLiteral("index.json");
const QString kLock = QStringLiteral("lock");
const QString kFormat = QStringLiteral("wave-studio-autosave");
constexpr int kVersion = 1;
// Every unsaved buffer's text, escaped: generous, but an index is never read without a bound.
constexpr qint64 kMaxIndexBytes = 1024 * 1024 * 1024;

std::unique_ptr<QLockFile> tryLock(const QString& directory) {
    auto lock = std::make_unique<QLockFile>(QDir(directory).filePath(kLock));
    // Only a dead owner makes a lock stale (QLockFile checks its PID), never its age: an
    // instance may run for days.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

} // namespace

QString AutosaveStore::defaultRoot() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave"));
}

AutosaveStore::AutosaveStore(QString root) : root_(std::move(root)) {}

// Not a clean close: the folder stays (unlocked) and the next instance offers it back.
AutosaveStore::~AutosaveStore() = default;

bool AutosaveStore::openSession(QString& error) {
    static std::atomic<int> counter{0};
    if (!QDir().mkpath(root_)) {
        error = QCoreApplication::translate("wave::widgets::AutosaveStore",
                                            "Cannot create the autosave folder %1.")
                    .arg(QDir::toNativeSeparators(root_));
        return false;
    }
    for (int attempt = 0; attempt < 100; ++attempt) {
        const QString name = QStringLiteral("session-%1-%2-%3")
                                 .arg(QCoreApplication::applicationPid())
                                 .arg(QDateTime::currentMSecsSinceEpoch())
                                 .arg(counter.fetch_add(1));
        const QString directory = QDir(root_).filePath(name);
        if (QFileInfo::exists(directory) || !QDir().mkpath(directory))
            continue;
        if (auto lock = tryLock(directory)) {
            session_ = directory;
            lock_ = std::move(lock);
            return true;
        }
    }
    error = QCoreApplication::translate("wave::widgets::AutosaveStore",
                                        "Cannot create an autosave session in %1.")
                .arg(QDir::toNativeSeparators(root_));
    return false;
}

bool AutosaveStore::write(const QList<AutosaveEntry>& entries, QString& error) {
    if (entries.isEmpty()) {
        discard();
        return true;
    }
    if (session_.isEmpty() && !openSession(error))
        return false;
    return FileIo::writeAtomically(QDir(session_).filePath(kIndex), toJson(entries), error);
}

void AutosaveStore::discard() {
    if (session_.isEmpty())
        return;
    // The index goes first, while the folder is still locked, so no starting instance ever
    // sees an unlocked folder with an index in it.
    QFile::remove(QDir(session_).filePath(kIndex));
    lock_.reset();
    QDir(session_).removeRecursively();
    session_.clear();
}

std::vector<AutosaveLeftover> AutosaveStore::takeLeftovers() {
    std::vector<AutosaveLeftover> leftovers;
    const QFileInfoList folders =
        QDir(root_).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Time | QDir::Reversed);
    for (const QFileInfo& folder : folders) {
        const QString directory = folder.absoluteFilePath();
        if (directory == QFileInfo(session_).absoluteFilePath())
            continue;
        std::unique_ptr<QLockFile> lock = tryLock(directory);
        if (!lock)
            continue; // a running instance's
        const QString index = QDir(directory).filePath(kIndex);
        if (!QFileInfo::exists(index)) {
            lock.reset();
            QDir(directory).removeRecursively(); // an empty session
            continue;
        }
        AutosaveLeftover leftover;
        leftover.directory = directory;
        leftover.lock = std::move(lock);
        QByteArray json;
        QString error;
        if (!FileIo::read(index, json, error, kMaxIndexBytes) || !fromJson(json, leftover.entries))
            continue; // unreadable: left alone for a person to look at
        if (leftover.entries.isEmpty()) {
            remove(leftover);
            continue;
        }
        leftovers.push_back(std::move(leftover));
    }
    return leftovers;
}

void AutosaveStore::remove(AutosaveLeftover& leftover) {
    QFile::remove(QDir(leftover.directory).filePath(kIndex));
    leftover.lock.reset();
    QDir(leftover.directory).removeRecursively();
    leftover.entries.clear();
}

QByteArray AutosaveStore::toJson(const QList<AutosaveEntry>& entries) {
    QJsonArray array;
    for (const AutosaveEntry& entry : entries) {
        array.append(QJsonObject{
            {QStringLiteral("path"), entry.path},
            {QStringLiteral("title"), entry.title},
            {QStringLiteral("kind"),
             entry.disassembly ? QStringLiteral("disassembly") : QStringLiteral("source")},
            {QStringLiteral("timestamp"), entry.timestamp.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("text"), entry.text},
        });
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), kVersion},
                           {QStringLiteral("entries"), array}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool AutosaveStore::fromJson(const QByteArray& json, QList<AutosaveEntry>& entries) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    const QJsonObject root = document.object();
    if (parseError.error != QJsonParseError::NoError ||
        root.value(QStringLiteral("format")).toString() != kFormat ||
        root.value(QStringLiteral("version")).toInt() != kVersion)
        return false;
    entries.clear();
    const QJsonArray array = root.value(QStringLiteral("entries")).toArray();
    for (const QJsonValue& value : array) {
        const QJsonObject object = value.toObject();
        AutosaveEntry entry;
        entry.path = object.value(QStringLiteral("path")).toString();
        entry.title = object.value(QStringLiteral("title")).toString();
        entry.disassembly =
            object.value(QStringLiteral("kind")).toString() == QLatin1String("disassembly");
        entry.text = object.value(QStringLiteral("text")).toString();
        entry.timestamp = QDateTime::fromString(
            object.value(QStringLiteral("timestamp")).toString(), Qt::ISODateWithMs);
        entries.append(entry);
    }
    return true;
}

} // namespace wave::widgets
