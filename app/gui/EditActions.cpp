#include "EditActions.h"

#include "documents/Document.h"
#include "documents/DocumentTabs.h"
#include "editor/CodeEditor.h"
#include "editor/FindBar.h"
#include "editor/GoToLineBar.h"
#include "editor/LineCommands.h"

#include <QAction>
#include <QApplication>
#include <QKeySequence>
#include <QMenu>

namespace wave::studio {

using widgets::CodeEditor;

namespace {

// Names of the actions whose keys QScintilla would otherwise keep for its own commands.
const char* const kWindowKeys[] = {"actionFind",    "actionFindNext", "actionFindPrevious",
                                   "actionReplace", "actionGoToLine", "actionToggleComment",
                                   "actionIndent",  "actionUnindent"};

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
        for (const char* name : kWindowKeys)
            if (QAction* a = action(QLatin1String(name)))
                taken << a->shortcuts();
        d->editor()->releaseKeys(taken);
    });
    // Undo, Redo and the clipboard commands go to the focused text field when there is one.
    connect(qApp, &QApplication::focusChanged, this, &EditActions::updateStates);
    follow(tabs_->current());
}

QAction* EditActions::action(const QString& objectName) const {
    for (QAction* a : actions_)
        if (a->objectName() == objectName)
            return a;
    return nullptr;
}

QAction* EditActions::add(QMenu* menu, const QString& name, const QString& text,
                          const QList<QKeySequence>& shortcuts) {
    QAction* a = menu->addAction(text);
    a->setObjectName(name);
    a->setShortcuts(shortcuts);
    actions_ << a;
    return a;
}

void EditActions::populateMenu(QMenu* menu) {
    QAction* a = add(menu, QStringLiteral("actionUndo"), tr("&Undo"), keys(QKeySequence::Undo));
    connect(a, &QAction::triggered, this, [this] { invoke("undo()"); });
    a = add(menu, QStringLiteral("actionRedo"), tr("&Redo"),
            keys(QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)));
    connect(a, &QAction::triggered, this, [this] { invoke("redo()"); });
    menu->addSeparator();
    a = add(menu, QStringLiteral("actionCut"), tr("Cu&t"), keys(QKeySequence::Cut));
    connect(a, &QAction::triggered, this, [this] { invoke("cut()"); });
    a = add(menu, QStringLiteral("actionCopy"), tr("&Copy"), keys(QKeySequence::Copy));
    connect(a, &QAction::triggered, this, [this] { invoke("copy()"); });
    a = add(menu, QStringLiteral("actionPaste"), tr("&Paste"), keys(QKeySequence::Paste));
    connect(a, &QAction::triggered, this, [this] { invoke("paste()"); });
    a = add(menu, QStringLiteral("actionSelectAll"), tr("Select &All"),
            keys(QKeySequence::SelectAll));
    connect(a, &QAction::triggered, this, [this] { invoke("selectAll()"); });
    menu->addSeparator();

    a = add(menu, QStringLiteral("actionFind"), tr("&Find…"), {QKeySequence(Qt::CTRL | Qt::Key_F)});
    connect(a, &QAction::triggered, this, [this] {
        goTo_->hide();
        find_->open(false);
    });
    a = add(menu, QStringLiteral("actionFindNext"), tr("Find &Next"), {QKeySequence(Qt::Key_F3)});
    connect(a, &QAction::triggered, find_, &widgets::FindBar::findNext);
    a = add(menu, QStringLiteral("actionFindPrevious"), tr("Find Pre&vious"),
            {QKeySequence(Qt::SHIFT | Qt::Key_F3)});
    connect(a, &QAction::triggered, find_, &widgets::FindBar::findPrevious);
    a = add(menu, QStringLiteral("actionReplace"), tr("R&eplace…"),
            {QKeySequence(Qt::CTRL | Qt::Key_H)});
    connect(a, &QAction::triggered, this, [this] {
        goTo_->hide();
        find_->open(true);
    });
    a = add(menu, QStringLiteral("actionGoToLine"), tr("&Go to Line…"),
            {QKeySequence(Qt::CTRL | Qt::Key_G), QKeySequence(Qt::CTRL | Qt::Key_L)});
    connect(a, &QAction::triggered, this, [this] {
        find_->hide();
        goTo_->open();
    });
    menu->addSeparator();

    a = add(menu, QStringLiteral("actionToggleComment"), tr("Toggle Co&mment"),
            {QKeySequence(Qt::CTRL | Qt::Key_Slash)});
    connect(a, &QAction::triggered, this, [this] {
        if (CodeEditor* e = editor(); e && !e->isReadOnly())
            widgets::LineCommands::toggleComment(*e);
    });
    a = add(menu, QStringLiteral("actionIndent"), tr("&Indent"),
            {QKeySequence(Qt::CTRL | Qt::Key_BracketRight)});
    connect(a, &QAction::triggered, this, [this] {
        if (CodeEditor* e = editor(); e && !e->isReadOnly())
            widgets::LineCommands::indent(*e);
    });
    a = add(menu, QStringLiteral("actionUnindent"), tr("Unin&dent"),
            {QKeySequence(Qt::CTRL | Qt::Key_BracketLeft)});
    connect(a, &QAction::triggered, this, [this] {
        if (CodeEditor* e = editor(); e && !e->isReadOnly())
            widgets::LineCommands::unindent(*e);
    });

    connect(menu, &QMenu::aboutToShow, this, &EditActions::updateStates);
    // Editors that exist already give up the keys too (later ones on documentAdded).
    QList<QKeySequence> taken;
    for (const char* name : kWindowKeys)
        taken << action(QLatin1String(name))->shortcuts();
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
    auto set = [this](const char* name, bool enabled) {
        if (QAction* a = action(QLatin1String(name)))
            a->setEnabled(enabled);
    };
    if (target("undo()") != e) { // a focused text field: it knows its own state
        for (const char* name :
             {"actionUndo", "actionRedo", "actionCut", "actionCopy", "actionPaste"})
            set(name, true);
        return;
    }
    set("actionUndo", writable && e->isUndoAvailable());
    set("actionRedo", writable && e->isRedoAvailable());
    set("actionCut", writable && e->hasSelectedText());
    set("actionCopy", e && e->hasSelectedText());
    set("actionPaste", writable);
    for (const char* name : {"actionToggleComment", "actionIndent", "actionUnindent"})
        set(name, writable);
}

QObject* EditActions::target(const char* slot) const {
    if (QWidget* focus = QApplication::focusWidget(); focus && focus->window() == window_ &&
                                                      !qobject_cast<CodeEditor*>(focus) &&
                                                      focus->metaObject()->indexOfSlot(slot) >= 0)
        return focus;
    return editor();
}

void EditActions::invoke(const char* slot) {
    QObject* receiver = target(slot);
    if (!receiver)
        return;
    QByteArray name(slot);
    name.chop(2); // "undo()" -> "undo"
    QMetaObject::invokeMethod(receiver, name.constData());
    if (CodeEditor* e = qobject_cast<CodeEditor*>(receiver))
        e->setFocus(Qt::OtherFocusReason); // a menu click leaves the keyboard in the editor
    updateStates();
}

} // namespace wave::studio
