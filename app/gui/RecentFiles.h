#pragma once
// The Recent Files list, newest first, at most kMax entries, kept in QSettings (key
// "files/recent") so every instance and the next session see it.

#include <QObject>
#include <QStringList>

namespace wave::studio {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int kMax = 10;

    explicit RecentFiles(QObject* parent = nullptr) : QObject(parent) {}

    QStringList files() const;
    // Moves `path` (made absolute) to the top.
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

signals:
    void changed();

private:
    void store(const QStringList& files);
};

} // namespace wave::studio
