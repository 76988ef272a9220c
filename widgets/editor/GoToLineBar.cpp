#include "editor/GoToLineBar.h"

#include "editor/CodeEditor.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>

namespace wave::widgets {

GoToLineBar::GoToLineBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("GoToLineBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    label_ = new QLabel(this);
    edit_ = new QLineEdit(this);
    edit_->setObjectName(QStringLiteral("goToLineEdit"));
    edit_->setPlaceholderText(tr("line or line:column"));
    edit_->setMaximumWidth(edit_->fontMetrics().horizontalAdvance(QLatin1Char('0')) * 24);
    label_->setBuddy(edit_);
    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("goToLineError"));
    error_->setStyleSheet(QStringLiteral("color: #d03030;"));
    layout->addWidget(label_);
    layout->addWidget(edit_);
    layout->addWidget(error_, 1);
    edit_->installEventFilter(this);
    setFocusProxy(edit_);
    connect(edit_, &QLineEdit::textEdited, error_, &QLabel::clear);
    hide();
}

void GoToLineBar::setEditor(CodeEditor* editor) {
    editor_ = editor;
    if (isVisible() && editor_)
        label_->setText(tr("Line (1\u2013%1):").arg(editor_->lines()));
}

void GoToLineBar::open() {
    if (!editor_)
        return;
    int line = 0;
    int index = 0;
    editor_->getCursorPosition(&line, &index);
    label_->setText(tr("Line (1\u2013%1):").arg(editor_->lines()));
    edit_->setText(QString::number(line + 1));
    edit_->selectAll();
    error_->clear();
    show();
    edit_->setFocus(Qt::ShortcutFocusReason);
}

void GoToLineBar::close() {
    hide();
    error_->clear();
    if (editor_)
        editor_->setFocus(Qt::OtherFocusReason);
}

QString GoToLineBar::errorText() const {
    return error_->text();
}

bool GoToLineBar::parse(const QString& text, int lineCount, int& line, int& column,
                        QString& error) {
    const QStringList parts = text.trimmed().split(QLatin1Char(':'));
    bool lineOk = false;
    bool columnOk = true;
    line = parts.value(0).trimmed().toInt(&lineOk);
    column = 1;
    if (parts.size() == 2)
        column = parts[1].trimmed().toInt(&columnOk);
    if (parts.size() > 2 || !lineOk || !columnOk) {
        error = tr("\u201c%1\u201d is not a line number (type LINE or LINE:COLUMN)")
                    .arg(text.trimmed());
        return false;
    }
    if (line < 1 || line > lineCount) {
        error = line < 1
                    ? tr("Lines start at 1")
                    : tr("Line %1 is past the end: the file has %n line(s)", nullptr, lineCount)
                          .arg(line);
        return false;
    }
    if (column < 1) {
        error = tr("Columns start at 1");
        return false;
    }
    return true;
}

bool GoToLineBar::accept() {
    if (!editor_)
        return false;
    int line = 0;
    int column = 0;
    QString error;
    if (!parse(edit_->text(), editor_->lines(), line, column, error)) {
        error_->setText(error);
        return false;
    }
    hide();
    error_->clear();
    editor_->goToPosition(line, column, true); // the column is clamped to the line's length
    return true;
}

bool GoToLineBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched == edit_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Escape) {
            close();
            return true;
        }
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            accept();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace wave::widgets
