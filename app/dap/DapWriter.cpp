#include "DapWriter.h"

namespace wave::dap {

namespace {

// The request's command and seq, echoed in its response ("" and 0 when it had none: a response
// to garbage still says what it answers).
JsonValue responseTo(const JsonValue& request, bool success) {
    JsonValue r = JsonValue::object();
    r.set("type", JsonValue::string("response"));
    const auto seq = request.isObject() ? request.intMember("seq") : std::nullopt;
    r.set("request_seq", JsonValue::number(seq.value_or(0)));
    r.set("success", JsonValue::boolean(success));
    const auto command = request.isObject() ? request.stringMember("command") : std::nullopt;
    r.set("command", JsonValue::string(std::string(command.value_or(""))));
    return r;
}

} // namespace

const JsonValue& argumentsOf(const JsonValue& request) {
    static const JsonValue kEmpty = JsonValue::object();
    const JsonValue* a = request.isObject() ? request.member("arguments") : nullptr;
    return a && a->isObject() ? *a : kEmpty;
}

void DapWriter::respond(const JsonValue& request, JsonValue body) {
    JsonValue r = responseTo(request, true);
    r.set("body", std::move(body));
    write(std::move(r));
}

void DapWriter::fail(const JsonValue& request, const std::string& message) {
    JsonValue r = responseTo(request, false);
    r.set("message", JsonValue::string(message));
    JsonValue error = JsonValue::object();
    error.set("id", JsonValue::number(1));
    error.set("format", JsonValue::string(message));
    error.set("showUser", JsonValue::boolean(false));
    r.set("body", JsonValue::object().set("error", std::move(error)));
    write(std::move(r));
}

void DapWriter::event(std::string_view name, JsonValue body) {
    JsonValue e = JsonValue::object();
    e.set("type", JsonValue::string("event"));
    e.set("event", JsonValue::string(std::string(name)));
    e.set("body", std::move(body));
    if (name == "initialized") {
        write(std::move(e));
        initialized_ = true;
        std::vector<JsonValue> held = std::move(held_);
        held_.clear();
        for (JsonValue& h : held)
            write(std::move(h));
        return;
    }
    if (!initialized_) {
        held_.push_back(std::move(e));
        return;
    }
    write(std::move(e));
}

void DapWriter::output(std::string_view category, const std::string& text) {
    JsonValue body = JsonValue::object();
    body.set("category", JsonValue::string(std::string(category)));
    body.set("output", JsonValue::string(text.empty() || text.back() != '\n' ? text + "\n" : text));
    event("output", std::move(body));
}

void DapWriter::write(JsonValue message) {
    // seq first, as clients print it: members keep their insertion order.
    JsonValue m = JsonValue::object();
    m.set("seq", JsonValue::number(++seq_));
    for (auto& [key, value] : message.members)
        m.set(key, std::move(value));
    if (!send_(m))
        gone_ = true;
}

} // namespace wave::dap
