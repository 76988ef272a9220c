#include "editor/InstructionHelp.h"

#include "editor/CategoryText.h"

#include "isa/InstructionTable.h"
#include "language/HelpTopic.h"

namespace wave::widgets {

namespace {

QString html(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).toHtmlEscaped();
}

// A monospace first line, then the paragraphs.
QString compose(const QString& code, const QStringList& paragraphs) {
    QString s =
        QStringLiteral("<p style='white-space:pre'><code>") + code + QStringLiteral("</code></p>");
    for (const QString& p : paragraphs)
        s += QStringLiteral("<p>") + p + QStringLiteral("</p>");
    return s;
}

} // namespace

QString InstructionHelp::forInstruction(const isa::InstructionInfo& info) {
    const std::string syntax = isa::InstructionTable::syntax(info);
    const std::string_view mnemonic = info.mnemonic;
    QString code = QStringLiteral("<b>") + html(mnemonic) + QStringLiteral("</b>") +
                   html(std::string_view(syntax).substr(mnemonic.size()));
    QStringList paragraphs;
    paragraphs << html(info.description);
    paragraphs << tr("Encoding: %1").arg(html(isa::InstructionDoc::encodingSummary(info)));
    paragraphs << tr("Category: %1").arg(CategoryText::name(info.category).toHtmlEscaped());
    const std::string placement = isa::InstructionDoc::operandPlacement(info);
    if (!placement.empty())
        paragraphs << tr("Operands: %1").arg(html(placement));
    if (info.optionalRd)
        paragraphs << tr("The destination rd may be omitted.");
    const std::string_view origin = isa::InstructionDoc::originNote(info.origin);
    if (!origin.empty())
        paragraphs << QStringLiteral("<i>") + html(origin) + QStringLiteral("</i>");
    return compose(code, paragraphs);
}

QString InstructionHelp::forSpecialRegister(const isa::SpecialRegister& reg) {
    return compose(QStringLiteral("<b>") + html(reg.name) + QStringLiteral("</b>"),
                   {html(reg.description),
                    tr("Special register %1, read with mov or mov_sr.").arg(reg.index)});
}

QString InstructionHelp::forDirective(const isa::DirectiveDoc& doc) {
    return compose(html(doc.syntax), {html(doc.description)});
}

QString InstructionHelp::forGuard(std::string_view text) {
    const bool negated = text.size() > 1 && text[1] == '!';
    const QString predicate = html(text.substr(negated ? 2 : 1));
    QString what = negated ? tr("Runs only in the lanes where %1 is false.").arg(predicate)
                           : tr("Runs only in the lanes where %1 is true.").arg(predicate);
    if (!negated && predicate == QLatin1String("p0"))
        what = tr("@p0 encodes as no guard: the instruction always runs.");
    return compose(
        QStringLiteral("<b>") + html(text) + QStringLiteral("</b>"),
        {what, tr("Guard: %1.").arg(html(isa::InstructionDoc::bitRange(isa::Encoding::kGuard)))});
}

// Which topic a token is about is the language layer's (language/HelpTopic, shared with
// wave-lsp's hover); this class renders it as rich text.
QString InstructionHelp::forToken(std::string_view line, const SourceToken& token) {
    const language::HelpTopic topic = language::HelpTopic::of(line, token);
    switch (topic.kind) {
    case language::HelpTopic::Kind::Instruction:
        return forInstruction(*topic.instruction);
    case language::HelpTopic::Kind::SpecialRegister:
        return forSpecialRegister(*topic.specialRegister);
    case language::HelpTopic::Kind::Directive:
        return forDirective(*topic.directive);
    case language::HelpTopic::Kind::Guard:
        return forGuard(topic.guard);
    case language::HelpTopic::Kind::None:
        break;
    }
    return {};
}

} // namespace wave::widgets
