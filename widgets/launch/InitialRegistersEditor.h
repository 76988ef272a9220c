#pragma once
// The Launch dock's table of initial registers (wave-emu --set-reg REG:VALUE): one row per
// register, added and removed with the buttons above, edited in place. The text is kept as
// typed; LaunchBuilder checks it. GUI thread only.

#include "launch/LaunchSettings.h"

#include <QVector>
#include <QWidget>

class QTableWidget;

namespace wave::widgets {

class InitialRegistersEditor : public QWidget {
    Q_OBJECT
public:
    explicit InitialRegistersEditor(QWidget* parent = nullptr);

    // Shows `registers` (does not emit edited).
    void setRegisters(const QVector<RegisterInit>& registers);
    const QVector<RegisterInit>& registers() const { return registers_; }
    QTableWidget* table() const { return table_; }

signals:
    void edited();

private:
    void fillRows();

    QVector<RegisterInit> registers_;
    QTableWidget* table_ = nullptr;
    bool updating_ = false;
};

} // namespace wave::widgets
