#include "RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace wave::studio {

namespace {

const QString kKey = QStringLiteral("files/recent");

QString absolute(const QString& path) {
    return QFileInfo(path).absoluteFilePath();
}

} // namespace

QStringList RecentFiles::files() const {
    QStringList files = QSettings().value(kKey).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    if (files.size() > kMax)
        files.resize(kMax);
    return files;
}

void RecentFiles::add(const QString& path) {
    QStringList list = files();
    list.removeAll(absolute(path));
    list.prepend(absolute(path));
    store(list);
}

void RecentFiles::remove(const QString& path) {
    QStringList list = files();
    if (list.removeAll(absolute(path)) > 0)
        store(list);
}

void RecentFiles::clear() {
    store({});
}

void RecentFiles::store(const QStringList& files) {
    QStringList list = files;
    if (list.size() > kMax)
        list.resize(kMax);
    QSettings().setValue(kKey, list);
    emit changed();
}

} // namespace wave::studio
