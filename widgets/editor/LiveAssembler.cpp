#include "editor/LiveAssembler.h"

#include <QElapsedTimer>

namespace wave::widgets {

LiveAssembler::LiveAssembler(QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(1);
    debounce_.setSingleShot(true);
    debounce_.setInterval(kDefaultDebounceMs);
    connect(&debounce_, &QTimer::timeout, this, &LiveAssembler::assembleNow);
}

LiveAssembler::~LiveAssembler() {
    pool_.waitForDone();
}

void LiveAssembler::setSource(const QString& source) {
    source_ = source;
    ++generation_;
    debounce_.start();
}

void LiveAssembler::assembleNow() {
    debounce_.stop();
    const quint64 generation = generation_;
    std::string text = source_.toStdString();
    const QString fileName = fileName_;
    pool_.start([this, generation, fileName, text = std::move(text)]() mutable {
        auto snapshot = std::make_shared<AssemblySnapshot>();
        snapshot->generation = generation;
        snapshot->fileName = fileName;
        QElapsedTimer clock;
        clock.start();
        snapshot->result = assembler::Assembler::assemble(text, fileName.toStdString());
        snapshot->milliseconds = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        snapshot->source = std::move(text);
        // Queued to the GUI thread; if `this` is destroyed first, the event is dropped with it.
        QMetaObject::invokeMethod(
            this, [this, s = AssemblySnapshotPtr(std::move(snapshot))] { deliver(s); },
            Qt::QueuedConnection);
    });
}

void LiveAssembler::deliver(const AssemblySnapshotPtr& snapshot) {
    if (snapshot->generation != generation_)
        return; // the buffer changed while this assembly ran: a newer one is on its way
    if (latest_ && latest_->generation == snapshot->generation)
        return; // assembleNow() ran twice on the same buffer
    latest_ = snapshot;
    emit assembled(snapshot);
}

} // namespace wave::widgets
