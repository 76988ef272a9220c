#include "AppearanceActions.h"

#include "AppTheme.h"
#include "StudioIds.h"
#include "documents/DocumentTabs.h"
#include "workbench/WindowRegistry.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFontDialog>
#include <QMenu>
#include <QSettings>

#include <algorithm>
#include <cmath>

namespace wave::studio {

namespace {

const QString kThemeKey = QStringLiteral("appearance/theme");
const QString kFontKey = QStringLiteral("editor/font");
const QString kZoomKey = QStringLiteral("editor/zoom");

// `main` and the platform's standard keys for the same command, without duplicates (two equal
// sequences on one action are an ambiguous shortcut, and neither fires).
QList<QKeySequence> shortcuts(const QKeySequence& main, QKeySequence::StandardKey standard) {
    QList<QKeySequence> keys{main};
    for (const QKeySequence& key : QKeySequence::keyBindings(standard))
        if (!keys.contains(key))
            keys.append(key);
    return keys;
}

} // namespace

AppearanceActions::AppearanceActions(QWidget* window, widgets::DocumentTabs* tabs)
    : QObject(window), window_(window), tabs_(tabs) {
    connect(tabs_, &widgets::DocumentTabs::zoomChanged, this, [this](int zoom) {
        if (!presenting_)
            QSettings().setValue(kZoomKey, zoom);
    });
}

void AppearanceActions::populateMenu(QMenu* menu) {
    widgets::WindowRegistry* registry = widgets::WindowRegistry::of(window_);
    QAction* zoomIn = menu->addAction(tr("Zoom &In"));
    registry->add(StudioIds::ZoomIn, zoomIn);
    zoomIn->setShortcuts(shortcuts(QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn));
    connect(zoomIn, &QAction::triggered, tabs_, [this] { tabs_->setZoom(tabs_->zoom() + 1); });

    QAction* zoomOut = menu->addAction(tr("Zoom &Out"));
    registry->add(StudioIds::ZoomOut, zoomOut);
    zoomOut->setShortcuts(shortcuts(QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence::ZoomOut));
    connect(zoomOut, &QAction::triggered, tabs_, [this] { tabs_->setZoom(tabs_->zoom() - 1); });

    QAction* reset = menu->addAction(tr("&Reset Zoom"));
    registry->add(StudioIds::ResetZoom, reset);
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(reset, &QAction::triggered, tabs_, [this] { tabs_->setZoom(0); });

    QAction* font = menu->addAction(tr("Editor &Font…"));
    registry->add(StudioIds::EditorFont, font);
    connect(font, &QAction::triggered, this, &AppearanceActions::chooseFont);

    QMenu* theme = menu->addMenu(tr("&Theme"));
    registry->add(StudioIds::ThemeMenu, theme);
    themes_ = new QActionGroup(this);
    themes_->setExclusive(true);
    const QStringList names = AppTheme::names();
    const QStringList labels{tr("&System"), tr("&Light"), tr("&Dark"), tr("&High Contrast")};
    for (qsizetype i = 0; i < names.size(); ++i) {
        QAction* action = theme->addAction(labels.value(i));
        action->setObjectName(QStringLiteral("actionTheme-") + names[i]);
        action->setCheckable(true);
        action->setData(names[i]);
        action->setChecked(names[i] == AppTheme::current());
        themes_->addAction(action);
        connect(action, &QAction::triggered, this, [this, name = names[i]] { setTheme(name); });
    }
}

void AppearanceActions::restoreEditorSettings() {
    const QSettings settings;
    QFont font;
    if (settings.contains(kFontKey) && font.fromString(settings.value(kFontKey).toString()))
        tabs_->setEditorFont(font);
    tabs_->setZoom(settings.value(kZoomKey, 0).toInt());
}

void AppearanceActions::setPresentationScale(double scale) {
    if (scale > 1.0) {
        if (!presenting_)
            userZoom_ = tabs_->zoom();
        presenting_ = true;
        const int points = std::max(tabs_->editorFont().pointSize(), 8);
        tabs_->setZoom(userZoom_ + int(std::lround(points * (scale - 1.0))));
    } else if (presenting_) {
        presenting_ = false;
        tabs_->setZoom(userZoom_);
    }
}

QString AppearanceActions::storedTheme() {
    const QString name = QSettings().value(kThemeKey).toString();
    return AppTheme::isValid(name) && !name.isEmpty() ? name : QStringLiteral("system");
}

void AppearanceActions::setTheme(const QString& name) {
    if (!AppTheme::isValid(name))
        return;
    if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance()))
        AppTheme::apply(*app, name);
    QSettings().setValue(kThemeKey, name);
    if (themes_)
        for (QAction* action : themes_->actions())
            action->setChecked(action->data().toString() == AppTheme::current());
}

void AppearanceActions::chooseFont() {
    bool ok = false;
    const QFont font = QFontDialog::getFont(&ok, tabs_->editorFont(), window_, tr("Editor Font"),
                                            QFontDialog::MonospacedFonts);
    if (!ok)
        return;
    tabs_->setEditorFont(font);
    QSettings().setValue(kFontKey, font.toString());
}

} // namespace wave::studio
