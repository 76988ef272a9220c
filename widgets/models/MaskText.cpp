#include "models/MaskText.h"

#include <QStringList>

#include <bit>
#include <vector>

namespace wave::widgets {

QString MaskText::ranges(std::uint64_t mask, std::uint32_t width) {
    mask &= full(width);
    QStringList parts;
    std::uint32_t lane = 0;
    while (lane < width && lane < 64) {
        if (!((mask >> lane) & 1u)) {
            ++lane;
            continue;
        }
        std::uint32_t end = lane;
        while (end + 1 < width && end + 1 < 64 && ((mask >> (end + 1)) & 1u))
            ++end;
        if (end == lane)
            parts << QString::number(lane);
        else
            parts << QString::number(lane) + QChar(0x2013) + QString::number(end);
        lane = end + 1;
    }
    return parts.join(QStringLiteral(", "));
}

int MaskText::count(std::uint64_t mask, std::uint32_t width) {
    return std::popcount(mask & full(width));
}

QString MaskText::lanes(std::uint64_t mask, std::uint32_t width) {
    const int n = count(mask, width);
    if (n == 0)
        return tr("no lane");
    if (n == static_cast<int>(width) && width > 1)
        return tr("all %1 lanes").arg(width);
    if (n == 1)
        return tr("lane %1").arg(ranges(mask, width));
    return tr("lanes %1").arg(ranges(mask, width));
}

QString MaskText::waves(const std::vector<std::uint32_t>& ids) {
    QStringList parts;
    for (std::uint32_t id : ids)
        parts << QString::number(id);
    if (ids.size() == 1)
        return tr("wave %1").arg(parts.front());
    return tr("waves %1").arg(parts.join(QStringLiteral(", ")));
}

} // namespace wave::widgets
