// ViewDocks: the dock title-bar menus and the exports behind them.

#include "workbench/ViewDocksFeed.h"

#include "export/CsvExporter.h"
#include "export/ViewExporter.h"
#include "views/DeviceMemoryView.h"
#include "views/DivergenceStackView.h"
#include "views/LaneRegistersView.h"
#include "views/StatisticsView.h"
#include "views/TimelineView.h"
#include "views/WavesView.h"
#include "workbench/DockTitleBar.h"
#include "workbench/RegistersDockControl.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QItemSelectionModel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>

#include <algorithm>

namespace wave::widgets {

namespace {

bool fail(QString* error, const QString& message) {
    if (error)
        *error = message;
    return false;
}

// Rows [first, last] of the selection of a table, or every row.
std::pair<int, int> selectedRows(const QAbstractItemView* view) {
    const int rows = view->model() ? view->model()->rowCount() : 0;
    int lo = rows;
    int hi = -1;
    if (const QItemSelectionModel* s = view->selectionModel()) {
        for (const QModelIndex& i : s->selectedIndexes()) {
            lo = std::min(lo, i.row());
            hi = std::max(hi, i.row());
        }
    }
    return hi < 0 ? std::pair{0, rows - 1} : std::pair{lo, hi};
}

QString tableCsv(const QAbstractItemView* view, bool rowHeaders) {
    const QAbstractItemModel* model = view->model();
    const auto [first, last] = selectedRows(view);
    return CsvExporter::fromModel(*model, first, last, 0, model->columnCount() - 1, rowHeaders);
}

} // namespace

QList<ViewDocks::ExportFormat> ViewDocks::exportFormats(const QDockWidget* dock) const {
    QList<ExportFormat> out{ExportFormat::Png, ExportFormat::Svg};
    const QString name = dock ? dock->objectName() : QString();
    if (name == QLatin1String("RegistersDock") || name == QLatin1String("WavesDock") ||
        name == QLatin1String("DivergenceDock") || name == QLatin1String("DeviceMemoryDock") ||
        name == QLatin1String("LocalMemoryDock") || name == QLatin1String("StatisticsDock"))
        out << ExportFormat::Csv;
    if (name == QLatin1String("TimelineDock"))
        out << ExportFormat::ChromeTrace;
    return out;
}

QString ViewDocks::formatName(ExportFormat format) {
    switch (format) {
    case ExportFormat::Png:
        return tr("Save as PNG image\u2026");
    case ExportFormat::Svg:
        return tr("Save as SVG drawing\u2026");
    case ExportFormat::Csv:
        return tr("Save as CSV\u2026");
    case ExportFormat::ChromeTrace:
        return tr("Save as Chrome trace (JSON)\u2026");
    }
    return {};
}

void ViewDocks::fillMenu(QDockWidget* dock, QMenu* menu) {
    for (ExportFormat format : exportFormats(dock)) {
        QString text = formatName(format);
        if (format == ExportFormat::Csv) {
            const QString name = dock->objectName();
            if (name == QLatin1String("DeviceMemoryDock"))
                text = tr("Save selected words as CSV\u2026");
            else if (name == QLatin1String("LocalMemoryDock"))
                text = tr("Save local memory as CSV\u2026");
            else if (name == QLatin1String("RegistersDock"))
                text = tr("Save registers as CSV (selected rows or all)\u2026");
        }
        QAction* action = menu->addAction(text);
        action->setData(static_cast<int>(format));
        connect(action, &QAction::triggered, this,
                [this, dock, format] { exportWithDialog(dock, format); });
    }
    if (dock->objectName() == QLatin1String("TimelineDock")) {
        menu->addSeparator();
        menu->addAction(tr("Zoom to fit"), timeline_, &TimelineView::zoomToFit);
    }
    if (dock->objectName() == QLatin1String("RegistersDock")) {
        menu->addSeparator();
        QAction* all = menu->addAction(tr("Show every wave"));
        all->setCheckable(true);
        all->setChecked(registers_->registersModel()->showAllWaves());
        connect(all, &QAction::toggled, registers_, &LaneRegistersView::setShowAllWaves);
        registersControl_->fillMenu(menu);
    }
}

QMenu* ViewDocks::dockMenu(const QDockWidget* dock) const {
    for (DockTitleBar* bar : titleBars_)
        if (bar->parentWidget() == dock)
            return bar->menu();
    return nullptr;
}

void ViewDocks::exportWithDialog(QDockWidget* dock, ExportFormat format) {
    QString base = dock->objectName();
    base.chop(4); // "Dock"
    base = base.toLower();
    QString filter;
    switch (format) {
    case ExportFormat::Png:
        base += QStringLiteral(".png");
        filter = tr("PNG image (*.png)");
        break;
    case ExportFormat::Svg:
        base += QStringLiteral(".svg");
        filter = tr("SVG drawing (*.svg)");
        break;
    case ExportFormat::Csv:
        base += QStringLiteral(".csv");
        filter = tr("Comma-separated values (*.csv)");
        break;
    case ExportFormat::ChromeTrace:
        base += QStringLiteral(".json");
        filter = tr("Chrome trace (*.json)");
        break;
    }
    const QString path = QFileDialog::getSaveFileName(window_, dock->windowTitle(), base, filter);
    if (path.isEmpty())
        return;
    QString error;
    if (!exportDock(dock, format, path, &error))
        QMessageBox::warning(window_, dock->windowTitle(), error);
}

QWidget* ViewDocks::exportTarget(const QDockWidget* dock) const {
    QWidget* w = dock->widget();
    // A scrolled view exports whole, not just the part in view.
    if (auto* area = qobject_cast<QScrollArea*>(w))
        return area->widget();
    return w;
}

QString ViewDocks::csvFor(const QDockWidget* dock, QString* error) const {
    const QString name = dock->objectName();
    if (name == QLatin1String("RegistersDock"))
        return tableCsv(registers_, true);
    if (name == QLatin1String("WavesDock"))
        return tableCsv(waves_, false);
    if (name == QLatin1String("DivergenceDock"))
        return tableCsv(divergence_, false);
    if (name == QLatin1String("DeviceMemoryDock")) {
        const auto [address, size] = device_->selectedRange();
        if (size == 0) {
            fail(error, tr("Select the memory rows to export first."));
            return {};
        }
        return CsvExporter::memory(device_->memoryModel()->bytes(), address, size);
    }
    if (name == QLatin1String("LocalMemoryDock")) {
        const SnapshotPtr stop = controller_->stopSnapshot();
        if (!stop || stop->local.empty()) {
            fail(error, tr("There is no local memory to export."));
            return {};
        }
        return CsvExporter::memory(stop->local, 0, stop->local.size());
    }
    if (name == QLatin1String("StatisticsDock")) {
        QString out = CsvExporter::line({tr("section"), tr("measure"), tr("value"), tr("shown")});
        for (const StatisticsView::Section& s : statistics_->sections())
            for (const StatisticsView::Row& r : s.rows)
                out += CsvExporter::line({s.title, r.label, QString::number(r.value), r.text});
        return out;
    }
    fail(error, tr("%1 has no table to export.").arg(dock->windowTitle()));
    return {};
}

bool ViewDocks::exportDock(const QDockWidget* dock, ExportFormat format, const QString& path,
                           QString* error) {
    if (!dock || !docks().contains(const_cast<QDockWidget*>(dock)))
        return fail(error, tr("Nothing to export."));
    if (!exportFormats(dock).contains(format))
        return fail(error, tr("%1 cannot be saved in that format.").arg(dock->windowTitle()));
    switch (format) {
    case ExportFormat::Png:
        return ViewExporter::savePng(exportTarget(dock), path, 1.0, error);
    case ExportFormat::Svg:
        return ViewExporter::saveSvg(exportTarget(dock), path, dock->windowTitle(), error);
    case ExportFormat::Csv: {
        QString problem;
        const QString text = csvFor(dock, &problem);
        if (!problem.isEmpty())
            return fail(error, problem);
        return CsvExporter::save(text, path, error);
    }
    case ExportFormat::ChromeTrace: {
        const AnalysisSnapshotPtr a = controller_->analyses();
        if (!a || !a->timeline || a->timeline->empty())
            return fail(error, tr("The timeline is empty: run the kernel with the timeline "
                                  "analysis on."));
        const debug::Timeline timeline = a->timeline->toTimeline();
        return ViewExporter::saveChromeTrace(timeline, a->timeline->endStep(), path, error);
    }
    }
    return false;
}

} // namespace wave::widgets
