#include "launch/MemoryFillsEditor.h"

#include "launch/LaunchBuilder.h"
#include "launch/LaunchTableKit.h"

#include "launch/ElementType.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QToolButton>

namespace wave::widgets {

namespace {

enum FillColumn { KindColumn, AddressColumn, TypeColumn, CountColumn, ScaleColumn, FileColumn };

} // namespace

MemoryFillsEditor::MemoryFillsEditor(QWidget* parent) : QWidget(parent) {
    table_ = LaunchTableKit::table(
        this, QStringLiteral("fills"),
        {tr("Kind"), tr("Address"), tr("Type"), tr("Count"), tr("Scale"), tr("File")});
    table_->setToolTip(tr("Device memory starts zeroed; then every zero fill, every iota fill "
                          "(value i × scale) and every file is applied, in this order "
                          "(wave-emu --fill-zero, --fill-iota, --arg)"));
    auto* add = LaunchTableKit::button(this, tr("Add"), tr("Add a memory fill"));
    auto* remove =
        LaunchTableKit::button(this, tr("Remove"), tr("Remove the selected memory fills"));
    connect(add, &QToolButton::clicked, this, [this] {
        MemoryFill f;
        f.count = QStringLiteral("64");
        fills_.push_back(f);
        fillRows();
        emit edited();
    });
    connect(remove, &QToolButton::clicked, this, [this] {
        for (int row : LaunchTableKit::selectedRowsDescending(table_))
            if (row < fills_.size())
                fills_.remove(row);
        fillRows();
        emit edited();
    });
    auto* note = new QLabel(tr("Applied in wave-emu's order: zero fills, then iota fills, then "
                               "files. Addresses are decimal or 0x hex; files are relative to the "
                               "source's folder."),
                            this);
    note->setWordWrap(true);
    note->setEnabled(false);
    LaunchTableKit::layOut(this, table_, add, remove, note);
}

void MemoryFillsEditor::fillRows() {
    const bool wasUpdating = updating_;
    updating_ = true;
    table_->clearContents();
    table_->setRowCount(int(fills_.size()));
    for (int i = 0; i < fills_.size(); ++i) {
        const MemoryFill& f = fills_[i];
        auto* kind = new QComboBox(table_);
        kind->addItem(tr("Zero"), MemoryFill::kindName(MemoryFill::Kind::Zero));
        kind->addItem(tr("Iota"), MemoryFill::kindName(MemoryFill::Kind::Iota));
        kind->addItem(tr("File"), MemoryFill::kindName(MemoryFill::Kind::File));
        kind->setCurrentIndex(kind->findData(MemoryFill::kindName(f.kind)));
        connect(kind, &QComboBox::currentIndexChanged, this, [this, i, kind] {
            if (updating_ || i >= fills_.size())
                return;
            if (const auto k = MemoryFill::kindFromName(kind->currentData().toString()))
                fills_[i].kind = *k;
            updateRow(i);
            emit edited();
        });
        table_->setCellWidget(i, KindColumn, kind);

        auto* type = new QComboBox(table_);
        type->setEditable(true); // keeps a type read from a file even if wave-emu refuses it
        for (const QString& t : QString::fromLatin1(launch::ElementTypes::names().data(),
                                                    qsizetype(launch::ElementTypes::names().size()))
                                    .split(QStringLiteral(", ")))
            type->addItem(t);
        type->setCurrentText(f.type);
        connect(type, &QComboBox::currentTextChanged, this, [this, i](const QString& text) {
            if (updating_ || i >= fills_.size())
                return;
            fills_[i].type = text.trimmed();
            emit edited();
        });
        table_->setCellWidget(i, TypeColumn, type);

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
            auto* edit = new QLineEdit(e.text, table_);
            edit->setPlaceholderText(e.placeholder);
            edit->setFrame(false);
            connect(edit, &QLineEdit::textEdited, this,
                    [this, i, store = e.store](const QString& t) {
                        if (i >= fills_.size())
                            return;
                        store(fills_[i], t.trimmed());
                        emit edited();
                    });
            table_->setCellWidget(i, e.column, edit);
        }

        auto* fileBox = new QWidget(table_);
        auto* h = new QHBoxLayout(fileBox);
        h->setContentsMargins(0, 0, 0, 0);
        h->setSpacing(1);
        auto* path = new QLineEdit(f.path, fileBox);
        path->setObjectName(QStringLiteral("path"));
        path->setFrame(false);
        path->setPlaceholderText(tr("file"));
        auto* chooser = LaunchTableKit::button(fileBox, QStringLiteral("…"), tr("Choose the file"));
        h->addWidget(path, 1);
        h->addWidget(chooser);
        connect(path, &QLineEdit::textEdited, this, [this, i](const QString& t) {
            if (i >= fills_.size())
                return;
            fills_[i].path = t;
            emit edited();
        });
        connect(chooser, &QToolButton::clicked, this, [this, i] { browse(i); });
        table_->setCellWidget(i, FileColumn, fileBox);
        updateRow(i);
    }
    const QFontMetrics metrics = table_->fontMetrics();
    const int column = metrics.horizontalAdvance(QStringLiteral("0x00000")) + 24;
    table_->setColumnWidth(KindColumn, metrics.horizontalAdvance(tr("Zero")) + 48);
    table_->setColumnWidth(AddressColumn, column);
    table_->setColumnWidth(TypeColumn, metrics.horizontalAdvance(QStringLiteral("bf16")) + 48);
    table_->setColumnWidth(CountColumn, column);
    table_->setColumnWidth(ScaleColumn, column * 3 / 4);
    updating_ = wasUpdating;
}

void MemoryFillsEditor::updateRow(int row) {
    if (row < 0 || row >= fills_.size())
        return;
    const MemoryFill::Kind kind = fills_[row].kind;
    const bool file = kind == MemoryFill::Kind::File;
    table_->cellWidget(row, TypeColumn)->setEnabled(!file);
    table_->cellWidget(row, CountColumn)->setEnabled(!file);
    table_->cellWidget(row, ScaleColumn)->setEnabled(kind == MemoryFill::Kind::Iota);
    table_->cellWidget(row, FileColumn)->setEnabled(file);
}

void MemoryFillsEditor::browse(int row) {
    if (row < 0 || row >= fills_.size())
        return;
    const QDir base(LaunchBuilder::baseDirectory(sourcePath_));
    const QString chosen =
        QFileDialog::getOpenFileName(this, tr("Initial memory contents"), base.absolutePath());
    if (chosen.isEmpty())
        return;
    // Inside the source's folder, keep the path relative so the session can be shared.
    const QString relative = base.relativeFilePath(chosen);
    fills_[row].path = relative.startsWith(QStringLiteral("..")) ? chosen : relative;
    if (auto* path = table_->cellWidget(row, FileColumn)->findChild<QLineEdit*>())
        path->setText(fills_[row].path);
    emit edited();
}

void MemoryFillsEditor::setFills(const QVector<MemoryFill>& fills) {
    fills_ = fills;
    fillRows();
}

} // namespace wave::widgets
