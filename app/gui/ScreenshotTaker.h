#pragma once
// Renders a window to a PNG once it has settled (after the first assembly result has reached
// every view), then ends the event loop: exit code 0 when the PNG was written, 1 otherwise.
// Works on the offscreen platform, which is how the README's screenshots and the tests make
// them.

#include <QObject>
#include <QString>
#include <QTimer>

namespace wave::studio {

class MainWindow;

class ScreenshotTaker : public QObject {
    Q_OBJECT
public:
    // `afterRun`: wait for the debug session's first stop after step 0 (wave-studio --run).
    ScreenshotTaker(MainWindow* window, QString path, bool afterRun = false,
                    QObject* parent = nullptr);

    static constexpr int kSettleMs = 150; // lets layouts and deferred paints finish
    // After a run, the views mark what changed with short animations (a lane mask flash lasts
    // 650 ms): the picture shows the settled state.
    static constexpr int kRunSettleMs = 900;
    static constexpr int kTimeoutMs = 20000; // never hang a script

private:
    void capture();

    MainWindow* window_;
    QString path_;
    QTimer timeout_;
    bool scheduled_ = false;
};

} // namespace wave::studio
