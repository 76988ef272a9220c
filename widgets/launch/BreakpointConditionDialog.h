#pragma once
// "Edit Condition…" of the gutter's breakpoint menu and of the Breakpoints dock: one line of the
// expression language (ExpressionLanguage.md), parsed as it is typed with the engine's own
// parser. An error is shown under the field with its column, and the caret goes to that column
// when OK (or Enter) is refused: the dialog never accepts a condition that does not parse. An
// empty field removes the condition.
//
// GUI thread only.

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace wave::widgets {

class BreakpointConditionDialog : public QDialog {
    Q_OBJECT
public:
    // `what` names the breakpoint in the prompt ("line 12", "breakpoint 3").
    BreakpointConditionDialog(const QString& what, const QString& condition,
                              QWidget* parent = nullptr);

    QString condition() const;
    QLineEdit* edit() const { return edit_; }
    // The parse error shown now ("column 8: expected ..."), or empty.
    QString errorText() const;

public slots:
    void accept() override;

private:
    // Parses the field and shows the result; true when it may be accepted.
    bool check();

    QLineEdit* edit_;
    QLabel* error_;
    QDialogButtonBox* buttons_;
    int errorColumn_ = 0; // 1-based, 0: none
};

} // namespace wave::widgets
