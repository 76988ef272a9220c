// editor_gallery OUT.png: renders a CodeEditor with breakpoints, the focused wave's PC, other
// waves' PCs and a boxed if/else/endif block above the EncodingStrip of the cursor line, plus
// the hover help of the instruction there, in the light theme (OUT.png) and the dark theme
// (OUT-dark.png), for review; OUT-margins.png magnifies the margin glyphs.

#include "editor/CodeEditor.h"
#include "editor/EncodingStrip.h"
#include "editor/LiveAssembler.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFrame>
#include <QLabel>
#include <QPalette>
#include <QVBoxLayout>

#include <cstdio>

using namespace wave::widgets;

namespace {

const char* const kSource = "; saxpy with a guarded tail\n"
                            ".kernel saxpy\n"
                            ".registers 16\n"
                            "    mov r0, sr_lane_id\n"
                            "    mov_imm r1, 2.5\n"
                            "    icmp_lt p1, r0, r2\n"
                            "    if p1\n"
                            "        device_load_u32 r3, r4\n"
                            "        fma r5, r1, r3, r6\n"
                            "    else\n"
                            "        @!p2 iadd r5, r0, r0\n"
                            "    endif\n"
                            "    atomic_add r7, r4, r5, .device\n"
                            "    barrier\n"
                            "    halt\n"
                            ".end\n";

QPalette darkPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x25, 0x27, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xed, 0xf3));
    p.setColor(QPalette::Base, QColor(0x1e, 0x20, 0x24));
    p.setColor(QPalette::Text, QColor(0xe6, 0xed, 0xf3));
    p.setColor(QPalette::ToolTipBase, QColor(0x30, 0x33, 0x38));
    p.setColor(QPalette::ToolTipText, QColor(0xe6, 0xed, 0xf3));
    p.setColor(QPalette::PlaceholderText, QColor(0x8b, 0x94, 0x9e));
    return p;
}

bool render(const QString& path, const QPalette& palette) {
    QWidget window;
    window.setPalette(palette);
    window.resize(820, 660);
    auto* layout = new QVBoxLayout(&window);
    auto* editor = new CodeEditor;
    auto* strip = new EncodingStrip;  // follows the cursor
    auto* second = new EncodingStrip; // a two-word instruction
    auto* help = new QLabel;
    help->setFrameShape(QFrame::Box);
    help->setAutoFillBackground(true);
    help->setBackgroundRole(QPalette::ToolTipBase);
    help->setForegroundRole(QPalette::ToolTipText);
    help->setWordWrap(true);
    layout->addWidget(editor, 1);
    layout->addWidget(strip);
    layout->addWidget(second);
    layout->addWidget(help);

    LiveAssembler live;
    live.setDebounceMs(0);
    editor->setText(QString::fromUtf8(kSource));
    editor->setLiveAssembler(&live);
    strip->setEditor(editor);
    window.show();

    QElapsedTimer clock;
    clock.start();
    while (!editor->snapshot() && clock.elapsed() < 10000)
        QApplication::processEvents();
    if (!editor->snapshot())
        return false;

    editor->setBreakpointLines({{4, true, false}, {9, true, true}, {13, false, false}});
    editor->setExecutionMarkers(9, {{9, 1}, {11, 2}, {11, 5}, {13, 3}});
    editor->setCursorPosition(6, 5); // "if": boxes if/else/endif
    second->setSnapshot(editor->snapshot());
    second->setCursorPosition(11, 1); // @!p2 iadd
    help->setText(editor->helpTextAtPosition(editor->positionFromLineIndex(8, 9)));
    for (int i = 0; i < 20; ++i)
        QApplication::processEvents();
    // The margins, magnified, to check the small glyphs.
    const QFileInfo info(path);
    const QImage margins = editor->grab(QRect(0, 40, 90, 190)).toImage();
    margins.scaled(margins.size() * 4, Qt::KeepAspectRatio, Qt::FastTransformation)
        .save(info.path() + QLatin1Char('/') + info.completeBaseName() +
              QStringLiteral("-margins.png"));
    return window.grab().save(path);
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: editor_gallery OUT.png\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    const QFileInfo info(out);
    const QString dark =
        info.path() + QLatin1Char('/') + info.completeBaseName() + QStringLiteral("-dark.png");
    if (!render(out, QApplication::palette()) || !render(dark, darkPalette())) {
        std::fprintf(stderr, "editor_gallery: could not render or save\n");
        return 1;
    }
    std::printf("%s\n%s\n", qPrintable(out), qPrintable(dark));
    return 0;
}
