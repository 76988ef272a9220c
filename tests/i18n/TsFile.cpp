#include "TsFile.h"

#include <QFile>
#include <QXmlStreamReader>

namespace wave::test {

QString TsMessage::key() const {
    return context + QLatin1String(" | ") + source +
           (comment.isEmpty() ? QString() : QLatin1String(" | ") + comment);
}

bool TsFile::read(const QString& path, TsFile& out, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = path + QLatin1String(": ") + file.errorString();
        return false;
    }
    out = TsFile{};
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                out.messages << message;
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            out.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = TsMessage{};
            message.context = context;
            message.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus)
                message.forms << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            message.forms << xml.readElementText();
        }
    }
    if (xml.hasError()) {
        error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return false;
    }
    return true;
}

} // namespace wave::test
