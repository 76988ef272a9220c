#include "views/DeviceMemoryView.h"

#include "views/EfficiencyScale.h"

#include <QComboBox>
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
    // Only for a memory larger than the table's window (DeviceMemoryModel::kWindowRows words).
    previousWindow_ = new QToolButton(this);
    previousWindow_->setObjectName(QStringLiteral("previousWindow"));
    previousWindow_->setArrowType(Qt::UpArrow);
    previousWindow_->setToolTip(tr("The previous megabyte of device memory"));
    previousWindow_->setAutoRaise(true);
    previousWindow_->hide();
    nextWindow_ = new QToolButton(this);
    nextWindow_->setObjectName(QStringLiteral("nextWindow"));
    nextWindow_->setArrowType(Qt::DownArrow);
    nextWindow_->setToolTip(tr("The next megabyte of device memory"));
    nextWindow_->setAutoRaise(true);
    nextWindow_->hide();

    colouring_ = new QComboBox(this);
    colouring_->setObjectName(QStringLiteral("deviceColouring"));
    colouring_->setToolTip(tr("What the colours of the words show"));
    colouring_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    colouring_->addItem(tr("Changes"), static_cast<int>(DeviceMemoryModel::Colouring::Changes));
    colouring_->addItem(tr("Coalescing efficiency"),
                        static_cast<int>(DeviceMemoryModel::Colouring::Coalescing));
    legend_ = new QLabel(this);
    legend_->setObjectName(QStringLiteral("coalescingLegend"));
    legend_->setTextFormat(Qt::RichText);
    legend_->hide();

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(address_, 1);
    bar->addWidget(next_);
    bar->addWidget(colouring_);
    bar->addWidget(status_);
    bar->addWidget(previousWindow_);
    bar->addWidget(nextWindow_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(legend_);
    layout->addWidget(table_, 1);

    connect(colouring_, &QComboBox::activated, this, [this](int index) {
        setColouring(
            static_cast<DeviceMemoryModel::Colouring>(colouring_->itemData(index).toInt()));
    });

    connect(address_, &QLineEdit::returnPressed, this, [this] {
        const auto a = parseAddress(address_->text());
        const bool ok = a && goToAddress(*a);
        address_->setStyleSheet(ok ? QString() : QStringLiteral("color: #d1242f"));
    });
    connect(next_, &QToolButton::clicked, this, &DeviceMemoryView::nextChange);
    connect(previousWindow_, &QToolButton::clicked, this, [this] { moveWindow(false); });
    connect(nextWindow_, &QToolButton::clicked, this, [this] { moveWindow(true); });
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

void DeviceMemoryView::setCoalescingWords(DeviceMemoryModel::Words words) {
    model_->setCoalescingWords(std::move(words));
    updateLegend();
}

void DeviceMemoryView::setColouring(DeviceMemoryModel::Colouring colouring) {
    model_->setColouring(colouring);
    fitColumns();
    const int index = colouring_->findData(static_cast<int>(colouring));
    if (index >= 0)
        colouring_->setCurrentIndex(index);
    updateLegend();
}

// The bands on one line; without recorded accesses, why nothing is coloured.
void DeviceMemoryView::updateLegend() {
    const bool on = model_->colouring() == DeviceMemoryModel::Colouring::Coalescing;
    legend_->setVisible(on);
    if (!on)
        return;
    if (!model_->hasCoalescingWords()) {
        legend_->setText(tr("No device accesses recorded yet: run or step the kernel."));
        return;
    }
    legend_->setText(tr("Worst coalescing of the accesses to each word:") +
                     QStringLiteral("&nbsp;&nbsp; ") + EfficiencyScale::inlineLegendHtml(dark_));
}

void DeviceMemoryView::setScale(double scale) {
    table_->setScale(scale);
    const ViewStyle& s = table_->style();
    address_->setFont(s.mono(12));
    next_->setFont(s.font(12));
    colouring_->setFont(s.font(12));
    legend_->setFont(s.font(11));
    status_->setFont(s.font(11));
    fitColumns();
}

void DeviceMemoryView::fitColumns() {
    // Widths for the widest value of each column, not just the rows in view.
    const QFontMetrics fm(table_->style().mono(12, true));
    const QFontMetrics header(table_->horizontalHeader()->font());
    const int pad = table_->style().px(16);
    // The address carries the coalescing swatch when words are coloured by it.
    const int swatch = model_->colouring() == DeviceMemoryModel::Colouring::Coalescing
                           ? table_->cellDelegate()->swatchWidth()
                           : 0;
    const QString widest[DeviceMemoryModel::ColumnCount] = {
        QStringLiteral("0x00000000"),     QStringLiteral("00 00 00 00"),
        QStringLiteral("4294967295"),     QStringLiteral("-2147483648"),
        QStringLiteral("-1.1754944e-38"), QStringLiteral("-65504, -65504")};
    for (int c = 0; c < DeviceMemoryModel::ColumnCount; ++c)
        table_->setColumnWidth(c, std::max(fm.horizontalAdvance(widest[c]),
                                           header.horizontalAdvance(
                                               model_->headerData(c, Qt::Horizontal).toString())) +
                                      pad + (c == DeviceMemoryModel::AddressColumn ? swatch : 0));
}

void DeviceMemoryView::setViewPalette(const ViewPalette& palette) {
    table_->setViewPalette(palette);
    dark_ = palette.theme == ViewPalette::Theme::Dark;
    updateLegend();
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
    if (!model_->showAddress(address))
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
    const std::uint64_t end = std::min<std::uint64_t>(model_->addressOfRow(hi + 1), model_->size());
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
    const QModelIndex current = table_->currentIndex();
    const auto next = model_->nextChangedAddress(
        current.isValid() ? std::optional<std::uint64_t>(model_->addressOfRow(current.row()))
                          : std::nullopt);
    if (next)
        goToAddress(*next);
}

// The previous or next window of a memory too large for one.
void DeviceMemoryView::moveWindow(bool forward) {
    const std::uint64_t start = model_->windowStart();
    if (forward)
        goToAddress(model_->windowEnd());
    else if (start > 0)
        goToAddress(start - 1);
}

void DeviceMemoryView::updateStatus() {
    const int n = model_->changedCount();
    QString text = tr("%n word(s) changed", nullptr, n);
    if (model_->windowed())
        text = tr("0x%1 \u2013 0x%2 of %3 MiB; %4")
                   .arg(model_->windowStart(), 8, 16, QLatin1Char('0'))
                   .arg(model_->windowEnd() - 1, 8, 16, QLatin1Char('0'))
                   .arg(model_->size() >> 20)
                   .arg(text);
    status_->setText(text);
    next_->setEnabled(n > 0);
    previousWindow_->setVisible(model_->windowed());
    nextWindow_->setVisible(model_->windowed());
    previousWindow_->setEnabled(model_->windowStart() > 0);
    nextWindow_->setEnabled(model_->windowEnd() < model_->size());
}

} // namespace wave::widgets
