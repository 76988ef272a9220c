#include "OutputFile.h"

namespace wave::cli {

std::string OutputFile::defaultPath(const std::string& input) {
    const std::size_t slash = input.rfind('/');
    const std::size_t nameStart = slash == std::string::npos ? 0 : slash + 1;
    const std::string name = input.substr(nameStart);
    const std::size_t dot = name.rfind('.');
    // No dot, or only a leading one (".hidden"), or "..": no extension to replace.
    if (dot == std::string::npos || dot == 0 || name == "..")
        return input + ".wbin";
    return input.substr(0, nameStart + dot) + ".wbin";
}

} // namespace wave::cli
