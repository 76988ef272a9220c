// What DocumentTabs does with hostile files: a NUL byte, a named pipe, a device, a file too
// large are refused with a message naming the file and nothing is opened or changed; a file's
// line-end convention (CRLF, CR, mixed) survives typing, pasting and saving.

#include "DocumentFilesTestSupport.h"
#include "HostileFiles.h"
#include "ScriptedPrompts.h"
#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "documents/FileIo.h"
#include "documents/LineEndingBar.h"
#include "editor/CodeEditor.h"

#include <QApplication>
#include <QClipboard>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using wave::widgets::Document;
using wave::widgets::DocumentTabs;
using wave::widgets::FileIo;
using wave::widgets::LineEndingBar;
using wave::widgets::LineEndings;

namespace {

// A 2,111-byte source with NUL bytes from offset 78 on, like the one in the issue.
QByteArray sourceWithNuls() {
    QByteArray bytes = "; saxpy, with a block of binary junk pasted into it by accident\n"
                       ".kernel k\n";
    const qsizetype firstNul = bytes.size();
    for (int i = 0; bytes.size() < 2111; ++i)
        bytes.append(i % 7 == 0 ? '\0' : char('a' + i % 26));
    bytes[firstNul] = '\0';
    return bytes;
}

// Every line end of `bytes`: "LF", "CRLF" or "CR", in order.
QStringList lineEnds(const QByteArray& bytes) {
    QStringList ends;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes[i] == '\n') {
            ends << QStringLiteral("LF");
        } else if (bytes[i] == '\r') {
            const bool crlf = i + 1 < bytes.size() && bytes[i + 1] == '\n';
            ends << (crlf ? QStringLiteral("CRLF") : QStringLiteral("CR"));
            i += crlf;
        }
    }
    return ends;
}

} // namespace

class FileSafetyTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        prompts_ = ScriptedPrompts();
    }

    void aFileWithANulByteIsRefusedNamingTheOffsetAndStaysIntact() {
        const QByteArray bytes = sourceWithNuls();
        QCOMPARE(bytes.size(), 2111);
        const qsizetype firstNul = bytes.indexOf('\0');
        QCOMPARE(firstNul, 74);
        const QString path = writeBytes(dir_->filePath(QStringLiteral("junk.wave")), bytes);
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QString error;
        QVERIFY(!tabs.open(path, error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("NUL byte at offset 74")), qPrintable(error));
        QCOMPARE(tabs.count(), 1);
        QVERIFY(tabs.current()->isPristine());
        QCOMPARE(readBytes(path), bytes);
    }

    // The file gains a NUL while open (another program wrote it): Reload refuses, the buffer
    // keeps the text it had, and a later save writes that text, never a cut copy of the file.
    void reloadingAFileThatGainedANulKeepsTheBuffer() {
        const QString path = writeBytes(dir_->filePath(QStringLiteral("k.wave")), doubleIt());
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QString error;
        Document* doc = tabs.open(path, error);
        QVERIFY2(doc, qPrintable(error));
        QVERIFY(writeBytes(path, sourceWithNuls()) == path);
        QVERIFY(!tabs.reload(doc, error));
        QVERIFY2(error.contains(QStringLiteral("NUL byte at offset 74")), qPrintable(error));
        QCOMPARE(doc->text().toUtf8(), doubleIt());
    }

    void invalidUtf8IsRefusedNamingTheOffset() {
        const QString path =
            writeBytes(dir_->filePath(QStringLiteral("latin1.wave")), "; caf\xe9\n.kernel k\n");
        DocumentTabs tabs;
        QString error;
        QVERIFY(!tabs.open(path, error));
        QVERIFY2(error.contains(QStringLiteral("offset 5")), qPrintable(error));
        QCOMPARE(tabs.count(), 1);
    }

    // Whatever text the editor accepts is saved byte for byte: a byte order mark, CR, CRLF and
    // LF line ends, characters outside the BMP, no line end at the end.
    void textIsSavedByteForByte() {
        const QByteArray bytes = "\xef\xbb\xbf; caf\xc3\xa9 \xe4\xb8\xad \xf0\x9f\x98\x80\r\n"
                                 ".kernel k\r\thalt\n.end";
        const QString path = writeBytes(dir_->filePath(QStringLiteral("k.wave")), bytes);
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        QString error;
        Document* doc = tabs.open(path, error);
        QVERIFY2(doc, qPrintable(error));
        const QString copy = dir_->filePath(QStringLiteral("copy.wave"));
        QVERIFY2(tabs.saveTo(doc, copy, error), qPrintable(error));
        QCOMPARE(readBytes(copy), bytes);
    }

    // Opening a named pipe would wait for a writer, on the GUI thread: refused at once.
    void aNamedPipeIsRefusedWithoutWaiting() {
        const QString path = dir_->filePath(QStringLiteral("pipe.wave"));
        FifoUnblocker fifo(path);
        QVERIFY(fifo.created());
        DocumentTabs tabs;
        QString error;
        QVERIFY(!tabs.open(path, error));
        QVERIFY2(!fifo.fired(), "the open blocked on the pipe until a writer came");
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("named pipe")), qPrintable(error));
        QCOMPARE(tabs.count(), 1);
    }

    // Devices never end (or are not text): refused before a single byte is read.
    void devicesAreRefused_data() {
        QTest::addColumn<QString>("path");
        QTest::newRow("zero") << QStringLiteral("/dev/zero");
        QTest::newRow("urandom") << QStringLiteral("/dev/urandom");
        QTest::newRow("null") << QStringLiteral("/dev/null");
    }
    void devicesAreRefused() {
        QFETCH(QString, path);
        DocumentTabs tabs;
        QString error;
        QVERIFY(!tabs.open(path, error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("a device, not a regular file")), qPrintable(error));
        QCOMPARE(tabs.count(), 1);
    }

    void aFileOverTheLimitIsRefused() {
        const QString path = dir_->filePath(QStringLiteral("huge.wave"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(FileIo::kMaxFileBytes + 1)); // sparse: costs no disk
        file.close();
        QByteArray bytes;
        QString error;
        QVERIFY(!FileIo::read(path, bytes, error));
        QVERIFY2(error.contains(QStringLiteral("too large")), qPrintable(error));
        QVERIFY(bytes.isEmpty());
        QVERIFY(FileIo::read(path, bytes, error, FileIo::kMaxFileBytes + 1));
        QCOMPARE(bytes.size(), FileIo::kMaxFileBytes + 1);
    }

    // Lines typed (Enter) or pasted into a file get the file's line ends, so a save keeps one
    // convention.
    void typedAndPastedLinesKeepTheFilesLineEnds_data() {
        QTest::addColumn<QString>("style");
        QTest::addColumn<QByteArray>("eol");
        QTest::newRow("CRLF") << QStringLiteral("CRLF") << QByteArray("\r\n");
        QTest::newRow("CR") << QStringLiteral("CR") << QByteArray("\r");
        QTest::newRow("LF") << QStringLiteral("LF") << QByteArray("\n");
    }
    void typedAndPastedLinesKeepTheFilesLineEnds() {
        QFETCH(QString, style);
        QFETCH(QByteArray, eol);
        QByteArray original = doubleIt();
        original.replace("\n", eol);
        const QString path = writeBytes(dir_->filePath(QStringLiteral("k.wave")), original);
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        tabs.show();
        QString error;
        Document* doc = tabs.open(path, error);
        QVERIFY2(doc, qPrintable(error));
        QCOMPARE(LineEndings::name(doc->lineEndings().convention()), style);
        QVERIFY(doc->lineEndingBar()->isHidden());
        const int lines = doc->editor()->lines();
        QCOMPARE(lines, int(lineEnds(original).size()) + 1);

        doc->editor()->setFocus();
        doc->editor()->setCursorPosition(0, 0);
        QTest::keyClicks(doc->editor(), QStringLiteral("; one"));
        QTest::keyClick(doc->editor(), Qt::Key_Return);
        QTest::keyClicks(doc->editor(), QStringLiteral("; two"));
        QTest::keyClick(doc->editor(), Qt::Key_Return);
        QApplication::clipboard()->setText(QStringLiteral("; pasted a\n; pasted b\r\n"));
        QTest::keyClick(doc->editor(), Qt::Key_V, Qt::ControlModifier);
        QVERIFY(tabs.save(doc));
        QVERIFY2(prompts_.errors.isEmpty(), qPrintable(prompts_.errors.join(u'\n')));

        const QByteArray saved = readBytes(path);
        QVERIFY2(saved.startsWith("; one" + eol + "; two" + eol + "; pasted a" + eol +
                                  "; pasted b" + eol),
                 saved.left(60).toPercentEncoding().constData());
        QVERIFY(saved.endsWith(original));
        const QStringList ends = lineEnds(saved);
        QCOMPARE(QSet<QString>(ends.cbegin(), ends.cend()), QSet<QString>{style});
    }

    // A file that mixes line ends keeps every one of them unless asked, says so, and new lines
    // take the most common kind.
    void aMixedFileSaysSoAndConvertsOnlyWhenAsked() {
        const QByteArray original = "; a\r\n; b\r\n; c\n; d\r\n";
        const QString path = writeBytes(dir_->filePath(QStringLiteral("mixed.wave")), original);
        DocumentTabs tabs;
        tabs.setPrompts(&prompts_);
        tabs.show();
        QString error;
        Document* doc = tabs.open(path, error);
        QVERIFY2(doc, qPrintable(error));
        LineEndingBar* bar = doc->lineEndingBar();
        QVERIFY(bar->isVisible());
        QVERIFY2(bar->message().contains(QStringLiteral("mixed.wave has mixed line endings (3 "
                                                        "CRLF, 1 LF). New lines use CRLF")),
                 qPrintable(bar->message()));

        doc->editor()->setFocus();
        doc->editor()->setCursorPosition(4, 0);
        QTest::keyClicks(doc->editor(), QStringLiteral("; e"));
        QTest::keyClick(doc->editor(), Qt::Key_Return);
        QVERIFY(tabs.save(doc));
        QCOMPARE(readBytes(path), original + "; e\r\n");

        QTest::mouseClick(bar->convertButton(), Qt::LeftButton);
        QVERIFY(bar->isHidden());
        QVERIFY(doc->isModified());
        QVERIFY(tabs.save(doc));
        QCOMPARE(readBytes(path), QByteArray("; a\r\n; b\r\n; c\r\n; d\r\n; e\r\n"));
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
    ScriptedPrompts prompts_;
};

QTEST_MAIN(FileSafetyTest)
#include "FileSafetyTest.moc"
