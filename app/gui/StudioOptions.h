#pragma once
// The command line of wave-studio: --open FILE (or FILE as a positional argument), --theme
// light|dark, --size WxH and --screenshot PNG.

#include <QSize>
#include <QString>
#include <QStringList>

namespace wave::studio {

struct StudioOptions {
    QString openFile;
    QString theme; // "light", "dark", or empty: follow the system
    QSize size{1280, 800};
    QString screenshot; // render the window to this PNG once it has settled, then exit

    // Parses `arguments` (argv[0] first). On a usage error returns false with `error` set;
    // --help and --version print and exit inside (QCommandLineParser's behaviour).
    static bool parse(const QStringList& arguments, StudioOptions& out, QString& error);
};

} // namespace wave::studio
