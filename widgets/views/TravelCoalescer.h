#pragma once
// Travel requests from dragging along a time axis, coalesced: while the drag lasts the newest
// position goes out at most every kIntervalMs (~25 per second), and the final one at once, so
// the session is not flooded with positions the user has already left. GUI thread only.

#include <QObject>

#include <cstdint>
#include <optional>

class QTimer;

namespace wave::widgets {

class TravelCoalescer : public QObject {
    Q_OBJECT
public:
    static constexpr int kIntervalMs = 40;

    explicit TravelCoalescer(QObject* parent = nullptr);

    // A position during the drag: sent with the next tick unless a newer one replaces it.
    void request(std::uint64_t step);
    // The final position: sent now; nothing pending is sent after it.
    void finish(std::uint64_t step);

signals:
    void travelRequested(quint64 step);

private:
    QTimer* timer_ = nullptr;
    std::optional<std::uint64_t> pending_;
};

} // namespace wave::widgets
