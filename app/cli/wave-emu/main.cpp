// wave-emu: runs a kernel of a .wbin file on the WAVE emulator (CLI.md §3).

#include "EmuCommand.h"

int main(int argc, char** argv) {
    return wave::cli::EmuCommand::run(argc, argv);
}
