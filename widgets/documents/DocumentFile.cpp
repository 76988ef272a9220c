#include "documents/DocumentFile.h"

#include "documents/FileIo.h"
#include "documents/WbinConversion.h"

#include <QDir>
#include <QFileInfo>

namespace wave::widgets {

namespace {

const QByteArray kByteOrderMark("\xEF\xBB\xBF");

// The buffer text of a file's bytes, by kind, without the byte order mark of a source.
bool bytesToText(Document::Kind kind, const QString& path, const QByteArray& bytes, QString& text,
                 QString& error) {
    if (kind == Document::Kind::BinaryDisassembly)
        return WbinConversion::disassemble(path, bytes, text, error);
    if (!FileIo::decodeUtf8(path, bytes, text, error))
        return false;
    if (bytes.startsWith(kByteOrderMark) && text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return true;
}

bool hasByteOrderMark(Document::Kind kind, const QByteArray& bytes) {
    return kind == Document::Kind::Source && bytes.startsWith(kByteOrderMark);
}

} // namespace

Document* DocumentFile::open(const QString& path, QString& error) {
    QByteArray bytes;
    if (!FileIo::read(path, bytes, error))
        return nullptr;
    const QFileInfo info(path);
    Document::Kind kind = Document::Kind::Source;
    if (WbinConversion::hasMagic(bytes)) {
        kind = Document::Kind::BinaryDisassembly;
    } else if (info.suffix().compare(QStringLiteral("wbin"), Qt::CaseInsensitive) == 0) {
        error = tr("Cannot open %1: it is not a WAVE binary (it does not start with the "
                   "\u201cWAVE\u201d magic).")
                    .arg(QDir::toNativeSeparators(path));
        return nullptr;
    }
    QString text;
    if (!bytesToText(kind, path, bytes, text, error))
        return nullptr;
    auto* document = new Document(kind, info.absoluteFilePath(), QString());
    document->setByteOrderMark(hasByteOrderMark(kind, bytes));
    document->setText(text, false, true);
    document->setDiskFingerprint(FileIo::fingerprint(bytes));
    return document;
}

bool DocumentFile::load(Document* document, const QString& path, QString& error) {
    QByteArray bytes;
    QString text;
    if (!FileIo::read(path, bytes, error) ||
        !bytesToText(document->kind(), path, bytes, text, error))
        return false;
    document->setByteOrderMark(hasByteOrderMark(document->kind(), bytes));
    document->setText(text, false, false);
    document->setDiskFingerprint(FileIo::fingerprint(bytes));
    return true;
}

bool DocumentFile::write(Document* document, const QString& path, QString& error) {
    const QByteArray bytes =
        (document->byteOrderMark() ? kByteOrderMark : QByteArray()) + document->text().toUtf8();
    if (!FileIo::writeAtomically(path, bytes, error))
        return false;
    // Before the event loop delivers the watcher's notice of this very write.
    document->setDiskFingerprint(FileIo::fingerprint(bytes));
    return true;
}

void DocumentFile::adoptFingerprint(Document* document) {
    QByteArray bytes;
    QString error;
    if (!document->isUntitled() && FileIo::read(document->path(), bytes, error))
        document->setDiskFingerprint(FileIo::fingerprint(bytes));
}

void DocumentFile::adoptDiskState(Document* document) {
    QByteArray bytes;
    QString error;
    if (document->isUntitled() || !FileIo::read(document->path(), bytes, error))
        return;
    document->setDiskFingerprint(FileIo::fingerprint(bytes));
    document->setByteOrderMark(hasByteOrderMark(document->kind(), bytes));
}

} // namespace wave::widgets
