#pragma once
// Saving what a debugger dock shows: PNG and SVG of the view (whole, also where it scrolls),
// CSV of its table or memory range (the selection where there is one), Chrome trace JSON of
// the recorded timeline. Each dock is added with what it can give; the dock's title-bar menu
// offers exactly those formats. GUI thread only.

#include "session/SessionController.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>
#include <vector>

class QAbstractItemView;
class QDockWidget;
class QMenu;
class QWidget;

namespace wave::widgets {

class DockExporter : public QObject {
    Q_OBJECT
public:
    enum class Format { Png, Svg, Csv, ChromeTrace };

    // What a dock can be saved as, besides the picture every dock has.
    struct Source {
        // The dock's table as CSV; null: no CSV. A reason in `error` (and no text) when there
        // is nothing to export now.
        std::function<QString(QString* error)> csv;
        // The CSV entry of the menu; empty: "Save as CSV…".
        QString csvAction;
        // The session's recorded timeline as a Chrome trace.
        bool chromeTrace = false;
    };

    // `window` parents the file dialogs; it and `controller` must outlive this object.
    DockExporter(QWidget* window, SessionController* controller, QObject* parent = nullptr);

    // Adding a dock again replaces what it can give.
    void add(QDockWidget* dock, Source source);

    QList<Format> formats(const QDockWidget* dock) const;
    // False with the reason in `error` for a dock that was not added, a format it does not
    // offer, nothing to export, or a file that cannot be written.
    bool exportDock(const QDockWidget* dock, Format format, const QString& path,
                    QString* error = nullptr);
    // The dock's export actions (each asks for a file name), added to `menu`.
    void fillMenu(QDockWidget* dock, QMenu* menu);

    // A table's rows as CSV: the selected rows, or every row.
    static QString tableCsv(const QAbstractItemView* view, bool rowHeaders);

private:
    struct Entry {
        QDockWidget* dock;
        Source source;
    };
    const Entry* entry(const QDockWidget* dock) const;
    void exportWithDialog(QDockWidget* dock, Format format);
    static QString actionText(Format format);

    QWidget* window_;
    SessionController* controller_;
    std::vector<Entry> entries_;
};

} // namespace wave::widgets
