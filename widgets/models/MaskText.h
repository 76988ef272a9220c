#pragma once
// Lane masks in words: "lanes 4–7", "lanes 0–3, 8, 12–15", "all 32 lanes", "no lane".

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace wave::widgets {

class MaskText {
    Q_DECLARE_TR_FUNCTIONS(MaskText)
public:
    // The set bits of `mask` below `width` as ranges, "4–7, 9" (en dash), or "" when empty.
    static QString ranges(std::uint64_t mask, std::uint32_t width);
    // "lane 5", "lanes 4–7", "all 32 lanes", "no lane".
    static QString lanes(std::uint64_t mask, std::uint32_t width);
    // "waves 0, 2, 3" / "wave 1".
    static QString waves(const std::vector<std::uint32_t>& ids);
    // Set bits below `width`.
    static int count(std::uint64_t mask, std::uint32_t width);
    // The mask of the first `width` lanes.
    static std::uint64_t full(std::uint32_t width) {
        return width >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << width) - 1;
    }
};

} // namespace wave::widgets
