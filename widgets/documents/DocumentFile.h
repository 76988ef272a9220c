#pragma once
// A Document's file on disk: its bytes in and out. A source is UTF-8 text whose byte order
// mark is kept apart and written back as it was found; a file that starts with the .wbin
// magic is a binary shown as reassemblable disassembly. Every function records the file's
// fingerprint, so the disk watcher can tell our own writes from other programs'. Errors name
// the file. No prompts, no tabs: DocumentTabs decides what to open, save and ask.

#include "documents/Document.h"

#include <QCoreApplication>
#include <QString>

namespace wave::widgets {

class DocumentFile {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::DocumentFile)
public:
    // A new Document holding the file at `path`; null with the reason in `error`.
    static Document* open(const QString& path, QString& error);
    // Replaces `document`'s text with the file at `path` (undoable).
    static bool load(Document* document, const QString& path, QString& error);
    // Writes the buffer (with its byte order mark) to `path` atomically.
    static bool write(Document* document, const QString& path, QString& error);
    // The fingerprint of `document`'s file as it is on disk now, when it can be read (a change
    // on disk the user chose to ignore); adoptDiskState also takes the file's byte order mark
    // (a buffer recovered from an autosave).
    static void adoptFingerprint(Document* document);
    static void adoptDiskState(Document* document);
};

} // namespace wave::widgets
