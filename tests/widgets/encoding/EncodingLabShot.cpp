// `encoding_lab_shot OUT.png [dark]`: the Encoding lab on the fsin line of the lesson
// "Why the modifier field grew", with wave-v0.2-note selected, for docs/make-screenshots.sh.

#include "asm/Assembler.h"
#include "encoding/EncodingLab.h"

#include <QApplication>
#include <QFile>
#include <QPixmap>

#include <cstdio>

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: encoding_lab_shot OUT.png [dark]\n");
        return 2;
    }
    QFile file(QStringLiteral(WAVE_EXAMPLES_DIR "/why_modifier_grew.wave"));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read the example\n");
        return 1;
    }
    const QByteArray source = file.readAll();
    const auto result =
        wave::assembler::Assembler::assemble(source.toStdString(), "why_modifier_grew.wave");
    const int fsinLine = static_cast<int>(source.left(source.indexOf("    fsin")).count('\n')) + 1;
    std::uint32_t offset = 0;
    for (const auto& e : result.sourceMap.entries())
        if (e.position.line == static_cast<std::uint32_t>(fsinLine))
            offset = e.codeOffset;
    wave::widgets::EncodingLab lab(wave::layout::LayoutCatalog::shipped());
    if (argc > 2 && QLatin1String(argv[2]) == QLatin1String("dark"))
        lab.setViewPalette(wave::widgets::ViewPalette::dark());
    if (!lab.showInstruction(result.program.code, offset)) {
        std::fprintf(stderr, "the fsin line does not decode\n");
        return 1;
    }
    lab.selectLayout(QStringLiteral("wave-v0.2-note"));
    lab.resize(1100, 470);
    lab.show();
    QApplication::processEvents();
    return lab.grab().save(QString::fromLocal8Bit(argv[1])) ? 0 : 1;
}
