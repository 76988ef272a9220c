// DocumentTabs: opening, reloading, saving and closing files.

#include "documents/DiskWatcher.h"
#include "documents/DocumentPrompts.h"
#include "documents/DocumentTabs.h"
#include "documents/FileChangedBar.h"
#include "documents/FileIo.h"
#include "documents/WbinConversion.h"
#include "editor/CodeEditor.h"

#include <QDir>
#include <QFileInfo>

namespace wave::widgets {

namespace {

const QByteArray kByteOrderMark("\xEF\xBB\xBF");

// The buffer text of a file's bytes, by kind, without the byte order mark of a source.
bool bytesToText(Document::Kind kind, const QString& path, const QByteArray& bytes, QString& text,
                 QString& error) {
    if (kind == Document::Kind::BinaryDisassembly)
        return WbinConversion::disassemble(path, bytes, text, error);
    if (!FileIo::decodeUtf8(path, bytes, text, error))
        return false;
    if (bytes.startsWith(kByteOrderMark) && text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return true;
}

bool hasByteOrderMark(Document::Kind kind, const QByteArray& bytes) {
    return kind == Document::Kind::Source && bytes.startsWith(kByteOrderMark);
}

} // namespace

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
    QByteArray bytes;
    if (!FileIo::read(path, bytes, error))
        return nullptr;
    const QFileInfo info(path);
    Document::Kind kind = Document::Kind::Source;
    if (WbinConversion::hasMagic(bytes)) {
        kind = Document::Kind::BinaryDisassembly;
    } else if (info.suffix().compare(QStringLiteral("wbin"), Qt::CaseInsensitive) == 0) {
        error = tr("Cannot open %1: it is not a WAVE binary (it does not start with the "
                   "\u201cWAVE\u201d magic).")
                    .arg(QDir::toNativeSeparators(path));
        return nullptr;
    }
    QString text;
    if (!bytesToText(kind, path, bytes, text, error))
        return nullptr;

    Document* pristine = count() == 1 && current()->isPristine() ? current() : nullptr;
    auto* document = new Document(kind, info.absoluteFilePath(), QString());
    document->setByteOrderMark(hasByteOrderMark(kind, bytes));
    document->setText(text, false, true);
    document->setDiskFingerprint(FileIo::fingerprint(bytes));
    addDocument(document);
    present(document);
    if (pristine)
        removeDocument(pristine);
    lastDirectory_ = info.absolutePath();
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
    QByteArray bytes;
    QString error;
    if (!untitled && FileIo::read(path, bytes, error)) {
        document->setDiskFingerprint(FileIo::fingerprint(bytes));
        document->setByteOrderMark(hasByteOrderMark(document->kind(), bytes));
    }
    addDocument(document);
    present(document);
    if (pristine)
        removeDocument(pristine);
    return document;
}

bool DocumentTabs::loadInto(Document* document, const QString& path, QString& error) {
    QByteArray bytes;
    QString text;
    if (!FileIo::read(path, bytes, error) ||
        !bytesToText(document->kind(), path, bytes, text, error))
        return false;
    document->setByteOrderMark(hasByteOrderMark(document->kind(), bytes));
    document->setText(text, false, false);
    document->setDiskFingerprint(FileIo::fingerprint(bytes));
    return true;
}

bool DocumentTabs::reload(Document* document, QString& error) {
    if (document->isUntitled())
        return true;
    int line = 0, column = 0;
    document->editor()->getCursorPosition(&line, &column);
    if (!loadInto(document, document->path(), error))
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
    const QByteArray bytes =
        (document->byteOrderMark() ? kByteOrderMark : QByteArray()) + document->text().toUtf8();
    if (!FileIo::writeAtomically(path, bytes, error))
        return false;
    // Before the event loop delivers the watcher's notice of this very write.
    document->setDiskFingerprint(FileIo::fingerprint(bytes));
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

} // namespace wave::widgets
