#include "StudioOptions.h"

#include "AppTheme.h"
#include "DocumentWorkspaces.h"
#include "LanguageActions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace wave::studio {

namespace {

// --type's escapes: \n, \t and \\; any other backslash stays as it is.
QString unescapeTyped(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const QChar next = i + 1 < text.size() ? text[i + 1] : QChar();
        if (c == QLatin1Char('\\') && next == QLatin1Char('n')) {
            out += QLatin1Char('\n');
            ++i;
        } else if (c == QLatin1Char('\\') && next == QLatin1Char('t')) {
            out += QLatin1Char('\t');
            ++i;
        } else if (c == QLatin1Char('\\') && next == QLatin1Char('\\')) {
            out += QLatin1Char('\\');
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace

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
                                    "Colour theme: system, light, dark or high-contrast "
                                    "(default: the one chosen in View > Theme)."),
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
    const QCommandLineOption type(
        QStringLiteral("type"),
        QCoreApplication::translate("StudioOptions",
                                    "Type TEXT at the cursor once the window is up, for "
                                    "scripted demos (\\n is a line break, \\t a tab)."),
        QStringLiteral("TEXT"));
    const QCommandLineOption recover(
        QStringLiteral("recover"),
        QCoreApplication::translate("StudioOptions",
                                    "Recover the unsaved buffers of an instance that did not "
                                    "close cleanly, without asking."));
    const QCommandLineOption dumpBuffers(
        QStringLiteral("dump-buffers"),
        QCoreApplication::translate("StudioOptions",
                                    "Write the open buffers to FILE as JSON once started, "
                                    "then exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption session(
        QStringLiteral("session"),
        QCoreApplication::translate("StudioOptions",
                                    "Open the source of the session file FILE (FILE without "
                                    "its .wavesession suffix) with the launch settings, "
                                    "breakpoints and watch expressions saved in FILE."),
        QStringLiteral("FILE"));
    const QCommandLineOption run(
        QStringLiteral("run"),
        QCoreApplication::translate("StudioOptions",
                                    "Start debugging the opened file and run until the first "
                                    "stop (breakpoint, fault, deadlock or end)."));
    const QCommandLineOption lang(
        QStringLiteral("lang"),
        QCoreApplication::translate("StudioOptions",
                                    "User-interface language: system, en, de or zh_CN "
                                    "(default: the one chosen in View > Language)."),
        QStringLiteral("CODE"));
    const QCommandLineOption classroom(
        QStringLiteral("classroom"),
        QCoreApplication::translate("StudioOptions",
                                    "Start in classroom mode (larger views, high contrast, "
                                    "spotlight on the current instruction)."));
    parser.addOptions(
        {open, session, theme, size, screenshot, type, recover, dumpBuffers, run, lang, classroom});
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
    const int files =
        int(positional.size()) + (parser.isSet(open) ? 1 : 0) + (parser.isSet(session) ? 1 : 0);
    if (files > 1) {
        error = QCoreApplication::translate("StudioOptions", "Only one file can be opened.");
        return false;
    }
    out.openFile = parser.isSet(open) ? parser.value(open) : positional.value(0);
    if (parser.isSet(session)) {
        out.session = parser.value(session);
        out.openFile = DocumentWorkspaces::sourceForSession(out.session, error);
        if (out.openFile.isEmpty())
            return false;
    }
    out.screenshot = parser.value(screenshot);
    out.type = unescapeTyped(parser.value(type));
    out.recover = parser.isSet(recover);
    out.run = parser.isSet(run);
    out.classroom = parser.isSet(classroom);
    out.dumpBuffers = parser.value(dumpBuffers);

    if (parser.isSet(theme)) {
        out.theme = parser.value(theme);
        if (out.theme.isEmpty() || !AppTheme::isValid(out.theme)) {
            error = QCoreApplication::translate(
                        "StudioOptions",
                        "Unknown theme '%1' (use system, light, dark or high-contrast).")
                        .arg(out.theme);
            return false;
        }
    }
    if (parser.isSet(lang)) {
        out.language = parser.value(lang);
        if (!LanguageActions::isValid(out.language)) {
            error = QCoreApplication::translate(
                        "StudioOptions", "Unknown language '%1' (use system, en, de or zh_CN).")
                        .arg(out.language);
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
        out.sizeGiven = true;
    }
    return true;
}

} // namespace wave::studio
