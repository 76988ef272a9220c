// File > Examples in the application's File menu: the action opens the gallery, and the
// example chosen there opens in a tab from the user's copy (in the application's data folder,
// here Qt's test-mode location), with its launch settings beside it.

#include "FileActions.h"
#include "documents/DocumentTabs.h"
#include "examples/ExampleGallery.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMainWindow>
#include <QMenu>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace wave;

class ExamplesMenuTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QDir(widgets::ExampleCopies::defaultRoot()).removeRecursively();
    }
    void cleanupTestCase() { QDir(widgets::ExampleCopies::defaultRoot()).removeRecursively(); }

    void theMenuActionOpensTheChosenExample() {
        QTemporaryDir autosave;
        QMainWindow window;
        auto* tabs = new widgets::DocumentTabs(&window);
        window.setCentralWidget(tabs);
        auto* files = new studio::FileActions(&window, tabs, autosave.path());
        QMenu menu;
        files->populateMenu(&menu);
        auto* action = menu.findChild<QAction*>(QStringLiteral("actionExamples"));
        QVERIFY(action);
        QVERIFY(!action->text().isEmpty());

        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                if (auto* gallery = qobject_cast<widgets::ExampleGallery*>(w)) {
                    seen = true;
                    QVERIFY(gallery->selectExample(QStringLiteral("nested_divergence")));
                    QVERIFY(gallery->openCurrent()); // closes the dialog
                    return;
                }
            }
        });
        action->trigger(); // returns when the gallery closes

        QVERIFY(seen);
        const QString copy = QDir(widgets::ExampleCopies::defaultRoot())
                                 .filePath(QStringLiteral("nested_divergence.wave"));
        QVERIFY(QFile::exists(copy));
        QVERIFY(tabs->current());
        QCOMPARE(tabs->current()->path(), copy);
        QFile shipped(QStringLiteral(WAVE_EXAMPLES_DIR "/nested_divergence.wave"));
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        QCOMPARE(tabs->current()->text(), QString::fromUtf8(shipped.readAll()));
        QVERIFY(QFile::exists(QDir(widgets::ExampleCopies::defaultRoot())
                                  .filePath(QStringLiteral("nested_divergence.args"))));
    }
};

QTEST_MAIN(ExamplesMenuTest)
#include "ExamplesMenuTest.moc"
