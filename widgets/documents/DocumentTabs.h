#pragma once
// The editor area: one tab per Document. Opens sources and .wbin files (by magic, as
// reassemblable disassembly), saves atomically, asks before dropping unsaved edits, watches
// the files for changes by other programs, and applies one font and zoom to every editor.
// The views outside (listing, problems, debugger) follow the current tab through
// currentDocumentChanged and currentAssembled. There is always at least one tab: closing the
// last one leaves a fresh untitled buffer. A document that is created, opened (or found open)
// or recovered becomes current and its editor takes the keyboard focus, wherever the focus was
// (a dock's text field, say). GUI thread only.
//
// Questions and messages go through DocumentPrompts (dialogs by default), so nothing here
// blocks a test.

#include "documents/Document.h"
#include "editor/AssemblySnapshot.h"

#include <QFont>
#include <QList>
#include <QTabWidget>

#include <memory>

namespace wave::widgets {

class DialogPrompts;
class DiskWatcher;
class DocumentPrompts;
class FileDropFilter;

class DocumentTabs : public QTabWidget {
    Q_OBJECT
public:
    explicit DocumentTabs(QWidget* parent = nullptr);
    ~DocumentTabs() override;

    // Not owned; null restores the default dialogs.
    void setPrompts(DocumentPrompts* prompts);
    DocumentPrompts* prompts() const { return prompts_; }

    Document* current() const;
    QList<Document*> documents() const;
    QList<Document*> modifiedDocuments() const;
    Document* findByPath(const QString& path) const;
    Document* documentAt(int index) const;
    DiskWatcher* diskWatcher() const { return watcher_; }
    // Accepts drops of local files on the editors (installed on each editor's viewport).
    FileDropFilter* dropFilter() const { return dropFilter_; }

    // A new untitled buffer ("untitled N"), made current.
    Document* newDocument();
    // Opens `path` in a new tab, or makes its existing tab current. A file starting with the
    // .wbin magic opens as its disassembly. On failure returns null with the reason in `error`
    // (naming the file) and changes nothing.
    Document* open(const QString& path, QString& error);
    // A buffer brought back from an autosave: its text replaces an open, unmodified tab of the
    // same file, or opens in a new tab; either way it is marked modified.
    Document* addRecovered(Document::Kind kind, const QString& path, const QString& text);
    // Re-reads the file, replacing the buffer (undoable).
    bool reload(Document* document, QString& error);

    // Save, Save As and Save All report failures through the prompts.
    bool save(Document* document);
    bool saveAs(Document* document);
    bool saveAll();
    // Writes the buffer to `path` atomically and makes it the document's file. No prompts.
    bool saveTo(Document* document, const QString& path, QString& error);
    // Closes a tab, asking Save/Discard/Cancel when it has unsaved edits.
    bool closeDocument(Document* document);
    // Before the window closes: asks once for every buffer with unsaved edits and saves the
    // ones asked for. False when the user cancels or a save fails.
    bool confirmCloseAll();

    // One font and zoom level (QsciScintilla's, in points added to the font) for every editor.
    void setEditorFont(const QFont& font);
    const QFont& editorFont() const { return font_; }
    void setZoom(int zoom);
    int zoom() const { return zoom_; }
    // Every editor wraps long lines (CodeView::setWrapLines; classroom mode, not a setting).
    void setWrapLines(bool on);
    bool wrapLines() const { return wrapLines_; }
    // Classroom mode's spotlight on the PC line and larger debugger markers in every editor
    // (CodeEditor::setSpotlight, setMarkerScale; not settings).
    void setSpotlight(bool on);
    void setMarkerScale(double scale);
    static constexpr int kMinZoom = -8;
    static constexpr int kMaxZoom = 20;

    // The file dialog filters.
    static QString openFilter();
    static QString saveFilter();

signals:
    void currentDocumentChanged(wave::widgets::Document* document);
    // The current document's assembly results: on each new result, and on a tab switch.
    void currentAssembled(wave::widgets::AssemblySnapshotPtr snapshot);
    // 1-based cursor position in the current editor.
    void currentCursorMoved(int line, int column);
    // A tab's name, path or modified state changed.
    void documentStateChanged(wave::widgets::Document* document);
    void documentEdited(wave::widgets::Document* document);
    void documentAdded(wave::widgets::Document* document);
    // Emitted just before the tab is removed and the document deleted.
    void documentClosing(wave::widgets::Document* document);
    void fileOpened(const QString& path);
    void fileSaved(const QString& path);
    void zoomChanged(int zoom);
    // Local files dropped on an editor.
    void filesDropped(const QStringList& paths);

protected:
    void changeEvent(QEvent* event) override;

private:
    Document* addDocument(Document* document);
    // Makes the document current and gives its editor the keyboard focus.
    void present(Document* document);
    void removeDocument(Document* document);
    void updateTab(Document* document);
    void onCurrentChanged(int index);
    void applyAppearance(Document* document);
    void shareZoom(Document* document);
    void showDiskChange(Document* document, int change);
    void keepMine(Document* document);
    QString nextUntitledName();
    QString lastDirectory() const;

    std::unique_ptr<DialogPrompts> dialogs_;
    DocumentPrompts* prompts_ = nullptr;
    DiskWatcher* watcher_ = nullptr;
    FileDropFilter* dropFilter_ = nullptr;
    QFont font_;
    int zoom_ = 0;
    bool wrapLines_ = false;
    bool spotlight_ = false;
    double markerScale_ = 1.0;
    int untitledCounter_ = 0;
    QString lastDirectory_;
};

} // namespace wave::widgets
