#pragma once
// Keeps every unsaved buffer of a DocumentTabs in an AutosaveStore: kDelayMs after the first
// change since the last autosave (so at most that much typing can be lost), and every
// kIntervalMs as a safety net. Buffers without unsaved edits are not kept; when none is left the
// session folder goes away. recover() brings back what an instance that did not close cleanly
// left behind. GUI thread only.

#include "documents/AutosaveStore.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

namespace wave::widgets {

class DocumentTabs;

class Autosaver : public QObject {
    Q_OBJECT
public:
    static constexpr int kDelayMs = 5000;
    static constexpr int kIntervalMs = 30000;

    explicit Autosaver(DocumentTabs* tabs, const QString& root = AutosaveStore::defaultRoot(),
                       QObject* parent = nullptr);

    void setDelayMs(int ms) { delay_.setInterval(ms); }
    AutosaveStore& store() { return store_; }

    // Writes the unsaved buffers now. False (with lastError()) when the store cannot be written.
    bool autosaveNow();
    // The clean close: nothing unsaved is left to keep.
    void discard();
    const QString& lastError() const { return lastError_; }

    // Offers back the buffers of instances that did not close cleanly. `ask`: through the tabs'
    // prompts (Recover / Discard / Later); otherwise recovers without asking. Returns the
    // number of buffers recovered. Leftovers are deleted only once the recovered buffers are
    // safely in this instance's own autosave. A buffer whose text the editor cannot hold (a
    // NUL character) is refused, listed in refusals() (and shown with `ask`), and its leftover
    // is kept.
    int recover(bool ask);
    const QStringList& refusals() const { return refusals_; }

signals:
    void autosaved(int buffers);
    void failed(const QString& error);

private:
    void changed();

    QPointer<DocumentTabs> tabs_;
    AutosaveStore store_;
    QTimer delay_;
    QTimer interval_;
    bool dirty_ = false;
    QString lastError_;
    QStringList refusals_;
};

} // namespace wave::widgets
