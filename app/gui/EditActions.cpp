#include "EditActions.h"

#include "StudioIds.h"

#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "editor/FindBar.h"
#include "editor/GoToLineBar.h"
#include "editor/LineCommands.h"
#include "workbench/WindowRegistry.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QTextEdit>

#include <algorithm>
#include <array>

namespace wave::studio {

using widgets::CodeEditor;

namespace {

namespace Ids = StudioIds;

// The actions whose keys QScintilla would otherwise keep for its own commands.
constexpr std::array kWindowKeys{Ids::Find,    Ids::FindNext, Ids::FindPrevious,
                                 Ids::Replace, Ids::GoToLine, Ids::ToggleComment,
                                 Ids::Indent,  Ids::Unindent};

QList<QKeySequence> keys(QKeySequence::StandardKey standard, const QKeySequence& extra = {}) {
    QList<QKeySequence> list = QKeySequence::keyBindings(standard);
    if (!extra.isEmpty() && !list.contains(extra))
        list << extra;
    return list;
}

} // namespace

EditActions::EditActions(QWidget* window, widgets::DocumentTabs* tabs)
    : QObject(window), window_(window), tabs_(tabs), find_(new widgets::FindBar(window)),
      goTo_(new widgets::GoToLineBar(window)) {
    connect(tabs_, &widgets::DocumentTabs::currentDocumentChanged, this, &EditActions::follow);
    connect(tabs_, &widgets::DocumentTabs::documentAdded, this, [this](widgets::Document* d) {
        QList<QKeySequence> taken;
        for (widgets::ActionId id : kWindowKeys)
            if (QAction* a = action(id))
                taken << a->shortcuts();
        d->editor()->releaseKeys(taken);
    });
    // Undo, Redo and the clipboard commands go to the focused text field when there is one.
    connect(qApp, &QApplication::focusChanged, this, &EditActions::updateStates);
    follow(tabs_->current());
}

QAction* EditActions::action(widgets::ActionId id) const {
    return widgets::WindowRegistry::of(window_)->find(id);
}

QAction* EditActions::add(QMenu* menu, widgets::ActionId id, const QString& text,
                          const QList<QKeySequence>& shortcuts) {
    QAction* a = menu->addAction(text);
    widgets::WindowRegistry::of(window_)->add(id, a);
    a->setShortcuts(shortcuts);
    actions_ << a;
    return a;
}

void EditActions::populateMenu(QMenu* menu) {
    QAction* a = add(menu, Ids::Undo, tr("&Undo"), keys(QKeySequence::Undo));
    connect(a, &QAction::triggered, this, [this] { invoke(Command::Undo); });
    a = add(menu, Ids::Redo, tr("&Redo"),
            keys(QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)));
    connect(a, &QAction::triggered, this, [this] { invoke(Command::Redo); });
    menu->addSeparator();
    a = add(menu, Ids::Cut, tr("Cu&t"), keys(QKeySequence::Cut));
    connect(a, &QAction::triggered, this, [this] { invoke(Command::Cut); });
    a = add(menu, Ids::Copy, tr("&Copy"), keys(QKeySequence::Copy));
    connect(a, &QAction::triggered, this, [this] { invoke(Command::Copy); });
    a = add(menu, Ids::Paste, tr("&Paste"), keys(QKeySequence::Paste));
    connect(a, &QAction::triggered, this, [this] { invoke(Command::Paste); });
    a = add(menu, Ids::SelectAll, tr("Select &All"), keys(QKeySequence::SelectAll));
    connect(a, &QAction::triggered, this, [this] { invoke(Command::SelectAll); });
    menu->addSeparator();

    a = add(menu, Ids::Find, tr("&Find…"), {QKeySequence(Qt::CTRL | Qt::Key_F)});
    connect(a, &QAction::triggered, this, [this] {
        goTo_->hide();
        find_->open(false);
    });
    a = add(menu, Ids::FindNext, tr("Find &Next"), {QKeySequence(Qt::Key_F3)});
    connect(a, &QAction::triggered, find_, &widgets::FindBar::findNext);
    a = add(menu, Ids::FindPrevious, tr("Find Pre&vious"), {QKeySequence(Qt::SHIFT | Qt::Key_F3)});
    connect(a, &QAction::triggered, find_, &widgets::FindBar::findPrevious);
    a = add(menu, Ids::Replace, tr("R&eplace…"), {QKeySequence(Qt::CTRL | Qt::Key_H)});
    connect(a, &QAction::triggered, this, [this] {
        goTo_->hide();
        find_->open(true);
    });
    a = add(menu, Ids::GoToLine, tr("&Go to Line…"),
            {QKeySequence(Qt::CTRL | Qt::Key_G), QKeySequence(Qt::CTRL | Qt::Key_L)});
    connect(a, &QAction::triggered, this, [this] {
        find_->hide();
        goTo_->open();
    });
    menu->addSeparator();

    a = add(menu, Ids::ToggleComment, tr("Toggle Co&mment"),
            {QKeySequence(Qt::CTRL | Qt::Key_Slash)});
    connect(a, &QAction::triggered, this, [this] {
        if (CodeEditor* e = editor(); e && !e->isReadOnly())
            widgets::LineCommands::toggleComment(*e);
    });
    a = add(menu, Ids::Indent, tr("&Indent"), {QKeySequence(Qt::CTRL | Qt::Key_BracketRight)});
    connect(a, &QAction::triggered, this, [this] {
        if (CodeEditor* e = editor(); e && !e->isReadOnly())
            widgets::LineCommands::indent(*e);
    });
    a = add(menu, Ids::Unindent, tr("Unin&dent"), {QKeySequence(Qt::CTRL | Qt::Key_BracketLeft)});
    connect(a, &QAction::triggered, this, [this] {
        if (CodeEditor* e = editor(); e && !e->isReadOnly())
            widgets::LineCommands::unindent(*e);
    });

    connect(menu, &QMenu::aboutToShow, this, &EditActions::updateStates);
    // Editors that exist already give up the keys too (later ones on documentAdded).
    QList<QKeySequence> taken;
    for (widgets::ActionId id : kWindowKeys)
        taken << action(id)->shortcuts();
    for (widgets::Document* d : tabs_->documents())
        d->editor()->releaseKeys(taken);
    updateStates();
}

CodeEditor* EditActions::editor() const {
    widgets::Document* d = tabs_->current();
    return d ? d->editor() : nullptr;
}

void EditActions::follow(widgets::Document* document) {
    for (const QMetaObject::Connection& c : std::as_const(connections_))
        disconnect(c);
    connections_.clear();
    followed_ = document ? document->editor() : nullptr;
    find_->setEditor(followed_);
    goTo_->setEditor(followed_);
    if (followed_) {
        connections_ << connect(followed_, &QsciScintilla::textChanged, this,
                                &EditActions::updateStates);
        connections_ << connect(followed_, &QsciScintilla::copyAvailable, this,
                                &EditActions::updateStates);
    }
    updateStates();
}

void EditActions::updateStates() {
    CodeEditor* e = editor();
    const bool writable = e && !e->isReadOnly();
    auto set = [this](widgets::ActionId id, bool enabled) {
        if (QAction* a = action(id))
            a->setEnabled(enabled);
    };
    for (widgets::ActionId id : {Ids::ToggleComment, Ids::Indent, Ids::Unindent})
        set(id, writable);
    switch (focusTarget()) {
    case Target::TextField: // it knows its own state
        for (widgets::ActionId id :
             {Ids::Undo, Ids::Redo, Ids::Cut, Ids::Copy, Ids::Paste, Ids::SelectAll})
            set(id, true);
        return;
    case Target::ItemView:
    case Target::Other: {
        const bool view = focusTarget() == Target::ItemView;
        for (widgets::ActionId id : {Ids::Undo, Ids::Redo, Ids::Cut, Ids::Paste})
            set(id, false);
        set(Ids::Copy, view);
        set(Ids::SelectAll, view);
        return;
    }
    case Target::Editor:
        break;
    }
    set(Ids::Undo, writable && e->isUndoAvailable());
    set(Ids::Redo, writable && e->isRedoAvailable());
    set(Ids::Cut, writable && e->hasSelectedText());
    set(Ids::Copy, e && e->hasSelectedText());
    set(Ids::Paste, writable);
    set(Ids::SelectAll, e != nullptr);
}

EditActions::Target EditActions::focusTarget(QWidget** widget) const {
    QWidget* focus = QApplication::focusWidget();
    auto found = [widget](Target target, QWidget* w) {
        if (widget)
            *widget = w;
        return target;
    };
    const CodeEditor* e = editor();
    if (!focus || focus->window() != window_ || focus == e || (e && e->isAncestorOf(focus)))
        return found(Target::Editor, nullptr);
    if (qobject_cast<QLineEdit*>(focus) || qobject_cast<QTextEdit*>(focus) ||
        qobject_cast<QPlainTextEdit*>(focus))
        return found(Target::TextField, focus);
    // A spin box (and an editable combo box) takes the focus for its line edit.
    if (qobject_cast<QAbstractSpinBox*>(focus) || qobject_cast<QComboBox*>(focus))
        if (auto* line = focus->findChild<QLineEdit*>(); line && line->isVisible())
            return found(Target::TextField, line);
    if (qobject_cast<QAbstractItemView*>(focus))
        return found(Target::ItemView, focus);
    return found(Target::Other, focus);
}

namespace {

// QLineEdit, QTextEdit, QPlainTextEdit and the editor spell the six commands alike.
template <class Widget>
void apply(Widget* w, EditActions::Command command) {
    using C = EditActions::Command;
    switch (command) {
    case C::Undo:
        w->undo();
        break;
    case C::Redo:
        w->redo();
        break;
    case C::Cut:
        w->cut();
        break;
    case C::Copy:
        w->copy();
        break;
    case C::Paste:
        w->paste();
        break;
    case C::SelectAll:
        w->selectAll();
        break;
    }
}

} // namespace

// The selected cells of `view` as text, a line per row and tabs between the columns (the
// current cell when none is selected), as a spreadsheet pastes them.
static QString cellsText(const QAbstractItemView* view) {
    QModelIndexList cells;
    if (const QItemSelectionModel* selection = view->selectionModel())
        cells = selection->selectedIndexes();
    if (cells.isEmpty() && view->currentIndex().isValid())
        cells << view->currentIndex();
    std::sort(cells.begin(), cells.end(), [](const QModelIndex& a, const QModelIndex& b) {
        return a.row() != b.row() ? a.row() < b.row() : a.column() < b.column();
    });
    QString text;
    int row = -1;
    for (const QModelIndex& cell : cells) {
        if (row >= 0)
            text += cell.row() != row ? QLatin1Char('\n') : QLatin1Char('\t');
        row = cell.row();
        text += cell.data().toString();
    }
    return text;
}

void EditActions::invoke(Command command) {
    QWidget* field = nullptr;
    switch (focusTarget(&field)) {
    case Target::TextField:
        if (auto* line = qobject_cast<QLineEdit*>(field))
            apply(line, command);
        else if (auto* text = qobject_cast<QTextEdit*>(field))
            apply(text, command);
        else if (auto* plain = qobject_cast<QPlainTextEdit*>(field))
            apply(plain, command);
        updateStates();
        return;
    case Target::ItemView: {
        auto* view = qobject_cast<QAbstractItemView*>(field);
        if (command == Command::SelectAll)
            view->selectAll();
        else if (command == Command::Copy)
            QGuiApplication::clipboard()->setText(cellsText(view));
        return;
    }
    case Target::Other:
        return; // a button or a painted view: nothing to select or paste
    case Target::Editor:
        break;
    }
    CodeEditor* e = editor();
    if (!e)
        return;
    apply(e, command);
    e->setFocus(Qt::OtherFocusReason); // a menu click leaves the keyboard in the editor
    updateStates();
}

} // namespace wave::studio
