#include "portability/PortabilityJob.h"

#include "disasm/InstructionFormatter.h"
#include "emu/Emulator.h"

#include <QThread>

#include <exception>

namespace wave::widgets {

namespace {

// The instruction and source line of a writer, from the decoded program of the launch.
WriterText describe(const emu::Emulator& decoded, const isa::SourceMap& sourceMap,
                    const portability::WriterSite& site) {
    WriterText out;
    if (!site.written || decoded.launchError())
        return out;
    const auto& instructions = decoded.program().instructions;
    if (site.op < instructions.size() && instructions[site.op].info != nullptr)
        out.instruction = QString::fromStdString(
            disasm::InstructionFormatter::text(instructions[site.op], disasm::Syntax::Source));
    if (const isa::SourceMapEntry* e = sourceMap.at(decoded.launch().codeOffset + site.pc))
        out.line = e->position.line;
    return out;
}

} // namespace

PortabilityJob::PortabilityJob(QObject* parent) : QObject(parent) {}

PortabilityJob::~PortabilityJob() {
    if (thread_) {
        cancel_->store(true);
        thread_->wait();
        delete thread_;
    }
}

void PortabilityJob::cancel() {
    if (cancel_)
        cancel_->store(true);
}

void PortabilityJob::start(std::function<void()> work) {
    thread_ = QThread::create(std::move(work));
    thread_->setObjectName(QStringLiteral("PortabilityJob"));
    thread_->start(QThread::LowPriority);
}

// The worker's last act is to post its result: the thread has ended, or is about to.
void PortabilityJob::finish() {
    if (!thread_)
        return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

bool PortabilityJob::runMatrix(LaunchRequestPtr request, portability::PortabilityPlan plan,
                               QString compared, QStringList notices) {
    if (busy() || !request)
        return false;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    start([this, request, plan = std::move(plan), compared, notices, cancel = cancel_] {
        auto result = std::make_shared<PortabilityResult>();
        result->request = request;
        result->compared = compared;
        result->notices = notices;
        try {
            const debug::DeviceInit init = request->deviceInit;
            result->runner = std::make_shared<const portability::PortabilityRunner>(
                request->program, request->config, [init](emu::DeviceMemory& device, std::string&) {
                    if (init)
                        init(device);
                    return true;
                });
            result->matrix = result->runner->run(
                plan, cancel.get(), [this](std::size_t done, std::size_t total) {
                    QMetaObject::invokeMethod(
                        this,
                        [this, done, total] {
                            emit progress(static_cast<int>(done), static_cast<int>(total));
                        },
                        Qt::QueuedConnection);
                });
        } catch (const std::exception& e) {
            result->error = QString::fromStdString(e.what());
            result->matrix = {};
        }
        QMetaObject::invokeMethod(
            this,
            [this, result] {
                finish();
                emit matrixReady(result);
            },
            Qt::QueuedConnection);
    });
    return true;
}

bool PortabilityJob::explain(PortabilityResultPtr result, std::size_t run) {
    if (busy() || !result || !result->runner || run >= result->matrix.runs.size())
        return false;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    start([this, result, run, cancel = cancel_] {
        auto out = std::make_shared<RunExplanation>();
        out->result = result;
        out->run = run;
        try {
            const auto& m = result->matrix;
            out->words = portability::PortabilityDiff::between(m, *result->runner, run,
                                                               kExplainedWords, cancel.get());
            if (!out->words.empty()) {
                const portability::PortabilityRun& reference = m.runs[m.reference];
                const emu::Emulator decoded(
                    result->request->program,
                    result->runner->configFor(m.plan.profiles[reference.profile],
                                              m.plan.schedules[reference.schedule]));
                for (const portability::WordDifference& d : out->words)
                    out->writers.push_back(
                        {describe(decoded, result->request->sourceMap, d.writers[0]),
                         describe(decoded, result->request->sourceMap, d.writers[1])});
            }
        } catch (const std::exception&) {
            out->words.clear();
            out->writers.clear();
        }
        // Cancelled on the GUI thread before this arrives: the explanation is dropped, even when
        // the reruns were over by then.
        QMetaObject::invokeMethod(
            this,
            [this, out, cancel] {
                finish();
                if (cancel->load()) {
                    out->words.clear();
                    out->writers.clear();
                    out->cancelled = true;
                }
                emit explained(out);
            },
            Qt::QueuedConnection);
    });
    return true;
}

} // namespace wave::widgets
