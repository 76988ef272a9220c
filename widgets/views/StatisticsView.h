#pragma once
// Run statistics as small painted charts: instruction mix, SIMD efficiency, barrier waits,
// bank conflicts and memory traffic. Fed by the session's Statistics analysis; without it,
// falls back on the emulator counters every snapshot carries (no bank conflicts then).
// GUI thread only.

#include "views/ViewStyle.h"

#include "debug/analysis/Statistics.h"
#include "debug/session/MachineSnapshot.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace wave::widgets {

class StatisticsView : public QWidget {
    Q_OBJECT
    // Every text drawn, and those that do not fit the view's width (for the dock-text tests).
    Q_PROPERTY(QStringList shownTexts READ shownTexts)
    Q_PROPERTY(QStringList cutTexts READ cutTexts)
public:
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

    struct Row {
        QString label;
        double value = 0;
        double max = 1; // bar length is value / max; 0: a plain figure, no bar
        QString text;   // shown right of the bar
        QColor color;   // invalid: the palette's bar colour
    };
    struct Section {
        QString title;
        QString headline; // a big figure next to the title ("72%"), optional
        QString note;     // one muted line under the title, optional
        std::vector<Row> rows;
    };

    explicit StatisticsView(QWidget* parent = nullptr);

    void setSnapshot(const Snapshot& snapshot);
    void setStatistics(const debug::StatisticsData& statistics);
    void clearStatistics();
    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);
    const ViewStyle& style() const { return style_; }
    // What is drawn, for tests and CSV export.
    const std::vector<Section>& sections() const { return sections_; }
    QStringList shownTexts() const;
    QStringList cutTexts() const;

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void rebuild();
    void fromAnalysis(const debug::StatisticsData& d);
    void fromCounters(const debug::MachineSnapshot& s);
    int layoutHeight(int width) const;
    // The row's columns at the present width: labels, bars, figures.
    struct Columns {
        int margin = 0;
        int width = 0; // between the margins
        int label = 0;
        int bar = 0;
        int text = 0;
    };
    Columns columns() const;

    Snapshot snapshot_;
    std::optional<debug::StatisticsData> data_;
    std::vector<Section> sections_;
    ViewStyle style_;
};

} // namespace wave::widgets
