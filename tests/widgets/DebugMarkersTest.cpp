// The debugger's markers in the editor: a click in the breakpoint margin asks to toggle that
// line, a right click asks for the breakpoint menu, breakpoint markers move with edits, and the
// execution markers (focused wave's arrow and line, other waves' numbered pills) land on the
// lines they are given.

#include "editor/CodeEditor.h"
#include "editor/EditorTheme.h"
#include "views/ViewPalette.h"

#include <QContextMenuEvent>
#include <QImage>

#include <QSignalSpy>
#include <QTest>
#include <cmath>

using wave::widgets::BreakpointMark;
using wave::widgets::CodeEditor;

namespace {

const char* const kSource = ".kernel k\n"
                            "    mov r0, sr_lane_id\n"
                            "    iadd r1, r0, r0\n"
                            "    if p1\n"
                            "        nop\n"
                            "    endif\n"
                            "    halt\n"
                            ".end\n";

// WCAG 2 relative luminance and contrast ratio.
double luminance(const QColor& c) {
    const auto lin = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// `over` at its own alpha on top of opaque `under`, as Scintilla draws translucent layers.
QColor over(const QColor& under, const QColor& layer) {
    const double a = layer.alphaF();
    return QColor::fromRgbF(float(under.redF() * (1 - a) + layer.redF() * a),
                            float(under.greenF() * (1 - a) + layer.greenF() * a),
                            float(under.blueF() * (1 - a) + layer.blueF() * a));
}

bool has(unsigned mask, int marker) {
    return (mask >> marker) & 1u;
}

} // namespace

class DebugMarkersTest : public QObject {
    Q_OBJECT
private slots:
    void init() {
        editor_ = std::make_unique<CodeEditor>();
        editor_->setText(QString::fromUtf8(kSource));
        editor_->resize(600, 400);
        editor_->show();
        QVERIFY(QTest::qWaitForWindowExposed(editor_.get()));
    }
    void cleanup() { editor_.reset(); }

    // The centre of the breakpoint margin on a 0-based line, in viewport coordinates.
    QPoint marginPoint(int line) const {
        const long pos = editor_->positionFromLineIndex(line, 0);
        const int y = static_cast<int>(editor_->SendScintilla(
                          QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL, pos)) +
                      static_cast<int>(editor_->SendScintilla(QsciScintillaBase::SCI_TEXTHEIGHT,
                                                              static_cast<unsigned long>(line))) /
                          2;
        return {editor_->marginWidth(CodeEditor::kBreakpointMargin) / 2, y};
    }

    void clickingTheBreakpointMarginAsksToToggleThatLine() {
        QSignalSpy toggled(editor_.get(), &CodeEditor::breakpointToggleRequested);
        QTest::mouseClick(editor_->viewport(), Qt::LeftButton, {}, marginPoint(2));
        QCOMPARE(toggled.size(), 1);
        QCOMPARE(toggled.first().first().toInt(), 3);
        QTest::mouseClick(editor_->viewport(), Qt::LeftButton, {}, marginPoint(6));
        QCOMPARE(toggled.size(), 2);
        QCOMPARE(toggled.last().first().toInt(), 7);
        // A click in the text does not.
        QTest::mouseClick(editor_->viewport(), Qt::LeftButton, {}, marginPoint(2) + QPoint(200, 0));
        QCOMPARE(toggled.size(), 2);
    }

    void rightClickInTheMarginAsksForTheBreakpointMenu() {
        QSignalSpy menu(editor_.get(), &CodeEditor::breakpointContextMenuRequested);
        const QPoint at = marginPoint(3);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, editor_->viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(editor_->viewport(), &event);
        QCOMPARE(menu.size(), 1);
        QCOMPARE(menu.first().at(0).toInt(), 4);
        QCOMPARE(menu.first().at(1).toPoint(), editor_->viewport()->mapToGlobal(at));
    }

    void breakpointMarkersMoveWithEdits() {
        editor_->setBreakpointLines({{3, true, false}, {5, false, true}, {7, true, true}});
        QVERIFY(has(editor_->markersAtLine(2), CodeEditor::kBreakpointMarker));
        QVERIFY(has(editor_->markersAtLine(4), CodeEditor::kDisabledConditionalBreakpointMarker));
        QVERIFY(has(editor_->markersAtLine(6), CodeEditor::kConditionalBreakpointMarker));
        QCOMPARE(editor_->breakpointMarkerLines(), (QList<int>{3, 5, 7}));

        editor_->insertAt(QStringLiteral("; two new lines\n\n"), 1, 0); // above line 2
        QCOMPARE(editor_->breakpointMarkerLines(), (QList<int>{5, 7, 9}));
        QVERIFY(has(editor_->markersAtLine(4), CodeEditor::kBreakpointMarker));
        QVERIFY(!has(editor_->markersAtLine(2), CodeEditor::kBreakpointMarker));

        // Deleting the lines between two breakpoints joins them on one line.
        editor_->setSelection(4, 0, 6, 0);
        editor_->removeSelectedText();
        const QList<int> joined = editor_->breakpointMarkerLines();
        QCOMPARE(joined[0], 5);
        QCOMPARE(joined[1], 5);
        QCOMPARE(joined[2], 7);

        editor_->setBreakpointLines({});
        QVERIFY(editor_->breakpointMarkerLines().isEmpty());
        QCOMPARE(editor_->markersAtLine(4) & 0x3Cu, 0u);
        // Lines past the end are kept as given, with no marker.
        editor_->setBreakpointLines({{400, true, false}});
        QCOMPARE(editor_->breakpointMarkerLines(), QList<int>{400});
    }

    void everyLineBackgroundMeetsAA() {
        // Every theme the editor can take: light, dark, and the high-contrast palette of the
        // classroom mode (which picks its editor theme from the palette).
        const QList<wave::widgets::EditorTheme> themes = {
            wave::widgets::EditorTheme::light(), wave::widgets::EditorTheme::darkTheme(),
            wave::widgets::EditorTheme::forPalette(
                wave::widgets::ViewPalette::highContrast().qtPalette(QPalette()))};
        for (const wave::widgets::EditorTheme& t : themes) {
            // The PC line is drawn under the text, the current line as a veil over it (text and
            // background alike), the selection replaces the text colour by the default one;
            // breakpoint lines keep the paper.
            QCOMPARE(t.executionLine.alpha(), 255);
            QVERIFY(t.caretLine.alpha() < 255);
            const QColor paper = t.paper;
            const QColor pcLine = t.executionLine;
            for (int s = 0; s < wave::widgets::kWaveStyleCount; ++s) {
                const QColor text = t.styles[std::size_t(s)].color;
                for (const QColor& line : {paper, pcLine}) {
                    const double plain = contrast(text, line);
                    QVERIFY2(plain >= 4.5, qPrintable(QStringLiteral("style %1 on %2: %3")
                                                          .arg(s)
                                                          .arg(line.name())
                                                          .arg(plain)));
                    const double current =
                        contrast(over(text, t.caretLine), over(line, t.caretLine));
                    QVERIFY2(current >= 4.5,
                             qPrintable(QStringLiteral("style %1 on %2 as current line: %3")
                                            .arg(s)
                                            .arg(line.name())
                                            .arg(current)));
                }
            }
            const QColor selected = t.style(wave::widgets::WaveStyle::Default).color;
            QVERIFY(contrast(selected, t.selection) >= 4.5);
            QVERIFY(contrast(over(selected, t.caretLine), over(t.selection, t.caretLine)) >= 4.5);
        }
        // The editor really paints the PC line in that opaque colour, under the text.
        editor_->setExecutionMarkers(3, {});
        editor_->setCursorPosition(0, 0);
        const QImage image = editor_->grab().toImage();
        const int y = editor_->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL,
                                             editor_->positionFromLineIndex(2, 0)) +
                      editor_->textHeight(2) / 2;
        const QColor painted =
            image.pixelColor(editor_->viewport()->width() - 10 + editor_->viewport()->x(),
                             y + editor_->viewport()->y());
        QCOMPARE(painted.rgb(), editor_->theme().executionLine.rgb());
    }

    void executionMarkersLandOnTheirLines() {
        const int wavesMarginBefore = editor_->marginWidth(CodeEditor::kWaveMargin);
        QCOMPARE(wavesMarginBefore, 0);
        editor_->setExecutionMarkers(3, {{3, 2}, {5, 7}, {5, 3}, {7, 12}});
        QVERIFY(editor_->marginWidth(CodeEditor::kWaveMargin) > 0);
        QVERIFY(has(editor_->markersAtLine(2), CodeEditor::kExecutionArrowMarker));
        QVERIFY(has(editor_->markersAtLine(2), CodeEditor::kExecutionLineMarker));
        for (int line : {0, 1, 3, 4, 5, 6, 7})
            QVERIFY(!has(editor_->markersAtLine(line), CodeEditor::kExecutionArrowMarker));

        const auto waveMarkerOn = [&](int line) {
            const unsigned mask = editor_->markersAtLine(line);
            for (int m = CodeEditor::kFirstWaveMarker; m <= CodeEditor::kWaveOverflowMarker; ++m)
                if (has(mask, m))
                    return true;
            return false;
        };
        QVERIFY(waveMarkerOn(2));
        QVERIFY(waveMarkerOn(4));
        QVERIFY(waveMarkerOn(6));
        QVERIFY(!waveMarkerOn(0));
        QVERIFY(!waveMarkerOn(3));
        QCOMPARE(editor_->waveMarkerLabel(3), QStringLiteral("2"));
        QCOMPARE(editor_->waveMarkerLabel(5), QStringLiteral("3+"));
        QCOMPARE(editor_->waveMarkerLabel(7), QStringLiteral("12"));
        QVERIFY(editor_->waveMarkerLabel(1).isEmpty());

        // A new stop replaces the markers.
        editor_->setExecutionMarkers(6, {});
        QVERIFY(has(editor_->markersAtLine(5), CodeEditor::kExecutionArrowMarker));
        QVERIFY(!has(editor_->markersAtLine(2), CodeEditor::kExecutionArrowMarker));
        QVERIFY(!waveMarkerOn(4));

        editor_->clearExecutionMarkers();
        for (int line = 0; line < editor_->lines(); ++line) {
            QVERIFY(!has(editor_->markersAtLine(line), CodeEditor::kExecutionArrowMarker));
            QVERIFY(!has(editor_->markersAtLine(line), CodeEditor::kExecutionLineMarker));
        }
        QCOMPARE(editor_->marginWidth(CodeEditor::kWaveMargin), 0);
    }

    // More distinct pill labels than marker slots: the rest share the overflow marker.
    void manyWavesUseTheOverflowMarker() {
        editor_->setText(QString(40, QLatin1Char('\n')));
        QList<QPair<int, int>> waves;
        for (int i = 0; i < 30; ++i)
            waves << qMakePair(i + 1, i);
        editor_->setExecutionMarkers(0, waves);
        QVERIFY(has(editor_->markersAtLine(29), CodeEditor::kWaveOverflowMarker));
        QVERIFY(has(editor_->markersAtLine(0), CodeEditor::kFirstWaveMarker));
        QCOMPARE(editor_->waveMarkerLabel(30), QStringLiteral("29"));
    }

private:
    std::unique_ptr<CodeEditor> editor_;
};

QTEST_MAIN(DebugMarkersTest)
#include "DebugMarkersTest.moc"
