#include "portability/PortabilityDiffPanel.h"

#include "portability/MemoryDiffModel.h"
#include "portability/PortabilityText.h"

#include <QCheckBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace wave::widgets {

PortabilityDiffPanel::PortabilityDiffPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    title_ = new QLabel(tr("Click a cell of the grid to compare its run with the reference run."));
    title_->setObjectName(QStringLiteral("portabilityDiffTitle"));
    title_->setWordWrap(true);
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(title_);

    auto* row = new QHBoxLayout;
    differingOnly_ = new QCheckBox(tr("&Only differing words"));
    differingOnly_->setObjectName(QStringLiteral("portabilityDifferingOnly"));
    row->addWidget(differingOnly_);
    row->addStretch(1);
    debug_ = new QPushButton(tr("De&bug this run"));
    debug_->setObjectName(QStringLiteral("portabilityDebugRun"));
    row->addWidget(debug_);
    layout->addLayout(row);

    model_ = new MemoryDiffModel(this);
    table_ = new QTableView;
    table_->setObjectName(QStringLiteral("portabilityMemoryDiff"));
    table_->setModel(model_);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 4);
    // The two runs' values share what the address leaves, so that both stay in view beside the
    // grid at 1280x800; a header cut short is whole in its tooltip.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(MemoryDiffModel::AddressColumn,
                                                     QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setTextElideMode(Qt::ElideMiddle);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(table_, 3);

    writersTitle_ = new QLabel(tr("Last writers of the first differing words:"));
    layout->addWidget(writersTitle_);
    writers_ = new QTreeWidget;
    writers_->setObjectName(QStringLiteral("portabilityWriters"));
    // The run and its value in two columns, each run's last writer on a row of its own below
    // it, across the whole width (its line, wave and lane first, the whole text in the
    // tooltip): a third column began past the middle of the comparison beside the grid at
    // 1280x800 and cut the writer off (issue 21).
    writers_->setColumnCount(2);
    writers_->setHeaderLabels({tr("Word / run / last writer"), tr("Value")});
    writers_->header()->setStretchLastSection(false);
    writers_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    writers_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    writers_->setTextElideMode(Qt::ElideRight);
    writers_->setRootIsDecorated(true);
    writers_->setWordWrap(false);
    layout->addWidget(writers_, 2);

    connect(differingOnly_, &QCheckBox::toggled, model_, &MemoryDiffModel::setDifferingOnly);
    connect(debug_, &QPushButton::clicked, this, &PortabilityDiffPanel::requestDebug);
    setResult(nullptr);
}

void PortabilityDiffPanel::setResult(PortabilityResultPtr result) {
    result_ = std::move(result);
    explanation_.reset();
    run_.reset();
    model_->setRuns(nullptr, 0);
    writers_->clear();
    updateDebugButton();
    title_->setText(result_ && result_->matrix.runs.size() > 1
                        ? tr("Click a cell of the grid to compare its run with the reference run.")
                        : QString());
}

void PortabilityDiffPanel::showRun(std::size_t run) {
    if (!result_ || run >= result_->matrix.runs.size())
        return;
    run_ = run;
    explanation_.reset();
    const auto& m = result_->matrix;
    const auto& r = m.runs[run];
    const auto& reference = m.runs[m.reference];
    model_->setRuns(result_, run);
    writers_->clear();
    const QString label = PortabilityText::label(m, r);
    const QString refLabel = PortabilityText::label(m, reference);
    QString text;
    if (r.status != emu::RunStatus::Completed || reference.status != emu::RunStatus::Completed) {
        const auto& ended = r.status != emu::RunStatus::Completed ? r : reference;
        text = tr("%1: %2. A run that did not complete has no memory to compare.")
                   .arg(PortabilityText::label(m, ended), PortabilityText::outcome(ended));
    } else if (model_->differingWords() == 0) {
        text = run == m.reference ? tr("%1 is the reference run.").arg(label)
                                  : tr("%1 leaves the same %2 as the reference run %3.")
                                        .arg(label, result_->compared, refLabel);
        if (r.group != reference.group)
            text += QLatin1Char(' ') + PortabilityText::outcome(r) + QLatin1Char('.');
    } else {
        text = tr("%1 against the reference run %2: %n word(s) of %3 differ.", nullptr,
                  model_->differingWords())
                   .arg(label, refLabel, result_->compared);
    }
    title_->setText(text);
    writersTitle_->setVisible(model_->differingWords() > 0);
    writers_->setVisible(model_->differingWords() > 0);
    if (model_->differingWords() > 0) {
        auto* pending = new QTreeWidgetItem(writers_, {tr("Finding the last writers\u2026")});
        pending->setFirstColumnSpanned(true);
        // The first differing word comes into view (not selected: the selection colour would
        // hide the highlight), once the table has its new rows laid out.
        QTimer::singleShot(0, table_, [this] {
            if (model_->firstDifferenceRow() >= 0)
                table_->scrollTo(model_->index(model_->firstDifferenceRow(), 0),
                                 QAbstractItemView::PositionAtCenter);
        });
    }
    updateDebugButton();
}

void PortabilityDiffPanel::setViewPalette(const ViewPalette& palette) {
    model_->setHighlight(palette.changed);
}

void PortabilityDiffPanel::setScale(const ViewStyle& style) {
    model_->setFont(style.mono(12));
    table_->verticalHeader()->setDefaultSectionSize(QFontMetrics(style.mono(12, true)).height() +
                                                    style.px(4));
}

void PortabilityDiffPanel::setStale(bool stale) {
    stale_ = stale;
    updateDebugButton();
}

void PortabilityDiffPanel::updateDebugButton() {
    debug_->setEnabled(run_.has_value() && !stale_);
    debug_->setToolTip(stale_ ? tr("The source or the launch settings changed since this run: "
                                   "run the matrix again to debug a run of the current code")
                              : tr("Start a debug session with this run's device profile and "
                                   "schedule and a write watchpoint on the first differing word"));
}

void PortabilityDiffPanel::setExplanation(const RunExplanationPtr& explanation) {
    if (!explanation || explanation->result != result_ || !run_ || explanation->run != *run_)
        return;
    explanation_ = explanation;
    writers_->clear();
    if (explanation->cancelled) {
        auto* item = new QTreeWidgetItem(
            writers_, {tr("Cancelled: click the cell again to find the last writers.")});
        item->setFirstColumnSpanned(true);
        return;
    }
    const auto& m = result_->matrix;
    const QString labels[2] = {PortabilityText::label(m, m.runs[m.reference]),
                               PortabilityText::label(m, m.runs[*run_])};
    for (std::size_t w = 0; w < explanation->words.size(); ++w) {
        const portability::WordDifference& d = explanation->words[w];
        auto* word = new QTreeWidgetItem(writers_, {PortabilityText::hex(d.address)});
        for (std::size_t i = 0; i < 2; ++i) {
            const QString writer =
                PortabilityText::writer(d.writers[i], explanation->writers[w][i]);
            auto* run = new QTreeWidgetItem(word, {labels[i], PortabilityText::hex(d.values[i])});
            auto* item = new QTreeWidgetItem(run, {writer});
            item->setFirstColumnSpanned(true);
            item->setToolTip(0, writer);
            run->setExpanded(true);
        }
        word->setExpanded(true);
    }
}

void PortabilityDiffPanel::requestDebug() {
    if (!result_ || !run_ || stale_)
        return;
    const auto& m = result_->matrix;
    const auto& r = m.runs[*run_];
    DebugRun request;
    request.profile = QString::fromStdString(m.plan.profiles[r.profile].name);
    request.schedule = QString::fromStdString(m.plan.schedules[r.schedule].name());
    request.word = model_->firstDifference();
    // The write the comparison names as the last is not necessarily the first to stop at
    // (race_order: write 1 of 3): the session is told which it is.
    if (explanation_ && !explanation_->cancelled && request.word) {
        for (std::size_t w = 0; w < explanation_->words.size(); ++w) {
            const portability::WriterSite& last = explanation_->words[w].writers[1];
            if (explanation_->words[w].address != *request.word || !last.written)
                continue;
            request.writes = last.writes;
            request.lastWave = last.wave;
            request.lastLane = last.lane;
            request.lastLine = explanation_->writers[w][1].line;
        }
    }
    emit debugRequested(request);
}

QTreeWidgetItem* PortabilityDiffPanel::writerItem(int word, int entry) const {
    QTreeWidgetItem* w = writers_->topLevelItem(word);
    QTreeWidgetItem* run = w && entry >= 0 && entry < w->childCount() ? w->child(entry) : nullptr;
    return run && run->childCount() > 0 ? run->child(0) : nullptr;
}

} // namespace wave::widgets
