#include "lsp/LspServer.h"

#include "lsp/LspDiagnostics.h"
#include "lsp/LspEditing.h"
#include "lsp/LspHover.h"
#include "lsp/LspJson.h"
#include "lsp/LspStructure.h"
#include "lsp/LspSymbols.h"
#include "lsp/LspUri.h"
#include "json/JsonReader.h"

#include <exception>

namespace wave::lsp {

using Json = json::JsonValue;

namespace {

constexpr int kMessageError = 1;

std::string describe(const Json& v) {
    return std::string(Json::kindName(v.kind));
}

std::string bytes(std::size_t n) {
    return n >= 1024 * 1024 ? std::to_string(n / (1024 * 1024)) + " MiB"
                            : std::to_string(n) + " bytes";
}

} // namespace

LspServer::LspServer(Options options, Sender send) : options_(options), send_(std::move(send)) {}

void LspServer::framingError(const std::string& message) {
    send_(
        LspJson::error(Json::null(), ErrorCode::ParseError, "malformed message frame: " + message));
}

void LspServer::handle(std::string_view body, Clock::time_point now) {
    json::JsonError e;
    const std::optional<Json> message = json::JsonReader::parse(body, e);
    if (!message) {
        send_(LspJson::error(Json::null(), ErrorCode::ParseError,
                             "malformed JSON at line " + std::to_string(e.line) + ", column " +
                                 std::to_string(e.column) + ": " + e.message));
        return;
    }
    if (!message->isObject()) {
        send_(LspJson::error(Json::null(), ErrorCode::InvalidRequest,
                             "a message must be a JSON object, not " + describe(*message) +
                                 (message->isArray() ? " (LSP has no batches)" : "")));
        return;
    }
    const Json* id = message->member("id");
    const Json nullId = Json::null();
    const Json& replyId = id && (id->isNumber() || id->isString()) ? *id : nullId;
    if (message->stringMember("jsonrpc") != "2.0") {
        if (id)
            send_(
                LspJson::error(replyId, ErrorCode::InvalidRequest, "\"jsonrpc\" must be \"2.0\""));
        return;
    }
    const Json* method = message->member("method");
    if (!method) {
        if (!id) // neither a request, a notification nor a response
            send_(LspJson::error(nullId, ErrorCode::InvalidRequest,
                                 "a message without \"method\" or \"id\""));
        return; // a response to a request of ours: we send none
    }
    if (!method->isString()) {
        send_(LspJson::error(replyId, ErrorCode::InvalidRequest,
                             "\"method\" must be a string, not " + describe(*method)));
        return;
    }
    const Json* paramsMember = message->member("params");
    const Json params = paramsMember ? *paramsMember : Json::object();
    if (id) {
        if (!id->isNumber() && !id->isString()) {
            send_(LspJson::error(nullId, ErrorCode::InvalidRequest,
                                 "\"id\" must be a number or a string, not " + describe(*id)));
            return;
        }
        request(*id, method->text, params);
    } else {
        notification(method->text, params, now);
    }
}

void LspServer::request(const Json& id, const std::string& method, const Json& params) {
    if (method == "initialize") {
        if (initialized_) {
            send_(LspJson::error(id, ErrorCode::InvalidRequest, "initialize was already received"));
            return;
        }
        initialized_ = true;
        send_(LspJson::response(id, initialize(params)));
        return;
    }
    if (!initialized_) {
        send_(
            LspJson::error(id, ErrorCode::ServerNotInitialized,
                           method + ": the server is not initialized yet (send initialize first)"));
        return;
    }
    if (shutdown_) {
        send_(LspJson::error(id, ErrorCode::InvalidRequest,
                             method + ": the server is shut down (only exit is accepted)"));
        return;
    }
    if (method == "shutdown") {
        shutdown_ = true;
        send_(LspJson::response(id, Json::null()));
        return;
    }
    try {
        if (!params.isObject())
            throw Failure{static_cast<int>(ErrorCode::InvalidParams),
                          "\"params\" must be an object, not " + describe(params)};
        send_(LspJson::response(id, dispatch(method, params)));
    } catch (const Failure& f) {
        Json reply = LspJson::error(id, static_cast<ErrorCode>(f.code), method + ": " + f.message);
        send_(reply);
    } catch (const std::exception& ex) { // out of memory on a hostile document, say
        send_(LspJson::error(id, ErrorCode::InternalError, method + ": " + ex.what()));
    }
}

void LspServer::notification(const std::string& method, const Json& params, Clock::time_point now) {
    if (method == "exit") {
        exit_ = true;
        return;
    }
    if (!initialized_ || shutdown_ || !params.isObject())
        return; // notifications cannot be answered; before initialize they are dropped
    try {
        if (method == "textDocument/didOpen") {
            didOpen(params, now);
        } else if (method == "textDocument/didChange") {
            didChange(params, now);
        } else if (method == "textDocument/didClose") {
            const std::optional<std::string> uri = LspJson::documentUri(params);
            if (uri && docs_.erase(*uri) > 0) // clear what the client shows for it
                send_(LspJson::notification("textDocument/publishDiagnostics",
                                            Json::object()
                                                .set("uri", Json::string(*uri))
                                                .set("diagnostics", Json::array())));
            if (uri)
                tooLarge_.erase(*uri);
        }
        // initialized, didSave, $/cancelRequest, $/setTrace ...: nothing to do.
    } catch (const Failure& f) {
        showMessage(kMessageError, "wave-lsp: " + method + ": " + f.message);
    } catch (const std::exception& ex) {
        showMessage(kMessageError, "wave-lsp: " + method + ": " + ex.what());
    }
}

Json LspServer::initialize(const Json& params) {
    // UTF-8 positions when the client offers them (LSP 3.17 general.positionEncodings).
    if (const Json* caps = params.member("capabilities"))
        if (const Json* general = caps->member("general"))
            if (const Json* encodings = general->member("positionEncodings"))
                for (const Json& e : encodings->elements)
                    if (e.isString() && e.text == "utf-8")
                        utf8_ = true;
    const Json triggers = Json::array().push(Json::string(".")).push(Json::string(","));
    Json capabilities =
        Json::object()
            .set("positionEncoding", Json::string(utf8_ ? "utf-8" : "utf-16"))
            .set(
                "textDocumentSync",
                Json::object().set("openClose", Json::boolean(true)).set("change", Json::number(2)))
            .set("hoverProvider", Json::boolean(true))
            .set("completionProvider", Json::object().set("triggerCharacters", triggers))
            .set("signatureHelpProvider",
                 Json::object().set("triggerCharacters",
                                    Json::array().push(Json::string(" ")).push(Json::string(","))))
            .set("definitionProvider", Json::boolean(true))
            .set("referencesProvider", Json::boolean(true))
            .set("documentSymbolProvider", Json::boolean(true))
            .set("renameProvider", Json::object().set("prepareProvider", Json::boolean(true)))
            .set("foldingRangeProvider", Json::boolean(true))
            .set("semanticTokensProvider", Json::object()
                                               .set("legend", LspStructure::semanticTokensLegend())
                                               .set("full", Json::boolean(true)))
            .set("documentFormattingProvider", Json::boolean(true));
    return Json::object()
        .set("capabilities", std::move(capabilities))
        .set("serverInfo", Json::object()
                               .set("name", Json::string("wave-lsp"))
                               .set("version", Json::string(WAVE_STUDIO_VERSION)));
}

LspServer::OpenDocument& LspServer::document(const Json& params) {
    const std::optional<std::string> uri = LspJson::documentUri(params);
    if (!uri)
        throw Failure{static_cast<int>(ErrorCode::InvalidParams),
                      "missing \"textDocument\": {\"uri\": ...}"};
    if (tooLarge_.count(*uri))
        throw Failure{static_cast<int>(ErrorCode::RequestFailed),
                      *uri + " is larger than wave-lsp's limit of " +
                          bytes(options_.maxDocumentBytes)};
    const auto it = docs_.find(*uri);
    if (it == docs_.end())
        throw Failure{static_cast<int>(ErrorCode::InvalidParams),
                      *uri + " is not open (send textDocument/didOpen first)"};
    return it->second;
}

LspPosition LspServer::position(const OpenDocument& d, const Json& params) {
    const std::optional<LspPosition> p = LspJson::positionMember(params, "position");
    if (!p)
        throw Failure{
            static_cast<int>(ErrorCode::InvalidParams),
            "missing or malformed \"position\" (expected {\"line\": n, \"character\": m}, "
            "both non-negative integers)"};
    if (p->line >= d.doc->lineCount())
        throw Failure{static_cast<int>(ErrorCode::InvalidParams),
                      "position line " + std::to_string(p->line) + " is past the end of " +
                          d.doc->uri() + " (" + std::to_string(d.doc->lineCount()) +
                          " lines, numbered from 0)"};
    return *p;
}

const assembler::AssemblyResult& LspServer::assemble(OpenDocument& d) {
    if (!d.assembled || d.assembledVersion != d.doc->version()) {
        d.assembled = std::make_shared<const assembler::AssemblyResult>(
            assembler::Assembler::assemble(d.doc->text(), LspUri::path(d.doc->uri())));
        d.assembledVersion = d.doc->version();
    }
    return *d.assembled;
}

Json LspServer::dispatch(const std::string& method, const Json& params) {
    using Structure = LspStructure;
    if (method == "textDocument/hover") {
        OpenDocument& d = document(params);
        const LspPosition at = position(d, params);
        return LspHover::hover(*d.doc, at, &assemble(d));
    }
    if (method == "textDocument/completion") {
        OpenDocument& d = document(params);
        return LspEditing::completion(*d.doc, position(d, params));
    }
    if (method == "textDocument/signatureHelp") {
        OpenDocument& d = document(params);
        return LspEditing::signatureHelp(*d.doc, position(d, params));
    }
    if (method == "textDocument/definition") {
        OpenDocument& d = document(params);
        return LspSymbols::definition(*d.doc, position(d, params));
    }
    if (method == "textDocument/references") {
        OpenDocument& d = document(params);
        const Json* context = params.member("context");
        const Json* withDecl = context ? context->member("includeDeclaration") : nullptr;
        return LspSymbols::references(*d.doc, position(d, params),
                                      withDecl && withDecl->toBool() == true);
    }
    if (method == "textDocument/prepareRename") {
        OpenDocument& d = document(params);
        return LspSymbols::prepareRename(*d.doc, position(d, params));
    }
    if (method == "textDocument/rename") {
        OpenDocument& d = document(params);
        const LspPosition at = position(d, params);
        const std::optional<std::string_view> newName = params.stringMember("newName");
        if (!newName)
            throw Failure{static_cast<int>(ErrorCode::InvalidParams), "missing \"newName\""};
        std::string error;
        Json edit = LspSymbols::rename(*d.doc, at, std::string(*newName), error);
        if (!error.empty())
            throw Failure{static_cast<int>(ErrorCode::RequestFailed), error};
        return edit;
    }
    if (method == "textDocument/documentSymbol")
        return LspSymbols::documentSymbols(*document(params).doc);
    if (method == "textDocument/foldingRange")
        return Structure::foldingRanges(*document(params).doc);
    if (method == "textDocument/semanticTokens/full")
        return Structure::semanticTokens(*document(params).doc);
    if (method == "textDocument/formatting") {
        OpenDocument& d = document(params);
        const Json* options = params.member("options");
        return LspEditing::formatting(*d.doc, options ? *options : Json::object());
    }
    throw Failure{static_cast<int>(ErrorCode::MethodNotFound),
                  "unknown method (wave-lsp implements the requests listed in its capabilities)"};
}

void LspServer::didOpen(const Json& params, Clock::time_point now) {
    const Json* item = params.member("textDocument");
    const std::optional<std::string_view> uri = item ? item->stringMember("uri") : std::nullopt;
    const std::optional<std::string_view> text = item ? item->stringMember("text") : std::nullopt;
    if (!uri || !text)
        throw Failure{0, "missing textDocument.uri or textDocument.text"};
    const std::string key(*uri);
    if (text->size() > options_.maxDocumentBytes) {
        docs_.erase(key);
        tooLarge_.insert(key);
        showMessage(kMessageError, "wave-lsp: " + key + " is " + bytes(text->size()) +
                                       ", larger than the limit of " +
                                       bytes(options_.maxDocumentBytes) + "; it is not checked");
        return;
    }
    tooLarge_.erase(key);
    OpenDocument d;
    d.doc = std::make_unique<LspDocument>(key, std::string(*text),
                                          item->intMember("version").value_or(0), utf8_);
    d.due = now; // diagnostics on open at once
    docs_[key] = std::move(d);
}

void LspServer::didChange(const Json& params, Clock::time_point now) {
    const std::optional<std::string> uri = LspJson::documentUri(params);
    if (!uri)
        throw Failure{0, "missing textDocument.uri"};
    if (tooLarge_.count(*uri))
        return;
    const auto it = docs_.find(*uri);
    if (it == docs_.end())
        throw Failure{0, *uri + " is not open (send textDocument/didOpen first)"};
    LspDocument& doc = *it->second.doc;
    const Json* changes = params.member("contentChanges");
    if (!changes || !changes->isArray())
        throw Failure{0, "missing contentChanges"};
    for (const Json& change : changes->elements) {
        const std::optional<std::string_view> text = change.stringMember("text");
        if (!text)
            throw Failure{0, "a content change without \"text\""};
        if (!change.member("range")) {
            doc.setText(std::string(*text));
        } else {
            const Json* range = change.member("range");
            const std::optional<LspPosition> start = LspJson::positionMember(*range, "start");
            const std::optional<LspPosition> end = LspJson::positionMember(*range, "end");
            if (!start || !end || !doc.replace(*start, *end, *text))
                throw Failure{0, "a change whose range is outside " + *uri + " (" +
                                     std::to_string(doc.lineCount()) +
                                     " lines): the document is out of sync; close and reopen it"};
        }
        if (doc.text().size() > options_.maxDocumentBytes) {
            docs_.erase(it);
            tooLarge_.insert(*uri);
            showMessage(kMessageError, "wave-lsp: " + *uri + " grew past the limit of " +
                                           bytes(options_.maxDocumentBytes) +
                                           "; it is no longer checked");
            return;
        }
    }
    if (const Json* textDocument = params.member("textDocument"))
        doc.setVersion(textDocument->intMember("version").value_or(doc.version() + 1));
    it->second.due = now + std::chrono::milliseconds(options_.debounceMs);
}

void LspServer::showMessage(int type, std::string message) {
    send_(LspJson::notification("window/showMessage",
                                Json::object()
                                    .set("type", Json::number(type))
                                    .set("message", Json::string(std::move(message)))));
}

std::optional<LspServer::Clock::time_point> LspServer::nextDeadline() const {
    std::optional<Clock::time_point> next;
    for (const auto& [uri, d] : docs_)
        if (d.due && (!next || *d.due < *next))
            next = d.due;
    return next;
}

void LspServer::runDue(Clock::time_point now) {
    for (auto& [uri, d] : docs_) {
        if (!d.due || *d.due > now)
            continue;
        d.due.reset();
        send_(LspJson::notification("textDocument/publishDiagnostics",
                                    LspDiagnostics::publishParams(*d.doc, assemble(d))));
    }
}

} // namespace wave::lsp
