#include "editor/CompletionProvider.h"

#include "language/Completion.h"

#include <string_view>

namespace wave::widgets {

namespace {

QString qs(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

std::string_view view(const QByteArray& bytes) {
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

} // namespace

// The rules are the language layer's (language/Completion), shared with wave-lsp; this adapter
// only converts to Qt types.
CompletionProvider::Result CompletionProvider::complete(const QByteArray& source, int line,
                                                        int column) {
    const language::CompletionResult r = language::Completion::complete(view(source), line, column);
    Result result;
    result.prefixStart = r.prefixStart;
    result.prefixLength = r.prefixLength;
    result.wordLength = r.wordLength;
    result.complete = r.complete;
    for (const language::CompletionItem& item : r.items)
        result.items << qs(item.text);
    return result;
}

QString CompletionProvider::insertionText(const QString& item) {
    return qs(language::Completion::insertionText(item.toStdString()));
}

QStringList CompletionProvider::labels(const QByteArray& source) {
    QStringList out;
    for (const std::string& label : language::Completion::labels(view(source)))
        out << qs(label);
    return out;
}

} // namespace wave::widgets
