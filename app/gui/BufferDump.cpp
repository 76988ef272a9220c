#include "BufferDump.h"

#include "documents/DocumentTabs.h"
#include "documents/FileIo.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace wave::studio {

bool BufferDump::write(const widgets::DocumentTabs& tabs, const QString& path, QString& error) {
    QJsonArray buffers;
    for (const widgets::Document* document : tabs.documents()) {
        buffers.append(QJsonObject{
            {QStringLiteral("title"), document->displayName()},
            {QStringLiteral("path"), document->path()},
            {QStringLiteral("kind"), document->kind() == widgets::Document::Kind::BinaryDisassembly
                                         ? QStringLiteral("disassembly")
                                         : QStringLiteral("source")},
            {QStringLiteral("modified"), document->isModified()},
            {QStringLiteral("text"), document->text()},
        });
    }
    return widgets::FileIo::writeAtomically(path, QJsonDocument(buffers).toJson(), error);
}

} // namespace wave::studio
