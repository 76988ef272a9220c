// The application end to end: open a kernel, see its listing and problems, jump from a problem
// to its line, and render the window to a PNG with `wave-studio --screenshot`.

#include "MainWindow.h"
#include "WindowSettings.h"
#include "editor/CodeEditor.h"
#include "listing/ListingView.h"
#include "problems/ProblemsModel.h"

#include "problems/ProblemsView.h"
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using wave::studio::MainWindow;
namespace studio = wave::studio;

namespace {

const char* const kKernel = "; doubles every element\n"
                            ".kernel double_it\n"
                            ".registers 8\n"
                            ".workgroup_size 64, 1, 1\n"
                            "    mov r0, sr_thread_id_x\n"
                            "    mov_imm r1, 4\n"
                            "    imul r2, r0, r1\n"
                            "    device_load_u32 r3, r2\n"
                            "    iadd r3, r3, r3\n"
                            "    device_store_u32 r2, r3\n"
                            "    halt\n"
                            ".end\n";

QString writeFile(const QTemporaryDir& dir, const QString& name, const char* text) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

} // namespace

class MainWindowTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void opensAKernelAndListsIt() {
        const QString path = writeFile(dir_, QStringLiteral("double_it.wave"), kKernel);
        MainWindow window;
        QString error;
        QVERIFY2(window.openFile(path, error), qPrintable(error));
        window.show();
        QTRY_VERIFY(window.listingView()->listing().instructionCount > 0);

        QCOMPARE(window.listingView()->listing().instructionCount, 7);
        QCOMPARE(window.problemsModel()->rowCount(), 0);
        QVERIFY(window.windowTitle().contains(QStringLiteral("double_it.wave")));
        const QString listing = window.listingView()->text();
        QVERIFY(listing.contains(QStringLiteral(".kernel double_it")));
        QVERIFY(listing.contains(QStringLiteral("device_load_u32 r3, r2")));
        // Each instruction row names its source line: `iadd` is on line 9.
        const auto& lines = window.listingView()->listing().lines;
        const auto iadd = std::find_if(lines.begin(), lines.end(), [](const auto& l) {
            return l.text.startsWith(QStringLiteral("iadd"));
        });
        QVERIFY(iadd != lines.end());
        QCOMPARE(iadd->sourceLine, 9);
    }

    void problemsJumpToTheirLine() {
        const QString path = writeFile(dir_, QStringLiteral("broken.wave"),
                                       ".kernel k\n    mov r0, sr_lane_id\n    iaddd r1, r0, r0\n"
                                       "    halt\n.end\n");
        MainWindow window;
        QString error;
        QVERIFY(window.openFile(path, error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE(window.problemsModel()->rowCount(), 1);
        QVERIFY(window.listingView()->isOutOfDate() ||
                window.listingView()->listing().lines.empty());

        wave::widgets::ProblemsView* view = window.problemsView();
        const QModelIndex index = window.problemsModel()->index(0, 0);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
        int line = -1, column = -1;
        window.editor()->getCursorPosition(&line, &column);
        QCOMPARE(line, 2);   // 0-based: source line 3
        QCOMPARE(column, 4); // the mnemonic
    }

    void missingFileIsAnError() {
        MainWindow window;
        QString error;
        QVERIFY(!window.openFile(dir_.filePath(QStringLiteral("nope.wave")), error));
        QVERIFY(error.contains(QStringLiteral("nope.wave")));
    }

    void screenshotOptionWritesAPngOfTheRequestedSize() {
        const QString source = writeFile(dir_, QStringLiteral("shot.wave"), kKernel);
        const QString png = dir_.filePath(QStringLiteral("shot.png"));
        QProcess studio;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        studio.setProcessEnvironment(env);
        studio.start(QStringLiteral(WAVE_STUDIO_EXE),
                     {QStringLiteral("--open"), source, QStringLiteral("--size"),
                      QStringLiteral("900x600"), QStringLiteral("--screenshot"), png});
        QVERIFY(studio.waitForFinished(60000));
        QCOMPARE(studio.exitStatus(), QProcess::NormalExit);
        QVERIFY2(studio.exitCode() == 0, studio.readAllStandardError().constData());

        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(900, 600));
        // A real rendering, not a blank canvas: the editor text and chrome give many colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
    }

    // A 1280x800 window on a 1280x800 screen would put its status bar and the bottom docks'
    // tabs below the screen once the window manager adds a title bar: the first start
    // maximises instead; a smaller window, or one whose geometry was saved, is left alone.
    void firstStartOnASmallScreenIsMaximised() {
        QTemporaryDir settingsDir;
        QVERIFY(settingsDir.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());

        MainWindow full;
        const QSize room = full.screen()->availableGeometry().size();
        full.resize(room);
        studio::WindowSettings::fitScreen(full);
        QVERIFY(full.windowState().testFlag(Qt::WindowMaximized));

        MainWindow smaller;
        smaller.resize(room - QSize(100, 100));
        studio::WindowSettings::fitScreen(smaller);
        QVERIFY(!smaller.windowState().testFlag(Qt::WindowMaximized));

        studio::WindowSettings::save(smaller, smaller.saveState());
        MainWindow again;
        again.resize(room);
        studio::WindowSettings::fitScreen(again);
        QVERIFY(!again.windowState().testFlag(Qt::WindowMaximized)); // the saved geometry wins
    }

    void badCommandLineIsAUsageError() {
        QProcess studio;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        studio.setProcessEnvironment(env);
        studio.start(QStringLiteral(WAVE_STUDIO_EXE),
                     {QStringLiteral("--size"), QStringLiteral("big")});
        QVERIFY(studio.waitForFinished(30000));
        QCOMPARE(studio.exitCode(), 2);
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(MainWindowTest)
#include "MainWindowTest.moc"
