#include "encoding/EncodingLab.h"

#include "disasm/InstructionFormatter.h"
#include "editor/CodeEditor.h"
#include "editor/CursorInstruction.h"
#include "isa/Decoder.h"
#include "layout/LayoutEncoder.h"

#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

namespace wave::widgets {

EncodingLab::EncodingLab(const layout::LayoutCatalog& catalog, QWidget* parent)
    : QWidget(parent), layouts_(catalog.layouts().begin(), catalog.layouts().end()) {
    header_ = new QLabel;
    header_->setObjectName(QStringLiteral("EncodingLabHeader"));
    header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    generations_ = new FieldRowsView;
    generations_->setObjectName(QStringLiteral("EncodingLabGenerations"));
    auto* area = new QScrollArea;
    area->setWidgetResizable(true);
    area->setWidget(generations_);
    validation_ = new ValidationPage(&layouts_);
    decode_ = new DecodePage(&layouts_);
    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    tabs_->addTab(area, tr("&Generations"));
    tabs_->addTab(validation_, tr("&Validation"));
    tabs_->addTab(decode_, tr("De&code"));
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(header_);
    column->addWidget(tabs_, 1);
    connect(decode_, &DecodePage::layoutsEdited, this, &EncodingLab::layoutsEdited);
    // A row picked among the generations is the one validated and decoded.
    connect(generations_, &FieldRowsView::rowSelected, this, [this](int index) {
        const QString name = generations_->rows().value(index).layout;
        validation_->selectLayout(name);
        decode_->selectLayout(name);
    });
    showMessage(tr("No instruction on this line"));
}

void EncodingLab::setEditor(CodeEditor* editor) {
    disconnect(cursorConnection_);
    disconnect(snapshotConnection_);
    editor_ = editor;
    if (!editor) {
        setSnapshot(nullptr);
        return;
    }
    cursorConnection_ =
        connect(editor, &QsciScintilla::cursorPositionChanged, this,
                [this](int line, int index) { setCursorPosition(line + 1, index + 1); });
    snapshotConnection_ =
        connect(editor, &CodeEditor::snapshotChanged, this, &EncodingLab::setSnapshot);
    int line = 0, index = 0;
    editor->getCursorPosition(&line, &index);
    line_ = line + 1;
    column_ = index + 1;
    setSnapshot(editor->snapshot());
}

void EncodingLab::setSnapshot(const AssemblySnapshotPtr& snapshot) {
    snapshot_ = snapshot;
    refresh();
}

void EncodingLab::setCursorPosition(int line, int column) {
    if (line == line_ && column == column_)
        return;
    line_ = line;
    column_ = column;
    refresh();
}

void EncodingLab::refresh() {
    const CursorInstruction at = CursorInstruction::at(snapshot_, line_, column_);
    if (at.state == CursorInstruction::State::LineHasErrors)
        showMessage(tr("This line has errors: no encoding"));
    else if (at.state == CursorInstruction::State::None)
        showMessage(tr("No instruction on this line"));
    else
        showInstruction(snapshot_->result.program.code, at.codeOffset);
}

void EncodingLab::showMessage(const QString& text) {
    header_->setText(text);
    code_.clear();
    generations_->setRows({});
}

bool EncodingLab::showInstruction(std::span<const std::uint8_t> code, std::uint32_t offset) {
    isa::DecodedInstruction d;
    isa::DecodeError error;
    if (!isa::Decoder::decode(code, offset, d, error)) {
        showMessage(QString::fromStdString(error.message));
        return false;
    }
    code_.assign(code.begin() + offset, code.begin() + offset + d.size);
    offset_ = offset;
    header_->setText(tr("%1 in every layout")
                         .arg(QString::fromStdString(
                             disasm::InstructionFormatter::text(d, disasm::Syntax::Source))));
    const layout::Instance instance = layout::Instance::fromDecoded(d);
    QList<LabRow> rows;
    for (const layout::Layout& l : layouts_)
        rows << LabRows::encoded(l, instance);
    generations_->setRows(rows);
    return true;
}

void EncodingLab::layoutsEdited() {
    validation_->layoutsChanged();
    decode_->layoutsChanged();
    if (!code_.empty()) {
        const std::vector<std::uint8_t> code = code_;
        showInstruction(code, 0);
    }
}

bool EncodingLab::selectLayout(const QString& name) {
    generations_->selectRow(name);
    const bool found = validation_->selectLayout(name);
    decode_->selectLayout(name);
    return found;
}

void EncodingLab::showPage(Page page) {
    tabs_->setCurrentIndex(static_cast<int>(page));
}

QString EncodingLab::headerText() const {
    return header_->text();
}

void EncodingLab::setViewPalette(const ViewPalette& palette) {
    setPalette(palette.qtPalette(this->palette()));
    generations_->setViewPalette(palette);
    decode_->rows()->setViewPalette(palette);
}

void EncodingLab::setScale(double scale) {
    const ViewStyle style{ViewStyle::clampScale(scale), ViewPalette::light()};
    // At scale 1 the application's font, as before the classroom.
    setFont(style.scale > 1.0 ? style.font(12) : QFont());
    generations_->setScale(scale);
    decode_->rows()->setScale(scale);
}

} // namespace wave::widgets
