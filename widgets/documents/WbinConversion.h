#pragma once
// The IDE's two bridges between .wbin files and source buffers:
//  * a .wbin (recognised by its "WAVE" magic, not its extension) opens as reassemblable source:
//    the disassembly in Syntax::Source, which assembles back to the same bytes;
//  * File > Export .wbin assembles the buffer and writes it with WbinWriter, the same bytes
//    `wave-asm` writes.

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace wave::widgets {

class WbinConversion {
    Q_DECLARE_TR_FUNCTIONS(wave::widgets::WbinConversion)
public:
    // True when the bytes start with the container's magic "WAVE" (docs/reference/container.md §2).
    static bool hasMagic(const QByteArray& bytes);

    // The source text of a .wbin (a comment line naming the file, then the listing). On a file
    // the disassembler rejects, returns false with a message naming `path`, the reader's or
    // decoder's reason and where in the file it was found.
    static bool disassemble(const QString& path, const QByteArray& bytes, QString& text,
                            QString& error);

    // Assembles `source` and returns the .wbin bytes. Refused (false, with the number of errors
    // and the first one in `error`, a clause for "Cannot export X: <error>") when the source
    // has errors.
    static bool assemble(const QString& source, const QString& fileName, QByteArray& bytes,
                         QString& error);
};

} // namespace wave::widgets
