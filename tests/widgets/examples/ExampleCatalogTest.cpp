// The example catalog: every kernel of resources/examples is compiled in and listed with a
// title, an explanation, a debugger hint, a summary from the README and launch settings that
// wave-emu's parser accepts (the same as the session loader reads from the source tree); and
// broken examples (missing files, a bad .args, no header, no index) are reported by name.

#include "examples/ExampleCatalog.h"
#include "launch/WorkspaceSource.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using wave::widgets::Example;
using wave::widgets::ExampleCatalog;
using wave::widgets::WorkspaceSource;

namespace {

const QString kSourceDir = QStringLiteral(WAVE_EXAMPLES_DIR);

QByteArray readFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path));
    file.write(bytes);
}

const QByteArray kKernel = "; A tiny kernel\n"
                           ";\n"
                           "; It halts at once.\n"
                           "; In the debugger: nothing to see.\n"
                           ".kernel tiny\n"
                           "    halt\n"
                           ".end\n";

} // namespace

class ExampleCatalogTest : public QObject {
    Q_OBJECT

private slots:
    void listsAtLeastEightDocumentedExamples() {
        const ExampleCatalog catalog = ExampleCatalog::load();
        QVERIFY2(catalog.errors().isEmpty(), qPrintable(catalog.errors().join(u'\n')));
        QVERIFY(catalog.examples().size() >= 8);
        for (const Example& e : catalog.examples()) {
            QVERIFY2(e.isValid(), qPrintable(e.error));
            QVERIFY2(!e.title.isEmpty() && e.title != e.name, qPrintable(e.name));
            QVERIFY2(e.explanation.size() > 80, qPrintable(e.name));
            QVERIFY2(!e.explanation.contains(QStringLiteral("In the debugger")),
                     qPrintable(e.name));
            QVERIFY2(e.debuggerHint.size() > 30, qPrintable(e.name));
            QVERIFY2(!e.summary.isEmpty() && !e.summary.contains(u'`'), qPrintable(e.name));
            QVERIFY2(!e.launch.toArguments().isEmpty(), qPrintable(e.name));
        }
    }

    void coversTheTopicsOfTheIssue() {
        const ExampleCatalog catalog = ExampleCatalog::load();
        for (const char* name :
             {"vector_add", "tree_reduction", "exclusive_scan", "histogram", "transpose",
              "transpose_padded", "nested_divergence", "barrier_deadlock", "tiled_matmul",
              "reduction_assumes_32", "race_order", "strided_copy", "coalesced_copy",
              "why_modifier_grew"})
            QVERIFY2(catalog.find(QString::fromLatin1(name)), name);
        // The README's order is the gallery's: the basics first.
        QCOMPARE(catalog.examples().first().name, QStringLiteral("vector_add"));
    }

    void resourceMatchesTheShippedFiles() {
        const ExampleCatalog catalog = ExampleCatalog::load();
        QSet<QString> listed;
        for (const Example& e : catalog.examples()) {
            listed.insert(e.sourceFileName());
            const QString source = QDir(kSourceDir).filePath(e.sourceFileName());
            const QString args = QDir(kSourceDir).filePath(e.argumentsFileName());
            QCOMPARE(e.source, readFile(source));
            QCOMPARE(e.arguments, readFile(args));
            QString error;
            const auto launch = WorkspaceSource::readArguments(args, error);
            QVERIFY2(launch, qPrintable(error));
            QVERIFY(*launch == e.launch);
        }
        // Every kernel in the folder is in the index, so none is missing from the gallery.
        const QStringList kernels =
            QDir(kSourceDir).entryList({QStringLiteral("*.wave")}, QDir::Files);
        for (const QString& kernel : kernels)
            QVERIFY2(listed.contains(kernel),
                     qPrintable(kernel + QStringLiteral(" is not in README.md")));
    }

    // The Encoding lab lesson names its layout and instruction; other examples name none.
    void readsTheEncodingLabLesson() {
        const ExampleCatalog catalog = ExampleCatalog::load();
        const Example* e = catalog.find(QStringLiteral("why_modifier_grew"));
        QVERIFY(e);
        QCOMPARE(e->labLayout, QStringLiteral("wave-v0.2-note"));
        QCOMPARE(e->labInstruction, QStringLiteral("fsin"));
        QVERIFY(!e->dataNote.contains(QStringLiteral("Encoding lab:")));
        QVERIFY(catalog.find(QStringLiteral("vector_add"))->labLayout.isEmpty());
    }

    void readsTheHeaderComment() {
        const ExampleCatalog catalog = ExampleCatalog::load();
        const Example* e = catalog.find(QStringLiteral("vector_add"));
        QVERIFY(e);
        QCOMPARE(e->title, QStringLiteral("Vector add: c[i] = a[i] + b[i]"));
        QVERIFY(e->explanation.startsWith(QStringLiteral("The \"hello world\"")));
        QVERIFY(e->debuggerHint.startsWith(QStringLiteral("Step one instruction")));
        QVERIFY(e->dataNote.startsWith(QStringLiteral("Memory: a at 0x000")));
        QVERIFY(e->summary.contains(QStringLiteral("--stats")));
        QVERIFY(e->launch.stats);
        QCOMPARE(e->launch.grid[0], 4u);
    }

    void corruptArgumentsAreNamed_data() {
        QTest::addColumn<QByteArray>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown flag") << QByteArray("--grid 2,1,1 --bogus") << "--bogus";
        QTest::newRow("missing value") << QByteArray("--grid") << "--grid";
        QTest::newRow("fill without parts") << QByteArray("--fill-iota 0") << "fill-iota";
        QTest::newRow("binary junk") << QByteArray("\xff\xfe\x00--grid\x01", 9) << "tiny.args";
    }

    void corruptArgumentsAreNamed() {
        QFETCH(QByteArray, arguments);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeFile(dir.filePath(QStringLiteral("README.md")),
                  "| Example | Shows |\n|---|---|\n| `tiny.wave` | nothing |\n");
        writeFile(dir.filePath(QStringLiteral("tiny.wave")), kKernel);
        writeFile(dir.filePath(QStringLiteral("tiny.args")), arguments);
        const ExampleCatalog catalog = ExampleCatalog::load(dir.path());
        QVERIFY(catalog.errors().isEmpty());
        QCOMPARE(catalog.examples().size(), 1);
        const Example& e = catalog.examples().first();
        QVERIFY(!e.isValid());
        QVERIFY2(e.error.contains(QStringLiteral("tiny.args")), qPrintable(e.error));
        QVERIFY2(e.error.contains(mentions), qPrintable(e.error));
    }

    void missingFilesAndHeadersAreNamed() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        writeFile(dir.filePath(QStringLiteral("README.md")),
                  "| `gone.wave` | missing |\n| `bare.wave` | no header |\n"
                  "| `noargs.wave` | no .args |\n| `ok.wave` | fine |\n");
        writeFile(dir.filePath(QStringLiteral("bare.wave")), ".kernel bare\n    halt\n.end\n");
        writeFile(dir.filePath(QStringLiteral("bare.args")), "");
        writeFile(dir.filePath(QStringLiteral("noargs.wave")), kKernel);
        writeFile(dir.filePath(QStringLiteral("ok.wave")), kKernel);
        writeFile(dir.filePath(QStringLiteral("ok.args")), "--grid 2,1,1\n");
        const ExampleCatalog catalog = ExampleCatalog::load(dir.path());
        QCOMPARE(catalog.examples().size(), 4);
        QVERIFY(catalog.find(QStringLiteral("gone"))->error.contains(QStringLiteral("gone.wave")));
        QVERIFY(catalog.find(QStringLiteral("bare"))->error.contains(QStringLiteral("bare.wave")));
        QVERIFY(
            catalog.find(QStringLiteral("noargs"))->error.contains(QStringLiteral("noargs.args")));
        const Example* ok = catalog.find(QStringLiteral("ok"));
        QVERIFY2(ok->isValid(), qPrintable(ok->error));
        QCOMPARE(ok->title, QStringLiteral("A tiny kernel"));
        QCOMPARE(ok->explanation, QStringLiteral("It halts at once."));
        QCOMPARE(ok->debuggerHint, QStringLiteral("Nothing to see."));
        QCOMPARE(ok->launch.grid[0], 2u);
    }

    void missingIndexIsAnError() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ExampleCatalog catalog = ExampleCatalog::load(dir.path());
        QVERIFY(catalog.examples().isEmpty());
        QCOMPARE(catalog.errors().size(), 1);
        QVERIFY(catalog.errors().first().contains(QStringLiteral("README.md")));

        writeFile(dir.filePath(QStringLiteral("README.md")), "# no table here\n");
        catalog = ExampleCatalog::load(dir.path());
        QCOMPARE(catalog.errors().size(), 1);
        QVERIFY(catalog.errors().first().contains(QStringLiteral("no example")));
    }
};

QTEST_MAIN(ExampleCatalogTest)
#include "ExampleCatalogTest.moc"
