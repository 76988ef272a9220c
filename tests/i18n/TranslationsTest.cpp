// The translations (issue 7): every shipped .ts file is complete and current, i.e. running
// lupdate over today's sources into a copy of it adds nothing, drops nothing and leaves no entry
// unfinished; every translation keeps the source's placeholders and keyboard mnemonic; and the
// .qm files built from them translate known strings.

#include "TsFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTranslator>

#include <gtest/gtest.h>

namespace {

using wave::test::TsFile;
using wave::test::TsMessage;

QStringList split(const char* joined) {
    return QString::fromUtf8(joined).split(QLatin1Char('|'), Qt::SkipEmptyParts);
}

// Runs lupdate like update_translations does, merging today's sources into `tsPath`.
void runLupdate(const QString& tsPath, bool pluralOnly, QString& output) {
    QStringList args = split(WAVE_TR_LUPDATE_OPTIONS);
    if (pluralOnly)
        args << QStringLiteral("-pluralonly");
    args << QStringLiteral("@" WAVE_TR_SOURCE_LIST) << QStringLiteral("-ts") << tsPath;
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(WAVE_LUPDATE), args);
    ASSERT_TRUE(lupdate.waitForFinished(50000)) << "lupdate did not finish";
    output = QString::fromLocal8Bit(lupdate.readAll());
    ASSERT_EQ(lupdate.exitStatus(), QProcess::NormalExit) << output.toStdString();
    ASSERT_EQ(lupdate.exitCode(), 0) << output.toStdString();
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression re(QStringLiteral("%(?:n|L?\\d{1,2})"));
    QSet<QString> out;
    for (const QRegularExpressionMatch& m : re.globalMatch(text))
        out.insert(m.captured());
    return out;
}

// A keyboard mnemonic ("&File", "文件(&F)"), not "&&" or an HTML entity.
bool hasMnemonic(const QString& text) {
    static const QRegularExpression re(QStringLiteral("(^|[^&])&[^&\\s;]"));
    static const QRegularExpression entity(QStringLiteral("&[a-z]+;|&#"));
    return !text.contains(entity) && re.match(text).hasMatch();
}

std::string describe(const TsMessage& m) {
    // Built with QString: GCC 12 reports a false -Wstringop-overflow on `"[" + std::string`
    // (GCC bug 105651) when <string> comes from the precompiled header.
    return QStringLiteral("[%1] \"%2\"").arg(m.context, m.source).toStdString();
}

// `forms`: the number of plural forms of the file's language.
void checkFile(const QString& shippedPath, bool pluralOnly, int forms) {
    SCOPED_TRACE(shippedPath.toStdString());
    TsFile shipped;
    QString error;
    ASSERT_TRUE(TsFile::read(shippedPath, shipped, error)) << error.toStdString();

    // The shipped file itself: every entry finished and well-formed.
    int problems = 0;
    for (const TsMessage& m : shipped.messages) {
        if (!m.type.isEmpty()) {
            ADD_FAILURE() << m.type.toStdString() << " entry: " << describe(m);
            ++problems;
            continue;
        }
        const qsizetype expected = m.numerus ? forms : 1;
        if (m.forms.size() != expected) {
            ADD_FAILURE() << describe(m) << ": " << m.forms.size() << " forms, expected "
                          << expected;
            continue;
        }
        for (qsizetype i = 0; i < m.forms.size(); ++i) {
            const QString& form = m.forms[i];
            if (form.trimmed().isEmpty()) {
                ADD_FAILURE() << "empty translation: " << describe(m);
                continue;
            }
            QSet<QString> want = placeholders(m.source);
            const QSet<QString> got = placeholders(form);
            // A singular form may spell the number out ("ein Fehler").
            if (m.numerus && m.forms.size() > 1 && i == 0)
                want.remove(QStringLiteral("%n"));
            if (!got.contains(want) || !want.contains(got - QSet<QString>{QStringLiteral("%n")})) {
                ADD_FAILURE() << describe(m) << ": placeholders differ in \"" << form.toStdString()
                              << "\"";
            }
            if (hasMnemonic(m.source) && !hasMnemonic(form)) {
                ADD_FAILURE() << describe(m) << ": the mnemonic (&) is missing in \""
                              << form.toStdString() << "\"";
            }
        }
    }
    EXPECT_EQ(problems, 0) << problems << " entries are not finished";

    // lupdate over today's sources into a copy: nothing new, nothing gone, nothing unfinished.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString fresh = dir.filePath(QFileInfo(shippedPath).fileName());
    ASSERT_TRUE(QFile::copy(shippedPath, fresh));
    QFile::setPermissions(fresh, QFile::ReadOwner | QFile::WriteOwner);
    QString output;
    runLupdate(fresh, pluralOnly, output);
    TsFile updated;
    ASSERT_TRUE(TsFile::read(fresh, updated, error)) << error.toStdString();

    QSet<QString> before;
    for (const TsMessage& m : shipped.messages)
        before.insert(m.key());
    QSet<QString> after;
    for (const TsMessage& m : updated.messages) {
        after.insert(m.key());
        if (m.type == QLatin1String("unfinished") && before.contains(m.key())) {
            ADD_FAILURE() << "unfinished after lupdate: " << describe(m);
        }
    }
    for (const QString& key : after - before) {
        ADD_FAILURE() << "missing from the shipped file (run update_translations and translate "
                         "it): "
                      << key.toStdString();
    }
    for (const QString& key : before - after) {
        ADD_FAILURE() << "obsolete (no longer in the sources; run update_translations): "
                      << key.toStdString();
    }
    if (!pluralOnly) { // lupdate found the sources at all
        EXPECT_GT(after.size(), 100) << output.toStdString();
    }
}

TEST(Translations, FullTranslationsAreCompleteAndCurrent) {
    const QStringList files = split(WAVE_TR_TS_FULL);
    ASSERT_GE(files.size(), 2);
    for (const QString& path : files) {
        // Chinese has a single plural form, German two.
        const int forms = path.contains(QLatin1String("_zh")) ? 1 : 2;
        checkFile(path, false, forms);
    }
}

TEST(Translations, EnglishPluralFormsAreCompleteAndCurrent) {
    checkFile(QStringLiteral(WAVE_TR_TS_PLURALS), true, 2);
}

QString qmFile(const QString& language) {
    for (const QString& path : split(WAVE_TR_QM_FILES)) {
        if (QFileInfo(path).completeBaseName() == QLatin1String("wave_studio_") + language)
            return path;
    }
    return {};
}

TEST(Translations, CompiledFilesTranslate) {
    struct Case {
        const char* language;
        const char* context;
        const char* source;
        int n;
        QString expected;
    };
    const Case cases[] = {
        {"de", "wave::studio::MainWindow", "&File", -1, QStringLiteral("&Datei")},
        {"de", "wave::studio::MainWindow", "%n error(s)", 1, QStringLiteral("%n Fehler")},
        {"de", "wave::studio::MainWindow", "%n warning(s)", 1, QStringLiteral("%n Warnung")},
        {"de", "wave::studio::MainWindow", "%n warning(s)", 3, QStringLiteral("%n Warnungen")},
        {"zh_CN", "wave::studio::MainWindow", "&File", -1, QString::fromUtf8("文件(&F)")},
        {"zh_CN", "wave::studio::MainWindow", "%n error(s)", 2, QString::fromUtf8("%n 个错误")},
        {"en", "wave::studio::MainWindow", "%n error(s)", 1, QStringLiteral("%n error")},
        {"en", "wave::studio::MainWindow", "%n error(s)", 2, QStringLiteral("%n errors")},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(std::string(c.language) + ": " + c.source);
        const QString path = qmFile(QLatin1String(c.language));
        ASSERT_FALSE(path.isEmpty()) << "no .qm file for " << c.language;
        QTranslator translator;
        ASSERT_TRUE(translator.load(path)) << path.toStdString();
        EXPECT_EQ(translator.translate(c.context, c.source, nullptr, c.n), c.expected);
    }
}

} // namespace
