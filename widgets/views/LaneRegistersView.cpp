#include "views/LaneRegistersView.h"

#include <QActionGroup>
#include <QContextMenuEvent>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QStyle>

#include <algorithm>

namespace wave::widgets {

namespace {

// Widest text of a format, in characters, for the column width.
int formatChars(RegisterFormat::Format f, LaneRegistersView::ColumnText text) {
    switch (f) {
    case RegisterFormat::Hex:
        return text == LaneRegistersView::ColumnText::HexDigits ? 8 : 10;
    case RegisterFormat::Signed:
        return 11;
    case RegisterFormat::Unsigned:
        return 10;
    case RegisterFormat::F32:
        return 13;
    case RegisterFormat::F16x2:
        return 15;
    case RegisterFormat::BF16x2:
        return 17;
    case RegisterFormat::F64Pair:
        return 22;
    }
    return 10;
}

} // namespace

LaneRegistersView::LaneRegistersView(QWidget* parent) : SnapshotTableView(parent) {
    model_ = new LaneRegistersModel(this);
    setModel(model_);
    // Before a session (and after one) the grid has no lanes: say why, not a blank page.
    setEmptyText(tr("No workgroup is running"));
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(verticalHeader(), &QHeaderView::customContextMenuRequested, this,
            [this](const QPoint& pos) {
                showMenu(verticalHeader()->mapToGlobal(pos), verticalHeader()->logicalIndexAt(pos));
            });
    connect(model_, &LaneRegistersModel::registerEditRequested, this,
            &LaneRegistersView::registerEditRequested);
    connect(model_, &LaneRegistersModel::editRejected, this, &LaneRegistersView::editRejected);
    connect(model_, &QAbstractItemModel::modelReset, this, &LaneRegistersView::fitColumns);
    connect(this, &QTableView::clicked, this, [this](const QModelIndex& index) {
        emit laneActivated(model_->waveOfColumn(index.column()),
                           model_->laneOfColumn(index.column()));
    });
    applyStyle();
}

void LaneRegistersView::setSnapshot(LaneRegistersModel::Snapshot snapshot) {
    model_->setSnapshot(std::move(snapshot));
}

void LaneRegistersView::setBaseline(LaneRegistersModel::Snapshot baseline) {
    model_->setBaseline(std::move(baseline));
}

void LaneRegistersView::setFocus(std::uint32_t wave, std::uint32_t lane) {
    model_->setFocus(wave, lane);
    const int column = model_->columnOf(wave, lane);
    if (column >= 0 && model_->rowCount() > 0 && isVisible())
        scrollTo(model_->index(0, column), QAbstractItemView::EnsureVisible);
}

void LaneRegistersView::setShowAllWaves(bool on) {
    model_->setShowAllWaves(on);
}

void LaneRegistersView::setRegisterFormat(std::uint32_t reg, RegisterFormat::Format format) {
    model_->setRegisterFormat(reg, format);
    fitColumns();
}

QSize LaneRegistersView::sizeForCells(int lanes, int rows, ColumnText text) const {
    // The row header holds "exec", "p3", "r31" and the like.
    const int rowHeader =
        std::max(verticalHeader()->sizeHint().width(),
                 fontMetrics().horizontalAdvance(QStringLiteral("exec")) + style_.px(16));
    const int frame = 2 * frameWidth();
    const int bar = QWidget::style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    // Without a session the column header has no sections yet: as tall as a row then.
    const int columnHeader =
        std::max(horizontalHeader()->sizeHint().height(), verticalHeader()->defaultSectionSize());
    return QSize(frame + rowHeader + lanes * columnWidthFor(text) + bar,
                 frame + columnHeader + rows * verticalHeader()->defaultSectionSize() + bar);
}

void LaneRegistersView::applyStyle() {
    SnapshotTableView::applyStyle();
    fitColumns();
}

int LaneRegistersView::columnWidthFor(ColumnText text) const {
    // Registers come in the session's first snapshot: before it, as wide as hex.
    int chars = formatChars(RegisterFormat::Hex, text);
    for (int r = 0; model_ && r < model_->rowCount(); ++r)
        if (model_->rowKind(r) == LaneRegistersModel::RowKind::Register)
            chars =
                std::max(chars, formatChars(model_->registerFormat(model_->rowNumber(r)), text));
    const QFontMetrics fm(style_.mono(12, true));
    return fm.horizontalAdvance(QString(chars, QLatin1Char('0'))) + style_.px(12);
}

// Whole values where eight lanes of them fit the view, hex digits otherwise: on a 1024-pixel
// screen that is eight lanes instead of six beside a readable editor.
void LaneRegistersView::fitColumns() {
    if (!model_)
        return;
    const int whole = columnWidthFor(ColumnText::Whole);
    const int lanes = model_->columnCount() > 0 ? std::min(model_->columnCount(), 8) : 8;
    columnText_ = viewport()->width() >= lanes * whole ? ColumnText::Whole : ColumnText::HexDigits;
    horizontalHeader()->setDefaultSectionSize(columnWidthFor(columnText_));
    horizontalHeader()->setMinimumSectionSize(style_.px(20));
}

bool LaneRegistersView::viewportEvent(QEvent* event) {
    // The viewport, not the view: a vertical scroll bar coming takes width from it alone.
    if (event->type() == QEvent::Resize)
        fitColumns();
    return SnapshotTableView::viewportEvent(event);
}

void LaneRegistersView::contextMenuEvent(QContextMenuEvent* event) {
    const QModelIndex index = indexAt(viewport()->mapFrom(this, event->pos()));
    showMenu(event->globalPos(), index.isValid() ? index.row() : -1);
}

void LaneRegistersView::showMenu(const QPoint& globalPos, int row) {
    QMenu menu(this);
    if (row >= 0 && model_->rowKind(row) == LaneRegistersModel::RowKind::Register) {
        const std::uint32_t reg = model_->rowNumber(row);
        QMenu* formats = menu.addMenu(tr("Show r%1 as").arg(reg));
        auto* group = new QActionGroup(formats);
        for (int f = 0; f < RegisterFormat::kCount; ++f) {
            const auto format = static_cast<RegisterFormat::Format>(f);
            QAction* a = formats->addAction(RegisterFormat::name(format));
            a->setCheckable(true);
            a->setChecked(model_->registerFormat(reg) == format);
            group->addAction(a);
            connect(a, &QAction::triggered, this,
                    [this, reg, format] { setRegisterFormat(reg, format); });
        }
        menu.addSeparator();
    }
    QAction* all = menu.addAction(tr("Show all waves"));
    all->setCheckable(true);
    all->setChecked(model_->showAllWaves());
    connect(all, &QAction::toggled, this, [this](bool on) { model_->setShowAllWaves(on); });
    QAction* preds = menu.addAction(tr("Show predicates p0\u2013p3"));
    preds->setCheckable(true);
    preds->setChecked(
        model_->rowCount() > 0 &&
        (model_->rowKind(0) == LaneRegistersModel::RowKind::Predicate ||
         (model_->rowCount() > 1 && model_->rowKind(1) == LaneRegistersModel::RowKind::Predicate)));
    connect(preds, &QAction::toggled, this, [this](bool on) { model_->setShowPredicates(on); });
    QAction* mask = menu.addAction(tr("Show the active mask"));
    mask->setCheckable(true);
    mask->setChecked(model_->rowCount() > 0 &&
                     model_->rowKind(0) == LaneRegistersModel::RowKind::ActiveMask);
    connect(mask, &QAction::toggled, this, [this](bool on) { model_->setShowActiveMask(on); });
    menu.exec(globalPos);
}

} // namespace wave::widgets
