#pragma once
// The incremental find bar under the editor (Ctrl+F), with a replace row (Ctrl+H). Typing in
// the find field selects the first match at or after the selection and highlights every match;
// Enter / F3 go to the next one, Shift+Enter / Shift+F3 to the previous one (wrapping around and
// saying so); "Match case" and "Whole word" narrow the search; the status says "3 of 12" or
// "No match". Replace replaces the selected match and goes to the next; Replace all is one undo
// step. Esc, in the bar or in the editor, closes the bar and gives the keyboard back to the
// editor. It serves one editor at a time (the current tab's, see setEditor). GUI thread only.
//
// Child widgets have object names (findEdit, replaceEdit, matchCase, wholeWord, findStatus,
// findPrevious, findNext, replaceOne, replaceAll, closeFind) for tests.

#include "editor/TextSearch.h"

#include <QPointer>
#include <QWidget>

#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;
class QsciScintilla;

namespace wave::widgets {

class FindBar : public QWidget {
    Q_OBJECT
public:
    explicit FindBar(QWidget* parent = nullptr);

    // The editor searched; null detaches. Its match highlights move with it.
    void setEditor(QsciScintilla* editor);
    QsciScintilla* editor() const { return editor_.data(); }

    // Shows the bar (with the replace row for `replace`), seeds the find field with a one-line
    // selection, and focuses the field with its text selected.
    void open(bool replace);
    // Next / previous match of the current text (also while the bar is hidden); opens the bar
    // when there is nothing to search for yet.
    void findNext();
    void findPrevious();
    void replaceCurrent();
    void replaceAll();
    // Hides the bar, clears the highlights and focuses the editor.
    void close();

    QString findText() const;
    bool isReplaceShown() const;
    QString statusText() const;
    // The highlighted matches of the current text.
    const std::vector<TextSearch::Match>& matches() const { return matches_; }

    // Scintilla indicators that highlight the matches and, stronger, the current one.
    static constexpr int kMatchIndicator = 11; // INDIC_CONTAINER + 3
    static constexpr int kCurrentIndicator = 12;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    TextSearch::Options options() const;
    // Recomputes the matches and highlights; keeps the status in step.
    void refresh();
    // The next or previous match from the selection.
    void step(bool forward);
    // Selects the match at or after (forward) / before `position`.
    void goTo(long position, bool forward);
    void select(int index, bool wrapped);
    void showStatus();
    // Moves the current-match highlight to `match`.
    void markCurrent(const TextSearch::Match& match);
    void clearHighlights();

    QPointer<QsciScintilla> editor_;
    QMetaObject::Connection textConnection_;
    QLineEdit* find_ = nullptr;
    QLineEdit* replace_ = nullptr;
    QCheckBox* matchCase_ = nullptr;
    QCheckBox* wholeWord_ = nullptr;
    QLabel* status_ = nullptr;
    QWidget* replaceRow_ = nullptr; // the replace buttons
    QLabel* replaceLabel_ = nullptr;
    std::vector<TextSearch::Match> matches_;
    int current_ = -1;
    bool wrapped_ = false;
    bool refreshQueued_ = false;
    QString note_; // e.g. "Replaced 3 occurrences", shown until the next search
};

} // namespace wave::widgets
