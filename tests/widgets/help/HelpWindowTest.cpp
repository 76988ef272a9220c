// The help window: the ISA reference must list every row of the instruction table under its
// category with its syntax and semantics, the user guide must load from the resource, and the
// navigation (contents, isa: links, showIsaReference) and search must land on the right text.

#include "help/HelpWindow.h"
#include "help/HelpOutline.h"
#include "help/IsaReference.h"
#include "isa/InstructionDoc.h"
#include "isa/InstructionTable.h"
#include "isa/SpecialRegisters.h"

#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QScrollBar>
#include <QSet>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>

using wave::widgets::HelpOutline;
using wave::widgets::HelpOutlineEntry;
using wave::widgets::HelpWindow;
using wave::widgets::IsaReference;
namespace isa = wave::isa;

namespace {

QString qs(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The table row (as plain text, cells separated by tabs or newlines) that holds `position`.
QString rowTextAt(const QTextDocument& doc, int position) {
    QTextCursor c(const_cast<QTextDocument*>(&doc));
    c.setPosition(position);
    QString text;
    // A row is the anchor's cell and the cells after it up to the next anchor: read ahead.
    for (QTextBlock b = c.block(); b.isValid() && text.size() < 600; b = b.next())
        text += b.text() + QLatin1Char('\n');
    return text;
}

QTreeWidgetItem* findItem(QTreeWidget* tree, const QString& text) {
    const QList<QTreeWidgetItem*> items =
        tree->findItems(text, Qt::MatchExactly | Qt::MatchRecursive);
    return items.isEmpty() ? nullptr : items.first();
}

} // namespace

class HelpWindowTest : public QObject {
    Q_OBJECT

private slots:
    void isaReferenceHasEveryRowOfTheTable() {
        QTextDocument doc;
        doc.setHtml(IsaReference::html());
        int rows = 0;
        for (const isa::InstructionInfo& info : isa::InstructionTable::all()) {
            const QString mnemonic = qs(info.mnemonic);
            const HelpOutlineEntry entry = HelpOutline::anchor(doc, mnemonic);
            QVERIFY2(entry.length > 0, qPrintable(mnemonic + QStringLiteral(": no anchor")));
            QCOMPARE(entry.title, mnemonic);
            const QString row = rowTextAt(doc, entry.position);
            QVERIFY2(row.contains(qs(isa::InstructionTable::syntax(info))),
                     qPrintable(mnemonic + QStringLiteral(": no syntax in ") + row));
            QVERIFY2(row.contains(qs(info.description)),
                     qPrintable(mnemonic + QStringLiteral(": no semantics")));
            ++rows;
        }
        QVERIFY(rows > 150);
        for (const isa::SpecialRegister& r : isa::SpecialRegisters::all())
            QVERIFY2(HelpOutline::anchor(doc, qs(r.name)).length > 0, r.name.data());
        for (const isa::DirectiveDoc& d : isa::InstructionDoc::directives())
            QVERIFY2(HelpOutline::anchor(doc, QStringLiteral(".") + qs(d.name)).length > 0,
                     d.name.data());
    }

    void isaReferenceShowsEncodingAndSize() {
        QTextDocument doc;
        doc.setHtml(IsaReference::html());
        // fma: opcode 0x13, 8 bytes; frcp: opcode 0x1B modifier 1, 4 bytes.
        const QString fma =
            rowTextAt(doc, HelpOutline::anchor(doc, QStringLiteral("fma")).position);
        QVERIFY2(fma.contains(QStringLiteral("0x13")) && fma.contains(QStringLiteral("8 bytes")),
                 qPrintable(fma));
        const QString frcp =
            rowTextAt(doc, HelpOutline::anchor(doc, QStringLiteral("frcp")).position);
        QVERIFY2(frcp.contains(QStringLiteral("0x1B\n1\n4 bytes")), qPrintable(frcp));
        // Extensions and decode-only rows say so.
        const QString ext =
            rowTextAt(doc, HelpOutline::anchor(doc, QStringLiteral("fcmp_ge")).position);
        QVERIFY(ext.contains(qs(isa::InstructionDoc::originNote(isa::Origin::Extension))));
        const QString dec =
            rowTextAt(doc, HelpOutline::anchor(doc, QStringLiteral("ucmp_eq")).position);
        QVERIFY(dec.contains(qs(isa::InstructionDoc::originNote(isa::Origin::DecodeOnly))));
        // Operand placement under the syntax.
        QVERIFY2(fma.contains(QStringLiteral("rs3: word1 bits 23:16")), qPrintable(fma));
    }

    void isaReferenceGroupsByCategory() {
        QTextDocument doc;
        doc.setHtml(IsaReference::html());
        QMap<QString, const isa::InstructionInfo*> byName;
        for (const isa::InstructionInfo& info : isa::InstructionTable::all())
            byName.insert(qs(info.mnemonic), &info);
        // Every heading holds the rows of one category, and every category has one heading.
        QMap<QString, QSet<int>> categoriesOfHeading;
        QString heading;
        for (const HelpOutlineEntry& e : HelpOutline::of(doc)) {
            if (e.anchor.isEmpty())
                heading = e.title;
            else if (byName.contains(e.anchor))
                categoriesOfHeading[heading].insert(static_cast<int>(byName[e.anchor]->category));
        }
        QSet<int> seen;
        for (auto it = categoriesOfHeading.cbegin(); it != categoriesOfHeading.cend(); ++it) {
            QCOMPARE(it.value().size(), 1);
            const int category = *it.value().cbegin();
            QVERIFY2(!seen.contains(category), qPrintable(it.key()));
            seen.insert(category);
        }
        QSet<int> all;
        for (const isa::InstructionInfo& info : isa::InstructionTable::all())
            all.insert(static_cast<int>(info.category));
        QCOMPARE(seen, all);
    }

    void userGuideLoadsFromTheResource() {
        const QString markdown = HelpWindow::userGuideMarkdown();
        QVERIFY(markdown.startsWith(QStringLiteral("# WAVE Studio User Guide")));
        HelpWindow window;
        window.showUserGuide();
        QCOMPARE(window.page(), HelpWindow::Page::UserGuide);
        QVERIFY(window.browser()->toPlainText().contains(QStringLiteral("Reverse Continue")));
        for (const char* section :
             {"Getting started", "The editor", "Launching a kernel", "Running and stepping",
              "Stepping backward", "Breakpoints", "Conditions", "The debugger views",
              "Classroom mode", "The command-line tools", "Keyboard shortcuts"})
            QVERIFY2(findItem(window.contents(), QLatin1String(section)), section);
        for (const char* key : {"F5", "Shift+F5", "Ctrl+Shift+F5", "F9", "F10", "Shift+F10",
                                "Ctrl+F10", "F11", "Shift+F11"})
            QVERIFY2(markdown.contains(QStringLiteral("| %1 |").arg(QLatin1String(key))), key);
    }

    void everyIsaLinkOfTheGuideResolves() {
        QTextDocument guide;
        guide.setMarkdown(HelpWindow::userGuideMarkdown());
        QTextDocument reference;
        reference.setHtml(IsaReference::html());
        int links = 0;
        for (QTextBlock b = guide.begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QString href = it.fragment().charFormat().anchorHref();
                if (!href.startsWith(QLatin1String("isa:")))
                    continue;
                ++links;
                QVERIFY2(HelpOutline::anchor(reference, href.mid(4)).length > 0, qPrintable(href));
            }
        QVERIFY(links >= 3);
    }

    void showIsaReferenceSelectsTheMnemonic() {
        HelpWindow window;
        window.resize(900, 600);
        QVERIFY(window.showIsaReference(QStringLiteral("mov_sr")));
        QCOMPARE(window.page(), HelpWindow::Page::IsaReference);
        QVERIFY(window.isVisible());
        QCOMPARE(window.browser()->textCursor().selectedText(), QStringLiteral("mov_sr"));
        // mov_sr is one of the last rows: the page scrolled down to it.
        QVERIFY(window.browser()->verticalScrollBar()->value() > 0);
        QVERIFY(window.showIsaReference(QStringLiteral("sr_lane_id")));
        QCOMPARE(window.browser()->textCursor().selectedText(), QStringLiteral("sr_lane_id"));
        // Directives with or without their dot.
        QVERIFY(window.showIsaReference(QStringLiteral("workgroup_size")));
        QCOMPARE(window.browser()->textCursor().selectedText(), QStringLiteral(".workgroup_size"));
        QVERIFY(!window.showIsaReference(QStringLiteral("no_such_op")));
        QVERIFY(window.showIsaReference());
    }

    void contentsAndLinksNavigate() {
        HelpWindow window;
        window.showIsaReference();
        QTreeWidgetItem* item = findItem(window.contents(), QStringLiteral("wave_ballot"));
        QVERIFY(item);
        QVERIFY(item->parent()); // under its category
        window.contents()->setCurrentItem(item);
        QCOMPARE(window.browser()->textCursor().selectedText(), QStringLiteral("wave_ballot"));

        window.showUserGuide();
        QVERIFY(findItem(window.contents(), QStringLiteral("Breakpoints")));
        QVERIFY(!findItem(window.contents(), QStringLiteral("wave_ballot")));
        emit window.browser()->anchorClicked(QUrl(QStringLiteral("isa:barrier")));
        QCOMPARE(window.page(), HelpWindow::Page::IsaReference);
        QCOMPARE(window.browser()->textCursor().selectedText(), QStringLiteral("barrier"));
    }

    void searchFindsATerm() {
        HelpWindow window;
        window.showUserGuide();
        const int matches = window.search(QStringLiteral("watchpoint"));
        QVERIFY(matches >= 2);
        QTextCursor first = window.browser()->textCursor();
        QCOMPARE(first.selectedText().toLower(), QStringLiteral("watchpoint"));
        QCOMPARE(window.browser()->extraSelections().size(), matches);
        // Again: the next match; backward: the first one again.
        QCOMPARE(window.search(QStringLiteral("watchpoint")), matches);
        QVERIFY(window.browser()->textCursor().selectionStart() > first.selectionStart());
        window.search(QStringLiteral("watchpoint"), true);
        QCOMPARE(window.browser()->textCursor().selectionStart(), first.selectionStart());

        QCOMPARE(window.search(QStringLiteral("zzqqxx")), 0);
        QCOMPARE(window.search(QString()), 0);
        QVERIFY(window.browser()->extraSelections().isEmpty());

        // Typing in the field searches the page shown; Enter goes on to the next match.
        window.showIsaReference();
        QTest::keyClicks(window.searchField(), QStringLiteral("atomic_cas"));
        QCOMPARE(window.browser()->textCursor().selectedText(), QStringLiteral("atomic_cas"));
        const int at = window.browser()->textCursor().selectionStart();
        QTest::keyClick(window.searchField(), Qt::Key_Return);
        QVERIFY(window.browser()->textCursor().selectionStart() != at);
    }
};

QTEST_MAIN(HelpWindowTest)
#include "HelpWindowTest.moc"
