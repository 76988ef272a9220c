#include "examples/ExampleCopies.h"

#include "documents/FileIo.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace wave::widgets {

namespace {

enum class FileState : quint8 { Missing, Same, Different };

FileState compare(const QString& path, const QByteArray& shipped) {
    if (!QFileInfo::exists(path))
        return FileState::Missing;
    QByteArray bytes;
    QString ignored;
    // A copy that cannot be read is treated as the user's: never written over unasked.
    if (!FileIo::read(path, bytes, ignored))
        return FileState::Different;
    return bytes == shipped ? FileState::Same : FileState::Different;
}

} // namespace

QString ExampleCopies::defaultRoot() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QCoreApplication::applicationName() + QStringLiteral("/examples"));
}

QString ExampleCopies::legacyRoot() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/examples");
}

ExampleCopies::ExampleCopies(const QString& root) : root_(QDir::cleanPath(root)) {
    // The user's copies (some edited) follow the folder's move; if the move fails they stay
    // where they were, and the shipped kernels are copied afresh on Open.
    const QString legacy = QDir::cleanPath(legacyRoot());
    if (root_ == QDir::cleanPath(defaultRoot()) && legacy != root_ && !QFileInfo::exists(root_) &&
        QFileInfo(legacy).isDir() && QDir().mkpath(QFileInfo(root_).path()))
        QDir().rename(legacy, root_);
}

QString ExampleCopies::sourcePath(const Example& example) const {
    return QDir(root_).filePath(example.sourceFileName());
}

QString ExampleCopies::argumentsPath(const Example& example) const {
    return QDir(root_).filePath(example.argumentsFileName());
}

ExampleCopies::State ExampleCopies::state(const Example& example) const {
    const FileState source = compare(sourcePath(example), example.source);
    const FileState arguments = compare(argumentsPath(example), example.arguments);
    if (source == FileState::Different || arguments == FileState::Different)
        return State::Edited;
    if (source == FileState::Missing || arguments == FileState::Missing)
        return State::Missing;
    return State::Original;
}

bool ExampleCopies::ensureRoot(QString& error) const {
    if (QDir().mkpath(root_))
        return true;
    error =
        tr("%1: cannot create the folder for the examples").arg(QDir::toNativeSeparators(root_));
    return false;
}

QString ExampleCopies::prepare(const Example& example, QString& error) const {
    if (!example.isValid()) {
        error = example.error;
        return QString();
    }
    if (!ensureRoot(error))
        return QString();
    const std::pair<QString, const QByteArray*> files[] = {
        {sourcePath(example), &example.source}, {argumentsPath(example), &example.arguments}};
    for (const auto& [path, shipped] : files)
        if (!QFileInfo::exists(path) && !FileIo::writeAtomically(path, *shipped, error))
            return QString();
    return sourcePath(example);
}

bool ExampleCopies::restore(const Example& example, QString& error) const {
    if (!example.isValid()) {
        error = example.error;
        return false;
    }
    if (!ensureRoot(error))
        return false;
    return FileIo::writeAtomically(sourcePath(example), example.source, error) &&
           FileIo::writeAtomically(argumentsPath(example), example.arguments, error);
}

} // namespace wave::widgets
