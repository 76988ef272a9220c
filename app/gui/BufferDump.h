#pragma once
// `wave-studio --dump-buffers FILE`: writes every open buffer as JSON, for scripted reviews and
// for the tests that check what a restarted instance recovered:
//   [{"title": "k.wave", "path": "/abs/k.wave", "kind": "source" | "disassembly",
//     "modified": true, "text": "..."}, ...]   (tab order)

#include <QString>

namespace wave::widgets {
class DocumentTabs;
}

namespace wave::studio {

class BufferDump {
public:
    static bool write(const widgets::DocumentTabs& tabs, const QString& path, QString& error);
};

} // namespace wave::studio
