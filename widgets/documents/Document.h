#pragma once
// One tab of the editor: a CodeEditor with its own LiveAssembler, the file it belongs to, and
// what the IDE knows about that file on disk. Two kinds:
//  * Source: a .wave file (or a buffer never saved, "untitled N");
//  * BinaryDisassembly: a .wbin shown as reassemblable source. Its path is the .wbin; saving it
//    asks for a new .wave path (the .wbin itself is only ever written by Export .wbin).
// GUI thread only.

#include "documents/LineEndings.h"
#include "editor/AssemblySnapshot.h"

#include <QByteArray>
#include <QString>
#include <QWidget>

namespace wave::widgets {

class CodeEditor;
class FileChangedBar;
class LineEndingBar;
class LiveAssembler;

class Document : public QWidget {
    Q_OBJECT
public:
    enum class Kind { Source, BinaryDisassembly };

    // `path` empty: an untitled buffer shown as `untitledName`.
    Document(Kind kind, const QString& path, const QString& untitledName,
             QWidget* parent = nullptr);

    CodeEditor* editor() const { return editor_; }
    LiveAssembler* assembler() const { return assembler_; }
    FileChangedBar* changedBar() const { return bar_; }
    LineEndingBar* lineEndingBar() const { return lineEndingBar_; }

    Kind kind() const { return kind_; }
    const QString& path() const { return path_; }
    bool isUntitled() const { return path_.isEmpty(); }
    const QString& untitledName() const { return untitledName_; }
    // "saxpy.wave", "untitled 2" or "saxpy.wbin (disassembly)".
    QString displayName() const;
    // What diagnostics and the source map are labelled with: the path of a source file, the
    // display name otherwise.
    QString assemblyFileName() const;
    // The tab's text: the display name, plus a dot while there are unsaved edits.
    QString tabText() const;
    // The full native path, or a note that the buffer was never saved.
    QString toolTip() const;
    // A path to offer in Save As: the file itself, or a .wave beside a .wbin.
    QString suggestedSavePath(const QString& directory) const;

    QString text() const;
    // Replaces the whole buffer. `resetUndo` for a fresh load (undo cannot go before it).
    // The text's line-end convention becomes the buffer's: new lines (typed, pasted) get it,
    // and a text that mixes conventions says so in the line-ending bar.
    void setText(const QString& text, bool modified, bool resetUndo);
    // The line ends of the text last set, as loaded (edits since are not counted).
    const LineEndings& lineEndings() const { return lineEndings_; }
    // Every line end to the buffer's convention, as one undoable edit.
    void convertLineEndings();
    // The file starts with a UTF-8 byte order mark: not part of the text, written back on save.
    bool byteOrderMark() const { return byteOrderMark_; }
    void setByteOrderMark(bool present) { byteOrderMark_ = present; }
    bool isModified() const;
    void setModified(bool modified);
    // Counts text changes, so the autosaver knows what it has already written.
    quint64 revision() const { return revision_; }
    // Untouched: untitled, empty and never edited (replaced by the first file opened).
    bool isPristine() const;

    // After Save As: the buffer now belongs to `path` as a source file.
    void setPath(const QString& path, Kind kind);

    // The fingerprint (FileIo::fingerprint) of the file contents the buffer was last loaded
    // from or saved to; empty when unknown. Used to ignore our own writes.
    const QByteArray& diskFingerprint() const { return diskFingerprint_; }
    void setDiskFingerprint(const QByteArray& fingerprint) { diskFingerprint_ = fingerprint; }

    // The newest assembly result of this buffer, or null before the first one.
    AssemblySnapshotPtr snapshot() const;

signals:
    void assembled(wave::widgets::AssemblySnapshotPtr snapshot);
    // The tab text, tooltip or modified state changed.
    void stateChanged();
    void textEdited();

private:
    Kind kind_;
    QString path_;
    QString untitledName_;
    CodeEditor* editor_ = nullptr;
    LiveAssembler* assembler_ = nullptr;
    FileChangedBar* bar_ = nullptr;
    LineEndingBar* lineEndingBar_ = nullptr;
    LineEndings lineEndings_;
    QByteArray diskFingerprint_;
    quint64 revision_ = 0;
    bool everEdited_ = false;
    bool byteOrderMark_ = false;
};

} // namespace wave::widgets
