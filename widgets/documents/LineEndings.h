#pragma once
// The line-end convention of a text: how many LF, CRLF and lone CR line ends it has, and the
// one new lines should use to keep the file's convention (the most common; on a tie, the one
// that comes first; LF for a text without line ends). The assembler takes all three as line
// ends, and so does the editor, so both see the same lines.

#include <QCoreApplication>
#include <QString>

namespace wave::widgets {

class LineEndings {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::LineEndings)
public:
    enum class Style { Lf, CrLf, Cr };

    static LineEndings of(const QString& text);

    int count(Style style) const;
    Style convention() const { return convention_; }
    // More than one kind of line end.
    bool mixed() const;

    // "LF", "CRLF", "CR".
    static QString name(Style style);
    // "\n", "\r\n" or "\r".
    static QString text(Style style);
    // `text` with every line end (LF, CRLF or a lone CR) written as `style`: for text put into
    // a buffer other than by typing or pasting (which the editor converts itself).
    static QString convert(const QString& text, Style style);
    // "12 CRLF, 3 LF": the counts of the kinds present, most common first.
    QString summary() const;

private:
    int lf_ = 0;
    int crLf_ = 0;
    int cr_ = 0;
    Style convention_ = Style::Lf;
};

} // namespace wave::widgets
