#pragma once
// A main window with a SessionController and the debugger docks, as the IDE assembles them,
// for the workbench tests.

#include "SessionBench.h"

#include "workbench/ViewDocks.h"

#include <QMainWindow>

namespace wave::widgets::test {

struct Workbench : SessionBench {
    QMainWindow window;
    ViewDocks* docks = nullptr;

    explicit Workbench(QSize size = {1280, 800}) {
        window.setCentralWidget(new QWidget);
        window.resize(size);
        docks = new ViewDocks(&window, &controller);
    }
};

} // namespace wave::widgets::test
