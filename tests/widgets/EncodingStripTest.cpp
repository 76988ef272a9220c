// The encoding strip lays out the instruction under the cursor as the ISA's bit fields: the
// labels, bit ranges and values of a one-word and a two-word instruction, the immediate form,
// guards, the message on lines without code, following an editor, and a real render.

#include "editor/EncodingStrip.h"
#include "asm/Assembler.h"
#include "editor/CodeEditor.h"
#include "editor/LiveAssembler.h"

#include <QImage>
#include <QSet>
#include <QTest>

using wave::widgets::AssemblySnapshot;
using wave::widgets::AssemblySnapshotPtr;
using wave::widgets::CodeEditor;
using wave::widgets::EncodingStrip;
using wave::widgets::EncodingStripField;
using wave::widgets::LiveAssembler;

namespace {

const char* const kSource = ".kernel k\n"                  // 1
                            "    ineg r1, r2\n"            // 2
                            "    @p1 iadd r3, r4, r5\n"    // 3
                            "    mov_imm r7, 0x10\n"       // 4
                            "    local_store_u32 r2, r6\n" // 5
                            "top: @!p2 halt\n"             // 6
                            ".end\n";                      // 7

AssemblySnapshotPtr assemble(const char* source) {
    auto s = std::make_shared<AssemblySnapshot>();
    s->source = source;
    s->result = wave::assembler::Assembler::assemble(s->source, "strip.wave");
    return s;
}

// "name[role]@word:high:low=value" for each field; '-' marks unused fields.
QStringList describe(const EncodingStrip& strip) {
    QStringList out;
    for (const EncodingStripField& f : strip.fields())
        out << QStringLiteral("%1%2%3@%4:%5:%6=%7")
                   .arg(f.name,
                        f.role.isEmpty() ? QString() : QLatin1Char('[') + f.role + QLatin1Char(']'),
                        f.used ? QString() : QStringLiteral("-"))
                   .arg(f.word)
                   .arg(f.highBit)
                   .arg(f.lowBit)
                   .arg(f.valueText);
    return out;
}

} // namespace

class EncodingStripTest : public QObject {
    Q_OBJECT
private slots:
    void oneWordInstruction() {
        EncodingStrip strip;
        strip.resize(strip.sizeHint());
        strip.setSnapshot(assemble(kSource));
        strip.setCursorPosition(2, 6);
        QVERIFY(strip.hasInstruction());
        QCOMPARE(strip.instructionSize(), 4);
        QCOMPARE(describe(strip),
                 (QStringList{
                     QStringLiteral("opcode@0:31:24=0x07"), QStringLiteral("rd@0:23:16=r1"),
                     QStringLiteral("rs1@0:15:8=r2"), QStringLiteral("modifier@0:7:4=0"),
                     QStringLiteral("reserved-@0:3:3=0"), QStringLiteral("guard-@0:2:0=\u2014")}));
        QVERIFY2(strip.headerText().startsWith(QStringLiteral("0x0000")),
                 qPrintable(strip.headerText()));
        QVERIFY2(strip.headerText().contains(QStringLiteral("ineg r1, r2")),
                 qPrintable(strip.headerText()));
        QVERIFY2(strip.headerText().contains(QStringLiteral("00 02 01 07")),
                 qPrintable(strip.headerText()));
    }

    void twoWordInstructionWithGuard() {
        EncodingStrip strip;
        strip.resize(strip.sizeHint());
        strip.setSnapshot(assemble(kSource));
        strip.setCursorPosition(3, 1);
        QCOMPARE(strip.instructionSize(), 8);
        QCOMPARE(
            describe(strip),
            (QStringList{QStringLiteral("opcode@0:31:24=0x00"), QStringLiteral("rd@0:23:16=r3"),
                         QStringLiteral("rs1@0:15:8=r4"), QStringLiteral("modifier@0:7:4=0"),
                         QStringLiteral("reserved-@0:3:3=0"), QStringLiteral("guard@0:2:0=@p1"),
                         QStringLiteral("rs2@1:31:24=r5"), QStringLiteral("rs3-@1:23:16=0"),
                         QStringLiteral("rs4-@1:15:8=0"), QStringLiteral("reserved-@1:7:2=0"),
                         QStringLiteral("scope-@1:1:0=0")}));
        QVERIFY2(strip.headerText().contains(QStringLiteral("@p1 iadd r3, r4, r5")),
                 qPrintable(strip.headerText()));

        // Word0 fields share the left half, word1 fields the right half, in bit order.
        const QList<EncodingStripField>& f = strip.fields();
        for (qsizetype i = 1; i < f.size(); ++i) {
            QVERIFY(f[i].rect.width() > 0);
            if (f[i].word == f[i - 1].word)
                QVERIFY(qAbs(f[i].rect.left() - f[i - 1].rect.right()) < 0.01);
        }
        QVERIFY(f[5].rect.right() < strip.width() / 2.0);
        QVERIFY(f[6].rect.left() > strip.width() / 2.0);
        QVERIFY(qAbs(f.last().rect.right() - (strip.width() - 6)) < 0.5);
    }

    void immediateFormRolesAndGuardedControl() {
        EncodingStrip strip;
        strip.resize(strip.sizeHint());
        strip.setSnapshot(assemble(kSource));
        strip.setCursorPosition(4, 1);
        QCOMPARE(describe(strip).last(), QStringLiteral("imm@1:31:0=0x00000010"));
        strip.setCursorPosition(5, 1);
        const QStringList store = describe(strip);
        QCOMPARE(store[1], QStringLiteral("rd-@0:23:16=0"));
        QCOMPARE(store[2], QStringLiteral("rs1[raddr]@0:15:8=r2"));
        QCOMPARE(store[6], QStringLiteral("rs2[rval]@1:31:24=r6"));
        strip.setCursorPosition(6, 10); // a label and an instruction on one line
        QCOMPARE(describe(strip)[5], QStringLiteral("guard@0:2:0=@!p2"));
        QCOMPARE(strip.instructionSize(), 4);
    }

    void linesWithoutCodeShowAMessage() {
        EncodingStrip strip;
        QVERIFY(!strip.hasInstruction());
        strip.setSnapshot(assemble(kSource));
        strip.setCursorPosition(1, 1);
        QVERIFY(!strip.hasInstruction());
        QCOMPARE(strip.message(), QStringLiteral("No instruction on this line"));
        strip.setSnapshot(assemble(".kernel k\n    iadd r1, r2\n.end\n"));
        strip.setCursorPosition(2, 1);
        QVERIFY(!strip.hasInstruction());
        QVERIFY(strip.message().contains(QStringLiteral("errors")));
        QVERIFY(strip.sizeHint().height() <= 100);
    }

    void followsTheEditorAndRenders() {
        CodeEditor editor;
        LiveAssembler live;
        live.setDebounceMs(0);
        editor.setText(QString::fromUtf8(kSource));
        editor.setLiveAssembler(&live);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        EncodingStrip strip;
        strip.setEditor(&editor);
        strip.resize(strip.sizeHint());
        QTRY_VERIFY(editor.snapshot() != nullptr);
        editor.setCursorPosition(2, 6); // iadd (0-based line 2)
        QTRY_COMPARE(strip.instructionSize(), 8);
        QVERIFY(strip.headerText().contains(QStringLiteral("iadd")));

        const QImage image = strip.grab().toImage();
        QCOMPARE(image.size(), strip.size() * image.devicePixelRatio());
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 2)
            for (int x = 0; x < image.width(); x += 2)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));

        editor.setCursorPosition(0, 0);
        QTRY_VERIFY(!strip.hasInstruction());
        const QImage empty = strip.grab().toImage();
        QVERIFY(empty != image);
    }
};

QTEST_MAIN(EncodingStripTest)
#include "EncodingStripTest.moc"
