#include "views/DeviceMemoryView.h"

#include <QContextMenuEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace wave::widgets {

DeviceMemoryView::DeviceMemoryView(QWidget* parent) : QWidget(parent) {
    model_ = new DeviceMemoryModel(this);
    table_ = new SnapshotTableView(this);
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ContiguousSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->setContextMenuPolicy(Qt::NoContextMenu); // handled by this widget
    table_->horizontalHeader()->setStretchLastSection(false);

    address_ = new QLineEdit(this);
    address_->setPlaceholderText(tr("Go to address (0x\u2026)"));
    address_->setClearButtonEnabled(true);
    next_ = new QToolButton(this);
    next_->setText(tr("Next change"));
    next_->setAutoRaise(true);
    status_ = new QLabel(this);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(address_, 1);
    bar->addWidget(next_);
    bar->addWidget(status_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(table_, 1);

    connect(address_, &QLineEdit::returnPressed, this, [this] {
        const auto a = parseAddress(address_->text());
        const bool ok = a && goToAddress(*a);
        address_->setStyleSheet(ok ? QString() : QStringLiteral("color: #d1242f"));
    });
    connect(next_, &QToolButton::clicked, this, &DeviceMemoryView::nextChange);
    connect(model_, &QAbstractItemModel::modelReset, this, [this] {
        fitColumns();
        updateStatus();
    });
    connect(model_, &QAbstractItemModel::dataChanged, this, &DeviceMemoryView::updateStatus);
    setScale(1.0);
}

void DeviceMemoryView::setSnapshot(const DeviceMemoryModel::Snapshot& snapshot) {
    model_->setSnapshot(snapshot);
    updateStatus();
}

void DeviceMemoryView::setScale(double scale) {
    table_->setScale(scale);
    const ViewStyle& s = table_->style();
    address_->setFont(s.mono(12));
    next_->setFont(s.font(12));
    status_->setFont(s.font(11));
    fitColumns();
}

void DeviceMemoryView::fitColumns() {
    // Widths for the widest value of each column, not just the rows in view.
    const QFontMetrics fm(table_->style().mono(12, true));
    const QFontMetrics header(table_->horizontalHeader()->font());
    const int pad = table_->style().px(16);
    const QString widest[DeviceMemoryModel::ColumnCount] = {
        QStringLiteral("0x00000000"),     QStringLiteral("00 00 00 00"),
        QStringLiteral("4294967295"),     QStringLiteral("-2147483648"),
        QStringLiteral("-1.1754944e-38"), QStringLiteral("-65504, -65504")};
    for (int c = 0; c < DeviceMemoryModel::ColumnCount; ++c)
        table_->setColumnWidth(c, std::max(fm.horizontalAdvance(widest[c]),
                                           header.horizontalAdvance(
                                               model_->headerData(c, Qt::Horizontal).toString())) +
                                      pad);
}

void DeviceMemoryView::setViewPalette(const ViewPalette& palette) {
    table_->setViewPalette(palette);
    setPalette(palette.qtPalette(this->palette()));
    setAutoFillBackground(true);
}

std::optional<std::uint64_t> DeviceMemoryView::parseAddress(const QString& input) {
    QString text = input.trimmed().toLower();
    text.remove(QLatin1Char('_'));
    bool ok = false;
    std::uint64_t v = 0;
    if (text.startsWith(QLatin1String("0x")))
        v = text.mid(2).toULongLong(&ok, 16);
    else if (text.endsWith(QLatin1Char('h')))
        v = text.chopped(1).toULongLong(&ok, 16);
    else
        v = text.toULongLong(&ok, 10);
    if (!ok)
        return std::nullopt;
    return v;
}

bool DeviceMemoryView::goToAddress(std::uint64_t address) {
    if (address >= model_->bytes().size())
        return false;
    const int row = model_->rowOfAddress(address);
    const QModelIndex index = model_->index(row, 0);
    table_->scrollTo(index, QAbstractItemView::PositionAtCenter);
    table_->selectRow(row);
    return true;
}

std::pair<std::uint64_t, std::uint64_t> DeviceMemoryView::selectedRange() const {
    const QModelIndexList rows =
        table_->selectionModel() ? table_->selectionModel()->selectedRows() : QModelIndexList{};
    if (rows.isEmpty())
        return {0, 0};
    int lo = rows.front().row();
    int hi = lo;
    for (const QModelIndex& i : rows) {
        lo = std::min(lo, i.row());
        hi = std::max(hi, i.row());
    }
    const std::uint64_t begin = model_->addressOfRow(lo);
    const std::uint64_t end =
        std::min<std::uint64_t>(model_->addressOfRow(hi + 1), model_->bytes().size());
    return {begin, end - begin};
}

void DeviceMemoryView::watchSelection() {
    const auto [address, size] = selectedRange();
    if (size > 0)
        emit watchRequested(address, size);
}

void DeviceMemoryView::contextMenuEvent(QContextMenuEvent* event) {
    QMenu menu(this);
    const auto [address, size] = selectedRange();
    QAction* watch = menu.addAction(
        size ? tr("Watch 0x%1 (%2 bytes)").arg(address, 8, 16, QLatin1Char('0')).arg(size)
             : tr("Watch this range"));
    watch->setEnabled(size > 0);
    connect(watch, &QAction::triggered, this, &DeviceMemoryView::watchSelection);
    QAction* go = menu.addAction(tr("Go to address\u2026"));
    connect(go, &QAction::triggered, this, [this] {
        address_->setFocus();
        address_->selectAll();
    });
    menu.exec(event->globalPos());
}

void DeviceMemoryView::nextChange() {
    if (model_->changedCount() == 0)
        return;
    const QModelIndex current = table_->currentIndex();
    const int start = current.isValid() ? current.row() + 1 : 0;
    const int rows = model_->rowCount();
    for (int k = 0; k < rows; ++k) {
        const int row = (start + k) % rows;
        if (model_->changed(row)) {
            table_->scrollTo(model_->index(row, 0), QAbstractItemView::PositionAtCenter);
            table_->selectRow(row);
            return;
        }
    }
}

void DeviceMemoryView::updateStatus() {
    const int n = model_->changedCount();
    status_->setText(tr("%n word(s) changed", nullptr, n));
    next_->setEnabled(n > 0);
}

} // namespace wave::widgets
