// Autosave and recovery: only unsaved buffers are kept, the index round-trips, a running
// instance's session is never taken for a leftover, and what an instance left behind (here:
// destroyed without a clean close, as after a crash) comes back, or is discarded, or waits.

#include "DocumentFilesTestSupport.h"
#include "ScriptedPrompts.h"

#include "documents/AutosaveStore.h"
#include "documents/Autosaver.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using wave::widgets::AutosaveEntry;
using wave::widgets::Autosaver;
using wave::widgets::AutosaveStore;
using wave::widgets::Document;
using wave::widgets::DocumentPrompts;
using wave::widgets::DocumentTabs;

class AutosaveTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        QVERIFY(!doubleIt().isEmpty());
        root_ = dir_->filePath(QStringLiteral("autosave"));
    }

    void theIndexRoundTrips() {
        AutosaveEntry a;
        a.path = QStringLiteral("/x/k.wave");
        a.title = QStringLiteral("k.wave");
        a.text = QStringLiteral("; caf\u00e9 \"quoted\"\n\tline\n");
        a.timestamp = QDateTime::fromMSecsSinceEpoch(1700000000123, Qt::UTC);
        AutosaveEntry b;
        b.title = QStringLiteral("untitled 2");
        b.disassembly = true;
        b.timestamp = a.timestamp;
        QList<AutosaveEntry> back;
        QVERIFY(AutosaveStore::fromJson(AutosaveStore::toJson({a, b}), back));
        QCOMPARE(back.size(), 2);
        QCOMPARE(back[0].path, a.path);
        QCOMPARE(back[0].text, a.text);
        QCOMPARE(back[0].timestamp, a.timestamp);
        QVERIFY(!back[0].disassembly);
        QCOMPARE(back[1].title, b.title);
        QVERIFY(back[1].disassembly);
        QVERIFY(!AutosaveStore::fromJson("{\"format\": \"other\"}", back));
        QVERIFY(!AutosaveStore::fromJson("not json", back));
    }

    void onlyUnsavedBuffersAreKept() {
        const QString path = writeBytes(dir_->filePath(QStringLiteral("k.wave")), doubleIt());
        DocumentTabs tabs;
        Autosaver autosaver(&tabs, root_);
        autosaver.setDelayMs(50);
        QSignalSpy autosaved(&autosaver, &Autosaver::autosaved);
        QString error;
        Document* doc = tabs.open(path, error);
        tabs.newDocument(); // empty and untouched: nothing to keep
        QTest::qWait(200);
        QVERIFY(autosaver.store().sessionDirectory().isEmpty()); // nothing unsaved, no folder

        doc->editor()->insertAt(QStringLiteral("; typed\n"), 0, 0);
        QTRY_VERIFY(!autosaved.isEmpty() && autosaved.last().at(0).toInt() == 1);
        const QString session = autosaver.store().sessionDirectory();
        QList<AutosaveEntry> entries;
        QVERIFY(
            AutosaveStore::fromJson(readBytes(session + QStringLiteral("/index.json")), entries));
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries[0].path, QFileInfo(path).absoluteFilePath());
        QCOMPARE(entries[0].text, QStringLiteral("; typed\n") + QString::fromUtf8(doubleIt()));
        QVERIFY(entries[0].timestamp.isValid());

        // Once saved there is nothing left to keep: the folder goes.
        QVERIFY(tabs.saveTo(doc, path, error));
        QTRY_VERIFY(!QFileInfo::exists(session));
    }

    void aRunningInstanceIsNotALeftover() {
        DocumentTabs tabs;
        Autosaver running(&tabs, root_);
        tabs.current()->editor()->setText(QStringLiteral("; busy\n"));
        QVERIFY(running.autosaveNow());
        AutosaveStore other(root_);
        QCOMPARE(other.takeLeftovers().size(), size_t{0});
        QVERIFY(QFileInfo::exists(running.store().sessionDirectory()));
    }

    void aCleanCloseRemovesTheAutosave() {
        DocumentTabs tabs;
        Autosaver autosaver(&tabs, root_);
        tabs.current()->editor()->setText(QStringLiteral("; busy\n"));
        QVERIFY(autosaver.autosaveNow());
        const QString session = autosaver.store().sessionDirectory();
        QVERIFY(QFileInfo::exists(session));
        autosaver.discard();
        QVERIFY(!QFileInfo::exists(session));
        QCOMPARE(AutosaveStore(root_).takeLeftovers().size(), size_t{0});
    }

    void recoveryBringsTheTextBack() {
        const QString path = writeBytes(dir_->filePath(QStringLiteral("k.wave")), doubleIt());
        QString leftover;
        {
            // An instance with two unsaved buffers that goes away without a clean close.
            DocumentTabs tabs;
            Autosaver autosaver(&tabs, root_);
            tabs.current()->editor()->setText(QStringLiteral("; never saved\n"));
            QString error;
            tabs.open(path, error)->editor()->insertAt(QStringLiteral("; typed\n"), 0, 0);
            QVERIFY(autosaver.autosaveNow());
            leftover = autosaver.store().sessionDirectory();
        }
        QVERIFY(QFileInfo::exists(leftover + QStringLiteral("/index.json")));

        DocumentTabs tabs;
        ScriptedPrompts prompts;
        prompts.recoveryAnswers = {DocumentPrompts::RecoveryAnswer::Recover};
        tabs.setPrompts(&prompts);
        Autosaver autosaver(&tabs, root_);
        QCOMPARE(autosaver.recover(true), 2);
        QCOMPARE(prompts.askedToRecover.size(), 1);
        QCOMPARE(prompts.askedToRecover.first().size(), 2);
        QVERIFY(prompts.askedToRecover.first().contains(QStringLiteral("untitled 1")));

        QCOMPARE(tabs.count(), 2); // the pristine start-up buffer made way
        Document* untitled = tabs.documentAt(0);
        Document* file = tabs.documentAt(1);
        QVERIFY(untitled->isUntitled());
        QCOMPARE(untitled->text(), QStringLiteral("; never saved\n"));
        QVERIFY(untitled->isModified());
        QCOMPARE(file->path(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(file->text(), QStringLiteral("; typed\n") + QString::fromUtf8(doubleIt()));
        QVERIFY(file->isModified());
        QCOMPARE(readBytes(path), QByteArray(doubleIt())); // the file itself is untouched

        // The leftover is gone, and the recovered buffers are safe in this instance's session.
        QVERIFY(!QFileInfo::exists(leftover));
        QList<AutosaveEntry> entries;
        QVERIFY(AutosaveStore::fromJson(
            readBytes(autosaver.store().sessionDirectory() + QStringLiteral("/index.json")),
            entries));
        QCOMPARE(entries.size(), 2);
    }

    void laterKeepsTheLeftoverAndDiscardDeletesIt() {
        {
            DocumentTabs tabs;
            Autosaver autosaver(&tabs, root_);
            tabs.current()->editor()->setText(QStringLiteral("; keep me\n"));
            QVERIFY(autosaver.autosaveNow());
        }
        ScriptedPrompts prompts;
        prompts.recoveryAnswers = {DocumentPrompts::RecoveryAnswer::Later,
                                   DocumentPrompts::RecoveryAnswer::Discard};
        DocumentTabs tabs;
        tabs.setPrompts(&prompts);
        Autosaver autosaver(&tabs, root_);
        QCOMPARE(autosaver.recover(true), 0);
        QVERIFY(tabs.current()->isPristine());
        QCOMPARE(autosaver.recover(true), 0); // offered again, then discarded
        QCOMPARE(prompts.askedToRecover.size(), 2);
        QCOMPARE(autosaver.recover(true), 0); // nothing left to offer
        QCOMPARE(prompts.askedToRecover.size(), 2);
    }

    void recoveryWithoutAsking() {
        {
            DocumentTabs tabs;
            Autosaver autosaver(&tabs, root_);
            tabs.current()->editor()->setText(QStringLiteral("; back\n"));
            QVERIFY(autosaver.autosaveNow());
        }
        ScriptedPrompts prompts;
        DocumentTabs tabs;
        tabs.setPrompts(&prompts);
        Autosaver autosaver(&tabs, root_);
        QCOMPARE(autosaver.recover(false), 1);
        QVERIFY(prompts.askedToRecover.isEmpty());
        QCOMPARE(tabs.current()->text(), QStringLiteral("; back\n"));
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString root_;
};

QTEST_MAIN(AutosaveTest)
#include "AutosaveTest.moc"
