// wave-lsp: the WAVE language server (LSP 3.17) on standard input and output, for any editor
// with an LSP client (docs: man wave-lsp, README "Editors"). The work is core/lsp's LspServer;
// this loop only moves framed messages (core/protocol) and wakes up for debounced diagnostics.

#include "ToolMain.h"
#include "lsp/LspServer.h"
#include "protocol/FdChannel.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <string>
#include <string_view>

namespace {

using wave::lsp::LspServer;
using wave::protocol::ChannelEvent;
using wave::protocol::FdChannel;

constexpr std::string_view kUsage =
    "Usage: wave-lsp [--stdio] [--debounce MS]\n"
    "\n"
    "The WAVE language server: speaks LSP 3.17 (JSON-RPC with Content-Length framing) on\n"
    "standard input and output. Start it from your editor's LSP client.\n"
    "\n"
    "Options:\n"
    "  --stdio          accepted for clients that pass it; stdio is the only transport\n"
    "  --debounce MS    publish diagnostics MS milliseconds after the last change (default 100)\n"
    "  -h, --help       print this help\n"
    "  -V, --version    print the version\n";

int serve(const LspServer::Options& options) {
    FdChannel::ignoreSigpipe();
    FdChannel channel(STDIN_FILENO, STDOUT_FILENO);
    bool outputGone = false;
    LspServer server(options, [&](const wave::json::JsonValue& message) {
        if (!outputGone && !channel.send(message))
            outputGone = true;
    });
    while (!server.exitRequested() && !outputGone) {
        int timeout = -1;
        if (const auto due = server.nextDeadline()) {
            const auto left =
                std::chrono::ceil<std::chrono::milliseconds>(*due - LspServer::Clock::now());
            timeout = static_cast<int>(std::max<std::int64_t>(left.count(), 0));
        }
        const ChannelEvent e = channel.receive(timeout);
        switch (e.kind) {
        case ChannelEvent::Kind::Message:
            server.handle(e.body, LspServer::Clock::now());
            break;
        case ChannelEvent::Kind::Error:
            std::cerr << "wave-lsp: " << e.error << "\n";
            server.framingError(e.error);
            break;
        case ChannelEvent::Kind::Timeout:
            break;
        case ChannelEvent::Kind::Closed:
            if (!e.error.empty())
                std::cerr << "wave-lsp: " << e.error << "\n";
            if (!server.exitRequested())
                std::cerr << "wave-lsp: the client closed the connection without \"exit\"\n";
            return server.exitRequested() ? server.exitCode() : 1;
        }
        server.runDue(LspServer::Clock::now());
    }
    if (outputGone) {
        std::cerr << "wave-lsp: the client's end of standard output is closed\n";
        return 1;
    }
    return server.exitCode();
}

} // namespace

int main(int argc, char** argv) {
    return wave::cli::ToolMain::run("wave-lsp", "error: ", [&]() -> int {
        LspServer::Options options;
        for (int i = 1; i < argc; ++i) {
            const std::string_view arg = argv[i];
            if (arg == "-h" || arg == "--help") {
                std::cout << kUsage;
                return 0;
            }
            if (arg == "-V" || arg == "--version") {
                std::cout << "wave-lsp " << WAVE_STUDIO_VERSION << "\n";
                return 0;
            }
            if (arg == "--stdio")
                continue;
            if (arg == "--debounce" && i + 1 < argc) {
                const std::string_view value = argv[++i];
                int ms = -1;
                const auto [end, ec] =
                    std::from_chars(value.data(), value.data() + value.size(), ms);
                if (ec != std::errc() || end != value.data() + value.size() || ms < 0 ||
                    ms > 60000) {
                    std::cerr << "error: --debounce takes milliseconds from 0 to 60000, not '"
                              << value << "'\n";
                    return 2;
                }
                options.debounceMs = ms;
                continue;
            }
            std::cerr << "error: unknown argument '" << arg << "'\n\n" << kUsage;
            return 2;
        }
        return serve(options);
    });
}
