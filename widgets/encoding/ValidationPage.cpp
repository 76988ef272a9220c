#include "encoding/ValidationPage.h"

#include "layout/LayoutValidator.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace wave::widgets {

ValidationPage::ValidationPage(const LabLayouts* layouts, QWidget* parent)
    : QWidget(parent), layouts_(layouts) {
    layoutBox_ = new QComboBox;
    layoutBox_->setObjectName(QStringLiteral("ValidationLayout"));
    summary_ = new QLabel;
    summary_->setWordWrap(true);
    table_ = new QTableWidget(0, 2);
    table_->setHorizontalHeaderLabels({tr("What"), tr("Why it does not fit")});
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto* top = new QHBoxLayout;
    auto* label = new QLabel(tr("La&yout:"));
    label->setBuddy(layoutBox_);
    top->addWidget(label);
    top->addWidget(layoutBox_, 1);
    auto* column = new QVBoxLayout(this);
    column->addLayout(top);
    column->addWidget(summary_);
    column->addWidget(table_, 1);
    connect(layoutBox_, &QComboBox::currentIndexChanged, this, &ValidationPage::validate);
    layoutsChanged();
}

void ValidationPage::layoutsChanged() {
    refillLayoutBox(layoutBox_, *layouts_);
    validate();
}

bool ValidationPage::selectLayout(const QString& name) {
    const int index = layoutBox_->findText(name);
    if (index < 0)
        return false;
    layoutBox_->setCurrentIndex(index);
    return true;
}

void ValidationPage::validate() {
    table_->setRowCount(0);
    const int index = layoutBox_->currentIndex();
    if (index < 0 || index >= static_cast<int>(layouts_->size())) {
        summary_->clear();
        return;
    }
    const layout::Layout& l = (*layouts_)[static_cast<std::size_t>(index)];
    const layout::ValidationReport report = layout::LayoutValidator::validate(l);
    const auto add = [this](const QString& what, const QString& why) {
        const int row = table_->rowCount();
        table_->insertRow(row);
        table_->setItem(row, 0, new QTableWidgetItem(what));
        table_->setItem(row, 1, new QTableWidgetItem(why));
    };
    for (const layout::VariantFailure& f : report.failures)
        add(QString::fromUtf8(f.info->mnemonic.data(),
                              static_cast<qsizetype>(f.info->mnemonic.size())),
            QString::fromStdString(f.encoded.reason()));
    for (const layout::FormatReport& format : report.formats) {
        for (const std::string& o : format.overlaps)
            add(tr("Overlap (%1)").arg(QString::fromStdString(format.format->name)),
                QString::fromStdString(o));
        for (const std::string& g : format.gaps)
            add(tr("Unused bits (%1)").arg(QString::fromStdString(format.format->name)),
                QString::fromStdString(g));
    }
    table_->resizeColumnToContents(0);
    summary_->setText(tr("%1 (%2): %3 of %4 variants of the instruction table cannot be encoded.")
                          .arg(QString::fromStdString(l.name), QString::fromStdString(l.title))
                          .arg(report.failures.size())
                          .arg(report.variants));
}

} // namespace wave::widgets
