#pragma once
// The File menu of WAVE Studio and what stands behind it: New, Open (several files), Examples
// (the gallery), Recent Files, Save, Save As, Save All, Close, Export .wbin; files dropped on the
// window; autosave and the recovery of buffers left by an instance that did not close cleanly; and
// the question before the window closes. MainWindow only wires it in. GUI thread only.
//
// The actions are registered in the window's WindowRegistry under their StudioIds (New, Open,
// Save, SaveAs, SaveAll, Close, ExportWbin, Examples), which name them for tests and scripts.

#include "workbench/UiId.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QAction;
class QMainWindow;
class QMenu;

namespace wave::widgets {
class Autosaver;
class Document;
class DocumentPrompts;
class DocumentTabs;
} // namespace wave::widgets

namespace wave::studio {

class RecentFiles;

class FileActions : public QObject {
    Q_OBJECT
public:
    // `autosaveRoot` empty: AutosaveStore::defaultRoot().
    FileActions(QMainWindow* window, widgets::DocumentTabs* tabs,
                const QString& autosaveRoot = QString());
    ~FileActions() override;

    // Adds the actions to `menu` (the caller adds Quit after them).
    void populateMenu(QMenu* menu);

    // Opens a file in a tab (or focuses its tab) and lists it in Recent Files.
    bool openPath(const QString& path, QString& error);
    // Opens each path; failures are reported together in one message. Returns how many opened.
    int openPaths(const QStringList& paths);
    // Writes the document's assembled program to `path` as a .wbin (atomically). Refused when
    // the buffer has errors.
    bool exportWbin(widgets::Document* document, const QString& path, QString& error);

    // Offers back the autosaved buffers of instances that did not close cleanly: with `ask`,
    // through a dialog (Recover / Discard / Later); otherwise recovered at once.
    int recoverAutosaves(bool ask);
    // What the last recovery refused (one sentence per buffer).
    const QStringList& recoveryRefusals() const;
    // Asks once about every unsaved buffer; true when the window may close. A clean close
    // removes this instance's autosaves.
    bool confirmClose();

    // Replaces the dialogs (tests); not owned; null restores them.
    void setPrompts(widgets::DocumentPrompts* prompts);

    RecentFiles* recentFiles() const { return recent_; }
    widgets::Autosaver* autosaver() const { return autosaver_; }
    QMenu* recentMenu() const { return recentMenu_; }

signals:
    // An example that is an Encoding lab lesson was opened (Example::labLayout).
    void lessonRequested(const QString& layout, const QString& instruction);

private:
    QAction* addAction(QMenu* menu, widgets::ActionId id, const QString& text);
    void openWithDialog();
    // File > Examples: the gallery; the chosen example's copy opens like any file.
    void showExamples();
    void exportWithDialog();
    void rebuildRecentMenu();
    void openRecent(const QString& path);

    QMainWindow* window_;
    widgets::DocumentTabs* tabs_;
    RecentFiles* recent_ = nullptr;
    widgets::Autosaver* autosaver_ = nullptr;
    QMenu* recentMenu_ = nullptr;
};

} // namespace wave::studio
