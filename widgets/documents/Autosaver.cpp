#include "documents/Autosaver.h"

#include "documents/Document.h"
#include "documents/DocumentPrompts.h"
#include "documents/DocumentTabs.h"

#include <QDir>

namespace wave::widgets {

Autosaver::Autosaver(DocumentTabs* tabs, const QString& root, QObject* parent)
    : QObject(parent), tabs_(tabs), store_(root) {
    delay_.setSingleShot(true);
    delay_.setInterval(kDelayMs);
    interval_.setInterval(kIntervalMs);
    connect(&delay_, &QTimer::timeout, this, &Autosaver::autosaveNow);
    connect(&interval_, &QTimer::timeout, this, [this] {
        if (dirty_)
            autosaveNow();
    });
    interval_.start();
    connect(tabs, &DocumentTabs::documentEdited, this, &Autosaver::changed);
    connect(tabs, &DocumentTabs::documentStateChanged, this, &Autosaver::changed);
    connect(tabs, &DocumentTabs::documentClosing, this, &Autosaver::changed);
}

// Not restarted by further changes: continuous typing is still saved every kDelayMs.
void Autosaver::changed() {
    dirty_ = true;
    if (!delay_.isActive())
        delay_.start();
}

bool Autosaver::autosaveNow() {
    delay_.stop();
    if (!tabs_)
        return false;
    QList<AutosaveEntry> entries;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const Document* document : tabs_->modifiedDocuments()) {
        AutosaveEntry entry;
        entry.path = document->path();
        entry.title = document->displayName();
        entry.disassembly = document->kind() == Document::Kind::BinaryDisassembly;
        entry.text = document->text();
        entry.timestamp = now;
        entries.append(entry);
    }
    QString error;
    if (!store_.write(entries, error)) {
        // Reported once per failure streak; the next change tries again.
        if (lastError_ != error)
            emit failed(error);
        lastError_ = error;
        return false;
    }
    lastError_.clear();
    dirty_ = false;
    emit autosaved(static_cast<int>(entries.size()));
    return true;
}

void Autosaver::discard() {
    delay_.stop();
    dirty_ = false;
    store_.discard();
}

int Autosaver::recover(bool ask) {
    std::vector<AutosaveLeftover> leftovers = store_.takeLeftovers();
    if (leftovers.empty() || !tabs_)
        return 0;
    QStringList names;
    for (const AutosaveLeftover& leftover : leftovers)
        for (const AutosaveEntry& entry : leftover.entries)
            names.append(
                entry.path.isEmpty()
                    ? entry.title
                    : tr("%1 (%2)").arg(entry.title, QDir::toNativeSeparators(entry.path)));
    if (ask) {
        switch (tabs_->prompts()->askToRecover(names)) {
        case DocumentPrompts::RecoveryAnswer::Recover:
            break;
        case DocumentPrompts::RecoveryAnswer::Discard:
            for (AutosaveLeftover& leftover : leftovers)
                AutosaveStore::remove(leftover);
            return 0;
        case DocumentPrompts::RecoveryAnswer::Later:
            return 0; // unlocked again when `leftovers` goes out of scope
        }
    }
    int recovered = 0;
    refusals_.clear();
    std::vector<AutosaveLeftover*> complete;
    for (AutosaveLeftover& leftover : leftovers) {
        bool whole = true;
        for (const AutosaveEntry& entry : leftover.entries) {
            // The editor's buffer ends at a NUL: the text would show cut there, and the next
            // save would shrink the file to it. Refused, as opening such a file is, and the
            // autosave stays where it is for a person to look at.
            if (const qsizetype nul = entry.text.indexOf(QChar(u'\0')); nul >= 0) {
                refusals_.append(
                    tr("Cannot recover %1: its autosaved text contains a NUL character at "
                       "offset %2, which the editor cannot hold. Nothing was changed; the "
                       "autosave is kept in %3.")
                        .arg(entry.path.isEmpty() ? entry.title
                                                  : QDir::toNativeSeparators(entry.path))
                        .arg(nul)
                        .arg(QDir::toNativeSeparators(leftover.directory)));
                whole = false;
                continue;
            }
            tabs_->addRecovered(entry.disassembly ? Document::Kind::BinaryDisassembly
                                                  : Document::Kind::Source,
                                entry.path, entry.text);
            ++recovered;
        }
        if (whole)
            complete.push_back(&leftover);
    }
    if (ask && !refusals_.isEmpty())
        tabs_->prompts()->showError(tr("Recover unsaved files"), refusals_.join(u'\n'));
    if (autosaveNow()) {
        for (AutosaveLeftover* leftover : complete)
            AutosaveStore::remove(*leftover);
    }
    return recovered;
}

} // namespace wave::widgets
