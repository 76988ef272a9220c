// The example gallery and the user's copies: Open copies the kernel and its .args into the
// copies folder and hands the copy to the IDE's open path (here a real DocumentTabs), where
// the session loader finds the launch settings beside it; an edited copy is never written
// over (and is what opens); Restore brings the original back only after a yes; a broken
// example is shown with its error and cannot be opened.

#include "examples/ExampleGallery.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeView.h"
#include "examples/ExampleCatalog.h"
#include "examples/ExampleCopies.h"
#include "examples/ExampleListDelegate.h"
#include "launch/WorkspaceSource.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>

using namespace wave::widgets;

namespace {

QByteArray readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

template <typename T>
T* child(const QWidget& parent, const char* name) {
    return parent.findChild<T*>(QString::fromLatin1(name));
}

} // namespace

class ExampleGalleryTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir root_;
    ExampleCatalog catalog_ = ExampleCatalog::load();

    QString copiesRoot() const { return root_.filePath(QStringLiteral("copies")); }

private slots:
    void init() {
        QVERIFY(root_.isValid());
        QDir(copiesRoot()).removeRecursively();
    }

    // Each entry of the list paints within the rect the list gives it, whatever the width:
    // the summary of one never runs into the title of the next (issue 21: "Exclusive scan"'s
    // summary ran into "Histogram" at 1024x768), also after the list was narrowed and widened.
    void listEntriesPaintWithinTheirRows_data() {
        QTest::addColumn<QSize>("size");
        QTest::addRow("default") << QSize(1120, 720);
        QTest::addRow("1024x768 screen") << QSize(1000, 700);
        QTest::addRow("narrow") << QSize(760, 560);
    }

    void listEntriesPaintWithinTheirRows() {
        QFETCH(QSize, size);
        ExampleGallery gallery(catalog_, ExampleCopies(copiesRoot()));
        auto* list = child<QListWidget>(gallery, "exampleList");
        auto* delegate = qobject_cast<ExampleListDelegate*>(list->itemDelegate());
        QVERIFY(list && delegate);
        gallery.show();
        QVERIFY(QTest::qWaitForWindowExposed(&gallery));
        for (const QSize s : {size, QSize(size.width() - 150, size.height()), size}) {
            gallery.resize(s);
            QTest::qWait(300); // the list lays its entries out again after a resize
            QStyleOptionViewItem option;
            option.initFrom(list->viewport());
            option.font = list->font();
            option.widget = list;
            QRect previous;
            for (int row = 0; row < list->count(); ++row) {
                const QModelIndex index = list->model()->index(row, 0);
                option.rect = list->visualRect(index);
                const QRect painted = delegate->paintedRect(option, index);
                const QString where = QStringLiteral("%1 at %2x%3: row %4 %5 paints %6..%7")
                                          .arg(index.data().toString())
                                          .arg(s.width())
                                          .arg(s.height())
                                          .arg(option.rect.top())
                                          .arg(option.rect.bottom())
                                          .arg(painted.top())
                                          .arg(painted.bottom());
                QVERIFY2(option.rect.contains(painted), qPrintable(where));
                QVERIFY2(previous.isNull() || !previous.intersects(painted), qPrintable(where));
                previous = painted;
            }
        }
    }

    // The copies live in the application's data folder, named once ("WAVE Studio/examples",
    // not "WAVE/WAVE Studio/examples" as the organisation and the application name both said);
    // a copy the user edited where earlier releases kept it moves there and stays theirs.
    void copiesFolderNamesTheApplicationOnce() {
        QTemporaryDir data;
        QVERIFY(data.isValid());
        const QByteArray oldData = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", QFile::encodeName(data.path()));
        QCoreApplication::setOrganizationName(QStringLiteral("WAVE"));
        QCoreApplication::setApplicationName(QStringLiteral("WAVE Studio"));
        const auto restore = qScopeGuard([&] {
            qputenv("XDG_DATA_HOME", oldData);
            QCoreApplication::setOrganizationName(QString());
            QCoreApplication::setApplicationName(QString());
        });
        const QString root = QDir(data.path()).filePath(QStringLiteral("WAVE Studio/examples"));
        QCOMPARE(ExampleCopies::defaultRoot(), root);
        // Where the copies were: an edited tree_reduction.
        const QString old = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                            QStringLiteral("/examples");
        QVERIFY(old.contains(QStringLiteral("WAVE/WAVE Studio")));
        QVERIFY(QDir().mkpath(old));
        const Example* tree = catalog_.find(QStringLiteral("tree_reduction"));
        QVERIFY(tree);
        const QByteArray edited = tree->source + "; mine\n";
        QVERIFY(writeFile(old + QLatin1Char('/') + tree->sourceFileName(), edited));
        QVERIFY(writeFile(old + QLatin1Char('/') + tree->argumentsFileName(), tree->arguments));

        ExampleGallery gallery(catalog_);
        QVERIFY(gallery.selectExample(QStringLiteral("tree_reduction")));
        const QString said = child<QLabel>(gallery, "copyState")->text();
        QVERIFY2(
            said.contains(QDir::toNativeSeparators(root + QStringLiteral("/tree_reduction.wave"))),
            qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("WAVE/WAVE Studio")), qPrintable(said));
        QVERIFY(child<QPushButton>(gallery, "restoreButton")->isVisibleTo(&gallery));
        QCOMPARE(readFile(root + QStringLiteral("/tree_reduction.wave")), edited);
        QVERIFY(!QFileInfo::exists(old));
    }

    // The dialog opens within the screen, frame included (at 1120x720 it ran off a 1024x768
    // screen, its details cut at the right).
    void opensWithinTheScreen() {
        ExampleGallery gallery(catalog_, ExampleCopies(copiesRoot()));
        const QSize screen = gallery.screen()->availableSize();
        QVERIFY2(gallery.width() < screen.width() && gallery.height() < screen.height(),
                 qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                .arg(gallery.width())
                                .arg(gallery.height())
                                .arg(screen.width())
                                .arg(screen.height())));
    }

    void showsTheChosenExample() {
        ExampleGallery gallery(catalog_, ExampleCopies(copiesRoot()));
        auto* list = child<QListWidget>(gallery, "exampleList");
        QVERIFY(list);
        QCOMPARE(list->count(), catalog_.examples().size());
        QVERIFY(gallery.selectExample(QStringLiteral("tree_reduction")));
        const Example* e = catalog_.find(QStringLiteral("tree_reduction"));
        QCOMPARE(child<QLabel>(gallery, "exampleTitle")->text(), e->title);
        // Shown as rich text: `code` in the code font, the rest as written.
        const auto shown = [&](const char* name) {
            return QTextDocumentFragment::fromHtml(child<QLabel>(gallery, name)->text())
                .toPlainText();
        };
        QCOMPARE(shown("exampleExplanation"), e->explanation);
        QVERIFY(e->explanation.contains(u'<'));
        QVERIFY(e->debuggerHint.contains(QStringLiteral("`if`")));
        QCOMPARE(shown("exampleDebuggerHint"), QString(e->debuggerHint).remove(u'`'));
        QVERIFY(child<QLabel>(gallery, "exampleDebuggerHint")
                    ->text()
                    .contains(QStringLiteral("<code>if</code>")));
        QCOMPARE(child<CodeView>(gallery, "sourcePreview")->text(), e->sourceText());
        QVERIFY(child<CodeView>(gallery, "sourcePreview")->isReadOnly());
        QCOMPARE(child<QLineEdit>(gallery, "commandLine")->text(),
                 QStringLiteral("wave-emu --fill-iota 0:f32:256:1.0 --dump-f32 1024:1 "
                                "tree_reduction.wbin"));
        QVERIFY(child<QPushButton>(gallery, "openButton")->isEnabled());
        QVERIFY(child<QPushButton>(gallery, "restoreButton")->isHidden());
    }

    void openCopiesTheExampleAndOpensItInATab() {
        DocumentTabs tabs;
        ExampleGallery gallery(catalog_, ExampleCopies(copiesRoot()));
        connect(&gallery, &ExampleGallery::openRequested, &tabs, [&tabs](const QString& path) {
            QString error;
            QVERIFY2(tabs.open(path, error), qPrintable(error));
        });
        QSignalSpy opened(&gallery, &ExampleGallery::openRequested);
        gallery.show();
        QVERIFY(gallery.selectExample(QStringLiteral("histogram")));
        QTest::mouseClick(child<QPushButton>(gallery, "openButton"), Qt::LeftButton);

        QCOMPARE(opened.size(), 1);
        const QString path = opened.first().first().toString();
        const Example* e = catalog_.find(QStringLiteral("histogram"));
        QCOMPARE(path, QDir(copiesRoot()).filePath(QStringLiteral("histogram.wave")));
        QCOMPARE(readFile(path), e->source);
        QCOMPARE(readFile(QDir(copiesRoot()).filePath(QStringLiteral("histogram.args"))),
                 e->arguments);
        QCOMPARE(gallery.result(), int(QDialog::Accepted));
        QVERIFY(tabs.current());
        QCOMPARE(tabs.current()->path(), path);
        QCOMPARE(tabs.current()->text(), e->sourceText());

        // The session loader finds the launch settings beside the copy.
        const WorkspaceSource::Loaded session = WorkspaceSource::load(path);
        QCOMPARE(session.origin, WorkspaceSource::Origin::Arguments);
        QVERIFY(WorkspaceSource::launch(session.workspace) == e->launch);
    }

    void doubleClickOpens() {
        ExampleGallery gallery(catalog_, ExampleCopies(copiesRoot()));
        QSignalSpy opened(&gallery, &ExampleGallery::openRequested);
        gallery.show();
        QVERIFY(QTest::qWaitForWindowExposed(&gallery));
        auto* list = child<QListWidget>(gallery, "exampleList");
        QListWidgetItem* item = list->item(2);
        const QPoint centre = list->visualItemRect(item).center();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, centre);
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, centre);
        QCOMPARE(opened.size(), 1);
        const QString name = item->data(ExampleListDelegate::NameRole).toString();
        QCOMPARE(QFileInfo(opened.first().first().toString()).completeBaseName(), name);
    }

    void anEditedCopyIsNeverOverwritten() {
        const Example* e = catalog_.find(QStringLiteral("vector_add"));
        const ExampleCopies copies(copiesRoot());
        QCOMPARE(copies.state(*e), ExampleCopies::State::Missing);
        QString error;
        const QString path = copies.prepare(*e, error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        QCOMPARE(copies.state(*e), ExampleCopies::State::Original);

        const QByteArray edited = e->source + "; my note\n";
        const QByteArray editedArgs = "--grid 1,1,1 --dump-f32 2048:4\n";
        QVERIFY(writeFile(path, edited));
        QVERIFY(writeFile(copies.argumentsPath(*e), editedArgs));
        QCOMPARE(copies.state(*e), ExampleCopies::State::Edited);

        ExampleGallery gallery(catalog_, copies);
        QSignalSpy opened(&gallery, &ExampleGallery::openRequested);
        QVERIFY(gallery.selectExample(e->name));
        QVERIFY(!child<QPushButton>(gallery, "restoreButton")->isHidden());
        QVERIFY(child<QListWidget>(gallery, "exampleList")
                    ->currentItem()
                    ->data(ExampleListDelegate::EditedRole)
                    .toBool());
        QVERIFY(gallery.openCurrent());
        QCOMPARE(opened.first().first().toString(), path);
        QCOMPARE(readFile(path), edited);
        QCOMPARE(readFile(copies.argumentsPath(*e)), editedArgs);
    }

    void aMissingHalfIsCompletedWithoutTouchingTheOther() {
        const Example* e = catalog_.find(QStringLiteral("exclusive_scan"));
        const ExampleCopies copies(copiesRoot());
        QVERIFY(QDir().mkpath(copiesRoot()));
        const QByteArray edited = "; mine\n";
        QVERIFY(writeFile(copies.sourcePath(*e), edited));
        QString error;
        QVERIFY(!copies.prepare(*e, error).isEmpty());
        QCOMPARE(readFile(copies.sourcePath(*e)), edited);
        QCOMPARE(readFile(copies.argumentsPath(*e)), e->arguments);
    }

    void restoreAsksAndBringsTheOriginalBack() {
        const Example* e = catalog_.find(QStringLiteral("transpose"));
        const ExampleCopies copies(copiesRoot());
        QString error;
        const QString path = copies.prepare(*e, error);
        QVERIFY(writeFile(path, "; emptied by the user\n"));

        ExampleGallery gallery(catalog_, copies);
        QVERIFY(gallery.selectExample(e->name));
        QStringList asked;
        bool answer = false;
        gallery.setConfirmation([&](const QString& title, const QString& question) {
            asked << title << question;
            return answer;
        });
        auto* restore = child<QPushButton>(gallery, "restoreButton");
        QTest::mouseClick(restore, Qt::LeftButton);
        QCOMPARE(asked.size(), 2);
        QVERIFY(asked.at(1).contains(QStringLiteral("transpose.wave")));
        QCOMPARE(readFile(path), QByteArray("; emptied by the user\n")); // declined: kept

        answer = true;
        QTest::mouseClick(restore, Qt::LeftButton);
        QCOMPARE(readFile(path), e->source);
        QCOMPARE(copies.state(*e), ExampleCopies::State::Original);
        QVERIFY(restore->isHidden());
        QVERIFY(gallery.message().contains(e->title));
        QVERIFY(!gallery.restoreCurrent()); // nothing left to restore
    }

    void aBrokenExampleCannotBeOpened() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("README.md")), "| `bad.wave` | broken |\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("bad.wave")),
                          "; Bad\n;\n; Broken launch line.\n.kernel bad\n    halt\n.end\n"));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("bad.args")), "--workgroup x,y"));
        ExampleGallery gallery(ExampleCatalog::load(dir.path()), ExampleCopies(copiesRoot()));
        QSignalSpy opened(&gallery, &ExampleGallery::openRequested);
        gallery.show();
        QVERIFY(!child<QPushButton>(gallery, "openButton")->isEnabled());
        QVERIFY(gallery.message().contains(QStringLiteral("bad.args")));
        QVERIFY(!gallery.openCurrent());
        QCOMPARE(opened.size(), 0);
        QVERIFY(!QFileInfo::exists(QDir(copiesRoot()).filePath(QStringLiteral("bad.wave"))));
    }

    void anUnwritableFolderIsReported() {
        const QString blocker = root_.filePath(QStringLiteral("file-not-folder"));
        QVERIFY(writeFile(blocker, "x"));
        ExampleGallery gallery(catalog_, ExampleCopies(blocker + QStringLiteral("/examples")));
        QSignalSpy opened(&gallery, &ExampleGallery::openRequested);
        QVERIFY(!gallery.openCurrent());
        QCOMPARE(opened.size(), 0);
        QVERIFY2(gallery.message().contains(QStringLiteral("file-not-folder")),
                 qPrintable(gallery.message()));
    }

    void anEmptyCatalogShowsItsError() {
        QTemporaryDir dir;
        ExampleGallery gallery(ExampleCatalog::load(dir.path()), ExampleCopies(copiesRoot()));
        QVERIFY(!child<QPushButton>(gallery, "openButton")->isEnabled());
        QVERIFY(gallery.message().contains(QStringLiteral("README.md")));
        QVERIFY(!gallery.openCurrent());
    }
};

QTEST_MAIN(ExampleGalleryTest)
#include "ExampleGalleryTest.moc"
