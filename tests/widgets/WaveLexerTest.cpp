// The WAVE lexer colours what the ISA table says: every mnemonic by its category family, and
// operands, directives, labels, numbers and comments by kind; it also folds kernels and blocks.

#include "editor/WaveLexer.h"
#include "editor/CodeEditor.h"
#include "editor/EditorTheme.h"
#include "editor/WaveTokenizer.h"
#include "isa/InstructionTable.h"

#include <QApplication>
#include <QPalette>
#include <QTest>

using wave::widgets::CodeEditor;
using wave::widgets::EditorTheme;
using wave::widgets::TokenKind;
using wave::widgets::WaveLexer;
using wave::widgets::WaveStyle;
using wave::widgets::WaveTokenizer;

namespace {

const char* const kSource = ".kernel demo\n"                       // 0
                            ".registers 16\n"                      // 1
                            "    iadd r1, r2, r3 ; sum\n"          // 2
                            "    device_load_u32 r4, r1\n"         // 3
                            "    atomic_add r5, r1, r4, .device\n" // 4
                            "    wave_reduce_add r6, r1\n"         // 5
                            "    mov_imm r7, 0x10\n"               // 6
                            "    icmp_lt p1, r7, r6\n"             // 7
                            "    if p1\n"                          // 8
                            "    @!p2 barrier\n"                   // 9
                            "    endif\n"                          // 10
                            "top: mov r0, sr_lane_id # hash\n"     // 11
                            "    call top\n"                       // 12
                            "    halt\n"                           // 13
                            ".end\n";                              // 14

// The style Scintilla stored for the first byte of `token` on `line` (0-based).
WaveStyle styleOf(const CodeEditor& editor, int line, const char* token) {
    const QString text = editor.text(line);
    const int index = static_cast<int>(text.toUtf8().indexOf(token));
    if (index < 0)
        return WaveStyle::Count;
    const long pos = editor.positionFromLineIndex(line, 0) + index;
    return static_cast<WaveStyle>(
        editor.SendScintilla(QsciScintillaBase::SCI_GETSTYLEAT, static_cast<unsigned long>(pos)));
}

int foldLevel(const CodeEditor& editor, int line) {
    return static_cast<int>(editor.SendScintilla(QsciScintillaBase::SCI_GETFOLDLEVEL,
                                                 static_cast<unsigned long>(line)));
}

} // namespace

class WaveLexerTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        editor_ = std::make_unique<CodeEditor>();
        editor_->setText(QString::fromUtf8(kSource));
        editor_->SendScintilla(QsciScintillaBase::SCI_COLOURISE, 0UL, -1L);
    }
    void cleanup() { editor_.reset(); }

    void mnemonicsGetTheirCategoryStyle() {
        QCOMPARE(styleOf(*editor_, 2, "iadd"), WaveStyle::MnemonicArithmetic);
        QCOMPARE(styleOf(*editor_, 3, "device_load_u32"), WaveStyle::MnemonicMemory);
        QCOMPARE(styleOf(*editor_, 4, "atomic_add"), WaveStyle::MnemonicAtomic);
        QCOMPARE(styleOf(*editor_, 5, "wave_reduce_add"), WaveStyle::MnemonicWave);
        QCOMPARE(styleOf(*editor_, 6, "mov_imm"), WaveStyle::MnemonicMove);
        QCOMPARE(styleOf(*editor_, 7, "icmp_lt"), WaveStyle::MnemonicArithmetic);
        QCOMPARE(styleOf(*editor_, 8, "if"), WaveStyle::MnemonicControl);
        QCOMPARE(styleOf(*editor_, 9, "barrier"), WaveStyle::MnemonicSync);
        QCOMPARE(styleOf(*editor_, 12, "call"), WaveStyle::MnemonicControl);
    }

    void operandsGetTheirKindStyle() {
        QCOMPARE(styleOf(*editor_, 2, "r1"), WaveStyle::Register);
        QCOMPARE(styleOf(*editor_, 2, "; sum"), WaveStyle::Comment);
        QCOMPARE(styleOf(*editor_, 11, "# hash"), WaveStyle::Comment);
        QCOMPARE(styleOf(*editor_, 4, ".device"), WaveStyle::Scope);
        QCOMPARE(styleOf(*editor_, 6, "0x10"), WaveStyle::Number);
        QCOMPARE(styleOf(*editor_, 1, "16"), WaveStyle::Number);
        QCOMPARE(styleOf(*editor_, 7, "p1"), WaveStyle::Predicate);
        QCOMPARE(styleOf(*editor_, 9, "@!p2"), WaveStyle::Guard);
        QCOMPARE(styleOf(*editor_, 11, "sr_lane_id"), WaveStyle::SpecialRegister);
        QCOMPARE(styleOf(*editor_, 0, ".kernel"), WaveStyle::Directive);
        QCOMPARE(styleOf(*editor_, 0, "demo"), WaveStyle::LabelDefinition);
        QCOMPARE(styleOf(*editor_, 11, "top"), WaveStyle::LabelDefinition);
        QCOMPARE(styleOf(*editor_, 11, "mov"), WaveStyle::MnemonicMove);
        QCOMPARE(styleOf(*editor_, 12, "top"), WaveStyle::LabelReference);
        QCOMPARE(styleOf(*editor_, 14, ".end"), WaveStyle::Directive);
    }

    void rejectedTokensAreMarkedInvalid() {
        const std::string line = "    iadd r1, src, $";
        const auto tokens = WaveTokenizer::tokenizeLine(line);
        QCOMPARE(tokens.size(), std::size_t(6));
        QCOMPARE(tokens[3].kind, TokenKind::Invalid); // `src`: "sr" starts a special register
        QCOMPARE(tokens[5].kind, TokenKind::Invalid); // `$`
        QCOMPARE(WaveTokenizer::tokenizeLine("    iaddd r1")[0].kind, TokenKind::UnknownWord);
    }

    // Table-driven: every source mnemonic of the ISA table is coloured by its category.
    void everyTableMnemonicIsStyledByCategory() {
        for (const wave::isa::InstructionInfo& info : wave::isa::InstructionTable::all()) {
            if (info.origin == wave::isa::Origin::DecodeOnly)
                continue;
            const std::string line = "    " + std::string(info.mnemonic) + " r1";
            const auto tokens = WaveTokenizer::tokenizeLine(line);
            QVERIFY(!tokens.empty());
            QCOMPARE(tokens[0].kind, TokenKind::Mnemonic);
            QCOMPARE(WaveLexer::styleForToken(tokens[0]),
                     WaveLexer::styleForCategory(info.category));
        }
    }

    void kernelsAndBlocksFold() {
        const int header = QsciScintillaBase::SC_FOLDLEVELHEADERFLAG;
        const int base = QsciScintillaBase::SC_FOLDLEVELBASE;
        const int number = QsciScintillaBase::SC_FOLDLEVELNUMBERMASK;
        QVERIFY(foldLevel(*editor_, 0) & header);             // .kernel
        QCOMPARE(foldLevel(*editor_, 2) & number, base + 1);  // inside the kernel
        QVERIFY(foldLevel(*editor_, 8) & header);             // if p1
        QCOMPARE(foldLevel(*editor_, 9) & number, base + 2);  // inside the if
        QCOMPARE(foldLevel(*editor_, 11) & number, base + 1); // after endif
    }

    // The gutter's barrier menu asks which instruction a line's statement names; the block
    // role comes from the table.
    void statementInstructionSkipsLabelAndGuard() {
        const auto of = [](const std::string& line) {
            return WaveTokenizer::statementInstruction(WaveTokenizer::tokenizeLine(line));
        };
        const wave::isa::InstructionInfo* barrier = of("  wait_all: @!p1 barrier ; all waves");
        QVERIFY(barrier);
        QCOMPARE(barrier->mnemonic, std::string_view("barrier"));
        QCOMPARE(barrier->blockRole, wave::isa::BlockRole::Barrier);
        QCOMPARE(of("    iadd r1, r2, r3")->mnemonic, std::string_view("iadd"));
        QVERIFY(!of(".kernel barrier"));
        QVERIFY(!of("    ; barrier"));
        QVERIFY(!of("    BARRIER"));
        QVERIFY(!of(""));
    }

    void themeFollowsPalette() {
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        QVERIFY(EditorTheme::forPalette(dark).dark);
        QPalette light;
        light.setColor(QPalette::Window, QColor(0xf0, 0xf0, 0xf0));
        QVERIFY(!EditorTheme::forPalette(light).dark);

        editor_->applyTheme(EditorTheme::darkTheme());
        const int comment = static_cast<int>(WaveStyle::Comment);
        QCOMPARE(editor_->waveLexer()->color(comment),
                 EditorTheme::darkTheme().style(WaveStyle::Comment).color);
        QVERIFY(EditorTheme::darkTheme().style(WaveStyle::MnemonicMemory).color !=
                EditorTheme::darkTheme().style(WaveStyle::MnemonicAtomic).color);
    }

private:
    std::unique_ptr<CodeEditor> editor_;
};

QTEST_MAIN(WaveLexerTest)
#include "WaveLexerTest.moc"
