// LaunchBuilder against wave-emu's own pieces: for every example the request has the config
// and the device memory that wave-emu builds from the same .args, and runs to the same result;
// invalid settings give wave-emu's message under the field they concern.

#include "HostileFiles.h"
#include "LaunchTestSupport.h"

#include "launch/LaunchBuilder.h"

#include "launch/DeviceFiller.h"
#include "launch/KernelSelector.h"
#include "launch/LaunchConfigBuilder.h"

#include "debug/session/DebugSession.h"
#include "emu/Emulator.h"

#include <QTemporaryDir>
#include <QTest>

using wave::widgets::LaunchBuilder;
using wave::widgets::LaunchIssue;
using wave::widgets::LaunchIssues;
using wave::widgets::LaunchSettings;
using wave::widgets::MemoryFill;
using wave::widgets::RegisterInit;
using Field = LaunchIssue::Field;
namespace test = wave::widgets::test;
namespace emu = wave::emu;

namespace {

struct CliRun {
    emu::LaunchConfig config;
    std::unique_ptr<emu::Emulator> emulator;
    std::string error;
};

// What wave-emu does with the .args, step by step (EmuCommand's order).
CliRun cliLaunch(const QStringList& args, const wave::isa::Program& program) {
    CliRun r;
    wave::launch::EmuOptions options;
    if (!test::cliParse(args, options)) {
        r.error = "usage";
        return r;
    }
    if (!wave::launch::LaunchConfigBuilder::build(options, r.config, r.error) ||
        !wave::launch::KernelSelector::select(program, options.kernel, r.config.kernelIndex,
                                              r.error) ||
        !wave::launch::LaunchConfigBuilder::checkLocalMemory(options, program, r.config, r.error))
        return r;
    r.emulator = std::make_unique<emu::Emulator>(program, r.config);
    if (r.emulator->launchError())
        r.error = r.emulator->launchError()->message;
    else
        wave::launch::DeviceFiller::apply(options, r.emulator->deviceMemory(), r.error);
    return r;
}

LaunchIssues check(const LaunchSettings& s,
                   const QString& source = QString::fromLatin1(test::plainKernel())) {
    return LaunchBuilder::check(s, test::assembleText(source, QStringLiteral("k.wave")),
                                QStringLiteral("/nonexistent/k.wave"));
}

LaunchIssue firstIssue(const LaunchSettings& s,
                       const QString& sourcePath = QStringLiteral("/nonexistent/k.wave")) {
    LaunchIssue issue;
    const auto assembly =
        test::assembleText(QString::fromLatin1(test::plainKernel()), QStringLiteral("k.wave"));
    const auto request = LaunchBuilder::build(s, assembly, sourcePath, issue);
    if (request)
        return LaunchIssue{Field::Program, -2, QStringLiteral("launched")};
    return issue;
}

MemoryFill fill(MemoryFill::Kind kind, const char* address, const char* type = "f32",
                const char* count = "1") {
    MemoryFill f;
    f.kind = kind;
    f.address = QString::fromLatin1(address);
    f.type = QString::fromLatin1(type);
    f.count = QString::fromLatin1(count);
    return f;
}

} // namespace

class LaunchBuilderTest : public QObject {
    Q_OBJECT
private slots:
    void examplesMatchWaveEmu_data() {
        QTest::addColumn<QString>("name");
        for (const QString& n : test::exampleNames())
            QTest::newRow(qPrintable(n)) << n;
    }

    void examplesMatchWaveEmu() {
        QFETCH(QString, name);
        const auto assembly = test::assembleExample(name);
        QVERIFY(!assembly.hasErrors());
        QVERIFY(!assembly.program.code.empty());
        const QStringList args = test::exampleArguments(name);
        QString error;
        const auto settings = LaunchSettings::fromArguments(args, error);
        QVERIFY2(settings, qPrintable(error));
        LaunchIssue issue;
        const auto request =
            LaunchBuilder::build(*settings, assembly, test::examplePath(name, ".wave"), issue);
        QVERIFY2(request, qPrintable(issue.describe()));

        CliRun cli = cliLaunch(args, assembly.program);
        QVERIFY2(cli.error.empty(), cli.error.c_str());
        const emu::LaunchConfig& a = request->config;
        const emu::LaunchConfig& b = cli.config;
        QVERIFY(a.grid == b.grid);
        QVERIFY(a.workgroup == b.workgroup);
        QCOMPARE(a.registers, b.registers);
        QCOMPARE(a.localMemory, b.localMemory);
        QCOMPARE(a.deviceMemory, b.deviceMemory);
        QCOMPARE(a.waveWidth, b.waveWidth);
        QCOMPARE(a.maxInstructions, b.maxInstructions);
        QCOMPARE(a.kernelIndex, b.kernelIndex);
        QCOMPARE(a.threads, b.threads);
        QCOMPARE(a.setRegisters.size(), b.setRegisters.size());

        // The initial device memory, byte for byte.
        std::vector<std::uint8_t> device(a.deviceMemory, 0);
        if (request->deviceInit)
            request->deviceInit(device);
        const auto expected = cli.emulator->deviceMemory();
        QCOMPARE(device.size(), expected.size());
        QVERIFY(std::equal(device.begin(), device.end(), expected.begin()));
        QVERIFY(std::any_of(device.begin(), device.end(), [](auto byte) { return byte != 0; }) ==
                !settings->fills.isEmpty());

        // The debug session runs to what wave-emu runs to: same end, same fault text, same
        // memory.
        wave::debug::DebugSession session(request->options);
        QVERIFY(!session.load(request->program, request->sourceMap, request->config,
                              request->deviceInit));
        const auto stop = session.continueRun();
        const emu::RunResult cliResult = cli.emulator->run();
        QCOMPARE(int(session.emulator()->state().status), int(cliResult.status));
        QCOMPARE(stop.fault.has_value(), cliResult.fault.has_value());
        if (cliResult.fault)
            QCOMPARE(stop.fault->message, cliResult.fault->message);
        const auto finalMemory = session.emulator()->deviceMemory();
        QVERIFY(std::equal(finalMemory.begin(), finalMemory.end(),
                           cli.emulator->deviceMemory().begin()));
    }

    void fieldsAndMessages_data() {
        QTest::addColumn<LaunchSettings>("settings");
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("message");
        LaunchSettings s;
        s.grid = {4, 0, 1};
        QTest::newRow("grid 0") << s << int(Field::Grid) << -1
                                << QStringLiteral("the grid 4,0,1 has no workgroup to run: every "
                                                  "dimension must be at least 1");
        s = LaunchSettings();
        s.workgroup = {0, 1, 1};
        QTest::newRow("workgroup 0")
            << s << int(Field::Workgroup) << -1
            << QStringLiteral("the workgroup 0,1,1 has no thread to run: every dimension must be "
                              "at least 1");
        s = LaunchSettings();
        s.waveWidth = 65;
        QTest::newRow("wave width 65") << s << int(Field::WaveWidth) << -1
                                       << QStringLiteral("--wave-width must be between 1 and 64, "
                                                         "got 65");
        s = LaunchSettings();
        s.localMemory = (256u << 20) + 1;
        QTest::newRow("local memory") << s << int(Field::LocalMemory) << -1
                                      << QStringLiteral("--local-memory of 268435457 bytes "
                                                        "exceeds the maximum of 268435456 bytes "
                                                        "per workgroup");
        s.localMemory = 5'000'000'000ull; // beyond LaunchConfig's 32 bits
        QTest::newRow("local memory 64-bit")
            << s << int(Field::LocalMemory) << -1
            << QStringLiteral("--local-memory of 5000000000 bytes exceeds the maximum of "
                              "268435456 bytes per workgroup");
        s = LaunchSettings();
        s.deviceMemory = 5ull << 30;
        QTest::newRow("device memory")
            << s << int(Field::DeviceMemory) << -1
            << QStringLiteral("--device-memory 5368709120 exceeds the maximum of 4294967296 bytes");
        s = LaunchSettings();
        s.threads = 0;
        QTest::newRow("threads") << s << int(Field::Threads) << -1
                                 << QStringLiteral("--threads must be between 1 and 256, got 0");
        s = LaunchSettings();
        // Each value alone is fine; together the register file is too large (the kernel
        // declares no .registers, so the assembler's 32 apply).
        s.workgroup = {1024, 1024, 1};
        s.waveWidth = 1;
        // (The emulator's own text; compared with wave-emu's below.)
        QTest::newRow("register file") << s << int(Field::Registers) << -1 << QString();
        s = LaunchSettings();
        s.kernel = QStringLiteral("nope");
        QTest::newRow("kernel") << s << int(Field::Kernel) << -1
                                << QStringLiteral("invalid --kernel: no kernel named 'nope' (the "
                                                  "file has 1 kernel: 0 = k)");
        s = LaunchSettings();
        s.initialRegisters = {RegisterInit{QStringLiteral("1"), QStringLiteral("2")},
                              RegisterInit{QStringLiteral("256"), QStringLiteral("0")}};
        QTest::newRow("set-reg") << s << int(Field::InitialRegister) << 1
                                 << QStringLiteral("invalid --set-reg: invalid register: number "
                                                   "too large to fit in target type");
        s = LaunchSettings();
        s.deviceMemory = 4096;
        s.fills = {fill(MemoryFill::Kind::Zero, "0", "u32", "1024"),
                   fill(MemoryFill::Kind::Iota, "4000", "f32", "100")};
        QTest::newRow("fill past device memory")
            << s << int(Field::Fill) << 1 << QString::fromStdString(emu::outOfBoundsMessage(4000));
        s.fills = {fill(MemoryFill::Kind::Iota, "0x", "f32", "1")};
        QTest::newRow("fill offset") << s << int(Field::Fill) << 0
                                     << QStringLiteral("--fill-iota offset: invalid hex offset: "
                                                       "cannot parse integer from empty string");
        s.fills = {fill(MemoryFill::Kind::Zero, "0", "f64", "1")};
        QTest::newRow("fill type")
            << s << int(Field::Fill) << 0
            << QStringLiteral("--fill-zero type: unknown TYPE 'f64' (expected one of u8, u16, "
                              "u32, i32, f32, f16, bf16)");
    }

    void fieldsAndMessages() {
        QFETCH(LaunchSettings, settings);
        QFETCH(int, field);
        QFETCH(int, row);
        QFETCH(QString, message);
        const LaunchIssue issue = firstIssue(settings);
        // wave-emu, given the same flags, stops with the same text (where it stops at all: an
        // empty grid or workgroup is the IDE's own refusal).
        const auto assembly =
            test::assembleText(QString::fromLatin1(test::plainKernel()), QStringLiteral("k.wave"));
        const CliRun cli = cliLaunch(settings.toArguments(), assembly.program);
        if (field == int(Field::Grid) || field == int(Field::Workgroup))
            QVERIFY(cli.error.empty());
        else
            QCOMPARE(issue.message, LaunchIssue::fromCli(cli.error));
        if (message.isEmpty())
            message = issue.message;
        QCOMPARE(issue.message, message);
        QCOMPARE(int(issue.field), field);
        QCOMPARE(issue.row, row);
        // check() shows the same message under the same field.
        const LaunchIssues all = check(settings);
        QVERIFY(std::any_of(all.begin(), all.end(), [&](const LaunchIssue& i) {
            return int(i.field) == field && i.row == row && i.message == message;
        }));
    }

    void missingFillFile() {
        LaunchSettings s;
        MemoryFill f = fill(MemoryFill::Kind::File, "16");
        f.path = QStringLiteral("no-such-input.bin");
        s.fills = {f};
        const LaunchIssue issue = firstIssue(s, QStringLiteral("/nonexistent/dir/k.wave"));
        QCOMPARE(int(issue.field), int(Field::Fill));
        QCOMPARE(issue.row, 0);
        // wave-emu's text, for the file as read (relative to the source's folder).
        QCOMPARE(issue.message, QStringLiteral("IO error: failed to open "
                                               "/nonexistent/dir/no-such-input.bin: No such file "
                                               "or directory (os error 2)"));
        QCOMPARE(issue.describe(), QStringLiteral("Memory fill 1: ") + issue.message);
    }

    // The IDE checks the fills at every edit of the form, on the GUI thread: a named pipe
    // (which would block until a writer comes) and a device (/dev/urandom would be read up to
    // a gigabyte each time) are refused at once, under their row.
    void fillFromAPipeOrADeviceIsRefusedAtOnce() {
        QTemporaryDir dir;
        const QString pipe = dir.filePath(QStringLiteral("input.bin"));
        FifoUnblocker fifo(pipe);
        QVERIFY(fifo.created());
        for (const QString& path :
             {pipe, QStringLiteral("/dev/urandom"), QStringLiteral("/dev/zero")}) {
            LaunchSettings s;
            MemoryFill f = fill(MemoryFill::Kind::File, "0");
            f.path = path;
            s.fills = {fill(MemoryFill::Kind::Zero, "0", "u32", "4"), f};
            const LaunchIssues issues = check(s);
            QVERIFY2(!fifo.fired(), "the check blocked on the pipe until a writer came");
            QCOMPARE(issues.size(), 1);
            QCOMPARE(int(issues.front().field), int(Field::Fill));
            QCOMPARE(issues.front().row, 1);
            QVERIFY2(issues.front().message.contains(path + QStringLiteral(": it is ")),
                     qPrintable(issues.front().message));
            QVERIFY2(issues.front().message.contains(QStringLiteral("not a regular file")),
                     qPrintable(issues.front().message));
            const LaunchIssue issue = firstIssue(s, dir.filePath(QStringLiteral("k.wave")));
            QCOMPARE(issue.message, issues.front().message);
        }
    }

    void fillFileBesideTheSource() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile data(dir.filePath(QStringLiteral("input.bin")));
        QVERIFY(data.open(QIODevice::WriteOnly));
        data.write("WAVE!", 5);
        data.close();
        LaunchSettings s;
        MemoryFill f = fill(MemoryFill::Kind::File, "0x1001");
        f.path = QStringLiteral("input.bin");
        s.fills = {f, fill(MemoryFill::Kind::Iota, "0x1000", "u8", "8")};
        LaunchIssue issue;
        const auto request = LaunchBuilder::build(
            s, test::assembleText(QString::fromLatin1(test::plainKernel()), QStringLiteral("k")),
            dir.filePath(QStringLiteral("k.wave")), issue);
        QVERIFY2(request, qPrintable(issue.describe()));
        std::vector<std::uint8_t> device(request->config.deviceMemory, 0xEE);
        request->deviceInit(device);
        // iota first (0..7), then the file over it, as wave-emu orders them.
        const std::uint8_t expected[] = {0, 'W', 'A', 'V', 'E', '!', 6, 7};
        QVERIFY(std::equal(std::begin(expected), std::end(expected), device.begin() + 0x1000));
        // Rewriting the file later does not change the launch (restart reproduces it).
        QVERIFY(data.open(QIODevice::WriteOnly));
        data.write("xxxxx", 5);
        data.close();
        std::vector<std::uint8_t> again(request->config.deviceMemory, 0);
        request->deviceInit(again);
        QCOMPARE(again[0x1001], std::uint8_t('W'));
    }

    void checkCollectsEveryField() {
        LaunchSettings s;
        s.waveWidth = 0;
        s.grid = {0, 1, 1};
        s.initialRegisters = {RegisterInit{QStringLiteral("x"), QStringLiteral("1")}};
        const LaunchIssues all = check(s);
        QStringList fields;
        for (const LaunchIssue& i : all)
            fields << LaunchIssue::fieldLabel(i.field, i.row);
        // The set-reg row is reported; the launch validation needs a valid config first, as in
        // wave-emu, so wave width and grid wait.
        QCOMPARE(fields, QStringList{QStringLiteral("Initial register 1")});
        s.initialRegisters.clear();
        const LaunchIssues next = check(s);
        fields.clear();
        for (const LaunchIssue& i : next)
            fields << LaunchIssue::fieldLabel(i.field, i.row);
        QCOMPARE(fields, QStringList{QStringLiteral("Wave width")});
        s.waveWidth = 32;
        s.fills = {fill(MemoryFill::Kind::Zero, "0", "u32", "99999999"),
                   fill(MemoryFill::Kind::Zero, "0", "u32", "1"),
                   fill(MemoryFill::Kind::Iota, "99999999", "u32", "1")};
        fields.clear();
        for (const LaunchIssue& i : check(s))
            fields << LaunchIssue::fieldLabel(i.field, i.row);
        QCOMPARE(fields, (QStringList{QStringLiteral("Grid"), QStringLiteral("Memory fill 1"),
                                      QStringLiteral("Memory fill 3")}));
    }

    void sourceWithErrors() {
        LaunchIssue issue;
        const auto request = LaunchBuilder::build(
            LaunchSettings(), test::assembleText(QStringLiteral("bogus r1\n"), QStringLiteral("x")),
            QString(), issue);
        QVERIFY(!request);
        QCOMPARE(int(issue.field), int(Field::Program));
    }
};

QTEST_GUILESS_MAIN(LaunchBuilderTest)
#include "LaunchBuilderTest.moc"
