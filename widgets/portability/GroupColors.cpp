#include "portability/GroupColors.h"

#include "portability/PortabilityGroups.h"

#include <array>

namespace wave::widgets {

namespace {

QColor hue(const portability::PortabilityMatrix& matrix, std::size_t group) {
    if (group == 0)
        return QColor(0xa8, 0xe6, 0xb4); // green: the reference
    if (group < matrix.groups.size() &&
        portability::PortabilityGroups::outcome(matrix.runs[matrix.groups[group].front()]) !=
            portability::GroupOutcome::Completed) {
        static constexpr std::array<QRgb, 3> reds = {0xff9e9e, 0xf7b2c8, 0xffbfa3};
        return QColor::fromRgb(reds[group % reds.size()]);
    }
    // Amber, blue, violet, yellow, cyan, sand, grey: far enough apart to tell at a glance.
    static constexpr std::array<QRgb, 7> hues = {0xffd28a, 0xa9c8ff, 0xd5b8f2, 0xf2ee8f,
                                                 0x9fe6ea, 0xe5cfa8, 0xd0d0d0};
    return QColor::fromRgb(hues[(group - 1) % hues.size()]);
}

} // namespace

QColor GroupColors::background(const portability::PortabilityMatrix& matrix, std::size_t group,
                               const ViewPalette& palette) {
    const QColor c = hue(matrix, group);
    const bool dark = palette.background.lightness() < 128;
    return dark ? ViewPalette::mix(c, palette.background, 0.6) : c;
}

} // namespace wave::widgets
