#pragma once
// The layout `wave-v0.4`, generated from the instruction table and the bit fields of
// isa/Encoding.h rather than written down, so that it cannot drift from what the assembler,
// decoder and emulator do.

#include "layout/Layout.h"

namespace wave::layout {

class LiveLayout {
public:
    static const Layout& get();
};

} // namespace wave::layout
