#pragma once
// The Encoding lab's decode page: words typed or pasted in hex (or opened from a file of hex
// text or of little-endian binary words) split into the fields of the chosen layout, with the
// opcode's name. "Load Layout…" adds a layout from a JSON file (docs/reference/layouts.md) to the
// lab; "Opcode Header…" names the chosen layout's opcodes from a SystemVerilog header (.svh).
// Errors name the file, line and column and are shown on the page. GUI thread only.

#include "encoding/FieldRowsView.h"
#include "encoding/LabLayouts.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace wave::widgets {

class DecodePage : public QWidget {
    Q_OBJECT
public:
    explicit DecodePage(LabLayouts* layouts, QWidget* parent = nullptr);

    void layoutsChanged();
    bool selectLayout(const QString& name);
    const layout::Layout* currentLayout() const;

    // What the buttons do after their file dialogs; false with the error shown on the page.
    bool loadLayoutFile(const QString& path);
    bool loadOpcodeHeader(const QString& path);
    bool openWordFile(const QString& path);
    // Decodes the words of the text field.
    bool decode();

    QComboBox* layoutBox() const { return layoutBox_; }
    QLineEdit* wordsEdit() const { return words_; }
    QLabel* message() const { return message_; }
    FieldRowsView* rows() const { return rows_; }

signals:
    // A layout was added or changed: the other pages list it too.
    void layoutsEdited();

private:
    bool decodeWords(const std::vector<std::uint64_t>& words);
    void showError(const QString& text);

    LabLayouts* layouts_;
    QComboBox* layoutBox_;
    QLineEdit* words_;
    QLabel* message_;
    FieldRowsView* rows_;
};

} // namespace wave::widgets
