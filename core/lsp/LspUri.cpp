#include "lsp/LspUri.h"

#include <charconv>

namespace wave::lsp {

std::string LspUri::path(std::string_view uri) {
    constexpr std::string_view kFile = "file://";
    if (!uri.starts_with(kFile))
        return std::string(uri);
    uri.remove_prefix(kFile.size());
    std::string out;
    for (std::size_t i = 0; i < uri.size(); ++i) {
        unsigned byte = 0;
        const char* hex = uri.data() + i + 1;
        if (uri[i] == '%' && i + 2 < uri.size() &&
            std::from_chars(hex, hex + 2, byte, 16).ptr == hex + 2) {
            out += static_cast<char>(byte);
            i += 2;
        } else {
            out += uri[i];
        }
    }
    return out;
}

} // namespace wave::lsp
