#pragma once
// The labels and kernels of a document, from the editor's tokens: where each label is defined
// and referenced (labels are global to the file, docs/reference/assembly.md §4), and the line
// span of each kernel. Built in one pass over the lines for definition, references, rename,
// document symbols and hover.

#include "lsp/LspDocument.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::lsp {

struct LabelSite {
    int line = 0;   // 0-based
    int start = 0;  // byte column
    int length = 0; // bytes
};

struct KernelSpan {
    std::string name;
    LabelSite nameSite;
    int firstLine = 0; // the .kernel line
    int lastLine = 0;  // the .end line (the last line when it is missing)
};

class LabelIndex {
public:
    explicit LabelIndex(const LspDocument& doc);

    // The first definition of `name` (a duplicate is the assembler's error to report).
    std::optional<LabelSite> definition(std::string_view name) const;
    // Every use of `name` as an operand, and its definitions when asked, in source order.
    std::vector<LabelSite> occurrences(std::string_view name, bool withDefinitions) const;

    struct Named {
        std::string name;
        LabelSite site;
        bool definition = false;
    };
    const std::vector<Named>& sites() const { return sites_; }
    const std::vector<KernelSpan>& kernels() const { return kernels_; }

private:
    std::vector<Named> sites_; // in source order
    std::vector<KernelSpan> kernels_;
};

} // namespace wave::lsp
