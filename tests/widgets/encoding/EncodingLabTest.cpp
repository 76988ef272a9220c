// The Encoding lab on its own (issue 25): an instruction in every shipped generation (fsin
// cannot be encoded in the 32-bit v0.2 of the modifier-field note, and the row says why), the
// same field coloured the same in every row, the validation page of a layout, words decoded in
// a layout (hand-computed from the v0.1 document), a custom layout loaded from a file with its
// opcode header, clear errors for bad input, and the classroom scale.

#include "encoding/EncodingLab.h"
#include "asm/Assembler.h"
#include "encoding/FieldColors.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using wave::widgets::EncodingLab;
using wave::widgets::FieldColors;
using wave::widgets::LabRow;
using wave::widgets::ViewPalette;

namespace {

const LabRow* rowOf(const EncodingLab& lab, const QString& layout) {
    for (const LabRow& row : lab.generations()->rows())
        if (row.layout == layout)
            return &row;
    return nullptr;
}

// Shows the kernel's first instruction in the lab.
bool show(EncodingLab& lab, const char* instruction) {
    const std::string source =
        std::string(".kernel k\n.registers 16\n    ") + instruction + "\n    halt\n.end\n";
    const auto result = wave::assembler::Assembler::assemble(source, "k.wave");
    if (result.hasErrors())
        return false;
    return lab.showInstruction(result.program.code, 0);
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class EncodingLabTest : public QObject {
    Q_OBJECT
private slots:
    void fsinInEveryGeneration() {
        EncodingLab lab(wave::layout::LayoutCatalog::shipped());
        QVERIFY(show(lab, "fsin r4, r5"));
        QVERIFY(lab.headerText().contains(QStringLiteral("fsin r4, r5")));
        // One row per shipped layout.
        QCOMPARE(lab.generations()->rows().size(), static_cast<qsizetype>(lab.layouts().size()));
        const LabRow* note = rowOf(lab, QStringLiteral("wave-v0.2-note"));
        QVERIFY(note);
        QVERIFY(!note->ok);
        QVERIFY2(note->reason.contains(QStringLiteral("fsin needs modifier 8")),
                 qPrintable(note->reason));
        QVERIFY2(note->reason.contains(QStringLiteral("has 3 bits")), qPrintable(note->reason));
        const LabRow* v03 = rowOf(lab, QStringLiteral("wave-v0.3"));
        QVERIFY(v03 && v03->ok);
        QVERIFY2(v03->fieldText().contains(QStringLiteral("modifier=8")),
                 qPrintable(v03->fieldText()));
        const LabRow* v04 = rowOf(lab, QStringLiteral("wave-v0.4"));
        QVERIFY(v04 && v04->ok);
        QCOMPARE(v04->words, QStringLiteral("0x1B040580"));
        // v0.2 (48-bit) holds it: the documents' own encoding (tests/core/layout).
        const LabRow* v02 = rowOf(lab, QStringLiteral("wave-v0.2"));
        QVERIFY(v02 && v02->ok);
    }

    void sameFieldSameColourInEveryRowAndTheme() {
        EncodingLab lab(wave::layout::LayoutCatalog::shipped());
        QVERIFY(show(lab, "iadd r1, r2, r3"));
        for (const ViewPalette& palette : {ViewPalette::light(), ViewPalette::dark()}) {
            QHash<QString, QColor> byName;
            for (const LabRow& row : lab.generations()->rows()) {
                for (const auto& f : row.fields) {
                    const QColor c = FieldColors::fill(f.role, palette);
                    if (byName.contains(f.name))
                        QCOMPARE(byName[f.name], c);
                    byName.insert(f.name, c);
                }
            }
            QVERIFY(byName.contains(QStringLiteral("rd")));
            QVERIFY(byName[QStringLiteral("rd")] != byName[QStringLiteral("opcode")]);
        }
        QVERIFY(FieldColors::fill(QStringLiteral("rd"), ViewPalette::light()) !=
                FieldColors::fill(QStringLiteral("rd"), ViewPalette::dark()));
    }

    void validationPageListsWhatDoesNotFit() {
        EncodingLab lab(wave::layout::LayoutCatalog::shipped());
        QVERIFY(lab.selectLayout(QStringLiteral("wave-v0.2-note")));
        QTableWidget* table = lab.validationPage()->table();
        QStringList what;
        for (int r = 0; r < table->rowCount(); ++r)
            what << table->item(r, 0)->text();
        for (const char* m : {"fsin", "fcos", "fexp2", "flog2"})
            QVERIFY2(what.contains(QLatin1String(m)), qPrintable(what.join(QLatin1Char(' '))));
        QVERIFY(lab.validationPage()->summary()->text().contains(QStringLiteral("wave-v0.2-note")));
        // The live layout holds every variant.
        QVERIFY(lab.selectLayout(QStringLiteral("wave-v0.4")));
        QVERIFY(lab.validationPage()->summary()->text().contains(QStringLiteral(": 0 of")));
    }

    void decodesTypedWords() {
        EncodingLab lab(wave::layout::LayoutCatalog::shipped());
        QVERIFY(lab.selectLayout(QStringLiteral("wave-v0.1")));
        // iadd r1, r2, r3 in the v0.1 document's base format.
        lab.decodePage()->wordsEdit()->setText(QStringLiteral("0x00221800 0x27FEE800"));
        QVERIFY(lab.decodePage()->decode());
        const auto& rows = lab.decodePage()->rows()->rows();
        QCOMPARE(rows.size(), 2);
        QVERIFY2(rows[0].fieldText().contains(QStringLiteral("rd=1 rs1=2 rs2=3")),
                 qPrintable(rows[0].fieldText()));
        QVERIFY2(rows[1].fieldText().contains(QStringLiteral("rd=31 rs1=30 rs2=29")),
                 qPrintable(rows[1].fieldText()));
        // A word of the wrong width is refused with a reason.
        lab.decodePage()->wordsEdit()->setText(QStringLiteral("0x123"));
        QVERIFY(!lab.decodePage()->decode());
        QVERIFY(!lab.decodePage()->message()->text().isEmpty());
        QVERIFY(lab.decodePage()->rows()->rows().isEmpty());
    }

    void customLayoutWithOpcodeHeader() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString layout = dir.filePath(QStringLiteral("tiny.json"));
        QVERIFY(writeFile(layout, R"({
  "name": "tiny16",
  "title": "A 16-bit teaching format",
  "source": "the lab test",
  "formats": [{"name": "base", "words": [16], "fields": [
    {"name": "opcode", "bits": "15:12"},
    {"name": "rd", "bits": "11:8"},
    {"name": "rs1", "bits": "7:4"},
    {"name": "rs2", "bits": "3:0"}]}]
})"));
        const QString header = dir.filePath(QStringLiteral("tiny.svh"));
        QVERIFY(writeFile(header, "localparam OP_ADD = 4'h3;\nlocalparam OP_SUB = 4'h4;\n"));
        EncodingLab lab(wave::layout::LayoutCatalog::shipped());
        wave::widgets::DecodePage* page = lab.decodePage();
        QVERIFY2(page->loadLayoutFile(layout), qPrintable(page->message()->text()));
        QCOMPARE(page->layoutBox()->currentText(), QStringLiteral("tiny16"));
        // The other pages list it too.
        QVERIFY(lab.validationPage()->layoutBox()->findText(QStringLiteral("tiny16")) >= 0);
        QVERIFY2(page->loadOpcodeHeader(header), qPrintable(page->message()->text()));
        page->wordsEdit()->setText(QStringLiteral("0x3123"));
        QVERIFY(page->decode());
        QCOMPARE(page->rows()->rows().size(), 1);
        QCOMPARE(page->rows()->rows()[0].opcodeName, QStringLiteral("OP_ADD"));
        QCOMPARE(page->rows()->rows()[0].fieldText(), QStringLiteral("opcode=3 rd=1 rs1=2 rs2=3"));
        // Binary words from a file: little-endian 16-bit words.
        const QString words = dir.filePath(QStringLiteral("words.bin"));
        QVERIFY(writeFile(words, QByteArray("\x21\x43\x00\x40", 4)));
        QVERIFY(page->openWordFile(words));
        QCOMPARE(page->rows()->rows().size(), 2);
        QCOMPARE(page->rows()->rows()[1].opcodeName, QStringLiteral("OP_SUB"));
        // A broken layout file names file, line and column.
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(writeFile(bad, "{\n  \"name\": 3\n}\n"));
        QVERIFY(!page->loadLayoutFile(bad));
        QVERIFY2(page->message()->text().startsWith(bad + QStringLiteral(":2:")),
                 qPrintable(page->message()->text()));
    }

    // A named pipe or a folder as the word file is refused at once, naming the file: the GUI
    // thread never waits on a pipe nobody writes.
    void specialWordFilesAreRefusedWithoutWaiting() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fifo = dir.filePath(QStringLiteral("words.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        EncodingLab lab(wave::layout::LayoutCatalog::shipped());
        wave::widgets::DecodePage* page = lab.decodePage();
        QVERIFY(!page->openWordFile(fifo));
        QVERIFY2(page->message()->text().contains(fifo), qPrintable(page->message()->text()));
        QVERIFY(!page->openWordFile(dir.path()));
        QVERIFY2(page->message()->text().contains(dir.path()), qPrintable(page->message()->text()));
    }

    void classroomScaleGrowsTheRows() {
        EncodingLab lab(wave::layout::LayoutCatalog::shipped());
        QVERIFY(show(lab, "fsin r4, r5"));
        const int normal = lab.generations()->sizeHint().height();
        lab.setScale(2.0);
        QCOMPARE(lab.generations()->style().scale, 2.0);
        QVERIFY(lab.generations()->sizeHint().height() >= 2 * normal - 10);
    }
};

QTEST_MAIN(EncodingLabTest)
#include "EncodingLabTest.moc"
