#pragma once
// The Encoding lab dock in the main window (bottom row, tabbed with the Encoding strip) and the
// lessons that open it: a gallery example may name a layout and an instruction, and opening
// the example puts the cursor on that instruction's first line and selects the layout in the
// lab. GUI thread only.

#include <QObject>

class QDockWidget;
class QMainWindow;

namespace wave::widgets {
class CodeEditor;
class EncodingLab;
} // namespace wave::widgets

namespace wave::studio {

class EncodingLabActions : public QObject {
    Q_OBJECT
public:
    // Tabs the dock with `beside`.
    EncodingLabActions(QMainWindow* window, QDockWidget* beside);

    QDockWidget* dock() const { return dock_; }
    widgets::EncodingLab* lab() const { return lab_; }

    // Brings the dock to the front.
    void show();
    // Puts `editor`'s cursor on the first line whose instruction is `mnemonic` and shows that
    // line in the lab with `layout` selected. False when there is no such line or layout.
    bool openLesson(widgets::CodeEditor* editor, const QString& layout, const QString& mnemonic);

private:
    QDockWidget* dock_;
    widgets::EncodingLab* lab_;
};

} // namespace wave::studio
