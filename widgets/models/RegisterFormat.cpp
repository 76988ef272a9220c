#include "models/RegisterFormat.h"

#include "emu/HalfFloat.h"

#include <QStringList>

#include <bit>
#include <charconv>
#include <cmath>

namespace wave::widgets {

namespace {

template <typename T>
QString shortest(T value) {
    if (std::isnan(value))
        return std::signbit(value) ? QStringLiteral("-nan") : QStringLiteral("nan");
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("-inf") : QStringLiteral("inf");
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    return QString::fromLatin1(buf, static_cast<qsizetype>(r.ptr - buf));
}

std::optional<std::uint64_t> parseInteger(QString text, bool allowNegative, std::uint64_t max) {
    text = text.trimmed();
    bool neg = false;
    if (allowNegative && text.startsWith(QLatin1Char('-'))) {
        neg = true;
        text = text.mid(1);
    }
    bool ok = false;
    std::uint64_t v = 0;
    if (text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
        v = text.mid(2).toULongLong(&ok, 16);
    else
        v = text.toULongLong(&ok, 10);
    if (!ok)
        return std::nullopt;
    if (neg) {
        if (v > 0x80000000ull)
            return std::nullopt;
        return static_cast<std::uint32_t>(-static_cast<std::int64_t>(v));
    }
    if (v > max)
        return std::nullopt;
    return v;
}

std::optional<float> parseFloat(const QString& text) {
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("nan"))
        return std::nanf("");
    if (t == QLatin1String("inf") || t == QLatin1String("+inf"))
        return INFINITY;
    if (t == QLatin1String("-inf"))
        return -INFINITY;
    bool ok = false;
    const float f = t.toFloat(&ok);
    if (!ok)
        return std::nullopt;
    return f;
}

} // namespace

QString RegisterFormat::floatText(float value) {
    return shortest(value);
}

QString RegisterFormat::doubleText(double value) {
    return shortest(value);
}

QString RegisterFormat::name(Format format) {
    switch (format) {
    case Hex:
        return tr("hex");
    case Signed:
        return tr("signed");
    case Unsigned:
        return tr("unsigned");
    case F32:
        return tr("f32");
    case F16x2:
        return tr("f16×2");
    case BF16x2:
        return tr("bf16×2");
    case F64Pair:
        return tr("f64 pair");
    }
    return {};
}

QString RegisterFormat::format(std::uint32_t value, Format format, std::uint32_t high) {
    switch (format) {
    case Hex:
        return QStringLiteral("0x%1").arg(value, 8, 16, QLatin1Char('0'));
    case Signed:
        return QString::number(static_cast<std::int32_t>(value));
    case Unsigned:
        return QString::number(value);
    case F32:
        return shortest(std::bit_cast<float>(value));
    case F16x2:
        return shortest(emu::f16ToF32(value & 0xFFFFu)) + QStringLiteral(", ") +
               shortest(emu::f16ToF32(value >> 16));
    case BF16x2:
        return shortest(emu::bf16ToF32(value & 0xFFFFu)) + QStringLiteral(", ") +
               shortest(emu::bf16ToF32(value >> 16));
    case F64Pair:
        return shortest(std::bit_cast<double>((std::uint64_t{high} << 32) | value));
    }
    return {};
}

QString RegisterFormat::allFormats(std::uint32_t value, std::uint32_t high, bool hasHigh) {
    QStringList lines;
    for (int f = Hex; f < kCount; ++f) {
        const auto fmt = static_cast<Format>(f);
        if (fmt == F64Pair && !hasHigh)
            continue;
        lines << tr("%1: %2").arg(name(fmt), format(value, fmt, high));
    }
    return lines.join(QLatin1Char('\n'));
}

std::optional<std::uint64_t> RegisterFormat::parse(const QString& text, Format format) {
    switch (format) {
    case Hex: {
        QString t = text.trimmed();
        if (t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
            t = t.mid(2);
        bool ok = false;
        const std::uint64_t v = t.toULongLong(&ok, 16);
        if (!ok || v > 0xFFFFFFFFull)
            return std::nullopt;
        return v;
    }
    case Signed: {
        const QString t = text.trimmed();
        if (t.startsWith(QLatin1Char('-')) || !t.startsWith(QLatin1String("0x"))) {
            bool ok = false;
            const qlonglong v = t.toLongLong(&ok, 10);
            if (!ok || v < INT32_MIN || v > INT32_MAX)
                return std::nullopt;
            return static_cast<std::uint32_t>(static_cast<std::int32_t>(v));
        }
        return parseInteger(t, true, 0xFFFFFFFFull);
    }
    case Unsigned:
        return parseInteger(text, false, 0xFFFFFFFFull);
    case F32: {
        const auto f = parseFloat(text);
        if (!f)
            return std::nullopt;
        return std::bit_cast<std::uint32_t>(*f);
    }
    case F16x2:
    case BF16x2: {
        const QStringList parts = text.split(QLatin1Char(','));
        if (parts.size() != 2)
            return std::nullopt;
        const auto lo = parseFloat(parts[0]);
        const auto hi = parseFloat(parts[1]);
        if (!lo || !hi)
            return std::nullopt;
        if (format == F16x2)
            return emu::f32ToF16(*lo) | (std::uint64_t{emu::f32ToF16(*hi)} << 16);
        return emu::f32ToBf16(*lo) | (std::uint64_t{emu::f32ToBf16(*hi)} << 16);
    }
    case F64Pair: {
        const QString t = text.trimmed().toLower();
        double d = 0;
        if (t == QLatin1String("nan"))
            d = std::nan("");
        else if (t == QLatin1String("inf") || t == QLatin1String("-inf"))
            d = t.startsWith(QLatin1Char('-')) ? -INFINITY : INFINITY;
        else {
            bool ok = false;
            d = t.toDouble(&ok);
            if (!ok)
                return std::nullopt;
        }
        return std::bit_cast<std::uint64_t>(d);
    }
    }
    return std::nullopt;
}

} // namespace wave::widgets
