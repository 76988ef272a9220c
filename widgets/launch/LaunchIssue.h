#pragma once
// A launch setting that cannot run, and why: the panel shows the message under the field it
// names, LaunchBuilder returns the first one (in wave-emu's order) as the launch error.

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QVector>

#include <string>

namespace wave::widgets {

struct LaunchIssue {
    Q_DECLARE_TR_FUNCTIONS(LaunchIssue)
public:
    enum class Field : quint8 {
        Program, // the source does not assemble, or its code cannot run at all
        Kernel,
        Grid,
        Workgroup,
        WaveWidth,
        Registers,
        LocalMemory,
        DeviceMemory,
        MaxInstructions,
        Threads,
        InitialRegister, // row: index in LaunchSettings::initialRegisters
        Fill,            // row: index in LaunchSettings::fills
    };

    Field field = Field::Program;
    int row = -1;
    // wave-emu's text where it has one (without the reference's misleading
    // "invalid WBIN file: " prefix of option errors), otherwise the IDE's.
    QString message;

    // "Wave width: --wave-width must be between 1 and 64, got 65"; rows are numbered from 1.
    QString describe() const;
    static QString fieldLabel(Field field, int row = -1);
    // wave-emu's error text as the IDE shows it (prefix dropped, UTF-8 decoded).
    static QString fromCli(const std::string& text);
};

using LaunchIssues = QVector<LaunchIssue>;

} // namespace wave::widgets
