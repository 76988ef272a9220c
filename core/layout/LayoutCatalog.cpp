#include "layout/LayoutCatalog.h"

#include "launch/ConfigDirectory.h"
#include "layout/LiveLayout.h"
#include "layout/ShippedLayouts.h"

namespace wave::layout {

namespace {

bool endsWith(std::string_view s, std::string_view tail) {
    return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

} // namespace

LayoutCatalog LayoutCatalog::shipped() {
    LayoutCatalog c;
    for (const ShippedLayoutFile& f : shippedLayoutFiles()) {
        // The generations in order: the live v0.4 after the v0.3 documents, before custom64.
        if (std::string_view(f.file) == "custom64.json")
            c.add(LiveLayout::get());
        LayoutError error;
        if (std::optional<Layout> l = LayoutReader::parse(f.json, f.file, error)) {
            l->origin = "shipped";
            c.add(std::move(*l));
        } else {
            c.errors_.push_back(error); // only a broken build gets here; tests check it
        }
    }
    if (c.find("wave-v0.4") == nullptr)
        c.add(LiveLayout::get());
    return c;
}

LayoutCatalog LayoutCatalog::load(const std::string& userDir) {
    LayoutCatalog c = shipped();
    std::string listError;
    const std::vector<std::string> files = launch::ConfigDirectory::jsonFiles(userDir, listError);
    if (!listError.empty())
        c.errors_.push_back(LayoutError{userDir, 0, 0, listError});
    for (const std::string& file : files) {
        LayoutError error;
        if (std::optional<Layout> l = LayoutReader::loadFile(file, error))
            c.add(std::move(*l));
        else
            c.errors_.push_back(error);
    }
    return c;
}

std::string LayoutCatalog::userDirectory() {
    return launch::ConfigDirectory::path("layouts");
}

void LayoutCatalog::add(Layout layout) {
    for (Layout& existing : layouts_) {
        if (existing.name == layout.name) {
            existing = std::move(layout);
            return;
        }
    }
    layouts_.push_back(std::move(layout));
}

const Layout* LayoutCatalog::find(std::string_view name) const {
    for (const Layout& l : layouts_)
        if (l.name == name)
            return &l;
    return nullptr;
}

std::optional<Layout> LayoutCatalog::resolve(const std::string& nameOrFile,
                                             LayoutError& error) const {
    if (nameOrFile.find('/') != std::string::npos || endsWith(nameOrFile, ".json"))
        return LayoutReader::loadFile(nameOrFile, error);
    if (const Layout* l = find(nameOrFile))
        return *l;
    error = LayoutError{nameOrFile, 0, 0,
                        "no layout of that name (known: " + names() +
                            "; a file name needs a '/' or the .json extension)"};
    return std::nullopt;
}

std::string LayoutCatalog::names() const {
    std::string out;
    for (const Layout& l : layouts_)
        out += (out.empty() ? "" : ", ") + l.name;
    return out;
}

} // namespace wave::layout
