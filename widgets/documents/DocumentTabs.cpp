#include "documents/DocumentTabs.h"

#include "documents/DialogPrompts.h"
#include "documents/DiskWatcher.h"
#include "documents/DocumentFile.h"
#include "documents/DocumentPrompts.h"
#include "documents/FileChangedBar.h"
#include "documents/FileDropFilter.h"
#include "documents/FileIo.h"
#include "editor/CodeEditor.h"
#include "editor/LiveAssembler.h"
#include "editor/WaveLexer.h"

#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QTabBar>
#include <QTimer>

namespace wave::widgets {

DocumentTabs::DocumentTabs(QWidget* parent)
    : QTabWidget(parent), dialogs_(std::make_unique<DialogPrompts>(this)), prompts_(dialogs_.get()),
      watcher_(new DiskWatcher(this)), dropFilter_(new FileDropFilter(this)),
      font_(CodeView::codeFont()) {
    setObjectName(QStringLiteral("DocumentTabs"));
    setDocumentMode(true);
    setTabsClosable(true);
    setMovable(true);
    // Names are never cut ("tree_….wave" or "…" says nothing): the bar scrolls instead, and
    // each tab's tooltip has the whole path.
    tabBar()->setElideMode(Qt::ElideNone);
    tabBar()->setUsesScrollButtons(true);

    connect(this, &QTabWidget::currentChanged, this, &DocumentTabs::onCurrentChanged);
    connect(this, &QTabWidget::tabCloseRequested, this,
            [this](int index) { closeDocument(documentAt(index)); });
    connect(watcher_, &DiskWatcher::changedOnDisk, this,
            [this](Document* document, FileChangedBar::Change change) {
                showDiskChange(document, static_cast<int>(change));
            });
    connect(dropFilter_, &FileDropFilter::filesDropped, this, &DocumentTabs::filesDropped);
    newDocument();
}

DocumentTabs::~DocumentTabs() = default;

void DocumentTabs::setPrompts(DocumentPrompts* prompts) {
    prompts_ = prompts ? prompts : dialogs_.get();
}

Document* DocumentTabs::current() const {
    return qobject_cast<Document*>(currentWidget());
}

Document* DocumentTabs::documentAt(int index) const {
    return qobject_cast<Document*>(widget(index));
}

QList<Document*> DocumentTabs::documents() const {
    QList<Document*> list;
    for (int i = 0; i < count(); ++i)
        if (Document* document = documentAt(i))
            list.append(document);
    return list;
}

QList<Document*> DocumentTabs::modifiedDocuments() const {
    QList<Document*> list;
    for (Document* document : documents())
        if (document->isModified())
            list.append(document);
    return list;
}

QString DocumentTabs::nextUntitledName() {
    return tr("untitled %1").arg(++untitledCounter_);
}

Document* DocumentTabs::newDocument() {
    auto* document = new Document(Document::Kind::Source, QString(), nextUntitledName());
    addDocument(document);
    present(document);
    document->assembler()->assembleNow();
    return document;
}

void DocumentTabs::present(Document* document) {
    setCurrentWidget(document);
    // Also from a dock's field: the next keys go to the document (in an inactive window the
    // editor gets the focus when the window is activated again).
    document->editor()->setFocus(Qt::OtherFocusReason);
}

Document* DocumentTabs::addDocument(Document* document) {
    applyAppearance(document);
    shareZoom(document);
    dropFilter_->install(document->editor()->viewport());
    connect(document, &Document::assembled, this, [this, document](const AssemblySnapshotPtr& s) {
        if (document == current())
            emit currentAssembled(s);
    });
    connect(document, &Document::stateChanged, this, [this, document] {
        updateTab(document);
        emit documentStateChanged(document);
    });
    connect(document, &Document::textEdited, this,
            [this, document] { emit documentEdited(document); });
    connect(document->editor(), &QsciScintilla::cursorPositionChanged, this,
            [this, document](int line, int index) {
                if (document == current())
                    emit currentCursorMoved(line + 1, index + 1);
            });
    FileChangedBar* bar = document->changedBar();
    connect(bar, &FileChangedBar::reloadRequested, this, [this, document] {
        QString error;
        if (!reload(document, error))
            prompts_->showError(tr("Reload"), error);
    });
    connect(bar, &FileChangedBar::keepRequested, this, [this, document] { keepMine(document); });

    const int index = addTab(document, document->tabText());
    setTabToolTip(index, document->toolTip());
    watcher_->watch(document);
    emit documentAdded(document);
    return document;
}

void DocumentTabs::removeDocument(Document* document) {
    emit documentClosing(document);
    watcher_->unwatch(document);
    const bool wasLast = count() == 1;
    if (wasLast)
        newDocument(); // never leave the editor area empty
    removeTab(indexOf(document));
    document->deleteLater();
}

void DocumentTabs::updateTab(Document* document) {
    const int index = indexOf(document);
    if (index < 0)
        return;
    setTabText(index, document->tabText());
    setTabToolTip(index, document->toolTip());
}

void DocumentTabs::onCurrentChanged(int) {
    Document* document = current();
    if (!document)
        return;
    emit currentDocumentChanged(document);
    int line = 0, column = 0;
    document->editor()->getCursorPosition(&line, &column);
    emit currentCursorMoved(line + 1, column + 1);
    if (const AssemblySnapshotPtr snapshot = document->snapshot())
        emit currentAssembled(snapshot);
}

// The zoom belongs to all tabs at once: the editor's own zoom keys are left to the View
// menu's actions, and a zoom the editor still does by itself (Ctrl+wheel) is spread to the
// other tabs.
void DocumentTabs::shareZoom(Document* document) {
    CodeEditor* editor = document->editor();
    for (QsciCommand::Command command : {QsciCommand::ZoomIn, QsciCommand::ZoomOut}) {
        if (QsciCommand* bound = editor->standardCommands()->find(command)) {
            bound->setKey(0);
            bound->setAlternateKey(0);
        }
    }
    connect(editor, &QsciScintilla::SCN_ZOOM, this, [this, editor] {
        setZoom(static_cast<int>(editor->SendScintilla(QsciScintillaBase::SCI_GETZOOM)));
    });
}

void DocumentTabs::applyAppearance(Document* document) {
    CodeEditor* editor = document->editor();
    editor->waveLexer()->setTheme(editor->theme(), font_);
    editor->setMarginsFont(font_);
    editor->zoomTo(zoom_);
    editor->setWrapLines(wrapLines_);
    editor->setSpotlight(spotlight_);
    editor->setMarkerScale(markerScale_);
}

void DocumentTabs::setWrapLines(bool on) {
    wrapLines_ = on;
    for (Document* document : documents())
        document->editor()->setWrapLines(on);
}

void DocumentTabs::setSpotlight(bool on) {
    spotlight_ = on;
    for (Document* document : documents())
        document->editor()->setSpotlight(on);
}

void DocumentTabs::setMarkerScale(double scale) {
    markerScale_ = scale;
    for (Document* document : documents())
        document->editor()->setMarkerScale(scale);
}

void DocumentTabs::setEditorFont(const QFont& font) {
    font_ = font;
    for (Document* document : documents())
        applyAppearance(document);
}

void DocumentTabs::setZoom(int zoom) {
    zoom = qBound(kMinZoom, zoom, kMaxZoom);
    if (zoom == zoom_)
        return;
    zoom_ = zoom;
    for (Document* document : documents())
        document->editor()->zoomTo(zoom_);
    emit zoomChanged(zoom_);
}

// A palette change (theme switch) makes every CodeView re-apply its theme with the default code
// font; the chosen font goes back on once they have.
void DocumentTabs::changeEvent(QEvent* event) {
    QTabWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationFontChange)
        QTimer::singleShot(0, this, [this] { setEditorFont(font_); });
}

void DocumentTabs::showDiskChange(Document* document, int change) {
    document->changedBar()->showChange(QFileInfo(document->path()).fileName(),
                                       static_cast<FileChangedBar::Change>(change),
                                       document->isModified());
}

// The buffer stays as it is, and now differs from the file: it counts as unsaved.
void DocumentTabs::keepMine(Document* document) {
    document->changedBar()->hide();
    DocumentFile::adoptFingerprint(document);
    document->setModified(true);
}

Document* DocumentTabs::findByPath(const QString& path) const {
    if (path.isEmpty())
        return nullptr;
    const QString key = FileIo::canonical(path);
    for (Document* document : documents())
        if (!document->isUntitled() && FileIo::canonical(document->path()) == key)
            return document;
    return nullptr;
}

QString DocumentTabs::lastDirectory() const {
    if (!lastDirectory_.isEmpty())
        return lastDirectory_;
    if (const Document* document = current(); document && !document->isUntitled())
        return QFileInfo(document->path()).absolutePath();
    return QDir::homePath();
}

Document* DocumentTabs::open(const QString& path, QString& error) {
    if (Document* existing = findByPath(path)) {
        present(existing);
        emit fileOpened(existing->path());
        return existing;
    }
    Document* pristine = count() == 1 && current()->isPristine() ? current() : nullptr;
    Document* document = DocumentFile::open(path, error);
    if (!document)
        return nullptr;
    addDocument(document);
    present(document);
    if (pristine)
        removeDocument(pristine);
    lastDirectory_ = QFileInfo(document->path()).absolutePath();
    emit fileOpened(document->path());
    return document;
}

Document* DocumentTabs::addRecovered(Document::Kind kind, const QString& path,
                                     const QString& text) {
    Document* document = findByPath(path);
    if (document && !document->isModified()) {
        document->setText(text, true, false);
        present(document);
        return document;
    }
    // A path already open with edits of its own keeps them; the recovered text goes to a new
    // untitled buffer rather than a second tab of the same file.
    const bool untitled = path.isEmpty() || document;
    Document* pristine = count() == 1 && current()->isPristine() ? current() : nullptr;
    document = new Document(untitled ? Document::Kind::Source : kind,
                            untitled ? QString() : QFileInfo(path).absoluteFilePath(),
                            untitled ? nextUntitledName() : QString());
    document->setText(text, true, true);
    DocumentFile::adoptDiskState(document);
    addDocument(document);
    present(document);
    if (pristine)
        removeDocument(pristine);
    return document;
}

bool DocumentTabs::reload(Document* document, QString& error) {
    if (document->isUntitled())
        return true;
    int line = 0, column = 0;
    document->editor()->getCursorPosition(&line, &column);
    if (!DocumentFile::load(document, document->path(), error))
        return false;
    document->changedBar()->hide();
    watcher_->watch(document);
    document->editor()->goToPosition(line + 1, column + 1, false);
    return true;
}

bool DocumentTabs::saveTo(Document* document, const QString& path, QString& error) {
    const QFileInfo info(path);
    if (Document* other = findByPath(path); other && other != document) {
        error = tr("Cannot save %1: it is open in another tab; close that tab first.")
                    .arg(QDir::toNativeSeparators(info.absoluteFilePath()));
        return false;
    }
    if (!DocumentFile::write(document, path, error))
        return false;
    if (document->path() != info.absoluteFilePath() || document->kind() != Document::Kind::Source)
        document->setPath(info.absoluteFilePath(), Document::Kind::Source);
    document->setModified(false);
    document->changedBar()->hide();
    watcher_->watch(document);
    lastDirectory_ = info.absolutePath();
    emit fileSaved(document->path());
    return true;
}

bool DocumentTabs::save(Document* document) {
    if (!document)
        return false;
    if (document->isUntitled() || document->kind() == Document::Kind::BinaryDisassembly)
        return saveAs(document);
    QString error;
    if (saveTo(document, document->path(), error))
        return true;
    prompts_->showError(tr("Save"), error);
    return false;
}

bool DocumentTabs::saveAs(Document* document) {
    if (!document)
        return false;
    const QString path =
        prompts_->askSavePath(tr("Save %1 As").arg(document->displayName()),
                              document->suggestedSavePath(lastDirectory()), saveFilter());
    if (path.isEmpty())
        return false;
    QString error;
    if (saveTo(document, path, error))
        return true;
    prompts_->showError(tr("Save As"), error);
    return false;
}

bool DocumentTabs::saveAll() {
    bool ok = true;
    for (Document* document : modifiedDocuments()) {
        setCurrentWidget(document);
        if (!save(document))
            ok = false;
    }
    return ok;
}

bool DocumentTabs::closeDocument(Document* document) {
    if (!document)
        return false;
    if (document->isModified()) {
        setCurrentWidget(document);
        switch (prompts_->askToSave({document->displayName()})) {
        case DocumentPrompts::Answer::Save:
            if (!save(document))
                return false;
            break;
        case DocumentPrompts::Answer::Discard:
            break;
        case DocumentPrompts::Answer::Cancel:
            return false;
        }
    }
    removeDocument(document);
    return true;
}

bool DocumentTabs::confirmCloseAll() {
    const QList<Document*> modified = modifiedDocuments();
    if (modified.isEmpty())
        return true;
    QStringList names;
    for (const Document* document : modified)
        names.append(document->displayName());
    switch (prompts_->askToSave(names)) {
    case DocumentPrompts::Answer::Save:
        for (Document* document : modified) {
            setCurrentWidget(document);
            if (!save(document))
                return false;
        }
        return true;
    case DocumentPrompts::Answer::Discard:
        return true;
    case DocumentPrompts::Answer::Cancel:
        break;
    }
    return false;
}

QString DocumentTabs::openFilter() {
    return tr("WAVE files (*.wave *.wbin);;WAVE assembly (*.wave);;WAVE binaries (*.wbin);;"
              "All files (*)");
}

QString DocumentTabs::saveFilter() {
    return tr("WAVE assembly (*.wave);;All files (*)");
}

} // namespace wave::widgets
