#pragma once
// The Portability dock's worker: runs a portability matrix, or explains one of its runs, on a
// thread of its own, one job at a time, so the GUI stays responsive. Progress and results
// arrive as signals on the GUI thread. Cancel stops a matrix or an explanation between two runs
// (an explanation cancelled before it arrives says so: RunExplanation::cancelled); destroying
// the job (closing the window) cancels it and waits for the run in progress, so a result never
// arrives at a dead object. GUI thread only.

#include "portability/PortabilityResult.h"

#include <QObject>

#include <atomic>
#include <memory>

class QThread;

namespace wave::widgets {

class PortabilityJob : public QObject {
    Q_OBJECT
public:
    // Words explained per clicked run.
    static constexpr std::size_t kExplainedWords = 8;

    explicit PortabilityJob(QObject* parent = nullptr);
    ~PortabilityJob() override;

    bool busy() const { return thread_ != nullptr; }
    // Runs `plan` on `request`'s launch; false (nothing started) while busy.
    bool runMatrix(LaunchRequestPtr request, portability::PortabilityPlan plan, QString compared,
                   QStringList notices);
    // Explains run `run` of `result` against its reference run; false while busy.
    bool explain(PortabilityResultPtr result, std::size_t run);
    // Stops a matrix after the run in progress (matrixReady then says cancelled), or an
    // explanation (explained then says cancelled).
    void cancel();

signals:
    void progress(int done, int total);
    void matrixReady(wave::widgets::PortabilityResultPtr result);
    void explained(wave::widgets::RunExplanationPtr explanation);

private:
    // Runs `work` on a new thread; `work` ends by posting its result to this object.
    void start(std::function<void()> work);
    void finish();

    QThread* thread_ = nullptr;
    std::shared_ptr<std::atomic<bool>> cancel_;
};

} // namespace wave::widgets
