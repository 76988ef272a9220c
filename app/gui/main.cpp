// wave-studio: parses the command line, applies the theme, opens the window (and, with
// --screenshot, renders it to a PNG and exits).

#include "AppTheme.h"
#include "MainWindow.h"
#include "ScreenshotTaker.h"
#include "StudioOptions.h"

#include <QApplication>
#include <QIcon>
#include <QLocale>
#include <QTranslator>

#include <cstdio>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("WAVE Studio"));
    QApplication::setOrganizationName(QStringLiteral("WAVE"));
    QApplication::setApplicationVersion(QStringLiteral(WAVE_STUDIO_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/wave-studio.svg")));

    // English plural forms first ("1 error", "2 errors"), then the user's language on top
    // (translators installed later are asked first).
    QTranslator english;
    QTranslator local;
    if (english.load(QStringLiteral(":/i18n/wave_studio_en.qm")))
        QApplication::installTranslator(&english);
    if (QLocale().language() != QLocale::English &&
        local.load(QLocale(), QStringLiteral("wave_studio"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")))
        QApplication::installTranslator(&local);

    wave::studio::StudioOptions options;
    QString error;
    if (!wave::studio::StudioOptions::parse(QApplication::arguments(), options, error)) {
        std::fprintf(stderr, "wave-studio: %s\nTry 'wave-studio --help'.\n", qPrintable(error));
        return 2;
    }
    wave::studio::AppTheme::apply(app, options.theme);

    wave::studio::MainWindow window;
    window.resize(options.size);
    if (!options.openFile.isEmpty() && !window.openFile(options.openFile, error)) {
        std::fprintf(stderr, "wave-studio: %s\n", qPrintable(error));
        return 1;
    }
    window.show();

    std::unique_ptr<wave::studio::ScreenshotTaker> screenshot;
    if (!options.screenshot.isEmpty())
        screenshot = std::make_unique<wave::studio::ScreenshotTaker>(&window, options.screenshot);
    return QApplication::exec();
}
