#include "documents/FileChangedBar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace wave::widgets {

FileChangedBar::FileChangedBar(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("FileChangedBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);

    label_ = new QLabel;
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::PlainText);
    reload_ = new QPushButton(tr("Reload"));
    keep_ = new QPushButton(tr("Keep mine"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(label_, 1);
    layout->addWidget(reload_);
    layout->addWidget(keep_);

    connect(reload_, &QPushButton::clicked, this, &FileChangedBar::reloadRequested);
    connect(keep_, &QPushButton::clicked, this, &FileChangedBar::keepRequested);
    hide();
}

void FileChangedBar::showChange(const QString& fileName, Change change, bool conflict) {
    if (change == Change::Deleted) {
        label_->setText(conflict ? tr("%1 was deleted on disk. Your unsaved edits are only in "
                                      "this buffer: save them to keep them.")
                                       .arg(fileName)
                                 : tr("%1 was deleted on disk.").arg(fileName));
    } else {
        label_->setText(conflict ? tr("%1 changed on disk, and this buffer has unsaved edits. "
                                      "Reloading discards your edits.")
                                       .arg(fileName)
                                 : tr("%1 changed on disk.").arg(fileName));
    }
    reload_->setVisible(change == Change::Modified);
    reload_->setText(conflict ? tr("Reload (discard mine)") : tr("Reload"));
    show();
}

QString FileChangedBar::message() const {
    return label_->text();
}

} // namespace wave::widgets
