#pragma once
// The focused wave's divergence stack, outermost frame first, with the saved masks as lane
// strips. A pushed frame has a bar on its left and highlighted cells; a popped frame stays one
// step as a struck-through row. A click jumps to the frame's line (lineActivated). GUI thread
// only.

#include "models/DivergenceStackModel.h"
#include "views/SnapshotTableView.h"

namespace wave::widgets {

class DivergenceStackView : public SnapshotTableView {
    Q_OBJECT
public:
    explicit DivergenceStackView(QWidget* parent = nullptr);

    DivergenceStackModel* stackModel() const { return model_; }
    void setSnapshot(DivergenceStackModel::Snapshot snapshot);
    void setFocusWave(std::uint32_t wave);

signals:
    void lineActivated(quint32 line);

protected:
    void applyStyle() override;
    bool viewportEvent(QEvent* event) override;

private:
    void fitColumns();

    DivergenceStackModel* model_ = nullptr;
    std::uint32_t width_ = 32;
};

} // namespace wave::widgets
