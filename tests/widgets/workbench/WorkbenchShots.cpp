// workbench_shots OUTDIR: screenshots of the real IDE window (MainWindow) in realistic debug
// sessions of the example kernels: tree_reduction stopped in its 4th round at 1280x800 (light,
// dark, classroom) and 1920x1080, barrier_deadlock at its deadlock, transpose's bank conflicts
// and strided_copy's coalescing (gutter, Device memory colouring, table). For review and the
// README (docs/screenshots).

#include "ExampleLaunch.h"

#include "AppTheme.h"
#include "DebugActions.h"
#include "MainWindow.h"

#include "session/SessionController.h"
#include "views/DeviceMemoryView.h"
#include "views/LocalMemoryPanel.h"
#include "workbench/ClassroomMode.h"
#include "workbench/DebugWorkbench.h"
#include "workbench/FocusSelector.h"
#include "workbench/ViewDocks.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QImage>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::iotaInit;

namespace {

struct Shot {
    const char* name;
    const char* example;
    std::uint32_t iota;
    const char* theme;
    QSize size;
    double classroom;            // 0: off
    const char* breakAt;         // breakpoint line text; null: run to the end (or the deadlock)
    int hits;                    // continue this many times to the breakpoint, then step once
    const char* raise = nullptr; // a dock to bring to the front
};

void settle(int ms) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool waitStop(SessionController* s, int timeoutMs = 20000) {
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, [&loop] { loop.exit(1); });
    QObject::connect(s, &SessionController::stopped, &loop, [&loop] { loop.exit(0); });
    timeout.start(timeoutMs);
    return loop.exec() == 0;
}

bool take(const Shot& shot, const QDir& out) {
    studio::AppTheme::apply(*qApp, QString::fromLatin1(shot.theme));
    studio::MainWindow window;
    window.resize(shot.size);
    // A copy of the example and its .args: the session the shot sets up (breakpoints) is saved
    // beside the source, which must not be the source tree.
    const QDir examples(QStringLiteral(WAVE_EXAMPLES_DIR));
    QTemporaryDir work;
    const QString name = QString::fromLatin1(shot.example);
    for (const QString& suffix : {QStringLiteral(".wave"), QStringLiteral(".args")})
        QFile::copy(examples.filePath(name + suffix), work.filePath(name + suffix));
    const QString path = work.filePath(name + QStringLiteral(".wave"));
    QString error;
    if (!window.openFile(path, error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    window.show();
    settle(300);
    const std::string source = [&] {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
    }();
    if (shot.breakAt)
        window.debugActions()->breakpoints()->toggleAt(
            int(test::lineContaining(source, shot.breakAt)));
    LaunchRequestPtr built = window.buildLaunch(error);
    if (!built) {
        std::fprintf(stderr, "%s: %s\n", shot.name, qPrintable(error));
        return false;
    }
    auto request = std::make_shared<LaunchRequest>(*built);
    request->deviceInit = iotaInit(shot.iota);
    SessionController* session = window.session();
    session->launch(request);
    if (!waitStop(session))
        return false;
    if (shot.breakAt) {
        for (int i = 0; i < shot.hits; ++i) {
            session->run(SessionCommand::Continue);
            if (!waitStop(session))
                return false;
        }
        session->setFocus(0, 3);
        settle(100);
        session->run(SessionCommand::StepInstruction);
        if (!waitStop(session))
            return false;
    } else {
        session->run(SessionCommand::Continue);
        if (!waitStop(session))
            return false;
    }
    if (shot.raise) {
        if (QDockWidget* d = window.findChild<QDockWidget*>(QString::fromLatin1(shot.raise)))
            d->raise();
        if (qstrcmp(shot.raise, "LocalMemoryDock") == 0)
            window.workbench()->docks()->localMemoryPanel()->setMode(
                LocalMemoryHeatmapView::Mode::Conflicts); // the heatmap that agrees with the table
        if (qstrcmp(shot.raise, "DeviceMemoryDock") == 0)
            window.workbench()->docks()->deviceMemoryView()->setColouring(
                DeviceMemoryModel::Colouring::Coalescing);
    }
    if (shot.classroom > 0) {
        ClassroomMode* c = window.workbench()->classroom();
        c->setPresentationScale(shot.classroom);
        c->setOn(true);
    }
    settle(700); // animations and deferred layouts
    const QImage image = window.grab().toImage();
    const QString file = out.filePath(QString::fromLatin1(shot.name) + QStringLiteral(".png"));
    if (!image.save(file)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(file));
        return false;
    }
    std::printf("%s\n", qPrintable(file));
    session->terminate();
    window.workbench()->classroom()->setOn(false); // the editor zoom goes back into the settings
    settle(50);
    return true;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTranslator english;
    if (english.load(QStringLiteral(WAVE_EN_QM)))
        QApplication::installTranslator(&english);
    if (argc < 2) {
        std::fprintf(stderr, "usage: workbench_shots OUTDIR [NAME...]\n");
        return 2;
    }
    // A throw-away profile: the default layout and settings, whatever the user chose.
    QTemporaryDir profile;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, profile.path());
    QApplication::setOrganizationName(QStringLiteral("WAVE"));
    QApplication::setApplicationName(QStringLiteral("WAVE Studio shots"));
    QDir out(QString::fromLocal8Bit(argv[1]));
    out.mkpath(QStringLiteral("."));
    // The 8th stop at the `fadd` is the round with stride 16: only lanes 0-15 of wave 0 are in
    // the `if`, the other waves wait at the barrier.
    const char* fadd = "fadd     r9, r9, r8";
    const Shot shots[] = {
        {"ide-1280x800-light", "tree_reduction", 256, "light", {1280, 800}, 0, fadd, 8},
        {"ide-1280x800-dark", "tree_reduction", 256, "dark", {1280, 800}, 0, fadd, 8},
        {"ide-1280x800-classroom", "tree_reduction", 256, "light", {1280, 800}, 1.5, fadd, 8},
        {"ide-1920x1080-light", "tree_reduction", 256, "light", {1920, 1080}, 0, fadd, 8},
        {"ide-1920x1080-dark", "tree_reduction", 256, "dark", {1920, 1080}, 0, fadd, 8},
        {"ide-1280x800-deadlock", "barrier_deadlock", 64, "light", {1280, 800}, 0, nullptr, 0},
        {"ide-1280x800-transpose-conflicts",
         "transpose",
         1024,
         "light",
         {1280, 800},
         0,
         nullptr,
         0,
         "LocalMemoryDock"},
        // The coalescing lesson: the gutter's 12.5% beside the Device memory dock coloured by
        // efficiency, and (dark) beside the coalescing table it agrees with.
        {"ide-1280x800-strided-coalescing",
         "strided_copy",
         1024,
         "light",
         {1280, 800},
         0,
         nullptr,
         0,
         "DeviceMemoryDock"},
        {"ide-1280x800-strided-coalescing-dark",
         "strided_copy",
         1024,
         "dark",
         {1280, 800},
         0,
         nullptr,
         0,
         "LocalMemoryDock"},
    };
    int failures = 0;
    for (const Shot& s : shots) {
        bool wanted = argc == 2;
        for (int i = 2; i < argc; ++i)
            wanted = wanted || qstrcmp(argv[i], s.name) == 0;
        if (wanted && !take(s, out))
            ++failures;
    }
    return failures ? 1 : 0;
}
