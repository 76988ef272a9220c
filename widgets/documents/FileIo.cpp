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
#include <fcntl.h>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

namespace wave::widgets {

namespace {

QString kindOf(mode_t mode) {
    if (S_ISFIFO(mode))
        return FileIo::tr("a named pipe (FIFO)");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return FileIo::tr("a device");
    if (S_ISSOCK(mode))
        return FileIo::tr("a socket");
    return QString();
}

QString systemError(int code) {
    return QString::fromLocal8Bit(std::strerror(code));
}

} // namespace

QString FileIo::specialFileKind(const QString& path) {
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return QString();
    return kindOf(st.st_mode);
}

bool FileIo::read(const QString& path, QByteArray& bytes, QString& error, qint64 maxBytes) {
    const QString shown = QDir::toNativeSeparators(path);
    // Qt resources (":/examples/...", as QFile names them) live in the program's memory:
    // nothing to wait for, and their size is known.
    if (path.startsWith(QLatin1Char(':'))) {
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly)) {
            error = tr("Cannot open %1: %2").arg(shown, resource.errorString());
            return false;
        }
        bytes = resource.readAll();
        return true;
    }
    // Non-blocking, so that opening a named pipe returns at once instead of waiting for a
    // writer; fstat then tells what was opened, without a window for a swap between the two.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        error = tr("Cannot open %1: %2").arg(shown, systemError(errno));
        return false;
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        error = tr("Cannot open %1: %2").arg(shown, file.errorString());
        return false;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        error = tr("Cannot open %1: %2").arg(shown, systemError(errno));
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        error = tr("Cannot open %1: it is a folder.").arg(shown);
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        error = tr("Cannot open %1: it is %2, not a regular file.").arg(shown, kindOf(st.st_mode));
        return false;
    }
    const auto tooLarge = [&](qint64 size) {
        error = tr("Cannot open %1: the file is too large (%2 MiB; the limit is %3 MiB).")
                    .arg(shown)
                    .arg(size / (1024 * 1024))
                    .arg(maxBytes / (1024 * 1024));
        return false;
    };
    if (st.st_size > maxBytes)
        return tooLarge(st.st_size);
    // Regular files ignore O_NONBLOCK; cleared anyway so that reads behave as documented.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    // One byte more than the limit: a file that grew since fstat is still refused, not cut.
    bytes = file.read(maxBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        error = tr("Cannot read %1: %2").arg(shown, file.errorString());
        bytes.clear();
        return false;
    }
    if (bytes.size() > maxBytes) {
        bytes.clear();
        return tooLarge(maxBytes + 1);
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
        if (view[i] == '\0') {
            error = tr("Cannot open %1: it contains a NUL byte at offset %2, so it is not WAVE "
                       "source text. The file was not opened and is unchanged.")
                        .arg(QDir::toNativeSeparators(path))
                        .arg(i);
            return false;
        }
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
