#include "launch/LaunchConfigPanel.h"

#include "launch/InitialRegistersEditor.h"
#include "launch/LaunchBuilder.h"
#include "launch/LaunchFormKit.h"
#include "launch/MemoryFillsEditor.h"
#include "launch/OccupancyPanel.h"
#include "launch/ProfileSchedulePicker.h"

#include "launch/KernelSelector.h"

#include "emu/LaunchConfig.h"

#include <QComboBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace wave::widgets {

namespace {

using Field = LaunchIssue::Field;
constexpr int kIntMax = std::numeric_limits<int>::max();
using Kit = LaunchFormKit;

// A POSIX-shell word.
QString shellWord(const QString& s) {
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:,=+@%-]+$"));
    if (plain.match(s).hasMatch())
        return s;
    QString quoted = s;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

} // namespace

LaunchConfigPanel::LaunchConfigPanel(QWidget* parent) : QWidget(parent) {
    buildForm();
    showSettings();
    revalidate();
}

QLabel* LaunchConfigPanel::addMessage(Field field) {
    auto* l = new QLabel(this);
    l->setObjectName(QStringLiteral("message%1").arg(int(field)));
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->hide();
    messages_.insert(int(field), l);
    return l;
}

void LaunchConfigPanel::buildForm() {
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    auto* column = new QVBoxLayout(content);
    // A grid rather than a QFormLayout: QFormLayout lays its rows out with the heights they have
    // at its size hint's width whenever a size hint was asked for since the last change (its
    // height-for-width cache keeps one set of rows for two widths), so a hint wrapping onto
    // two lines there left a gap under it at the real width after an error came and went.
    form_ = new QGridLayout;
    form_->setColumnStretch(1, 1);
    column->addLayout(form_);
    column->addStretch(1);
    scroll->setWidget(content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    programMessage_ = addMessage(Field::Program);
    form_->addWidget(programMessage_, 0, 0, 1, 2);

    kernel_ = new QComboBox(content);
    kernel_->setObjectName(QStringLiteral("kernel"));
    kernel_->setToolTip(tr("The kernel to run (wave-emu --kernel)"));
    Kit::addRow(form_, tr("&Kernel:"), kernel_,
                Kit::fieldBox(Kit::row({kernel_}), nullptr, addMessage(Field::Kernel)));
    connect(kernel_, &QComboBox::currentIndexChanged, this, [this] {
        if (updating_)
            return;
        settings_.kernel = kernel_->currentData().toString();
        updateHints();
        edited();
    });

    const QString axes[3] = {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")};
    for (int i = 0; i < 3; ++i) {
        grid_[i] = Kit::spinBox(content, QStringLiteral("grid") + axes[i]);
        grid_[i]->setPrefix(axes[i] + QStringLiteral(": "));
        workgroup_[i] = Kit::spinBox(content, QStringLiteral("workgroup") + axes[i]);
        workgroup_[i]->setPrefix(axes[i] + QStringLiteral(": "));
        connect(grid_[i], &QSpinBox::valueChanged, this, [this, i](int v) {
            settings_.grid[i] = quint32(v);
            edited();
        });
        connect(workgroup_[i], &QSpinBox::valueChanged, this, [this, i](int v) {
            settings_.workgroup[i] = quint32(v);
            edited();
        });
    }
    grid_[0]->setToolTip(tr("Workgroups in the grid (wave-emu --grid X,Y,Z)"));
    workgroup_[0]->setToolTip(tr("Threads per workgroup (wave-emu --workgroup X,Y,Z)"));
    Kit::addRow(
        form_, tr("&Grid:"), grid_[0],
        Kit::fieldBox(Kit::row({grid_[0], grid_[1], grid_[2]}), nullptr, addMessage(Field::Grid)));
    workgroupHint_ = Kit::hintLabel(content);
    workgroupHint_->setObjectName(QStringLiteral("workgroupHint"));
    Kit::addRow(form_, tr("&Workgroup:"), workgroup_[0],
                Kit::fieldBox(Kit::row({workgroup_[0], workgroup_[1], workgroup_[2]}),
                              workgroupHint_, addMessage(Field::Workgroup)));

    waveWidth_ = Kit::spinBox(content, QStringLiteral("waveWidth"));
    waveWidth_->setToolTip(
        tr("Lanes per wave, 1 to %1 (wave-emu --wave-width)").arg(emu::LaunchLimits::maxWaveWidth));
    connect(waveWidth_, &QSpinBox::valueChanged, this, [this](int v) {
        settings_.waveWidth = quint32(v);
        edited();
    });
    Kit::addRow(form_, tr("W&ave width:"), waveWidth_,
                Kit::fieldBox(Kit::row({waveWidth_}), nullptr, addMessage(Field::WaveWidth)));
    picker_ = new ProfileSchedulePicker(content);
    connect(picker_, &ProfileSchedulePicker::edited, this, [this] {
        settings_.profile = picker_->profile();
        settings_.schedule = picker_->schedule();
        waveWidth_->setEnabled(!settings_.profile);
        edited();
    });
    Kit::addRow(form_, tr("Device &profile:"), picker_->profileBox(),
                Kit::fieldBox(picker_->profileBox(), nullptr, nullptr));
    Kit::addRow(form_, tr("Sched&ule:"), picker_->scheduleBox(),
                Kit::fieldBox(picker_->scheduleBox(), nullptr, nullptr));

    registers_ = Kit::spinBox(content, QStringLiteral("registers"));
    registers_->setToolTip(tr("Registers per thread (wave-emu --registers)"));
    connect(registers_, &QSpinBox::valueChanged, this, [this](int v) {
        settings_.registers = quint32(v);
        edited();
    });
    registersHint_ = Kit::hintLabel(content);
    registersHint_->setObjectName(QStringLiteral("registersHint"));
    Kit::addRow(
        form_, tr("&Registers:"), registers_,
        Kit::fieldBox(Kit::row({registers_}), registersHint_, addMessage(Field::Registers)));

    localMemory_ =
        Kit::numberEdit(content, QStringLiteral("localMemory"),
                        tr("Local memory per workgroup in bytes (wave-emu --local-memory)"));
    localHint_ = Kit::hintLabel(content);
    localHint_->setObjectName(QStringLiteral("localMemoryHint"));
    Kit::addRow(
        form_, tr("&Local memory (bytes):"), localMemory_,
        Kit::fieldBox(Kit::row({localMemory_}), localHint_, addMessage(Field::LocalMemory)));
    deviceMemory_ = Kit::numberEdit(content, QStringLiteral("deviceMemory"),
                                    tr("Device memory in bytes (wave-emu --device-memory)"));
    Kit::addRow(form_, tr("Devi&ce memory (bytes):"), deviceMemory_,
                Kit::fieldBox(Kit::row({deviceMemory_}), nullptr, addMessage(Field::DeviceMemory)));
    maxInstructions_ =
        Kit::numberEdit(content, QStringLiteral("maxInstructions"),
                        tr("Scheduler steps per workgroup before the run stops, 0 = unlimited "
                           "(wave-emu --max-instructions)"));
    Kit::addRow(
        form_, tr("&Instruction limit:"), maxInstructions_,
        Kit::fieldBox(Kit::row({maxInstructions_}), nullptr, addMessage(Field::MaxInstructions)));
    const struct {
        QLineEdit* edit;
        Field field;
        quint64 LaunchSettings::*member;
    } numbers[] = {{localMemory_, Field::LocalMemory, &LaunchSettings::localMemory},
                   {deviceMemory_, Field::DeviceMemory, &LaunchSettings::deviceMemory},
                   {maxInstructions_, Field::MaxInstructions, &LaunchSettings::maxInstructions}};
    for (const auto& n : numbers) {
        connect(n.edit, &QLineEdit::textEdited, this, [this, n](const QString& text) {
            readNumber(n.field, text, std::numeric_limits<quint64>::max(), settings_.*(n.member));
            edited();
        });
    }

    registersEditor_ = new InitialRegistersEditor(this);
    connect(registersEditor_, &InitialRegistersEditor::edited, this, [this] {
        settings_.initialRegisters = registersEditor_->registers();
        edited();
    });
    Kit::addRow(form_, tr("Initial registers:"), registersEditor_,
                Kit::fieldBox(registersEditor_, nullptr, addMessage(Field::InitialRegister)));
    fillsEditor_ = new MemoryFillsEditor(this);
    connect(fillsEditor_, &MemoryFillsEditor::edited, this, [this] {
        settings_.fills = fillsEditor_->fills();
        edited();
    });
    Kit::addRow(form_, tr("Initial memory:"), fillsEditor_,
                Kit::fieldBox(fillsEditor_, nullptr, addMessage(Field::Fill)));
    // Threads are wave-emu's business only (the debugger runs on one).
    messages_.insert(int(Field::Threads), messages_.value(int(Field::Program)));

    commandLine_ = new QLineEdit(content);
    commandLine_->setObjectName(QStringLiteral("commandLine"));
    commandLine_->setReadOnly(true);
    commandLine_->setToolTip(tr("The same launch from a terminal (run it in the source's folder "
                                "after assembling with wave-asm)"));
    Kit::addRow(form_, tr("Command line:"), commandLine_,
                Kit::fieldBox(commandLine_, nullptr, nullptr));
    // What the settings above give, below the form rather than in it.
    occupancy_ = new OccupancyPanel(content);
    column->insertWidget(1, occupancy_);
}

void LaunchConfigPanel::readNumber(Field field, const QString& text, quint64 max, quint64& out) {
    bool ok = false;
    const quint64 v = text.toULongLong(&ok, 10);
    if (text.isEmpty())
        inputErrors_.insert(int(field), tr("enter a number"));
    else if (!ok || v > max)
        inputErrors_.insert(int(field), tr("%1 is too large (at most %2)").arg(text).arg(max));
    else {
        inputErrors_.remove(int(field));
        out = v;
    }
}

void LaunchConfigPanel::setSettings(const LaunchSettings& settings) {
    settings_ = settings;
    inputErrors_.clear();
    showSettings();
    revalidate();
}

void LaunchConfigPanel::chooseProfileSchedule(const QString& profile, const QString& schedule) {
    picker_->setValues(profile, schedule);
    settings_.profile = picker_->profile();
    settings_.schedule = picker_->schedule();
    waveWidth_->setEnabled(!settings_.profile);
    edited();
}

void LaunchConfigPanel::setSourcePath(const QString& sourcePath) {
    sourcePath_ = sourcePath;
    fillsEditor_->setSourcePath(sourcePath);
    revalidate();
}

void LaunchConfigPanel::setAssembly(const AssemblySnapshotPtr& assembly) {
    assembly_ = assembly;
    updating_ = true;
    fillKernels();
    updating_ = false;
    updateHints();
    revalidate();
}

void LaunchConfigPanel::showSettings() {
    updating_ = true;
    const QSignalBlocker blockers[] = {QSignalBlocker(grid_[0]),      QSignalBlocker(grid_[1]),
                                       QSignalBlocker(grid_[2]),      QSignalBlocker(workgroup_[0]),
                                       QSignalBlocker(workgroup_[1]), QSignalBlocker(workgroup_[2]),
                                       QSignalBlocker(waveWidth_),    QSignalBlocker(registers_)};
    for (int i = 0; i < 3; ++i) {
        grid_[i]->setValue(int(std::min<quint64>(settings_.grid[i], kIntMax)));
        workgroup_[i]->setValue(int(std::min<quint64>(settings_.workgroup[i], kIntMax)));
    }
    waveWidth_->setValue(int(std::min<quint64>(settings_.waveWidth, kIntMax)));
    waveWidth_->setEnabled(!settings_.profile);
    picker_->setValues(settings_.profile, settings_.schedule);
    registers_->setValue(int(std::min<quint64>(settings_.registers, kIntMax)));
    localMemory_->setText(QString::number(settings_.localMemory));
    deviceMemory_->setText(QString::number(settings_.deviceMemory));
    maxInstructions_->setText(QString::number(settings_.maxInstructions));
    fillKernels();
    registersEditor_->setRegisters(settings_.initialRegisters);
    fillsEditor_->setFills(settings_.fills);
    updating_ = false;
    updateHints();
}

void LaunchConfigPanel::fillKernels() {
    const QSignalBlocker blocker(kernel_);
    kernel_->clear();
    kernel_->addItem(tr("First kernel (default)"), QString());
    if (assembly_) {
        const auto& kernels = assembly_->result.program.kernels;
        for (std::size_t i = 0; i < kernels.size(); ++i) {
            const QString name = QString::fromStdString(kernels[i].name);
            bool repeated = false;
            for (std::size_t j = 0; j < i; ++j)
                repeated = repeated || kernels[j].name == kernels[i].name;
            // A repeated name selects its first kernel: the others go by index.
            const QString key = repeated ? QString::number(i) : name;
            kernel_->addItem(tr("%1 (kernel %2)").arg(name).arg(i), key);
        }
    }
    int at = kernel_->findData(settings_.kernel);
    if (at < 0) {
        kernel_->addItem(settings_.kernel, settings_.kernel);
        at = kernel_->count() - 1;
    }
    kernel_->setCurrentIndex(at);
}

void LaunchConfigPanel::updateHints() {
    const isa::Kernel* k = nullptr;
    if (assembly_ && !assembly_->result.hasErrors()) {
        // wave-emu's own choice of kernel, so the hints describe the kernel that will run.
        const auto& program = assembly_->result.program;
        std::optional<std::string> spec;
        if (!settings_.kernel.isEmpty())
            spec = settings_.kernel.toStdString();
        std::uint32_t index = 0;
        std::string why;
        if (launch::KernelSelector::select(program, spec, index, why) &&
            index < program.kernels.size())
            k = &program.kernels[index];
    }
    const auto show = [](QLabel* hint, const QString& text) {
        hint->setText(text);
        hint->setVisible(!text.isEmpty());
    };
    show(workgroupHint_, k && k->workgroupSize[0] > 0
                             ? tr("Not used: the kernel declares .workgroup_size %1,%2,%3")
                                   .arg(k->workgroupSize[0])
                                   .arg(k->workgroupSize[1])
                                   .arg(k->workgroupSize[2])
                             : QString());
    show(registersHint_,
         k && k->registerCount > 0
             ? tr("Not used: the kernel declares %1 registers").arg(k->registerCount)
             : QString());
    show(localHint_,
         k && k->localMemorySize > 0
             ? tr("Not used: the kernel declares .local_memory %1").arg(k->localMemorySize)
             : QString());
}

void LaunchConfigPanel::edited() {
    if (updating_)
        return;
    revalidate();
    emit settingsChanged(settings_);
}

void LaunchConfigPanel::revalidate() {
    const bool wasValid = isValid();
    issues_.clear();
    for (auto it = inputErrors_.cbegin(); it != inputErrors_.cend(); ++it)
        issues_.push_back(LaunchIssue{Field(it.key()), -1, it.value()});
    if (assembly_) {
        // A field whose text does not parse keeps its last number: say nothing about that.
        for (const LaunchIssue& issue :
             LaunchBuilder::check(settings_, assembly_->result, sourcePath_))
            if (!inputErrors_.contains(int(issue.field)))
                issues_.push_back(issue);
    } else
        issues_.push_back(LaunchIssue{Field::Program, -1, tr("no program assembled yet")});

    QHash<QLabel*, QStringList> texts;
    for (const LaunchIssue& issue : issues_) {
        QLabel* label = messages_.value(int(issue.field));
        if (!label)
            continue;
        const bool rowed = issue.field == Field::InitialRegister || issue.field == Field::Fill ||
                           label == programMessage_;
        texts[label] << (rowed ? issue.describe() : issue.message);
    }
    for (QLabel* label : std::as_const(messages_)) {
        const QStringList lines = texts.value(label);
        label->setText(lines.join(QLatin1Char('\n')));
        LaunchFormKit::setErrorText(label, true);
        label->setVisible(!lines.isEmpty());
    }

    occupancy_->setLaunch(settings_, assembly_, sourcePath_);
    commandLine_->setText(commandLine());
    commandLine_->setCursorPosition(0);
    if (wasValid != isValid())
        emit validityChanged(isValid());
}

QString LaunchConfigPanel::commandLine() const {
    QStringList words{QStringLiteral("wave-emu")};
    for (const QString& a : settings_.toArguments())
        words << shellWord(a);
    const QString binary =
        sourcePath_.isEmpty() ? QStringLiteral("program.wbin")
                              : QFileInfo(sourcePath_).completeBaseName() + QStringLiteral(".wbin");
    words << shellWord(binary);
    return words.join(QLatin1Char(' '));
}

QString LaunchConfigPanel::message(Field field) const {
    const QLabel* label = messages_.value(int(field));
    return label ? label->text() : QString();
}

} // namespace wave::widgets
