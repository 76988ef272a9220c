#pragma once
// Go to line (Ctrl+G, Ctrl+L): a small field under the editor that names the valid range
// ("Line (1–42):") and takes "LINE" or "LINE:COLUMN". Enter moves the editor's cursor there and
// gives it the keyboard; a bad entry is explained in place ("Line 90 is past the end: the file
// has 42 lines") and the bar stays open. Esc closes it. It serves the current tab's editor
// (setEditor). GUI thread only. Object names: goToLineEdit, goToLineError.

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;

namespace wave::widgets {

class CodeEditor;

class GoToLineBar : public QWidget {
    Q_OBJECT
public:
    explicit GoToLineBar(QWidget* parent = nullptr);

    void setEditor(CodeEditor* editor);
    // Shows the bar with the current line proposed and selected, and focuses the field.
    void open();
    // Goes to what the field says; false (with the reason shown) when it is not a valid place.
    bool accept();
    void close();
    QString errorText() const;

    // Parses "LINE" or "LINE:COLUMN" for a buffer of `lineCount` lines; on failure returns false
    // with a readable reason.
    static bool parse(const QString& text, int lineCount, int& line, int& column, QString& error);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<CodeEditor> editor_;
    QLabel* label_ = nullptr;
    QLineEdit* edit_ = nullptr;
    QLabel* error_ = nullptr;
};

} // namespace wave::widgets
