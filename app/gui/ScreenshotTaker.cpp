#include "ScreenshotTaker.h"

#include "MainWindow.h"
#include "session/SessionController.h"

#include <QCoreApplication>
#include <QPixmap>

#include <cstdio>

namespace wave::studio {

ScreenshotTaker::ScreenshotTaker(MainWindow* window, QString path, bool afterRun, QObject* parent)
    : QObject(parent), window_(window), path_(std::move(path)) {
    auto schedule = [this, afterRun] {
        if (scheduled_)
            return;
        scheduled_ = true;
        QTimer::singleShot(afterRun ? kRunSettleMs : kSettleMs, this, &ScreenshotTaker::capture);
    };
    if (afterRun) {
        widgets::SessionController* session = window_->session();
        connect(session, &widgets::SessionController::stopped, this,
                [schedule](const widgets::SnapshotPtr& snap) {
                    if (snap->step > 0 ||
                        (snap->stop && snap->stop->reason != debug::StopReason::StepDone))
                        schedule();
                });
        connect(session, &widgets::SessionController::launchFailed, this, schedule);
    } else {
        connect(window_, &MainWindow::assemblyShown, this, schedule);
        if (window_->assembliesShown() > 0)
            schedule();
    }
    timeout_.setSingleShot(true);
    connect(&timeout_, &QTimer::timeout, this, [this] {
        std::fprintf(stderr, "wave-studio: no assembly result after %d ms; screenshot anyway\n",
                     kTimeoutMs);
        capture();
    });
    timeout_.start(kTimeoutMs);
}

void ScreenshotTaker::capture() {
    timeout_.stop();
    const QPixmap pixmap = window_->grab();
    if (!pixmap.save(path_, "PNG")) {
        std::fprintf(stderr, "wave-studio: cannot write screenshot %s\n", qPrintable(path_));
        QCoreApplication::exit(1);
        return;
    }
    QCoreApplication::exit(0);
}

} // namespace wave::studio
