#pragma once
// The device profile and wave schedule of a launch (wave-emu --profile, --schedule), as two
// combo boxes for the Launch dock: the profiles of DeviceProfileCatalog (shipped and the
// user's), each with its constants in the tooltip, and the schedules, editable so that any
// random:SEED can be typed. Bad names are reported by the launch check like any other setting.
// GUI thread only.

#include <QObject>
#include <QString>

#include <optional>

class QComboBox;
class QWidget;

namespace wave::widgets {

class ProfileSchedulePicker : public QObject {
    Q_OBJECT
public:
    // The combo boxes are children of `parent`; place them with profileBox() and scheduleBox().
    explicit ProfileSchedulePicker(QWidget* parent);

    QComboBox* profileBox() const { return profile_; }
    QComboBox* scheduleBox() const { return schedule_; }

    // Absent: no profile (--wave-width decides) / the default round robin.
    std::optional<QString> profile() const;
    std::optional<QString> schedule() const;
    // Shows the values without emitting edited(); an unknown profile is kept as an extra item.
    void setValues(const std::optional<QString>& profile, const std::optional<QString>& schedule);

signals:
    void edited();

private:
    QComboBox* profile_ = nullptr;
    QComboBox* schedule_ = nullptr;
};

} // namespace wave::widgets
