#pragma once
// The barrier board of the current workgroup: which waves wait at which barrier (by line) and
// where the others are (line and state). When the session stopped on a deadlock or a barrier
// divergence, a banner states the engine's verdict in words with "go to line" buttons: core's
// structured findings rendered by VerdictText, so it reads in the user's language and the
// lines come from data, not from the text. The board is the snapshot's (SnapshotBuilder::
// board). After edits to the running text, every line it names is where the edits put it
// (setLineMap). GUI thread only.

#include "views/BarrierBoardItem.h"
#include "views/ViewStyle.h"

#include "debug/session/EditLineMap.h"
#include "debug/session/MachineSnapshot.h"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

namespace wave::widgets {

class BarrierBoardView : public QWidget {
    Q_OBJECT
public:
    using Snapshot = std::shared_ptr<const debug::MachineSnapshot>;

    explicit BarrierBoardView(QWidget* parent = nullptr);

    void setSnapshot(Snapshot snapshot);
    // Where the edits since the launch moved the run's lines (nullptr: not edited).
    void setLineMap(std::shared_ptr<const debug::EditLineMap> map);
    void setFocusWave(std::uint32_t wave);
    std::uint32_t focusWave() const { return focusWave_; }
    void setScale(double scale);
    void setViewPalette(const ViewPalette& palette);
    const ViewStyle& style() const { return style_; }

    // The verdict sentences shown in the banner, one per line; empty without a banner.
    QString verdictText() const;
    // Lines offered by the banner's "go to line" buttons, in the order of the verdict.
    QList<std::uint32_t> goToLines() const { return lines_; }
    // The lines a deadlock or barrier-divergence verdict of `snapshot`'s stop names, in its
    // order (the barrier, then where each culprit went), on the run's lines; empty for other
    // stops.
    static QList<std::uint32_t> verdictLines(const debug::MachineSnapshot& snapshot);
    // Where a wave's chip is drawn (tests and hit checks); empty when not shown.
    QRect chipRect(std::uint32_t wave) const;
    QRect goToLineRect(std::uint32_t line) const;
    // What a wave's chip says under its name ("ready at line 22"); empty when not shown.
    QString chipStatus(std::uint32_t wave) const;

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    // A line of the code that runs, as every view names them (the board shows where the edits
    // put it).
    void lineActivated(quint32 line);
    void waveActivated(quint32 wave);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

private:
    std::vector<BarrierBoardItem> layoutItems(int width) const;
    void relayout();
    const BarrierBoardItem* itemAt(const QPoint& pos) const;

    void rebuild();
    std::uint32_t runLine(std::uint32_t shown) const;

    Snapshot snapshot_;
    std::shared_ptr<const debug::EditLineMap> lineMap_;
    debug::BarrierBoard board_;
    QStringList sentences_; // the verdict in the user's language (VerdictText)
    std::vector<std::uint32_t> culprits_;
    bool divergence_ = false;
    QList<std::uint32_t> lines_;
    std::uint32_t focusWave_ = 0;
    ViewStyle style_;
    std::vector<BarrierBoardItem> items_;
};

} // namespace wave::widgets
