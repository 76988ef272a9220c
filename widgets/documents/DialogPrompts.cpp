#include "documents/DialogPrompts.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

namespace wave::widgets {

namespace {

QString bulleted(const QStringList& names) {
    QString list;
    for (const QString& name : names)
        list += QStringLiteral("\u2022 ") + name + QLatin1Char('\n');
    return list.trimmed();
}

} // namespace

DocumentPrompts::Answer DialogPrompts::askToSave(const QStringList& names) {
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"), QString(),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent_);
    if (names.size() == 1) {
        box.setText(tr("Save the changes to %1?").arg(names.front()));
    } else {
        box.setText(tr("Save the changes to %n file(s)?", nullptr, static_cast<int>(names.size())));
        box.setInformativeText(bulleted(names));
    }
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Answer::Save;
    case QMessageBox::Discard:
        return Answer::Discard;
    default:
        return Answer::Cancel;
    }
}

QString DialogPrompts::askSavePath(const QString& title, const QString& suggestedPath,
                                   const QString& filter) {
    return QFileDialog::getSaveFileName(parent_, title, suggestedPath, filter);
}

DocumentPrompts::RecoveryAnswer DialogPrompts::askToRecover(const QStringList& names) {
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved files"),
                    tr("Recover %n unsaved file(s)?", nullptr, static_cast<int>(names.size())),
                    QMessageBox::NoButton, parent_);
    box.setInformativeText(tr("WAVE Studio did not close cleanly last time. These buffers were "
                              "saved automatically:\n") +
                           bulleted(names));
    QPushButton* recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    box.addButton(tr("Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    if (box.clickedButton() == recover)
        return RecoveryAnswer::Recover;
    if (box.clickedButton() == discard)
        return RecoveryAnswer::Discard;
    return RecoveryAnswer::Later;
}

bool DialogPrompts::askToStopDebugging(const QString& debugged, const QString& requested) {
    QMessageBox box(QMessageBox::Question, tr("Debug another file"),
                    tr("Stop debugging %1 and debug %2?").arg(debugged, requested),
                    QMessageBox::NoButton, parent_);
    box.setInformativeText(
        tr("One kernel is debugged at a time. The session of %1 ends: its position and "
           "history are lost; its breakpoints stay.")
            .arg(debugged));
    QPushButton* debug =
        box.addButton(tr("Stop and Debug %1").arg(requested), QMessageBox::YesRole);
    box.addButton(tr("Keep Debugging %1").arg(debugged), QMessageBox::NoRole);
    box.setDefaultButton(debug);
    box.exec();
    return box.clickedButton() == debug;
}

void DialogPrompts::showError(const QString& title, const QString& message) {
    QMessageBox::warning(parent_, title, message);
}

void DialogPrompts::showInformation(const QString& title, const QString& message) {
    QMessageBox::information(parent_, title, message);
}

} // namespace wave::widgets
