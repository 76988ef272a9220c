#include "launch/WatchRangeDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <limits>

namespace wave::widgets {

namespace {

// "0x100", "256": a non-negative 64-bit number.
std::optional<std::uint64_t> parseNumber(const QString& text) {
    const QString t = text.trimmed();
    bool ok = false;
    qulonglong v = 0;
    if (t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        v = t.mid(2).toULongLong(&ok, 16);
    else
        v = t.toULongLong(&ok, 10);
    if (!ok)
        return std::nullopt;
    return static_cast<std::uint64_t>(v);
}

} // namespace

WatchRangeDialog::WatchRangeDialog(QWidget* parent)
    : QDialog(parent), space_(new QComboBox(this)), address_(new QLineEdit(this)),
      length_(new QLineEdit(this)), access_(new QComboBox(this)), error_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Watch Memory Range"));
    space_->addItem(tr("Local memory"), int(debug::MemorySpace::Local));
    space_->addItem(tr("Device memory"), int(debug::MemorySpace::Device));
    address_->setPlaceholderText(tr("e.g. 0x100 or 256"));
    address_->setText(QStringLiteral("0x0"));
    length_->setPlaceholderText(tr("bytes, e.g. 64"));
    length_->setText(QStringLiteral("4"));
    access_->addItem(tr("Write"), int(debug::WatchAccess::Write));
    access_->addItem(tr("Read"), int(debug::WatchAccess::Read));
    access_->addItem(tr("Read or write"), int(debug::WatchAccess::Either));
    error_->setObjectName(QStringLiteral("watchRangeError"));
    error_->setWordWrap(true);
    QPalette p = error_->palette();
    p.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    error_->setPalette(p);
    error_->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("&Memory:"), space_);
    form->addRow(tr("&Start address:"), address_);
    form->addRow(tr("&Length (bytes):"), length_);
    form->addRow(tr("Stop on &access:"), access_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(error_);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &WatchRangeDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &WatchRangeDialog::reject);
    // A message about the old text is stale once the text changes.
    for (QLineEdit* edit : {address_, length_})
        connect(edit, &QLineEdit::textEdited, error_, &QLabel::hide);
}

void WatchRangeDialog::setSpace(debug::MemorySpace space) {
    space_->setCurrentIndex(space_->findData(int(space)));
}

std::optional<debug::BreakpointSpec> WatchRangeDialog::spec(QString& error) const {
    const std::optional<std::uint64_t> address = parseNumber(address_->text());
    if (!address) {
        error = tr("The start address \"%1\" is not a number: write it in hex (0x100) or "
                   "decimal (256).")
                    .arg(address_->text().trimmed());
        return std::nullopt;
    }
    const std::optional<std::uint64_t> length = parseNumber(length_->text());
    if (!length) {
        error = tr("The length \"%1\" is not a number of bytes: write it in decimal (64) or "
                   "hex (0x40).")
                    .arg(length_->text().trimmed());
        return std::nullopt;
    }
    if (*length == 0) {
        error = tr("The length must be at least 1 byte: a range of 0 bytes never matches.");
        return std::nullopt;
    }
    if (*length > std::numeric_limits<std::uint64_t>::max() - *address) {
        error = tr("The range goes past the end of the address space: make it shorter.");
        return std::nullopt;
    }
    debug::BreakpointSpec spec;
    spec.kind = debug::BreakpointKind::Watch;
    spec.space = static_cast<debug::MemorySpace>(space_->currentData().toInt());
    spec.address = *address;
    spec.length = *length;
    spec.access = static_cast<debug::WatchAccess>(access_->currentData().toInt());
    return spec;
}

QString WatchRangeDialog::errorText() const {
    return error_->isHidden() ? QString() : error_->text();
}

void WatchRangeDialog::accept() {
    QString error;
    if (!spec(error)) {
        error_->setText(error);
        error_->show();
        return;
    }
    error_->hide();
    QDialog::accept();
}

} // namespace wave::widgets
