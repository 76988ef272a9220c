#include "encoding/EncodingLab.h"

#include "disasm/InstructionFormatter.h"
#include "editor/CursorFollower.h"
#include "isa/Decoder.h"
#include "layout/LayoutEncoder.h"

#include <QLabel>
#include <QScrollArea>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace wave::widgets {

EncodingLab::EncodingLab(const layout::LayoutCatalog& catalog, QWidget* parent)
    : QWidget(parent), layouts_(catalog.layouts().begin(), catalog.layouts().end()),
      follower_(new CursorFollower(this, [this] { refresh(); })) {
    header_ = new QLabel;
    header_->setObjectName(QStringLiteral("EncodingLabHeader"));
    header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    header_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    generations_ = new FieldRowsView;
    generations_->setObjectName(QStringLiteral("EncodingLabGenerations"));
    validation_ = new ValidationPage(&layouts_);
    decode_ = new DecodePage(&layouts_);
    tabs_ = new QTabWidget;
    tabs_->setDocumentMode(true);
    tabs_->tabBar()->setElideMode(Qt::ElideNone);
    tabs_->tabBar()->setUsesScrollButtons(true);
    // Scrolled, so that the pages at the classroom's font never widen the dock's column (the
    // editor keeps its width).
    const auto scrolled = [](QWidget* page) {
        auto* area = new QScrollArea;
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        area->setWidget(page);
        return area;
    };
    tabs_->addTab(scrolled(generations_), tr("&Generations"));
    tabs_->setTabToolTip(0, tr("The instruction under the cursor in every layout"));
    tabs_->addTab(scrolled(validation_), tr("Valida&tion"));
    tabs_->setTabToolTip(1, tr("What a layout cannot encode of the instruction table"));
    tabs_->addTab(scrolled(decode_), tr("De&code"));
    tabs_->setTabToolTip(2, tr("Words split into the fields of a layout"));
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
    follower_->setEditor(editor);
}

void EncodingLab::setSnapshot(const AssemblySnapshotPtr& snapshot) {
    follower_->setSnapshot(snapshot);
}

void EncodingLab::setCursorPosition(int line, int column) {
    follower_->setCursorPosition(line, column);
}

void EncodingLab::refresh() {
    const CursorInstruction at = follower_->instruction();
    if (at.state == CursorInstruction::State::LineHasErrors)
        showMessage(tr("This line has errors: no encoding"));
    else if (at.state == CursorInstruction::State::None)
        showMessage(tr("No instruction on this line"));
    else
        showInstruction(follower_->snapshot()->result.program.code, at.codeOffset);
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
