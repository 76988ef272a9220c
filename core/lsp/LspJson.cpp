#include "lsp/LspJson.h"

#include <algorithm>
#include <limits>

namespace wave::lsp {

using Json = json::JsonValue;

Json LspJson::response(const Json& id, Json result) {
    return Json::object()
        .set("jsonrpc", Json::string("2.0"))
        .set("id", id)
        .set("result", std::move(result));
}

Json LspJson::error(const Json& id, ErrorCode code, std::string message) {
    return Json::object()
        .set("jsonrpc", Json::string("2.0"))
        .set("id", id)
        .set("error", Json::object()
                          .set("code", Json::number(static_cast<int>(code)))
                          .set("message", Json::string(std::move(message))));
}

Json LspJson::notification(std::string method, Json params) {
    return Json::object()
        .set("jsonrpc", Json::string("2.0"))
        .set("method", Json::string(std::move(method)))
        .set("params", std::move(params));
}

Json LspJson::position(LspPosition p) {
    return Json::object()
        .set("line", Json::number(p.line))
        .set("character", Json::number(p.character));
}

Json LspJson::range(LspPosition start, LspPosition end) {
    return Json::object().set("start", position(start)).set("end", position(end));
}

Json LspJson::byteRange(const LspDocument& doc, std::size_t from, std::size_t to) {
    return range(doc.positionOf(from), doc.positionOf(to));
}

Json LspJson::lineRange(const LspDocument& doc, int line, int start, int length) {
    return range({line, doc.character(line, start)}, {line, doc.character(line, start + length)});
}

Json LspJson::location(const LspDocument& doc, Json r) {
    return Json::object().set("uri", Json::string(doc.uri())).set("range", std::move(r));
}

std::optional<LspPosition> LspJson::positionMember(const Json& params, std::string_view key) {
    const Json* p = params.member(key);
    if (!p || !p->isObject())
        return std::nullopt;
    const std::optional<std::int64_t> line = p->intMember("line");
    const std::optional<std::int64_t> character = p->intMember("character");
    constexpr std::int64_t kMax = std::numeric_limits<int>::max();
    if (!line || !character || *line < 0 || *character < 0 || *line > kMax)
        return std::nullopt;
    return LspPosition{static_cast<int>(*line), static_cast<int>(std::min(*character, kMax))};
}

std::optional<std::string> LspJson::documentUri(const Json& params) {
    const Json* doc = params.member("textDocument");
    if (!doc)
        return std::nullopt;
    const std::optional<std::string_view> uri = doc->stringMember("uri");
    if (!uri)
        return std::nullopt;
    return std::string(*uri);
}

} // namespace wave::lsp
