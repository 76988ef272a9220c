#include "portability/PortabilityView.h"

#include "launch/LaunchBuilder.h"
#include "portability/GroupCellDelegate.h"
#include "portability/GroupColors.h"
#include "portability/MemoryDiffModel.h"
#include "portability/PlanBuilder.h"
#include "portability/PortabilityGridModel.h"
#include "portability/PortabilityGroups.h"
#include "portability/PortabilityJob.h"
#include "portability/PortabilityText.h"
#include "portability/StaleBanner.h"

#include "launch/EmuOptions.h"

#include <QHBoxLayout>

#include <algorithm>

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace wave::widgets {

PortabilityView::PortabilityView(QWidget* parent) : QWidget(parent) {
    job_ = new PortabilityJob(this);
    model_ = new PortabilityGridModel(this);

    auto* layout = new QVBoxLayout(this);
    auto* bar = new QHBoxLayout;
    run_ = new QPushButton(tr("&Run"));
    run_->setObjectName(QStringLiteral("portabilityRun"));
    run_->setToolTip(tr("Run the current document's launch under every device profile and "
                        "schedule and compare the results"));
    bar->addWidget(run_);
    auto* seedsLabel = new QLabel(tr("Random &schedules:"));
    seeds_ = new QSpinBox;
    seeds_->setObjectName(QStringLiteral("portabilitySeeds"));
    seeds_->setRange(0, 64);
    seeds_->setValue(1);
    seeds_->setToolTip(tr("0: round robin only; N: round robin, reverse, barrier-run and "
                          "random:1 to random:N (wave-emu --schedules N)"));
    seedsLabel->setBuddy(seeds_);
    bar->addWidget(seedsLabel);
    bar->addWidget(seeds_);
    cancel_ = new QPushButton(tr("&Cancel"));
    cancel_->setObjectName(QStringLiteral("portabilityCancel"));
    bar->addWidget(cancel_);
    progress_ = new QProgressBar;
    progress_->setObjectName(QStringLiteral("portabilityProgress"));
    progress_->setFormat(tr("%v of %m runs"));
    bar->addWidget(progress_, 1);
    bar->addStretch();
    layout->addLayout(bar);

    status_ = new QLabel(tr("Run compares the results of every device profile and schedule."));
    status_->setObjectName(QStringLiteral("portabilityStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(status_);

    // Results of code that changed: said above the grid, with the way out beside it.
    staleBanner_ = new StaleBanner;
    layout->addWidget(staleBanner_);

    splitter_ = new QSplitter(Qt::Vertical);
    auto* splitter = splitter_;
    auto* top = new QWidget;
    top_ = top;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    grid_ = new QTableView;
    grid_->setObjectName(QStringLiteral("portabilityGrid"));
    grid_->setModel(model_);
    delegate_ = new GroupCellDelegate(grid_);
    grid_->setItemDelegate(delegate_);
    grid_->setSelectionMode(QAbstractItemView::SingleSelection);
    grid_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    grid_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    grid_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    grid_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    topLayout->addWidget(grid_);
    legend_ = new QLabel;
    legend_->setObjectName(QStringLiteral("portabilityLegend"));
    legend_->setWordWrap(true);
    legend_->setTextFormat(Qt::RichText);
    legend_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    topLayout->addWidget(legend_);
    topLayout->addStretch();
    splitter->addWidget(top);
    diff_ = new PortabilityDiffPanel;
    splitter->addWidget(diff_);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);

    connect(run_, &QPushButton::clicked, this, [this] { run(); });
    connect(staleBanner_->runAgainButton(), &QPushButton::clicked, this, [this] { run(); });
    connect(cancel_, &QPushButton::clicked, this, &PortabilityView::cancel);
    connect(job_, &PortabilityJob::progress, this, [this](int done, int total) {
        progress_->setMaximum(total);
        progress_->setValue(done);
    });
    connect(job_, &PortabilityJob::matrixReady, this, &PortabilityView::matrixReady);
    connect(job_, &PortabilityJob::explained, this, [this](const RunExplanationPtr& e) {
        diff_->setExplanation(e);
        updateButtons();
        if (runRequested_) {
            runRequested_ = false;
            run();
            return;
        }
        if (pendingExplain_ && model_->result()) {
            const std::size_t run = *pendingExplain_;
            pendingExplain_.reset();
            job_->explain(model_->result(), run);
        }
    });
    connect(grid_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &PortabilityView::cellActivated);
    connect(grid_, &QTableView::clicked, this, &PortabilityView::cellActivated);
    connect(diff_, &PortabilityDiffPanel::debugRequested, this, &PortabilityView::debugRequested);
    setRunning(false);
    setViewPalette(ViewPalette::forQtPalette(palette()));
}

// The worker goes first: a run in progress ends before the views it reports to.
PortabilityView::~PortabilityView() {
    delete job_;
}

QLabel* PortabilityView::staleLabel() const {
    return staleBanner_->label();
}

QPushButton* PortabilityView::runAgainButton() const {
    return staleBanner_->runAgainButton();
}

PortabilityResultPtr PortabilityView::result() const {
    return model_->result();
}

bool PortabilityView::running() const {
    return running_;
}

void PortabilityView::setRunning(bool on) {
    running_ = on;
    updateButtons();
}

// Cancel is for whatever the worker does: the matrix, or a clicked run's last writers.
void PortabilityView::updateButtons() {
    run_->setEnabled(!running_);
    staleBanner_->runAgainButton()->setEnabled(!running_);
    seeds_->setEnabled(!running_);
    cancel_->setEnabled(job_->busy());
    progress_->setVisible(running_);
}

LaunchSettings PortabilityView::comparedSettings() const {
    LaunchSettings s = settingsProvider_ ? settingsProvider_() : LaunchSettings{};
    s.profile.reset();
    s.schedule.reset();
    s.waveWidth = LaunchSettings{}.waveWidth;
    return s;
}

void PortabilityView::inputsChanged() {
    if (!sourceProvider_ || !model_->result() || running_)
        return;
    const Source now = sourceProvider_();
    if (now.path != shownInputs_.path)
        setStale(true, tr("This matrix is of %1, not of the current document.")
                           .arg(QFileInfo(shownInputs_.path).fileName()));
    else if (now.text != shownInputs_.text)
        setStale(true, tr("The source changed since this run: the results below are of the "
                          "code as it was."));
    else if (comparedSettings() != shownInputs_.settings)
        setStale(true, tr("The launch settings changed since this run: the results below are "
                          "of the settings as they were."));
    else
        setStale(false);
}

void PortabilityView::setStale(bool stale, const QString& why) {
    stale_ = stale;
    staleBanner_->showReason(stale ? why : QString());
    delegate_->setDimmed(stale);
    grid_->viewport()->update();
    diff_->setStale(stale);
}

void PortabilityView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    // Buttons that are off (Cancel, Debug this run) must look off in every theme (high
    // contrast's muted text is black too).
    QPalette qt = palette.qtPalette(this->palette());
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        qt.setColor(QPalette::Disabled, role,
                    ViewPalette::mix(palette.text, palette.background, 0.55));
    setPalette(qt);
    setAutoFillBackground(true);
    staleBanner_->setViewPalette(palette);
    model_->setViewPalette(palette);
    diff_->setViewPalette(palette);
    updateLegend();
}

void PortabilityView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    // At scale 1 the application's font, as before the classroom.
    setFont(style_.scale > 1.0 ? style_.font(12) : QFont());
    model_->setFont(font());
    diff_->setScale(style_);
    updateLegend();
}

void PortabilityView::showError(const QString& text) {
    status_->setText(text);
    // The theme's fault red reads on its background (contrast above 4.5:1), but for high
    // contrast's pure red: its text colour then, in bold.
    const ViewPalette& p = style_.palette;
    status_->setStyleSheet(
        QStringLiteral("color: %1; font-weight: bold;")
            .arg((p.theme == ViewPalette::Theme::HighContrast ? p.text : p.fault).name()));
}

bool PortabilityView::run() {
    if (running())
        return false;
    if (job_->busy()) { // a clicked run's last writers are being found: they stop, the
                        // matrix follows
        runRequested_ = true;
        pendingExplain_.reset();
        job_->cancel();
        return true;
    }
    QString error;
    const LaunchRequestPtr request = launchProvider_ ? launchProvider_(error) : nullptr;
    if (!request) {
        showError(tr("Cannot run the portability matrix: %1").arg(error));
        return false;
    }
    const LaunchSettings settings = settingsProvider_ ? settingsProvider_() : LaunchSettings{};
    launch::EmuOptions options =
        settings.toEmuOptions(LaunchBuilder::baseDirectory(request->sourcePath));
    options.schedules = static_cast<std::uint32_t>(seeds_->value());
    portability::PortabilityPlan plan;
    std::vector<std::string> warnings;
    std::string note, why;
    if (!portability::PlanBuilder::build(options, request->config.schedule, plan, warnings, note,
                                         why)) {
        showError(tr("Cannot run the portability matrix: %1").arg(QString::fromStdString(why)));
        return false;
    }
    if (plan.profiles.empty()) {
        showError(tr("Cannot run the portability matrix: no device profile could be read"));
        return false;
    }
    QStringList notices;
    for (const std::string& w : warnings)
        notices << QString::fromStdString(w);
    runInputs_ = {request->sourcePath, request->sourceText, comparedSettings()};
    model_->setResult(nullptr);
    diff_->setResult(nullptr);
    legend_->clear();
    setStale(false);
    pendingExplain_.reset();
    const int total = static_cast<int>(plan.profiles.size() * plan.schedules.size());
    job_->runMatrix(request, std::move(plan), QString::fromStdString(note), notices);
    progress_->setMaximum(total);
    progress_->setValue(0);
    status_->setStyleSheet(QString());
    status_->setText(tr("Running %n launch(es)\u2026", nullptr, total));
    setRunning(true);
    return true;
}

void PortabilityView::cancel() {
    runRequested_ = false;
    pendingExplain_.reset();
    job_->cancel();
}

void PortabilityView::matrixReady(const PortabilityResultPtr& result) {
    setRunning(false);
    if (!result->error.isEmpty()) {
        showError(tr("The portability matrix failed: %1").arg(result->error));
        emit finished();
        return;
    }
    model_->setResult(result);
    diff_->setResult(result);
    shownInputs_ = runInputs_;
    updateLegend();
    const auto& m = result->matrix;
    const int runs = static_cast<int>(m.runs.size());
    QString text;
    if (m.cancelled)
        text = tr("Cancelled after %n run(s).", nullptr, runs);
    else if (m.agree())
        text = tr("All %n run(s) agree: the kernel is portable across these profiles and "
                  "schedules.",
                  nullptr, runs);
    else
        text = tr("%n different results: the kernel is not portable.", nullptr,
                  static_cast<int>(m.groups.size()));
    text += QLatin1Char(' ') + tr("Compared: %1.").arg(result->compared);
    for (const QString& n : result->notices)
        text += QLatin1Char('\n') + n;
    status_->setStyleSheet(QString());
    status_->setText(text);
    inputsChanged(); // they may have changed during the run
    emit finished();
}

QSize PortabilityView::sizeHint() const {
    const QSize full = QWidget::sizeHint();
    return {full.width(), std::min(full.height(), 12 * fontMetrics().height())};
}

// Measured by the room the view is shown in (a scroll area's viewport: the view itself grows to
// its least height there, which a vertical split makes tall).
void PortabilityView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitToRoom();
}

void PortabilityView::fitToRoom() {
    const QSize room = parentWidget() ? parentWidget()->size() : size();
    const QMargins margins = layout()->contentsMargins();
    const int width = room.width() - margins.left() - margins.right();
    const bool side =
        room.width() > 3 * room.height() / 2 &&
        width >= gridWidth_ + splitter_->handleWidth() + diff_->minimumSizeHint().width();
    splitter_->setOrientation(side ? Qt::Horizontal : Qt::Vertical);
    grid_->setMinimumWidth(std::clamp(width, 0, gridWidth_));
    // The splitter knows nothing of heights for widths: the grid and the legend wrapped at the
    // pane's width (at least the grid's beside the comparison) are its least height, or the
    // legend would be laid over the grid's last rows.
    const QLayout* column = top_->layout();
    top_->setMinimumHeight(std::max(column->minimumSize().height(),
                                    column->totalHeightForWidth(side ? gridWidth_ : width)));
}

// The grid takes the height of its rows, the legend follows it: no scrolling for a handful of
// profiles.
void PortabilityView::updateLegend() {
    grid_->resizeColumnsToContents();
    grid_->resizeRowsToContents();
    const int frame = 2 * grid_->frameWidth();
    const int height =
        grid_->horizontalHeader()->sizeHint().height() + grid_->verticalHeader()->length() + frame;
    const int width =
        grid_->verticalHeader()->sizeHint().width() + grid_->horizontalHeader()->length() + frame;
    const int line = grid_->fontMetrics().height();
    grid_->setFixedHeight(std::min(height, 16 * line));
    gridWidth_ = std::min(width, 50 * line);
    fitToRoom();
    const PortabilityResultPtr& result = model_->result();
    if (!result || result->matrix.runs.empty()) {
        legend_->clear();
        return;
    }
    const auto& m = result->matrix;
    QStringList lines;
    for (std::size_t g = 0; g < m.groups.size(); ++g) {
        const QColor c = GroupColors::background(m, g, style_.palette);
        lines << QStringLiteral("<span style=\"background-color:%1; color:%2\">&nbsp;%3&nbsp;"
                                "</span>&nbsp;%4")
                     .arg(c.name(), GroupColors::text(c).name(),
                          QString::fromStdString(portability::PortabilityGroups::name(g)),
                          PortabilityText::legend(m, g).toHtmlEscaped());
    }
    legend_->setText(lines.join(QStringLiteral("<br>")));
}

void PortabilityView::showRun(std::size_t run) {
    const QModelIndex index = model_->indexOfRun(run);
    if (!index.isValid())
        return;
    grid_->setCurrentIndex(index);
    cellActivated(index); // the cell may be current already (a cancelled explanation)
}

void PortabilityView::cellActivated(const QModelIndex& index) {
    const std::optional<std::size_t> run = model_->runAt(index);
    if (!run || (diff_->run() && *diff_->run() == *run && !diff_->explanationCancelled()))
        return;
    diff_->showRun(*run);
    if (diff_->model()->differingWords() == 0)
        return;
    if (!job_->explain(model_->result(), *run))
        pendingExplain_ = *run; // after the explanation in progress
    updateButtons();
}

} // namespace wave::widgets
