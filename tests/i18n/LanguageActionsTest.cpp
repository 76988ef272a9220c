// The user-interface language (issue 7): installTranslators() finds the embedded translation of
// each shipped language (the same .qm files as wave-studio, under :/i18n), View > Language
// stores the choice, and --lang is checked.

#include "LanguageActions.h"
#include "StudioOptions.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTranslator>

#include <gtest/gtest.h>

namespace {

using wave::studio::LanguageActions;

// Removes the translators a previous installTranslators() call installed.
void resetTranslators() {
    for (QTranslator* t : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    QLocale::setDefault(QLocale::c());
}

QString file() {
    return QCoreApplication::translate("wave::studio::MainWindow", "&File");
}

QString errors(int n) {
    return QCoreApplication::translate("wave::studio::MainWindow", "%n error(s)", nullptr, n);
}

TEST(LanguageActions, InstallsTheChosenLanguage) {
    resetTranslators();
    const QLocale german = LanguageActions::installTranslators(*qApp, QStringLiteral("de"));
    EXPECT_EQ(german.language(), QLocale::German);
    EXPECT_EQ(QLocale().language(), QLocale::German); // the default locale follows
    EXPECT_EQ(file(), QStringLiteral("&Datei"));
    EXPECT_EQ(errors(1), QStringLiteral("1 Fehler"));

    resetTranslators();
    LanguageActions::installTranslators(*qApp, QStringLiteral("zh_CN"));
    EXPECT_EQ(file(), QString::fromUtf8("文件(&F)"));
    EXPECT_EQ(errors(3), QString::fromUtf8("3 个错误"));

    resetTranslators();
    LanguageActions::installTranslators(*qApp, QStringLiteral("en"));
    EXPECT_EQ(file(), QStringLiteral("&File"));
    EXPECT_EQ(errors(1), QStringLiteral("1 error")); // English plural forms
    EXPECT_EQ(errors(2), QStringLiteral("2 errors"));
    resetTranslators();
}

TEST(LanguageActions, MenuStoresTheChoiceForTheNextStart) {
    resetTranslators();
    QTemporaryDir profile;
    ASSERT_TRUE(profile.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, profile.path());
    EXPECT_EQ(LanguageActions::storedLanguage(), QString());

    QMainWindow window;
    QMenu view;
    auto* actions = new LanguageActions(&window);
    actions->populateMenu(&view);
    auto* system = view.findChild<QAction*>(QStringLiteral("actionLanguage-system"));
    auto* chinese = view.findChild<QAction*>(QStringLiteral("actionLanguage-zh_CN"));
    ASSERT_TRUE(system && chinese);
    EXPECT_TRUE(system->isChecked()); // nothing stored: follow the system
    EXPECT_EQ(chinese->text(), QString::fromUtf8("简体中文"));

    chinese->trigger();
    EXPECT_EQ(LanguageActions::storedLanguage(), QStringLiteral("zh_CN"));
    EXPECT_EQ(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("zh_CN"));
    EXPECT_TRUE(chinese->isChecked());
    EXPECT_FALSE(window.statusBar()->currentMessage().isEmpty()); // "…next time…"
    // Applied at the next start: the running translation does not change.
    EXPECT_EQ(file(), QStringLiteral("&File"));

    // The stored choice is what a start without --lang installs.
    LanguageActions::installTranslators(*qApp);
    EXPECT_EQ(file(), QString::fromUtf8("文件(&F)"));
    resetTranslators();

    system->trigger();
    EXPECT_EQ(LanguageActions::storedLanguage(), QString());
    EXPECT_FALSE(QSettings().contains(QStringLiteral("ui/language")));

    // A value that is not a shipped language is ignored.
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("xx"));
    EXPECT_EQ(LanguageActions::storedLanguage(), QString());
}

TEST(LanguageActions, LangOptionIsChecked) {
    wave::studio::StudioOptions options;
    QString error;
    const QString exe = QStringLiteral("wave-studio");
    EXPECT_TRUE(wave::studio::StudioOptions::parse(
        {exe, QStringLiteral("--lang"), QStringLiteral("zh_CN")}, options, error));
    EXPECT_EQ(options.language, QStringLiteral("zh_CN"));
    EXPECT_TRUE(
        wave::studio::StudioOptions::parse({exe, QStringLiteral("--lang=system")}, options, error));
    EXPECT_FALSE(wave::studio::StudioOptions::parse(
        {exe, QStringLiteral("--lang"), QStringLiteral("fr")}, options, error));
    EXPECT_TRUE(error.contains(QStringLiteral("fr")));
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("WAVE-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
