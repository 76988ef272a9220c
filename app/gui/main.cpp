// wave-studio: parses the command line, applies the theme, opens the window, offers back the
// buffers of an instance that did not close cleanly (and, with --screenshot, renders the window
// to a PNG and exits; with --dump-buffers, writes the open buffers and exits).

#include "AppTheme.h"
#include "AppearanceActions.h"
#include "BufferDump.h"
#include "DebugActions.h"
#include "DocumentWorkspaces.h"
#include "FileActions.h"
#include "LanguageActions.h"
#include "MainWindow.h"
#include "ScreenshotTaker.h"
#include "StudioOptions.h"
#include "WindowSettings.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "documents/FileIo.h"
#include "documents/LineEndings.h"
#include "editor/CodeEditor.h"
#include "workbench/ClassroomMode.h"
#include "workbench/DebugWorkbench.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <string_view>

namespace {

// --help and --version need no display: answer them before the GUI application exists (it
// aborts without a display when no platform plugin can start).
bool wantsTextOnly(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--help" || a == "-h" || a == "--help-all" || a == "--version" || a == "-v")
            return true;
    }
    return false;
}

// QGuiApplication takes "-session NAME" (also spelt "--session") for X11 session management
// and drops it from arguments(): wave-studio's own --session FILE is taken out of argv before
// Qt sees it, and handed to the option parser afterwards.
QStringList takeSessionOption(int& argc, char* argv[]) {
    QStringList taken;
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--") { // the rest are file names
            while (i < argc)
                argv[kept++] = argv[i++];
            break;
        }
        if ((a == "--session" || a == "-session") && i + 1 < argc) {
            taken << QStringLiteral("--session") << QString::fromLocal8Bit(argv[++i]);
            continue;
        }
        if (a.starts_with("--session=")) {
            taken << QString::fromLocal8Bit(argv[i]);
            continue;
        }
        argv[kept++] = argv[i];
    }
    argc = kept;
    argv[argc] = nullptr;
    return taken;
}

} // namespace

int main(int argc, char* argv[]) {
    if (wantsTextOnly(argc, argv)) {
        QCoreApplication core(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("WAVE Studio"));
        QCoreApplication::setApplicationVersion(QStringLiteral(WAVE_STUDIO_VERSION));
        wave::studio::StudioOptions options;
        QString error;
        if (!wave::studio::StudioOptions::parse(QCoreApplication::arguments(), options, error)) {
            std::fprintf(stderr, "wave-studio: %s\nTry 'wave-studio --help'.\n", qPrintable(error));
            return 2;
        }
        return 0; // parse() printed the help or version and exited
    }
    const QStringList sessionOption = takeSessionOption(argc, argv);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("WAVE Studio"));
    QApplication::setOrganizationName(QStringLiteral("WAVE"));
    QApplication::setApplicationVersion(QStringLiteral(WAVE_STUDIO_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/wave-studio.svg")));
    // The installed desktop file's name (its AppStream id): Wayland matches windows to it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.wavestudio.WaveStudio"));

    wave::studio::StudioOptions options;
    QString error;
    if (!wave::studio::StudioOptions::parse(QApplication::arguments() + sessionOption, options,
                                            error)) {
        std::fprintf(stderr, "wave-studio: %s\nTry 'wave-studio --help'.\n", qPrintable(error));
        return 2;
    }
    // Screenshots show the default look and layout whatever the user chose: they read and
    // write a throw-away settings file.
    QTemporaryDir freshProfile;
    if (!options.screenshot.isEmpty())
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, freshProfile.path());
    // A settings file that is a named pipe would block QSettings' first read on the GUI thread
    // (before any window), and its write would put a regular file in a device's place: the
    // session runs on throw-away settings instead, and says so.
    const QString settingsFile =
        QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
        QStringLiteral("/%1/%2.conf")
            .arg(QCoreApplication::organizationName(), QCoreApplication::applicationName());
    if (const QString kind = wave::widgets::FileIo::specialFileKind(settingsFile);
        !kind.isEmpty() && options.screenshot.isEmpty()) {
        std::fprintf(stderr, "wave-studio: %s is %s, not a regular file: settings are not kept\n",
                     qPrintable(settingsFile), qPrintable(kind));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, freshProfile.path());
    }
    // The language: --lang, else View > Language, else the system locale (before any widget).
    wave::studio::LanguageActions::installTranslators(app, options.language);
    wave::studio::AppTheme::apply(app, options.theme.isEmpty()
                                           ? wave::studio::AppearanceActions::storedTheme()
                                           : options.theme);

    wave::studio::MainWindow window;
    window.resize(options.size);
    window.restoreSettings(!options.sizeGiven);
    if (!options.sizeGiven && options.screenshot.isEmpty() && options.dumpBuffers.isEmpty())
        wave::studio::WindowSettings::fitScreen(window);
    if (!options.openFile.isEmpty() && !window.openFile(options.openFile, error)) {
        std::fprintf(stderr, "wave-studio: %s\n", qPrintable(error));
        return 1;
    }
    if (!options.session.isEmpty() &&
        !window.documentWorkspaces()->applySessionFile(options.session, error)) {
        std::fprintf(stderr, "wave-studio: %s\n", qPrintable(error));
        return 1;
    }
    window.show();
    if (options.classroom)
        window.workbench()->classroom()->setOn(true);

    // Unsaved buffers of an instance that crashed or was killed: recovered at once with
    // --recover, offered in a dialog otherwise (never in the non-interactive modes).
    if (options.recover) {
        window.fileActions()->recoverAutosaves(false);
        for (const QString& refusal : window.fileActions()->recoveryRefusals())
            std::fprintf(stderr, "wave-studio: %s\n", qPrintable(refusal));
    } else if (options.screenshot.isEmpty() && options.dumpBuffers.isEmpty())
        QTimer::singleShot(0, &window, [&window] { window.fileActions()->recoverAutosaves(true); });
    // In the file's own line ends: a CRLF file stays CRLF (typing Enter does the same).
    if (!options.type.isEmpty())
        window.editor()->replaceSelectedText(wave::widgets::LineEndings::convert(
            options.type, window.documents()->current()->lineEndings().convention()));
    if (!options.dumpBuffers.isEmpty()) {
        if (!wave::studio::BufferDump::write(*window.documents(), options.dumpBuffers, error)) {
            std::fprintf(stderr, "wave-studio: %s\n", qPrintable(error));
            return 1;
        }
        return 0;
    }

    std::unique_ptr<wave::studio::ScreenshotTaker> screenshot;
    if (!options.screenshot.isEmpty())
        screenshot = std::make_unique<wave::studio::ScreenshotTaker>(&window, options.screenshot,
                                                                     options.run);
    if (options.run) {
        // Once the opened file has been assembled: launch and run to the first stop.
        auto start = [&window] {
            QString why;
            if (!window.debugActions()->startSession(true, why))
                std::fprintf(stderr, "wave-studio: cannot run: %s\n", qPrintable(why));
        };
        if (window.assembliesShown() > 0)
            start();
        else
            QObject::connect(&window, &wave::studio::MainWindow::assemblyShown, &window, start,
                             Qt::SingleShotConnection);
    }
    return QApplication::exec();
}
