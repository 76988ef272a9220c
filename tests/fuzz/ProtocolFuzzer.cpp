// fuzz_protocol: bytes -> the Content-Length framing of wave-lsp and wave-dap (protocol/
// FrameParser) and the JSON reader and writer of the messages. Checks, besides "never crashes,
// hangs, throws or hits UB":
//  * the events (messages and errors) are the same however the bytes are split into reads;
//  * every error has a message; a message body is never longer than the content limit;
//  * the parser never holds more than a header block, a body and one read;
//  * each body that parses as JSON writes back to valid UTF-8 JSON that parses to the same
//    value and writes identically again; a body that does not parse has an error with a
//    position inside the body.

#include "FuzzCheck.h"

#include "isa/Utf8.h"
#include "protocol/FrameParser.h"
#include "json/JsonReader.h"
#include "json/JsonWriter.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using namespace wave;

namespace {

constexpr protocol::FrameLimits kLimits{256, 4096};

std::vector<std::string> run(std::string_view input, std::size_t chunk) {
    protocol::FrameParser p(kLimits);
    std::vector<std::string> events;
    for (std::size_t i = 0; i < input.size(); i += chunk) {
        const std::string_view piece = input.substr(i, chunk);
        p.feed(piece);
        while (auto f = p.next()) {
            if (f->kind == protocol::Frame::Kind::Error) {
                WAVE_FUZZ_CHECK(!f->error.empty(), "framing error without a message");
                events.push_back("E" + f->error);
            } else {
                WAVE_FUZZ_CHECK(f->body.size() <= kLimits.maxContentLength, "body over the limit");
                events.push_back("M" + f->body);
            }
        }
        WAVE_FUZZ_CHECK(p.buffered() <=
                            kLimits.maxHeaderBytes + kLimits.maxContentLength + piece.size() + 64,
                        "the parser buffers without bound");
    }
    if (auto f = p.finish())
        events.push_back("F" + f->error);
    return events;
}

void checkJson(std::string_view body) {
    json::JsonError e;
    const auto v = json::JsonReader::parse(body, e);
    if (!v) {
        WAVE_FUZZ_CHECK(!e.message.empty(), "JSON error without a message");
        WAVE_FUZZ_CHECK(e.line >= 1 && e.column >= 1, "JSON error without a position");
        WAVE_FUZZ_CHECK(
            e.line <= 1 + static_cast<std::size_t>(std::count(body.begin(), body.end(), '\n')),
            "JSON error past the last line");
        return;
    }
    const std::string text = json::JsonWriter::write(*v);
    WAVE_FUZZ_CHECK(isa::Utf8::isValid(text), "written JSON is not valid UTF-8");
    const auto again = json::JsonReader::parse(text, e);
    WAVE_FUZZ_CHECK(again.has_value(), "written JSON does not parse: " + e.message);
    WAVE_FUZZ_CHECK(json::JsonWriter::write(*again) == text, "written JSON is not stable");
    if (isa::Utf8::isValid(body))
        WAVE_FUZZ_CHECK(*again == *v, "written JSON parses to another value");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::vector<std::string> whole = run(input, input.size() + 1);
    for (const std::size_t chunk : {1, 3, 64}) {
        if (chunk < input.size())
            WAVE_FUZZ_CHECK(run(input, chunk) == whole, "events depend on how the input is split");
    }
    for (const std::string& event : whole)
        if (event[0] == 'M')
            checkJson(std::string_view(event).substr(1));
    checkJson(input); // the bytes as a bare message body too
    return 0;
}
