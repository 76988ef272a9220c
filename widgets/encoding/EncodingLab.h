#pragma once
// The Encoding lab (issue 25): the instruction under the editor's cursor encoded in every
// layout side by side (the shipped WAVE generations, the user's layouts and those loaded here),
// with each field coloured the same in every row, or why a generation cannot encode it; a
// validation page per layout; and a page that decodes pasted or opened words. Follows the
// editor as the Encoding strip does (its cursor and its assembly snapshots). Sizes follow the
// views' scale (classroom mode), colours their palette. GUI thread only.

#include "editor/AssemblySnapshot.h"
#include "encoding/DecodePage.h"
#include "encoding/FieldRowsView.h"
#include "encoding/LabLayouts.h"
#include "encoding/ValidationPage.h"
#include "layout/LayoutCatalog.h"

#include <QWidget>

#include <cstdint>
#include <span>

class QLabel;
class QTabWidget;

namespace wave::widgets {

class CodeEditor;
class CursorFollower;

class EncodingLab : public QWidget {
    Q_OBJECT
public:
    // The catalog's layouts (shipped and the user's folder) are the lab's to start with.
    explicit EncodingLab(const layout::LayoutCatalog& catalog, QWidget* parent = nullptr);

    void setEditor(CodeEditor* editor);
    void setSnapshot(const AssemblySnapshotPtr& snapshot);
    void setCursorPosition(int line, int column); // 1-based
    // Encodes the instruction at `offset` of `code` in every layout; false when it does not
    // decode (the message says why).
    bool showInstruction(std::span<const std::uint8_t> code, std::uint32_t offset);

    // Selects `name` in every page (its row in the generations, the layout validated and
    // decoded); false when the lab has no such layout.
    bool selectLayout(const QString& name);
    enum class Page { Generations, Validation, Decode };
    void showPage(Page page);

    void setViewPalette(const ViewPalette& palette);
    void setScale(double scale);

    // "fsin r4, r5 (wave-v0.4: 0x…)" or a message when there is no instruction.
    QString headerText() const;
    FieldRowsView* generations() const { return generations_; }
    ValidationPage* validationPage() const { return validation_; }
    DecodePage* decodePage() const { return decode_; }
    QTabWidget* tabs() const { return tabs_; }
    const LabLayouts& layouts() const { return layouts_; }

private:
    void refresh();
    void showMessage(const QString& text);
    void layoutsEdited();

    LabLayouts layouts_;
    CursorFollower* follower_;
    std::vector<std::uint8_t> code_; // the instruction shown, re-encoded when layouts change

    QLabel* header_;
    QTabWidget* tabs_;
    FieldRowsView* generations_;
    ValidationPage* validation_;
    DecodePage* decode_;
};

} // namespace wave::widgets
