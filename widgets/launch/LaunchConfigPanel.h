#pragma once
// The launch configuration form (a dock's contents): kernel, grid, workgroup, wave width,
// device profile and schedule (ProfileSchedulePicker),
// registers, local and device memory, instruction limit, initial registers and memory fills
// (InitialRegistersEditor, MemoryFillsEditor),
// i.e. wave-emu's launch flags (LaunchSettings). Every problem is explained in place, in red
// under the field it concerns (LaunchBuilder::check with wave-emu's texts, plus numbers that
// do not parse); nothing is modal. The equivalent `wave-emu` command line is shown under the
// form, ready to copy, and below it the occupancy the launch gives (OccupancyPanel).
//
// Settings the form does not show (wave-emu's --threads and output flags) are kept as they
// were set. GUI thread only.

#include "launch/LaunchIssue.h"
#include "launch/LaunchSettings.h"

#include "editor/AssemblySnapshot.h"

#include <QHash>
#include <QWidget>

#include <array>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QGridLayout;

namespace wave::widgets {

class InitialRegistersEditor;
class MemoryFillsEditor;
class OccupancyPanel;
class ProfileSchedulePicker;

class LaunchConfigPanel : public QWidget {
    Q_OBJECT
public:
    explicit LaunchConfigPanel(QWidget* parent = nullptr);

    LaunchSettings settings() const { return settings_; }
    // Shows `settings` (does not emit settingsChanged).
    void setSettings(const LaunchSettings& settings);
    // Chooses a device profile and a schedule as the user would in their boxes (emits
    // settingsChanged): the Portability dock's "Debug this run".
    void chooseProfileSchedule(const QString& profile, const QString& schedule);
    // Relative memory-fill files are relative to the source's folder.
    void setSourcePath(const QString& sourcePath);

    // Problems of the current settings (empty when the launch can start).
    const LaunchIssues& issues() const { return issues_; }
    bool isValid() const { return issues_.isEmpty(); }
    // The message shown under `field` (empty when none), for tests and tooltips.
    QString message(LaunchIssue::Field field) const;
    // The wave-emu command line of the current settings, for the source's .wbin.
    QString commandLine() const;

public slots:
    // The newest assembly of the source: fills the kernel list and re-checks the settings.
    void setAssembly(const wave::widgets::AssemblySnapshotPtr& assembly);

signals:
    // The user changed a setting.
    void settingsChanged(const wave::widgets::LaunchSettings& settings);
    void validityChanged(bool valid);

private:
    void buildForm();
    QLabel* addMessage(LaunchIssue::Field field);
    void showSettings();
    void fillKernels();
    void updateHints();
    void edited();
    void revalidate();
    // A u64 field typed as text: stores it, or records why it does not parse.
    void readNumber(LaunchIssue::Field field, const QString& text, quint64 max, quint64& out);

    LaunchSettings settings_;
    AssemblySnapshotPtr assembly_;
    QString sourcePath_;
    LaunchIssues issues_;
    QHash<int, QString> inputErrors_; // by LaunchIssue::Field: numbers that do not parse
    bool updating_ = false;

    QGridLayout* form_ = nullptr; // label | editors, hint and message
    QLabel* programMessage_ = nullptr;
    QComboBox* kernel_ = nullptr;
    std::array<QSpinBox*, 3> grid_{};
    std::array<QSpinBox*, 3> workgroup_{};
    QSpinBox* waveWidth_ = nullptr;
    ProfileSchedulePicker* picker_ = nullptr;
    QSpinBox* registers_ = nullptr;
    QLineEdit* localMemory_ = nullptr;
    QLineEdit* deviceMemory_ = nullptr;
    QLineEdit* maxInstructions_ = nullptr;
    InitialRegistersEditor* registersEditor_ = nullptr;
    MemoryFillsEditor* fillsEditor_ = nullptr;
    QLabel* workgroupHint_ = nullptr;
    QLabel* registersHint_ = nullptr;
    QLabel* localHint_ = nullptr;
    OccupancyPanel* occupancy_ = nullptr;
    QLineEdit* commandLine_ = nullptr;
    QHash<int, QLabel*> messages_; // by LaunchIssue::Field
};

} // namespace wave::widgets
