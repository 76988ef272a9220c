// Where the IDE finds a source's workspace: save -> load gives back exactly what was saved
// (launch, every breakpoint field, watches); the file is stable, readable, and what the Qt
// writer wrote before (QJsonDocument, kept here as the reference); broken, foreign or absent
// files give a clear error naming the file and never crash; an example without a session file
// takes its .args.

#include "HostileFiles.h"
#include "LaunchTestSupport.h"

#include "launch/WorkspaceSource.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using wave::debug::BreakpointKind;
using wave::debug::BreakpointSpec;
using wave::debug::MemorySpace;
using wave::debug::WatchAccess;
using wave::widgets::LaunchSettings;
using wave::widgets::MemoryFill;
using wave::widgets::RegisterInit;
using wave::widgets::WorkspaceSource;
using wave::workspace::Workspace;
namespace test = wave::widgets::test;

namespace {

bool sameSpec(const BreakpointSpec& a, const BreakpointSpec& b) {
    return a.kind == b.kind && a.line == b.line && a.pc == b.pc && a.wave == b.wave &&
           a.arrivals == b.arrivals && a.space == b.space && a.address == b.address &&
           a.length == b.length && a.access == b.access && a.condition == b.condition &&
           a.enabled == b.enabled;
}

LaunchSettings sampleLaunch() {
    LaunchSettings launch;
    launch.kernel = QStringLiteral("tree_reduction");
    launch.grid = {4, 1, 1};
    launch.initialRegisters = {RegisterInit{QStringLiteral("5"), QStringLiteral("0xff")}};
    MemoryFill f;
    f.count = QStringLiteral("256");
    f.scale = QStringLiteral("0.5");
    launch.fills = {f};
    launch.dumpF32 = QStringLiteral("1024:1");
    return launch;
}

Workspace sample() {
    Workspace d;
    WorkspaceSource::setLaunch(d, sampleLaunch());
    BreakpointSpec line;
    line.line = 12;
    line.condition = "lane == 3 && r3 == 0";
    BreakpointSpec quorum;
    quorum.kind = BreakpointKind::BarrierQuorum;
    quorum.pc = 0x40;
    quorum.arrivals = 3;
    quorum.enabled = false;
    BreakpointSpec watch;
    watch.kind = BreakpointKind::Watch;
    watch.space = MemorySpace::Device;
    watch.address = (1ull << 60) + 3; // beyond a double's exact integers
    watch.length = 16;
    watch.access = WatchAccess::Either;
    watch.wave = 2;
    BreakpointSpec arrival;
    arrival.kind = BreakpointKind::BarrierArrival;
    arrival.wave = 0;
    d.setBreakpoints({{4, line}, {1, quorum}, {9, watch}, {2, arrival}});
    d.setWatches({"r3", "r4.f32 * 2", "lane =="});
    return d;
}

void compareData(const Workspace& a, const Workspace& b) {
    QCOMPARE(WorkspaceSource::launch(a), WorkspaceSource::launch(b));
    QCOMPARE(a.watches(), b.watches());
    QCOMPARE(a.breakpoints().size(), b.breakpoints().size());
    for (std::size_t i = 0; i < a.breakpoints().size(); ++i) {
        QCOMPARE(a.breakpoints()[i].id, b.breakpoints()[i].id);
        QVERIFY2(sameSpec(a.breakpoints()[i].spec, b.breakpoints()[i].spec),
                 qPrintable(QString::number(i)));
    }
}

// The session file as the Qt code wrote it before the workspace moved to core.
QByteArray qtJson(const Workspace& w) {
    const auto number = [](quint64 v) {
        return v <= (1ull << 53) ? QJsonValue(double(v)) : QJsonValue(QString::number(v));
    };
    const auto optional = [](const std::optional<std::uint32_t>& v) {
        return v ? QJsonValue(double(*v)) : QJsonValue(QJsonValue::Null);
    };
    const char* const kinds[] = {"line",
                                 "address",
                                 "barrier-arrival",
                                 "barrier-quorum",
                                 "barrier-release",
                                 "divergence",
                                 "reconvergence",
                                 "watch"};
    const char* const accesses[] = {"read", "write", "either"};
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("wave-studio-session"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("launch"), WorkspaceSource::launch(w).toJson());
    QJsonArray breakpoints;
    for (const auto& b : w.breakpoints()) {
        QJsonObject o;
        o.insert(QStringLiteral("kind"), QLatin1String(kinds[int(b.spec.kind)]));
        o.insert(QStringLiteral("line"), double(b.spec.line));
        o.insert(QStringLiteral("pc"), optional(b.spec.pc));
        o.insert(QStringLiteral("wave"), optional(b.spec.wave));
        o.insert(QStringLiteral("arrivals"), double(b.spec.arrivals));
        o.insert(QStringLiteral("space"), b.spec.space == MemorySpace::Local
                                              ? QStringLiteral("local")
                                              : QStringLiteral("device"));
        o.insert(QStringLiteral("address"), number(b.spec.address));
        o.insert(QStringLiteral("length"), number(b.spec.length));
        o.insert(QStringLiteral("access"), QLatin1String(accesses[int(b.spec.access)]));
        o.insert(QStringLiteral("condition"), QString::fromStdString(b.spec.condition));
        o.insert(QStringLiteral("enabled"), b.spec.enabled);
        o.insert(QStringLiteral("id"), double(b.id));
        breakpoints.append(o);
    }
    root.insert(QStringLiteral("breakpoints"), breakpoints);
    root.insert(QStringLiteral("watches"), QJsonArray::fromStringList(WorkspaceSource::watches(w)));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class WorkspaceSourceTest : public QObject {
    Q_OBJECT
private slots:
    // Issue 12: ids are saved; a file written before them gets the next free ids in file
    // order, and a condition that does not parse is read as written (the IDE shows its error).
    void breakpointIdsAreKeptAndGivenToOldFiles() {
        QString error;
        const auto d = WorkspaceSource::fromJson(
            "{\"format\": \"wave-studio-session\", \"version\": 1, \"breakpoints\": ["
            "{\"kind\": \"line\", \"line\": 3}, {\"kind\": \"line\", \"line\": 5, \"id\": 6},"
            "{\"kind\": \"line\", \"line\": 7, \"condition\": \"lane ==\"}]}",
            QStringLiteral("s.wavesession"), error);
        QVERIFY2(d, qPrintable(error));
        QCOMPARE(d->breakpoints().size(), 3u);
        QCOMPARE(d->breakpoints()[0].id, 7u);
        QCOMPARE(d->breakpoints()[1].id, 6u);
        QCOMPARE(d->breakpoints()[2].id, 8u);
        QCOMPARE(d->breakpoints()[2].spec.condition, std::string("lane =="));
        QVERIFY(WorkspaceSource::toJson(*d).contains("\"id\": 8"));
    }

    void saveLoadIsIdentical() {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("kernel.wave"));
        QString error;
        const Workspace d = sample();
        QVERIFY2(WorkspaceSource::save(source, d, error), qPrintable(error));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("kernel.wave.wavesession"))));
        const WorkspaceSource::Loaded loaded = WorkspaceSource::load(source);
        QVERIFY2(loaded.error.isEmpty(), qPrintable(loaded.error));
        QCOMPARE(int(loaded.origin), int(WorkspaceSource::Origin::SessionFile));
        compareData(loaded.workspace, d);
        // Saving what was loaded writes the very same bytes (stable key order).
        QCOMPARE(WorkspaceSource::toJson(loaded.workspace), WorkspaceSource::toJson(d));
    }

    // The core writer writes what the Qt writer wrote, byte for byte, escapes included.
    void theFileIsWhatTheQtWriterWrote() {
        Workspace d = sample();
        LaunchSettings launch = sampleLaunch();
        launch.maxInstructions = (1ull << 53) + 1;
        launch.deviceMemory = 1ull << 53;
        launch.profile = QStringLiteral("amd-64");
        WorkspaceSource::setLaunch(d, launch);
        d.setWatches({"r1 == 2 && \"q\\\t\n\r\b\f\x01\x1f\x7f \xc3\xa9\xe4\xb8\xad", ""});
        QCOMPARE(WorkspaceSource::toJson(d), qtJson(d));
        Workspace empty;
        WorkspaceSource::setLaunch(empty, LaunchSettings());
        QCOMPARE(WorkspaceSource::toJson(empty), qtJson(empty));
    }

    void fileIsReadable() {
        const QByteArray json = WorkspaceSource::toJson(sample());
        QVERIFY(json.contains("\"format\": \"wave-studio-session\""));
        QVERIFY(json.contains("\"version\": 1"));
        QVERIFY(json.contains("\"kind\": \"barrier-quorum\""));
        QVERIFY(json.contains("\"condition\": \"lane == 3 && r3 == 0\""));
        QVERIFY(json.contains("\"address\": \"1152921504606846979\""));
        QVERIFY(json.contains("\n    \"launch\": {"));
        // Keys in sorted order, whatever the insertion order.
        QVERIFY(json.indexOf("\"breakpoints\"") < json.indexOf("\"format\""));
        QVERIFY(json.indexOf("\"format\"") < json.indexOf("\"launch\""));
    }

    void badFilesGiveClearErrors_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << QByteArray("{\"format\": \"wave-studio-session\", ")
                                   << QStringLiteral("s.wavesession: not valid JSON at line 1, "
                                                     "column 35: expected a member name in "
                                                     "double quotes, found the end of the file");
        QTest::newRow("empty") << QByteArray()
                               << QStringLiteral("s.wavesession: not valid JSON at line 1, "
                                                 "column 1: expected '{', found the end of "
                                                 "the file");
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe garbage", 11)
                                << QStringLiteral("s.wavesession: not valid JSON at line 1, "
                                                  "column 1: expected '{', found a control "
                                                  "character");
        QTest::newRow("array") << QByteArray("[1, 2]")
                               << QStringLiteral("s.wavesession: expected a JSON object with the "
                                                 "session");
        QTest::newRow("foreign") << QByteArray("{\"format\": \"other\", \"version\": 1}")
                                 << QStringLiteral("s.wavesession: not a WAVE Studio session "
                                                   "(format 'other', expected "
                                                   "'wave-studio-session')");
        QTest::newRow("newer") << QByteArray(
                                      "{\"format\": \"wave-studio-session\", \"version\": 7}")
                               << QStringLiteral("s.wavesession: session version 7 is not "
                                                 "supported (this WAVE Studio reads version 1)");
        QTest::newRow("launch type")
            << QByteArray("{\"format\": \"wave-studio-session\", \"version\": 1, \"launch\": "
                          "{\"waveWidth\": \"wide\"}}")
            << QStringLiteral("s.wavesession: launch.waveWidth: expected a whole number from 0 "
                              "to 4294967295");
        QTest::newRow("breakpoint kind")
            << QByteArray("{\"format\": \"wave-studio-session\", \"version\": 1, \"breakpoints\": "
                          "[{\"kind\": \"line\"}, {\"kind\": \"sometimes\"}]}")
            << QStringLiteral("s.wavesession: breakpoints[1].kind: unknown value 'sometimes' "
                              "(expected one of line, address, barrier-arrival, barrier-quorum, "
                              "barrier-release, divergence, reconvergence, watch)");
        QTest::newRow("breakpoint without kind")
            << QByteArray("{\"format\": \"wave-studio-session\", \"version\": 1, \"breakpoints\": "
                          "[{\"line\": 3}]}")
            << QStringLiteral("s.wavesession: breakpoints[0].kind: missing (expected one of line, "
                              "address, barrier-arrival, barrier-quorum, barrier-release, "
                              "divergence, reconvergence, watch)");
        QTest::newRow("breakpoint id used twice")
            << QByteArray(
                   "{\"format\": \"wave-studio-session\", \"version\": 1, \"breakpoints\": "
                   "[{\"kind\": \"line\", \"id\": 3}, {\"kind\": \"divergence\", \"id\": 3}]}")
            << QStringLiteral("s.wavesession: breakpoints[1].id: 3 is already the id of "
                              "breakpoints[0]");
        QTest::newRow("breakpoint pc")
            << QByteArray("{\"format\": \"wave-studio-session\", \"version\": 1, \"breakpoints\": "
                          "[{\"kind\": \"address\", \"pc\": -4}]}")
            << QStringLiteral("s.wavesession: breakpoints[0].pc: expected a whole number from 0 "
                              "to 4294967295");
        QTest::newRow("watch") << QByteArray("{\"format\": \"wave-studio-session\", \"version\": "
                                             "1, \"watches\": [\"r1\", 2]}")
                               << QStringLiteral("s.wavesession: watches[1]: expected a string");
    }

    void badFilesGiveClearErrors() {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!WorkspaceSource::fromJson(json, QStringLiteral("s.wavesession"), error));
        QCOMPARE(error, message);
    }

    void minimalFileTakesDefaults() {
        QString error;
        const auto d = WorkspaceSource::fromJson(
            QByteArray("{\"format\": \"wave-studio-session\", \"version\": 1}"), QString(), error);
        QVERIFY2(d, qPrintable(error));
        QCOMPARE(WorkspaceSource::launch(*d), LaunchSettings());
        QVERIFY(d->breakpoints().empty());
    }

    void corruptFileFallsBackWithError() {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("k.wave"));
        QVERIFY(writeFile(WorkspaceSource::pathFor(source), QByteArray("{ nope")));
        QVERIFY(writeFile(WorkspaceSource::argumentsFor(source), QByteArray("--grid 2,1,1\n")));
        const WorkspaceSource::Loaded loaded = WorkspaceSource::load(source);
        QVERIFY(loaded.error.startsWith(WorkspaceSource::pathFor(source) +
                                        QStringLiteral(": not valid JSON at line ")));
        QCOMPARE(int(loaded.origin), int(WorkspaceSource::Origin::Arguments));
        QCOMPARE(WorkspaceSource::launch(loaded.workspace).grid[0], 2u);
    }

    void absentFileGivesDefaults() {
        QTemporaryDir dir;
        const WorkspaceSource::Loaded loaded =
            WorkspaceSource::load(dir.filePath(QStringLiteral("x.wave")));
        QVERIFY(loaded.error.isEmpty());
        QCOMPARE(int(loaded.origin), int(WorkspaceSource::Origin::Defaults));
        QCOMPARE(WorkspaceSource::launch(loaded.workspace), LaunchSettings());
    }

    void badArgumentsFile() {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("k.wave"));
        QVERIFY(writeFile(WorkspaceSource::argumentsFor(source), QByteArray("--grid 2,1")));
        const WorkspaceSource::Loaded loaded = WorkspaceSource::load(source);
        QCOMPARE(loaded.error, WorkspaceSource::argumentsFor(source) +
                                   QStringLiteral(": invalid --grid: expected 3 comma-separated "
                                                  "values, got 2"));
        QCOMPARE(int(loaded.origin), int(WorkspaceSource::Origin::Defaults));
    }

    void unwritableLocation() {
        QString error;
        QVERIFY(!WorkspaceSource::save(QStringLiteral("/nonexistent-dir/k.wave"), sample(), error));
        QVERIFY2(
            error.startsWith(QStringLiteral("Cannot save /nonexistent-dir/k.wave.wavesession: ")),
            qPrintable(error));
    }

    // A write that fails half-way (here: past the process's file size limit, as on a full
    // disk) is reported, and the session already on disk is left as it was, not cut to 0 bytes.
    void aFailedSaveKeepsTheOldSession() {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("k.wave"));
        Workspace old;
        LaunchSettings launch;
        launch.grid = {2, 1, 1};
        WorkspaceSource::setLaunch(old, launch);
        QString error;
        QVERIFY2(WorkspaceSource::save(source, old, error), qPrintable(error));
        QFile file(WorkspaceSource::pathFor(source));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        bool saved = true;
        {
            FileSizeLimit limit(64);
            QVERIFY(limit.ok());
            saved = WorkspaceSource::save(source, sample(), error);
        }
        QVERIFY(!saved);
        QVERIFY2(error.contains(WorkspaceSource::pathFor(source)), qPrintable(error));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList{QStringLiteral("k.wave.wavesession")});
        const WorkspaceSource::Loaded loaded = WorkspaceSource::load(source);
        QCOMPARE(int(loaded.origin), int(WorkspaceSource::Origin::SessionFile));
        QCOMPARE(WorkspaceSource::launch(loaded.workspace).grid[0], 2u);
    }

    // A session file or .args that is a named pipe would block the GUI thread when the source
    // is opened: refused at once, naming it.
    void aPipeInPlaceOfTheSessionIsRefusedAtOnce() {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("k.wave"));
        for (const QString& path :
             {WorkspaceSource::pathFor(source), WorkspaceSource::argumentsFor(source)}) {
            FifoUnblocker fifo(path);
            QVERIFY(fifo.created());
            const WorkspaceSource::Loaded loaded = WorkspaceSource::load(source);
            QVERIFY2(!fifo.fired(), "loading blocked on the pipe until a writer came");
            QCOMPARE(int(loaded.origin), int(WorkspaceSource::Origin::Defaults));
            QVERIFY2(loaded.error.contains(path), qPrintable(loaded.error));
            QVERIFY2(loaded.error.contains(QStringLiteral("named pipe")), qPrintable(loaded.error));
        }
    }

    void examplesLoadTheirArguments_data() {
        QTest::addColumn<QString>("name");
        for (const QString& n : test::exampleNames())
            QTest::newRow(qPrintable(n)) << n;
    }

    void examplesLoadTheirArguments() {
        QFETCH(QString, name);
        const QString source = test::examplePath(name, ".wave");
        QVERIFY(!QFile::exists(WorkspaceSource::pathFor(source)));
        const WorkspaceSource::Loaded loaded = WorkspaceSource::load(source);
        QVERIFY2(loaded.error.isEmpty(), qPrintable(loaded.error));
        QCOMPARE(int(loaded.origin), int(WorkspaceSource::Origin::Arguments));
        QCOMPARE(WorkspaceSource::launch(loaded.workspace).toArguments(),
                 test::exampleArguments(name));
    }
};

QTEST_GUILESS_MAIN(WorkspaceSourceTest)
#include "WorkspaceSourceTest.moc"
