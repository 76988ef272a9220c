#pragma once
// Reading and writing the files of the IDE: documents, sessions, autosaves and exports. Every
// failure comes back as a sentence that names the file and the operating system's reason.
//
// Reads are bounded and never block: only regular files are read (a named pipe would block
// the GUI thread until a writer comes, a device such as /dev/zero never ends), up to a size
// limit (io::FileReader's rule). Writes go through the tools' writer (io::AtomicFileWriter): a
// regular file is replaced atomically (a temporary file renamed over it), a symbolic link is
// written through, a device or named pipe is written in place and never replaced, and every byte is
// checked, so a failed write (disk full, quota, read-only folder) is reported and leaves the old
// file as it was.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace wave::widgets {

class FileIo {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::FileIo)
public:
    // Larger files are refused: a WAVE source or binary is never this big, and reading one would
    // only freeze the editor.
    static constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;

    // The whole of a regular file of at most `maxBytes`. Folders, named pipes, devices and
    // sockets are refused without waiting on them.
    static bool read(const QString& path, QByteArray& bytes, QString& error,
                     qint64 maxBytes = kMaxFileBytes);
    static bool writeAtomically(const QString& path, const QByteArray& bytes, QString& error);

    // What `path` is when it exists and is neither a regular file nor a folder ("a named pipe
    // (FIFO)", "a device", "a socket"), for a sentence; empty otherwise. Only looks (stat): for
    // files other code is about to open, which would block on a pipe or never end on a device.
    static QString specialFileKind(const QString& path);

    // Source text: UTF-8 without invalid sequences (the assembler's input rule) and without NUL
    // bytes (the editor's buffer ends at a NUL, so saving would cut the file there). On failure
    // names the byte offset of the first bad byte; the caller then opens nothing.
    static bool decodeUtf8(const QString& path, const QByteArray& bytes, QString& text,
                           QString& error);

    // A stable identity for "the same file": the canonical path when the file exists, the
    // cleaned absolute path otherwise.
    static QString canonical(const QString& path);
    // A fingerprint of file contents, to tell our own writes from other programs' changes.
    static QByteArray fingerprint(const QByteArray& bytes);
};

} // namespace wave::widgets
