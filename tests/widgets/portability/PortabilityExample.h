#pragma once
// A shipped example's launch as the Launch dock would start it (LaunchSettings from its .args,
// LaunchBuilder), handed to a PortabilityView: for the dock's tests and its screenshot.

#include "launch/LaunchBuilder.h"
#include "launch/LaunchSettings.h"
#include "portability/PortabilityView.h"

#include "asm/Assembler.h"

#include <QFile>
#include <QStringList>

namespace wave::widgets::test {

inline QString exampleText(const QString& name, const char* suffix) {
    QFile f(QStringLiteral(WAVE_EXAMPLES_DIR "/") + name + QLatin1String(suffix));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// An example's launch as the Launch dock would start it.
struct Example {
    QString source;
    LaunchSettings settings;
    wave::assembler::AssemblyResult assembly;

    explicit Example(const QString& name) {
        source = exampleText(name, ".wave");
        QString error;
        settings = LaunchSettings::fromArguments(
                       exampleText(name, ".args").simplified().split(QLatin1Char(' ')), error)
                       .value_or(LaunchSettings{});
        assembly = wave::assembler::Assembler::assemble(
            source.toStdString(), (name + QStringLiteral(".wave")).toStdString());
    }

    void attach(PortabilityView& view) const {
        view.setLaunchProvider([this](QString& error) -> LaunchRequestPtr {
            LaunchIssue issue;
            LaunchRequestPtr r =
                LaunchBuilder::build(settings, assembly, QString(), issue, {}, source);
            if (!r)
                error = issue.describe();
            return r;
        });
        view.setSettingsProvider([this] { return settings; });
    }

    int lineOf(const QString& text) const {
        const QStringList lines = source.split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].contains(text))
                return i + 1;
        return 0;
    }
};

} // namespace wave::widgets::test
