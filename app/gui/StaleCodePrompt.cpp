#include "StaleCodePrompt.h"

#include <QApplication>
#include <QCheckBox>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>

namespace wave::studio {

StaleCodePrompt::StaleCodePrompt(QWidget* parent) : QObject(parent), parent_(parent) {}

StaleCodePrompt::Answer StaleCodePrompt::ask(const QString& fileName, const QString& editedText) {
    if (always_)
        return *always_;
    if (kept_ && editedText == keptText_)
        return Answer::Keep;
    QMessageBox box(QMessageBox::Question, tr("Source Changed"),
                    tr("%1 has changed since this debug session started.").arg(fileName),
                    QMessageBox::NoButton, parent_);
    box.setObjectName(QStringLiteral("staleCodePrompt"));
    box.setInformativeText(
        tr("The session runs the code as it was when it started; its markers and line numbers "
           "follow your edits. Restart to run the new code."));
    QPushButton* restart = box.addButton(tr("&Restart with the New Code"), QMessageBox::AcceptRole);
    restart->setObjectName(QStringLiteral("restartWithNewCode"));
    QPushButton* keep = box.addButton(tr("&Keep Debugging the Old Code"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepDebugging"));
    box.setDefaultButton(restart);
    box.setEscapeButton(keep);
    auto* remember = new QCheckBox(tr("&Do not ask again in this session"));
    remember->setObjectName(QStringLiteral("rememberAnswer"));
    box.setCheckBox(remember);
    // The keys go on to where they went: the next F10 steps from the editor again.
    const QPointer<QWidget> focus = QApplication::focusWidget();
    box.exec();
    if (focus) {
        focus->activateWindow();
        focus->setFocus(Qt::OtherFocusReason);
    }
    const Answer answer = box.clickedButton() == restart ? Answer::Restart : Answer::Keep;
    if (remember->isChecked())
        always_ = answer;
    kept_ = answer == Answer::Keep;
    keptText_ = kept_ ? editedText : QString();
    return answer;
}

void StaleCodePrompt::forget() {
    always_.reset();
    forgetKept();
}

void StaleCodePrompt::forgetKept() {
    kept_ = false;
    keptText_.clear();
}

} // namespace wave::studio
