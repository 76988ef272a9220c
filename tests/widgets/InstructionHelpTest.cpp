// Hover help and the ISA documentation it is built from: the text comes from the instruction
// table (syntax, semantics, opcode, modifier, size, category, operand placement) and from
// isa::InstructionDoc (special registers, directives, scopes, encoding fields).

#include "editor/InstructionHelp.h"
#include "editor/CodeEditor.h"
#include "isa/InstructionDoc.h"
#include "isa/InstructionTable.h"

#include <QHelpEvent>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>

using wave::widgets::CodeEditor;
using wave::widgets::InstructionHelp;
namespace isa = wave::isa;

namespace {

const char* const kSource = ".kernel demo\n"                        // 0
                            ".registers 16\n"                       // 1
                            "    iadd r1, r2, r3 ; sum\n"           // 2
                            "    mov r0, sr_lane_id\n"              // 3
                            "    @!p2 fence_acquire .workgroup\n"   // 4
                            "    device_load_u32.uncached r4, r1\n" // 5
                            "    atomic_add r5, r1, r4, .device\n"  // 6
                            "    halt\n"                            // 7
                            ".end\n";                               // 8

QString plain(const QString& html) {
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

// The plain hover text over the first byte of `word` on 0-based `line`.
QString hoverAt(const CodeEditor& editor, int line, const char* word, int skip = 0) {
    const QByteArray text = editor.text(line).toUtf8();
    const int index = static_cast<int>(text.indexOf(word)) + skip;
    if (index < skip)
        return QStringLiteral("<word not found>");
    const int position = editor.positionFromLineIndex(line, 0) + index;
    return plain(editor.helpTextAtPosition(position));
}

} // namespace

class InstructionHelpTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        editor_ = std::make_unique<CodeEditor>();
        editor_->setText(QString::fromUtf8(kSource));
    }
    void cleanup() { editor_.reset(); }

    void mnemonicHoverShowsSyntaxOpcodeSizeAndSemantics() {
        const QString help = hoverAt(*editor_, 2, "iadd", 2); // in the middle of the word
        QVERIFY2(help.contains(QStringLiteral("iadd rd, rs1, rs2")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("rd = rs1 + rs2 (wrapping)")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("opcode 0x00")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("modifier 0")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("8 bytes")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("label pass counts 4")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("integer")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("rs2: word1 bits 31:24")), qPrintable(help));
    }

    void specialRegisterHoverShowsIndexAndDescription() {
        const QString help = hoverAt(*editor_, 3, "sr_lane_id");
        QVERIFY2(help.contains(QStringLiteral("sr_lane_id")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("lane within the wave")), qPrintable(help));
        QVERIFY2(help.contains(QStringLiteral("Special register 4")), qPrintable(help));
    }

    void directivesScopesHintsAndGuardsHaveHelp() {
        QVERIFY(
            hoverAt(*editor_, 1, ".registers").contains(QStringLiteral("registers per thread")));
        QVERIFY(hoverAt(*editor_, 0, ".kernel").contains(QStringLiteral(".kernel NAME")));
        QVERIFY(hoverAt(*editor_, 4, ".workgroup").contains(QStringLiteral("encoded 1")));
        QVERIFY(hoverAt(*editor_, 6, ".device").contains(QStringLiteral("encoded 2")));
        QVERIFY(hoverAt(*editor_, 5, ".uncached").contains(QStringLiteral("cache hint")));
        QVERIFY(hoverAt(*editor_, 4, "@!p2").contains(QStringLiteral("p2 is false")));
        const QString fence = hoverAt(*editor_, 4, "fence_acquire");
        QVERIFY2(fence.contains(QStringLiteral("opcode 0x3F, modifier 11")), qPrintable(fence));
        const QString atomic = hoverAt(*editor_, 6, "atomic_add");
        QVERIFY2(atomic.contains(QStringLiteral("atomic_add [rd], raddr, rval, scope")),
                 qPrintable(atomic));
    }

    // A real tooltip event over the mnemonic shows the help; over a register, nothing.
    void tooltipEventOverTheTextShowsTheHelp() {
        editor_->resize(600, 300);
        editor_->show();
        QVERIFY(QTest::qWaitForWindowExposed(editor_.get()));
        const auto pointAt = [&](int line, int index) {
            const long pos = editor_->positionFromLineIndex(line, index);
            return QPoint(static_cast<int>(editor_->SendScintilla(
                              QsciScintillaBase::SCI_POINTXFROMPOSITION, 0UL, pos)) +
                              2,
                          static_cast<int>(editor_->SendScintilla(
                              QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL, pos)) +
                              4);
        };
        const QPoint overIadd = pointAt(2, 5);
        QHelpEvent event(QEvent::ToolTip, overIadd, editor_->viewport()->mapToGlobal(overIadd));
        QCoreApplication::sendEvent(editor_->viewport(), &event);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(plain(QToolTip::text()).contains(QStringLiteral("opcode 0x00")),
                 qPrintable(QToolTip::text()));

        const QPoint overRegister = pointAt(2, 10);
        QHelpEvent none(QEvent::ToolTip, overRegister,
                        editor_->viewport()->mapToGlobal(overRegister));
        QCoreApplication::sendEvent(editor_->viewport(), &none);
        QTRY_VERIFY(!QToolTip::isVisible());
    }

    void operandsAndCommentsHaveNoHelp() {
        QVERIFY(hoverAt(*editor_, 2, "r1").isEmpty());
        QVERIFY(hoverAt(*editor_, 2, "sum").isEmpty());
        QVERIFY(editor_->helpTextAtPosition(-1).isEmpty());
        QVERIFY(editor_->helpTextAtPosition(1 << 20).isEmpty());
    }

    // Every source mnemonic gets help with its own opcode and semantics (from the one table).
    void everyMnemonicHasHelpFromTheTable() {
        int count = 0;
        for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
            const QString help = plain(InstructionHelp::forInstruction(info));
            QVERIFY(
                help.contains(QString::fromStdString(isa::InstructionDoc::hexByte(info.opcode))));
            QVERIFY2(help.contains(QString::fromUtf8(info.description.data(),
                                                     qsizetype(info.description.size()))),
                     info.mnemonic.data());
            ++count;
        }
        QVERIFY(count > 150);
    }

    void encodingFieldsFollowTheFormat() {
        const auto names = [](const isa::InstructionInfo& info) {
            QStringList out;
            for (const isa::EncodingFieldDoc& f : isa::InstructionDoc::encodingFields(info))
                out << QStringLiteral("%1%2@%3:%4:%5")
                           .arg(QString::fromUtf8(f.name.data(), qsizetype(f.name.size())),
                                f.used ? QString() : QStringLiteral("-"))
                           .arg(f.bits.word)
                           .arg(f.bits.high())
                           .arg(f.bits.low);
            return out.join(QLatin1Char(' '));
        };
        QCOMPARE(names(*isa::InstructionTable::byMnemonic("ineg")),
                 QStringLiteral("opcode@0:31:24 rd@0:23:16 rs1@0:15:8 modifier@0:7:4 "
                                "reserved-@0:3:3 guard@0:2:0"));
        QCOMPARE(names(*isa::InstructionTable::byMnemonic("local_store_u32")),
                 QStringLiteral("opcode@0:31:24 rd-@0:23:16 rs1@0:15:8 modifier@0:7:4 "
                                "reserved-@0:3:3 guard@0:2:0 rs2@1:31:24 rs3-@1:23:16 "
                                "rs4-@1:15:8 reserved-@1:7:2 scope-@1:1:0"));
        QCOMPARE(names(*isa::InstructionTable::byMnemonic("mov_imm")),
                 QStringLiteral("opcode@0:31:24 rd@0:23:16 rs1-@0:15:8 modifier@0:7:4 "
                                "reserved-@0:3:3 guard@0:2:0 imm@1:31:0"));
        QCOMPARE(isa::InstructionDoc::bitRange(isa::Encoding::kReserved0), "word0 bit 3");
        QVERIFY(isa::InstructionDoc::directive(".end") == isa::InstructionDoc::directive("end"));
        QVERIFY(isa::InstructionDoc::directive(".globl") == nullptr);
    }

private:
    std::unique_ptr<CodeEditor> editor_;
};

QTEST_MAIN(InstructionHelpTest)
#include "InstructionHelpTest.moc"
