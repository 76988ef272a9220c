// LaunchConfigPanel: the tables of initial registers and memory fills.
#include "launch/LaunchConfigPanel.h"

#include "launch/LaunchBuilder.h"

#include "launch/ElementType.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace wave::widgets {

namespace {

using Field = LaunchIssue::Field;
enum FillColumn { KindColumn, AddressColumn, TypeColumn, CountColumn, ScaleColumn, FileColumn };

QTableWidget* table(QWidget* parent, const QString& name, const QStringList& headers) {
    auto* t = new QTableWidget(0, int(headers.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setMinimumHeight(90);
    t->setMaximumHeight(180);
    t->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    return t;
}

QToolButton* button(QWidget* parent, const QString& text, const QString& tip) {
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    return b;
}

// The selected rows, or else the row whose cell (or cell widget) has the focus.
QList<int> selectedRowsDescending(const QTableWidget* t) {
    QList<int> rows;
    for (const QModelIndex& i : t->selectionModel()->selectedRows())
        rows << i.row();
    if (rows.isEmpty()) {
        const QWidget* focus = QApplication::focusWidget();
        for (int r = 0; r < t->rowCount() && rows.isEmpty(); ++r)
            for (int c = 0; c < t->columnCount(); ++c) {
                const QWidget* cell = t->cellWidget(r, c);
                if (cell && focus && (cell == focus || cell->isAncestorOf(focus))) {
                    rows << r;
                    break;
                }
            }
        if (rows.isEmpty() && t->currentRow() >= 0)
            rows << t->currentRow();
    }
    std::sort(rows.begin(), rows.end(), std::greater<int>());
    return rows;
}

QWidget* tableBox(QWidget* parent, QTableWidget* t, QToolButton* add, QToolButton* remove,
                  QLabel* note, QLabel* message) {
    auto* box = new QWidget(parent);
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    v->addLayout(buttons);
    v->addWidget(t);
    if (note)
        v->addWidget(note);
    v->addWidget(message);
    return box;
}

} // namespace

QWidget* LaunchConfigPanel::buildRegisterTable() {
    registerTable_ = table(this, QStringLiteral("initialRegisters"), {tr("Register"), tr("Value")});
    registerTable_->setToolTip(tr("Before every workgroup, every thread gets this register "
                                  "(wave-emu --set-reg REG:VALUE; REG 0-255, VALUE decimal or "
                                  "0x hex, low 32 bits)"));
    connect(registerTable_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (updating_ || item->row() >= settings_.initialRegisters.size())
            return;
        RegisterInit& r = settings_.initialRegisters[item->row()];
        (item->column() == 0 ? r.reg : r.value) = item->text().trimmed();
        edited();
    });
    auto* add = button(this, tr("Add"), tr("Add an initial register"));
    auto* remove = button(this, tr("Remove"), tr("Remove the selected initial registers"));
    connect(add, &QToolButton::clicked, this, [this] {
        settings_.initialRegisters.push_back(
            RegisterInit{QString::number(settings_.initialRegisters.size()), QStringLiteral("0")});
        fillRegisterRows();
        edited();
        registerTable_->editItem(registerTable_->item(registerTable_->rowCount() - 1, 1));
    });
    connect(remove, &QToolButton::clicked, this, [this] {
        for (int row : selectedRowsDescending(registerTable_))
            if (row < settings_.initialRegisters.size())
                settings_.initialRegisters.remove(row);
        fillRegisterRows();
        edited();
    });
    return tableBox(this, registerTable_, add, remove, nullptr, addMessage(Field::InitialRegister));
}

void LaunchConfigPanel::fillRegisterRows() {
    const bool wasUpdating = updating_;
    updating_ = true;
    registerTable_->setRowCount(int(settings_.initialRegisters.size()));
    for (int i = 0; i < settings_.initialRegisters.size(); ++i) {
        const RegisterInit& r = settings_.initialRegisters[i];
        registerTable_->setItem(i, 0, new QTableWidgetItem(r.reg));
        registerTable_->setItem(i, 1, new QTableWidgetItem(r.value));
    }
    updating_ = wasUpdating;
}

QWidget* LaunchConfigPanel::buildFillTable() {
    fillTable_ =
        table(this, QStringLiteral("fills"),
              {tr("Kind"), tr("Address"), tr("Type"), tr("Count"), tr("Scale"), tr("File")});
    fillTable_->setToolTip(tr("Device memory starts zeroed; then every zero fill, every iota fill "
                              "(value i × scale) and every file is applied, in this order "
                              "(wave-emu --fill-zero, --fill-iota, --arg)"));
    auto* add = button(this, tr("Add"), tr("Add a memory fill"));
    auto* remove = button(this, tr("Remove"), tr("Remove the selected memory fills"));
    connect(add, &QToolButton::clicked, this, [this] {
        MemoryFill f;
        f.count = QStringLiteral("64");
        settings_.fills.push_back(f);
        fillFillRows();
        edited();
    });
    connect(remove, &QToolButton::clicked, this, [this] {
        for (int row : selectedRowsDescending(fillTable_))
            if (row < settings_.fills.size())
                settings_.fills.remove(row);
        fillFillRows();
        edited();
    });
    auto* note = new QLabel(tr("Applied in wave-emu's order: zero fills, then iota fills, then "
                               "files. Addresses are decimal or 0x hex; files are relative to the "
                               "source's folder."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false);
    return tableBox(this, fillTable_, add, remove, note, addMessage(Field::Fill));
}

void LaunchConfigPanel::fillFillRows() {
    const bool wasUpdating = updating_;
    updating_ = true;
    fillTable_->clearContents();
    fillTable_->setRowCount(int(settings_.fills.size()));
    for (int i = 0; i < settings_.fills.size(); ++i) {
        const MemoryFill& f = settings_.fills[i];
        auto* kind = new QComboBox(fillTable_);
        kind->addItem(tr("Zero"), MemoryFill::kindName(MemoryFill::Kind::Zero));
        kind->addItem(tr("Iota"), MemoryFill::kindName(MemoryFill::Kind::Iota));
        kind->addItem(tr("File"), MemoryFill::kindName(MemoryFill::Kind::File));
        kind->setCurrentIndex(kind->findData(MemoryFill::kindName(f.kind)));
        connect(kind, &QComboBox::currentIndexChanged, this, [this, i, kind] {
            if (updating_ || i >= settings_.fills.size())
                return;
            if (const auto k = MemoryFill::kindFromName(kind->currentData().toString()))
                settings_.fills[i].kind = *k;
            updateFillRow(i);
            edited();
        });
        fillTable_->setCellWidget(i, KindColumn, kind);

        auto* type = new QComboBox(fillTable_);
        type->setEditable(true); // keeps a type read from a file even if wave-emu refuses it
        for (const QString& t : QString::fromLatin1(launch::ElementTypes::names().data(),
                                                    qsizetype(launch::ElementTypes::names().size()))
                                    .split(QStringLiteral(", ")))
            type->addItem(t);
        type->setCurrentText(f.type);
        connect(type, &QComboBox::currentTextChanged, this, [this, i](const QString& text) {
            if (updating_ || i >= settings_.fills.size())
                return;
            settings_.fills[i].type = text.trimmed();
            edited();
        });
        fillTable_->setCellWidget(i, TypeColumn, type);

        const struct {
            int column;
            QString text;
            QString placeholder;
            void (*store)(MemoryFill&, const QString&);
        } edits[] = {
            {AddressColumn, f.address, QStringLiteral("0"),
             [](MemoryFill& m, const QString& t) { m.address = t; }},
            {CountColumn, f.count, QStringLiteral("0"),
             [](MemoryFill& m, const QString& t) { m.count = t; }},
            {ScaleColumn, f.scale.value_or(QString()), QStringLiteral("1.0"),
             [](MemoryFill& m, const QString& t) {
                 m.scale = t.isEmpty() ? std::nullopt : std::optional<QString>(t);
             }},
        };
        for (const auto& e : edits) {
            auto* edit = new QLineEdit(e.text, fillTable_);
            edit->setPlaceholderText(e.placeholder);
            edit->setFrame(false);
            connect(edit, &QLineEdit::textEdited, this,
                    [this, i, store = e.store](const QString& t) {
                        if (i >= settings_.fills.size())
                            return;
                        store(settings_.fills[i], t.trimmed());
                        edited();
                    });
            fillTable_->setCellWidget(i, e.column, edit);
        }

        auto* fileBox = new QWidget(fillTable_);
        auto* h = new QHBoxLayout(fileBox);
        h->setContentsMargins(0, 0, 0, 0);
        h->setSpacing(1);
        auto* path = new QLineEdit(f.path, fileBox);
        path->setObjectName(QStringLiteral("path"));
        path->setFrame(false);
        path->setPlaceholderText(tr("file"));
        auto* browse = button(fileBox, QStringLiteral("…"), tr("Choose the file"));
        h->addWidget(path, 1);
        h->addWidget(browse);
        connect(path, &QLineEdit::textEdited, this, [this, i](const QString& t) {
            if (i >= settings_.fills.size())
                return;
            settings_.fills[i].path = t;
            edited();
        });
        connect(browse, &QToolButton::clicked, this, [this, i] { browseFill(i); });
        fillTable_->setCellWidget(i, FileColumn, fileBox);
        updateFillRow(i);
    }
    const QFontMetrics metrics = fillTable_->fontMetrics();
    const int column = metrics.horizontalAdvance(QStringLiteral("0x00000")) + 24;
    fillTable_->setColumnWidth(KindColumn, metrics.horizontalAdvance(tr("Zero")) + 48);
    fillTable_->setColumnWidth(AddressColumn, column);
    fillTable_->setColumnWidth(TypeColumn, metrics.horizontalAdvance(QStringLiteral("bf16")) + 48);
    fillTable_->setColumnWidth(CountColumn, column);
    fillTable_->setColumnWidth(ScaleColumn, column * 3 / 4);
    updating_ = wasUpdating;
}

void LaunchConfigPanel::updateFillRow(int row) {
    if (row < 0 || row >= settings_.fills.size())
        return;
    const MemoryFill::Kind kind = settings_.fills[row].kind;
    const bool file = kind == MemoryFill::Kind::File;
    fillTable_->cellWidget(row, TypeColumn)->setEnabled(!file);
    fillTable_->cellWidget(row, CountColumn)->setEnabled(!file);
    fillTable_->cellWidget(row, ScaleColumn)->setEnabled(kind == MemoryFill::Kind::Iota);
    fillTable_->cellWidget(row, FileColumn)->setEnabled(file);
}

void LaunchConfigPanel::browseFill(int row) {
    if (row < 0 || row >= settings_.fills.size())
        return;
    const QDir base(LaunchBuilder::baseDirectory(sourcePath_));
    const QString chosen =
        QFileDialog::getOpenFileName(this, tr("Initial memory contents"), base.absolutePath());
    if (chosen.isEmpty())
        return;
    // Inside the source's folder, keep the path relative so the session can be shared.
    const QString relative = base.relativeFilePath(chosen);
    settings_.fills[row].path = relative.startsWith(QStringLiteral("..")) ? chosen : relative;
    if (auto* path = fillTable_->cellWidget(row, FileColumn)->findChild<QLineEdit*>())
        path->setText(settings_.fills[row].path);
    edited();
}

} // namespace wave::widgets
