#pragma once
// A strip that shows how the instruction under the editor's cursor is encoded: its code offset,
// its text and bytes, and word0 (and word1) as coloured, labelled bit fields with their values
// (opcode, rd, rs1, modifier, guard, rs2, rs3, rs4, scope or imm, as the instruction has them;
// fields it does not use are grey). The layout comes from isa::InstructionDoc and
// isa::Encoding, the bytes from the last assembly's source map. Colours follow the palette
// (the editor theme for it). Sized for a dock about 90 px tall. GUI thread only.

#include "editor/AssemblySnapshot.h"
#include "editor/EncodingFields.h"

#include <QList>
#include <QString>
#include <QWidget>

#include <cstdint>
#include <span>

namespace wave::widgets {

class CodeEditor;
class CursorFollower;

class EncodingStrip : public QWidget {
    Q_OBJECT
public:
    explicit EncodingStrip(QWidget* parent = nullptr);

    // Follows `editor`: its cursor line and its assembly snapshots (null detaches).
    void setEditor(CodeEditor* editor);

    void setSnapshot(const AssemblySnapshotPtr& snapshot);
    // 1-based line and column of the cursor; the instruction is looked up in the snapshot.
    void setCursorPosition(int line, int column);

    // Shows the instruction at `offset` of `code` directly. False (and a message) when it does
    // not decode.
    bool showInstruction(std::span<const std::uint8_t> code, std::uint32_t offset);
    void showMessage(const QString& message);

    bool hasInstruction() const { return !fields_.isEmpty(); }
    const QString& message() const { return message_; }
    // "0x0010  iadd r1, r2, r3  ·  03 02 01 00 00 00 00 04" (empty without an instruction).
    const QString& headerText() const { return header_; }
    const QList<EncodingStripField>& fields() const { return fields_; }
    int instructionSize() const { return size_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void refresh();
    void layoutFields();
    QRectF wordRect(int word) const;

    CursorFollower* follower_;

    QString message_;
    QString header_;
    QList<EncodingStripField> fields_;
    std::uint32_t words_[2] = {0, 0};
    int size_ = 0;
};

} // namespace wave::widgets
