#include "ScreenshotTaker.h"

#include "MainWindow.h"
#include "documents/FileIo.h"
#include "session/SessionController.h"

#include <QBuffer>
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
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (!pixmap.save(&buffer, "PNG"))
        error = tr("Cannot write %1: the image could not be encoded").arg(path_);
    if (!error.isEmpty() || !widgets::FileIo::writeAtomically(path_, png, error)) {
        std::fprintf(stderr, "wave-studio: %s\n", qPrintable(error));
        QCoreApplication::exit(1);
        return;
    }
    QCoreApplication::exit(0);
}

} // namespace wave::studio
