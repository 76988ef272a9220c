#pragma once
// One application-wide rule for the mouse wheel: spin boxes and combo boxes change their value
// on the wheel only while they have the keyboard focus. Over one without focus the wheel goes on
// to what is behind it (a dock scrolls instead of wave width going from 32 to 27), and the wheel
// no longer gives them the focus (their WheelFocus policy becomes StrongFocus when they are
// polished). An event filter on the application, so every window and dock, present or future,
// follows it. GUI thread only.

#include <QObject>

class QCoreApplication;

namespace wave::studio {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Installs the guard on `app` once; later calls do nothing.
    static void install(QCoreApplication* app);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit WheelGuard(QObject* parent);
};

} // namespace wave::studio
