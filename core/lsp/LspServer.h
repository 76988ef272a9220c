#pragma once
// The language server of WAVE (LSP 3.17) without its transport: it takes message bodies and
// hands the messages it sends to a callback, so the same object serves wave-lsp's stdin/stdout
// loop (app/cli/wave-lsp), the protocol tests and the benchmark.
//
// Lifecycle: initialize, initialized, shutdown, exit; requests before initialize get
// ServerNotInitialized, requests after shutdown InvalidRequest. Documents: didOpen, didChange
// (full and incremental), didClose, any number at once. Diagnostics are published `debounceMs`
// after the last change of a document (at once after opening it), from the assembler the
// editor runs. Bad input never stops the server: malformed JSON is a ParseError response, an
// unknown method MethodNotFound (unknown notifications are ignored, as the protocol asks),
// missing or malformed parameters InvalidParams naming what is wrong, a position on a line
// past the end of a document InvalidParams with the line count, and a document above
// `maxDocumentBytes` is refused with a message to the user.

#include "asm/Assembler.h"
#include "lsp/LspDocument.h"
#include "json/JsonValue.h"

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>

namespace wave::lsp {

class LspServer {
public:
    using Json = json::JsonValue;
    using Clock = std::chrono::steady_clock;
    using Sender = std::function<void(const Json&)>;

    struct Options {
        int debounceMs = 100;
        std::size_t maxDocumentBytes = 8 * 1024 * 1024;
    };

    LspServer(Options options, Sender send);

    // One message body as it arrived (JSON text).
    void handle(std::string_view body, Clock::time_point now);
    // A framing error of the transport: answered as a JSON-RPC ParseError.
    void framingError(const std::string& message);

    // When the next debounced assembly is due, or nothing.
    std::optional<Clock::time_point> nextDeadline() const;
    // Assembles and publishes every document whose deadline has passed.
    void runDue(Clock::time_point now);

    bool exitRequested() const { return exit_; }
    // 0 after shutdown then exit, 1 for an exit without shutdown (LSP 3.17).
    int exitCode() const { return shutdown_ ? 0 : 1; }

private:
    struct OpenDocument {
        std::unique_ptr<LspDocument> doc;
        std::optional<Clock::time_point> due;
        std::shared_ptr<const assembler::AssemblyResult> assembled;
        std::int64_t assembledVersion = -1;
    };
    struct Failure {
        int code;
        std::string message;
    };

    void request(const Json& id, const std::string& method, const Json& params);
    void notification(const std::string& method, const Json& params, Clock::time_point now);
    Json initialize(const Json& params);
    Json dispatch(const std::string& method, const Json& params);    // throws Failure
    OpenDocument& document(const Json& params);                      // throws Failure
    LspPosition position(const OpenDocument& d, const Json& params); // throws Failure
    const assembler::AssemblyResult& assemble(OpenDocument& d);
    void didOpen(const Json& params, Clock::time_point now);
    void didChange(const Json& params, Clock::time_point now);
    void showMessage(int type, std::string message);

    Options options_;
    Sender send_;
    bool initialized_ = false;
    bool shutdown_ = false;
    bool exit_ = false;
    bool utf8_ = false;
    std::map<std::string, OpenDocument> docs_;
    std::set<std::string> tooLarge_;
};

} // namespace wave::lsp
