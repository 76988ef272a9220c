#pragma once
// Real key presses on whatever has the focus, as a user types: the journey tests send every key
// to QApplication::focusWidget(), never to a widget they pick, so a focus bug fails them.

#include <QApplication>
#include <QString>
#include <QTest>
#include <QWidget>

namespace wave::apptest {

inline QWidget* focused() {
    return QApplication::focusWidget();
}

// Types `text` key by key (Enter for '\n'); false when nothing has the focus.
[[nodiscard]] inline bool typeOnFocus(const QString& text) {
    for (const QChar c : text) {
        QWidget* widget = focused();
        if (widget == nullptr)
            return false;
        if (c == QLatin1Char('\n'))
            QTest::keyClick(widget, Qt::Key_Return);
        else
            QTest::keyClicks(widget, QString(c));
    }
    return true;
}

// Presses `key` on what has the focus; false when nothing has it.
[[nodiscard]] inline bool pressOnFocus(Qt::Key key,
                                       Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QWidget* widget = focused();
    if (widget == nullptr)
        return false;
    QTest::keyClick(widget, key, modifiers);
    return true;
}

} // namespace wave::apptest
