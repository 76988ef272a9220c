#include "StudioOptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace wave::studio {

bool StudioOptions::parse(const QStringList& arguments, StudioOptions& out, QString& error) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "StudioOptions", "IDE and visual debugger for the WAVE GPU ISA"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption open(QStringLiteral("open"),
                                  QCoreApplication::translate("StudioOptions", "Open FILE."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption theme(
        QStringLiteral("theme"),
        QCoreApplication::translate("StudioOptions",
                                    "Colour theme: light or dark (default: the system's)."),
        QStringLiteral("NAME"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        QCoreApplication::translate("StudioOptions", "Window size, e.g. 1280x800."),
        QStringLiteral("WxH"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("StudioOptions",
                                    "Render the window to PNG once it has settled, then exit."),
        QStringLiteral("PNG"));
    parser.addOptions({open, theme, size, screenshot});
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QCoreApplication::translate("StudioOptions", "File to open."),
                                 QStringLiteral("[file]"));
    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return false;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1 || (positional.size() == 1 && parser.isSet(open))) {
        error = QCoreApplication::translate("StudioOptions", "Only one file can be opened.");
        return false;
    }
    out.openFile = parser.isSet(open) ? parser.value(open) : positional.value(0);
    out.screenshot = parser.value(screenshot);

    if (parser.isSet(theme)) {
        out.theme = parser.value(theme);
        if (out.theme != QLatin1String("light") && out.theme != QLatin1String("dark")) {
            error = QCoreApplication::translate("StudioOptions",
                                                "Unknown theme '%1' (use light or dark).")
                        .arg(out.theme);
            return false;
        }
    }
    if (parser.isSet(size)) {
        static const QRegularExpression re(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
        const QRegularExpressionMatch m = re.match(parser.value(size));
        if (!m.hasMatch()) {
            error = QCoreApplication::translate("StudioOptions",
                                                "Invalid size '%1' (expected WxH, e.g. 1280x800).")
                        .arg(parser.value(size));
            return false;
        }
        out.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
    return true;
}

} // namespace wave::studio
