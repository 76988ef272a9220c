#pragma once
// Lines of the text a debug session runs ("run" lines) matched to the lines of that text as
// the user has edited it since ("edited" lines), so that a session keeps naming and marking
// the instructions it runs where they now are, and breakpoints and run-to-line set in the
// edited text reach the instructions they point at.
//
// Built from the two texts rather than from the edit events: undo, redo, paste, replace-all
// and reloads need no bookkeeping, and "the text is the one that runs again" is exact
// (unchanged()). Lines are matched by a line diff, blanks around a line aside: the common
// beginning and end, then the longest common subsequence of the lines between; a run of changed
// lines replacing another is matched line by line in order (an instruction edited in place keeps
// its place), lines only removed or only added have no counterpart. Immutable once built; any
// thread.

#include <cstdint>
#include <string_view>
#include <vector>

namespace wave::debug {

class EditLineMap {
public:
    // The identity: nothing edited.
    EditLineMap() = default;
    EditLineMap(std::string_view run, std::string_view edited);

    // The edited text has the same lines as the run one (line endings aside; an indentation
    // change is a change, though its lines stay matched).
    bool unchanged() const { return unchanged_; }
    // 1-based; 0 when the line has no counterpart (removed, added, or out of range). The
    // identity maps every line to itself.
    std::uint32_t toEdited(std::uint32_t runLine) const;
    std::uint32_t toRun(std::uint32_t editedLine) const;

    // Same texts' relation (a keystroke inside a line changes nothing the views show).
    bool operator==(const EditLineMap&) const = default;

    // Above this many cells of the subsequence table (run lines × edited lines between the
    // common beginning and end), the changed lines are matched in order only.
    static constexpr std::size_t kMaxTableCells = std::size_t(1) << 22;

private:
    bool unchanged_ = true;
    std::vector<std::uint32_t> toEdited_; // per run line (index line - 1), 0: none
    std::vector<std::uint32_t> toRun_;    // per edited line
};

} // namespace wave::debug
