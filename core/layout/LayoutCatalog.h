#pragma once
// The layouts a user can name: the shipped ones (resources/layouts, compiled in, plus the
// generated wave-v0.4) and the user's own JSON files in userDirectory(). A user file whose name
// equals a shipped layout's replaces it. Files that fail to load are listed in errors() and
// skipped, so one bad file never hides the others.

#include "layout/Layout.h"
#include "layout/LayoutReader.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::layout {

class LayoutCatalog {
public:
    static LayoutCatalog shipped();
    // Shipped plus every *.json in `userDir` (sorted by file name); a missing directory is fine.
    static LayoutCatalog load(const std::string& userDir);
    // $XDG_CONFIG_HOME/wave-studio/layouts, else ~/.config/wave-studio/layouts.
    static std::string userDirectory();

    const std::vector<Layout>& layouts() const { return layouts_; }
    const std::vector<LayoutError>& errors() const { return errors_; }
    const Layout* find(std::string_view name) const;
    // A layout name from the catalog, or a file (an argument with a '/' or ending in .json).
    std::optional<Layout> resolve(const std::string& nameOrFile, LayoutError& error) const;
    std::string names() const; // "wave-v0.1, wave-v0.2, ..."

private:
    void add(Layout layout);

    std::vector<Layout> layouts_;
    std::vector<LayoutError> errors_;
};

} // namespace wave::layout
