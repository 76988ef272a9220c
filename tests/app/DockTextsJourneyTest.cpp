// Every dock's words readable in German at 1024x768 (issue 21), on the real MainWindow with the
// German translation installed as `wave-studio --lang de` installs it: the reduction that
// assumes 32 lanes compared in the Portability dock (a differing cell clicked, its last writers
// found), then tree_reduction stopped in its loop in the debugger, so that every dock has its
// texts. Each dock is brought to the front in turn, and none of its labels, buttons, group-box
// titles or painted legends may be cut (DockTextProbe measures them by geometry, for any dock),
// nor show a word of the sources untranslated (a source text of wave_studio_de.ts with another
// German text, or an instruction category as the core spells it in English).

#include "DockTextProbe.h"
#include "LanguageActions.h"
#include "LayoutProbe.h"
#include "MainWindow.h"
#include "PortabilityActions.h"

#include "documents/DocumentTabs.h"
#include "isa/InstructionInfo.h"
#include "portability/PortabilityDiffPanel.h"
#include "portability/PortabilityView.h"
#include "session/SessionController.h"
#include "views/StatisticsView.h"

#include <QDockWidget>
#include <QFile>
#include <QHash>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTreeWidget>

using wave::studio::MainWindow;
using namespace wave::layoutprobe;

namespace {

// The German file's source texts with a German text of their own ("integer" -> "Ganzzahl").
QHash<QString, QString> germanTexts() {
    QHash<QString, QString> out;
    QFile file(QStringLiteral(WAVE_DE_TS));
    if (!file.open(QIODevice::ReadOnly))
        return out;
    const QString ts = QString::fromUtf8(file.readAll());
    static const QRegularExpression message(
        QStringLiteral("<source>(.*?)</source>.*?<translation(?: type=\"[a-z]+\")?>(.*?)"
                       "</translation>"),
        QRegularExpression::DotMatchesEverythingOption);
    auto unescape = [](QString s) {
        QTextDocument doc;
        doc.setHtml(s.replace(QLatin1Char('\n'), QStringLiteral("<br>")));
        return doc.toPlainText();
    };
    for (auto it = message.globalMatch(ts); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString source = unescape(m.captured(1)).remove(QLatin1Char('&'));
        const QString german = unescape(m.captured(2)).remove(QLatin1Char('&'));
        if (!german.isEmpty() && german != source)
            out.insert(source, german);
    }
    return out;
}

} // namespace

class DockTextsJourneyTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(profile_.isValid());
        useProfile(profile_, QStringLiteral("WAVE Studio dock texts test"));
        // As main() does for --lang de, before the first widget.
        const QLocale locale =
            wave::studio::LanguageActions::installTranslators(*qApp, QStringLiteral("de"));
        QCOMPARE(locale.language(), QLocale::German);
        QCOMPARE(
            QCoreApplication::translate("wave::widgets::PortabilityDiffPanel", "De&bug this run"),
            QStringLiteral("Diesen &Lauf debuggen"));
    }

    void everyDockIsReadableInGerman_data() {
        QTest::addColumn<QSize>("size");
        QTest::addRow("1024x768") << QSize(1024, 768);
        QTest::addRow("1280x800") << QSize(1280, 800);
    }

    void everyDockIsReadableInGerman() {
        QFETCH(QSize, size);
        QSettings().clear();
        QTemporaryDir work;
        MainWindow window;
        window.resize(size);
        QString error;
        const QString tree = copyExample(work, QStringLiteral("tree_reduction"));
        QVERIFY2(window.openFile(tree, error), qPrintable(error));
        QVERIFY2(window.openFile(copyExample(work, QStringLiteral("reduction_assumes_32")), error),
                 qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(window.assembliesShown() > 0);

        // The portability matrix of the reduction, its amd-64 cell clicked: the differing word
        // and its last writers.
        QDockWidget* portabilityDock = window.portability()->dock();
        portabilityDock->show();
        portabilityDock->raise();
        wave::widgets::PortabilityView* view = window.portability()->view();
        QTRY_VERIFY(view->runButton()->isVisible());
        QTest::mouseClick(view->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->result() && !view->running(), 60000);
        // Before a cell is clicked: "Click a cell of the grid ..." beside the grid.
        QTest::qWait(200);
        QStringList failures;
        const QList<wave::docktext::Cut> before = wave::docktext::cutTexts(portabilityDock);
        if (!before.isEmpty())
            failures << wave::docktext::describe(portabilityDock->objectName(), before);
        QTableView* grid = view->grid();
        const QModelIndex amd = grid->model()->index(grid->model()->rowCount() - 1, 0);
        grid->scrollTo(amd);
        QTest::mouseClick(grid->viewport(), Qt::LeftButton, {}, grid->visualRect(amd).center());
        QTRY_VERIFY_WITH_TIMEOUT(
            view->diffPanel()->writersView()->topLevelItemCount() > 0 &&
                view->diffPanel()->writersView()->topLevelItem(0)->childCount() > 0,
            30000);

        // tree_reduction stopped in its loop (the matrix above is now of another file).
        window.documents()->setCurrentIndex(0);
        QVERIFY(stopInLoop(window, tree));

        const QHash<QString, QString> german = germanTexts();
        QVERIFY(german.size() > 500);
        QSet<QString> coreWords; // the instruction categories as the core names them
        for (int c = 0; c <= int(wave::isa::Category::Misc); ++c) {
            const std::string_view name = wave::isa::categoryName(wave::isa::Category(c));
            coreWords.insert(QString::fromUtf8(name.data(), qsizetype(name.size())));
        }

        int docks = 0;
        int texts = 0;
        for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
            dock->show();
            dock->raise();
            if (!QTest::qWaitFor([dock] { return dock->widget() && dock->widget()->isVisible(); },
                                 5000)) {
                failures << dock->objectName() + QStringLiteral(": not shown");
                continue;
            }
            // Layouts settle after timers and resize passes (later on a loaded machine).
            QList<wave::docktext::Cut> cuts;
            for (int i = 0; i < 20; ++i) {
                QTest::qWait(i == 0 ? 200 : 100);
                cuts = wave::docktext::cutTexts(dock);
                if (cuts.isEmpty())
                    break;
            }
            ++docks;
            if (!cuts.isEmpty())
                failures << wave::docktext::describe(dock->objectName(), cuts);
            const QStringList shown = wave::docktext::shownTexts(dock);
            texts += int(shown.size());
            for (const QString& text : shown) {
                const QString t = text.trimmed();
                if (german.contains(t) || coreWords.contains(t))
                    failures << QStringLiteral("%1: \"%2\" is not translated")
                                    .arg(dock->objectName(), t);
            }
        }
        // The instruction mix by name: the categories come from the core in English.
        const auto* statistics = window.findChild<wave::widgets::StatisticsView*>();
        QVERIFY(statistics && !statistics->sections().empty());
        QVERIFY(!statistics->sections().front().rows.empty());
        for (const auto& row : statistics->sections().front().rows)
            if (coreWords.contains(row.label))
                failures << QStringLiteral("StatisticsDock: instruction mix \"%1\" is not "
                                           "translated")
                                .arg(row.label);
        qInfo("%dx%d: %d docks, %d texts", size.width(), size.height(), docks, texts);
        for (const QString& f : failures)
            qWarning("%s", qPrintable(f));
        QVERIFY(docks >= 15);
        QVERIFY2(failures.isEmpty(), qPrintable(QString::number(failures.size()) +
                                                QStringLiteral(" texts cut or untranslated")));
        window.session()->terminate();
    }

private:
    QTemporaryDir profile_;
};

QTEST_MAIN(DockTextsJourneyTest)
#include "DockTextsJourneyTest.moc"
