#include "editor/TextSearch.h"

#include <Qsci/qsciscintilla.h>

namespace wave::widgets {

namespace {

using Sci = QsciScintillaBase;

} // namespace

std::vector<TextSearch::Match> TextSearch::findAll(QsciScintilla& editor, const QString& needle,
                                                   const Options& options) {
    std::vector<Match> matches;
    if (needle.isEmpty())
        return matches;
    const QByteArray bytes = needle.toUtf8();
    unsigned long flags = 0;
    if (options.matchCase)
        flags |= Sci::SCFIND_MATCHCASE;
    if (options.wholeWord)
        flags |= Sci::SCFIND_WHOLEWORD;
    // Called from change notifications too, possibly in the middle of another target
    // operation (Scintilla's replace deletes, notifies, then inserts at the target): the target
    // and the flags are given back as they were.
    const long targetStart = editor.SendScintilla(Sci::SCI_GETTARGETSTART);
    const long targetEnd = editor.SendScintilla(Sci::SCI_GETTARGETEND);
    const long oldFlags = editor.SendScintilla(Sci::SCI_GETSEARCHFLAGS);
    editor.SendScintilla(Sci::SCI_SETSEARCHFLAGS, flags);
    const long length = editor.SendScintilla(Sci::SCI_GETLENGTH);
    long from = 0;
    while (from < length) {
        editor.SendScintilla(Sci::SCI_SETTARGETRANGE, static_cast<unsigned long>(from), length);
        const long found = editor.SendScintilla(
            Sci::SCI_SEARCHINTARGET, static_cast<unsigned long>(bytes.size()), bytes.constData());
        if (found < 0)
            break;
        const long end = editor.SendScintilla(Sci::SCI_GETTARGETEND);
        matches.push_back({found, end});
        from = end > found ? end : found + 1;
    }
    editor.SendScintilla(Sci::SCI_SETTARGETRANGE, static_cast<unsigned long>(targetStart),
                         targetEnd);
    editor.SendScintilla(Sci::SCI_SETSEARCHFLAGS, static_cast<unsigned long>(oldFlags));
    return matches;
}

int TextSearch::nextIndex(const std::vector<Match>& matches, long position, bool forward,
                          bool& wrapped) {
    wrapped = false;
    if (matches.empty())
        return -1;
    const int count = static_cast<int>(matches.size());
    if (forward) {
        for (int i = 0; i < count; ++i)
            if (matches[static_cast<std::size_t>(i)].start >= position)
                return i;
        wrapped = true;
        return 0;
    }
    for (int i = count - 1; i >= 0; --i)
        if (matches[static_cast<std::size_t>(i)].end <= position)
            return i;
    wrapped = true;
    return count - 1;
}

long TextSearch::replace(QsciScintilla& editor, const Match& match, const QString& replacement) {
    const QByteArray bytes = replacement.toUtf8();
    editor.SendScintilla(Sci::SCI_SETTARGETRANGE, static_cast<unsigned long>(match.start),
                         match.end);
    editor.SendScintilla(Sci::SCI_REPLACETARGET, static_cast<unsigned long>(bytes.size()),
                         bytes.constData());
    return match.start + bytes.size();
}

int TextSearch::replaceAll(QsciScintilla& editor, const QString& needle, const QString& replacement,
                           const Options& options) {
    const std::vector<Match> matches = findAll(editor, needle, options);
    if (matches.empty())
        return 0;
    editor.beginUndoAction();
    // Back to front, so the positions of the matches not yet replaced stay valid.
    for (auto it = matches.rbegin(); it != matches.rend(); ++it)
        replace(editor, *it, replacement);
    editor.endUndoAction();
    return static_cast<int>(matches.size());
}

} // namespace wave::widgets
