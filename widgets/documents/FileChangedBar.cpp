#include "documents/FileChangedBar.h"

#include <QPushButton>

namespace wave::widgets {

FileChangedBar::FileChangedBar(QWidget* parent) : NoticeBar(parent) {
    setObjectName(QStringLiteral("FileChangedBar"));
    reload_ = addButton(tr("Reload"));
    keep_ = addButton(tr("Keep mine"));
    connect(reload_, &QPushButton::clicked, this, &FileChangedBar::reloadRequested);
    connect(keep_, &QPushButton::clicked, this, &FileChangedBar::keepRequested);
}

void FileChangedBar::showChange(const QString& fileName, Change change, bool conflict) {
    if (change == Change::Deleted) {
        setMessage(conflict ? tr("%1 was deleted on disk. Your unsaved edits are only in "
                                 "this buffer: save them to keep them.")
                                  .arg(fileName)
                            : tr("%1 was deleted on disk.").arg(fileName));
    } else {
        setMessage(conflict ? tr("%1 changed on disk, and this buffer has unsaved edits. "
                                 "Reloading discards your edits.")
                                  .arg(fileName)
                            : tr("%1 changed on disk.").arg(fileName));
    }
    reload_->setVisible(change == Change::Modified);
    reload_->setText(conflict ? tr("Reload (discard mine)") : tr("Reload"));
    show();
}

} // namespace wave::widgets
