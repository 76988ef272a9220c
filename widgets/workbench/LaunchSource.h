#pragma once
// The kernel source the debugger views quote (explanations, the spotlight line, the bank
// conflict list), per launch. The IDE hands over its text (unsaved edits and untitled buffers
// are quoted right); without it each launch brings its assembled text, or only a file name
// (a tool or a test), and then the file is read. GUI thread only.

#include "models/StepExplainer.h"
#include "session/LaunchRequest.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <utility>

namespace wave::widgets {

class LaunchSource {
public:
    LaunchSource();

    // The IDE's text: quoted from now on, whatever the launches bring.
    void setIdeText(const QString& text);
    // A launch starts: its text (or its file) unless the IDE gave one.
    void load(const LaunchRequestPtr& request);

    const StepExplainer& explainer() const { return *explainer_; }
    // Lines are named where the edits since the launch put them (StepExplainer::setLineMap).
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map) {
        explainer_->setLineMap(std::move(map));
    }

    // Source line and quoted instruction of a pc of `request` (0 and "" when it has none).
    // They stay valid on their own (the conflict list keeps them).
    static std::function<std::uint32_t(std::uint32_t)> lineOfPc(LaunchRequestPtr request);
    std::function<QString(std::uint32_t)> instructionOfPc(LaunchRequestPtr request) const;

private:
    std::shared_ptr<StepExplainer> explainer_; // shared with the lookups handed out
    bool fromIde_ = false;
};

} // namespace wave::widgets
