// Occupancy in the Launch dock: the launch's resident workgroups and waves per core with the
// limiting resource and its arithmetic, following the source, the workgroup size and the
// device profile; the "what if" against it, which never changes the settings; and launches
// that cannot run or do not fit on a core, explained. Figures are computed by hand from the
// occupancy rule (registers x lanes x waves per workgroup within the register file, local
// memory within the core's, waves within the wave slots).

#include "LaunchTestSupport.h"

#include "launch/LaunchConfigPanel.h"
#include "launch/LaunchFormKit.h"
#include "launch/OccupancyPanel.h"

#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <cmath>

using wave::widgets::AssemblySnapshot;
using wave::widgets::AssemblySnapshotPtr;
using wave::widgets::LaunchConfigPanel;
using wave::widgets::LaunchSettings;
using wave::widgets::OccupancyPanel;
namespace test = wave::widgets::test;

namespace {

AssemblySnapshotPtr snapshotOf(const QString& source) {
    auto snap = std::make_shared<AssemblySnapshot>();
    snap->result = test::assembleText(source, QStringLiteral("occ.wave"));
    return snap;
}

// No .workgroup_size: the launch's workgroup decides.
QString kernel(int registers) {
    return QStringLiteral(".kernel occ\n.registers %1\n.local_memory 4096\n    halt\n.end\n")
        .arg(registers);
}

// Relative luminance and contrast ratio (WCAG 2).
double luminance(const QColor& c) {
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Drawn in the error red, which reads on the label's background (at least 4.5:1).
bool isRed(const QLabel* label) {
    const QPalette p = label->palette();
    return p.color(QPalette::WindowText) == wave::widgets::LaunchFormKit::errorColor(p) &&
           contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 4.5;
}

template <typename T>
T* child(const QWidget& w, const char* name) {
    T* found = w.findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qWarning("no child %s", name);
    return found;
}

} // namespace

class OccupancyPanelTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        panel_ = std::make_unique<LaunchConfigPanel>();
        panel_->setSourcePath(QStringLiteral("/nonexistent/occ.wave"));
        panel_->setAssembly(snapshotOf(kernel(64)));
        panel_->resize(700, 1400);
        panel_->show();
    }
    void cleanup() { panel_.reset(); }

    // 32 threads at width 32: 1 wave. Registers 64 x 32 x 1 = 2048 -> 65536 / 2048 = 32
    // workgroups; local memory 65536 / 4096 = 16; wave slots 64 / 1 = 64: 16 workgroups.
    void showsTheLaunchOccupancyWithItsArithmetic() {
        QCOMPARE(text("occupancyHeadline"),
                 QStringLiteral("16 workgroups per core (16 waves, 25% of the 64 wave slots), "
                                "limited by local memory"));
        const QString details = text("occupancyDetails");
        QVERIFY2(details.contains(QStringLiteral("Registers: 64 per thread × 32 lanes × 1 wave = "
                                                 "2048 per workgroup; 65536 ÷ 2048 → 32 "
                                                 "workgroups")),
                 qPrintable(details));
        // The limiting resource's line is the bold one.
        QVERIFY2(details.contains(QStringLiteral("<b>Local memory: 4096 bytes per workgroup; "
                                                 "65536 ÷ 4096 → 16 workgroups</b>")),
                 qPrintable(details));
        QVERIFY2(details.contains(QStringLiteral("Wave slots: 32 threads ÷ 32 lanes → 1 wave per "
                                                 "workgroup; 64 ÷ 1 → 64 workgroups")),
                 qPrintable(details));
        QVERIFY(text("occupancyDevice").startsWith(QStringLiteral("Default core")));
    }

    void followsWorkgroupProfileAndSource() {
        // 128 threads: 4 waves; 64 x 32 x 4 = 8192 -> 8 workgroups, local 16, slots 16.
        child<QSpinBox>(*panel_, "workgroupx")->setValue(128);
        QCOMPARE(text("occupancyHeadline"),
                 QStringLiteral("8 workgroups per core (32 waves, 50% of the 64 wave slots), "
                                "limited by registers"));
        // amd-64: 64 lanes, 40 wave slots. 2 waves; 64 x 64 x 2 = 8192 -> 8, slots 20.
        auto* profile = child<QComboBox>(*panel_, "profile");
        const int amd = profile->findData(QStringLiteral("amd-64"));
        QVERIFY(amd > 0);
        profile->setCurrentIndex(amd);
        QCOMPARE(text("occupancyHeadline"),
                 QStringLiteral("8 workgroups per core (16 waves, 40% of the 40 wave slots), "
                                "limited by registers"));
        QVERIFY(text("occupancyDevice").startsWith(QStringLiteral("amd-64: 65536 registers")));
        // The source now asks for 16 registers: 16 x 64 x 2 = 2048 -> 32; local memory 16.
        panel_->setAssembly(snapshotOf(kernel(16)));
        QCOMPARE(text("occupancyHeadline"),
                 QStringLiteral("16 workgroups per core (32 waves, 80% of the 40 wave slots), "
                                "limited by local memory"));
    }

    void whatIfComparesWithoutChangingTheLaunch() {
        QSignalSpy changed(panel_.get(), &LaunchConfigPanel::settingsChanged);
        auto* registers = child<QSpinBox>(*panel_, "whatIfRegisters");
        auto* threads = child<QSpinBox>(*panel_, "whatIfThreads");
        QCOMPARE(registers->value(), 64);
        QCOMPARE(threads->value(), 32);
        QCOMPARE(text("whatIfComparison"),
                 QStringLiteral("These are the launch's values: change one to see its effect."));
        QCOMPARE(text("whatIfHeadline"), QString());
        QVERIFY(!child<QPushButton>(*panel_, "whatIfReset")->isEnabled());

        // 256 threads: 8 waves; 64 x 32 x 8 = 16384 -> 4 workgroups; slots 64 / 8 = 8.
        threads->setValue(256);
        QCOMPARE(text("whatIfHeadline"),
                 QStringLiteral("4 workgroups per core (32 waves, 50% of the 64 wave slots), "
                                "limited by registers"));
        QCOMPARE(text("whatIfComparison"),
                 QStringLiteral("Against the launch: 16 → 4 workgroups, 16 → 32 waves (+16) per "
                                "core; limited by registers instead of local memory."));
        // 8 registers: 8 x 32 x 8 = 2048 -> 32; local 16; slots 8: wave slots limit.
        registers->setValue(8);
        QCOMPARE(text("whatIfHeadline"),
                 QStringLiteral("8 workgroups per core (64 waves, 100% of the 64 wave slots), "
                                "limited by wave slots"));
        // The launch and the settings are untouched.
        QCOMPARE(changed.count(), 0);
        QCOMPARE(panel_->settings(), LaunchSettings());
        QVERIFY(text("occupancyHeadline").startsWith(QStringLiteral("16 workgroups per core")));
    }

    void whatIfThatDoesNotFitIsShownInRed() {
        // 1024 threads: 32 waves; 255 x 32 x 32 = 261120 registers, more than 65536.
        child<QSpinBox>(*panel_, "whatIfThreads")->setValue(1024);
        child<QSpinBox>(*panel_, "whatIfRegisters")->setValue(255);
        QCOMPARE(text("whatIfHeadline"),
                 QStringLiteral("No workgroup fits on a core: one workgroup needs more registers "
                                "than a core has"));
        QVERIFY(isRed(child<QLabel>(*panel_, "whatIfHeadline")));
        QVERIFY(text("whatIfDetails")
                    .contains(QStringLiteral("<b>Registers: 255 per thread × 32 lanes × 32 waves "
                                             "= 261120 per workgroup; 65536 ÷ 261120 → 0 "
                                             "workgroups</b>")));
        QCOMPARE(text("whatIfComparison"),
                 QStringLiteral("Against the launch: 16 → 0 workgroups, 16 → 0 waves (-16) per "
                                "core; limited by registers instead of local memory."));
        // Back below the register file: no longer red.
        child<QSpinBox>(*panel_, "whatIfRegisters")->setValue(2);
        QVERIFY(!isRed(child<QLabel>(*panel_, "whatIfHeadline")));

        // In a dark theme the red is one that reads on the dark background.
        QPalette dark = panel_->palette();
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
        panel_->setPalette(dark);
        child<QSpinBox>(*panel_, "whatIfRegisters")->setValue(255);
        QVERIFY(isRed(child<QLabel>(*panel_, "whatIfHeadline")));
        panel_->setPalette(QPalette());
    }

    // Once edited, the what-if keeps its values when the launch changes; Reset takes the
    // launch's again and follows it from then on.
    void whatIfKeepsEditsUntilReset() {
        auto* registers = child<QSpinBox>(*panel_, "whatIfRegisters");
        registers->setValue(100);
        panel_->setAssembly(snapshotOf(kernel(40)));
        QCOMPARE(registers->value(), 100);
        QTest::mouseClick(child<QPushButton>(*panel_, "whatIfReset"), Qt::LeftButton);
        QCOMPARE(registers->value(), 40);
        panel_->setAssembly(snapshotOf(kernel(48)));
        QCOMPARE(registers->value(), 48);
    }

    // The kernel itself asks for more local memory than a core has: it runs in the emulator,
    // but no core of this device holds even one of its workgroups.
    void launchThatDoesNotFitIsShownInRed() {
        panel_->setAssembly(snapshotOf(
            QStringLiteral(".kernel occ\n.registers 16\n.local_memory 70000\n    halt\n.end\n")));
        QCOMPARE(text("occupancyHeadline"),
                 QStringLiteral("No workgroup fits on a core: one workgroup needs more local "
                                "memory than a core has"));
        QVERIFY(isRed(child<QLabel>(*panel_, "occupancyHeadline")));
        QVERIFY2(text("occupancyDetails")
                     .contains(QStringLiteral("<b>Local memory: 70000 bytes per workgroup; 65536 ÷ "
                                              "70000 → 0 workgroups</b>")),
                 qPrintable(text("occupancyDetails")));
        // The what-if shows the way out: 32768 bytes let 2 workgroups in.
        child<QSpinBox>(*panel_, "whatIfLocalMemory")->setValue(32768);
        QVERIFY(text("whatIfHeadline").startsWith(QStringLiteral("2 workgroups per core")));
        QVERIFY(!isRed(child<QLabel>(*panel_, "whatIfHeadline")));
    }

    void launchThatCannotRunSaysWhy() {
        panel_->setAssembly(snapshotOf(QStringLiteral(".kernel occ\n    bogus r1\n.end\n")));
        QCOMPARE(text("occupancyHeadline"),
                 QStringLiteral("Occupancy is shown once the launch can run: the source has "
                                "errors: fix them to launch"));
        QVERIFY(!child<QGroupBox>(*panel_, "whatIf")->isEnabled());
        // An empty workgroup has nothing to be resident.
        panel_->setAssembly(snapshotOf(kernel(64)));
        child<QSpinBox>(*panel_, "workgroupx")->setValue(0);
        QVERIFY2(text("occupancyHeadline")
                     .startsWith(QStringLiteral("Occupancy is shown once the launch can run: the "
                                                "workgroup 0,1,1 has no thread")),
                 qPrintable(text("occupancyHeadline")));
        child<QSpinBox>(*panel_, "workgroupx")->setValue(32);
        QVERIFY(child<QGroupBox>(*panel_, "whatIf")->isEnabled());
    }

    // The panel alone, on a core given directly (how the Launch dock's numbers are produced).
    void panelOnItsOwn() {
        OccupancyPanel panel;
        wave::emu::DeviceProfile device;
        device.name = "tiny";
        device.waveWidth = 16;
        device.registerFileSize = 4096;
        device.localMemoryPerCore = 8192;
        device.maxWavesPerCore = 8;
        // 48 threads: 3 waves of 16; 32 x 16 x 3 = 1536 -> 2 workgroups; local 8192 / 2048 = 4;
        // slots 8 / 3 = 2: a tie, registers named first.
        panel.showLaunch(wave::debug::OccupancyInput{32, 2048, 48, 16}, device, QString());
        QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("occupancyHeadline"))->text(),
                 QStringLiteral("2 workgroups per core (6 waves, 75% of the 8 wave slots), "
                                "limited by registers"));
        QCOMPARE(panel.whatIf().waveWidth, 16u);
    }

    // In a dock too short for the form (it scrolls), the box stays exactly as tall as its
    // wrapped text when the launch fails and recovers: placed among the form's rows, it was
    // handed the height freed by the hidden messages, as gaps between its lines.
    void keepsItsHeightThroughAnError() {
        panel_->resize(700, 330);
        auto* occupancy = panel_->findChild<OccupancyPanel*>();
        QVERIFY(occupancy);
        // Every layout pass the change causes, however many rounds of events that takes.
        const auto settle = [] {
            for (int i = 0; i < 20; ++i)
                QCoreApplication::processEvents();
        };
        const auto check = [occupancy] {
            QVERIFY2(occupancy->height() == occupancy->heightForWidth(occupancy->width()),
                     qPrintable(QStringLiteral("%1 px high for %2 px of text")
                                    .arg(occupancy->height())
                                    .arg(occupancy->heightForWidth(occupancy->width()))));
        };
        settle();
        check();
        panel_->setAssembly(snapshotOf(QStringLiteral(".kernel occ\n    bogus r1\n.end\n")));
        settle();
        check();
        panel_->setAssembly(snapshotOf(kernel(64)));
        settle();
        check();
    }

private:
    QString text(const char* name) const {
        const QLabel* label = child<QLabel>(*panel_, name);
        return label ? label->text() : QStringLiteral("<no label %1>").arg(QLatin1String(name));
    }

    std::unique_ptr<LaunchConfigPanel> panel_;
};

QTEST_MAIN(OccupancyPanelTest)
#include "OccupancyPanelTest.moc"
