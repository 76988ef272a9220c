#include "launch/ProfileSchedulePicker.h"

#include "launch/DeviceProfileCatalog.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QWidget>

namespace wave::widgets {

namespace {

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

ProfileSchedulePicker::ProfileSchedulePicker(QWidget* parent) : QObject(parent) {
    profile_ = new QComboBox(parent);
    profile_->setObjectName(QStringLiteral("profile"));
    profile_->setToolTip(tr("Device profile (wave-emu --profile): its wave width replaces the "
                            "wave width above"));
    profile_->addItem(tr("None (the wave width above)"), QString());
    const launch::DeviceProfileCatalog catalog =
        launch::DeviceProfileCatalog::load(launch::DeviceProfileCatalog::userDirectory());
    for (const emu::DeviceProfile& p : catalog.profiles()) {
        profile_->addItem(tr("%1 (%2 lanes)").arg(fromStd(p.name)).arg(p.waveWidth),
                          fromStd(p.name));
        profile_->setItemData(
            profile_->count() - 1,
            tr("%1\nwave width %2, register file %3 registers, local memory %4 bytes per core, "
               "at most %5 waves per core%6")
                .arg(fromStd(p.description))
                .arg(p.waveWidth)
                .arg(p.registerFileSize)
                .arg(p.localMemoryPerCore)
                .arg(p.maxWavesPerCore)
                .arg(p.sourcePath.empty() ? QString() : QLatin1Char('\n') + fromStd(p.sourcePath)),
            Qt::ToolTipRole);
    }
    connect(profile_, &QComboBox::currentIndexChanged, this, &ProfileSchedulePicker::edited);

    schedule_ = new QComboBox(parent);
    schedule_->setObjectName(QStringLiteral("schedule"));
    schedule_->setEditable(true);
    schedule_->setInsertPolicy(QComboBox::NoInsert);
    schedule_->setToolTip(tr("Order of the waves (wave-emu --schedule): round-robin is the "
                             "reference's; random:SEED, reverse and barrier-run show whether "
                             "results depend on it"));
    for (const char* name : {"round-robin", "reverse", "barrier-run", "random:1"})
        schedule_->addItem(QString::fromLatin1(name));
    connect(schedule_->lineEdit(), &QLineEdit::editingFinished, this,
            &ProfileSchedulePicker::edited);
    connect(schedule_, &QComboBox::activated, this, &ProfileSchedulePicker::edited);
}

std::optional<QString> ProfileSchedulePicker::profile() const {
    const QString name = profile_->currentData().toString();
    return name.isEmpty() ? std::nullopt : std::optional<QString>(name);
}

std::optional<QString> ProfileSchedulePicker::schedule() const {
    const QString text = schedule_->currentText().trimmed();
    return text.isEmpty() || text == QLatin1String("round-robin") ? std::nullopt
                                                                  : std::optional<QString>(text);
}

void ProfileSchedulePicker::setValues(const std::optional<QString>& profile,
                                      const std::optional<QString>& schedule) {
    const QSignalBlocker a(profile_), b(schedule_), c(schedule_->lineEdit());
    int index = profile ? profile_->findData(*profile) : 0;
    if (index < 0) { // a session naming a profile this machine does not have
        profile_->addItem(*profile, *profile);
        index = profile_->count() - 1;
    }
    profile_->setCurrentIndex(index);
    schedule_->setCurrentText(schedule.value_or(QStringLiteral("round-robin")));
}

} // namespace wave::widgets
