#pragma once
// Plain-text search in a Scintilla buffer, the engine of the find bar: every match of a string
// (optionally case-sensitive and whole-word, Scintilla's word characters), the next or previous
// one from a position with wrap-around, and replacing all of them as one undo step. Positions
// are Scintilla byte positions in the UTF-8 buffer. GUI thread only.

#include <QByteArray>
#include <QString>

#include <vector>

class QsciScintilla;

namespace wave::widgets {

class TextSearch {
public:
    struct Options {
        bool matchCase = false;
        bool wholeWord = false;
    };
    struct Match {
        long start = 0;
        long end = 0;
        friend bool operator==(const Match&, const Match&) = default;
    };

    // Every match of `needle` in the buffer, in order (none for an empty needle).
    static std::vector<Match> findAll(QsciScintilla& editor, const QString& needle,
                                      const Options& options);
    // The index in `matches` of the first match starting at or after `position` (forward), or
    // of the last one ending at or before it (backward), wrapping around; -1 when there is none.
    // `wrapped` tells whether it had to wrap.
    static int nextIndex(const std::vector<Match>& matches, long position, bool forward,
                         bool& wrapped);
    // Replaces every match with `replacement` as one undo step; returns how many.
    static int replaceAll(QsciScintilla& editor, const QString& needle, const QString& replacement,
                          const Options& options);
    // Replaces one match, returns the end of the inserted text.
    static long replace(QsciScintilla& editor, const Match& match, const QString& replacement);
};

} // namespace wave::widgets
