#include "LspClient.h"

#include "protocol/FdChannel.h"
#include "json/JsonReader.h"
#include "json/JsonWriter.h"

#include <csignal>
#include <poll.h>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

namespace wave::test {

using Json = json::JsonValue;

LspClient::LspClient(const std::string& program, const std::vector<std::string>& args) {
    protocol::FdChannel::ignoreSigpipe();
    int toChild[2];
    int fromChild[2];
    if (::pipe(toChild) != 0 || ::pipe(fromChild) != 0)
        throw std::runtime_error("pipe failed");
    pid_ = ::fork();
    if (pid_ == 0) {
        ::dup2(toChild[0], 0);
        ::dup2(fromChild[1], 1);
        ::close(toChild[0]);
        ::close(toChild[1]);
        ::close(fromChild[0]);
        ::close(fromChild[1]);
        std::vector<char*> argv{const_cast<char*>(program.c_str())};
        for (const std::string& a : args)
            argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        ::execv(program.c_str(), argv.data());
        ::_exit(127);
    }
    ::close(toChild[0]);
    ::close(fromChild[1]);
    in_ = toChild[1];
    out_ = fromChild[0];
}

LspClient::~LspClient() {
    if (in_ >= 0)
        ::close(in_);
    if (pid_ > 0) {
        ::kill(pid_, SIGKILL);
        ::waitpid(pid_, nullptr, 0);
    }
    if (out_ >= 0)
        ::close(out_);
}

void LspClient::sendRaw(std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t n = ::write(in_, bytes.data(), bytes.size());
        if (n <= 0)
            return; // the server is gone: the test sees no response
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
}

void LspClient::send(const Json& message) {
    sendRaw(protocol::FdChannel::frame(json::JsonWriter::write(message)));
}

int LspClient::request(const std::string& method, Json params) {
    const int id = nextId_++;
    send(Json::object()
             .set("jsonrpc", Json::string("2.0"))
             .set("id", Json::number(id))
             .set("method", Json::string(method))
             .set("params", std::move(params)));
    return id;
}

void LspClient::notify(const std::string& method, Json params) {
    send(Json::object()
             .set("jsonrpc", Json::string("2.0"))
             .set("method", Json::string(method))
             .set("params", std::move(params)));
}

std::optional<Json> LspClient::read(std::chrono::steady_clock::time_point deadline) {
    for (;;) {
        if (auto f = parser_.next()) {
            json::JsonError e;
            if (auto v = json::JsonReader::parse(f->body, e))
                return v;
            throw std::runtime_error("the server sent malformed JSON: " + e.message);
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0)
            return std::nullopt;
        pollfd p{out_, POLLIN, 0};
        if (::poll(&p, 1, static_cast<int>(left.count())) <= 0)
            continue;
        char buffer[65536];
        const ssize_t n = ::read(out_, buffer, sizeof buffer);
        if (n <= 0)
            return std::nullopt;
        parser_.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
    }
}

std::optional<Json> LspClient::response(int id, std::chrono::milliseconds timeout) {
    for (auto it = pending_.begin(); it != pending_.end(); ++it) {
        if (!it->member("method") && it->intMember("id") == id) {
            Json v = std::move(*it);
            pending_.erase(it);
            return v;
        }
    }
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (auto v = read(deadline)) {
        if (!v->member("method") && v->intMember("id") == id)
            return v;
        pending_.push_back(std::move(*v));
    }
    return std::nullopt;
}

std::optional<Json> LspClient::nullIdError(std::chrono::milliseconds timeout) {
    const auto matches = [](const Json& v) {
        const Json* id = v.member("id");
        return !v.member("method") && id && id->isNull();
    };
    for (auto it = pending_.begin(); it != pending_.end(); ++it) {
        if (matches(*it)) {
            Json v = std::move(*it);
            pending_.erase(it);
            return v;
        }
    }
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (auto v = read(deadline)) {
        if (matches(*v))
            return v;
        pending_.push_back(std::move(*v));
    }
    return std::nullopt;
}

std::optional<Json> LspClient::notification(const std::string& method,
                                            std::chrono::milliseconds timeout) {
    for (auto it = pending_.begin(); it != pending_.end(); ++it) {
        if (it->stringMember("method") == method) {
            Json v = std::move(*it);
            pending_.erase(it);
            return v;
        }
    }
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (auto v = read(deadline)) {
        if (v->stringMember("method") == method)
            return v;
        pending_.push_back(std::move(*v));
    }
    return std::nullopt;
}

Json LspClient::initialize(Json capabilities) {
    const int id = request("initialize", Json::object()
                                             .set("processId", Json::null())
                                             .set("rootUri", Json::null())
                                             .set("capabilities", std::move(capabilities)));
    std::optional<Json> r = response(id);
    if (!r)
        throw std::runtime_error("no answer to initialize");
    notify("initialized", Json::object());
    return *r;
}

void LspClient::open(const std::string& uri, const std::string& text, int version) {
    notify("textDocument/didOpen",
           Json::object().set("textDocument", Json::object()
                                                  .set("uri", Json::string(uri))
                                                  .set("languageId", Json::string("wave"))
                                                  .set("version", Json::number(version))
                                                  .set("text", Json::string(text))));
}

int LspClient::wait(std::chrono::milliseconds timeout) {
    if (in_ >= 0) {
        ::close(in_);
        in_ = -1;
    }
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_) {
            pid_ = -1;
            return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        }
        ::usleep(5000);
    }
    return -1;
}

Json LspClient::textDocument(const std::string& uri) {
    return Json::object().set("textDocument", Json::object().set("uri", Json::string(uri)));
}

Json LspClient::at(const std::string& uri, int line, int character) {
    return textDocument(uri).set(
        "position",
        Json::object().set("line", Json::number(line)).set("character", Json::number(character)));
}

} // namespace wave::test
