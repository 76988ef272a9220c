#pragma once
// An event filter that takes drags carrying local files (from a file manager) and reports the
// dropped paths; every other drag (text dragged inside an editor, say) passes through to the
// widget. Install it on a window and on editor viewports: the widget needs acceptDrops, which
// install() sets.

#include <QObject>
#include <QStringList>

class QMimeData;
class QWidget;

namespace wave::widgets {

class FileDropFilter : public QObject {
    Q_OBJECT
public:
    explicit FileDropFilter(QObject* parent = nullptr) : QObject(parent) {}

    void install(QWidget* widget);
    // The local files in a drag, in order; empty when there are none.
    static QStringList localFiles(const QMimeData* mime);

signals:
    void filesDropped(const QStringList& paths);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace wave::widgets
