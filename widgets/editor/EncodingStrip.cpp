#include "editor/EncodingStrip.h"

#include "disasm/InstructionFormatter.h"
#include "editor/CodeEditor.h"
#include "editor/CodeView.h"
#include "editor/CursorFollower.h"
#include "editor/EditorTheme.h"
#include "isa/Decoder.h"
#include "isa/InstructionDoc.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <vector>

namespace wave::widgets {

namespace {

constexpr qreal kPad = 6;       // outer margin
constexpr qreal kWordGap = 10;  // between word0 and word1
constexpr qreal kHeaderH = 17;  // instruction line
constexpr qreal kCaptionH = 14; // "word0 = 0x…"

QFont smallFont(const QFont& base, qreal scale, bool bold = false) {
    QFont f = base;
    f.setPointSizeF(std::max<qreal>(6.5, base.pointSizeF() * scale));
    f.setBold(bold);
    return f;
}

} // namespace

EncodingStrip::EncodingStrip(QWidget* parent)
    : QWidget(parent), follower_(new CursorFollower(this, [this] { refresh(); })) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    showMessage(tr("No instruction on this line"));
}

QSize EncodingStrip::sizeHint() const {
    return {720, 90};
}

QSize EncodingStrip::minimumSizeHint() const {
    return {360, 90};
}

void EncodingStrip::setEditor(CodeEditor* editor) {
    follower_->setEditor(editor);
}

void EncodingStrip::setSnapshot(const AssemblySnapshotPtr& snapshot) {
    follower_->setSnapshot(snapshot);
}

void EncodingStrip::setCursorPosition(int line, int column) {
    follower_->setCursorPosition(line, column);
}

void EncodingStrip::refresh() {
    const CursorInstruction at = follower_->instruction();
    if (at.state == CursorInstruction::State::LineHasErrors) {
        showMessage(tr("This line has errors: no encoding"));
        return;
    }
    if (at.state == CursorInstruction::State::None) {
        showMessage(tr("No instruction on this line"));
        return;
    }
    showInstruction(follower_->snapshot()->result.program.code, at.codeOffset);
}

bool EncodingStrip::showInstruction(std::span<const std::uint8_t> code, std::uint32_t offset) {
    isa::DecodedInstruction d;
    isa::DecodeError error;
    if (!isa::Decoder::decode(code, offset, d, error)) {
        showMessage(QString::fromStdString(error.message));
        return false;
    }
    message_.clear();
    size_ = d.size;
    words_[0] = d.word0;
    words_[1] = d.word1;

    QString bytes;
    for (std::uint32_t i = 0; i < d.size; ++i) {
        if (i == 4)
            bytes += QLatin1Char(' ');
        bytes += QStringLiteral("%1 ").arg(code[offset + i], 2, 16, QLatin1Char('0')).toUpper();
    }
    header_ = tr("%1   %2   bytes %3")
                  .arg(EncodingFields::hex(offset, 4),
                       QString::fromStdString(
                           disasm::InstructionFormatter::text(d, disasm::Syntax::Source)),
                       bytes.trimmed());

    fields_ = EncodingFields::of(d);
    layoutFields();
    update();
    return true;
}

void EncodingStrip::showMessage(const QString& message) {
    message_ = message;
    header_.clear();
    fields_.clear();
    size_ = 0;
    update();
}

QRectF EncodingStrip::wordRect(int word) const {
    const qreal wordWidth = (width() - 2 * kPad - kWordGap) / 2;
    const qreal top = kPad + kHeaderH + kCaptionH;
    return {kPad + word * (wordWidth + kWordGap), top, wordWidth,
            std::max<qreal>(24, height() - top - kPad)};
}

// Bits get equal shares of a word's width, except that a field gets at least the width of its
// text; the fields above their minimum give back what that costs, in proportion. When even
// the minimums do not fit, they are scaled down (and the text elided).
void EncodingStrip::layoutFields() {
    const QFontMetricsF nameMetrics(smallFont(font(), 0.85, true));
    const QFontMetricsF valueMetrics(smallFont(CodeView::codeFont(), 0.9));
    for (int word = 0; word < 2; ++word) {
        const QRectF area = wordRect(word);
        QList<qsizetype> members;
        for (qsizetype i = 0; i < fields_.size(); ++i)
            if (fields_[i].word == word)
                members << i;
        if (members.isEmpty())
            continue;
        std::vector<qreal> minimum, width;
        for (qsizetype i : members) {
            const EncodingStripField& f = fields_[i];
            const int bits = f.highBit - f.lowBit + 1;
            const qreal text = std::max(nameMetrics.horizontalAdvance(EncodingFields::label(f)),
                                        valueMetrics.horizontalAdvance(f.valueText)) +
                               6;
            // A reserved field may shrink to its bit number; the others keep their label.
            const qreal bitsText = valueMetrics.horizontalAdvance(QStringLiteral("00:00")) + 4;
            const bool reserved = f.name == QLatin1String("reserved");
            minimum.push_back(
                std::min<qreal>(reserved ? bits * 8 : std::max(text, bitsText), area.width() / 3));
            width.push_back(std::max(minimum.back(), area.width() * bits / 32));
        }
        qreal total = 0, slack = 0;
        for (std::size_t k = 0; k < width.size(); ++k) {
            total += width[k];
            slack += width[k] - minimum[k];
        }
        const qreal excess = total - area.width();
        const bool fits = excess <= slack; // else even the minimum widths overflow: scale all
        qreal x = area.left();
        for (std::size_t k = 0; k < width.size(); ++k) {
            qreal w = width[k];
            if (excess > 0 && fits && slack > 0)
                w -= excess * (width[k] - minimum[k]) / slack;
            else if (excess > 0 && !fits)
                w = minimum[k] * area.width() / (total - slack);
            fields_[members[static_cast<qsizetype>(k)]].rect =
                QRectF(x, area.top(), w, area.height());
            x += w;
        }
    }
}

void EncodingStrip::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    layoutFields();
}

void EncodingStrip::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        layoutFields();
        update();
    }
}

bool EncodingStrip::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (const EncodingStripField& f : std::as_const(fields_)) {
            if (!f.rect.contains(help->pos()))
                continue;
            const QString name = f.role.isEmpty() ? f.name : tr("%1 (%2)").arg(f.name, f.role);
            const isa::BitField bits{static_cast<std::uint8_t>(f.word),
                                     static_cast<std::uint8_t>(f.lowBit),
                                     static_cast<std::uint8_t>(f.highBit - f.lowBit + 1)};
            QToolTip::showText(
                help->globalPos(),
                tr("%1: %2 = %3 (%4)")
                    .arg(name, QString::fromStdString(isa::InstructionDoc::bitRange(bits)),
                         EncodingFields::hex(f.value, (f.highBit - f.lowBit) / 4 + 1), f.valueText),
                this);
            return true;
        }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void EncodingStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QPalette& pal = palette();
    const EditorTheme theme = EditorTheme::forPalette(pal);
    p.fillRect(rect(), pal.color(QPalette::Window));

    if (!hasInstruction()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.setFont(font());
        p.drawText(rect(), Qt::AlignCenter, message_);
        return;
    }

    const QFont code = smallFont(CodeView::codeFont(), 1.0);
    p.setFont(code);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRectF(kPad, kPad - 2, width() - 2 * kPad, kHeaderH),
               Qt::AlignLeft | Qt::AlignVCenter, header_);

    const QFont caption = smallFont(font(), 0.8);
    const QFont bitsFont = smallFont(font(), 0.7);
    const QFont nameFont = smallFont(font(), 0.85, true);
    const QFont valueFont = smallFont(CodeView::codeFont(), 0.9);
    const QColor grey = pal.color(QPalette::PlaceholderText);
    for (int word = 0; word < 2; ++word) {
        const QRectF area = wordRect(word);
        const QRectF captionRect(area.left(), area.top() - kCaptionH, area.width(), kCaptionH);
        p.setFont(caption);
        p.setPen(grey);
        if (word == 1 && size_ < 8) {
            p.drawText(captionRect, Qt::AlignLeft | Qt::AlignVCenter,
                       tr("no word1 (4-byte instruction)"));
            p.setPen(QPen(grey, 1, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(area.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
            continue;
        }
        p.drawText(captionRect, Qt::AlignLeft | Qt::AlignVCenter,
                   tr("word%1 = %2").arg(word).arg(EncodingFields::hex(words_[word], 8)));
    }

    for (qsizetype i = 0; i < fields_.size(); ++i) {
        const EncodingStripField& f = fields_[i];
        const int style = f.style;
        const QColor ink = style == EncodingFields::kNoStyle
                               ? grey
                               : theme.style(static_cast<WaveStyle>(style)).color;
        QColor fill = ink;
        fill.setAlpha(style == EncodingFields::kNoStyle ? 18 : (theme.dark ? 55 : 34));
        const QRectF r = f.rect.adjusted(0.5, 0.5, -0.5, -0.5);
        p.setPen(QPen(style == EncodingFields::kNoStyle ? grey : ink, 1));
        p.setBrush(fill);
        p.drawRect(r);
        if (r.width() < 10)
            continue;
        const QRectF inner = r.adjusted(2, 1, -2, -1);
        const qreal third = inner.height() / 3;
        const QString bits = f.highBit == f.lowBit
                                 ? QString::number(f.lowBit)
                                 : QStringLiteral("%1:%2").arg(f.highBit).arg(f.lowBit);
        p.setPen(grey);
        p.setFont(bitsFont);
        p.drawText(QRectF(inner.left(), inner.top(), inner.width(), third), Qt::AlignCenter,
                   QFontMetricsF(bitsFont).elidedText(bits, Qt::ElideRight, inner.width()));
        p.setPen(style == EncodingFields::kNoStyle ? grey : pal.color(QPalette::WindowText));
        p.setFont(nameFont);
        const QString name = EncodingFields::label(f);
        p.drawText(QRectF(inner.left(), inner.top() + third, inner.width(), third), Qt::AlignCenter,
                   QFontMetricsF(nameFont).elidedText(name, Qt::ElideRight, inner.width()));
        p.setPen(ink);
        p.setFont(valueFont);
        p.drawText(QRectF(inner.left(), inner.top() + 2 * third, inner.width(), third),
                   Qt::AlignCenter,
                   QFontMetricsF(valueFont).elidedText(f.valueText, Qt::ElideRight, inner.width()));
    }
}

} // namespace wave::widgets
