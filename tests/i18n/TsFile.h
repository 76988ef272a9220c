#pragma once
// A Qt Linguist .ts file as the translation test needs it: the messages with their context,
// source, disambiguation comment, translation state and text (the plural forms of a %n
// message).

#include <QList>
#include <QString>
#include <QStringList>

namespace wave::test {

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type;      // "unfinished", "obsolete", "vanished", or empty when finished
    QStringList forms; // the translation; one form per plural form of a numerus message

    // Identifies the message across lupdate runs.
    QString key() const;
};

struct TsFile {
    QString language;
    QList<TsMessage> messages;

    // Reads `path`; on failure returns false with `error` set.
    static bool read(const QString& path, TsFile& out, QString& error);
};

} // namespace wave::test
