#include "workbench/DockTitleBar.h"

#include "workbench/ScaledFont.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QStyle>
#include <QToolButton>

#include <cmath>

namespace wave::widgets {

DockTitleBar::DockTitleBar(QDockWidget* dock, MenuFiller fill)
    : QWidget(dock), dock_(dock), fill_(std::move(fill)) {
    setObjectName(QStringLiteral("DockTitleBar"));
    title_ = new QLabel(dock->windowTitle(), this);
    title_->setTextFormat(Qt::PlainText);

    menu_ = new QMenu(this);
    connect(menu_, &QMenu::aboutToShow, this, [this] {
        menu_->clear();
        fill_(menu_);
    });
    menuButton_ = new QToolButton(this);
    menuButton_->setObjectName(QStringLiteral("DockMenuButton"));
    menuButton_->setText(QStringLiteral("\u22ee")); // vertical ellipsis
    menuButton_->setToolTip(tr("Export and view options"));
    menuButton_->setAutoRaise(true);
    menuButton_->setPopupMode(QToolButton::InstantPopup);
    menuButton_->setMenu(menu_);

    floatButton_ = new QToolButton(this);
    floatButton_->setAutoRaise(true);
    floatButton_->setToolTip(tr("Float or dock"));
    connect(floatButton_, &QToolButton::clicked, this,
            [this] { dock_->setFloating(!dock_->isFloating()); });
    closeButton_ = new QToolButton(this);
    closeButton_->setAutoRaise(true);
    closeButton_->setToolTip(tr("Close"));
    connect(closeButton_, &QToolButton::clicked, dock_, &QDockWidget::close);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 1, 2, 1);
    layout->setSpacing(0);
    // The note takes what the title leaves; the title keeps its width.
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("DockNote"));
    note_->setTextFormat(Qt::PlainText);
    note_->setMinimumWidth(1); // below its text's width: cut rather than widen the dock
    note_->hide();
    layout->addWidget(title_);
    layout->addSpacing(6);
    layout->addWidget(note_);
    layout->addStretch(1);
    layout->addWidget(menuButton_);
    layout->addWidget(floatButton_);
    layout->addWidget(closeButton_);

    connect(dock, &QDockWidget::windowTitleChanged, title_, &QLabel::setText);
    connect(dock, &QDockWidget::featuresChanged, this, &DockTitleBar::updateButtons);
    connect(dock, &QDockWidget::topLevelChanged, this, &DockTitleBar::updateButtons);
    setScale(1.0);
}

QMenu* DockTitleBar::menu() {
    menu_->clear();
    fill_(menu_);
    return menu_;
}

void DockTitleBar::setScale(double scale) {
    scale_ = scale;
    // The application's font at scale 1, so that repeated calls do not compound.
    const QFont f = scaledApplicationFont(this, scale, true);
    title_->setFont(f);
    note_->setFont(f);
    menuButton_->setFont(f);
    updateButtons();
}

void DockTitleBar::setNote(const QString& note, const QString& toolTip) {
    note_->setText(note.isEmpty() ? QString() : QStringLiteral("\u26a0 ") + note);
    note_->setToolTip(toolTip);
    note_->setVisible(!note.isEmpty());
    updateNoteColor();
}

QString DockTitleBar::note() const {
    return note_->isVisible() ? note_->text() : QString();
}

// A warning colour that reads on the title bar's background (light or dark).
void DockTitleBar::updateNoteColor() {
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    QPalette p = note_->palette();
    p.setColor(QPalette::WindowText, dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0xb2, 0x4a, 0x00));
    note_->setPalette(p);
}

void DockTitleBar::updateButtons() {
    const QDockWidget::DockWidgetFeatures f = dock_->features();
    floatButton_->setVisible(f.testFlag(QDockWidget::DockWidgetFloatable));
    closeButton_->setVisible(f.testFlag(QDockWidget::DockWidgetClosable));
    floatButton_->setIcon(style()->standardIcon(QStyle::SP_TitleBarNormalButton, nullptr, dock_));
    closeButton_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton, nullptr, dock_));
    const int icon = int(std::lround(12 * scale_));
    floatButton_->setIconSize(QSize(icon, icon));
    closeButton_->setIconSize(QSize(icon, icon));
}

void DockTitleBar::contextMenuEvent(QContextMenuEvent* event) {
    menu();
    menu_->popup(event->globalPos());
    event->accept();
}

void DockTitleBar::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::StyleChange)
        updateButtons();
    if (event->type() == QEvent::PaletteChange)
        updateNoteColor();
}

} // namespace wave::widgets
