// Export: PNG and SVG of views, Chrome trace JSON of the timeline, CSV of registers, memory
// and a model range.

#include "HostileFiles.h"
#include "TestSnapshots.h"

#include "export/CsvExporter.h"
#include "export/ViewExporter.h"
#include "models/LaneRegistersModel.h"
#include "views/MaskStripView.h"
#include "views/TimelineView.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::makeSnapshot;

class ExportTest : public QObject {
    Q_OBJECT
private slots:
    void png();
    void svg();
    void chromeTrace();
    void csvRegisters();
    void csvMemory();
    void csvModelQuoting();
    void errors();
    void failedWritesKeepTheOldFile_data();
    void failedWritesKeepTheOldFile();
};

void ExportTest::png() {
    QTemporaryDir dir;
    MaskStripView view;
    view.setSnapshot(makeSnapshot(2, 16, 2));
    view.resize(400, 150);
    const QString path = dir.filePath(QStringLiteral("masks.png"));
    QVERIFY(ViewExporter::savePng(&view, path));
    QImage image(path);
    QCOMPARE(image.size(), QSize(400, 150));
    QVERIFY(QFileInfo(path).size() > 0);
    QVERIFY(ViewExporter::savePng(&view, dir.filePath(QStringLiteral("x2.png")), 2.0));
    QCOMPARE(QImage(dir.filePath(QStringLiteral("x2.png"))).size(), QSize(800, 300));
}

void ExportTest::svg() {
    QTemporaryDir dir;
    MaskStripView view;
    view.setSnapshot(makeSnapshot(2, 16, 2));
    view.resize(400, 150);
    const QString path = dir.filePath(QStringLiteral("masks.svg"));
    QVERIFY(ViewExporter::saveSvg(&view, path, QStringLiteral("masks")));
    QSvgRenderer svg(path);
    QVERIFY(svg.isValid());
    QCOMPARE(svg.viewBox(), QRect(0, 0, 400, 150));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("<title>masks</title>"));
}

void ExportTest::chromeTrace() {
    debug::Timeline t;
    t.instruction(0, 0, 0, 0, 1, 32);
    t.instruction(1, 0, 1, 0, 1, 32);
    t.barrierArrive(2, 0, 0, 4, 2);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trace.json"));
    QVERIFY(ViewExporter::saveChromeTrace(t, 10, path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray events =
        doc.isObject() ? doc.object().value(QStringLiteral("traceEvents")).toArray() : doc.array();
    QVERIFY(events.size() >= 3);
    QCOMPARE(ViewExporter::chromeTrace(t, 10).toUtf8(), bytes);
}

void ExportTest::csvRegisters() {
    auto s = makeSnapshot(2, 4, 3);
    const QString csv = CsvExporter::registers(*s, 1, 1, 2, RegisterFormat::Unsigned);
    QCOMPARE(csv, QStringLiteral("register,lane 0,lane 1,lane 2,lane 3\r\n"
                                 "r1,1100,1101,1102,1103\r\n"
                                 "r2,1200,1201,1202,1203\r\n"));
}

void ExportTest::csvMemory() {
    const std::vector<std::uint8_t> bytes = {0x00, 0x00, 0x80, 0x3F, 0xFF, 0xFF, 0xFF, 0xFF};
    QCOMPARE(CsvExporter::memory(bytes, 0, 8),
             QStringLiteral("address,hex,u32,i32,f32\r\n"
                            "0x00000000,0x3f800000,1065353216,1065353216,1\r\n"
                            "0x00000004,0xffffffff,4294967295,-1,-nan\r\n"));
    QCOMPARE(CsvExporter::memory(bytes, 4, 100).count(QStringLiteral("\r\n")), 2);
}

void ExportTest::csvModelQuoting() {
    QCOMPARE(CsvExporter::field(QStringLiteral("1, -2")), QStringLiteral("\"1, -2\""));
    QCOMPARE(CsvExporter::field(QStringLiteral("say \"hi\"")),
             QStringLiteral("\"say \"\"hi\"\"\""));
    LaneRegistersModel model;
    model.setShowPredicates(false);
    model.setShowActiveMask(false);
    auto s = makeSnapshot(1, 2, 2);
    s->waves[0].registers = {0x3C00, 0xC000, 0, 0};
    model.setSnapshot(s);
    model.setRegisterFormat(0, RegisterFormat::F16x2);
    QCOMPARE(CsvExporter::fromModel(model, 0, 1, 0, 1),
             QStringLiteral(",0,1\r\n"
                            "r0,\"1, 0\",\"-2, 0\"\r\n"
                            "r1,0x00000000,0x00000000\r\n"));
}

void ExportTest::errors() {
    QString error;
    MaskStripView view;
    view.resize(10, 10);
    QVERIFY(!ViewExporter::savePng(&view, QStringLiteral("/nonexistent/dir/x.png"), 1.0, &error));
    QVERIFY(error.contains(QStringLiteral("/nonexistent/dir/x.png")));
    QVERIFY(!ViewExporter::savePng(nullptr, QStringLiteral("/tmp/x.png"), 1.0, &error));
    QVERIFY(
        !CsvExporter::save(QStringLiteral("a"), QStringLiteral("/nonexistent/dir/x.csv"), &error));
}

void ExportTest::failedWritesKeepTheOldFile_data() {
    QTest::addColumn<QString>("name");
    for (const char* name : {"view.png", "view.svg", "trace.json", "registers.csv"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

// A write that fails half-way (past the process's file size limit, as on a full disk) is
// reported naming the file, and the export already there is left as it was.
void ExportTest::failedWritesKeepTheOldFile() {
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    const QByteArray old(100, 'o');
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(old), old.size());
    }
    MaskStripView view;
    view.resize(400, 300);
    debug::Timeline t;
    for (std::uint64_t step = 0; step < 200; ++step)
        t.instruction(step, 0, 0, 0, 1, 32);
    QString error;
    bool saved = true;
    {
        FileSizeLimit limit(256);
        QVERIFY(limit.ok());
        if (name.endsWith(QStringLiteral(".png")))
            saved = ViewExporter::savePng(&view, path, 1.0, &error);
        else if (name.endsWith(QStringLiteral(".svg")))
            saved = ViewExporter::saveSvg(&view, path, QStringLiteral("masks"), &error);
        else if (name.endsWith(QStringLiteral(".json")))
            saved = ViewExporter::saveChromeTrace(t, 200, path, &error);
        else
            saved = CsvExporter::save(QString(1000, QLatin1Char('x')), path, &error);
    }
    QVERIFY(!saved);
    QVERIFY2(error.contains(path), qPrintable(error));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{name});
}

QTEST_MAIN(ExportTest)
#include "ExportTest.moc"
