#pragma once
// Notices when another program changes or deletes the file behind a document. Watches each
// file and its folder (editors that save by renaming replace the file, which ends a plain file
// watch), waits kSettleMs for a burst of notifications to end, then compares the file's
// contents with the fingerprint the document recorded when it last loaded or saved it: our own
// saves match and are ignored, and one change is reported once. GUI thread only.

#include "documents/FileChangedBar.h"

#include <QFileSystemWatcher>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace wave::widgets {

class Document;

class DiskWatcher : public QObject {
    Q_OBJECT
public:
    static constexpr int kSettleMs = 200;

    explicit DiskWatcher(QObject* parent = nullptr);

    // Starts (or, after a rename, moves) the watch of the document's file. Untitled buffers
    // are ignored until they get a path.
    void watch(Document* document);
    void unwatch(Document* document);
    // Compares every watched file with its document now (normally done on notifications).
    void checkNow();

signals:
    void changedOnDisk(wave::widgets::Document* document,
                       wave::widgets::FileChangedBar::Change change);

private:
    void updateWatches();

    QFileSystemWatcher watcher_;
    QTimer settle_;
    QList<QPointer<Document>> documents_;
    // What was last reported per document (a fingerprint, or kDeleted), so one change is
    // reported once however many notifications it causes.
    QHash<const Document*, QByteArray> reported_;
};

} // namespace wave::widgets
