// `portability_shot OUT.png`: the Portability dock's view after Run on reduction_assumes_32
// with the amd-64 / round-robin cell clicked (the differing word and its last writers shown),
// rendered offscreen for the documentation (docs/make-screenshots.sh).

#include "PortabilityExample.h"
#include "portability/PortabilityDiffPanel.h"
#include "portability/PortabilityGridModel.h"

#include <QApplication>
#include <QEventLoop>
#include <QLabel>
#include <QTableView>
#include <QTimer>
#include <QTreeWidget>

#include <cstdio>

using namespace wave::widgets;

namespace {

// Runs the event loop until `done` holds or 30 s pass.
bool waitFor(const std::function<bool()>& done) {
    for (int i = 0; i < 3000 && !done(); ++i) {
        QEventLoop loop;
        QTimer::singleShot(10, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return done();
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: portability_shot OUT.png\n");
        return 2;
    }
    const test::Example example(QStringLiteral("reduction_assumes_32"));
    PortabilityView view;
    example.attach(view);
    view.resize(1180, 540);
    view.show();
    if (!view.run() || !waitFor([&] { return view.result() && !view.running(); })) {
        std::fprintf(stderr, "the matrix did not run: %s\n",
                     qPrintable(view.statusLabel()->text()));
        return 1;
    }
    view.showRun(16); // amd-64, round robin
    QTreeWidget* writers = view.diffPanel()->writersView();
    if (!waitFor([&] {
            return writers->topLevelItemCount() == 1 && writers->topLevelItem(0)->childCount() == 2;
        })) {
        std::fprintf(stderr, "no last writers\n");
        return 1;
    }
    QApplication::processEvents();
    if (!view.grab().save(QString::fromLocal8Bit(argv[1]))) {
        std::fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
