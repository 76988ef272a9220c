// LaunchSettings: every example's .args round-trips through the settings to the same wave-emu
// arguments and the same options as wave-emu's own parser reads; errors name the flag; JSON
// round-trips exactly and names what is wrong.

#include "LaunchTestSupport.h"

#include "launch/LaunchConfigBuilder.h"
#include "launch/LaunchSettings.h"
#include "launch/LaunchValues.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <vector>

using wave::launch::EmuOptions;
using wave::widgets::LaunchSettings;
using wave::widgets::MemoryFill;
using wave::widgets::RegisterInit;
namespace test = wave::widgets::test;

namespace {

// Every field but the binary.
void compareOptions(const EmuOptions& a, const EmuOptions& b) {
    QCOMPARE(a.toArguments(), b.toArguments());
    EmuOptions sameBinary = b;
    sameBinary.binary = a.binary;
    QVERIFY(a == sameBinary);
}

// The fills of one kind as wave-emu's flags print them.
std::vector<std::string> printed(const EmuOptions& o, wave::launch::FillOption::Kind kind) {
    std::vector<std::string> out;
    for (const auto& [index, fill] : o.fillsOf(kind))
        out.push_back(wave::launch::LaunchValues::print(*fill));
    return out;
}

QStringList words(const char* text) {
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

LaunchSettings everything() {
    LaunchSettings s;
    s.kernel = QStringLiteral("main");
    s.grid = {2, 3, 4};
    s.workgroup = {64, 2, 1};
    s.waveWidth = 16;
    s.profile = QStringLiteral("amd-64");
    s.schedule = QStringLiteral("random:42");
    s.registers = 40;
    s.localMemory = 1024;
    s.deviceMemory = 4096;
    s.maxInstructions = (1ull << 60) + 1; // beyond a double's exact integers
    s.threads = 2;
    s.initialRegisters = {RegisterInit{QStringLiteral("3"), QStringLiteral("0x10")},
                          RegisterInit{QStringLiteral("7"), QStringLiteral("4294967295")}};
    MemoryFill zero;
    zero.kind = MemoryFill::Kind::Zero;
    zero.address = QStringLiteral("0x40");
    zero.type = QStringLiteral("u8");
    zero.count = QStringLiteral("12");
    MemoryFill iota;
    iota.address = QStringLiteral("256");
    iota.type = QStringLiteral("bf16");
    iota.count = QStringLiteral("8");
    iota.scale = QStringLiteral("-2.5");
    MemoryFill file;
    file.kind = MemoryFill::Kind::File;
    file.address = QStringLiteral("1024");
    file.path = QStringLiteral("data/with:colon.bin");
    s.fills = {file, iota, zero};
    s.dumpMemory = QStringLiteral("0:16");
    s.dumpU32 = QStringLiteral("0:4");
    s.dumpBf16 = QString(); // present but empty: wave-emu reports it after the run
    s.dumpRegs = true;
    s.stats = true;
    s.trace = true;
    return s;
}

} // namespace

class LaunchSettingsTest : public QObject {
    Q_OBJECT
private slots:
    void examplesRoundTrip_data() {
        QTest::addColumn<QString>("name");
        const QStringList names = test::exampleNames();
        QVERIFY(names.size() >= 5);
        for (const QString& n : names)
            QTest::newRow(qPrintable(n)) << n;
    }

    void examplesRoundTrip() {
        QFETCH(QString, name);
        const QStringList args = test::exampleArguments(name);
        QVERIFY(!args.isEmpty());
        QString error;
        const auto settings = LaunchSettings::fromArguments(args, error);
        QVERIFY2(settings, qPrintable(error));
        // The examples write their flags in wave-emu's order: the very same words come back.
        QCOMPARE(settings->toArguments(), args);
        const auto again = LaunchSettings::fromArguments(settings->toArguments(), error);
        QVERIFY(again);
        QCOMPARE(*again, *settings);
        // The same options as wave-emu itself reads from the .args.
        EmuOptions cli;
        QVERIFY(test::cliParse(args, cli));
        compareOptions(settings->toEmuOptions(QStringLiteral("/tmp")), cli);
        // And through JSON.
        const auto fromJson = LaunchSettings::fromJson(settings->toJson(), error);
        QVERIFY2(fromJson, qPrintable(error));
        QCOMPARE(*fromJson, *settings);
    }

    void everySettingRoundTrips() {
        const LaunchSettings s = everything();
        const QStringList args = s.toArguments();
        QCOMPARE(args.join(QLatin1Char(' ')),
                 QStringLiteral("--kernel main --grid 2,3,4 --workgroup 64,2,1 --registers 40 "
                                "--local-memory 1024 --device-memory 4096 --wave-width 16 "
                                "--max-instructions 1152921504606846977 --threads 2 "
                                "--profile amd-64 --schedule random:42 --set-reg 3:0x10 --set-reg "
                                "7:4294967295 --fill-zero 0x40:u8:12 "
                                "--fill-iota 256:bf16:8:-2.5 --arg 1024:data/with:colon.bin "
                                "--dump-regs --dump-memory 0:16 --dump-u32 0:4 --dump-bf16  "
                                "--stats --trace"));
        QString error;
        const auto back = LaunchSettings::fromArguments(args, error);
        QVERIFY2(back, qPrintable(error));
        // wave-emu's order of fills (zero, iota, files) is the one that comes back.
        LaunchSettings expected = s;
        expected.fills = {s.fills[2], s.fills[1], s.fills[0]};
        QCOMPARE(*back, expected);

        EmuOptions cli;
        QVERIFY(test::cliParse(args, cli));
        using Kind = wave::launch::FillOption::Kind;
        QCOMPARE(printed(cli, Kind::Iota), std::vector<std::string>{"256:bf16:8:-2.5"});
        const EmuOptions ours = s.toEmuOptions(QStringLiteral("/work/src"));
        // Relative files are read beside the source.
        QCOMPARE(printed(ours, Kind::File),
                 std::vector<std::string>{"1024:/work/src/data/with:colon.bin"});
        QVERIFY(ours.setRegs == cli.setRegs);
        QCOMPARE(ours.maxInstructions, cli.maxInstructions);
        QCOMPARE(ours.profile, std::optional<std::string>("amd-64"));
        QCOMPARE(ours.schedule->text, std::string("random:42"));
        QCOMPARE(printed(ours, Kind::Iota), printed(cli, Kind::Iota));
        QCOMPARE(printed(ours, Kind::Zero), printed(cli, Kind::Zero));
        QVERIFY(ours.grid == cli.grid);
        QVERIFY(ours.dumpBf16 == cli.dumpBf16);
        // The launch the debugger gets: the profile's width and the schedule.
        wave::emu::LaunchConfig config;
        std::string why;
        QVERIFY2(wave::launch::LaunchConfigBuilder::build(ours, config, why), why.c_str());
        QCOMPARE(config.waveWidth, 64u);
        QCOMPARE(QString::fromStdString(config.schedule.name()), QStringLiteral("random:42"));
    }

    void valuesThatLookLikeOptions() {
        LaunchSettings s;
        s.kernel = QStringLiteral("-odd");
        QCOMPARE(s.toArguments(), QStringList{QStringLiteral("--kernel=-odd")});
        QString error;
        const auto back = LaunchSettings::fromArguments(s.toArguments(), error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->kernel, QStringLiteral("-odd"));
    }

    void defaultsWriteNothing() {
        QCOMPARE(LaunchSettings().toArguments(), QStringList());
        QString error;
        const auto s = LaunchSettings::fromArguments({}, error);
        QVERIFY(s);
        QCOMPARE(*s, LaunchSettings());
    }

    void argumentErrorsNameTheFlag_data() {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown") << QStringLiteral("--nope 3")
                                 << QStringLiteral("unexpected argument '--nope' found");
        QTest::newRow("bad number")
            << QStringLiteral("--wave-width x")
            << QStringLiteral("invalid value 'x' for '--wave-width <WAVE_WIDTH>': invalid digit "
                              "found in string");
        QTest::newRow("grid parts")
            << QStringLiteral("--grid 1,2")
            << QStringLiteral("invalid --grid: expected 3 comma-separated values, got 2");
        QTest::newRow("workgroup x")
            << QStringLiteral("--workgroup a,1,1")
            << QStringLiteral("invalid --workgroup: invalid x: invalid digit found in string");
        QTest::newRow("set-reg") << QStringLiteral("--set-reg 5")
                                 << QStringLiteral("invalid --set-reg: expected format REG:VALUE");
        QTest::newRow("fill-zero parts")
            << QStringLiteral("--fill-zero 0:f32")
            << QStringLiteral("--fill-zero expects OFFSET:TYPE:COUNT, got '0:f32'");
        QTest::newRow("fill-iota parts")
            << QStringLiteral("--fill-iota 0:f32:1:2:3")
            << QStringLiteral("--fill-iota expects OFFSET:TYPE:COUNT[:SCALE], got '0:f32:1:2:3'");
        QTest::newRow("arg") << QStringLiteral("--arg file.bin")
                             << QStringLiteral("invalid --arg: expected format OFFSET:FILE");
        QTest::newRow("binary") << QStringLiteral("prog.wbin")
                                << QStringLiteral("unexpected argument 'prog.wbin' found");
        QTest::newRow("twice")
            << QStringLiteral("--grid 1,1,1 --grid 2,1,1")
            << QStringLiteral("the argument '--grid <X,Y,Z>' cannot be used multiple times");
        QTest::newRow("help") << QStringLiteral("--help")
                              << QStringLiteral("--help and --version are not launch settings");
        QTest::newRow("empty kernel") << QStringLiteral("--kernel=")
                                      << QStringLiteral("--kernel needs a kernel name or index");
    }

    void argumentErrorsNameTheFlag() {
        QFETCH(QString, arguments);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!LaunchSettings::fromArguments(arguments.split(QLatin1Char(' ')), error));
        QCOMPARE(error, message);
    }

    // Values wave-emu only checks later are kept as typed: the launch reports them.
    void laterErrorsAreKept() {
        QString error;
        const auto s = LaunchSettings::fromArguments(
            words("--set-reg 300:x --fill-iota 0x:f32:1 --fill-zero 0:f99:2 --dump-u32 nonsense"),
            error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->initialRegisters.front().reg, QStringLiteral("300"));
        QCOMPARE(s->fills.size(), 2);
        QCOMPARE(s->fills[0].type, QStringLiteral("f99"));
        QCOMPARE(s->fills[1].address, QStringLiteral("0x"));
        QCOMPARE(*s->dumpU32, QStringLiteral("nonsense"));
    }

    void jsonRoundTripsExactly() {
        const LaunchSettings s = everything();
        QString error;
        const auto back = LaunchSettings::fromJson(s.toJson(), error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, s);
        QCOMPARE(s.toJson().value(QStringLiteral("maxInstructions")).toString(),
                 QStringLiteral("1152921504606846977"));
        QCOMPARE(s.toJson().value(QStringLiteral("deviceMemory")).toDouble(), 4096.0);
    }

    // The adapter over core's format writes what LaunchSettings wrote before it (a file of
    // commit 2b9c119, tests/core/launch/data), with the same JSON types.
    void jsonOfTheIdeBeforeLoadsAndWritesBack_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("everything") << QStringLiteral("launch-everything-2b9c119.json");
        QTest::newRow("defaults") << QStringLiteral("launch-defaults-2b9c119.json");
    }

    void jsonOfTheIdeBeforeLoadsAndWritesBack() {
        QFETCH(QString, file);
        QFile f(QStringLiteral(WAVE_LAUNCH_DATA_DIR "/") + file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        const QJsonObject old = QJsonDocument::fromJson(bytes).object();
        QVERIFY(!old.isEmpty());
        QString error;
        const auto s = LaunchSettings::fromJson(old, error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->toJson(), old);
        QCOMPARE(QJsonDocument(s->toJson()).toJson(QJsonDocument::Indented), bytes);
    }

    void jsonErrorsNameTheKey_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("grid") << QStringLiteral("grid") << QJsonValue(QJsonArray{1, 2})
                              << QStringLiteral(
                                     "launch.grid: expected an array of 3 whole numbers from 0 to "
                                     "4294967295");
        QTest::newRow("negative") << QStringLiteral("waveWidth") << QJsonValue(-1)
                                  << QStringLiteral(
                                         "launch.waveWidth: expected a whole number from 0 to "
                                         "4294967295");
        QTest::newRow("fraction") << QStringLiteral("deviceMemory") << QJsonValue(1.5)
                                  << QStringLiteral(
                                         "launch.deviceMemory: expected a whole number from 0 to "
                                         "18446744073709551615");
        QTest::newRow("kernel") << QStringLiteral("kernel") << QJsonValue(3)
                                << QStringLiteral("launch.kernel: expected a string");
        QTest::newRow("fill kind")
            << QStringLiteral("fills")
            << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("kind"), QStringLiteral("ones")}}})
            << QStringLiteral(
                   "launch.fills[0].kind: unknown fill kind 'ones' (expected zero, iota or file)");
        QTest::newRow("register")
            << QStringLiteral("initialRegisters")
            << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("register"), 3}}})
            << QStringLiteral("launch.initialRegisters[0].register: expected a string");
    }

    void jsonErrorsNameTheKey() {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QJsonObject o = LaunchSettings().toJson();
        o.insert(key, value);
        QString error;
        QVERIFY(!LaunchSettings::fromJson(o, error));
        QCOMPARE(error, message);
    }
};

QTEST_GUILESS_MAIN(LaunchSettingsTest)
#include "LaunchSettingsTest.moc"
