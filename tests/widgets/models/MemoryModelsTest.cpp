// DeviceMemoryModel (images patched by changed pages, diff marks) and BankConflictModel.

#include "TestSnapshots.h"

#include "models/BankConflictModel.h"
#include "models/CoalescingModel.h"
#include "models/DeviceMemoryModel.h"
#include "models/ModelRoles.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cstring>

using namespace wave;
using namespace wave::widgets;
using wave::widgets::test::copy;
using wave::widgets::test::makeSnapshot;

namespace {

// Device memory and its images as the session takes them at stops: each capture shares with
// the previous one the pages that did not change.
struct Device {
    explicit Device(std::uint64_t size) : memory(size) {}
    void put(std::uint64_t address, std::uint32_t v) {
        memory.write(address, {reinterpret_cast<const std::uint8_t*>(&v), 4});
    }
    void fill(std::uint64_t address, std::size_t size, std::uint8_t byte) {
        const std::vector<std::uint8_t> bytes(size, byte);
        memory.write(address, bytes);
    }
    std::shared_ptr<const emu::DeviceImage> capture() {
        last =
            std::make_shared<const emu::DeviceImage>(emu::DeviceImage::capture(memory, last.get()));
        return last;
    }
    emu::DeviceMemory memory;
    std::shared_ptr<const emu::DeviceImage> last;
};

} // namespace

class MemoryModelsTest : public QObject {
    Q_OBJECT
private slots:
    void deviceStructure();
    void deviceColumns();
    void deviceDiffRowsOnly();
    void deviceLargeMemoryIsWindowed();
    void conflictsStructure();
    void conflictsAndRaces();
    void coalescingAndDeviceRaces();
};

void MemoryModelsTest::deviceStructure() {
    DeviceMemoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Device device(8192);
    auto a = makeSnapshot(1, 4, 1);
    a->deviceSize = 8192;
    a->device = device.capture();
    model.setSnapshot(a);
    QCOMPARE(model.rowCount(), 2048);
    auto b = copy(*a);
    device.fill(4096, 4096, 1);
    b->device = device.capture();
    model.setSnapshot(b);
    QCOMPARE(model.changedCount(), 1024);
    // The model shows the snapshot's own image: it holds no copy of device memory.
    QCOMPARE(model.image(), b->device);
    QCOMPARE(model.word(4096), 0x01010101u);
    QCOMPARE(model.read(4094, 4), (std::vector<std::uint8_t>{0, 0, 1, 1}));
}

void MemoryModelsTest::deviceColumns() {
    DeviceMemoryModel model;
    auto s = makeSnapshot(1, 4, 1);
    s->deviceSize = 4096;
    Device device(4096);
    device.put(8, 0xBF800000u);  // -1.0f
    device.put(12, 0x3C003C00u); // f16 1.0, 1.0
    s->device = device.capture();
    model.setSnapshot(s);
    QCOMPARE(model.index(2, DeviceMemoryModel::AddressColumn).data().toString(),
             QStringLiteral("0x00000008"));
    QCOMPARE(model.index(2, DeviceMemoryModel::BytesColumn).data().toString(),
             QStringLiteral("00 00 80 bf"));
    QCOMPARE(model.index(2, DeviceMemoryModel::U32Column).data().toString(),
             QStringLiteral("3212836864"));
    QCOMPARE(model.index(2, DeviceMemoryModel::I32Column).data().toString(),
             QStringLiteral("-1082130432"));
    QCOMPARE(model.index(2, DeviceMemoryModel::F32Column).data().toString(), QStringLiteral("-1"));
    QCOMPARE(model.index(3, DeviceMemoryModel::F16Column).data().toString(),
             QStringLiteral("1, 1"));
    QCOMPARE(model.rowOfAddress(13), 3);
    QVERIFY(!model.index(2, 0).data(ChangedRole).toBool()); // the first image marks nothing
}

void MemoryModelsTest::deviceDiffRowsOnly() {
    DeviceMemoryModel model;
    Device device(8192);
    auto a = makeSnapshot(1, 4, 1);
    a->deviceSize = 8192;
    a->device = device.capture();
    model.setSnapshot(a);
    QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
    auto b = copy(*a);
    device.put(0x1010, 7);
    device.put(0x1014, 8);
    device.put(0x1190, 9);
    b->device = device.capture();
    model.setSnapshot(b);
    QCOMPARE(model.changedCount(), 3);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy[0][0].toModelIndex().row(), 0x1010 / 4);
    QCOMPARE(spy[0][1].toModelIndex().row(), 0x1014 / 4);
    QCOMPARE(spy[1][0].toModelIndex().row(), 0x1190 / 4);
    QVERIFY(model.changed(0x1010 / 4));
    QVERIFY(!model.changed(0x1018 / 4));
    QCOMPARE(model.word(0x1190), 9u);
    // The next stop without changes clears the marks, announcing those rows only.
    spy.clear();
    auto c = copy(*b);
    c->device = device.capture();
    model.setSnapshot(c);
    QCOMPARE(model.changedCount(), 0);
    QCOMPARE(spy.count(), 2);
}

// 256 MiB would be 64 M rows (a gigabyte of header sections in the table): the rows are a
// 1 MiB window that "go to address" moves, and changes are found across windows.
void MemoryModelsTest::deviceLargeMemoryIsWindowed() {
    DeviceMemoryModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Device device(256ull << 20);
    auto a = makeSnapshot(1, 4, 1);
    a->deviceSize = 256ull << 20;
    device.fill(0, 4096, 1);
    a->device = device.capture();
    model.setSnapshot(a);
    QVERIFY(model.windowed());
    QCOMPARE(model.rowCount(), DeviceMemoryModel::kWindowRows);
    QCOMPARE(model.size(), std::uint64_t(256) << 20);
    QCOMPARE(model.windowStart(), 0u);
    QCOMPARE(model.windowEnd(), 1u << 20);

    const std::uint64_t far = 200ull << 20;
    auto b = copy(*a);
    device.put(far + 8, 0x3F800000u); // 1.0f
    b->device = device.capture();
    QSignalSpy rows(&model, &QAbstractItemModel::dataChanged);
    model.setSnapshot(b);
    QCOMPARE(rows.size(), 0); // nothing in the window changed
    QCOMPARE(model.changedCount(), 1);
    QCOMPARE(model.rowOfAddress(far + 8), -1);
    QCOMPARE(model.nextChangedAddress(std::nullopt).value(), far + 8);
    QCOMPARE(model.nextChangedAddress(far + 8).value(), far + 8); // wraps around

    QVERIFY(model.showAddress(far + 8));
    QCOMPARE(model.windowStart(), far);
    const int row = model.rowOfAddress(far + 8);
    QCOMPARE(row, 2);
    QCOMPARE(model.addressOfRow(row), far + 8);
    QVERIFY(model.changed(row));
    QCOMPARE(model.index(row, DeviceMemoryModel::F32Column).data().toString(), QStringLiteral("1"));
    QVERIFY(!model.showAddress(256ull << 20));
}

void MemoryModelsTest::conflictsStructure() {
    BankConflictModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    debug::InstructionConflicts a;
    a.pc = 0x20;
    a.executions = 8;
    a.worst = 32;
    a.degreeSum = 256;
    model.setConflicts({a}, {});
    model.setLookups([](std::uint32_t pc) { return pc / 4; }, {});
    model.setConflicts({}, {});
    QCOMPARE(model.rowCount(), 0);
}

void MemoryModelsTest::conflictsAndRaces() {
    BankConflictModel model;
    model.setLookups([](std::uint32_t pc) { return pc / 4 + 1; },
                     [](std::uint32_t pc) { return QStringLiteral("op@%1").arg(pc); });
    debug::InstructionConflicts load{0x30, 4, 32, 128};
    debug::InstructionConflicts store{0x10, 4, 1, 4};
    debug::Race race;
    race.address = 0x40;
    race.first.site = debug::AccessSite{0, 3, 0x10, 5};
    race.first.kind = debug::AccessKind::Write;
    race.second.site = debug::AccessSite{1, 3, 0x50, 21};
    race.second.kind = debug::AccessKind::Read;
    model.setConflicts({load, store}, {race});
    QCOMPARE(model.rowCount(), 3); // 0x10, 0x30, and 0x50 (race only)
    QCOMPARE(model.pcOfRow(0), 0x10u);
    QCOMPARE(model.pcOfRow(1), 0x30u);
    QCOMPARE(model.pcOfRow(2), 0x50u);
    QCOMPARE(model.index(1, BankConflictModel::WorstColumn).data().toInt(), 32);
    QCOMPARE(model.index(1, BankConflictModel::AverageColumn).data().toString(),
             QStringLiteral("32.0"));
    QCOMPARE(model.index(1, BankConflictModel::LineColumn).data().toInt(), 13);
    QCOMPARE(model.index(1, BankConflictModel::InstructionColumn).data().toString(),
             QStringLiteral("op@48"));
    QVERIFY(model.index(0, 0).data(RaceRole).toBool());
    QVERIFY(!model.index(1, 0).data(RaceRole).toBool());
    QVERIFY(model.index(2, 0).data(RaceRole).toBool());
    QCOMPARE(model.index(2, BankConflictModel::WorstColumn).data().toString(),
             QStringLiteral("\u2014"));
    QVERIFY(model.index(0, BankConflictModel::RaceColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("write by wave 0 lane 3 at line 5")));
}

void MemoryModelsTest::coalescingAndDeviceRaces() {
    CoalescingModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setLookups([](std::uint32_t pc) { return pc / 4 + 1; },
                     [](std::uint32_t pc) { return QStringLiteral("op@%1").arg(pc); });
    // A strided load: 2 executions of 32 sectors for 4 (12.5%); a unit-stride store (100%).
    debug::InstructionCoalescing load;
    load.pc = 0x30;
    load.executions = 2;
    load.sectors = 64;
    load.minSectors = 8;
    load.lines = 64;
    load.minLines = 2;
    load.efficiencySum = 0.25;
    load.worst = 0.125;
    debug::InstructionCoalescing store;
    store.pc = 0x10;
    store.kind = debug::AccessKind::Write;
    store.executions = 1;
    store.sectors = store.minSectors = 4;
    store.lines = store.minLines = 1;
    store.efficiencySum = 1.0;
    debug::Race race;
    race.space = debug::MemorySpace::Device;
    race.address = 0x40;
    race.firstWorkgroup = 0;
    race.workgroup = 1;
    race.first.site = debug::AccessSite{0, 3, 0x10, 5};
    race.first.kind = debug::AccessKind::Write;
    race.second.site = debug::AccessSite{0, 3, 0x50, 21};
    race.second.kind = debug::AccessKind::Read;
    model.setCoalescing({load, store}, {race});
    QCOMPARE(model.rowCount(), 3); // 0x10, 0x30, and 0x50 (race only)
    QCOMPARE(model.index(1, CoalescingModel::WorstColumn).data().toString(),
             QStringLiteral("12.5%"));
    QCOMPARE(model.index(1, CoalescingModel::AverageColumn).data().toString(),
             QStringLiteral("12.5%"));
    QCOMPARE(model.index(1, CoalescingModel::SectorsColumn).data().toString(),
             QStringLiteral("32.0"));
    QCOMPARE(model.index(0, CoalescingModel::WorstColumn).data().toString(),
             QStringLiteral("100%"));
    QCOMPARE(model.index(1, CoalescingModel::LineColumn).data().toInt(), 13);
    QCOMPARE(model.index(1, CoalescingModel::InstructionColumn).data().toString(),
             QStringLiteral("op@48"));
    QCOMPARE(model.worst(1), 0.125);
    QVERIFY(model.index(0, 0).data(RaceRole).toBool());
    QVERIFY(model.index(2, 0).data(RaceRole).toBool());
    QVERIFY(!model.index(1, 0).data(RaceRole).toBool());
    QVERIFY(model.index(2, CoalescingModel::RaceColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("write by workgroup 0 wave 0 lane 3 at line 5, then read "
                                         "by workgroup 1 wave 0 lane 3 at line 21")));
    model.setCoalescing({}, {});
    QCOMPARE(model.rowCount(), 0);
}

QTEST_MAIN(MemoryModelsTest)
#include "MemoryModelsTest.moc"
