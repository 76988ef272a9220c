#include "views/StatisticsView.h"

#include "editor/CategoryText.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace wave::widgets {

namespace {

QString count(std::uint64_t n) {
    return QLocale::c().toString(static_cast<qulonglong>(n));
}

QString bytes(std::uint64_t n) {
    if (n >= (10ull << 20))
        return StatisticsView::tr("%1 MiB").arg(double(n) / (1 << 20), 0, 'f', 1);
    if (n >= (10ull << 10))
        return StatisticsView::tr("%1 KiB").arg(double(n) / (1 << 10), 0, 'f', 1);
    return StatisticsView::tr("%1 B").arg(n);
}

QString percent(double fraction) {
    return QStringLiteral("%1%").arg(fraction * 100.0, 0, 'f', fraction < 0.1 ? 1 : 0);
}

} // namespace

StatisticsView::StatisticsView(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    rebuild();
}

void StatisticsView::setSnapshot(const Snapshot& snapshot) {
    snapshot_ = snapshot;
    rebuild();
}

void StatisticsView::setStatistics(const debug::StatisticsData& statistics) {
    data_ = statistics;
    rebuild();
}

void StatisticsView::clearStatistics() {
    data_.reset();
    rebuild();
}

void StatisticsView::setScale(double scale) {
    style_.scale = ViewStyle::clampScale(scale);
    updateGeometry();
    update();
}

void StatisticsView::setViewPalette(const ViewPalette& palette) {
    style_.palette = palette;
    rebuild();
}

void StatisticsView::rebuild() {
    sections_.clear();
    if (data_ && data_->instructions > 0)
        fromAnalysis(*data_);
    else if (snapshot_)
        fromCounters(*snapshot_);
    updateGeometry();
    update();
}

void StatisticsView::fromAnalysis(const debug::StatisticsData& d) {
    const ViewPalette& pal = style_.palette;
    Section mix{tr("Instruction mix"), count(d.instructions), tr("wave-instructions issued"), {}};
    std::vector<std::pair<std::uint64_t, isa::Category>> cats;
    for (std::size_t i = 0; i < d.byCategory.size(); ++i)
        if (d.byCategory[i])
            cats.emplace_back(d.byCategory[i], static_cast<isa::Category>(i));
    std::sort(cats.begin(), cats.end(), [](auto& a, auto& b) { return a.first > b.first; });
    for (const auto& [n, c] : cats)
        mix.rows.push_back(
            Row{CategoryText::name(c),
                double(n),
                double(d.instructions),
                tr("%1 \u00b7 %2").arg(count(n), percent(double(n) / d.instructions)),
                {}});
    sections_.push_back(std::move(mix));

    Section simd{
        tr("SIMD efficiency"),
        percent(d.simdEfficiency()),
        tr("%1 lanes active per instruction on average").arg(d.averageActiveLanes(), 0, 'f', 1),
        {}};
    simd.rows.push_back(Row{tr("lanes busy"), double(d.activeLaneSum), double(d.laneSlots),
                            percent(d.simdEfficiency()), pal.lane(LaneStatus::Active)});
    simd.rows.push_back(Row{tr("divergent branches"), double(d.divergentBranches), 0.0,
                            count(d.divergentBranches), pal.lane(LaneStatus::OffInThen)});
    sections_.push_back(std::move(simd));

    const double waitShare =
        d.barrierWaitSteps + d.instructions
            ? double(d.barrierWaitSteps) / double(d.barrierWaitSteps + d.instructions)
            : 0.0;
    Section barriers{tr("Barriers"), count(d.barrierReleases), tr("barrier releases"), {}};
    barriers.rows.push_back(
        Row{tr("waiting"), double(d.barrierWaitSteps), double(d.barrierWaitSteps + d.instructions),
            tr("%1 wave-steps \u00b7 %2").arg(count(d.barrierWaitSteps), percent(waitShare)),
            pal.wait});
    sections_.push_back(std::move(barriers));

    Section bank{tr("Bank conflicts"),
                 d.worstBankConflict > 1 ? tr("%1-way").arg(d.worstBankConflict) : tr("none"),
                 tr("worst degree; 1 means conflict-free"),
                 {}};
    bank.rows.push_back(Row{tr("conflicted instr."), double(d.bankConflictedInstructions), 0.0,
                            count(d.bankConflictedInstructions), pal.conflictHot});
    bank.rows.push_back(Row{tr("extra bank cycles"), double(d.bankConflictExtraCycles), 0.0,
                            count(d.bankConflictExtraCycles), pal.conflictHot});
    sections_.push_back(std::move(bank));

    Section traffic{tr("Memory traffic"), {}, tr("bytes moved by lanes"), {}};
    const std::uint64_t maxBytes =
        std::max({d.local.loadBytes, d.local.storeBytes, d.local.atomicBytes, d.device.loadBytes,
                  d.device.storeBytes, d.device.atomicBytes, std::uint64_t{1}});
    auto add = [&](const QString& label, std::uint64_t b, std::uint64_t n, const QColor& c) {
        traffic.rows.push_back(Row{label, double(b), double(maxBytes),
                                   tr("%1 \u00b7 %2 accesses").arg(bytes(b), count(n)), c});
    };
    add(tr("local loads"), d.local.loadBytes, d.local.loads, pal.readHot);
    add(tr("local stores"), d.local.storeBytes, d.local.stores, pal.writeHot);
    if (d.local.atomics)
        add(tr("local atomics"), d.local.atomicBytes, d.local.atomics, pal.trafficHot);
    add(tr("device loads"), d.device.loadBytes, d.device.loads, pal.readHot);
    add(tr("device stores"), d.device.storeBytes, d.device.stores, pal.writeHot);
    if (d.device.atomics)
        add(tr("device atomics"), d.device.atomicBytes, d.device.atomics, pal.trafficHot);
    sections_.push_back(std::move(traffic));
}

void StatisticsView::fromCounters(const debug::MachineSnapshot& snap) {
    const ViewPalette& pal = style_.palette;
    const emu::Statistics& s = snap.stats;
    const std::uint64_t total = s.instructionsExecuted();
    Section mix{tr("Instruction mix"), count(total), tr("wave-instructions issued"), {}};
    const std::pair<QString, std::uint64_t> classes[] = {
        {CategoryText::name(isa::Category::Integer), s.integerOps},
        {CategoryText::name(isa::Category::Float), s.floatOps},
        {CategoryText::name(isa::Category::Memory), s.memoryOps},
        {CategoryText::name(isa::Category::Control), s.controlOps},
        {CategoryText::name(isa::Category::Wave), s.waveOps},
        {CategoryText::name(isa::Category::Atomic), s.atomicInstructions}};
    std::vector<std::pair<QString, std::uint64_t>> sorted(std::begin(classes), std::end(classes));
    std::sort(sorted.begin(), sorted.end(), [](auto& a, auto& b) { return a.second > b.second; });
    for (const auto& [label, n] : sorted)
        if (n)
            mix.rows.push_back(Row{label,
                                   double(n),
                                   double(std::max<std::uint64_t>(total, 1)),
                                   tr("%1 \u00b7 %2").arg(count(n), percent(double(n) / total)),
                                   {}});
    sections_.push_back(std::move(mix));
    const double laneSlots = double(total) * snap.waveWidth;
    const double eff = laneSlots > 0 ? double(s.laneInstructions) / laneSlots : 0.0;
    Section simd{tr("SIMD efficiency"),
                 percent(eff),
                 tr("%1 lanes active per instruction on average")
                     .arg(total ? double(s.laneInstructions) / double(total) : 0.0, 0, 'f', 1),
                 {}};
    simd.rows.push_back(Row{tr("lanes busy"), double(s.laneInstructions), std::max(laneSlots, 1.0),
                            percent(eff), pal.lane(LaneStatus::Active)});
    simd.rows.push_back(Row{tr("divergent branches"), double(s.divergentBranches), 0.0,
                            count(s.divergentBranches), pal.lane(LaneStatus::OffInThen)});
    sections_.push_back(std::move(simd));
    sections_.push_back(Section{tr("Barriers"), count(s.barriers), tr("barrier releases"), {}});
    sections_.push_back(Section{
        tr("Bank conflicts"), {}, tr("not recorded: enable the bank-conflict analysis"), {}});
    Section traffic{tr("Memory traffic"), {}, tr("bytes moved by lanes"), {}};
    const std::uint64_t maxBytes = std::max({s.localLoadBytes, s.localStoreBytes, s.deviceLoadBytes,
                                             s.deviceStoreBytes, std::uint64_t{1}});
    auto add = [&](const QString& label, std::uint64_t b, std::uint64_t n, const QColor& c) {
        traffic.rows.push_back(Row{label, double(b), double(maxBytes),
                                   tr("%1 \u00b7 %2 accesses").arg(bytes(b), count(n)), c});
    };
    add(tr("local loads"), s.localLoadBytes, s.localLoads, pal.readHot);
    add(tr("local stores"), s.localStoreBytes, s.localStores, pal.writeHot);
    add(tr("device loads"), s.deviceLoadBytes, s.deviceLoads, pal.readHot);
    add(tr("device stores"), s.deviceStoreBytes, s.deviceStores, pal.writeHot);
    sections_.push_back(std::move(traffic));
}

int StatisticsView::layoutHeight(int) const {
    const QFontMetrics title(style_.font(13, true));
    const QFontMetrics note(style_.font(11));
    const QFontMetrics row(style_.font(11));
    int y = style_.px(10);
    for (const Section& s : sections_) {
        y += title.height() + style_.px(2);
        if (!s.note.isEmpty())
            y += note.height() + style_.px(2);
        y += int(s.rows.size()) * (row.height() + style_.px(6));
        y += style_.px(14);
    }
    return y;
}

int StatisticsView::heightForWidth(int width) const {
    return layoutHeight(width);
}

QSize StatisticsView::sizeHint() const {
    return QSize(style_.px(460), layoutHeight(style_.px(460)));
}

StatisticsView::Columns StatisticsView::columns() const {
    const QFontMetrics sfm(style_.font(11));
    Columns c;
    c.margin = style_.px(10);
    c.width = width() - 2 * c.margin;
    for (const Section& s : sections_)
        for (const Row& r : s.rows) {
            c.label = std::max(c.label, sfm.horizontalAdvance(r.label));
            c.text = std::max(c.text, sfm.horizontalAdvance(r.text));
        }
    c.label += style_.px(10);
    c.text += style_.px(10);
    c.bar = std::max(style_.px(40), c.width - c.label - c.text);
    return c;
}

QStringList StatisticsView::shownTexts() const {
    QStringList out;
    for (const Section& s : sections_) {
        out << s.title;
        if (!s.headline.isEmpty())
            out << s.headline;
        if (!s.note.isEmpty())
            out << s.note;
        for (const Row& r : s.rows)
            out << r.label << r.text;
    }
    return out;
}

QStringList StatisticsView::cutTexts() const {
    const QFontMetrics tfm(style_.font(13, true));
    const QFontMetrics sfm(style_.font(11));
    const Columns c = columns();
    QStringList out;
    for (const Section& s : sections_) {
        const int headline =
            s.headline.isEmpty() ? 0 : tfm.horizontalAdvance(s.headline) + c.margin;
        if (tfm.horizontalAdvance(s.title) + headline > c.width)
            out << s.title;
        if (sfm.horizontalAdvance(s.note) > c.width)
            out << s.note;
        for (const Row& r : s.rows)
            if (c.margin + c.label + c.bar + style_.px(8) + sfm.horizontalAdvance(r.text) > width())
                out << r.text;
    }
    return out;
}

void StatisticsView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    const ViewPalette& pal = style_.palette;
    p.fillRect(rect(), pal.background);
    if (sections_.empty()) {
        p.setPen(pal.mutedText);
        p.setFont(style_.font(12));
        p.drawText(rect(), Qt::AlignCenter, tr("No statistics yet"));
        return;
    }
    const QFont titleFont = style_.font(13, true);
    const QFont headFont = style_.font(13, true);
    const QFont small = style_.font(11);
    const QFontMetrics tfm(titleFont);
    const QFontMetrics sfm(small);
    const Columns c = columns();
    const int m = c.margin;
    const int w = c.width;
    const int labelW = c.label;
    const int textW = c.text;
    const int barW = c.bar;
    int y = m;
    for (const Section& s : sections_) {
        p.setFont(titleFont);
        p.setPen(pal.text);
        p.drawText(QRect(m, y, w, tfm.height()), Qt::AlignLeft | Qt::AlignVCenter, s.title);
        if (!s.headline.isEmpty()) {
            p.setFont(headFont);
            p.setPen(pal.accent);
            p.drawText(QRect(m, y, w, tfm.height()), Qt::AlignRight | Qt::AlignVCenter, s.headline);
        }
        y += tfm.height() + style_.px(2);
        if (!s.note.isEmpty()) {
            p.setFont(small);
            p.setPen(pal.mutedText);
            p.drawText(QRect(m, y, w, sfm.height()), Qt::AlignLeft | Qt::AlignVCenter, s.note);
            y += sfm.height() + style_.px(2);
        }
        p.setFont(small);
        for (const Row& r : s.rows) {
            const int h = sfm.height() + style_.px(6);
            p.setPen(pal.text);
            p.drawText(QRect(m, y, labelW, h), Qt::AlignLeft | Qt::AlignVCenter, r.label);
            const QRect track(m + labelW, y + style_.px(4), barW, h - style_.px(8));
            if (r.max > 0) // rows without a scale are plain figures
                p.fillRect(track, pal.barTrack);
            const double t = r.max > 0 ? std::clamp(r.value / r.max, 0.0, 1.0) : 0.0;
            if (t > 0)
                p.fillRect(QRect(track.left(), track.top(),
                                 std::max(style_.px(2), int(track.width() * t)), track.height()),
                           r.color.isValid() ? r.color : pal.barFill);
            p.setPen(pal.mutedText);
            p.drawText(QRect(track.right() + style_.px(8), y, textW, h),
                       Qt::AlignLeft | Qt::AlignVCenter, r.text);
            y += h;
        }
        y += style_.px(14);
        p.fillRect(QRect(m, y - style_.px(8), w, 1), pal.grid);
    }
}

} // namespace wave::widgets
