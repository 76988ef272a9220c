#pragma once
// Reading and writing the files behind documents. Every failure comes back as a sentence that
// names the file and the operating system's reason; writes are atomic (QSaveFile: a temporary
// file renamed over the target), so a failed save never leaves a truncated file behind.

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

    static bool read(const QString& path, QByteArray& bytes, QString& error);
    static bool writeAtomically(const QString& path, const QByteArray& bytes, QString& error);

    // UTF-8 text without invalid sequences (the assembler's input rule). On failure names the
    // byte offset of the first bad sequence.
    static bool decodeUtf8(const QString& path, const QByteArray& bytes, QString& text,
                           QString& error);

    // A stable identity for "the same file": the canonical path when the file exists, the
    // cleaned absolute path otherwise.
    static QString canonical(const QString& path);
    // A fingerprint of file contents, to tell our own writes from other programs' changes.
    static QByteArray fingerprint(const QByteArray& bytes);
};

} // namespace wave::widgets
