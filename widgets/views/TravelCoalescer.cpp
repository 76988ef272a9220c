#include "views/TravelCoalescer.h"

#include <QTimer>

namespace wave::widgets {

TravelCoalescer::TravelCoalescer(QObject* parent) : QObject(parent) {
    timer_ = new QTimer(this);
    timer_->setSingleShot(true);
    timer_->setInterval(kIntervalMs);
    connect(timer_, &QTimer::timeout, this, [this] {
        if (pending_) {
            const std::uint64_t step = *pending_;
            pending_.reset();
            emit travelRequested(step);
        }
    });
}

void TravelCoalescer::request(std::uint64_t step) {
    pending_ = step;
    if (!timer_->isActive())
        timer_->start();
}

void TravelCoalescer::finish(std::uint64_t step) {
    timer_->stop();
    pending_.reset();
    emit travelRequested(step);
}

} // namespace wave::widgets
