#pragma once
// The Portability dock's lower half: a clicked run beside the reference run. The compared
// device memory word by word (MemoryDiffModel, the differing words highlighted, optionally
// alone), the first differing words with their last writer in each run (instruction, source
// line, workgroup, wave, lane; they arrive a moment later, from the worker), and "Debug this
// run", which asks for a session on the run's profile and schedule with a write watchpoint on
// the first differing word. GUI thread only.

#include "portability/PortabilityResult.h"
#include "views/ViewStyle.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;
class QTreeWidget;
class QTreeWidgetItem;

namespace wave::widgets {

class MemoryDiffModel;

class PortabilityDiffPanel : public QWidget {
    Q_OBJECT
public:
    // What "Debug this run" asks for.
    struct DebugRun {
        QString profile;
        QString schedule;
        std::optional<std::uint64_t> word; // the first differing word, when memory differs
        // The word's last write in the run, which the comparison names, once its last writers
        // are found (writes == 0: not known): how many lane writes the word had, the last
        // one's wave, lane and source line (0: unknown).
        std::uint32_t writes = 0;
        std::uint32_t lastWave = 0;
        std::uint32_t lastLane = 0;
        std::uint32_t lastLine = 0;
    };

    explicit PortabilityDiffPanel(QWidget* parent = nullptr);

    // A new matrix (or none): nothing is selected.
    void setResult(PortabilityResultPtr result);
    // Shows run `run` of the current result beside the reference; its writers are pending.
    void showRun(std::size_t run);
    // The last writers of the run shown (ignored when another run is shown by now); a
    // cancelled one says so, and a click on the run explains it again.
    void setExplanation(const RunExplanationPtr& explanation);
    bool explanationCancelled() const { return explanation_ && explanation_->cancelled; }
    std::optional<std::size_t> run() const { return run_; }
    // The matrix is of code or settings that changed since: its runs are not debugged (they
    // may no longer give these results), "Debug this run" says why it is off.
    void setStale(bool stale);
    // The views' theme (the differing words' fill) and scale (the values' font).
    void setViewPalette(const ViewPalette& palette);
    void setScale(const ViewStyle& style);

    QLabel* titleLabel() const { return title_; }
    QTableView* table() const { return table_; }
    MemoryDiffModel* model() const { return model_; }
    QCheckBox* differingOnlyBox() const { return differingOnly_; }
    QTreeWidget* writersView() const { return writers_; }
    // The row with the last writer (column 0) of differing word `word`, in the reference run
    // (entry 0) or the run shown (1); null while they are not known.
    QTreeWidgetItem* writerItem(int word, int entry) const;
    QPushButton* debugButton() const { return debug_; }

signals:
    void debugRequested(const wave::widgets::PortabilityDiffPanel::DebugRun& run);

private:
    void requestDebug();
    void updateDebugButton();

    PortabilityResultPtr result_;
    RunExplanationPtr explanation_;
    std::optional<std::size_t> run_;
    bool stale_ = false;
    QLabel* title_;
    QCheckBox* differingOnly_;
    QTableView* table_;
    MemoryDiffModel* model_;
    QLabel* writersTitle_;
    QTreeWidget* writers_;
    QPushButton* debug_;
};

} // namespace wave::widgets

Q_DECLARE_METATYPE(wave::widgets::PortabilityDiffPanel::DebugRun)
