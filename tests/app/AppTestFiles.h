#pragma once
// Files for the end-to-end tests of tests/app: a small kernel that assembles, and whole-file
// writes and reads that report failure as an empty result (the tests compare what they get).

#include <QApplication>
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

namespace wave::apptest {

inline const char* const kKernel = ".kernel k\n"
                                   ".registers 4\n"
                                   "    mov r0, sr_lane_id\n"
                                   "    iadd r1, r0, r0\n"
                                   "    halt\n"
                                   ".end\n";

// `path`, or an empty string when the file could not be written whole.
inline QString writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        return {};
    return path;
}

inline QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs the Qt Test object `Test` with its settings and data in a throwaway home, never the
// user's (MainWindow reads and writes QSettings: layouts, Break at Entry, recent files).
template <typename Test>
int runWithThrowawayHome(int argc, char* argv[]) {
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("WAVE"));
    QApplication::setApplicationName(QStringLiteral("WAVE Studio tests"));
    Test test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace wave::apptest
