// wave-emu: runs a kernel of a .wbin file on the WAVE emulator (docs/reference/command-line.md §3).

#include "EmuCommand.h"
#include "ToolMain.h"

int main(int argc, char** argv) {
    return wave::cli::ToolMain::run(
        "wave-emu", "Error: ", [&] { return wave::cli::EmuCommand::run(argc, argv); });
}
