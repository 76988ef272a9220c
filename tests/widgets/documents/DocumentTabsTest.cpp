// DocumentTabs end to end on the offscreen platform: several files in tabs, the current tab
// driving the outside views, Save/Discard/Cancel, atomic saves that fail cleanly, .wbin files
// as reassemblable disassembly, changes on disk, drops of files, and one zoom for every tab.

#include "DocumentFilesTestSupport.h"
#include "ScriptedPrompts.h"

#include "documents/DiskWatcher.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "documents/FileChangedBar.h"
#include "documents/FileDropFilter.h"
#include "editor/CodeEditor.h"
#include "editor/LiveAssembler.h"
#include "editor/WaveLexer.h"
#include "wbin/WbinWriter.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <sys/resource.h>

#include <csignal>
#include <unistd.h>

using wave::widgets::AssemblySnapshotPtr;
using wave::widgets::DiskWatcher;
using wave::widgets::Document;
using wave::widgets::DocumentPrompts;
using wave::widgets::DocumentTabs;

namespace {

QByteArray programBytes(const AssemblySnapshotPtr& snapshot) {
    const auto bytes = wave::wbin::WbinWriter::write(snapshot->result.program);
    return QByteArray(reinterpret_cast<const char*>(bytes.data()),
                      static_cast<qsizetype>(bytes.size()));
}

// Waits for the document's assembly of its current text.
AssemblySnapshotPtr settledSnapshot(Document* document) {
    document->assembler()->assembleNow();
    const quint64 generation = document->assembler()->generation();
    (void)QTest::qWaitFor(
        [&] {
            const AssemblySnapshotPtr s = document->snapshot();
            return s && s->generation == generation;
        },
        10000);
    const AssemblySnapshotPtr s = document->snapshot();
    return s && s->generation == generation ? s : nullptr;
}

} // namespace

class DocumentTabsTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        QVERIFY(!doubleIt().isEmpty());
        prompts_ = ScriptedPrompts();
    }

    void opensTwoFilesInTwoTabsAndTheCurrentOneLeads() {
        const QString a = writeBytes(dir_->filePath(QStringLiteral("a.wave")), doubleIt());
        const QString b = writeBytes(dir_->filePath(QStringLiteral("b.wave")),
                                     ".kernel b\n    iaddd r1, r0, r0\n.end\n");
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QCOMPARE(tabs.count(), 1);
        QVERIFY(tabs.current()->isPristine());
        QSignalSpy changed(&tabs, &DocumentTabs::currentDocumentChanged);
        QSignalSpy assembled(&tabs, &DocumentTabs::currentAssembled);

        QString error;
        Document* docA = tabs.open(a, error);
        QVERIFY2(docA, qPrintable(error));
        QCOMPARE(tabs.count(), 1); // the untouched untitled buffer made way
        Document* docB = tabs.open(b, error);
        QVERIFY2(docB, qPrintable(error));
        QCOMPARE(tabs.count(), 2);
        QCOMPARE(tabs.documents(), (QList<Document*>{docA, docB}));
        QCOMPARE(tabs.current(), docB);
        QCOMPARE(changed.last().at(0).value<Document*>(), docB);
        QCOMPARE(tabs.tabText(1), QStringLiteral("b.wave"));
        QCOMPARE(tabs.tabToolTip(1), QDir::toNativeSeparators(QFileInfo(b).absoluteFilePath()));

        // The current tab's results reach the outside: b has an error, a has none.
        QTRY_VERIFY(!assembled.isEmpty() &&
                    assembled.last().at(0).value<AssemblySnapshotPtr>()->fileName.endsWith(
                        QStringLiteral("b.wave")));
        QVERIFY(assembled.last().at(0).value<AssemblySnapshotPtr>()->result.hasErrors());
        tabs.setCurrentIndex(0);
        QCOMPARE(tabs.current(), docA);
        QCOMPARE(changed.last().at(0).value<Document*>(), docA);
        QTRY_VERIFY(assembled.last().at(0).value<AssemblySnapshotPtr>()->fileName.endsWith(
            QStringLiteral("a.wave")));
        QVERIFY(!assembled.last().at(0).value<AssemblySnapshotPtr>()->result.hasErrors());

        // Opening an open file focuses its tab.
        tabs.setCurrentIndex(1);
        QCOMPARE(tabs.open(dir_->filePath(QStringLiteral("./a.wave")), error), docA);
        QCOMPARE(tabs.count(), 2);
        QCOMPARE(tabs.current(), docA);
    }

    void modifiedTabsShowADotUntilSaved() {
        const QString a = writeBytes(dir_->filePath(QStringLiteral("a.wave")), doubleIt());
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QString error;
        Document* doc = tabs.open(a, error);
        QVERIFY(doc);
        QVERIFY(!doc->isModified());
        doc->editor()->insertAt(QStringLiteral("; edited\n"), 0, 0);
        QVERIFY(doc->isModified());
        QCOMPARE(tabs.tabText(0), QStringLiteral("a.wave \u25CF"));
        QVERIFY(tabs.save(doc));
        QCOMPARE(tabs.tabText(0), QStringLiteral("a.wave"));
        QCOMPARE(readBytes(a), QByteArray("; edited\n") + doubleIt());
        QVERIFY(prompts_.errors.isEmpty());
    }

    void closingAModifiedTabAsksSaveDiscardCancel() {
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        Document* first = tabs.current();
        first->editor()->setText(QStringLiteral("; one\n"));
        Document* second = tabs.newDocument();
        second->editor()->setText(QStringLiteral("; two\n"));
        QCOMPARE(tabs.count(), 2);

        prompts_.saveAnswers = {DocumentPrompts::Answer::Cancel};
        QVERIFY(!tabs.closeDocument(second));
        QCOMPARE(tabs.count(), 2);
        QCOMPARE(prompts_.askedToSave.last(), QStringList{second->displayName()});

        prompts_.saveAnswers = {DocumentPrompts::Answer::Discard};
        QVERIFY(tabs.closeDocument(second));
        QCOMPARE(tabs.count(), 1);

        // Save on an untitled buffer asks for a path, then closes; the last tab is replaced by
        // a fresh untitled one.
        const QString path = dir_->filePath(QStringLiteral("one.wave"));
        prompts_.saveAnswers = {DocumentPrompts::Answer::Save};
        prompts_.savePaths = {path};
        QVERIFY(tabs.closeDocument(first));
        QCOMPARE(readBytes(path), QByteArray("; one\n"));
        QCOMPARE(tabs.count(), 1);
        QVERIFY(tabs.current()->isPristine());

        // An unmodified tab closes without a question.
        const int asked = static_cast<int>(prompts_.askedToSave.size());
        QVERIFY(tabs.closeDocument(tabs.current()));
        QCOMPARE(prompts_.askedToSave.size(), asked);
    }

    void confirmCloseAllAsksOnceForEveryUnsavedBuffer() {
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        tabs.current()->editor()->setText(QStringLiteral("; one\n"));
        tabs.newDocument();
        tabs.newDocument()->editor()->setText(QStringLiteral("; three\n"));
        prompts_.saveAnswers = {DocumentPrompts::Answer::Cancel};
        QVERIFY(!tabs.confirmCloseAll());
        QCOMPARE(prompts_.askedToSave.size(), 1);
        QCOMPARE(prompts_.askedToSave.first(),
                 (QStringList{QStringLiteral("untitled 1"), QStringLiteral("untitled 3")}));
        prompts_.saveAnswers = {DocumentPrompts::Answer::Discard};
        QVERIFY(tabs.confirmCloseAll());
        QCOMPARE(prompts_.askedToSave.size(), 2);
    }

    // A write that fails half-way (here: the file size limit) leaves the original untouched
    // and no temporary file behind, and names the file and the reason. Works as root too.
    void aFailedSaveLeavesTheOriginalIntact() {
        const QString path =
            writeBytes(dir_->filePath(QStringLiteral("k.wave")), QByteArray("; ORIGINAL\n"));
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QString error;
        Document* doc = tabs.open(path, error);
        QVERIFY(doc);
        doc->editor()->setText(QString(200000, QLatin1Char('x')));

        rlimit saved{};
        QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = saved;
        small.rlim_cur = 4096;
        QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
        const bool saved_ok = tabs.save(doc);
        setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, oldHandler);

        QVERIFY(!saved_ok);
        QCOMPARE(prompts_.errors.size(), 1);
        QVERIFY2(prompts_.errors.first().contains(QDir::toNativeSeparators(path)),
                 qPrintable(prompts_.errors.first()));
        QVERIFY2(prompts_.errors.first().contains(QStringLiteral("large"), Qt::CaseInsensitive),
                 qPrintable(prompts_.errors.first()));
        QCOMPARE(readBytes(path), QByteArray("; ORIGINAL\n"));
        QCOMPARE(QDir(dir_->path()).entryList(QDir::Files), QStringList{QStringLiteral("k.wave")});
        QVERIFY(doc->isModified());
    }

    void aSaveIntoAReadOnlyFolderReportsTheReason() {
        if (geteuid() == 0)
            QSKIP("root ignores folder permissions; aFailedSaveLeavesTheOriginalIntact and "
                  "aSaveIntoAMissingFolderReportsTheReason cover the failure path");
        const QString folder = dir_->filePath(QStringLiteral("ro"));
        QVERIFY(QDir().mkpath(folder));
        const QString path = writeBytes(folder + QStringLiteral("/k.wave"), "; ORIGINAL\n");
        QVERIFY(QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner));
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QString error;
        Document* doc = tabs.open(path, error);
        QVERIFY(doc);
        doc->editor()->setText(QStringLiteral("; mine\n"));
        QVERIFY(!tabs.save(doc));
        QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QCOMPARE(prompts_.errors.size(), 1);
        QVERIFY(prompts_.errors.first().contains(QDir::toNativeSeparators(path)));
        QCOMPARE(readBytes(path), QByteArray("; ORIGINAL\n"));
    }

    void aSaveIntoAMissingFolderReportsTheReason() {
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        const QString path = dir_->filePath(QStringLiteral("missing/k.wave"));
        QString error;
        QVERIFY(!tabs.saveTo(tabs.current(), path, error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("No such file or directory")), qPrintable(error));
        QVERIFY(tabs.current()->isUntitled());
    }

    // Every golden .wbin opens as its disassembly, assembles without errors, and assembles to
    // the very same bytes.
    void wbinFilesOpenAsReassemblableDisassembly() {
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QDirIterator files(QStringLiteral(WAVE_TEST_DATA "/golden/asm"),
                           {QStringLiteral("*.wbin")});
        int checked = 0;
        while (files.hasNext()) {
            const QString path = files.next();
            QString error;
            Document* doc = tabs.open(path, error);
            QVERIFY2(doc, qPrintable(error));
            QCOMPARE(doc->kind(), Document::Kind::BinaryDisassembly);
            QCOMPARE(doc->displayName(),
                     QFileInfo(path).fileName() + QStringLiteral(" (disassembly)"));
            QVERIFY(!doc->isModified());
            const AssemblySnapshotPtr snapshot = settledSnapshot(doc);
            QVERIFY2(snapshot, qPrintable(path));
            QVERIFY2(!snapshot->result.hasErrors(), qPrintable(path));
            QCOMPARE(programBytes(snapshot), readBytes(path));
            ++checked;
        }
        QVERIFY(checked >= 40);

        QString error;
        Document* saxpy = tabs.open(goldenAsm(QStringLiteral("saxpy.wbin")), error);
        QVERIFY(saxpy->text().contains(QStringLiteral(".kernel saxpy\n")));
        QVERIFY(saxpy->text().contains(QStringLiteral("fma ")));
        // Saving a disassembly asks for a new .wave beside the .wbin; the .wbin is never
        // overwritten with text.
        QVERIFY(!tabs.save(saxpy));
        QCOMPARE(prompts_.askedForPath.last(), goldenAsm(QStringLiteral("saxpy.wave")));
    }

    void theMagicDecidesNotTheExtension() {
        // A .wbin under another name is still a binary...
        QVERIFY(QFile::copy(goldenAsm(QStringLiteral("saxpy.wbin")),
                            dir_->filePath(QStringLiteral("renamed.dat"))));
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QString error;
        Document* doc = tabs.open(dir_->filePath(QStringLiteral("renamed.dat")), error);
        QVERIFY2(doc, qPrintable(error));
        QCOMPARE(doc->kind(), Document::Kind::BinaryDisassembly);
        // ...and a .wbin without the magic is refused with the reason.
        const QString fake = writeBytes(dir_->filePath(QStringLiteral("fake.wbin")), "hello\n");
        QVERIFY(!tabs.open(fake, error));
        QVERIFY2(error.contains(QStringLiteral("fake.wbin")) &&
                     error.contains(QStringLiteral("magic")),
                 qPrintable(error));
    }

    void aBrokenWbinGetsAClearMessage() {
        QByteArray bytes = readBytes(goldenAsm(QStringLiteral("saxpy.wbin")));
        bytes[4] = 7; // version
        const QString path = writeBytes(dir_->filePath(QStringLiteral("broken.wbin")), bytes);
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QString error;
        QVERIFY(!tabs.open(path, error));
        QVERIFY2(error.contains(QStringLiteral("broken.wbin")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("not a valid WAVE binary")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("version")), qPrintable(error));
        QCOMPARE(tabs.count(), 1);
        QVERIFY(tabs.current()->isPristine());
    }

    void rejectsTextThatIsNotUtf8() {
        const QString path =
            writeBytes(dir_->filePath(QStringLiteral("latin1.wave")), "; caf\xe9\n");
        DocumentTabs tabs;
        QString error;
        QVERIFY(!tabs.open(path, error));
        QVERIFY2(error.contains(QStringLiteral("UTF-8")) &&
                     error.contains(QStringLiteral("0xe9")) &&
                     error.contains(QStringLiteral("offset 5")),
                 qPrintable(error));
    }

    void changedOnDiskOffersReloadWhenUnmodified() {
        const QString path = writeBytes(dir_->filePath(QStringLiteral("a.wave")), doubleIt());
        DocumentTabs tabs;
        Document* doc = openShown(tabs, path);
        QVERIFY(doc);
        QVERIFY(!doc->changedBar()->isVisible());
        QTest::qWait(50);
        writeBytes(path, "; changed by another program\n");
        QTRY_VERIFY_WITH_TIMEOUT(doc->changedBar()->isVisible(), 10000);
        QCOMPARE(doc->changedBar()->message(), QStringLiteral("a.wave changed on disk."));
        QVERIFY(doc->changedBar()->reloadButton()->isVisible());
        QCOMPARE(doc->text(), QString::fromUtf8(doubleIt())); // nothing changes by itself
        doc->changedBar()->reloadButton()->click();
        QCOMPARE(doc->text(), QStringLiteral("; changed by another program\n"));
        QVERIFY(!doc->isModified());
        QVERIFY(!doc->changedBar()->isVisible());
    }

    void changedOnDiskWarnsOfTheConflictWhenModified() {
        const QString path = writeBytes(dir_->filePath(QStringLiteral("a.wave")), doubleIt());
        DocumentTabs tabs;
        Document* doc = openShown(tabs, path);
        doc->editor()->insertAt(QStringLiteral("; mine\n"), 0, 0);
        writeBytes(path, "; theirs\n");
        QTRY_VERIFY_WITH_TIMEOUT(doc->changedBar()->isVisible(), 10000);
        QVERIFY(doc->changedBar()->message().contains(QStringLiteral("unsaved edits")));
        QCOMPARE(doc->changedBar()->reloadButton()->text(),
                 QStringLiteral("Reload (discard mine)"));
        doc->changedBar()->keepButton()->click();
        QVERIFY(!doc->changedBar()->isVisible());
        QVERIFY(doc->isModified());
        QVERIFY(doc->text().startsWith(QStringLiteral("; mine\n")));
        // The same change is not reported twice.
        tabs.diskWatcher()->checkNow();
        QVERIFY(!doc->changedBar()->isVisible());
    }

    void deletedOnDiskIsReported() {
        const QString path = writeBytes(dir_->filePath(QStringLiteral("a.wave")), doubleIt());
        DocumentTabs tabs;
        tabs.show();
        QString error;
        Document* doc = tabs.open(path, error);
        QVERIFY(QFile::remove(path));
        QTRY_VERIFY_WITH_TIMEOUT(doc->changedBar()->isVisible(), 10000);
        QVERIFY(doc->changedBar()->message().contains(QStringLiteral("deleted")));
        QVERIFY(!doc->changedBar()->reloadButton()->isVisible());
    }

    void ourOwnSavesAreNotChangesOnDisk() {
        const QString path = writeBytes(dir_->filePath(QStringLiteral("a.wave")), doubleIt());
        DocumentTabs tabs;
        Document* doc = openShown(tabs, path);
        QSignalSpy reported(tabs.diskWatcher(), &DiskWatcher::changedOnDisk);
        for (int i = 0; i < 3; ++i) {
            doc->editor()->insertAt(QStringLiteral("; save %1\n").arg(i), 0, 0);
            QVERIFY(tabs.save(doc));
            QTest::qWait(DiskWatcher::kSettleMs * 2);
        }
        tabs.diskWatcher()->checkNow();
        QCOMPARE(reported.size(), 0);
        QVERIFY(!doc->changedBar()->isVisible());
        // The watch survived the rename-saves: another program's change is still seen.
        writeBytes(path, "; theirs\n");
        QTRY_VERIFY_WITH_TIMEOUT(reported.size() == 1, 10000);
    }

    void droppedFilesOpen() {
        const QString a = writeBytes(dir_->filePath(QStringLiteral("a.wave")), doubleIt());
        const QString b = writeBytes(dir_->filePath(QStringLiteral("b.wave")), doubleIt());
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QStringList dropped;
        connect(&tabs, &DocumentTabs::filesDropped, &tabs, [&](const QStringList& paths) {
            dropped = paths;
            for (const QString& path : paths) {
                QString error;
                tabs.open(path, error);
            }
        });
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(a), QUrl::fromLocalFile(b)});
        QWidget* viewport = tabs.current()->editor()->viewport();
        const QPoint at(10, 10);
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(dropped, (QStringList{a, b}));
        QCOMPARE(tabs.count(), 2);
        QCOMPARE(tabs.current()->path(), QFileInfo(b).absoluteFilePath());

        // Text dragged around is not taken for files.
        QMimeData text;
        text.setText(QStringLiteral("iadd r1, r2, r3"));
        QVERIFY(wave::widgets::FileDropFilter::localFiles(&text).isEmpty());
    }

    void zoomAndFontApplyToEveryTab() {
        DocumentTabs tabs;
        Document* first = tabs.current();
        tabs.setZoom(3);
        Document* second = tabs.newDocument();
        for (Document* doc : {first, second})
            QCOMPARE(doc->editor()->SendScintilla(QsciScintillaBase::SCI_GETZOOM), 3L);
        // A zoom one editor does by itself (Ctrl+wheel) reaches every tab.
        first->editor()->zoomTo(-2);
        QCOMPARE(tabs.zoom(), -2);
        QCOMPARE(second->editor()->SendScintilla(QsciScintillaBase::SCI_GETZOOM), -2L);
        tabs.setZoom(1000);
        QCOMPARE(tabs.zoom(), DocumentTabs::kMaxZoom);
        QFont font(QStringLiteral("DejaVu Sans Mono"));
        font.setPointSize(17);
        tabs.setEditorFont(font);
        for (Document* doc : {first, second})
            QCOMPARE(doc->editor()->waveLexer()->baseFont().pointSize(), 17);
        QCOMPARE(tabs.newDocument()->editor()->waveLexer()->baseFont().pointSize(), 17);
    }

private:
    // A shown DocumentTabs (so the watcher's notices matter) with `path` open.
    Document* openShown(DocumentTabs& tabs, const QString& path) {
        tabs.setPrompts(&prompts_);
        tabs.show();
        QString error;
        Document* doc = tabs.open(path, error);
        if (!doc)
            qWarning("%s", qPrintable(error));
        return doc;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    ScriptedPrompts prompts_;
};

QTEST_MAIN(DocumentTabsTest)
#include "DocumentTabsTest.moc"
