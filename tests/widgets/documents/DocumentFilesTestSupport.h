#pragma once
// Small file helpers for the document tests.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>

inline QString writeBytes(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

inline QByteArray readBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

inline QString goldenAsm(const QString& name) {
    return QDir(QStringLiteral(WAVE_TEST_DATA "/golden/asm")).filePath(name);
}

// A valid kernel (the golden double_it.wave), read once.
inline const QByteArray& doubleIt() {
    static const QByteArray text = readBytes(goldenAsm(QStringLiteral("double_it.wave")));
    return text;
}
