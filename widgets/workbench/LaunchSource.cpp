#include "workbench/LaunchSource.h"

#include "documents/FileIo.h"

#include <utility>

namespace wave::widgets {

LaunchSource::LaunchSource() : explainer_(std::make_shared<StepExplainer>()) {}

void LaunchSource::setIdeText(const QString& text) {
    fromIde_ = true;
    explainer_->setSource(text);
}

void LaunchSource::load(const LaunchRequestPtr& request) {
    if (fromIde_)
        return;
    // The assembled text, not the file: unsaved edits and untitled buffers are quoted right.
    // A request built without it (a tool or a test that only names a file) reads the file.
    QString text;
    if (request) {
        text = request->sourceText;
        if (text.isEmpty() && !request->sourcePath.isEmpty()) {
            // Never blocks (a named pipe in its place) and never reads a device without end.
            QByteArray bytes;
            QString ignored;
            if (FileIo::read(request->sourcePath, bytes, ignored))
                text = QString::fromUtf8(bytes);
        }
    }
    explainer_->setSource(text);
}

std::function<std::uint32_t(std::uint32_t)> LaunchSource::lineOfPc(LaunchRequestPtr request) {
    return [request = std::move(request)](std::uint32_t pc) -> std::uint32_t {
        if (!request)
            return 0;
        const isa::SourceMapEntry* e = request->sourceMap.at(pc);
        return e ? e->position.line : 0;
    };
}

std::function<QString(std::uint32_t)>
LaunchSource::instructionOfPc(LaunchRequestPtr request) const {
    std::shared_ptr<const StepExplainer> explainer = explainer_;
    return [request = std::move(request), explainer](std::uint32_t pc) -> QString {
        if (!request)
            return {};
        const isa::SourceMapEntry* e = request->sourceMap.at(pc);
        return e ? explainer->instructionAt(e->position.line) : QString();
    };
}

} // namespace wave::widgets
