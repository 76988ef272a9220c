// wave-tm-grammar: writes the TextMate grammar of WAVE assembly (TextMateGrammar) to a file,
// for the VS Code extension's build (editors/vscode).
//
//   wave-tm-grammar OUTPUT

#include "TextMateGrammar.h"

#include <fstream>
#include <iostream>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: wave-tm-grammar OUTPUT\n";
        return 2;
    }
    std::ofstream out(argv[1], std::ios::binary | std::ios::trunc);
    out << wave::tools::TextMateGrammar::generate();
    out.close();
    if (!out) {
        std::cerr << "Error: cannot write " << argv[1] << "\n";
        return 1;
    }
    return 0;
}
