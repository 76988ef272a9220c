#include "editor/CompletionPopup.h"

#include "editor/CompletionProvider.h"

#include <Qsci/qsciscintilla.h>

#include <QKeyEvent>

namespace wave::widgets {

namespace {

using Sci = QsciScintillaBase;

CompletionProvider::Result atCaret(const QsciScintilla& editor) {
    const long pos = editor.SendScintilla(Sci::SCI_GETCURRENTPOS);
    const long line =
        editor.SendScintilla(Sci::SCI_LINEFROMPOSITION, static_cast<unsigned long>(pos));
    const long column =
        pos - editor.SendScintilla(Sci::SCI_POSITIONFROMLINE, static_cast<unsigned long>(line));
    return CompletionProvider::complete(editor.text().toUtf8(), static_cast<int>(line),
                                        static_cast<int>(column));
}

} // namespace

CompletionPopup::CompletionPopup(QsciScintilla* editor) : QObject(editor), editor_(editor) {
    editor->setAutoCompletionSource(QsciScintilla::AcsNone); // QScintilla's own list stays off
    connect(editor, &QsciScintillaBase::SCN_CHARADDED, this, &CompletionPopup::onCharAdded);
    connect(editor, qOverload<const char*, int>(&QsciScintillaBase::SCN_AUTOCSELECTION), this,
            &CompletionPopup::onChosen);
}

QStringList CompletionPopup::items() const {
    return atCaret(*editor_).items;
}

void CompletionPopup::show(bool explicitRequest) {
    QsciScintilla& ed = *editor_;
    if (ed.SendScintilla(Sci::SCI_GETCURRENTPOS) != ed.SendScintilla(Sci::SCI_GETANCHOR))
        return; // not over a selection
    const CompletionProvider::Result result = atCaret(ed);
    if (result.items.isEmpty() || (!explicitRequest && (result.complete || result.wordLength < 2)))
        return;
    navigated_ = false;
    ed.SendScintilla(Sci::SCI_AUTOCSETSEPARATOR, static_cast<unsigned long>('\n'));
    ed.SendScintilla(Sci::SCI_AUTOCSETORDER, static_cast<unsigned long>(Sci::SC_ORDER_PERFORMSORT));
    ed.SendScintilla(Sci::SCI_AUTOCSETIGNORECASE, 0UL);
    ed.SendScintilla(Sci::SCI_AUTOCSETAUTOHIDE, 1UL);
    ed.SendScintilla(Sci::SCI_AUTOCSETCHOOSESINGLE, 0UL);
    ed.SendScintilla(Sci::SCI_AUTOCSETCANCELATSTART, 1UL);
    ed.SendScintilla(Sci::SCI_AUTOCSETMAXHEIGHT, 10UL);
    ed.SendScintilla(Sci::SCI_AUTOCSTOPS, 0UL, " ,;#\t");
    ed.SendScintilla(Sci::SCI_AUTOCSHOW, static_cast<unsigned long>(result.prefixLength),
                     result.items.join(QLatin1Char('\n')).toUtf8().constData());
}

bool CompletionPopup::handleKey(const QKeyEvent& event) {
    if (!editor_->isListActive())
        return false;
    switch (event.key()) {
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
        navigated_ = true; // Scintilla moves the highlight
        return false;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!navigated_)
            editor_->SendScintilla(Sci::SCI_AUTOCCANCEL); // the editor then inserts the newline
        return false;
    default:
        return false;
    }
}

void CompletionPopup::onCharAdded(int ch) {
    if (editor_->isListActive()) {
        // Scintilla narrows the open list itself; a finished word closes it.
        navigated_ = false;
        if (atCaret(*editor_).complete)
            editor_->SendScintilla(Sci::SCI_AUTOCCANCEL);
        return;
    }
    const bool word = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
                      (ch >= '0' && ch <= '9') || ch == '_';
    if (word)
        show(false);
}

// Scintilla would insert the whole item ("iadd rd, rs1, rs2"): cancel that (allowed during the
// notification) and insert the word.
void CompletionPopup::onChosen(const char* selection, int position) {
    QsciScintilla& ed = *editor_;
    ed.SendScintilla(Sci::SCI_AUTOCCANCEL);
    const QByteArray insert =
        CompletionProvider::insertionText(QString::fromUtf8(selection)).toUtf8();
    const long caret = ed.SendScintilla(Sci::SCI_GETCURRENTPOS);
    ed.beginUndoAction();
    ed.SendScintilla(Sci::SCI_SETTARGETRANGE, static_cast<unsigned long>(position), caret);
    ed.SendScintilla(Sci::SCI_REPLACETARGET, static_cast<unsigned long>(insert.size()),
                     insert.constData());
    ed.SendScintilla(Sci::SCI_GOTOPOS, static_cast<unsigned long>(position + insert.size()));
    ed.endUndoAction();
}

} // namespace wave::widgets
