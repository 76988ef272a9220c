#pragma once
// The Portability dock: runs the current document's launch (the one the Launch dock would
// start) under every device profile and schedule on a worker (PortabilityJob), with a progress
// bar and Cancel, and shows the matrix as a grid of profiles x schedules coloured by result
// group with a legend. Clicking a cell compares its run with the reference run below
// (PortabilityDiffPanel), whose "Debug this run" comes out as debugRequested. A launch that
// cannot be built is reported in the dock, in words. Once the source or the launch settings
// differ from the matrix's, a banner says the results are stale and offers to run again, the
// grid is dimmed and its runs are not debugged. Cancel also stops the last writers of a clicked
// run being found. GUI thread only.

#include "launch/LaunchSettings.h"
#include "portability/PortabilityDiffPanel.h"
#include "portability/PortabilityResult.h"
#include "views/ViewStyle.h"

#include <QWidget>

#include <functional>

class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableView;

namespace wave::widgets {

class GroupCellDelegate;
class PortabilityGridModel;
class PortabilityJob;
class StaleBanner;

class PortabilityView : public QWidget {
    Q_OBJECT
public:
    // The launch of the current document, or null with the reason.
    using LaunchProvider = std::function<LaunchRequestPtr(QString& error)>;
    // Its Launch dock settings (profiles, output regions and an explicit schedule come from
    // them, as wave-emu --portability reads its flags).
    using SettingsProvider = std::function<LaunchSettings()>;
    // The current document: its path and text, with unsaved edits.
    struct Source {
        QString path;
        QString text;
    };
    using SourceProvider = std::function<Source()>;

    explicit PortabilityView(QWidget* parent = nullptr);
    ~PortabilityView() override;

    void setLaunchProvider(LaunchProvider provider) { launchProvider_ = std::move(provider); }
    void setSettingsProvider(SettingsProvider provider) { settingsProvider_ = std::move(provider); }
    // Without one a matrix never goes stale.
    void setSourceProvider(SourceProvider provider) { sourceProvider_ = std::move(provider); }

    // Starts the matrix (the Run button), or right after the last writers being found for a
    // clicked run; false with the error shown when it cannot.
    bool run();
    // Stops the matrix, or the last writers of a clicked run being found.
    void cancel();
    bool running() const;
    // The source, the document or the launch settings changed: the matrix shown (or arriving)
    // is stale unless they are back to what it ran.
    void inputsChanged();
    bool stale() const { return stale_; }
    // The views' palette (light, dark, high contrast) and classroom scale, as ViewAppearance
    // gives them to every view.
    void setViewPalette(const ViewPalette& palette);
    void setScale(double scale);
    // Selects the cell of run `run` and compares it (a click on it).
    void showRun(std::size_t run);

    PortabilityResultPtr result() const;
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    QSpinBox* seedsBox() const { return seeds_; }
    QProgressBar* progressBar() const { return progress_; }
    QLabel* statusLabel() const { return status_; }
    QLabel* legendLabel() const { return legend_; }
    StaleBanner* staleBanner() const { return staleBanner_; }
    QLabel* staleLabel() const;
    QPushButton* runAgainButton() const;
    QTableView* grid() const { return grid_; }
    PortabilityGridModel* gridModel() const { return model_; }
    PortabilityDiffPanel* diffPanel() const { return diff_; }

    // A dock's worth, not the whole matrix and comparison at full height: the dock scrolls
    // them, and a tall hint would take room from the views it shares a column with (1366x738
    // would lose a register row).
    QSize sizeHint() const override;

protected:
    // A wide dock (the views' group at 1280x800, the bottom row) puts the comparison beside the
    // grid, a tall one below it.
    void resizeEvent(QResizeEvent* event) override;

signals:
    void debugRequested(const wave::widgets::PortabilityDiffPanel::DebugRun& run);
    // A matrix arrived (or failed, or was cancelled).
    void finished();

private:
    void showError(const QString& text);
    void matrixReady(const PortabilityResultPtr& result);
    void cellActivated(const QModelIndex& index);
    void updateLegend();
    // The grid beside the comparison where both fit side by side, else above it; the grid asks
    // for no more than the room's width (it scrolls itself), so the dock's words wrap in its
    // width instead of running off to the right under a scroll bar.
    void fitToRoom();
    void setRunning(bool on);
    void updateButtons();
    void setStale(bool stale, const QString& why = {});

    // What a matrix ran: it is stale once the current ones differ.
    struct Inputs {
        QString path;
        QString text;
        LaunchSettings settings; // without the profile, schedule and wave width
        bool operator==(const Inputs&) const = default;
    };
    // The current settings as compared: the profile, schedule and wave width only choose the
    // reference run ("Debug this run" sets them), every cell's run stays the same.
    LaunchSettings comparedSettings() const;

    LaunchProvider launchProvider_;
    SettingsProvider settingsProvider_;
    SourceProvider sourceProvider_;
    ViewStyle style_;
    Inputs runInputs_;
    Inputs shownInputs_; // of the matrix shown
    bool stale_ = false;
    PortabilityJob* job_;
    PortabilityGridModel* model_;
    std::optional<std::size_t> pendingExplain_; // a click while the worker was busy
    bool running_ = false;
    bool runRequested_ = false; // Run while a click was being explained
    QPushButton* run_;
    QPushButton* cancel_;
    QSpinBox* seeds_;
    QProgressBar* progress_;
    QLabel* status_;
    QLabel* legend_;
    StaleBanner* staleBanner_;
    GroupCellDelegate* delegate_;
    QTableView* grid_;
    QSplitter* splitter_;
    QWidget* top_;      // the grid and its legend
    int gridWidth_ = 0; // the grid's columns, headers and frame, up to 50 lines
    PortabilityDiffPanel* diff_;
};

} // namespace wave::widgets
