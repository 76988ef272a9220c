#pragma once
// Where unsaved buffers are kept so that a crash or a kill loses at most a few seconds of work.
//
// Layout: <root>/<session>/ per running instance, holding `lock` (a QLockFile with the owner's
// PID) and `index.json`:
//   {"format": "wave-studio-autosave", "version": 1,
//    "entries": [{"path": "/abs/k.wave" or "", "title": "k.wave" or "untitled 2",
//                 "kind": "source" | "disassembly", "timestamp": "<ISO 8601 UTC>",
//                 "text": "<the buffer>"}]}
// index.json is written atomically (QSaveFile), so it is always a complete earlier or later
// version. A session folder whose lock can be taken belongs to an instance that is gone (it
// crashed, was killed, or was destroyed without a clean close): a leftover to offer back. A
// clean close removes the instance's own folder. The folder is created on the first write, so
// an instance with nothing unsaved leaves nothing behind.

#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>

#include <memory>
#include <vector>

namespace wave::widgets {

struct AutosaveEntry {
    QString path;  // the file the buffer belongs to; empty for an untitled buffer
    QString title; // what the tab showed
    bool disassembly = false;
    QString text;
    QDateTime timestamp;
};

// A leftover session, locked while this object lives so no other instance takes it too.
struct AutosaveLeftover {
    QString directory;
    QList<AutosaveEntry> entries;
    std::unique_ptr<QLockFile> lock;
};

class AutosaveStore {
public:
    // QStandardPaths::AppDataLocation + "/autosave".
    static QString defaultRoot();

    explicit AutosaveStore(QString root = defaultRoot());
    ~AutosaveStore();
    AutosaveStore(const AutosaveStore&) = delete;
    AutosaveStore& operator=(const AutosaveStore&) = delete;

    const QString& root() const { return root_; }
    // This instance's folder; empty until the first write.
    const QString& sessionDirectory() const { return session_; }

    // Replaces the saved set with `entries` (an empty list removes the session folder).
    bool write(const QList<AutosaveEntry>& entries, QString& error);
    // The clean close: removes this instance's folder.
    void discard();

    // Every leftover session of other instances, oldest first, each locked. Folders that hold
    // no readable entry are removed on the way.
    std::vector<AutosaveLeftover> takeLeftovers();
    // Deletes a leftover (after recovering or discarding it).
    static void remove(AutosaveLeftover& leftover);

    static QByteArray toJson(const QList<AutosaveEntry>& entries);
    static bool fromJson(const QByteArray& json, QList<AutosaveEntry>& entries);

private:
    bool openSession(QString& error);

    QString root_;
    QString session_;
    std::unique_ptr<QLockFile> lock_;
};

} // namespace wave::widgets
