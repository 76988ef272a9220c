#pragma once
// Assembles a source buffer off the GUI thread, `debounceMs` after the last change.
//
// Threading: the object lives on the GUI thread; setSource() and the `assembled` signal are GUI
// thread only. Assemblies run one at a time on a private one-thread pool and take their input by
// value. Each setSource() bumps a generation counter; a finished assembly whose generation is
// no longer the newest is dropped, so `assembled` only ever reports the current buffer. The
// destructor waits for a running assembly (the assembler always returns, even on garbage).

#include "editor/AssemblySnapshot.h"

#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QTimer>

namespace wave::widgets {

class LiveAssembler : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultDebounceMs = 250;

    explicit LiveAssembler(QObject* parent = nullptr);
    ~LiveAssembler() override;

    void setDebounceMs(int ms) { debounce_.setInterval(ms); }
    int debounceMs() const { return debounce_.interval(); }

    // Only labels diagnostics and the source map.
    void setFileName(const QString& fileName) { fileName_ = fileName; }
    const QString& fileName() const { return fileName_; }

    quint64 generation() const { return generation_; }
    // The newest delivered result, or null before the first one.
    const AssemblySnapshotPtr& latest() const { return latest_; }

public slots:
    // Takes a new buffer and restarts the debounce timer.
    void setSource(const QString& source);
    // Starts assembling the current buffer now, skipping the debounce.
    void assembleNow();

signals:
    void assembled(wave::widgets::AssemblySnapshotPtr snapshot);

private:
    void deliver(const AssemblySnapshotPtr& snapshot);

    QTimer debounce_;
    QThreadPool pool_;
    QString source_;
    QString fileName_;
    quint64 generation_ = 0;
    AssemblySnapshotPtr latest_;
};

} // namespace wave::widgets
