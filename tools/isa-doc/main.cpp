// wave-isa-doc: writes docs/reference/isa.md from its template and the instruction table, or
// checks that the committed file is what the table generates (the ctest docs.isa_reference).
//
//   wave-isa-doc TEMPLATE OUTPUT            write OUTPUT
//   wave-isa-doc --check TEMPLATE FILE      exit 1 with the first differing line if FILE is stale

#include "IsaMarkdown.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace {

bool readFile(const char* path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    std::ostringstream s;
    s << in.rdbuf();
    text = s.str();
    return !in.bad();
}

int firstDifferentLine(const std::string& a, const std::string& b) {
    int line = 1;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
        if (a[i] != b[i])
            return line;
        if (a[i] == '\n')
            ++line;
    }
    return line;
}

} // namespace

int main(int argc, char** argv) {
    const bool check = argc == 4 && std::string(argv[1]) == "--check";
    if (argc != 3 && !check) {
        std::cerr << "usage: wave-isa-doc TEMPLATE OUTPUT | wave-isa-doc --check TEMPLATE FILE\n";
        return 2;
    }
    const char* templatePath = argv[check ? 2 : 1];
    const char* outputPath = argv[check ? 3 : 2];
    std::string templateText;
    if (!readFile(templatePath, templateText)) {
        std::cerr << "Error: cannot read " << templatePath << "\n";
        return 1;
    }
    std::string error;
    const std::string document = wave::tools::IsaMarkdown::expand(templateText, error);
    if (!error.empty()) {
        std::cerr << templatePath << ":" << error << "\n";
        return 1;
    }
    if (check) {
        std::string committed;
        if (!readFile(outputPath, committed)) {
            std::cerr << "Error: cannot read " << outputPath << "\n";
            return 1;
        }
        if (committed == document)
            return 0;
        std::cerr << outputPath << ":" << firstDifferentLine(committed, document)
                  << ": differs from what the instruction table generates; regenerate it with "
                     "`cmake --build <build dir> --target isa-reference`\n";
        return 1;
    }
    std::ofstream out(outputPath, std::ios::binary | std::ios::trunc);
    out << document;
    out.close();
    if (!out) {
        std::cerr << "Error: cannot write " << outputPath << "\n";
        return 1;
    }
    return 0;
}
