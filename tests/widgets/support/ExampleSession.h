#pragma once
// Loads one of resources/examples into a DebugSession with every analysis recording, for the
// end-to-end view tests and the screenshot gallery.

#include "asm/Assembler.h"
#include "debug/session/DebugSession.h"

#include <QFile>
#include <QString>

#include <cstring>
#include <memory>
#include <string>

namespace wave::widgets::test {

struct Example {
    std::unique_ptr<debug::DebugSession> session;
    std::string source;
    std::string error; // empty when loaded
};

// Writes `iotaWords` f32 values 0, 1, 2, ... at device address 0 (the examples' --fill-iota).
inline debug::DeviceInit iotaInit(std::uint32_t iotaWords) {
    return [iotaWords](emu::DeviceMemory& device) {
        for (std::uint32_t i = 0; i < iotaWords; ++i) {
            const float v = float(i);
            if (std::size_t(i) * 4 + 4 <= device.size())
                std::memcpy(device.writable(std::size_t(i) * 4, 4).data(), &v, 4);
        }
    };
}

// Every analysis on, as the IDE records them.
inline debug::SessionOptions allAnalyses() {
    debug::SessionOptions options;
    options.analyses = debug::AnalysisOptions::all();
    return options;
}

// `iotaWords` f32 values 0, 1, 2, ... at device address 0 (the examples' --fill-iota).
inline Example loadExample(const QString& directory, const QString& name, std::uint32_t iotaWords) {
    Example ex;
    QFile file(directory + QLatin1Char('/') + name + QStringLiteral(".wave"));
    if (!file.open(QIODevice::ReadOnly)) {
        ex.error = "cannot read " + file.fileName().toStdString();
        return ex;
    }
    ex.source = file.readAll().toStdString();
    const std::string fileName = name.toStdString() + ".wave";
    assembler::AssemblyResult r = assembler::Assembler::assemble(ex.source, fileName);
    if (r.hasErrors()) {
        ex.error = fileName + ": " + r.diagnostics.front().message;
        return ex;
    }
    ex.session = std::make_unique<debug::DebugSession>(allAnalyses());
    emu::LaunchConfig config;
    const auto fault = ex.session->load(r.program, r.sourceMap, config, iotaInit(iotaWords));
    if (fault)
        ex.error = fault->message;
    return ex;
}

// 1-based number of the first line of `source` that contains `needle` (0 when none).
inline std::uint32_t lineContaining(const std::string& source, const std::string& needle) {
    std::uint32_t line = 1;
    std::size_t start = 0;
    while (start < source.size()) {
        std::size_t end = source.find('\n', start);
        if (end == std::string::npos)
            end = source.size();
        if (source.compare(start, end - start, needle) == 0 ||
            source.substr(start, end - start).find(needle) != std::string::npos)
            return line;
        start = end + 1;
        ++line;
    }
    return 0;
}

} // namespace wave::widgets::test
