#include "documents/Document.h"

#include "documents/FileChangedBar.h"
#include "documents/LineEndingBar.h"
#include "editor/CodeEditor.h"
#include "editor/LiveAssembler.h"

#include <QDir>
#include <QFileInfo>
#include <QVBoxLayout>

namespace wave::widgets {

Document::Document(Kind kind, const QString& path, const QString& untitledName, QWidget* parent)
    : QWidget(parent), kind_(kind), path_(path), untitledName_(untitledName) {
    editor_ = new CodeEditor;
    assembler_ = new LiveAssembler(this);
    assembler_->setFileName(assemblyFileName());
    editor_->setLiveAssembler(assembler_);
    bar_ = new FileChangedBar;
    lineEndingBar_ = new LineEndingBar;

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar_);
    layout->addWidget(lineEndingBar_);
    layout->addWidget(editor_, 1);
    setFocusProxy(editor_);

    connect(assembler_, &LiveAssembler::assembled, this, &Document::assembled);
    connect(lineEndingBar_, &LineEndingBar::convertRequested, this, &Document::convertLineEndings);
    connect(editor_, &QsciScintilla::modificationChanged, this, &Document::stateChanged);
    connect(editor_, &QsciScintilla::textChanged, this, [this] {
        ++revision_;
        everEdited_ = true;
        emit textEdited();
    });
}

QString Document::displayName() const {
    if (path_.isEmpty())
        return untitledName_;
    const QString name = QFileInfo(path_).fileName();
    return kind_ == Kind::BinaryDisassembly ? tr("%1 (disassembly)").arg(name) : name;
}

QString Document::assemblyFileName() const {
    return kind_ == Kind::Source && !path_.isEmpty() ? path_ : displayName();
}

QString Document::tabText() const {
    return isModified() ? displayName() + QStringLiteral(" \u25CF") : displayName();
}

QString Document::toolTip() const {
    if (path_.isEmpty())
        return tr("%1 (not saved yet)").arg(untitledName_);
    const QString native = QDir::toNativeSeparators(QFileInfo(path_).absoluteFilePath());
    return kind_ == Kind::BinaryDisassembly ? tr("Disassembly of %1").arg(native) : native;
}

QString Document::suggestedSavePath(const QString& directory) const {
    if (path_.isEmpty())
        return QDir(directory).filePath(untitledName_ + QStringLiteral(".wave"));
    const QFileInfo info(path_);
    if (kind_ == Kind::BinaryDisassembly)
        return info.dir().filePath(info.completeBaseName() + QStringLiteral(".wave"));
    return info.absoluteFilePath();
}

QString Document::text() const {
    return editor_->text();
}

namespace {

QsciScintilla::EolMode eolMode(LineEndings::Style style) {
    switch (style) {
    case LineEndings::Style::CrLf:
        return QsciScintilla::EolWindows;
    case LineEndings::Style::Cr:
        return QsciScintilla::EolMac;
    case LineEndings::Style::Lf:
        break;
    }
    return QsciScintilla::EolUnix;
}

} // namespace

void Document::setText(const QString& text, bool modified, bool resetUndo) {
    // Scintilla converts the line ends of pasted text to this mode, and Enter inserts it.
    lineEndings_ = LineEndings::of(text);
    editor_->setEolMode(eolMode(lineEndings_.convention()));
    lineEndingBar_->showFor(displayName(), lineEndings_);
    editor_->setText(text);
    if (resetUndo)
        editor_->SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    editor_->setModified(modified);
    assembler_->assembleNow();
    emit stateChanged();
}

void Document::convertLineEndings() {
    editor_->convertEols(editor_->eolMode());
    lineEndingBar_->hide();
}

bool Document::isModified() const {
    return editor_->isModified();
}

void Document::setModified(bool modified) {
    editor_->setModified(modified);
}

bool Document::isPristine() const {
    return path_.isEmpty() && !everEdited_ && !isModified() && editor_->length() == 0;
}

void Document::setPath(const QString& path, Kind kind) {
    path_ = path;
    kind_ = kind;
    assembler_->setFileName(assemblyFileName());
    emit stateChanged();
}

AssemblySnapshotPtr Document::snapshot() const {
    return assembler_->latest();
}

} // namespace wave::widgets
