#include "launch/LaunchIssue.h"

#include "launch/OptionSpec.h"

namespace wave::widgets {

QString LaunchIssue::describe() const {
    return fieldLabel(field, row) + QStringLiteral(": ") + message;
}

QString LaunchIssue::fieldLabel(Field field, int row) {
    switch (field) {
    case Field::Program:
        return tr("Program");
    case Field::Kernel:
        return tr("Kernel");
    case Field::Grid:
        return tr("Grid");
    case Field::Workgroup:
        return tr("Workgroup");
    case Field::WaveWidth:
        return tr("Wave width");
    case Field::Registers:
        return tr("Registers");
    case Field::LocalMemory:
        return tr("Local memory");
    case Field::DeviceMemory:
        return tr("Device memory");
    case Field::MaxInstructions:
        return tr("Instruction limit");
    case Field::Threads:
        return tr("Threads");
    case Field::InitialRegister:
        return tr("Initial register %1").arg(row + 1);
    case Field::Fill:
        return tr("Memory fill %1").arg(row + 1);
    }
    return QString();
}

QString LaunchIssue::fromCli(const std::string& text) {
    std::string_view view = text;
    if (view.substr(0, launch::OptionSpec::kPrefix.size()) == launch::OptionSpec::kPrefix)
        view.remove_prefix(launch::OptionSpec::kPrefix.size());
    return QString::fromUtf8(view.data(), static_cast<qsizetype>(view.size()));
}

} // namespace wave::widgets
