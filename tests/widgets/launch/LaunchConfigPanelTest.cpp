// The launch configuration panel: edits reach the settings, invalid values are explained in
// place under their field (wave-emu's texts), the kernel list follows the program, and the
// command line shows the same launch for wave-emu.

#include "LaunchTestSupport.h"

#include "launch/LaunchConfigPanel.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using wave::widgets::AssemblySnapshot;
using wave::widgets::AssemblySnapshotPtr;
using wave::widgets::LaunchConfigPanel;
using wave::widgets::LaunchIssue;
using wave::widgets::LaunchSettings;
using wave::widgets::MemoryFill;
using wave::widgets::RegisterInit;
using Field = LaunchIssue::Field;
namespace test = wave::widgets::test;

namespace {

AssemblySnapshotPtr snapshotOf(const char* source) {
    auto snap = std::make_shared<AssemblySnapshot>();
    snap->result = test::assembleText(QString::fromLatin1(source), QStringLiteral("k.wave"));
    return snap;
}

const char* const kTwoKernels = ".kernel first\n"
                                "    halt\n"
                                ".end\n"
                                ".kernel second\n"
                                ".workgroup_size 64, 1, 1\n"
                                ".registers 8\n"
                                "    halt\n"
                                ".end\n";

template <typename T>
T* child(const QWidget& w, const char* name) {
    return w.findChild<T*>(QString::fromLatin1(name));
}

} // namespace

class LaunchConfigPanelTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        panel_ = std::make_unique<LaunchConfigPanel>();
        panel_->setSourcePath(QStringLiteral("/nonexistent/k.wave"));
        panel_->setAssembly(snapshotOf(test::plainKernel()));
        panel_->resize(500, 900);
        panel_->show();
    }
    void cleanup() { panel_.reset(); }

    // An error that comes and goes (the source, then a workgroup typed as 0) leaves the form as
    // compact as before, in the Launch dock's size at 1280x800: every row where it was, each
    // hint right under its editors and no taller than its text. The grid of the form used to
    // keep the rows' heights of its size hint's width, where the workgroup hint wraps.
    void compactAfterAnError() {
        const char* const declared = ".kernel k\n"
                                     ".registers 16\n"
                                     ".local_memory 64\n"
                                     ".workgroup_size 64, 1, 1\n"
                                     "    halt\n"
                                     ".end\n";
        panel_->resize(730, 330);
        panel_->setAssembly(snapshotOf(declared));
        const char* const rows[] = {"kernel",        "gridx",           "workgroupx",
                                    "workgroupHint", "waveWidth",       "registers",
                                    "registersHint", "localMemory",     "localMemoryHint",
                                    "deviceMemory",  "maxInstructions", "commandLine"};
        const auto layout = [&] {
            for (int i = 0; i < 20; ++i) // every layout pass the change causes
                QCoreApplication::processEvents();
            QStringList where;
            for (const char* name : rows) {
                const QWidget* w = child<QWidget>(*panel_, name);
                where << QStringLiteral("%1 %2+%3")
                             .arg(QLatin1String(name))
                             .arg(w->y())
                             .arg(w->height());
            }
            return where;
        };
        const auto checkHints = [&] {
            for (const char* name : {"workgroupHint", "registersHint", "localMemoryHint"}) {
                const QLabel* hint = child<QLabel>(*panel_, name);
                QVERIFY2(hint->isVisible(), name);
                QCOMPARE(hint->height(), hint->heightForWidth(hint->width()));
            }
            const QWidget* editor = child<QWidget>(*panel_, "workgroupx");
            QCOMPARE(child<QLabel>(*panel_, "workgroupHint")->y(), editor->geometry().bottom() + 3);
        };
        const QStringList before = layout();
        checkHints();

        panel_->setAssembly(snapshotOf("bogus r1\n"));
        QVERIFY(!panel_->isValid());
        layout();
        panel_->setAssembly(snapshotOf(declared));
        QVERIFY(panel_->isValid());
        QCOMPARE(layout(), before);
        checkHints();

        panel_->setAssembly(snapshotOf(test::plainKernel()));
        const QStringList plain = layout();
        QSpinBox* x = child<QSpinBox>(*panel_, "workgroupx");
        x->setFocus();
        x->selectAll();
        QTest::keyClick(x, Qt::Key_0);
        QVERIFY(!panel_->isValid());
        QVERIFY(!panel_->message(Field::Workgroup).isEmpty());
        layout();
        x->selectAll();
        QTest::keyClicks(x, QStringLiteral("32"));
        QVERIFY(panel_->isValid());
        QCOMPARE(layout(), plain);
        panel_->setAssembly(snapshotOf(declared));
        QCOMPARE(layout(), before);
        checkHints();
    }

    void defaultsAreValid() {
        QVERIFY2(panel_->isValid(),
                 qPrintable(panel_->issues().isEmpty() ? QString()
                                                       : panel_->issues().front().describe()));
        QCOMPARE(panel_->settings(), LaunchSettings());
        QCOMPARE(panel_->commandLine(), QStringLiteral("wave-emu k.wbin"));
    }

    void waveWidthExplainedInPlace() {
        QSignalSpy changed(panel_.get(), &LaunchConfigPanel::settingsChanged);
        QSignalSpy validity(panel_.get(), &LaunchConfigPanel::validityChanged);
        auto* width = child<QSpinBox>(*panel_, "waveWidth");
        QVERIFY(width);
        width->setValue(65);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().at(0).value<LaunchSettings>().waveWidth, 65u);
        QCOMPARE(validity.count(), 1);
        QCOMPARE(validity.last().at(0).toBool(), false);
        QCOMPARE(panel_->message(Field::WaveWidth),
                 QStringLiteral("--wave-width must be between 1 and 64, got 65"));
        // The message is a visible label right under the field, not a dialog.
        auto* label =
            panel_->findChild<QLabel*>(QStringLiteral("message%1").arg(int(Field::WaveWidth)));
        QVERIFY(label && label->isVisible());
        QVERIFY(label->parentWidget() == width->parentWidget());
        QVERIFY(label->geometry().top() >= width->geometry().bottom());
        QVERIFY(panel_->commandLine().contains(QStringLiteral("--wave-width 65")));

        width->setValue(16);
        QVERIFY(panel_->isValid());
        QVERIFY(panel_->message(Field::WaveWidth).isEmpty());
        QVERIFY(!label->isVisible());
        QCOMPARE(validity.count(), 2);
    }

    // The device profile replaces the wave width (the field is disabled); the schedule is
    // typed or picked; both reach the settings, the command line, and back from a session.
    void profileAndSchedule() {
        QSignalSpy changed(panel_.get(), &LaunchConfigPanel::settingsChanged);
        auto* profile = child<QComboBox>(*panel_, "profile");
        auto* schedule = child<QComboBox>(*panel_, "schedule");
        auto* width = child<QSpinBox>(*panel_, "waveWidth");
        QVERIFY(profile && schedule && width);
        QCOMPARE(profile->currentData().toString(), QString());
        QVERIFY(profile->findData(QStringLiteral("intel-8")) > 0);
        const int amd = profile->findData(QStringLiteral("amd-64"));
        QVERIFY(amd > 0);
        QVERIFY(profile->itemData(amd, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("wave width 64")));
        profile->setCurrentIndex(amd);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(panel_->settings().profile, std::optional<QString>(QStringLiteral("amd-64")));
        QVERIFY(!width->isEnabled());

        schedule->setFocus();
        schedule->lineEdit()->selectAll();
        QTest::keyClicks(schedule->lineEdit(), QStringLiteral("random:42"));
        QTest::keyClick(schedule->lineEdit(), Qt::Key_Return);
        QCOMPARE(panel_->settings().schedule, std::optional<QString>(QStringLiteral("random:42")));
        QVERIFY(panel_->isValid());
        QCOMPARE(panel_->commandLine(),
                 QStringLiteral("wave-emu --profile amd-64 --schedule random:42 k.wbin"));

        schedule->lineEdit()->selectAll();
        QTest::keyClicks(schedule->lineEdit(), QStringLiteral("lifo"));
        QTest::keyClick(schedule->lineEdit(), Qt::Key_Return);
        QVERIFY(!panel_->isValid());
        QVERIFY(
            panel_->message(Field::Program).contains(QStringLiteral("unknown schedule 'lifo'")));

        LaunchSettings s;
        s.profile = QStringLiteral("intel-16");
        panel_->setSettings(s);
        QCOMPARE(profile->currentData().toString(), QStringLiteral("intel-16"));
        QCOMPARE(schedule->currentText(), QStringLiteral("round-robin"));
        s.profile.reset();
        panel_->setSettings(s);
        QVERIFY(width->isEnabled());
    }

    void gridZero() {
        child<QSpinBox>(*panel_, "gridy")->setValue(0);
        QCOMPARE(panel_->message(Field::Grid),
                 QStringLiteral("the grid 1,0,1 has no workgroup to run: every dimension must be "
                                "at least 1"));
        QVERIFY(!panel_->isValid());
    }

    void numbersTypedAsText() {
        auto* local = child<QLineEdit>(*panel_, "localMemory");
        local->clear();
        QTest::keyClicks(local, QStringLiteral("268435457"));
        QCOMPARE(panel_->settings().localMemory, 268435457u);
        QCOMPARE(panel_->message(Field::LocalMemory),
                 QStringLiteral("--local-memory of 268435457 bytes exceeds the maximum of "
                                "268435456 bytes per workgroup"));
        auto* device = child<QLineEdit>(*panel_, "deviceMemory");
        device->selectAll();
        QTest::keyClick(device, Qt::Key_Delete);
        QCOMPARE(panel_->message(Field::DeviceMemory), QStringLiteral("enter a number"));
        QTest::keyClicks(device, QStringLiteral("99999999999999999999999"));
        QVERIFY(panel_->message(Field::DeviceMemory)
                    .endsWith(QStringLiteral("is too large (at most 18446744073709551615)")));
    }

    void fillProblemsUnderTheTable() {
        LaunchSettings s;
        s.deviceMemory = 1024;
        MemoryFill past;
        past.address = QStringLiteral("1000");
        past.count = QStringLiteral("64");
        MemoryFill file;
        file.kind = MemoryFill::Kind::File;
        file.address = QStringLiteral("0");
        file.path = QStringLiteral("missing.bin");
        s.fills = {past, file};
        panel_->setSettings(s);
        auto* fills = child<QTableWidget>(*panel_, "fills");
        QCOMPARE(fills->rowCount(), 2);
        const QStringList lines = panel_->message(Field::Fill).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0], QStringLiteral("Memory fill 1: memory access out of bounds: address "
                                          "0x00000000000003e8"));
        QCOMPARE(lines[1], QStringLiteral("Memory fill 2: IO error: failed to open "
                                          "/nonexistent/missing.bin: No such file or directory "
                                          "(os error 2)"));
        // Editing the count in place fixes the first.
        auto* count = qobject_cast<QLineEdit*>(fills->cellWidget(0, 3));
        QVERIFY(count);
        count->selectAll();
        QTest::keyClicks(count, QStringLiteral("6"));
        QCOMPARE(panel_->settings().fills[0].count, QStringLiteral("6"));
        QCOMPARE(panel_->message(Field::Fill).count(QLatin1Char('\n')), 0);
        // Changing the kind of the second row to a zero fill fixes the other.
        auto* kind = qobject_cast<QComboBox*>(fills->cellWidget(1, 0));
        kind->setCurrentIndex(0);
        QCOMPARE(panel_->settings().fills[1].kind, MemoryFill::Kind::Zero);
        QVERIFY(panel_->isValid());
        QVERIFY(!fills->cellWidget(1, 5)->isEnabled());
    }

    void registerTable() {
        LaunchSettings s;
        s.initialRegisters = {RegisterInit{QStringLiteral("3"), QStringLiteral("7")}};
        s.threads = 4;                     // not shown: kept
        s.dumpU32 = QStringLiteral("0:4"); // not shown: kept
        panel_->setSettings(s);
        auto* table = child<QTableWidget>(*panel_, "initialRegisters");
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("7"));
        table->item(0, 0)->setText(QStringLiteral("300"));
        QCOMPARE(panel_->settings().initialRegisters[0].reg, QStringLiteral("300"));
        QCOMPARE(panel_->message(Field::InitialRegister),
                 QStringLiteral("Initial register 1: invalid --set-reg: invalid register: number "
                                "too large to fit in target type"));
        table->item(0, 0)->setText(QStringLiteral("30"));
        QVERIFY(panel_->isValid());
        QCOMPARE(panel_->settings().threads, 4u);
        QCOMPARE(panel_->settings().dumpU32, std::optional<QString>(QStringLiteral("0:4")));
        QCOMPARE(panel_->commandLine(),
                 QStringLiteral("wave-emu --threads 4 --set-reg 30:7 --dump-u32 0:4 k.wbin"));
    }

    void kernelsFromTheProgram() {
        panel_->setAssembly(snapshotOf(kTwoKernels));
        auto* kernel = child<QComboBox>(*panel_, "kernel");
        QCOMPARE(kernel->count(), 3);
        QVERIFY(!child<QLabel>(*panel_, "workgroupHint")->isVisible());
        kernel->setCurrentIndex(2);
        QCOMPARE(panel_->settings().kernel, QStringLiteral("second"));
        auto* hint = child<QLabel>(*panel_, "workgroupHint");
        QVERIFY(hint->isVisible());
        QCOMPARE(hint->text(),
                 QStringLiteral("Not used: the kernel declares .workgroup_size 64,1,1"));
        QVERIFY(child<QLabel>(*panel_, "registersHint")->text().contains(QStringLiteral("8")));
        QVERIFY(panel_->isValid());

        // A kernel the program does not have (e.g. from a session file) stays and is explained.
        LaunchSettings s;
        s.kernel = QStringLiteral("gone");
        panel_->setSettings(s);
        QCOMPARE(kernel->currentText(), QStringLiteral("gone"));
        QCOMPARE(panel_->message(Field::Kernel),
                 QStringLiteral("invalid --kernel: no kernel named 'gone' (the file has 2 "
                                "kernels: 0 = first, 1 = second)"));
    }

    void programErrors() {
        panel_->setAssembly(snapshotOf("bogus r1\n"));
        QVERIFY(!panel_->isValid());
        QVERIFY(panel_->message(Field::Program).startsWith(QStringLiteral("Program: ")));
    }

    // Renders with problems shown; WAVE_SCREENSHOT_DIR=dir saves it as launch-panel.png.
    void renders() {
        LaunchSettings s;
        s.waveWidth = 65;
        s.initialRegisters = {RegisterInit{QStringLiteral("3"), QStringLiteral("0x10")}};
        MemoryFill iota;
        iota.count = QStringLiteral("256");
        iota.scale = QStringLiteral("0.5");
        MemoryFill file;
        file.kind = MemoryFill::Kind::File;
        file.address = QStringLiteral("0x400");
        file.path = QStringLiteral("input.bin");
        s.fills = {iota, file};
        panel_->setAssembly(snapshotOf(kTwoKernels));
        panel_->setSettings(s);
        const QImage image = panel_->grab().toImage();
        QVERIFY(!image.isNull());
        const QString dir = qEnvironmentVariable("WAVE_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(image.save(dir + QStringLiteral("/launch-panel.png")));
    }

private:
    std::unique_ptr<LaunchConfigPanel> panel_;
};

QTEST_MAIN(LaunchConfigPanelTest)
#include "LaunchConfigPanelTest.moc"
