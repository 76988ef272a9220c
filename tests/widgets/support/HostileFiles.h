#pragma once
// Real faults for the file tests, no mocks:
//  * FileSizeLimit: RLIMIT_FSIZE for this process while in scope, so every write past the limit
//    fails with EFBIG, as on a full disk (SIGXFSZ is ignored meanwhile, as a shell would not).
//  * FifoUnblocker: a named pipe, and a hang breaker for code that opens it for reading and
//    blocks waiting for a writer: after a grace period a thread opens the pipe for writing and
//    closes it (over and over until the end of the scope), so the blocked reader sees an empty
//    file and the test goes on to fail instead of hanging. fired() tells it had to.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <fcntl.h>
#include <mutex>
#include <sys/resource.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        ok_ = getrlimit(RLIMIT_FSIZE, &saved_) == 0;
        oldHandler_ = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = saved_;
        small.rlim_cur = bytes;
        ok_ = ok_ && setrlimit(RLIMIT_FSIZE, &small) == 0;
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &saved_);
        std::signal(SIGXFSZ, oldHandler_);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;
    bool ok() const { return ok_; }

private:
    rlimit saved_{};
    void (*oldHandler_)(int) = nullptr;
    bool ok_ = false;
};

class FifoUnblocker {
public:
    static constexpr std::chrono::seconds kGrace{10};

    explicit FifoUnblocker(const QString& path) : path_(QFile::encodeName(path)) {
        created_ = ::mkfifo(path_.constData(), 0600) == 0;
        thread_ = std::thread([this] { run(); });
    }
    ~FifoUnblocker() {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            stop_ = true;
        }
        wake_.notify_all();
        thread_.join();
        ::unlink(path_.constData());
    }
    FifoUnblocker(const FifoUnblocker&) = delete;
    FifoUnblocker& operator=(const FifoUnblocker&) = delete;

    bool created() const { return created_; }
    bool fired() const { return fired_; }

private:
    void run() {
        std::unique_lock<std::mutex> lock(mutex_);
        if (wake_.wait_for(lock, kGrace, [this] { return stop_; }))
            return;
        while (!stop_) {
            // Succeeds only while someone has the pipe open for reading (or is blocked on it).
            const int fd = ::open(path_.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0) {
                fired_ = true;
                ::close(fd);
            }
            wake_.wait_for(lock, std::chrono::milliseconds(50), [this] { return stop_; });
        }
    }

    QByteArray path_;
    bool created_ = false;
    std::atomic<bool> fired_{false};
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stop_ = false;
    std::thread thread_;
};
