#include "editor/WaveLexer.h"

#include <Qsci/qsciscintilla.h>

#include <QByteArray>

#include <algorithm>
#include <string_view>

namespace wave::widgets {

namespace {

long send(const QsciScintilla* editor, unsigned int message, long wParam = 0, long lParam = 0) {
    return editor->SendScintilla(message, static_cast<unsigned long>(wParam), lParam);
}

} // namespace

WaveLexer::WaveLexer(QObject* parent)
    : QsciLexerCustom(parent), theme_(EditorTheme::light()), font_(QStringLiteral("Monospace")) {
    font_.setStyleHint(QFont::TypeWriter);
}

const char* WaveLexer::language() const {
    return "WAVE";
}

const char* WaveLexer::wordCharacters() const {
    return "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
}

QString WaveLexer::description(int style) const {
    switch (static_cast<WaveStyle>(style)) {
    case WaveStyle::Default:
        return tr("Default");
    case WaveStyle::Comment:
        return tr("Comment");
    case WaveStyle::Directive:
        return tr("Directive");
    case WaveStyle::LabelDefinition:
        return tr("Label definition");
    case WaveStyle::LabelReference:
        return tr("Label reference");
    case WaveStyle::Register:
        return tr("Register");
    case WaveStyle::Predicate:
        return tr("Predicate");
    case WaveStyle::Guard:
        return tr("Predicate guard");
    case WaveStyle::SpecialRegister:
        return tr("Special register");
    case WaveStyle::Number:
        return tr("Number");
    case WaveStyle::Scope:
        return tr("Memory scope");
    case WaveStyle::Invalid:
        return tr("Invalid token");
    case WaveStyle::MnemonicArithmetic:
        return tr("Arithmetic instruction");
    case WaveStyle::MnemonicMove:
        return tr("Move instruction");
    case WaveStyle::MnemonicMatrix:
        return tr("Matrix instruction");
    case WaveStyle::MnemonicMemory:
        return tr("Memory instruction");
    case WaveStyle::MnemonicAtomic:
        return tr("Atomic instruction");
    case WaveStyle::MnemonicWave:
        return tr("Wave instruction");
    case WaveStyle::MnemonicControl:
        return tr("Control-flow instruction");
    case WaveStyle::MnemonicSync:
        return tr("Synchronisation instruction");
    case WaveStyle::Count:
        break;
    }
    return {}; // Scintilla stops enumerating styles at the first empty description
}

QColor WaveLexer::defaultColor(int style) const {
    if (style < 0 || style >= kWaveStyleCount)
        return theme_.style(WaveStyle::Default).color;
    return theme_.styles[static_cast<std::size_t>(style)].color;
}

QColor WaveLexer::defaultPaper(int) const {
    return theme_.paper;
}

QFont WaveLexer::defaultFont(int style) const {
    QFont f = font_;
    if (style >= 0 && style < kWaveStyleCount) {
        const TextStyle& s = theme_.styles[static_cast<std::size_t>(style)];
        f.setBold(s.bold);
        f.setItalic(s.italic);
    }
    return f;
}

void WaveLexer::setTheme(const EditorTheme& theme, const QFont& font) {
    theme_ = theme;
    font_ = font;
    setDefaultColor(defaultColor(styleNumber(WaveStyle::Default)));
    setDefaultPaper(theme_.paper);
    setDefaultFont(font_);
    for (int s = 0; s < kWaveStyleCount; ++s) {
        setColor(defaultColor(s), s);
        setPaper(theme_.paper, s);
        setFont(defaultFont(s), s);
    }
}

// The classes are the language layer's (language/Highlighting, shared with wave-lsp's semantic
// tokens); WaveStyle is that enum.
WaveStyle WaveLexer::styleForCategory(isa::Category category) {
    return language::Highlighting::forCategory(category);
}

WaveStyle WaveLexer::styleForToken(const SourceToken& token) {
    return language::Highlighting::forToken(token);
}

// Styles whole lines from the one containing `start` through the one containing `end`. When a
// line's closing fold depth changes, the following lines' levels are stale, so styling goes on
// until the depth agrees with what was stored before (or the document ends).
void WaveLexer::styleText(int start, int end) {
    QsciScintilla* ed = editor();
    if (!ed)
        return;
    const long lineCount = send(ed, QsciScintillaBase::SCI_GETLINECOUNT);
    const long docLength = send(ed, QsciScintillaBase::SCI_GETLENGTH);
    long line = send(ed, QsciScintillaBase::SCI_LINEFROMPOSITION, start);
    const long lastRequested = send(ed, QsciScintillaBase::SCI_LINEFROMPOSITION, end);
    int depth =
        line > 0 ? static_cast<int>(send(ed, QsciScintillaBase::SCI_GETLINESTATE, line - 1)) : 0;

    startStyling(static_cast<int>(send(ed, QsciScintillaBase::SCI_POSITIONFROMLINE, line)));
    QByteArray text;
    for (; line < lineCount; ++line) {
        const long lineStart = send(ed, QsciScintillaBase::SCI_POSITIONFROMLINE, line);
        const long lineEnd = send(ed, QsciScintillaBase::SCI_GETLINEENDPOSITION, line);
        const long nextStart = line + 1 < lineCount
                                   ? send(ed, QsciScintillaBase::SCI_POSITIONFROMLINE, line + 1)
                                   : docLength;
        text.resize(static_cast<qsizetype>(lineEnd - lineStart) + 1);
        ed->SendScintilla(QsciScintillaBase::SCI_GETTEXTRANGE, lineStart, lineEnd, text.data());
        const std::string_view view(text.constData(),
                                    static_cast<std::size_t>(lineEnd - lineStart));

        const std::vector<SourceToken> tokens = WaveTokenizer::tokenizeLine(view);
        int pos = 0;
        for (const SourceToken& t : tokens) {
            if (t.start > pos)
                setStyling(t.start - pos, styleNumber(WaveStyle::Default));
            setStyling(t.length, styleNumber(styleForToken(t)));
            pos = t.start + t.length;
        }
        if (nextStart - lineStart > pos)
            setStyling(static_cast<int>(nextStart - lineStart) - pos,
                       styleNumber(WaveStyle::Default));

        const int next = std::max(0, depth + WaveTokenizer::foldDelta(view, tokens));
        int level = QsciScintillaBase::SC_FOLDLEVELBASE + depth;
        if (next > depth)
            level |= QsciScintillaBase::SC_FOLDLEVELHEADERFLAG;
        if (send(ed, QsciScintillaBase::SCI_GETFOLDLEVEL, line) != level)
            send(ed, QsciScintillaBase::SCI_SETFOLDLEVEL, line, level);
        const long stored = send(ed, QsciScintillaBase::SCI_GETLINESTATE, line);
        send(ed, QsciScintillaBase::SCI_SETLINESTATE, line, next);
        depth = next;
        if (line >= lastRequested && stored == next)
            break;
    }
}

} // namespace wave::widgets
