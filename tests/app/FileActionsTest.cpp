// Files and settings through the real MainWindow (offscreen): Recent Files, drops on the
// window, the one question before closing, Export .wbin, recovery after an unclean end, zoom and
// theme settings, and a real crash: wave-studio killed with SIGKILL and restarted.
//
// main() points XDG_CONFIG_HOME and XDG_DATA_HOME at a scratch folder before anything reads
// QSettings or QStandardPaths, so nothing here touches the user's settings or autosaves.

#include "FileActions.h"
#include "AppTestFiles.h"
#include "AppTheme.h"
#include "AppearanceActions.h"
#include "MainWindow.h"
#include "RecentFiles.h"
#include "ScriptedPrompts.h"
#include "documents/AutosaveStore.h"
#include "documents/Autosaver.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "listing/ListingView.h"

#include <QAction>
#include <QApplication>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using wave::studio::FileActions;
using wave::studio::MainWindow;
using wave::widgets::Document;
using wave::widgets::DocumentPrompts;

namespace {

using wave::apptest::kKernel;
using wave::apptest::readFile;
using wave::apptest::writeFile;

QString goldenAsm(const QString& name) {
    return QStringLiteral(WAVE_TEST_DATA "/golden/asm/") + name;
}

// The index.json files under `root`, searched the way a person would look for them.
QStringList autosaveIndexes(const QString& root) {
    QStringList found;
    QDirIterator it(root, {QStringLiteral("index.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        found.append(it.next());
    return found;
}

} // namespace

class FileActionsTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        QSettings().clear();
        prompts_ = ScriptedPrompts();
        // Leftovers of an earlier test function must not be offered to the next one.
        QDir(wave::widgets::AutosaveStore::defaultRoot()).removeRecursively();
    }

    void recentFilesKeepTheTenNewest() {
        wave::studio::RecentFiles recent;
        for (int i = 0; i < 12; ++i)
            recent.add(dir_->filePath(QStringLiteral("f%1.wave").arg(i)));
        QStringList files = recent.files();
        QCOMPARE(files.size(), wave::studio::RecentFiles::kMax);
        QCOMPARE(files.first(), dir_->filePath(QStringLiteral("f11.wave")));
        QCOMPARE(files.last(), dir_->filePath(QStringLiteral("f2.wave")));
        recent.add(dir_->filePath(QStringLiteral("f5.wave")));
        files = recent.files();
        QCOMPARE(files.size(), 10);
        QCOMPARE(files.first(), dir_->filePath(QStringLiteral("f5.wave")));
        QCOMPARE(files.count(dir_->filePath(QStringLiteral("f5.wave"))), 1);
        // Kept in the settings, so another instance sees the same list.
        QCOMPARE(wave::studio::RecentFiles().files(), files);
    }

    void theRecentFilesMenuOpensAndPrunes() {
        const QString a = writeFile(dir_->filePath(QStringLiteral("a.wave")), kKernel);
        const QString gone = writeFile(dir_->filePath(QStringLiteral("gone.wave")), kKernel);
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        QString error;
        QVERIFY(window.openFile(gone, error));
        QVERIFY(window.openFile(a, error));
        QCOMPARE(window.fileActions()->recentFiles()->files(), (QStringList{a, gone}));
        QVERIFY(window.documents()->closeDocument(window.documents()->current()));

        QMenu* menu = window.fileActions()->recentMenu();
        emit menu->aboutToShow();
        QList<QAction*> entries;
        for (QAction* action : menu->actions())
            if (!action->data().toString().isEmpty())
                entries.append(action);
        QCOMPARE(entries.size(), 2);
        QVERIFY(entries[0]->text().contains(QDir::toNativeSeparators(a)));
        entries[0]->trigger();
        QCOMPARE(window.documents()->current()->path(), a);

        QVERIFY(QFile::remove(gone));
        entries[1]->trigger();
        QCOMPARE(prompts_.informations.size(), 1);
        QVERIFY(prompts_.informations.first().contains(QStringLiteral("gone.wave")));
        QCOMPARE(window.fileActions()->recentFiles()->files(), QStringList{a});
    }

    void filesDroppedOnTheWindowOpen() {
        const QString a = writeFile(dir_->filePath(QStringLiteral("a.wave")), kKernel);
        const QString wbin = goldenAsm(QStringLiteral("saxpy.wbin"));
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(a), QUrl::fromLocalFile(wbin),
                      QUrl::fromLocalFile(dir_->filePath(QStringLiteral("missing.wave")))});
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QCOMPARE(window.documents()->count(), 2);
        QCOMPARE(window.documents()->current()->kind(), Document::Kind::BinaryDisassembly);
        // The file that could not be opened is reported, in one message.
        QCOMPARE(prompts_.errors.size(), 1);
        QVERIFY(prompts_.errors.first().contains(QStringLiteral("missing.wave")));
        // The listing follows the current tab: saxpy's disassembly.
        QTRY_VERIFY(window.listingView()->text().contains(QStringLiteral(".kernel saxpy")));
    }

    void closingTheWindowAsksOnceListingTheUnsavedBuffers() {
        const QString a = writeFile(dir_->filePath(QStringLiteral("a.wave")), kKernel);
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        window.show();
        QString error;
        QVERIFY(window.openFile(a, error));
        window.editor()->insertAt(QStringLiteral("; edit\n"), 0, 0);
        window.documents()->newDocument()->editor()->setText(QStringLiteral("; new\n"));
        QVERIFY(window.fileActions()->autosaver()->autosaveNow());
        const QString session = window.fileActions()->autosaver()->store().sessionDirectory();

        prompts_.saveAnswers = {DocumentPrompts::Answer::Cancel};
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QCOMPARE(prompts_.askedToSave.size(), 1);
        QCOMPARE(prompts_.askedToSave.first(),
                 (QStringList{QStringLiteral("a.wave"), QStringLiteral("untitled 2")}));
        QVERIFY(QFileInfo::exists(session));

        prompts_.saveAnswers = {DocumentPrompts::Answer::Discard};
        QVERIFY(window.close());
        QCOMPARE(prompts_.askedToSave.size(), 2);
        QVERIFY(!QFileInfo::exists(session)); // a clean close leaves no autosave
        QCOMPARE(readFile(a), QByteArray(kKernel));
    }

    void exportWritesTheGoldenBytesAndRefusesErrors() {
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        QString error;
        QVERIFY(window.openFile(goldenAsm(QStringLiteral("saxpy.wave")), error));
        const QString out = dir_->filePath(QStringLiteral("out.wbin"));
        QVERIFY2(window.fileActions()->exportWbin(window.documents()->current(), out, error),
                 qPrintable(error));
        QCOMPARE(readFile(out), readFile(goldenAsm(QStringLiteral("saxpy.wbin"))));

        // Through the menu action: the path comes from the prompts.
        const QString viaMenu = dir_->filePath(QStringLiteral("menu.wbin"));
        prompts_.savePaths = {viaMenu};
        window.findChild<QAction*>(QStringLiteral("actionExportWbin"))->trigger();
        QCOMPARE(readFile(viaMenu), readFile(goldenAsm(QStringLiteral("saxpy.wbin"))));

        window.editor()->insertAt(QStringLiteral("    iaddd r1\n"), 3, 0);
        QVERIFY(!window.fileActions()->exportWbin(window.documents()->current(), out, error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot export saxpy.wave: the buffer has")),
                 qPrintable(error));
        QCOMPARE(readFile(out), readFile(goldenAsm(QStringLiteral("saxpy.wbin")))); // untouched
        const qsizetype asked = prompts_.askedForPath.size();
        window.findChild<QAction*>(QStringLiteral("actionExportWbin"))->trigger();
        QCOMPARE(prompts_.askedForPath.size(), asked); // refused before asking for a path
        QCOMPARE(prompts_.errors.size(), 1);
    }

    // The in-process half of "no lost work": a window that goes away without a clean close
    // (as in a crash) leaves its autosave, and the next window gets the text back.
    void autosavedBuffersComeBackAfterAnUncleanEnd() {
        const QString a = writeFile(dir_->filePath(QStringLiteral("a.wave")), kKernel);
        {
            auto window = std::make_unique<MainWindow>();
            QString error;
            QVERIFY(window->openFile(a, error));
            window->editor()->insertAt(QStringLiteral("; not saved\n"), 0, 0);
            QVERIFY(window->fileActions()->autosaver()->autosaveNow());
        } // destroyed, never closed
        MainWindow window;
        window.fileActions()->setPrompts(&prompts_);
        QCOMPARE(window.fileActions()->recoverAutosaves(false), 1);
        QCOMPARE(window.documents()->current()->path(), a);
        QCOMPARE(window.editor()->text(),
                 QStringLiteral("; not saved\n") + QString::fromUtf8(kKernel));
        QVERIFY(window.documents()->current()->isModified());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("a.wave")));
    }

    void zoomAndThemeAreRemembered() {
        {
            MainWindow window;
            window.findChild<QAction*>(QStringLiteral("actionZoomIn"))->trigger();
            window.findChild<QAction*>(QStringLiteral("actionZoomIn"))->trigger();
            window.findChild<QAction*>(QStringLiteral("actionZoomOut"))->trigger();
            QCOMPARE(window.documents()->zoom(), 1);
            QCOMPARE(window.editor()->SendScintilla(QsciScintillaBase::SCI_GETZOOM), 1L);

            QAction* dark = window.findChild<QAction*>(QStringLiteral("actionTheme-dark"));
            QVERIFY(dark);
            dark->trigger();
            QCOMPARE(wave::studio::AppTheme::current(), QStringLiteral("dark"));
            QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
            QVERIFY(dark->isChecked());
        }
        QCOMPARE(wave::studio::AppearanceActions::storedTheme(), QStringLiteral("dark"));
        MainWindow again;
        QCOMPARE(again.documents()->zoom(), 1);
        QCOMPARE(again.editor()->SendScintilla(QsciScintillaBase::SCI_GETZOOM), 1L);
        QVERIFY(again.findChild<QAction*>(QStringLiteral("actionTheme-dark"))->isChecked());
        again.findChild<QAction*>(QStringLiteral("actionResetZoom"))->trigger();
        QCOMPARE(again.documents()->zoom(), 0);
        again.findChild<QAction*>(QStringLiteral("actionTheme-high-contrast"))->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
        QCOMPARE(QApplication::palette().color(QPalette::WindowText), QColor(Qt::white));
        again.findChild<QAction*>(QStringLiteral("actionTheme-system"))->trigger();
        QCOMPARE(wave::studio::AppearanceActions::storedTheme(), QStringLiteral("system"));
    }

    void zoomShortcutsReachTheWindowFromTheEditor() {
        MainWindow window;
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.editor()->setFocus();
        QTest::keyClick(window.editor(), Qt::Key_Equal, Qt::ControlModifier);
        QCOMPARE(window.documents()->zoom(), 1);
        QTest::keyClick(window.editor(), Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(window.editor(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(window.documents()->zoom(), -1);
        QTest::keyClick(window.editor(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(window.documents()->zoom(), 0);
        QVERIFY(window.editor()->text().isEmpty()); // the keys did not type anything
    }

    void windowLayoutIsRestored() {
        {
            MainWindow window;
            window.resize(1300, 760);
            window.show();
            auto* listing = window.findChild<QDockWidget*>(QStringLiteral("ListingDock"));
            listing->hide();
            QVERIFY(window.close());
        }
        MainWindow again;
        again.restoreSettings(true);
        again.show();
        QCOMPARE(again.size(), QSize(1300, 760));
        QVERIFY(!again.findChild<QDockWidget*>(QStringLiteral("ListingDock"))->isVisible());
    }

    // The real thing: wave-studio is SIGKILLed with an unsaved edit; started again with
    // --recover it has the edit back. The child gets its own XDG folders, --type makes the edit
    // (documented for scripted demos) and --dump-buffers reports what the restarted one has.
    void aKilledInstanceLosesNothing() {
        const QString file = writeFile(dir_->filePath(QStringLiteral("k.wave")), kKernel);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_->filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir_->filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const QString data = dir_->filePath(QStringLiteral("data"));

        QProcess first;
        first.setProcessEnvironment(env);
        first.start(QStringLiteral(WAVE_STUDIO_EXE),
                    {QStringLiteral("--open"), file, QStringLiteral("--type"),
                     QStringLiteral("; typed before the crash\\n")});
        QVERIFY(first.waitForStarted());
        // The autosave lands within Autosaver::kDelayMs of the edit.
        QTRY_VERIFY_WITH_TIMEOUT(!autosaveIndexes(data).isEmpty(),
                                 wave::widgets::Autosaver::kDelayMs + 40000);
        QTRY_VERIFY_WITH_TIMEOUT(
            readFile(autosaveIndexes(data).value(0)).contains("typed before the crash"), 5000);
        first.kill(); // SIGKILL: no clean-up of any kind
        QVERIFY(first.waitForFinished());
        QCOMPARE(first.exitStatus(), QProcess::CrashExit);
        QCOMPARE(readFile(file), QByteArray(kKernel)); // the file itself was never saved

        const QString dump = dir_->filePath(QStringLiteral("dump.json"));
        QProcess second;
        second.setProcessEnvironment(env);
        second.start(QStringLiteral(WAVE_STUDIO_EXE),
                     {QStringLiteral("--recover"), QStringLiteral("--dump-buffers"), dump});
        QVERIFY(second.waitForFinished(60000));
        QVERIFY2(second.exitCode() == 0, second.readAllStandardError().constData());
        const QJsonArray buffers = QJsonDocument::fromJson(readFile(dump)).array();
        QCOMPARE(buffers.size(), 1);
        const QJsonObject buffer = buffers.first().toObject();
        QCOMPARE(buffer.value(QStringLiteral("path")).toString(),
                 QFileInfo(file).absoluteFilePath());
        QCOMPARE(buffer.value(QStringLiteral("text")).toString(),
                 QStringLiteral("; typed before the crash\n") + QString::fromUtf8(kKernel));
        QVERIFY(buffer.value(QStringLiteral("modified")).toBool());
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
    ScriptedPrompts prompts_;
};

int main(int argc, char* argv[]) {
    return wave::apptest::runWithThrowawayHome<FileActionsTest>(argc, argv);
}

#include "FileActionsTest.moc"
