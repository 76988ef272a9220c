// wave-lsp over its real transport: the binary is started, framed JSON-RPC goes to its stdin and
// the answers are read back from its stdout (LspClient). Covers the lifecycle, diagnostics
// (debounced, several documents, incremental edits), every feature the server announces, and
// hostile input: malformed frames and JSON, unknown methods, out-of-range positions, a document
// above the size limit; after each, the server must still answer.

#include "LspClient.h"

#include "json/JsonWriter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using wave::json::JsonValue;
using wave::test::LspClient;
using Json = JsonValue;

namespace {

const std::string kUri = "file:///tmp/kernel.wave";

// A kernel with one error (line 4: `iaddd`), a call to a label and an if/loop block.
const std::string kKernel = ".kernel main\n"           // 0
                            ".registers 8\n"           // 1
                            "    mov r0, sr_lane_id\n" // 2
                            "    call f1\n"            // 3
                            "    iaddd r1, r2, r3\n"   // 4
                            "    icmp_lt p1, r0, r1\n" // 5
                            "    if p1\n"              // 6
                            "        loop\n"           // 7
                            "            break p1\n"   // 8
                            "        endloop\n"        // 9
                            "    endif\n"              // 10
                            "    halt\n"               // 11
                            "f1:\n"                    // 12
                            "    return\n"             // 13
                            ".end\n";                  // 14

std::string errorMessage(const std::optional<Json>& r) {
    if (!r || !r->member("error"))
        return "(no error)";
    return std::string(r->member("error")->stringMember("message").value_or(""));
}

std::int64_t errorCode(const std::optional<Json>& r) {
    if (!r || !r->member("error"))
        return 0;
    return r->member("error")->intMember("code").value_or(0);
}

// By value: the callers pass the temporary a response() returns.
Json result(const std::optional<Json>& r) {
    if (!r || !r->member("result"))
        return Json();
    return *r->member("result");
}

class LspProtocol : public ::testing::Test {
protected:
    LspClient client{WAVE_LSP, {"--debounce", "20"}};
};

} // namespace

TEST_F(LspProtocol, LifecycleAndExitStatus) {
    const Json init = result(client.initialize());
    const Json* caps = init.member("capabilities");
    ASSERT_TRUE(caps);
    EXPECT_EQ(caps->member("textDocumentSync")->intMember("change"), 2); // incremental
    EXPECT_EQ(caps->stringMember("positionEncoding"), "utf-16");
    for (const char* p :
         {"hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider",
          "foldingRangeProvider", "documentFormattingProvider", "completionProvider",
          "signatureHelpProvider", "renameProvider", "semanticTokensProvider"})
        EXPECT_TRUE(caps->member(p)) << p;
    const int id = client.request("shutdown", Json::null());
    EXPECT_TRUE(result(client.response(id)).isNull());
    const auto after =
        client.response(client.request("textDocument/hover", LspClient::at(kUri, 0, 0)));
    EXPECT_EQ(errorCode(after), -32600);
    client.notify("exit", Json::object());
    EXPECT_EQ(client.wait(), 0);
}

TEST_F(LspProtocol, ExitWithoutShutdownIsStatus1) {
    client.initialize();
    client.notify("exit", Json::object());
    EXPECT_EQ(client.wait(), 1);
}

TEST_F(LspProtocol, RequestsBeforeInitializeAreRefused) {
    const auto r = client.response(client.request("textDocument/hover", LspClient::at(kUri, 0, 0)));
    EXPECT_EQ(errorCode(r), -32002);
    EXPECT_NE(errorMessage(r).find("send initialize first"), std::string::npos);
}

TEST_F(LspProtocol, DiagnosticsWithCodesHintsAndRelatedInformation) {
    client.initialize();
    client.open(kUri, kKernel);
    const auto n = client.notification("textDocument/publishDiagnostics");
    ASSERT_TRUE(n);
    const Json& params = *n->member("params");
    EXPECT_EQ(params.stringMember("uri"), kUri);
    const Json& list = *params.member("diagnostics");
    ASSERT_GE(list.elements.size(), 1u) << wave::json::JsonWriter::write(params);
    const Json& d = list.elements[0];
    EXPECT_EQ(d.stringMember("code"), "E0107");
    EXPECT_EQ(d.intMember("severity"), 1);
    EXPECT_EQ(d.member("range")->member("start")->intMember("line"), 4);
    EXPECT_EQ(d.member("range")->member("start")->intMember("character"), 4);
    EXPECT_EQ(d.stringMember("message"), "unknown instruction 'iaddd'");
    ASSERT_TRUE(d.member("relatedInformation"));
    // The assembler's suggestion comes as a Hint pointing back at the error.
    bool hint = false;
    for (const Json& e : list.elements)
        if (e.intMember("severity") == 4 &&
            e.stringMember("message")->find("iadd") != std::string::npos)
            hint = true;
    EXPECT_TRUE(hint) << wave::json::JsonWriter::write(list);
}

TEST_F(LspProtocol, IncrementalEditsAreDebouncedPerDocument) {
    client.initialize();
    const std::string other = "file:///tmp/other.wave";
    client.open(kUri, kKernel);
    client.open(other, ".kernel k\n    halt\n.end\n");
    int seen = 0;
    for (int i = 0; i < 2; ++i) {
        const auto n = client.notification("textDocument/publishDiagnostics");
        ASSERT_TRUE(n);
        seen += n->member("params")->stringMember("uri") == other ? 1 : 0;
    }
    EXPECT_EQ(seen, 1);
    // Two quick edits: `iaddd` -> `iadd` (delete one character), then a no-op replacement.
    const auto change = [&](int version, int line, int from, int to, const std::string& text) {
        client.notify(
            "textDocument/didChange",
            Json::object()
                .set("textDocument", Json::object()
                                         .set("uri", Json::string(kUri))
                                         .set("version", Json::number(version)))
                .set("contentChanges",
                     Json::array().push(
                         Json::object()
                             .set("range",
                                  Json::object()
                                      .set("start", Json::object()
                                                        .set("line", Json::number(line))
                                                        .set("character", Json::number(from)))
                                      .set("end", Json::object()
                                                      .set("line", Json::number(line))
                                                      .set("character", Json::number(to))))
                             .set("text", Json::string(text)))));
    };
    change(2, 4, 8, 9, "");
    change(3, 4, 4, 8, "iadd");
    const auto n = client.notification("textDocument/publishDiagnostics");
    ASSERT_TRUE(n);
    EXPECT_EQ(n->member("params")->stringMember("uri"), kUri);
    EXPECT_EQ(n->member("params")->intMember("version"), 3); // one publication for both edits
    EXPECT_TRUE(n->member("params")->member("diagnostics")->elements.empty())
        << wave::json::JsonWriter::write(*n);
    // A full-text change brings the error back.
    client.notify(
        "textDocument/didChange",
        Json::object()
            .set("textDocument",
                 Json::object().set("uri", Json::string(kUri)).set("version", Json::number(4)))
            .set("contentChanges",
                 Json::array().push(Json::object().set("text", Json::string(kKernel)))));
    const auto again = client.notification("textDocument/publishDiagnostics");
    ASSERT_TRUE(again);
    EXPECT_FALSE(again->member("params")->member("diagnostics")->elements.empty());
    // Closing clears them.
    client.notify("textDocument/didClose", LspClient::textDocument(kUri));
    const auto cleared = client.notification("textDocument/publishDiagnostics");
    ASSERT_TRUE(cleared);
    EXPECT_TRUE(cleared->member("params")->member("diagnostics")->elements.empty());
}

TEST_F(LspProtocol, Hover) {
    client.initialize();
    client.open(kUri, kKernel);
    const auto text = [&](int line, int character) {
        const Json& r = result(client.response(
            client.request("textDocument/hover", LspClient::at(kUri, line, character))));
        return r.member("contents")
                   ? std::string(r.member("contents")->stringMember("value").value_or(""))
                   : std::string("(none)");
    };
    EXPECT_NE(text(2, 5).find("mov rd, rs1"), std::string::npos);     // instruction
    EXPECT_NE(text(2, 14).find("**sr_lane_id**"), std::string::npos); // special register
    EXPECT_NE(text(5, 17).find("operand rs1 of `icmp_lt`"), std::string::npos)
        << text(5, 17);                                          // register role
    EXPECT_NE(text(1, 3).find(".registers"), std::string::npos); // directive
    EXPECT_NE(text(3, 10).find("label `f1`, defined on line 13"), std::string::npos) << text(3, 10);
    EXPECT_EQ(text(0, 0).substr(0, 3), "```"); // .kernel
    EXPECT_EQ(text(11, 0), "(none)");          // blank before `halt`
}

TEST_F(LspProtocol, LabelOffsetOnceTheFileAssembles) {
    client.initialize();
    std::string fixed = kKernel;
    fixed.replace(fixed.find("iaddd"), 5, "iadd ");
    client.open(kUri, fixed);
    const Json& r =
        result(client.response(client.request("textDocument/hover", LspClient::at(kUri, 12, 0))));
    ASSERT_TRUE(r.member("contents"));
    EXPECT_NE(r.member("contents")->stringMember("value")->find("code offset 0x"),
              std::string::npos)
        << wave::json::JsonWriter::write(r);
}

TEST_F(LspProtocol, CompletionFollowsTheEditorsRules) {
    client.initialize();
    client.open(kUri, kKernel + ".kernel k2\n    iad\n    mov r1, r\n    call f\n.end\n");
    const auto labels = [&](int line, int character) {
        std::vector<std::string> out;
        const Json& r = result(client.response(
            client.request("textDocument/completion", LspClient::at(kUri, line, character))));
        for (const Json& i : r.member("items")->elements)
            out.emplace_back(*i.stringMember("label"));
        return out;
    };
    const std::vector<std::string> mnemonics = labels(16, 7);
    EXPECT_NE(std::find(mnemonics.begin(), mnemonics.end(), "iadd rd, rs1, rs2"), mnemonics.end());
    const std::vector<std::string> registers = labels(17, 13);
    EXPECT_EQ(registers.front(), "r0");
    EXPECT_EQ(registers.size(), 32u); // .registers of k2: the default 32 (k2 has none)
    EXPECT_EQ(labels(18, 10), std::vector<std::string>{"f1"});
    EXPECT_TRUE(labels(3, 11).empty()); // `f1` is already complete
}

TEST_F(LspProtocol, DefinitionReferencesRenameAndSymbols) {
    client.initialize();
    client.open(kUri, kKernel);
    const Json& def = result(
        client.response(client.request("textDocument/definition", LspClient::at(kUri, 3, 10))));
    EXPECT_EQ(def.member("range")->member("start")->intMember("line"), 12);
    Json refParams = LspClient::at(kUri, 12, 1);
    refParams.set("context", Json::object().set("includeDeclaration", Json::boolean(true)));
    const Json& refs =
        result(client.response(client.request("textDocument/references", refParams)));
    EXPECT_EQ(refs.elements.size(), 2u);
    Json renameParams = LspClient::at(kUri, 3, 10);
    renameParams.set("newName", Json::string("helper"));
    const Json& edit = result(client.response(client.request("textDocument/rename", renameParams)));
    EXPECT_EQ(edit.member("changes")->member(kUri)->elements.size(), 2u);
    renameParams.set("newName", Json::string("r3"));
    const auto refused = client.response(client.request("textDocument/rename", renameParams));
    EXPECT_NE(errorMessage(refused).find("'r3' cannot be a label"), std::string::npos)
        << errorMessage(refused);
    const Json& symbols = result(client.response(
        client.request("textDocument/documentSymbol", LspClient::textDocument(kUri))));
    ASSERT_EQ(symbols.elements.size(), 1u);
    EXPECT_EQ(symbols.elements[0].stringMember("name"), "main");
    EXPECT_EQ(symbols.elements[0].member("children")->elements[0].stringMember("name"), "f1");
}

TEST_F(LspProtocol, FoldingSemanticTokensAndSignatureHelp) {
    client.initialize();
    client.open(kUri, kKernel);
    const Json& folds = result(client.response(
        client.request("textDocument/foldingRange", LspClient::textDocument(kUri))));
    std::vector<std::pair<std::int64_t, std::int64_t>> ranges;
    for (const Json& f : folds.elements)
        ranges.emplace_back(*f.intMember("startLine"), *f.intMember("endLine"));
    EXPECT_EQ(ranges,
              (std::vector<std::pair<std::int64_t, std::int64_t>>{{7, 9}, {6, 10}, {0, 14}}));
    const Json& tokens = result(client.response(
        client.request("textDocument/semanticTokens/full", LspClient::textDocument(kUri))));
    const auto& data = tokens.member("data")->elements;
    ASSERT_GE(data.size(), 10u);
    EXPECT_EQ(data[0].toInt(), 0); // `.kernel` on line 0, column 0, 7 long, a macro (directive)
    EXPECT_EQ(data[2].toInt(), 7);
    EXPECT_EQ(data[3].toInt(), 1);
    const Json& sig = result(
        client.response(client.request("textDocument/signatureHelp", LspClient::at(kUri, 5, 20))));
    EXPECT_EQ(sig.member("signatures")->elements[0].stringMember("label"), "icmp_lt pd, rs1, rs2");
    EXPECT_EQ(sig.intMember("activeParameter"), 2);
}

TEST_F(LspProtocol, FormattingUsesTheIndenterAndIsIdempotent) {
    client.initialize();
    const std::string messy = ".kernel k\nmov r0, r1\n  if p1\n halt\n      endif\n\t\n  .end\n";
    client.open(kUri, messy);
    Json params = LspClient::textDocument(kUri);
    params.set(
        "options",
        Json::object().set("tabSize", Json::number(4)).set("insertSpaces", Json::boolean(true)));
    const Json& edits = result(client.response(client.request("textDocument/formatting", params)));
    // Apply the edits (one per line, at its start) and format the result again.
    std::vector<std::string> lines;
    for (std::size_t s = 0, e; s <= messy.size(); s = e + 1) {
        e = messy.find('\n', s);
        if (e == std::string::npos) {
            lines.push_back(messy.substr(s));
            break;
        }
        lines.push_back(messy.substr(s, e - s));
    }
    for (const Json& e : edits.elements) {
        const auto line =
            static_cast<std::size_t>(*e.member("range")->member("start")->intMember("line"));
        const auto end =
            static_cast<std::size_t>(*e.member("range")->member("end")->intMember("character"));
        lines[line] = std::string(*e.stringMember("newText")) + lines[line].substr(end);
    }
    std::string formatted;
    for (std::size_t i = 0; i < lines.size(); ++i)
        formatted += lines[i] + (i + 1 < lines.size() ? "\n" : "");
    EXPECT_EQ(formatted, ".kernel k\n    mov r0, r1\n    if p1\n        halt\n    endif\n\n.end\n");
    client.notify(
        "textDocument/didChange",
        Json::object()
            .set("textDocument",
                 Json::object().set("uri", Json::string(kUri)).set("version", Json::number(2)))
            .set("contentChanges",
                 Json::array().push(Json::object().set("text", Json::string(formatted)))));
    EXPECT_TRUE(result(client.response(client.request("textDocument/formatting", params)))
                    .elements.empty());
}

TEST_F(LspProtocol, Utf16PositionsAroundNonAsciiText) {
    client.initialize();
    // "é" is 1 UTF-16 unit and 2 bytes, "😀" 2 units and 4 bytes: `halt` starts at unit 13.
    client.open(kUri, ".kernel k\n    ; é😀\n    halt ; é😀 x\n.end\n");
    const Json& r =
        result(client.response(client.request("textDocument/hover", LspClient::at(kUri, 2, 5))));
    ASSERT_TRUE(r.member("range"));
    EXPECT_EQ(r.member("range")->member("end")->intMember("character"), 8);
    const Json& tokens = result(client.response(
        client.request("textDocument/semanticTokens/full", LspClient::textDocument(kUri))));
    // The comment on line 2 starts at byte 9, unit 9, and is 7 units long ("; é😀 x").
    const auto& d = tokens.member("data")->elements;
    bool found = false;
    for (std::size_t i = 0; i + 4 < d.size(); i += 5)
        if (d[i + 3].toInt() == 0 && d[i + 2].toInt() == 7)
            found = true;
    EXPECT_TRUE(found) << wave::json::JsonWriter::write(tokens);
}

TEST_F(LspProtocol, HostileInputGetsClearErrorsAndTheServerGoesOn) {
    client.initialize();
    client.open(kUri, kKernel);
    client.sendRaw("Content-Length: 7\r\n\r\n{\"a\":,}");
    EXPECT_EQ(errorMessage(client.nullIdError()),
              "malformed JSON at line 1, column 6: expected a JSON value, found ','");
    client.sendRaw("Content-Length: nope\r\n\r\ngarbage\r\n");
    EXPECT_EQ(errorMessage(client.nullIdError()),
              "malformed message frame: invalid Content-Length \"nope\" (expected a decimal byte "
              "count); skipping to the next Content-Length header");
    client.sendRaw("Content-Length: 2\r\n\r\n[]");
    EXPECT_EQ(errorMessage(client.nullIdError()),
              "a message must be a JSON object, not an array (LSP has no batches)");
    const int unknown = client.request("wave/doesNotExist", Json::object());
    EXPECT_EQ(errorCode(client.response(unknown)), -32601);
    const auto past =
        client.response(client.request("textDocument/hover", LspClient::at(kUri, 400, 0)));
    EXPECT_EQ(errorCode(past), -32602);
    EXPECT_NE(errorMessage(past).find("position line 400 is past the end"), std::string::npos);
    EXPECT_NE(errorMessage(past).find("(16 lines"), std::string::npos) << errorMessage(past);
    const auto notOpen = client.response(
        client.request("textDocument/hover", LspClient::at("file:///x.wave", 0, 0)));
    EXPECT_NE(errorMessage(notOpen).find("is not open"), std::string::npos);
    const auto malformed =
        client.response(client.request("textDocument/hover", LspClient::textDocument(kUri)));
    EXPECT_NE(errorMessage(malformed).find("missing or malformed \"position\""), std::string::npos);
    // A character far past the end of its line means the end of the line (LSP 3.17).
    const auto clamp =
        client.response(client.request("textDocument/completion", LspClient::at(kUri, 3, 100000)));
    EXPECT_TRUE(result(clamp).member("items"));
}

TEST_F(LspProtocol, HugeDocumentIsRefusedWithAMessage) {
    client.initialize();
    std::string huge(9 * 1024 * 1024, ' ');
    huge += "halt\n";
    client.open(kUri, huge);
    const auto m = client.notification("window/showMessage");
    ASSERT_TRUE(m);
    EXPECT_NE(m->member("params")->stringMember("message")->find("larger than the limit of 8 MiB"),
              std::string::npos);
    const auto r = client.response(client.request("textDocument/hover", LspClient::at(kUri, 0, 0)));
    EXPECT_EQ(errorCode(r), -32803);
    // The server still works for other documents.
    client.open("file:///ok.wave", kKernel);
    EXPECT_TRUE(client.notification("textDocument/publishDiagnostics"));
}
