#pragma once
// A real SessionController running the example kernels, for the workbench tests: launch and
// run commands up to the stop they end with.

#include "ExampleLaunch.h"

#include "session/SessionController.h"

#include <QSignalSpy>
#include <QTest>

namespace wave::widgets::test {

const QString kExamples = QStringLiteral(WAVE_EXAMPLES_DIR);

struct SessionBench {
    SessionController controller;
    ExampleLaunch launch;

    // Launches an example and waits for its first stop (step 0).
    bool start(const QString& example, std::uint32_t iotaWords) {
        launch = exampleLaunch(kExamples, example, iotaWords);
        if (!launch.request) {
            qWarning("%s", launch.error.c_str());
            return false;
        }
        return startRequest(launch.request);
    }

    bool startRequest(const LaunchRequestPtr& request) {
        QSignalSpy stopped(&controller, &SessionController::stopped);
        controller.launch(request);
        return waitFor(stopped);
    }

    // Runs a command and waits for the stop it ends with.
    bool run(SessionCommand command, quint64 argument = 0) {
        QSignalSpy stopped(&controller, &SessionController::stopped);
        controller.run(command, argument);
        return waitFor(stopped);
    }

    static bool waitFor(QSignalSpy& spy, int timeoutMs = 20000) {
        return spy.count() > 0 || spy.wait(timeoutMs);
    }

    std::uint32_t line(const std::string& needle) const {
        return lineContaining(launch.source, needle);
    }
};

} // namespace wave::widgets::test
