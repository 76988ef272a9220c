#include "launch/BreakpointConditionDialog.h"

#include "debug/expr/Condition.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace wave::widgets {

BreakpointConditionDialog::BreakpointConditionDialog(const QString& what, const QString& condition,
                                                     QWidget* parent)
    : QDialog(parent), edit_(new QLineEdit(this)), error_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Breakpoint Condition"));
    auto* prompt = new QLabel(tr("Stop at %1 only when this holds on an active lane:").arg(what));
    prompt->setObjectName(QStringLiteral("prompt"));
    prompt->setTextFormat(Qt::PlainText);
    // Plain text and no buddy: "&&" is shown as written, never taken for a mnemonic.
    auto* example = new QLabel(tr("For example  lane == 5 && r3 == 0  or  any(r3 < 0). "
                                  "Empty: stop every time."));
    example->setObjectName(QStringLiteral("example"));
    example->setTextFormat(Qt::PlainText);
    example->setEnabled(false); // the style's secondary text colour
    edit_->setObjectName(QStringLiteral("condition"));
    edit_->setText(condition);
    edit_->setClearButtonEnabled(true);
    edit_->setMinimumWidth(edit_->fontMetrics().averageCharWidth() * 48);
    error_->setObjectName(QStringLiteral("error"));
    error_->setTextFormat(Qt::PlainText);
    error_->setWordWrap(true);
    QPalette p = error_->palette();
    p.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28)); // the IDE's error colour
    error_->setPalette(p);
    error_->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(prompt);
    layout->addWidget(edit_);
    layout->addWidget(error_);
    layout->addWidget(example);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &BreakpointConditionDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(edit_, &QLineEdit::textChanged, this, [this] { check(); });
    check();
    edit_->setFocus();
}

QString BreakpointConditionDialog::condition() const {
    return edit_->text().trimmed();
}

QString BreakpointConditionDialog::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}

bool BreakpointConditionDialog::check() {
    const QString text = edit_->text();
    const QString trimmed = text.trimmed();
    errorColumn_ = 0;
    debug::expr::ParseError error;
    if (!trimmed.isEmpty() && !debug::expr::Condition::compile(trimmed.toStdString(), error)) {
        // The engine counts columns in the trimmed text; the field may start with spaces.
        const int leading = int(text.indexOf(trimmed.front()));
        errorColumn_ = int(error.column) + leading;
        error_->setText(
            tr("Column %1: %2").arg(errorColumn_).arg(QString::fromStdString(error.message)));
    }
    const bool ok = errorColumn_ == 0;
    error_->setVisible(!ok);
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(ok);
    return ok;
}

void BreakpointConditionDialog::accept() {
    if (!check()) {
        edit_->setFocus();
        if (errorColumn_ > 0)
            edit_->setCursorPosition(errorColumn_ - 1);
        return;
    }
    QDialog::accept();
}

} // namespace wave::widgets
