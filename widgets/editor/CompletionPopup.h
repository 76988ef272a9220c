#pragma once
// Scintilla's completion list driven by CompletionProvider: it opens when a second word
// character is typed (or on request, e.g. Ctrl+Space), shows items such as
// "iadd rd, rs1, rs2", and choosing one inserts only "iadd " (the syntax is a hint). Once open,
// Scintilla narrows the list as the user types, and closes it once the typed word is a whole
// item ("r0", "halt"). Keys while it is open (VS Code's "smart" rule): Tab accepts the
// highlighted item; Enter accepts it only after the user moved through the list with the arrow
// or page keys, and otherwise closes the list and inserts the newline, so a line that ends in
// a word the list offers is never merged with the next one. A child of the editor it serves;
// GUI thread.

#include <QObject>
#include <QStringList>

class QKeyEvent;
class QsciScintilla;

namespace wave::widgets {

class CompletionPopup : public QObject {
    Q_OBJECT
public:
    explicit CompletionPopup(QsciScintilla* editor);

    // What would be offered at the caret.
    QStringList items() const;
    // Opens the list at the caret if there is something to offer; unless `explicitRequest`,
    // only after at least two typed word characters and when the word is not complete yet.
    void show(bool explicitRequest);
    // Called by the editor before it handles a key press; true when the key was consumed.
    bool handleKey(const QKeyEvent& event);

private:
    void onCharAdded(int ch);
    void onChosen(const char* selection, int position);

    QsciScintilla* editor_;
    bool navigated_ = false; // the user moved the highlight since the list opened
};

} // namespace wave::widgets
