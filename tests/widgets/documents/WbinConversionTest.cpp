// Export .wbin gives the bytes `wave-asm` gives (the golden .wbin of every golden source, read
// through an editor buffer so line endings and UTF-8 survive), and refuses a buffer with errors.

#include "DocumentFilesTestSupport.h"

#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "documents/WbinConversion.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QTest>

using wave::widgets::Document;
using wave::widgets::DocumentTabs;
using wave::widgets::WbinConversion;

class WbinConversionTest : public QObject {
    Q_OBJECT
private slots:
    void exportMatchesTheGoldenWbinOfEverySource() {
        DocumentTabs tabs;
        QDirIterator files(QStringLiteral(WAVE_TEST_DATA "/golden/asm"),
                           {QStringLiteral("*.wave")});
        int checked = 0;
        while (files.hasNext()) {
            const QString source = files.next();
            const QFileInfo info(source);
            const QString golden =
                info.dir().filePath(info.completeBaseName() + QStringLiteral(".wbin"));
            if (!QFileInfo::exists(golden))
                continue;
            QString error;
            Document* doc = tabs.open(source, error);
            QVERIFY2(doc, qPrintable(error));
            QByteArray bytes;
            QVERIFY2(WbinConversion::assemble(doc->text(), doc->assemblyFileName(), bytes, error),
                     qPrintable(error));
            QVERIFY2(bytes == readBytes(golden), qPrintable(source));
            ++checked;
        }
        QVERIFY(checked >= 40);
    }

    void exportIsRefusedWhenTheBufferHasErrors() {
        QByteArray bytes;
        QString error;
        QVERIFY(!WbinConversion::assemble(
            QStringLiteral(".kernel k\n    iaddd r1, r0, r0\n    halt\n.end\n"),
            QStringLiteral("k.wave"), bytes, error));
        QVERIFY(bytes.isEmpty());
        QVERIFY2(error.startsWith(QStringLiteral("the buffer has 1 error")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("line 2")), qPrintable(error));
    }

    void magicIsTheFirstFourBytes() {
        QVERIFY(WbinConversion::hasMagic(QByteArrayLiteral("WAVE\x01\x00")));
        QVERIFY(!WbinConversion::hasMagic(QByteArrayLiteral("WAV")));
        QVERIFY(!WbinConversion::hasMagic(QByteArrayLiteral(".kernel WAVE")));
    }

    void aTruncatedWbinNamesWhereItFailed() {
        const QByteArray bytes = readBytes(goldenAsm(QStringLiteral("saxpy.wbin"))).left(40);
        QString text, error;
        QVERIFY(!WbinConversion::disassemble(QStringLiteral("/tmp/cut.wbin"), bytes, text, error));
        QVERIFY2(error.startsWith(
                     QStringLiteral("Cannot open /tmp/cut.wbin: it is not a valid WAVE binary: ")),
                 qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("at offset 0x")), qPrintable(error));
    }
};

QTEST_MAIN(WbinConversionTest)
#include "WbinConversionTest.moc"
