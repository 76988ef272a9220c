#pragma once
// Scintilla's completion list driven by CompletionProvider: it opens when a second word
// character is typed (or on request, e.g. Ctrl+Space), shows items such as
// "iadd rd, rs1, rs2", and choosing one inserts only "iadd " (the syntax is a hint). Once open,
// Scintilla narrows the list as the user types. A child of the editor it serves; GUI thread.

#include <QObject>
#include <QStringList>

class QsciScintilla;

namespace wave::widgets {

class CompletionPopup : public QObject {
    Q_OBJECT
public:
    explicit CompletionPopup(QsciScintilla* editor);

    // What would be offered at the caret.
    QStringList items() const;
    // Opens the list at the caret if there is something to offer; unless `explicitRequest`,
    // only after at least two typed word characters.
    void show(bool explicitRequest);

private:
    void onCharAdded(int ch);
    void onChosen(const char* selection, int position);

    QsciScintilla* editor_;
};

} // namespace wave::widgets
