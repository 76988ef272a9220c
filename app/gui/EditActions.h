#pragma once
// The Edit menu of WAVE Studio: Undo / Redo (enabled as the current editor allows), Cut, Copy,
// Paste, Select All, Find (Ctrl+F) / Find Next (F3) / Find Previous (Shift+F3) / Replace
// (Ctrl+H) in the FindBar under the editor, Go to Line (Ctrl+G, Ctrl+L) in the GoToLineBar,
// Toggle Comment (Ctrl+/), Indent (Ctrl+]) and Unindent (Ctrl+[). The bars follow the current
// tab; MainWindow places them under the tabs (findBar(), goToLineBar()). Undo, Redo, Cut, Copy,
// Paste and Select All act on the focused widget: a text field or spin box (a dock's "Go to
// address", the occupancy "what if"), a table or list (Select All and Copy its cells), the
// current editor only when it has the focus (or nothing has). A widget that has none of these
// commands (a button) disables them: Ctrl+A in a dock never selects, nor moves the focus to,
// the kernel. GUI thread only.
//
// The actions are registered in the window's WindowRegistry under their StudioIds (Undo, Redo,
// Cut, Copy, Paste, SelectAll, Find, FindNext, FindPrevious, Replace, GoToLine, ToggleComment,
// Indent, Unindent).

#include "workbench/UiId.h"

#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QPointer>

class QAction;
class QKeySequence;
class QMenu;
class QWidget;

namespace wave::widgets {
class CodeEditor;
class Document;
class DocumentTabs;
class FindBar;
class GoToLineBar;
} // namespace wave::widgets

namespace wave::studio {

class EditActions : public QObject {
    Q_OBJECT
public:
    // The clipboard and undo commands, in the order of the Edit menu.
    enum class Command { Undo, Redo, Cut, Copy, Paste, SelectAll };

    EditActions(QWidget* window, widgets::DocumentTabs* tabs);

    void populateMenu(QMenu* menu);
    widgets::FindBar* findBar() const { return find_; }
    widgets::GoToLineBar* goToLineBar() const { return goTo_; }
    QAction* action(widgets::ActionId id) const;

private:
    QAction* add(QMenu* menu, widgets::ActionId id, const QString& text,
                 const QList<QKeySequence>& keys);
    void follow(widgets::Document* document);
    void updateStates();
    // What has the focus in this window, and so takes the commands: the editor, a text field
    // (QLineEdit, QTextEdit, QPlainTextEdit; a spin box's or an editable combo box's line
    // edit), an item view, or another widget, which takes none of them.
    enum class Target { Editor, TextField, ItemView, Other };
    Target focusTarget(QWidget** widget = nullptr) const;
    void invoke(Command command);
    widgets::CodeEditor* editor() const;

    QWidget* window_;
    widgets::DocumentTabs* tabs_;
    widgets::FindBar* find_ = nullptr;
    widgets::GoToLineBar* goTo_ = nullptr;
    QList<QAction*> actions_;
    QPointer<widgets::CodeEditor> followed_;
    QList<QMetaObject::Connection> connections_;
};

} // namespace wave::studio
