#include "editor/DebugMarkers.h"

#include "editor/CodeEditor.h"
#include "editor/DebugMarkerIcons.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace wave::widgets {

namespace {

constexpr int kIconSize = 14;

// Breakpoints sit at the left of the breakpoint margin and the PC arrow at its right, so that
// an arrow on a breakpoint line leaves most of the dot visible.
QImage inMargin(const QImage& glyph, bool right, int marginWidth) {
    QImage img(marginWidth - 2, glyph.height(), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.drawImage(right ? img.width() - glyph.width() : 0, 0, glyph);
    return img;
}

int breakpointMarker(const BreakpointMark& mark) {
    if (mark.hasCondition)
        return mark.enabled ? CodeEditor::kConditionalBreakpointMarker
                            : CodeEditor::kDisabledConditionalBreakpointMarker;
    return mark.enabled ? CodeEditor::kBreakpointMarker : CodeEditor::kDisabledBreakpointMarker;
}

QString labelFor(const QList<int>& ids) {
    QString label = QString::number(ids.front());
    if (ids.size() > 1)
        label += QLatin1Char('+');
    return label;
}

} // namespace

DebugMarkers::DebugMarkers(CodeEditor& editor) : editor_(editor) {}

int DebugMarkers::lineCount() const {
    return editor_.lines();
}

void DebugMarkers::applyTheme(const EditorTheme& theme) {
    theme_ = theme;
    defineBreakpointMarkers();
    editor_.markerDefine(
        inMargin(DebugMarkerIcons::executionArrow(theme.executionArrow, iconSize()), true,
                 marginWidth()),
        CodeEditor::kExecutionArrowMarker);
    editor_.markerDefine(QsciScintilla::Background, CodeEditor::kExecutionLineMarker);
    editor_.setMarkerBackgroundColor(theme.executionLine, CodeEditor::kExecutionLineMarker);
    // An opaque colour is drawn under the text (Scintilla's "no alpha" is 256, not 255).
    const int alpha = theme.executionLine.alpha();
    editor_.SendScintilla(
        QsciScintillaBase::SCI_MARKERSETALPHA,
        static_cast<unsigned long>(CodeEditor::kExecutionLineMarker),
        static_cast<long>(alpha >= 255 ? QsciScintillaBase::SC_ALPHA_NOALPHA : alpha));
    for (int slot = 0; slot < slotLabels_.size(); ++slot)
        defineWaveSlot(slot, slotLabels_[slot]);
    editor_.markerDefine(DebugMarkerIcons::waveLabel(QStringLiteral("\u2026"), theme.waveMarker,
                                                     theme.waveMarkerText, kPillWidth, kPillHeight),
                         CodeEditor::kWaveOverflowMarker);
}

int DebugMarkers::iconSize() const {
    return int(std::lround(kIconSize * scale_));
}

// Wider by what the dot grew: the arrow at the right overlaps it as much as at 1x, and the
// code keeps the rest of the width.
int DebugMarkers::marginWidth() const {
    return kBreakpointMarginWidth + iconSize() - kIconSize;
}

void DebugMarkers::setScale(double scale) {
    if (scale == scale_)
        return;
    scale_ = scale;
    editor_.setMarginWidth(CodeEditor::kBreakpointMargin, marginWidth());
    applyTheme(theme_);
}

void DebugMarkers::defineBreakpointMarkers() {
    for (bool condition : {false, true}) {
        for (bool enabled : {true, false}) {
            const BreakpointMark mark{1, enabled, condition};
            editor_.markerDefine(inMargin(DebugMarkerIcons::breakpoint(theme_.breakpoint, enabled,
                                                                       condition, iconSize()),
                                          false, marginWidth()),
                                 breakpointMarker(mark));
        }
    }
}

void DebugMarkers::setBreakpoints(const QList<BreakpointMark>& marks) {
    for (int marker : {CodeEditor::kBreakpointMarker, CodeEditor::kDisabledBreakpointMarker,
                       CodeEditor::kConditionalBreakpointMarker,
                       CodeEditor::kDisabledConditionalBreakpointMarker})
        editor_.markerDeleteAll(marker);
    marks_ = marks;
    handles_.clear();
    for (const BreakpointMark& mark : marks) {
        const bool exists = mark.line >= 1 && mark.line <= lineCount();
        handles_ << (exists ? editor_.markerAdd(mark.line - 1, breakpointMarker(mark)) : -1);
    }
}

QList<int> DebugMarkers::breakpointLines() const {
    QList<int> lines;
    for (qsizetype i = 0; i < marks_.size(); ++i) {
        const int line = handles_[i] >= 0 ? editor_.markerLine(handles_[i]) : -1;
        lines << (line >= 0 ? line + 1 : marks_[i].line);
    }
    return lines;
}

void DebugMarkers::defineWaveSlot(int slot, const QString& label) {
    editor_.markerDefine(DebugMarkerIcons::waveLabel(label, theme_.waveMarker,
                                                     theme_.waveMarkerText, kPillWidth,
                                                     kPillHeight),
                         CodeEditor::kFirstWaveMarker + slot);
}

void DebugMarkers::setExecution(int focusLine, const QList<QPair<int, int>>& otherWaves) {
    clearExecution();
    executionShown_ = true;
    editor_.setMarginWidth(CodeEditor::kWaveMargin, kPillWidth + 4);
    if (focusLine >= 1 && focusLine <= lineCount()) {
        editor_.markerAdd(focusLine - 1, CodeEditor::kExecutionArrowMarker);
        editor_.markerAdd(focusLine - 1, CodeEditor::kExecutionLineMarker);
    }
    for (const auto& [line, wave] : otherWaves)
        if (line >= 1 && line <= lineCount())
            waves_[line - 1] << wave;
    // One marker number per distinct label: Scintilla draws a marker's one image on every line.
    QStringList labels;
    for (auto& [line, ids] : waves_) {
        std::sort(ids.begin(), ids.end());
        ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
        const QString label = labelFor(ids);
        qsizetype slot = labels.indexOf(label);
        if (slot < 0 && labels.size() < CodeEditor::kWaveMarkerSlots) {
            labels << label;
            slot = labels.size() - 1;
        }
        if (slot >= slotLabels_.size() || (slot >= 0 && slotLabels_[slot] != label)) {
            while (slotLabels_.size() <= slot)
                slotLabels_ << QString();
            slotLabels_[slot] = label;
            defineWaveSlot(static_cast<int>(slot), label);
        }
        editor_.markerAdd(line, slot >= 0 ? CodeEditor::kFirstWaveMarker + static_cast<int>(slot)
                                          : CodeEditor::kWaveOverflowMarker);
    }
}

void DebugMarkers::clearExecution() {
    editor_.markerDeleteAll(CodeEditor::kExecutionArrowMarker);
    editor_.markerDeleteAll(CodeEditor::kExecutionLineMarker);
    for (int slot = 0; slot < CodeEditor::kWaveMarkerSlots; ++slot)
        editor_.markerDeleteAll(CodeEditor::kFirstWaveMarker + slot);
    editor_.markerDeleteAll(CodeEditor::kWaveOverflowMarker);
    waves_.clear();
    executionShown_ = false;
    editor_.setMarginWidth(CodeEditor::kWaveMargin, 0);
}

QString DebugMarkers::waveLabel(int line) const {
    const auto it = waves_.find(line - 1);
    return it == waves_.end() ? QString() : labelFor(it->second);
}

QList<int> DebugMarkers::wavesAt(int line) const {
    const auto it = waves_.find(line - 1);
    return it == waves_.end() ? QList<int>() : it->second;
}

} // namespace wave::widgets
