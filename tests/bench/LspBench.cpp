// wave-lsp speed (issue 24: diagnostics of a 5,000-line file in under 300 ms after the last
// change). Runs the real binary over pipes (tests/core/lsp/LspClient) with its default debounce
// (100 ms), opens a generated 5,000-line kernel file, then times from each edit to the
// publishDiagnostics that follows it, and the other requests on the same file. Prints figures;
// never asserts on time.

#include "LspClient.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
using Json = wave::json::JsonValue;

// Kernels of exactly 100 lines each: ALU, memory, compares, an if and a loop block, labels and
// calls.
std::string generate(int lines) {
    std::string src;
    int line = 0;
    int kernel = 0;
    char buf[128];
    while (line + 100 <= lines) {
        std::snprintf(buf, sizeof buf, ".kernel k%d\n.registers 32\n", kernel);
        src += buf;
        for (int i = 0; i < 90; i += 10) {
            std::snprintf(buf, sizeof buf, "l%d_%d:\n", kernel, i);
            src += buf;
            src += "    mov r1, sr_lane_id\n    iadd r2, r1, r1\n    icmp_lt p1, r1, r2\n"
                   "    if p1\n        device_load_u32 r3, r2\n    endif\n    loop\n"
                   "        break p1\n    endloop\n";
        }
        src += "    halt\n";
        std::snprintf(buf, sizeof buf, "    call l%d_0\n.end\n", kernel);
        src += buf;
        src += "; end of kernel\n;\n;\n;\n;\n"; // 100 lines per kernel
        line += 100;
        ++kernel;
    }
    return src;
}

double ms(Clock::duration d) {
    return std::chrono::duration<double, std::milli>(d).count();
}

Json change(const std::string& uri, int version, int line, int from, int to,
            const std::string& text) {
    const auto pos = [](int l, int c) {
        return Json::object().set("line", Json::number(l)).set("character", Json::number(c));
    };
    return Json::object()
        .set("textDocument",
             Json::object().set("uri", Json::string(uri)).set("version", Json::number(version)))
        .set("contentChanges",
             Json::array().push(
                 Json::object()
                     .set("range",
                          Json::object().set("start", pos(line, from)).set("end", pos(line, to)))
                     .set("text", Json::string(text))));
}

} // namespace

int main() {
    const std::string text = generate(5000);
    const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
    const std::string uri = "file:///bench/big.wave";
    wave::test::LspClient client(WAVE_LSP);
    client.initialize();

    auto start = Clock::now();
    client.open(uri, text);
    if (!client.notification("textDocument/publishDiagnostics")) {
        std::printf("no diagnostics after opening the file\n");
        return 1;
    }
    std::printf("wave-lsp, a %d-line file (%zu bytes), debounce 100 ms\n", lines, text.size());
    std::printf("  open -> diagnostics:                %7.1f ms\n", ms(Clock::now() - start));

    // Edits on line 3 (`mov r1, sr_lane_id`): break it (r1 -> rr1), then fix it, five times.
    std::vector<double> times;
    int version = 1;
    std::size_t lastCount = 0;
    for (int i = 0; i < 10; ++i) {
        const bool breakIt = i % 2 == 0;
        start = Clock::now();
        client.notify("textDocument/didChange",
                      change(uri, ++version, 3, 8, 8, breakIt ? "r" : ""));
        if (!breakIt) // the fix deletes the inserted character
            client.notify("textDocument/didChange", change(uri, ++version, 3, 8, 9, ""));
        const auto n = client.notification("textDocument/publishDiagnostics");
        if (!n) {
            std::printf("no diagnostics after edit %d\n", i);
            return 1;
        }
        times.push_back(ms(Clock::now() - start));
        lastCount = n->member("params")->member("diagnostics")->elements.size();
    }
    std::sort(times.begin(), times.end());
    std::printf("  last change -> diagnostics (10 edits): median %6.1f ms, worst %6.1f ms "
                "(target < 300 ms; %zu diagnostics at the end)\n",
                times[times.size() / 2], times.back(), lastCount);

    const auto timeRequest = [&](const char* name, const std::string& method, Json params) {
        const auto t0 = Clock::now();
        const int id = client.request(method, std::move(params));
        client.response(id);
        std::printf("  %-36s%7.1f ms\n", name, ms(Clock::now() - t0));
    };
    timeRequest("hover on a mnemonic:", "textDocument/hover",
                wave::test::LspClient::at(uri, 4500, 5));
    timeRequest("completion of an operand:", "textDocument/completion",
                wave::test::LspClient::at(uri, 4500, 8));
    timeRequest("go to definition of a call:", "textDocument/definition",
                wave::test::LspClient::at(uri, 4598, 10));
    timeRequest("document symbols:", "textDocument/documentSymbol",
                wave::test::LspClient::textDocument(uri));
    timeRequest("folding ranges:", "textDocument/foldingRange",
                wave::test::LspClient::textDocument(uri));
    timeRequest("semantic tokens (full):", "textDocument/semanticTokens/full",
                wave::test::LspClient::textDocument(uri));
    Json format = wave::test::LspClient::textDocument(uri);
    format.set(
        "options",
        Json::object().set("tabSize", Json::number(4)).set("insertSpaces", Json::boolean(true)));
    timeRequest("formatting:", "textDocument/formatting", format);
    client.request("shutdown", Json::null());
    client.notify("exit", Json::object());
    return client.wait() == 0 ? 0 : 1;
}
