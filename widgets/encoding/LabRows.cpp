#include "encoding/LabRows.h"

#include "layout/DecodedWordFormat.h"
#include "layout/LayoutReader.h"

#include <QStringList>

namespace wave::widgets {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

LabField fieldOf(const layout::LayoutField& f, quint64 value) {
    LabField out;
    out.name = qs(f.name);
    out.role = qs(std::string(layout::LayoutReader::roleName(f.role)));
    out.word = f.word;
    out.msb = f.msb();
    out.lsb = f.lsb;
    out.value = value;
    return out;
}

QString detailOf(const layout::LayoutFormat& format) {
    return LabRows::tr("%1 · %2 bits").arg(qs(format.name)).arg(format.totalBits());
}

} // namespace

QString LabRow::fieldText() const {
    QStringList parts;
    for (const LabField& f : fields)
        parts << QStringLiteral("%1=%2").arg(f.name).arg(f.value);
    return parts.join(QLatin1Char(' '));
}

LabRow LabRows::encoded(const layout::Layout& layout, const layout::Instance& instance) {
    LabRow row;
    row.layout = qs(layout.name);
    const layout::Encoded e = layout::LayoutEncoder::encode(layout, instance);
    row.ok = e.ok;
    if (e.format)
        row.detail = detailOf(*e.format);
    if (!e.ok) {
        row.reason = qs(e.reason());
        return row;
    }
    QStringList words;
    for (std::size_t i = 0; i < e.words.size(); ++i) {
        const unsigned digits = (e.format->words[i] + 3) / 4;
        words << QStringLiteral("0x%1")
                     .arg(e.words[i], static_cast<int>(digits), 16, QLatin1Char('0'))
                     .toUpper()
                     .replace(QStringLiteral("0X"), QStringLiteral("0x"));
    }
    row.words = words.join(QLatin1Char(' '));
    for (const layout::LayoutField& f : e.format->fields)
        row.fields << fieldOf(f, (e.words[f.word] >> f.lsb) & f.maxValue());
    row.opcodeName = qs(layout::LayoutDecoder::opcodeName(layout, e.opcode, &e.modifier));
    return row;
}

LabRow LabRows::decoded(const layout::Layout& layout, const layout::DecodedWord& word) {
    LabRow row;
    row.layout = qs(layout::DecodedWordFormat::hexWord(layout, word.word));
    row.ok = word.format != nullptr;
    if (word.format)
        row.detail = detailOf(*word.format);
    row.words = row.layout;
    row.opcodeName = qs(word.opcodeName);
    for (const layout::DecodedField& f : word.fields)
        row.fields << fieldOf(*f.field, f.value);
    return row;
}

} // namespace wave::widgets
