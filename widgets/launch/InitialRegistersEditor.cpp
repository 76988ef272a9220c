#include "launch/InitialRegistersEditor.h"

#include "launch/LaunchTableKit.h"

#include <QTableWidget>
#include <QToolButton>

namespace wave::widgets {

InitialRegistersEditor::InitialRegistersEditor(QWidget* parent) : QWidget(parent) {
    table_ = LaunchTableKit::table(this, QStringLiteral("initialRegisters"),
                                   {tr("Register"), tr("Value")});
    table_->setToolTip(tr("Before every workgroup, every thread gets this register "
                          "(wave-emu --set-reg REG:VALUE; REG 0-255, VALUE decimal or "
                          "0x hex, low 32 bits)"));
    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (updating_ || item->row() >= registers_.size())
            return;
        RegisterInit& r = registers_[item->row()];
        (item->column() == 0 ? r.reg : r.value) = item->text().trimmed();
        emit edited();
    });
    auto* add = LaunchTableKit::button(this, tr("Add"), tr("Add an initial register"));
    auto* remove =
        LaunchTableKit::button(this, tr("Remove"), tr("Remove the selected initial registers"));
    connect(add, &QToolButton::clicked, this, [this] {
        registers_.push_back(RegisterInit{QString::number(registers_.size()), QStringLiteral("0")});
        fillRows();
        emit edited();
        table_->editItem(table_->item(table_->rowCount() - 1, 1));
    });
    connect(remove, &QToolButton::clicked, this, [this] {
        for (int row : LaunchTableKit::selectedRowsDescending(table_))
            if (row < registers_.size())
                registers_.remove(row);
        fillRows();
        emit edited();
    });
    LaunchTableKit::layOut(this, table_, add, remove, nullptr);
}

void InitialRegistersEditor::setRegisters(const QVector<RegisterInit>& registers) {
    registers_ = registers;
    fillRows();
}

void InitialRegistersEditor::fillRows() {
    const bool wasUpdating = updating_;
    updating_ = true;
    table_->setRowCount(int(registers_.size()));
    for (int i = 0; i < registers_.size(); ++i) {
        table_->setItem(i, 0, new QTableWidgetItem(registers_[i].reg));
        table_->setItem(i, 1, new QTableWidgetItem(registers_[i].value));
    }
    updating_ = wasUpdating;
}

} // namespace wave::widgets
