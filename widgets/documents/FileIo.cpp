#include "documents/FileIo.h"

#include "io/AtomicFileWriter.h"
#include "io/FileReader.h"
#include "isa/Utf8.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

namespace wave::widgets {

namespace {

QString kindText(io::FileReader::Kind kind) {
    switch (kind) {
    case io::FileReader::Kind::NamedPipe:
        return FileIo::tr("a named pipe (FIFO)");
    case io::FileReader::Kind::Device:
        return FileIo::tr("a device");
    case io::FileReader::Kind::Socket:
        return FileIo::tr("a socket");
    case io::FileReader::Kind::Other:
        return FileIo::tr("a special file");
    case io::FileReader::Kind::Regular:
    case io::FileReader::Kind::Directory:
        break;
    }
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
    return kindText(io::FileReader::kindOf(st.st_mode));
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
    // The core's rule for every reader: opened without blocking (a named pipe with no writer),
    // regular files only.
    io::FileReader::Kind kind = io::FileReader::Kind::Other;
    std::uint64_t size = 0;
    int errnum = 0;
    const int fd =
        io::FileReader::openRegular(QFile::encodeName(path).toStdString(), kind, size, errnum);
    if (fd < 0) {
        if (errnum != 0)
            error = tr("Cannot open %1: %2").arg(shown, systemError(errnum));
        else if (kind == io::FileReader::Kind::Directory)
            error = tr("Cannot open %1: it is a folder.").arg(shown);
        else
            error = tr("Cannot open %1: it is %2, not a regular file.").arg(shown, kindText(kind));
        return false;
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        error = tr("Cannot open %1: %2").arg(shown, file.errorString());
        return false;
    }
    const auto tooLarge = [&](qint64 fileBytes) {
        error = tr("Cannot open %1: the file is too large (%2 MiB; the limit is %3 MiB).")
                    .arg(shown)
                    .arg(fileBytes / (1024 * 1024))
                    .arg(maxBytes / (1024 * 1024));
        return false;
    };
    if (size > static_cast<std::uint64_t>(maxBytes))
        return tooLarge(static_cast<qint64>(size));
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
    // The tools' writer, so that the IDE follows the same rules: a regular file is replaced
    // atomically and every byte is checked (a full disk leaves the old file as it was), a
    // symbolic link is written through, and a device or named pipe is written in place, never
    // replaced by a regular file (as root, that would destroy /dev/null).
    std::string why;
    const std::string_view data(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    if (io::AtomicFileWriter::write(QFile::encodeName(path).toStdString(), data, why))
        return true;
    error = tr("Cannot save %1: %2")
                .arg(QDir::toNativeSeparators(path), QString::fromLocal8Bit(why.c_str()));
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
