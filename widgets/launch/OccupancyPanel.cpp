#include "launch/OccupancyPanel.h"

#include "launch/LaunchBuilder.h"
#include "launch/LaunchFormKit.h"
#include "launch/OccupancyText.h"

#include "emu/LaunchConfig.h"

#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace wave::widgets {

namespace {

constexpr int kIntMax = std::numeric_limits<int>::max();

QLabel* textLabel(QWidget* parent, const QString& name) {
    auto* l = new QLabel(parent);
    l->setObjectName(name);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

void setRed(QLabel* label, bool red) {
    LaunchFormKit::setErrorText(label, red);
}

int clamped(std::uint64_t v) {
    return int(std::min<std::uint64_t>(v, kIntMax));
}

} // namespace

OccupancyPanel::OccupancyPanel(QWidget* parent) : QGroupBox(tr("Occupancy"), parent) {
    setObjectName(QStringLiteral("occupancy"));
    auto* v = new QVBoxLayout(this);
    deviceLabel_ = textLabel(this, QStringLiteral("occupancyDevice"));
    deviceLabel_->setEnabled(false); // grey, as the launch form's hints
    headline_ = textLabel(this, QStringLiteral("occupancyHeadline"));
    QFont bold = headline_->font();
    bold.setBold(true);
    headline_->setFont(bold);
    details_ = textLabel(this, QStringLiteral("occupancyDetails"));
    v->addWidget(deviceLabel_);
    v->addWidget(headline_);
    v->addWidget(details_);
    buildWhatIf();
    v->addWidget(whatIfBox_);
    showLaunch(std::nullopt, device_, tr("no program assembled yet"));
}

void OccupancyPanel::buildWhatIf() {
    whatIfBox_ = new QGroupBox(tr("What if (changes neither the source nor the launch)"), this);
    whatIfBox_->setObjectName(QStringLiteral("whatIf"));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    registers_ = LaunchFormKit::spinBox(whatIfBox_, QStringLiteral("whatIfRegisters"));
    registers_->setRange(0, kIntMax);
    registers_->setToolTip(tr("Registers per thread to try instead of the kernel's .registers"));
    threads_ = LaunchFormKit::spinBox(whatIfBox_, QStringLiteral("whatIfThreads"));
    threads_->setRange(1, clamped(emu::LaunchLimits::maxWorkgroupThreads));
    threads_->setToolTip(tr("Threads per workgroup (x × y × z) to try instead of the launch's "
                            "workgroup size; only their number matters to occupancy"));
    localMemory_ = LaunchFormKit::spinBox(whatIfBox_, QStringLiteral("whatIfLocalMemory"));
    localMemory_->setRange(0, clamped(emu::LaunchLimits::maxLocalMemory));
    localMemory_->setToolTip(tr("Local memory per workgroup in bytes to try instead of the "
                                "kernel's .local_memory"));
    // Mnemonics the launch form does not use.
    form->addRow(tr("Registers per &thread:"), registers_);
    form->addRow(tr("Threads per workgr&oup:"), threads_);
    form->addRow(tr("Local &memory (bytes):"), localMemory_);
    for (QSpinBox* s : {registers_, threads_, localMemory_}) {
        s->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        connect(s, &QSpinBox::valueChanged, this, &OccupancyPanel::whatIfEdited);
    }

    reset_ = new QPushButton(tr("Re&set to the launch"), whatIfBox_);
    reset_->setObjectName(QStringLiteral("whatIfReset"));
    reset_->setToolTip(tr("Back to the kernel's and the launch's values"));
    connect(reset_, &QPushButton::clicked, this, &OccupancyPanel::resetWhatIf);

    results_ = new QWidget(whatIfBox_);
    whatIfHeadline_ = textLabel(results_, QStringLiteral("whatIfHeadline"));
    QFont bold = whatIfHeadline_->font();
    bold.setBold(true);
    whatIfHeadline_->setFont(bold);
    whatIfDetails_ = textLabel(results_, QStringLiteral("whatIfDetails"));
    comparison_ = textLabel(results_, QStringLiteral("whatIfComparison"));
    auto* lines = new QVBoxLayout(results_);
    lines->setContentsMargins(0, 0, 0, 0);
    lines->addWidget(whatIfHeadline_);
    lines->addWidget(whatIfDetails_);
    lines->addWidget(comparison_);
    lines->addStretch(1); // the held height's spare room below the lines

    auto* v = new QVBoxLayout(whatIfBox_);
    v->addLayout(form);
    v->addWidget(reset_, 0, Qt::AlignLeft);
    v->addWidget(results_);
}

void OccupancyPanel::holdResultsHeight() {
    const int width = results_->width();
    const int need = results_->layout()->totalHeightForWidth(width);
    if (following_) {
        results_->setMinimumHeight(0);
        heldWidth_ = -1;
        return;
    }
    if (width != heldWidth_) { // wrapped anew: held from here
        results_->setMinimumHeight(0);
        heldWidth_ = width;
    }
    results_->setMinimumHeight(std::max(results_->minimumHeight(), need));
}

void OccupancyPanel::setLaunch(const LaunchSettings& settings, const AssemblySnapshotPtr& assembly,
                               const QString& sourcePath) {
    if (!assembly) {
        showLaunch(std::nullopt, emu::DeviceProfile{}, tr("no program assembled yet"));
        return;
    }
    emu::EffectiveLaunch launch;
    emu::DeviceProfile device;
    LaunchIssue issue;
    if (LaunchBuilder::resolve(settings, assembly->result, sourcePath, launch, device, issue))
        showLaunch(debug::OccupancyInput::of(launch), device, QString());
    else
        showLaunch(std::nullopt, device, issue.message);
}

void OccupancyPanel::showLaunch(const std::optional<debug::OccupancyInput>& launch,
                                const emu::DeviceProfile& device, const QString& why) {
    launch_ = launch;
    device_ = device;
    whatIfBox_->setEnabled(launch_.has_value());
    if (!launch_) {
        deviceLabel_->clear();
        headline_->setText(tr("Occupancy is shown once the launch can run: %1").arg(why));
        setRed(headline_, false);
        details_->clear();
        whatIfHeadline_->clear();
        whatIfDetails_->clear();
        comparison_->clear();
        return;
    }
    deviceLabel_->setText(OccupancyText::device(device_));
    render(headline_, details_, *launch_, debug::Occupancy::compute(*launch_, device_), device_);
    if (following_) {
        const QSignalBlocker a(registers_), b(threads_), c(localMemory_);
        registers_->setValue(clamped(launch_->registersPerThread));
        threads_->setValue(clamped(launch_->threadsPerWorkgroup));
        localMemory_->setValue(clamped(launch_->localMemoryPerWorkgroup));
    }
    showWhatIf();
}

debug::OccupancyInput OccupancyPanel::whatIf() const {
    debug::OccupancyInput in;
    in.registersPerThread = std::uint32_t(registers_->value());
    in.threadsPerWorkgroup = std::uint64_t(threads_->value());
    in.localMemoryPerWorkgroup = std::uint32_t(localMemory_->value());
    in.waveWidth = launch_ ? launch_->waveWidth : device_.waveWidth;
    return in;
}

void OccupancyPanel::resetWhatIf() {
    following_ = true;
    showLaunch(launch_, device_, QString());
}

void OccupancyPanel::whatIfEdited() {
    following_ = false;
    showWhatIf();
}

void OccupancyPanel::showWhatIf() {
    if (!launch_)
        return;
    const debug::OccupancyInput in = whatIf();
    const debug::Occupancy now = debug::Occupancy::compute(*launch_, device_);
    const debug::Occupancy then = debug::Occupancy::compute(in, device_);
    const bool same = in.registersPerThread == launch_->registersPerThread &&
                      in.threadsPerWorkgroup == launch_->threadsPerWorkgroup &&
                      in.localMemoryPerWorkgroup == launch_->localMemoryPerWorkgroup;
    // The launch's own figures are shown above: not twice.
    render(whatIfHeadline_, whatIfDetails_, in, then, device_);
    if (same) {
        whatIfHeadline_->clear();
        whatIfDetails_->clear();
    }
    comparison_->setText(same ? tr("These are the launch's values: change one to see its effect.")
                              : OccupancyText::comparison(now, then));
    reset_->setEnabled(!same);
    holdResultsHeight();
}

void OccupancyPanel::render(QLabel* headline, QLabel* details, const debug::OccupancyInput& input,
                            const debug::Occupancy& occupancy, const emu::DeviceProfile& device) {
    headline->setText(OccupancyText::headline(occupancy));
    setRed(headline, !occupancy.fits());
    const QStringList lines = OccupancyText::resources(input, occupancy, device);
    const int limiting = int(occupancy.limit); // the lines follow OccupancyLimit's order
    QStringList html;
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].toHtmlEscaped();
        html << (i == limiting ? QStringLiteral("<b>%1</b>").arg(line) : line);
    }
    details->setText(html.join(QStringLiteral("<br>")));
    details->setTextFormat(Qt::RichText);
}

} // namespace wave::widgets
