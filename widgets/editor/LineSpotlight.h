#pragma once
// Classroom mode's spotlight in a CodeEditor: while on, every line but the focused wave's PC
// line (the execution arrow's) is drawn in a faded text colour, so the room looks at the one
// instruction that runs next. It follows the arrow as it moves and as edits move it; without
// an arrow nothing is dimmed. GUI thread only; owned by the CodeEditor it draws in.

#include "editor/EditorTheme.h"

namespace wave::widgets {

class CodeEditor;

class LineSpotlight {
public:
    explicit LineSpotlight(CodeEditor& editor);

    void applyTheme(const EditorTheme& theme);
    void setOn(bool on);
    bool isOn() const { return on_; }
    // Dims again around the arrow's line (after it moved or the text changed).
    void update();
    // The 1-based line in the light, 0 when nothing is dimmed.
    int litLine() const { return lit_; }
    // Whether the text at a 0-based byte position is dimmed (tests).
    bool isDimmed(int position) const;

private:
    CodeEditor& editor_;
    bool on_ = false;
    int lit_ = 0;
};

} // namespace wave::widgets
