#pragma once
// The main window only wires: an editor tab, the Listing and Problems docks, menus and the
// status bar. The behaviour lives in widgets/. GUI thread only.

#include "editor/AssemblySnapshot.h"

#include <QMainWindow>
#include <QString>

class QLabel;
class QTabWidget;

namespace wave::widgets {
class CodeEditor;
class ListingView;
class LiveAssembler;
class ProblemsModel;
class ProblemsView;
} // namespace wave::widgets

namespace wave::studio {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Loads a source file into the editor and assembles it at once. On failure returns false
    // with a readable reason in `error` and leaves the editor unchanged.
    bool openFile(const QString& path, QString& error);

    widgets::CodeEditor* editor() const { return editor_; }
    widgets::ListingView* listingView() const { return listing_; }
    widgets::ProblemsModel* problemsModel() const { return problems_; }
    widgets::ProblemsView* problemsView() const { return problemsView_; }
    // Number of assembly results shown so far.
    int assembliesShown() const { return assembliesShown_; }

signals:
    // Every view shows the newest assembly result.
    void assemblyShown();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createDocks();
    void createMenus();
    void showAssembly(const widgets::AssemblySnapshotPtr& snapshot);
    void updateCursorLabel(int line, int column);
    void updateTitle();
    void openWithDialog();
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    bool maybeSave();

    widgets::CodeEditor* editor_ = nullptr;
    widgets::LiveAssembler* assembler_ = nullptr;
    widgets::ListingView* listing_ = nullptr;
    widgets::ProblemsModel* problems_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    widgets::ProblemsView* problemsView_ = nullptr;
    QLabel* cursorLabel_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    QString path_;
    int assembliesShown_ = 0;
    bool docksSized_ = false;
};

} // namespace wave::studio
