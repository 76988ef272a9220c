#pragma once
// The user-interface language: View > Language (System, English, Deutsch, 简体中文), stored in
// QSettings ("ui/language", empty for "follow the system locale"), and the translators that
// main() installs from it before the first widget exists. A change takes effect at the next
// start: widgets translate their texts when they are built and do not retranslate themselves.
// GUI thread only.

#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>

class QCoreApplication;
class QMainWindow;
class QMenu;

namespace wave::studio {

class LanguageActions : public QObject {
    Q_OBJECT
public:
    explicit LanguageActions(QMainWindow* window);

    // Adds the Language submenu to `menu`.
    void populateMenu(QMenu* menu);

    // The languages that ship a translation, as locale codes ("en", "de", "zh_CN").
    static QStringList codes();
    // True for one of codes() or "system".
    static bool isValid(const QString& code);
    // The stored choice: one of codes(), or empty to follow the system locale.
    static QString storedLanguage();
    static void setStoredLanguage(const QString& code);

    // Installs the translators for `code` (a --lang value: one of codes() or "system"), or the
    // stored choice when `code` is empty: English plural forms always, then the language's own
    // file, and Qt's and QScintilla's where they are installed. A chosen language also becomes the
    // default QLocale. Returns the locale whose translations were looked up.
    static QLocale installTranslators(QCoreApplication& app, const QString& code = QString());

private:
    void choose(const QString& code);

    QMainWindow* window_;
};

} // namespace wave::studio
