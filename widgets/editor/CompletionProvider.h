#pragma once
// What the editor offers to complete at a position of a WAVE buffer: language/Completion (the
// rules, shared with wave-lsp) in Qt types.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace wave::widgets {

class CompletionProvider {
public:
    struct Result {
        int prefixStart = 0;  // byte offset in the line of the word being completed
        int prefixLength = 0; // bytes already typed (a leading '.' included)
        int wordLength = 0;   // the same without the '.'
        QStringList items;    // sorted, each starting with the text to insert
        // The typed word is already the whole word of an item ("r0", "halt", "sr_lane_id"):
        // nothing is left to complete, so the list does not open (or closes).
        bool complete = false;
    };

    // Candidates for the word that ends at byte `column` of 0-based `line` of `source` (UTF-8).
    // Items are filtered by the typed prefix (case-sensitive, as the assembler is).
    static Result complete(const QByteArray& source, int line, int column);

    // What choosing `item` inserts: its first word, plus a space when operands follow.
    static QString insertionText(const QString& item);

    // The labels defined in `source` (kernel names excluded), sorted.
    static QStringList labels(const QByteArray& source);
};

} // namespace wave::widgets
