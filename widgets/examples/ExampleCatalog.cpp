#include "examples/ExampleCatalog.h"

#include "documents/FileIo.h"
#include "launch/WorkspaceSource.h"

#include <QDir>
#include <QRegularExpression>

namespace wave::widgets {

namespace {

const QString kDebuggerMarker = QStringLiteral("In the debugger:");
const QString kLabMarker = QStringLiteral("Encoding lab:");

// A README cell as a sentence of plain text: no code marks, a capital first letter.
QString plainMarkdown(QString text) {
    text = text.remove(QLatin1Char('`')).trimmed();
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

// The comment lines at the top of a kernel, without their ';', in paragraphs (blank comment
// lines separate them; a paragraph's lines are joined with spaces).
QStringList headerParagraphs(const QString& source) {
    QStringList paragraphs;
    QString current;
    const auto flush = [&] {
        if (!current.isEmpty())
            paragraphs << current;
        current.clear();
    };
    for (const QString& raw : source.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (!line.startsWith(QLatin1Char(';')))
            break;
        const QString text = line.mid(1).trimmed();
        if (text.isEmpty()) {
            flush();
            continue;
        }
        // The title is a paragraph of its own even without a blank line after it.
        if (paragraphs.isEmpty() && current.isEmpty()) {
            paragraphs << text;
            continue;
        }
        current += (current.isEmpty() ? QString() : QStringLiteral(" ")) + text;
    }
    flush();
    return paragraphs;
}

void readHeader(Example& example, const QString& fileName) {
    const QStringList paragraphs = headerParagraphs(example.sourceText());
    if (paragraphs.size() < 2) {
        example.error = ExampleCatalog::tr("%1: the kernel has no header comment (a title line "
                                           "and a paragraph that explains it)")
                            .arg(fileName);
        return;
    }
    example.title = paragraphs.first();
    QStringList before;
    QStringList after;
    bool seenHint = false;
    for (qsizetype i = 1; i < paragraphs.size(); ++i) {
        const QString& p = paragraphs[i];
        if (p.startsWith(kLabMarker)) {
            const QStringList parts = p.mid(kLabMarker.size()).split(QLatin1Char(','));
            example.labLayout = parts.value(0).trimmed();
            example.labInstruction = parts.value(1).trimmed();
            continue;
        }
        const qsizetype marker = seenHint ? -1 : p.indexOf(kDebuggerMarker);
        if (marker >= 0) {
            seenHint = true;
            if (marker > 0)
                before << p.left(marker).trimmed();
            example.debuggerHint = p.mid(marker + kDebuggerMarker.size()).trimmed();
            // It follows "In the debugger:" in the comment but stands alone under a heading.
            if (!example.debuggerHint.isEmpty())
                example.debuggerHint[0] = example.debuggerHint[0].toUpper();
        } else {
            (seenHint ? after : before) << p;
        }
    }
    if (!seenHint && !before.isEmpty()) {
        // Without a hint the first paragraph explains and the others describe the data.
        after = before.mid(1);
        before = before.mid(0, 1);
    }
    example.explanation = before.join(QStringLiteral("\n\n"));
    example.dataNote = after.join(QStringLiteral("\n\n"));
}

} // namespace

QString ExampleCatalog::builtinDirectory() {
    return QStringLiteral(":/examples");
}

Example ExampleCatalog::loadExample(const QString& directory, const QString& name,
                                    const QString& summary) {
    Example example;
    example.name = name;
    example.title = name;
    example.summary = summary;
    const QDir dir(directory);
    const QString sourcePath = dir.filePath(example.sourceFileName());
    const QString argumentsPath = dir.filePath(example.argumentsFileName());
    QString error;
    if (!FileIo::read(sourcePath, example.source, error)) {
        example.error = error;
        return example;
    }
    if (!FileIo::read(argumentsPath, example.arguments, error)) {
        example.error = error;
        return example;
    }
    readHeader(example, example.sourceFileName());
    if (!example.isValid())
        return example;
    // The session loader's own reading of a .args file, so the gallery shows exactly the
    // launch the IDE will load beside the opened copy.
    const auto launch = WorkspaceSource::readArguments(argumentsPath, error);
    if (!launch) {
        example.error = error;
        return example;
    }
    example.launch = *launch;
    return example;
}

ExampleCatalog ExampleCatalog::load(const QString& directory) {
    ExampleCatalog catalog;
    const QString indexPath = QDir(directory).filePath(QStringLiteral("README.md"));
    QByteArray bytes;
    QString error;
    if (!FileIo::read(indexPath, bytes, error)) {
        catalog.errors_ << error;
        return catalog;
    }
    // A row of the index: | `name.wave` | what it shows |
    static const QRegularExpression row(
        QStringLiteral("^\\|\\s*`([A-Za-z0-9_-]+)\\.wave`\\s*\\|(.*)\\|\\s*$"));
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        const QRegularExpressionMatch m = row.match(line.trimmed());
        if (!m.hasMatch())
            continue;
        const QString name = m.captured(1);
        if (catalog.find(name))
            continue;
        catalog.examples_ << loadExample(directory, name, plainMarkdown(m.captured(2)));
    }
    if (catalog.examples_.isEmpty())
        catalog.errors_ << tr("%1: no example is listed (expected table rows like "
                              "\"| `name.wave` | what it shows |\")")
                               .arg(indexPath);
    return catalog;
}

const Example* ExampleCatalog::find(const QString& name) const {
    for (const Example& example : examples_)
        if (example.name == name)
            return &example;
    return nullptr;
}

} // namespace wave::widgets
