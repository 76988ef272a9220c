#include "documents/LineEndings.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <optional>

namespace wave::widgets {

LineEndings LineEndings::of(const QString& text) {
    LineEndings result;
    std::optional<Style> first;
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        const QChar c = text[i];
        Style style;
        if (c == QLatin1Char('\n')) {
            style = Style::Lf;
            ++result.lf_;
        } else if (c != QLatin1Char('\r')) {
            continue;
        } else if (i + 1 < size && text[i + 1] == QLatin1Char('\n')) {
            style = Style::CrLf;
            ++result.crLf_;
            ++i;
        } else {
            style = Style::Cr;
            ++result.cr_;
        }
        if (!first)
            first = style;
    }
    if (!first)
        return result;
    // The most common; a tie goes to the kind the text starts with.
    Style best = *first;
    for (Style style : {Style::Lf, Style::CrLf, Style::Cr})
        if (result.count(style) > result.count(best))
            best = style;
    result.convention_ = best;
    return result;
}

int LineEndings::count(Style style) const {
    switch (style) {
    case Style::Lf:
        return lf_;
    case Style::CrLf:
        return crLf_;
    case Style::Cr:
        return cr_;
    }
    return 0;
}

QString LineEndings::text(Style style) {
    switch (style) {
    case Style::CrLf:
        return QStringLiteral("\r\n");
    case Style::Cr:
        return QStringLiteral("\r");
    case Style::Lf:
        break;
    }
    return QStringLiteral("\n");
}

QString LineEndings::convert(const QString& text, Style style) {
    const QString end = LineEndings::text(style);
    QString out;
    out.reserve(text.size());
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        const QChar c = text[i];
        if (c == QLatin1Char('\r')) {
            if (i + 1 < size && text[i + 1] == QLatin1Char('\n'))
                ++i;
            out += end;
        } else if (c == QLatin1Char('\n')) {
            out += end;
        } else {
            out += c;
        }
    }
    return out;
}

bool LineEndings::mixed() const {
    return (lf_ > 0) + (crLf_ > 0) + (cr_ > 0) > 1;
}

QString LineEndings::name(Style style) {
    switch (style) {
    case Style::Lf:
        return QStringLiteral("LF");
    case Style::CrLf:
        return QStringLiteral("CRLF");
    case Style::Cr:
        return QStringLiteral("CR");
    }
    return QString();
}

QString LineEndings::summary() const {
    std::array<Style, 3> styles{Style::Lf, Style::CrLf, Style::Cr};
    std::stable_sort(styles.begin(), styles.end(), [this](Style a, Style b) {
        if (count(a) != count(b))
            return count(a) > count(b);
        return a == convention_ && b != convention_;
    });
    QStringList parts;
    for (Style style : styles)
        if (count(style) > 0)
            parts << tr("%1 %2").arg(count(style)).arg(name(style));
    return parts.join(QStringLiteral(", "));
}

} // namespace wave::widgets
