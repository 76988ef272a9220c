#pragma once
// DocumentPrompts with real dialogs (QMessageBox, QFileDialog) parented to a window.

#include "documents/DocumentPrompts.h"

#include <QCoreApplication>
#include <QPointer>
#include <QWidget>

namespace wave::widgets {

class DialogPrompts : public DocumentPrompts {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::DialogPrompts)
public:
    explicit DialogPrompts(QWidget* parent) : parent_(parent) {}

    Answer askToSave(const QStringList& names) override;
    QString askSavePath(const QString& title, const QString& suggestedPath,
                        const QString& filter) override;
    RecoveryAnswer askToRecover(const QStringList& names) override;
    bool askToStopDebugging(const QString& debugged, const QString& requested) override;
    void showError(const QString& title, const QString& message) override;
    void showInformation(const QString& title, const QString& message) override;

private:
    QPointer<QWidget> parent_;
};

} // namespace wave::widgets
