#include "documents/DiskWatcher.h"

#include "documents/Document.h"
#include "documents/FileIo.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace wave::widgets {

namespace {

const QByteArray kDeleted = QByteArrayLiteral("<deleted>");

} // namespace

DiskWatcher::DiskWatcher(QObject* parent) : QObject(parent) {
    settle_.setSingleShot(true);
    settle_.setInterval(kSettleMs);
    connect(&settle_, &QTimer::timeout, this, &DiskWatcher::checkNow);
    auto schedule = [this] { settle_.start(); };
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, schedule);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, schedule);
}

void DiskWatcher::watch(Document* document) {
    if (!documents_.contains(document))
        documents_.append(document);
    reported_.remove(document);
    updateWatches();
}

void DiskWatcher::unwatch(Document* document) {
    documents_.removeAll(document);
    reported_.remove(document);
    updateWatches();
}

// The watched set is recomputed from the documents each time: files come and go (a rename-save
// drops the watch), documents close or change path.
void DiskWatcher::updateWatches() {
    documents_.removeAll(nullptr);
    QSet<QString> wanted;
    for (const QPointer<Document>& document : std::as_const(documents_)) {
        if (document->isUntitled())
            continue;
        const QFileInfo info(document->path());
        if (info.exists())
            wanted.insert(info.absoluteFilePath());
        if (info.absoluteDir().exists())
            wanted.insert(info.absolutePath());
    }
    QStringList watched = watcher_.files() + watcher_.directories();
    QStringList stale;
    for (const QString& path : std::as_const(watched))
        if (!wanted.contains(path))
            stale.append(path);
    if (!stale.isEmpty())
        watcher_.removePaths(stale);
    QStringList missing;
    for (const QString& path : std::as_const(wanted))
        if (!watched.contains(path))
            missing.append(path);
    if (!missing.isEmpty())
        watcher_.addPaths(missing);
}

void DiskWatcher::checkNow() {
    settle_.stop();
    updateWatches();
    const QList<QPointer<Document>> documents = documents_;
    for (const QPointer<Document>& document : documents) {
        if (!document || document->isUntitled())
            continue;
        const QString& path = document->path();
        QByteArray now;
        if (!QFileInfo::exists(path)) {
            now = kDeleted;
        } else {
            QByteArray bytes;
            QString error;
            if (!FileIo::read(path, bytes, error))
                continue; // unreadable for a moment (being written): the next notice decides
            now = FileIo::fingerprint(bytes);
        }
        if (now == document->diskFingerprint()) {
            reported_.remove(document);
            continue;
        }
        if (reported_.value(document) == now)
            continue;
        reported_.insert(document, now);
        emit changedOnDisk(document, now == kDeleted ? FileChangedBar::Change::Deleted
                                                     : FileChangedBar::Change::Modified);
    }
}

} // namespace wave::widgets
