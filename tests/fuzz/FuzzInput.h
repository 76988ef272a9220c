#pragma once
// Reads structured values off a fuzzer's byte string, front to back. Reading past the end
// yields zeros, so every byte string is a valid input and a short one simply means "small
// values". (clang's FuzzedDataProvider would do, but the replay build uses gcc.)

#include <cstddef>
#include <cstdint>
#include <span>

namespace wave::fuzz {

class FuzzInput {
public:
    FuzzInput(const std::uint8_t* data, std::size_t size) : bytes_(data, size) {}
    explicit FuzzInput(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}

    bool empty() const { return pos_ >= bytes_.size(); }
    std::size_t remaining() const { return empty() ? 0 : bytes_.size() - pos_; }

    std::uint8_t byte() { return empty() ? 0 : bytes_[pos_++]; }
    std::uint16_t u16() { return static_cast<std::uint16_t>(byte() | (byte() << 8)); }
    std::uint32_t u32() {
        const std::uint32_t lo = u16();
        return lo | (std::uint32_t(u16()) << 16);
    }
    bool flag() { return (byte() & 1u) != 0; }

    // A value in [0, n) for n >= 1 (from one byte when n <= 256, else from four).
    std::uint32_t below(std::uint32_t n) {
        if (n <= 1)
            return 0;
        return (n <= 256 ? byte() : u32()) % n;
    }
    // A value in [lo, hi].
    std::uint32_t range(std::uint32_t lo, std::uint32_t hi) { return lo + below(hi - lo + 1); }

    // Everything not read yet.
    std::span<const std::uint8_t> rest() {
        std::span<const std::uint8_t> r = bytes_.subspan(empty() ? bytes_.size() : pos_);
        pos_ = bytes_.size();
        return r;
    }

private:
    std::span<const std::uint8_t> bytes_;
    std::size_t pos_ = 0;
};

} // namespace wave::fuzz
