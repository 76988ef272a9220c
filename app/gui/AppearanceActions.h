#pragma once
// The View menu's appearance settings and their persistence (QSettings): editor zoom (Ctrl+=,
// Ctrl+-, Ctrl+0) and font, applied to every tab, and the application theme (System, Light,
// Dark, High contrast; "system" until the user picks one). GUI thread only.

#include <QObject>
#include <QString>

class QActionGroup;
class QMenu;
class QWidget;

namespace wave::widgets {
class DocumentTabs;
}

namespace wave::studio {

class AppearanceActions : public QObject {
    Q_OBJECT
public:
    AppearanceActions(QWidget* window, widgets::DocumentTabs* tabs);

    // Adds Zoom In/Out/Reset, Editor Font… and the Theme submenu to `menu`.
    void populateMenu(QMenu* menu);
    // Applies the stored editor font and zoom to the tabs.
    void restoreEditorSettings();
    // Classroom mode: the editor zoomed by a presentation scale over the user's zoom, which
    // stays the one in the settings (zooming meanwhile is the presentation's too); scale 1
    // gives the user's zoom back exactly.
    void setPresentationScale(double scale);

    // The stored theme name ("system" when none was chosen).
    static QString storedTheme();
    // Applies a theme and stores it as the user's choice.
    void setTheme(const QString& name);

private:
    void chooseFont();

    QWidget* window_;
    widgets::DocumentTabs* tabs_;
    QActionGroup* themes_ = nullptr;
    bool presenting_ = false;
    int userZoom_ = 0;
};

} // namespace wave::studio
