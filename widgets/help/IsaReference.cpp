#include "IsaReference.h"

#include "isa/InstructionDoc.h"
#include "isa/InstructionTable.h"
#include "isa/SpecialRegisters.h"

#include <QStringList>

#include <algorithm>
#include <vector>

namespace wave::widgets {

namespace {

QString fromView(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString code(const QString& text) {
    return QStringLiteral("<code>%1</code>").arg(text.toHtmlEscaped());
}

// A table with a header row; cells are already HTML.
class HtmlTable {
public:
    // `widths`: optional column widths in percent, one per header.
    explicit HtmlTable(const QStringList& headers, const QList<int>& widths = {}) {
        html_ = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
                               "width=\"100%\" style=\"border-collapse: collapse;\"><tr>");
        for (qsizetype i = 0; i < headers.size(); ++i)
            html_ += QStringLiteral("<th align=\"left\"%1>%2</th>")
                         .arg(i < widths.size() ? QStringLiteral(" width=\"%1%\"").arg(widths[i])
                                                : QString(),
                              headers[i].toHtmlEscaped());
        html_ += QStringLiteral("</tr>");
    }
    void addRow(const QStringList& cells) {
        html_ += QStringLiteral("<tr>");
        for (const QString& c : cells)
            html_ += QStringLiteral("<td valign=\"top\">%1</td>").arg(c);
        html_ += QStringLiteral("</tr>");
    }
    QString finish() const { return html_ + QStringLiteral("</table>"); }

private:
    QString html_;
};

} // namespace

QString IsaReference::syntax(const isa::InstructionInfo& info) {
    return QString::fromStdString(isa::InstructionTable::syntax(info));
}

QString IsaReference::semantics(const isa::InstructionInfo& info) {
    return fromView(info.description);
}

namespace {

QString categoryTitle(isa::Category category) {
    switch (category) {
    case isa::Category::Integer:
        return IsaReference::tr("Integer arithmetic");
    case isa::Category::Float:
        return IsaReference::tr("32-bit floating point");
    case isa::Category::Half:
        return IsaReference::tr("16-bit floating point (f16, bf16)");
    case isa::Category::Double:
        return IsaReference::tr("64-bit floating point (register pairs)");
    case isa::Category::Bitwise:
        return IsaReference::tr("Bitwise and bit operations");
    case isa::Category::Compare:
        return IsaReference::tr("Compare and select");
    case isa::Category::Convert:
        return IsaReference::tr("Conversions");
    case isa::Category::Memory:
        return IsaReference::tr("Memory");
    case isa::Category::Atomic:
        return IsaReference::tr("Atomics");
    case isa::Category::Wave:
        return IsaReference::tr("Wave operations");
    case isa::Category::Control:
        return IsaReference::tr("Control flow");
    case isa::Category::Sync:
        return IsaReference::tr("Synchronization");
    case isa::Category::Mma:
        return IsaReference::tr("Matrix multiply-accumulate (MMA)");
    case isa::Category::Misc:
        return IsaReference::tr("Moves");
    }
    return fromView(isa::categoryName(category));
}

void addInstructionRow(const isa::InstructionInfo& info, HtmlTable& table) {
    const QString name = fromView(info.mnemonic).toHtmlEscaped();
    QString notes = fromView(isa::InstructionDoc::originNote(info.origin));
    if (info.optionalRd)
        notes += (notes.isEmpty() ? QString() : QStringLiteral(". ")) +
                 IsaReference::tr("The destination rd may be omitted.");
    const isa::OpcodeGroup* group = isa::InstructionTable::group(info.opcode);
    const bool modifierIgnored = group != nullptr && !group->validatesModifier();
    QString semantics = IsaReference::semantics(info).toHtmlEscaped();
    if (!notes.isEmpty())
        semantics += QStringLiteral("<br/><i>%1</i>").arg(notes.toHtmlEscaped());
    // Where each operand is encoded, under the syntax in small print.
    QString syntax = code(IsaReference::syntax(info));
    const QString placement = QString::fromStdString(isa::InstructionDoc::operandPlacement(info));
    if (!placement.isEmpty())
        syntax += QStringLiteral("<br/><small>%1</small>").arg(placement.toHtmlEscaped());
    table.addRow({QStringLiteral("<a name=\"%1\"><b>%1</b></a>").arg(name), syntax,
                  code(QString::fromStdString(isa::InstructionDoc::hexByte(info.opcode))),
                  modifierIgnored ? IsaReference::tr("any") : QString::number(info.modifier),
                  IsaReference::tr("%1 bytes").arg(info.size), semantics});
}

QString conventionsSection() {
    const QString p = QStringLiteral("<p>%1</p>");
    QString html = QStringLiteral("<h2>%1</h2>").arg(IsaReference::tr("Operands and syntax"));
    html += p.arg(IsaReference::tr(
        "An instruction is a mnemonic followed by comma-separated operands, optionally preceded "
        "by a guard. Mnemonics and register names are case-sensitive; a comment starts with ; "
        "or # and runs to the end of the line."));
    HtmlTable table(
        {IsaReference::tr("Operand"), IsaReference::tr("Written"), IsaReference::tr("Meaning")});
    table.addRow({IsaReference::tr("register"), code(QStringLiteral("r0 … r254")),
                  IsaReference::tr("A 32-bit general register of the lane. rd is the "
                                   "destination, rs1 to rs3 are sources, raddr holds an "
                                   "address and rval a value to store.")});
    table.addRow({IsaReference::tr("predicate"), code(QStringLiteral("p0 … p3")),
                  IsaReference::tr("A 1-bit predicate register of the lane: pd is written, "
                                   "ps is read.")});
    table.addRow({IsaReference::tr("guard"), code(QStringLiteral("@p1 iadd …  @!p2 …")),
                  IsaReference::tr("Executes the instruction only in the lanes where the "
                                   "predicate holds (or, with !, does not hold). @p0 cannot "
                                   "be encoded and runs unconditionally.")});
    table.addRow({IsaReference::tr("special register"), code(QStringLiteral("sr_lane_id")),
                  IsaReference::tr("A read-only machine value (see Special registers); read "
                                   "it with mov or mov_sr.")});
    table.addRow({IsaReference::tr("immediate"), code(QStringLiteral("42  -7  0x1F  1.5")),
                  IsaReference::tr("Only mov_imm takes an immediate: an integer, or a float "
                                   "stored as its IEEE single-precision bits.")});
    table.addRow({IsaReference::tr("label"), code(QStringLiteral("loop_top:  call f")),
                  IsaReference::tr("A name followed by a colon marks a code offset; call "
                                   "jumps to one.")});
    html += table.finish();
    html += p.arg(IsaReference::tr(
        "Size is the number of bytes the instruction occupies: 4 (one word) or 8 (two words). "
        "Opcode and modifier are the fields of the first word that select the operation."));
    return html;
}

QString specialRegistersSection() {
    QString html = QStringLiteral("<h2>%1</h2>").arg(IsaReference::tr("Special registers"));
    HtmlTable table(
        {IsaReference::tr("Name"), IsaReference::tr("Index"), IsaReference::tr("Meaning")});
    for (const isa::SpecialRegister& r : isa::SpecialRegisters::all())
        table.addRow({QStringLiteral("<a name=\"%1\"><b>%1</b></a>").arg(fromView(r.name)),
                      QString::number(r.index), fromView(r.description).toHtmlEscaped()});
    return html + table.finish();
}

QString directiveKind(isa::DirectiveKind kind) {
    switch (kind) {
    case isa::DirectiveKind::Directive:
        return IsaReference::tr("directive");
    case isa::DirectiveKind::CacheHint:
        return IsaReference::tr("cache hint");
    case isa::DirectiveKind::Scope:
        return IsaReference::tr("scope");
    }
    return {};
}

QString directivesSection() {
    QString html =
        QStringLiteral("<h2>%1</h2>").arg(IsaReference::tr("Directives, cache hints and scopes"));
    HtmlTable table({IsaReference::tr("Name"), IsaReference::tr("Kind"), IsaReference::tr("Syntax"),
                     IsaReference::tr("Meaning")});
    for (const isa::DirectiveDoc& d : isa::InstructionDoc::directives()) {
        const QString name = (QStringLiteral(".") + fromView(d.name)).toHtmlEscaped();
        table.addRow({QStringLiteral("<a name=\"%1\"><b>%1</b></a>").arg(name),
                      directiveKind(d.kind), code(fromView(d.syntax)),
                      fromView(d.description).toHtmlEscaped()});
    }
    return html + table.finish();
}

} // namespace

QString IsaReference::html() {
    const auto rows = isa::InstructionTable::all();
    // Categories in the order of their first row (the table follows the ISA's chapters).
    std::vector<isa::Category> categories;
    for (const isa::InstructionInfo& info : rows)
        if (std::find(categories.begin(), categories.end(), info.category) == categories.end())
            categories.push_back(info.category);

    QString html = QStringLiteral("<html><body><h1>%1</h1>").arg(tr("WAVE ISA reference"));
    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Generated from the instruction table of this build: %n instruction(s) "
                        "in %1 categories, %2 special registers, and the directives.",
                        nullptr, static_cast<int>(rows.size()))
                         .arg(categories.size())
                         .arg(isa::SpecialRegisters::all().size()));
    html += conventionsSection();
    const QStringList headers = {tr("Mnemonic"), tr("Syntax"), tr("Opcode"),
                                 tr("Modifier"), tr("Size"),   tr("Semantics")};
    for (const isa::Category category : categories) {
        html += QStringLiteral("<h2>%1</h2>").arg(categoryTitle(category).toHtmlEscaped());
        HtmlTable table(headers, {14, 30, 7, 7, 7, 35});
        for (const isa::InstructionInfo& info : rows)
            if (info.category == category)
                addInstructionRow(info, table);
        html += table.finish();
    }
    html += specialRegistersSection();
    html += directivesSection();
    return html + QStringLiteral("</body></html>");
}

} // namespace wave::widgets
