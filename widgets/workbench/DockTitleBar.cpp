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
    layout->addWidget(title_, 1);
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
    menuButton_->setFont(f);
    updateButtons();
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
}

} // namespace wave::widgets
