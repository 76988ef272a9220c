#pragma once
// The example kernels of resources/examples with their .args, for the launch tests.

#include "asm/Assembler.h"
#include "launch/WorkspaceSource.h"

#include "launch/CommandLine.h"
#include "launch/EmuOptions.h"

#include <QDir>
#include <QFile>
#include <QStringList>

#include <string>
#include <vector>

namespace wave::widgets::test {

inline QString examplesDir() {
    return QStringLiteral(WAVE_EXAMPLES_DIR);
}

// Base names of the examples that have a .args file.
inline QStringList exampleNames() {
    QStringList names;
    for (const QString& f :
         QDir(examplesDir()).entryList({QStringLiteral("*.args")}, QDir::Files, QDir::Name))
        names << f.chopped(5);
    return names;
}

inline QString examplePath(const QString& name, const char* suffix) {
    return examplesDir() + QLatin1Char('/') + name + QLatin1String(suffix);
}

inline QStringList exampleArguments(const QString& name) {
    QFile f(examplePath(name, ".args"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

inline assembler::AssemblyResult assembleText(const QString& source, const QString& name) {
    return assembler::Assembler::assemble(source.toStdString(), name.toStdString());
}

inline assembler::AssemblyResult assembleExample(const QString& name) {
    QFile f(examplePath(name, ".wave"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return assembleText(QString::fromUtf8(f.readAll()), name + QStringLiteral(".wave"));
}

// wave-emu's own parse of `arguments` followed by a binary, as the tool does it (quietly).
inline bool cliParse(const QStringList& arguments, launch::EmuOptions& out) {
    std::vector<std::string> storage{"wave-emu"};
    for (const QString& a : arguments)
        storage.push_back(a.toStdString());
    storage.emplace_back("x.wbin");
    std::vector<const char*> argv;
    for (const auto& s : storage)
        argv.push_back(s.c_str());
    launch::UsageError quiet;
    return launch::EmuOptions::parse(int(argv.size()), argv.data(), out, quiet);
}

// A one-kernel program without metadata beyond its name: the launch settings decide.
inline const char* plainKernel() {
    return ".kernel k\n"
           "    mov r0, sr_lane_id\n"
           "    iadd r1, r0, r0\n"
           "    halt\n"
           ".end\n";
}

} // namespace wave::widgets::test
