#pragma once
// The main window only wires: the document tabs (DocumentTabs) with the find and go-to-line
// bars under them, the Listing, Problems, Launch
// and Watch docks, which follow the current tab, menus and the status bar. The behaviour lives in
// widgets/ and in the *Actions classes (FileActions: the File menu; EditActions: the Edit menu).
// GUI thread only.

#include "documents/Document.h"
#include "editor/AssemblySnapshot.h"
#include "session/LaunchRequest.h"

#include <QMainWindow>
#include <QPointer>
#include <QString>

class QLabel;

namespace wave::widgets {
class CodeEditor;
class Document;
class DocumentTabs;
class ListingView;
class LiveAssembler;
class ProblemsModel;
class ProblemsView;
class SessionController;
class HelpWindow;
class EncodingStrip;
class DebugWorkbench;
} // namespace wave::widgets

namespace wave::studio {

class AppearanceActions;
class DebugActions;
class DebugTarget;
class DocumentWorkspaces;
class EditActions;
class FileActions;
class EncodingLabActions;
class PaneCycle;
class PortabilityActions;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Opens a file in a new tab (or makes its tab current) and assembles it at once. On
    // failure returns false with a readable reason in `error` and changes nothing.
    bool openFile(const QString& path, QString& error);
    // Window geometry (unless `geometry` is false, e.g. with --size) and dock layout of the
    // last session.
    void restoreSettings(bool geometry);

    // The current document's editor (never null: there is always a tab).
    widgets::CodeEditor* editor() const;
    widgets::DocumentTabs* documents() const { return documents_; }
    FileActions* fileActions() const { return fileActions_; }
    // The Edit menu, the find bar and the go-to-line bar under the tabs.
    EditActions* editActions() const { return editActions_; }
    AppearanceActions* appearance() const { return appearance_; }
    widgets::ListingView* listingView() const { return listing_; }
    widgets::ProblemsModel* problemsModel() const { return problems_; }
    widgets::ProblemsView* problemsView() const { return problemsView_; }
    widgets::SessionController* session() const { return session_; }
    DebugActions* debugActions() const { return debug_; }
    // Which document the debug session runs (the title and the Debug toolbar name it).
    DebugTarget* debugTarget() const { return target_; }
    // The Launch and Watch docks and each document's session (launch settings, breakpoints,
    // watches, saved as <source>.wavesession).
    DocumentWorkspaces* documentWorkspaces() const { return sessions_; }
    // The debugger's view docks, focus selector, auto-step and classroom mode.
    widgets::DebugWorkbench* workbench() const { return workbench_; }
    // The Portability dock (profiles x schedules) and its "Debug this run".
    PortabilityActions* portability() const { return portability_; }
    // The Encoding lab dock: the cursor's instruction in every layout (issue 25).
    EncodingLabActions* encodingLab() const { return encodingLab_; }
    // F6 / Shift+F6 round the editor and the docks on screen.
    PaneCycle* paneCycle() const { return panes_; }
    // The Help window (user guide and ISA reference), created on first use.
    widgets::HelpWindow* helpWindow();
    // The launch of the current document as it was last assembled, with the Launch dock's
    // settings, or null with a reason (naming the setting at fault).
    widgets::LaunchRequestPtr buildLaunch(QString& error) const;
    // Number of assembly results shown so far.
    int assembliesShown() const { return assembliesShown_; }

signals:
    // Every view shows the newest assembly result.
    void assemblyShown();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void showSessionNotice(const QString& text);
    void createDocks();
    void createMenus();
    void createDebugger();
    void createWorkbench();
    void showAssembly(const widgets::AssemblySnapshotPtr& snapshot);
    void updateCursorLabel(int line, int column);
    void updateTitle();
    void showDocument(widgets::Document* document);

    widgets::DocumentTabs* documents_ = nullptr;
    FileActions* fileActions_ = nullptr;
    EditActions* editActions_ = nullptr;
    AppearanceActions* appearance_ = nullptr;
    widgets::ListingView* listing_ = nullptr;
    widgets::ProblemsModel* problems_ = nullptr;
    widgets::ProblemsView* problemsView_ = nullptr;
    QLabel* cursorLabel_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    QLabel* sessionProblem_ = nullptr; // the current session file's notice, in its own field
    int assembliesShown_ = 0;
    widgets::AssemblySnapshotPtr lastAssembly_; // the current document's newest assembly
    widgets::SessionController* session_ = nullptr;
    DebugActions* debug_ = nullptr;
    DocumentWorkspaces* sessions_ = nullptr;
    DebugTarget* target_ = nullptr;
    widgets::DebugWorkbench* workbench_ = nullptr;
    PortabilityActions* portability_ = nullptr;
    EncodingLabActions* encodingLab_ = nullptr;
    PaneCycle* panes_ = nullptr;
    widgets::HelpWindow* help_ = nullptr;
    widgets::EncodingStrip* encoding_ = nullptr;
    bool docksSized_ = false;
};

} // namespace wave::studio
