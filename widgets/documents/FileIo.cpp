#include "documents/FileIo.h"

#include "isa/Utf8.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <string_view>

namespace wave::widgets {

bool FileIo::read(const QString& path, QByteArray& bytes, QString& error) {
    const QString shown = QDir::toNativeSeparators(path);
    const QFileInfo info(path);
    if (info.isDir()) {
        error = tr("Cannot open %1: it is a folder.").arg(shown);
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = tr("Cannot open %1: %2").arg(shown, file.errorString());
        return false;
    }
    if (file.size() > kMaxFileBytes) {
        error = tr("Cannot open %1: the file is too large (%2 MiB; the limit is %3 MiB).")
                    .arg(shown)
                    .arg(file.size() / (1024 * 1024))
                    .arg(kMaxFileBytes / (1024 * 1024));
        return false;
    }
    bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        error = tr("Cannot read %1: %2").arg(shown, file.errorString());
        return false;
    }
    return true;
}

bool FileIo::writeAtomically(const QString& path, const QByteArray& bytes, QString& error) {
    // Unbuffered, so a failing write reports the system's reason (a buffered one only fails
    // in commit(), where Qt 6.4 has lost it).
    QSaveFile file(path);
    QString reason;
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        reason = file.errorString();
    } else {
        errno = 0;
        const qint64 written = file.write(bytes);
        // A short write (disk full, file size limit) is not an error to QFileDevice: the
        // reason is only in errno. QSaveFile would even commit the truncated file.
        if (written != bytes.size()) {
            const int code = errno;
            reason = file.error() != QFileDevice::NoError ? file.errorString()
                     : code != 0 ? QString::fromLocal8Bit(std::strerror(code))
                                 : tr("only %1 of %2 bytes could be written")
                                       .arg(std::max<qint64>(written, 0))
                                       .arg(bytes.size());
        } else if (file.commit()) {
            return true;
        } else {
            reason = file.errorString();
        }
    }
    error = tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), reason);
    file.cancelWriting();
    return false;
}

bool FileIo::decodeUtf8(const QString& path, const QByteArray& bytes, QString& text,
                        QString& error) {
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    for (std::size_t i = 0; i < view.size();) {
        const isa::Utf8::Sequence sequence = isa::Utf8::next(view, i);
        if (!sequence.valid) {
            error = tr("Cannot open %1: it is not UTF-8 text (invalid byte 0x%2 at offset %3).")
                        .arg(QDir::toNativeSeparators(path))
                        .arg(static_cast<unsigned char>(view[i]), 2, 16, QLatin1Char('0'))
                        .arg(i);
            return false;
        }
        i += sequence.length;
    }
    text = QString::fromUtf8(bytes);
    return true;
}

QString FileIo::canonical(const QString& path) {
    const QFileInfo info(path);
    const QString canonicalPath = info.canonicalFilePath();
    return canonicalPath.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : canonicalPath;
}

QByteArray FileIo::fingerprint(const QByteArray& bytes) {
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

} // namespace wave::widgets
