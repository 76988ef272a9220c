#include "EncodingLabActions.h"

#include "StudioIds.h"

#include "editor/CodeEditor.h"
#include "encoding/EncodingLab.h"
#include "layout/LayoutCatalog.h"
#include "workbench/WindowRegistry.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QRegularExpression>

namespace wave::studio {

EncodingLabActions::EncodingLabActions(QMainWindow* window, QDockWidget* beside) : QObject(window) {
    lab_ = new widgets::EncodingLab(
        layout::LayoutCatalog::load(layout::LayoutCatalog::userDirectory()));
    dock_ = new QDockWidget(tr("Encoding Lab"), window);
    widgets::WindowRegistry::of(window)->add(StudioIds::EncodingLab, dock_);
    dock_->setWidget(lab_);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock_);
    window->tabifyDockWidget(beside, dock_);
}

void EncodingLabActions::show() {
    dock_->show();
    dock_->raise();
}

bool EncodingLabActions::openLesson(widgets::CodeEditor* editor, const QString& layout,
                                    const QString& mnemonic) {
    show();
    lab_->showPage(widgets::EncodingLab::Page::Generations);
    // A line whose code (after an optional label and guard) starts with the mnemonic.
    const QRegularExpression line(
        QStringLiteral("^\\s*(?:[A-Za-z_.][\\w.]*:\\s*)?(?:@!?p\\d+\\s+)?%1\\b")
            .arg(QRegularExpression::escape(mnemonic)));
    for (int i = 0; i < editor->lines(); ++i) {
        const QRegularExpressionMatch m = line.match(editor->text(i));
        if (m.hasMatch()) {
            editor->goToPosition(i + 1, static_cast<int>(m.capturedEnd()) -
                                            static_cast<int>(mnemonic.size()) + 1);
            return lab_->selectLayout(layout);
        }
    }
    lab_->selectLayout(layout);
    return false;
}

} // namespace wave::studio
