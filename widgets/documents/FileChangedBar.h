#pragma once
// The bar at the top of a document tab that reports a change made to its file by another
// program, without a modal dialog: "file.wave changed on disk. [Reload] [Keep mine]". When the
// buffer has unsaved edits the same bar warns of the conflict; when the file was deleted only
// "Keep mine" is offered. GUI thread only.

#include "documents/NoticeBar.h"

class QPushButton;

namespace wave::widgets {

class FileChangedBar : public NoticeBar {
    Q_OBJECT
public:
    enum class Change { Modified, Deleted };

    explicit FileChangedBar(QWidget* parent = nullptr);

    // Shows the bar for `fileName`; `conflict` when the buffer has unsaved edits of its own.
    void showChange(const QString& fileName, Change change, bool conflict);

    QPushButton* reloadButton() const { return reload_; }
    QPushButton* keepButton() const { return keep_; }

signals:
    void reloadRequested();
    void keepRequested();

private:
    QPushButton* reload_ = nullptr;
    QPushButton* keep_ = nullptr;
};

} // namespace wave::widgets
