// Loading a session with many breakpoints (issue 14: 10k took 25 s, 100k never finished), on
// the real MainWindow offscreen: a kernel of N instructions and its .wavesession with a line
// breakpoint on every instruction (every third one with a condition), then
//   - open:   from openFile() until the Breakpoints dock lists all N,
//   - launch: from Start until the session stands at step 0 and the worker has resolved all N,
//   - step:   one Step Into with all N armed (until the stop is shown, hit counts included).
// Prints the figures; never asserts on time. Usage: bench_breakpoints [N ...] (default 10000
// 100000); each phase gives up after 120 s and says so.

#include "DebugActions.h"
#include "DocumentWorkspaces.h"
#include "MainWindow.h"
#include "launch/BreakpointsModel.h"
#include "launch/BreakpointsView.h"
#include "session/SessionController.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using wave::studio::MainWindow;
using wave::widgets::SessionController;

namespace {

constexpr int kGiveUpMs = 120'000;

template <class F>
bool waitFor(F done, int timeoutMs = kGiveUpMs) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    return true;
}

bool write(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

void report(const char* phase, int n, bool done, qint64 ms) {
    if (done)
        std::printf("  %-7s %6d breakpoints: %8lld ms\n", phase, n, static_cast<long long>(ms));
    else
        std::printf("  %-7s %6d breakpoints: did not finish in %d s\n", phase, n, kGiveUpMs / 1000);
    std::fflush(stdout);
}

void run(int n, const QTemporaryDir& dir) {
    // Lines 1-3 are directives; instruction i is on line 4 + i.
    QByteArray kernel = ".kernel many\n.registers 4\n.workgroup_size 32, 1, 1\n";
    QByteArray breakpoints;
    for (int i = 0; i < n; ++i) {
        kernel += "    iadd r0, r0, r1\n";
        // No "id": the format every version reads (ids are then given in file order).
        breakpoints += QByteArray(i ? ",\n" : "") +
                       "{\"kind\": \"line\", \"line\": " + QByteArray::number(4 + i) +
                       ", \"condition\": \"" + (i % 3 == 0 ? "r0 >= 0" : "") + "\"}";
    }
    kernel += "    halt\n.end\n";
    const QString source = dir.filePath(QStringLiteral("many%1.wave").arg(n));
    const QByteArray session = "{\"format\": \"wave-studio-session\", \"version\": 1, "
                               "\"launch\": {}, \"watches\": [], \"breakpoints\": [\n" +
                               breakpoints + "]}\n";
    if (!write(source, kernel) || !write(source + QStringLiteral(".wavesession"), session)) {
        std::printf("  cannot write the files\n");
        return;
    }

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    SessionController* controller = window.session();
    const auto* model = window.documentWorkspaces()->breakpointsView()->model();
    QElapsedTimer t;
    t.start();
    QString error;
    if (!window.openFile(source, error)) {
        std::printf("  %s\n", qPrintable(error));
        return;
    }
    bool done = waitFor([&] { return model->rowCount() == n; });
    report("open", n, done, t.elapsed());
    if (!done)
        return;

    waitFor([&] { return window.assembliesShown() > 0; }); // Start needs the assembly
    t.restart();
    if (!window.debugActions()->startSession(false, error)) {
        std::printf("  cannot start: %s\n", qPrintable(error));
        return;
    }
    done = waitFor([&] {
        if (controller->state() != SessionController::State::Stopped)
            return false;
        const auto& list = controller->breakpoints();
        return list.size() == n && list.back().resolved;
    });
    report("launch", n, done, t.elapsed());
    if (!done)
        return;

    t.restart();
    const auto serial = controller->stopSnapshot()->serial;
    window.debugActions()->stepIntoAction()->trigger();
    done = waitFor(
        [&] { return controller->stopSnapshot() && controller->stopSnapshot()->serial != serial; });
    QCoreApplication::processEvents(); // the hit counts that follow the stop, into the dock
    report("step", n, done, t.elapsed());
    controller->terminate();
    waitFor([&] { return controller->state() == SessionController::State::Idle; });
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir dir;
    QList<int> counts;
    for (int i = 1; i < argc; ++i)
        counts << QString::fromLocal8Bit(argv[i]).toInt();
    if (counts.isEmpty())
        counts = {10'000, 100'000};
    std::printf("Breakpoint sessions (offscreen MainWindow):\n");
    for (int n : counts)
        run(n, dir);
    return 0;
}
