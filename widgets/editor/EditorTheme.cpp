#include "editor/EditorTheme.h"

namespace wave::widgets {

namespace {

struct StyleRow {
    WaveStyle style;
    QRgb light;
    QRgb dark;
    bool bold = false;
    bool italic = false;
};

// Hues are spread so that each instruction family and operand kind reads apart at a glance;
// operands stay darker (light theme) or softer (dark theme) than mnemonics so that the
// instruction column leads the eye. Control flow and synchronisation are bold: they shape
// what the waves do. Every colour keeps WCAG AA (4.5:1) on every line background (paper,
// current line, PC line; tests/widgets/DebugMarkersTest checks it).
constexpr StyleRow kStyles[] = {
    {WaveStyle::Default, 0x24292f, 0xd6dde4},
    {WaveStyle::Comment, 0x626972, 0xa5abb1, false, true},
    {WaveStyle::Directive, 0x57606a, 0xa0a9b4, true},
    {WaveStyle::LabelDefinition, 0x953800, 0xf0b072, true},
    {WaveStyle::LabelReference, 0x953800, 0xf0b072},
    {WaveStyle::Register, 0x0a3069, 0xb6d7ff},
    {WaveStyle::Predicate, 0x116329, 0x7ee787},
    {WaveStyle::Guard, 0x116329, 0x7ee787, true},
    {WaveStyle::SpecialRegister, 0xa0117a, 0xf09ad0},
    {WaveStyle::Number, 0x0a767e, 0x56d4dd},
    {WaveStyle::Scope, 0x57606a, 0xa0a9b4, false, true},
    {WaveStyle::Invalid, 0xcf222e, 0xff8a82},
    {WaveStyle::MnemonicArithmetic, 0x0550ae, 0x6cb6ff},
    {WaveStyle::MnemonicMove, 0x0550ae, 0x6cb6ff},
    {WaveStyle::MnemonicMatrix, 0x3e3aa8, 0xa5b4fc},
    {WaveStyle::MnemonicMemory, 0x8a6100, 0xe3b341},
    {WaveStyle::MnemonicAtomic, 0xc2185b, 0xff8fb1},
    {WaveStyle::MnemonicWave, 0x7d4dd6, 0xc297ff},
    {WaveStyle::MnemonicControl, 0x197a35, 0x56d364, true},
    {WaveStyle::MnemonicSync, 0xb44900, 0xffa657, true},
};
static_assert(std::size(kStyles) == kWaveStyleCount, "one row per style");

EditorTheme build(bool dark) {
    const auto pick = [dark](QRgb light, QRgb darkColor) {
        return QColor::fromRgb(dark ? darkColor : light);
    };
    EditorTheme t;
    t.dark = dark;
    t.paper = pick(0xffffff, 0x1e2024);
    // A faint veil drawn over the text (alpha < 255), so that it never hides the PC line
    // under it and barely moves the text's contrast.
    t.caretLine = dark ? QColor(0xe6, 0xed, 0xf3, 14) : QColor(0x1f, 0x23, 0x28, 14);
    t.caret = pick(0x1f2328, 0xe6edf3);
    t.selection = pick(0xcce0ff, 0x264f78);
    t.marginPaper = pick(0xf6f8fa, 0x1e2024);
    t.marginText = pick(0x8c959f, 0x6e7681);
    t.foldMarginPaper = t.marginPaper;
    t.foldMarker = t.marginText;
    t.error = pick(0xcf222e, 0xf85149);
    t.warning = pick(0xbf8700, 0xd29922);
    t.errorAnnotationPaper = pick(0xffebe9, 0x3c1f22);
    t.warningAnnotationPaper = pick(0xfff8c5, 0x37301a);
    t.blockMatch = pick(0x0969da, 0x58a6ff);
    t.breakpoint = pick(0xd1242f, 0xf85149);
    t.executionArrow = pick(0xe8a400, 0xf2cc60);
    // Opaque, under the text: a translucent layer over it would wash the mnemonics out.
    t.executionLine = pick(0xfff4c2, 0x3d3520);
    t.waveMarker = pick(0x8250df, 0x8957e5);
    t.waveMarkerText = QColor(Qt::white);
    for (const StyleRow& row : kStyles)
        t.styles[static_cast<std::size_t>(row.style)] = {pick(row.light, row.dark), row.bold,
                                                         row.italic};
    return t;
}

} // namespace

EditorTheme EditorTheme::light() {
    return build(false);
}

EditorTheme EditorTheme::darkTheme() {
    return build(true);
}

EditorTheme EditorTheme::forPalette(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128 ? darkTheme() : light();
}

} // namespace wave::widgets
