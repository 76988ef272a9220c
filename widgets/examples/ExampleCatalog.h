#pragma once
// The example kernels that ship with WAVE Studio (resources/examples), compiled into the
// application as the Qt resource ":/examples", so the gallery finds them in the build tree and
// in the installed package alike.
//
// README.md is the index: its table names each kernel (in the gallery's order) with a short
// "Shows" summary. Each kernel's header comment gives the rest: the first line is the title,
// the first paragraph the explanation (up to "In the debugger:", which starts the hint), and
// later paragraphs describe the input and output memory. The launch settings are `<name>.args`
// read by wave-emu's own parser (LaunchSettings::fromArguments).
//
// Loading never fails as a whole: a README that cannot be read is an error of the catalog, a
// kernel with a missing file, no header or .args that do not parse is listed with its error
// (naming the file) so that the gallery can say what is wrong.

#include "examples/Example.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

namespace wave::widgets {

class ExampleCatalog {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::ExampleCatalog)
public:
    // The folder of the compiled-in examples.
    static QString builtinDirectory(); // ":/examples"

    // Reads the examples listed in `directory`/README.md.
    static ExampleCatalog load(const QString& directory = builtinDirectory());
    // One example from its files in `directory`; `summary` is the README's text for it.
    static Example loadExample(const QString& directory, const QString& name,
                               const QString& summary);

    const QVector<Example>& examples() const { return examples_; }
    // Problems of the index itself (README missing, no table, no example listed).
    const QStringList& errors() const { return errors_; }
    const Example* find(const QString& name) const;

private:
    QVector<Example> examples_;
    QStringList errors_;
};

} // namespace wave::widgets
