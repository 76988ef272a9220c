#pragma once
// The UTF-8 primitives live in core/isa (isa/Utf8.h). This alias only keeps older includes
// (tests/fuzz) compiling; new code includes isa/Utf8.h.

#include "isa/Utf8.h"

namespace wave::assembler {

using Utf8 = isa::Utf8;

} // namespace wave::assembler
