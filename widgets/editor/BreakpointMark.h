#pragma once
// A breakpoint as the editor margin shows it. Lines are 1-based, like the source map.

#include <QList>

namespace wave::widgets {

struct BreakpointMark {
    int line = 1;
    bool enabled = true;
    bool hasCondition = false;

    friend bool operator==(const BreakpointMark&, const BreakpointMark&) = default;
};

} // namespace wave::widgets
