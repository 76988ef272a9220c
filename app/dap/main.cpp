// wave-dap: the WAVE debugger as a Debug Adapter Protocol server on stdin/stdout, for VS Code
// and every editor that speaks DAP (packaging/man/wave-dap.1).

#include "DapServer.h"

#include "protocol/FdChannel.h"

#include <cstdio>
#include <cstring>
#include <unistd.h>

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--stdio") == 0)
            continue; // the only transport, named as clients that spawn adapters name it
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            std::puts("Usage: wave-dap [--stdio]\n\nThe WAVE debugger as a Debug Adapter Protocol "
                      "server: "
                      "reads requests on stdin and\nanswers on stdout (Content-Length framing). "
                      "Started by an editor; see wave-dap(1).");
            return 0;
        }
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-V") == 0) {
            std::puts("wave-dap " WAVE_STUDIO_VERSION);
            return 0;
        }
        std::fprintf(stderr, "wave-dap: unknown argument '%s' (see wave-dap --help)\n", argv[i]);
        return 2;
    }
    wave::protocol::FdChannel::ignoreSigpipe();
    wave::protocol::FdChannel channel(STDIN_FILENO, STDOUT_FILENO);
    wave::dap::DapServer server(channel);
    return server.run();
}
