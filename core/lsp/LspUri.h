#pragma once
// A document URI as a file name for the assembler's messages: "file:///home/a/k%20x.wave" ->
// "/home/a/k x.wave"; another scheme (untitled:, ...) is kept as it is.

#include <string>
#include <string_view>

namespace wave::lsp {

class LspUri {
public:
    static std::string path(std::string_view uri);
};

} // namespace wave::lsp
