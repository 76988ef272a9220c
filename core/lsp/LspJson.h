#pragma once
// Building and reading the JSON of LSP messages: JSON-RPC 2.0 responses, errors and
// notifications, and positions and ranges of a document.

#include "lsp/LspDocument.h"
#include "json/JsonValue.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wave::lsp {

// JSON-RPC and LSP error codes.
enum class ErrorCode : int {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    InvalidParams = -32602,
    InternalError = -32603,
    ServerNotInitialized = -32002,
    RequestFailed = -32803,
};

class LspJson {
public:
    using Json = json::JsonValue;

    static Json response(const Json& id, Json result);
    static Json error(const Json& id, ErrorCode code, std::string message);
    static Json notification(std::string method, Json params);

    static Json position(LspPosition p);
    static Json range(LspPosition start, LspPosition end);
    // The range of bytes [from, to) of a document.
    static Json byteRange(const LspDocument& doc, std::size_t from, std::size_t to);
    // The range of bytes [start, start + length) of a line.
    static Json lineRange(const LspDocument& doc, int line, int start, int length);
    static Json location(const LspDocument& doc, Json range);

    // A position member ({"line": n, "character": m}) of `params`, or nothing when it is absent
    // or malformed (negative, not integers).
    static std::optional<LspPosition> positionMember(const Json& params, std::string_view key);
    // params.textDocument.uri, or nothing.
    static std::optional<std::string> documentUri(const Json& params);
};

} // namespace wave::lsp
