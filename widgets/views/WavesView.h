#pragma once
// Every wave of the workgroup as a table: state, PC, line, active lanes and a mask strip
// coloured by lane status. A click focuses the wave (waveActivated); a double-click shows its
// line (lineActivated). GUI thread only.

#include "models/WavesModel.h"
#include "views/SnapshotTableView.h"

namespace wave::widgets {

class WavesView : public SnapshotTableView {
    Q_OBJECT
public:
    explicit WavesView(QWidget* parent = nullptr);

    WavesModel* wavesModel() const { return model_; }
    void setSnapshot(WavesModel::Snapshot snapshot);
    void setFocusWave(std::uint32_t wave);

signals:
    void waveActivated(quint32 wave);
    void lineActivated(quint32 line);

protected:
    void applyStyle() override;

private:
    WavesModel* model_ = nullptr;
};

} // namespace wave::widgets
