#include "lsp/LspDiagnostics.h"

#include "lsp/LspJson.h"

namespace wave::lsp {

using Json = json::JsonValue;

namespace {

constexpr int kError = 1;
constexpr int kWarning = 2;
constexpr int kHint = 4;

Json related(const LspDocument& doc, const Json& range, std::string message) {
    return Json::object()
        .set("location", LspJson::location(doc, range))
        .set("message", Json::string(std::move(message)));
}

Json diagnostic(const Json& range, int severity, const std::string& code, std::string message) {
    Json d = Json::object()
                 .set("range", range)
                 .set("severity", Json::number(severity))
                 .set("source", Json::string("wave"))
                 .set("message", Json::string(std::move(message)));
    if (!code.empty())
        d.set("code", Json::string(code));
    return d;
}

} // namespace

Json LspDiagnostics::publishParams(const LspDocument& doc,
                                   const assembler::AssemblyResult& result) {
    Json list = Json::array();
    for (const assembler::Diagnostic& d : result.diagnostics) {
        // An empty range (an error at the end of the file) still marks one character.
        const std::size_t end = d.byteEnd > d.byteStart ? d.byteEnd : d.byteStart + 1;
        const Json range = LspJson::byteRange(doc, d.byteStart, end);
        const int severity = d.severity == assembler::Severity::Error ? kError : kWarning;
        Json main = diagnostic(range, severity, d.code, d.message);
        if (!d.label.empty() && d.label != d.message)
            main.set("relatedInformation", Json::array().push(related(doc, range, d.label)));
        list.push(std::move(main));
        if (!d.hint.empty()) {
            Json hint = diagnostic(range, kHint, d.code, d.hint);
            hint.set("relatedInformation", Json::array().push(related(doc, range, d.message)));
            list.push(std::move(hint));
        }
    }
    return Json::object()
        .set("uri", Json::string(doc.uri()))
        .set("version", Json::number(doc.version()))
        .set("diagnostics", std::move(list));
}

} // namespace wave::lsp
