#include "workbench/DockExporter.h"

#include "export/CsvExporter.h"
#include "export/ViewExporter.h"

#include <QAbstractItemView>
#include <QDockWidget>
#include <QFileDialog>
#include <QItemSelectionModel>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>

#include <algorithm>
#include <utility>

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

// A scrolled view exports whole, not just the part in view.
QWidget* pictureOf(const QDockWidget* dock) {
    QWidget* w = dock->widget();
    if (auto* area = qobject_cast<QScrollArea*>(w))
        return area->widget();
    return w;
}

} // namespace

DockExporter::DockExporter(QWidget* window, SessionController* controller, QObject* parent)
    : QObject(parent), window_(window), controller_(controller) {}

void DockExporter::add(QDockWidget* dock, Source source) {
    for (Entry& e : entries_) {
        if (e.dock == dock) {
            e.source = std::move(source);
            return;
        }
    }
    entries_.push_back({dock, std::move(source)});
}

const DockExporter::Entry* DockExporter::entry(const QDockWidget* dock) const {
    for (const Entry& e : entries_)
        if (dock && e.dock == dock)
            return &e;
    return nullptr;
}

QList<DockExporter::Format> DockExporter::formats(const QDockWidget* dock) const {
    QList<Format> out{Format::Png, Format::Svg};
    if (const Entry* e = entry(dock)) {
        if (e->source.csv)
            out << Format::Csv;
        if (e->source.chromeTrace)
            out << Format::ChromeTrace;
    }
    return out;
}

QString DockExporter::actionText(Format format) {
    switch (format) {
    case Format::Png:
        return tr("Save as PNG image\u2026");
    case Format::Svg:
        return tr("Save as SVG drawing\u2026");
    case Format::Csv:
        return tr("Save as CSV\u2026");
    case Format::ChromeTrace:
        return tr("Save as Chrome trace (JSON)\u2026");
    }
    return {};
}

void DockExporter::fillMenu(QDockWidget* dock, QMenu* menu) {
    const Entry* e = entry(dock);
    for (Format format : formats(dock)) {
        QString text = actionText(format);
        if (format == Format::Csv && e && !e->source.csvAction.isEmpty())
            text = e->source.csvAction;
        QAction* action = menu->addAction(text);
        action->setData(static_cast<int>(format));
        connect(action, &QAction::triggered, this,
                [this, dock, format] { exportWithDialog(dock, format); });
    }
}

void DockExporter::exportWithDialog(QDockWidget* dock, Format format) {
    QString base = dock->objectName();
    base.chop(4); // "Dock"
    base = base.toLower();
    QString filter;
    switch (format) {
    case Format::Png:
        base += QStringLiteral(".png");
        filter = tr("PNG image (*.png)");
        break;
    case Format::Svg:
        base += QStringLiteral(".svg");
        filter = tr("SVG drawing (*.svg)");
        break;
    case Format::Csv:
        base += QStringLiteral(".csv");
        filter = tr("Comma-separated values (*.csv)");
        break;
    case Format::ChromeTrace:
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

QString DockExporter::tableCsv(const QAbstractItemView* view, bool rowHeaders) {
    const QAbstractItemModel* model = view->model();
    const auto [first, last] = selectedRows(view);
    return CsvExporter::fromModel(*model, first, last, 0, model->columnCount() - 1, rowHeaders);
}

bool DockExporter::exportDock(const QDockWidget* dock, Format format, const QString& path,
                              QString* error) {
    const Entry* e = entry(dock);
    if (!e)
        return fail(error, tr("Nothing to export."));
    if (!formats(dock).contains(format))
        return fail(error, tr("%1 cannot be saved in that format.").arg(dock->windowTitle()));
    switch (format) {
    case Format::Png:
        return ViewExporter::savePng(pictureOf(dock), path, 1.0, error);
    case Format::Svg:
        return ViewExporter::saveSvg(pictureOf(dock), path, dock->windowTitle(), error);
    case Format::Csv: {
        QString problem;
        const QString text = e->source.csv(&problem);
        if (!problem.isEmpty())
            return fail(error, problem);
        return CsvExporter::save(text, path, error);
    }
    case Format::ChromeTrace: {
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
