#include "LanguageActions.h"

#include "StudioIds.h"

#include "workbench/WindowRegistry.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTranslator>

namespace wave::studio {

namespace {

const QString kLanguageKey = QStringLiteral("ui/language");
const QString kSystem = QStringLiteral("system");

// Each language is offered under its own name (an endonym), whatever the current language.
struct Language {
    const char* code;
    const char* nativeName; // UTF-8
};
constexpr Language kLanguages[] = {
    {"en", "English"},
    {"de", "Deutsch"},
    {"zh_CN", "\xE7\xAE\x80\xE4\xBD\x93\xE4\xB8\xAD\xE6\x96\x87"}, // 简体中文
};

// Loads `file` (a base name such as "wave_studio") for `locale` from `dir` and installs it;
// the translator belongs to the application and lives as long as it.
void install(QCoreApplication& app, const QLocale& locale, const QString& file,
             const QString& dir) {
    auto* translator = new QTranslator(&app);
    if (translator->load(locale, file, QStringLiteral("_"), dir))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

} // namespace

LanguageActions::LanguageActions(QMainWindow* window) : QObject(window), window_(window) {}

QStringList LanguageActions::codes() {
    QStringList out;
    for (const Language& language : kLanguages)
        out << QLatin1String(language.code);
    return out;
}

bool LanguageActions::isValid(const QString& code) {
    return code == kSystem || codes().contains(code);
}

QString LanguageActions::storedLanguage() {
    const QString code = QSettings().value(kLanguageKey).toString();
    return codes().contains(code) ? code : QString();
}

void LanguageActions::setStoredLanguage(const QString& code) {
    if (codes().contains(code))
        QSettings().setValue(kLanguageKey, code);
    else
        QSettings().remove(kLanguageKey);
}

QLocale LanguageActions::installTranslators(QCoreApplication& app, const QString& code) {
    const QString chosen = code.isEmpty() ? storedLanguage() : code == kSystem ? QString() : code;
    const QLocale locale = chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
    if (!chosen.isEmpty())
        QLocale::setDefault(locale);
    // Translators installed later are asked first: the language's own file wins over the
    // English plural forms ("1 error", "2 errors").
    const QString i18n = QStringLiteral(":/i18n");
    install(app, QLocale(QLocale::English), QStringLiteral("wave_studio"), i18n);
    if (locale.language() != QLocale::English && locale.language() != QLocale::C) {
        install(app, locale, QStringLiteral("wave_studio"), i18n);
        // Qt's own texts (standard buttons and dialogs) and QScintilla's, where installed.
        const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        install(app, locale, QStringLiteral("qtbase"), qtDir);
        install(app, locale, QStringLiteral("qscintilla"), qtDir);
    }
    return locale;
}

void LanguageActions::populateMenu(QMenu* menu) {
    QMenu* languages = menu->addMenu(tr("&Language"));
    widgets::WindowRegistry::of(window_)->add(StudioIds::LanguageMenu, languages);
    auto* group = new QActionGroup(this);
    group->setExclusive(true);
    const QString stored = storedLanguage();

    QAction* system = languages->addAction(tr("&System"));
    system->setObjectName(QStringLiteral("actionLanguage-system"));
    system->setData(QString());
    languages->addSeparator();
    QList<QAction*> actions{system};
    for (const Language& language : kLanguages) {
        QAction* action = languages->addAction(QString::fromUtf8(language.nativeName));
        action->setObjectName(QStringLiteral("actionLanguage-") + QLatin1String(language.code));
        action->setData(QLatin1String(language.code));
        actions << action;
    }
    for (QAction* action : actions) {
        action->setCheckable(true);
        action->setChecked(action->data().toString() == stored);
        group->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, code = action->data().toString()] { choose(code); });
    }
    languages->addSeparator();
    QAction* note = languages->addAction(tr("Takes effect after restart"));
    note->setEnabled(false);
}

void LanguageActions::choose(const QString& code) {
    setStoredLanguage(code);
    window_->statusBar()->showMessage(
        tr("The language will change the next time WAVE Studio starts."), 10000);
}

} // namespace wave::studio
