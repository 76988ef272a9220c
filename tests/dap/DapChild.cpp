#include "DapChild.h"

#include "json/JsonReader.h"

#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace wave::dap::test {

DapChild::DapChild(const std::string& program) {
    protocol::FdChannel::ignoreSigpipe();
    int in[2], out[2];
    if (::pipe2(in, O_CLOEXEC) != 0 || ::pipe2(out, O_CLOEXEC) != 0)
        return;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    char* argv[] = {const_cast<char*>(program.c_str()), nullptr};
    if (posix_spawn(&pid_, program.c_str(), &actions, nullptr, argv, environ) != 0)
        pid_ = -1;
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(out[1]);
    toChild_ = in[1];
    fromChild_ = out[0];
    channel_ = std::make_unique<protocol::FdChannel>(fromChild_, toChild_);
}

DapChild::~DapChild() {
    closeInput();
    if (wait(5000) == -2 && pid_ > 0) {
        ::kill(pid_, SIGKILL);
        wait(5000);
    }
    if (fromChild_ >= 0)
        ::close(fromChild_);
}

std::int64_t DapChild::send(const std::string& command, JsonValue arguments) {
    JsonValue r = JsonValue::object();
    r.set("seq", JsonValue::number(++seq_));
    r.set("type", JsonValue::string("request"));
    r.set("command", JsonValue::string(command));
    r.set("arguments", std::move(arguments));
    channel_->send(r);
    return seq_;
}

void DapChild::sendRaw(std::string_view bytes) {
    while (!bytes.empty() && toChild_ >= 0) {
        const ssize_t n = ::write(toChild_, bytes.data(), bytes.size());
        if (n <= 0)
            return;
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
}

void DapChild::closeInput() {
    if (toChild_ >= 0)
        ::close(toChild_);
    toChild_ = -1;
}

std::optional<JsonValue> DapChild::take(const auto& match, int timeoutMs) {
    for (auto it = backlog_.begin(); it != backlog_.end(); ++it) {
        if (match(*it)) {
            JsonValue m = std::move(*it);
            backlog_.erase(it);
            return m;
        }
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0)
            return std::nullopt;
        protocol::ChannelEvent e = channel_->receive(static_cast<int>(left.count()));
        if (e.kind == protocol::ChannelEvent::Kind::Closed)
            return std::nullopt;
        if (e.kind != protocol::ChannelEvent::Kind::Message)
            continue;
        json::JsonError error;
        std::optional<JsonValue> m = json::JsonReader::parse(e.body, error);
        if (!m)
            continue;
        transcript_.push_back(*m);
        if (match(*m))
            return m;
        backlog_.push_back(std::move(*m));
    }
}

JsonValue DapChild::response(std::int64_t seq, int timeoutMs) {
    const auto m = take(
        [seq](const JsonValue& v) {
            return v.stringMember("type").value_or("") == "response" &&
                   v.intMember("request_seq").value_or(-1) == seq;
        },
        timeoutMs);
    return m ? *m : JsonValue::null();
}

JsonValue DapChild::event(std::string_view name, int timeoutMs) {
    const auto m = take(
        [name](const JsonValue& v) {
            return v.stringMember("type").value_or("") == "event" &&
                   v.stringMember("event").value_or("") == name;
        },
        timeoutMs);
    return m ? *m : JsonValue::null();
}

int DapChild::wait(int timeoutMs) {
    if (status_ != -3 || pid_ <= 0)
        return status_;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        int status = 0;
        const pid_t r = ::waitpid(pid_, &status, WNOHANG);
        if (r == pid_) {
            status_ = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
            return status_;
        }
        if (std::chrono::steady_clock::now() > deadline)
            return -2;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

} // namespace wave::dap::test
