#pragma once
// One of resources/examples as a LaunchRequest for a SessionController (every analysis on,
// device memory filled like the example's --fill-iota), for the workbench tests and tools.

#include "ExampleSession.h"

#include "session/LaunchRequest.h"

#include <QDir>

namespace wave::widgets::test {

struct ExampleLaunch {
    LaunchRequestPtr request;
    std::string source;
    std::string error; // empty when assembled
};

// Assembles `source` (named `fileName` in messages; the request carries it, as the IDE's do).
inline ExampleLaunch sourceLaunch(std::string source, const std::string& fileName,
                                  const QString& path, std::uint32_t iotaWords) {
    ExampleLaunch out;
    out.source = std::move(source);
    assembler::AssemblyResult r = assembler::Assembler::assemble(out.source, fileName);
    if (r.hasErrors()) {
        out.error = fileName + ": " + r.diagnostics.front().message;
        return out;
    }
    auto request = std::make_shared<LaunchRequest>();
    request->program = std::move(r.program);
    request->sourceMap = std::move(r.sourceMap);
    request->deviceInit = iotaInit(iotaWords);
    request->options = allAnalyses();
    request->sourcePath = path;
    request->sourceText = QString::fromStdString(out.source); // as the IDE: the buffer
    out.request = std::move(request);
    return out;
}

inline ExampleLaunch exampleLaunch(const QString& directory, const QString& name,
                                   std::uint32_t iotaWords) {
    const QString path = QDir(directory).filePath(name + QStringLiteral(".wave"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ExampleLaunch out;
        out.error = "cannot read " + path.toStdString();
        return out;
    }
    return sourceLaunch(file.readAll().toStdString(), name.toStdString() + ".wave", path,
                        iotaWords);
}

} // namespace wave::widgets::test
