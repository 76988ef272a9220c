#pragma once
// "Watch local/device range…" of the Breakpoints dock: the memory space, the first address,
// the length in bytes and the access that stops (read, write or either). OK refuses a range
// that does not make sense with a message under the fields and keeps the dialog open.
//
// GUI thread only.

#include "debug/session/Breakpoint.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace wave::widgets {

class WatchRangeDialog : public QDialog {
    Q_OBJECT
public:
    explicit WatchRangeDialog(QWidget* parent = nullptr);

    void setSpace(debug::MemorySpace space);
    // The watchpoint the fields describe, or nullopt with `error` saying what to fix.
    std::optional<debug::BreakpointSpec> spec(QString& error) const;
    // The message shown after a refused OK, or empty.
    QString errorText() const;

    QComboBox* spaceBox() const { return space_; }
    QLineEdit* addressEdit() const { return address_; }
    QLineEdit* lengthEdit() const { return length_; }
    QComboBox* accessBox() const { return access_; }

public slots:
    void accept() override;

private:
    QComboBox* space_;
    QLineEdit* address_;
    QLineEdit* length_;
    QComboBox* access_;
    QLabel* error_;
    QDialogButtonBox* buttons_;
};

} // namespace wave::widgets
