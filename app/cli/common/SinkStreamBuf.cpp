#include "SinkStreamBuf.h"

#include <string_view>

namespace wave::cli {

namespace {
constexpr std::size_t kBufferBytes = 64 * 1024;
}

SinkStreamBuf::SinkStreamBuf(const io::AtomicFileWriter::Sink& sink)
    : sink_(sink), buffer_(kBufferBytes) {
    setp(buffer_.data(), buffer_.data() + buffer_.size());
}

SinkStreamBuf::~SinkStreamBuf() {
    drain();
}

void SinkStreamBuf::drain() {
    const std::string_view piece(pbase(), static_cast<std::size_t>(pptr() - pbase()));
    if (!failed_ && !piece.empty() && !sink_(piece))
        failed_ = true;
    setp(buffer_.data(), buffer_.data() + buffer_.size());
}

SinkStreamBuf::int_type SinkStreamBuf::overflow(int_type ch) {
    drain();
    if (!traits_type::eq_int_type(ch, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(ch);
        pbump(1);
    }
    return traits_type::not_eof(ch);
}

int SinkStreamBuf::sync() {
    drain();
    return 0;
}

} // namespace wave::cli
