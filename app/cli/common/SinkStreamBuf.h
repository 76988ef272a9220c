#pragma once
// A std::streambuf that hands its output to an io::AtomicFileWriter::Sink in pieces of up to
// 64 KiB, so that a writer built on std::ostream (the Chrome trace of --timeline) streams into
// the file instead of building the whole text in memory first. Once the sink has failed, the rest
// is dropped without making the stream bad: the file writer already knows and reports the OS
// error, so a bad stream means the writer itself failed (an exception inside the stream).

#include "io/AtomicFileWriter.h"

#include <streambuf>
#include <vector>

namespace wave::cli {

class SinkStreamBuf : public std::streambuf {
public:
    explicit SinkStreamBuf(const io::AtomicFileWriter::Sink& sink);
    ~SinkStreamBuf() override;
    SinkStreamBuf(const SinkStreamBuf&) = delete;
    SinkStreamBuf& operator=(const SinkStreamBuf&) = delete;

protected:
    int_type overflow(int_type ch) override;
    int sync() override;

private:
    void drain(); // passes the buffered bytes to the sink

    const io::AtomicFileWriter::Sink& sink_;
    std::vector<char> buffer_;
    bool failed_ = false;
};

} // namespace wave::cli
