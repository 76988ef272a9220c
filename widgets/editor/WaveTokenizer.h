#pragma once
// The editor's tokenizer is the language layer's (language/WaveTokenizer.h), shared with wave-lsp.

#include "language/WaveTokenizer.h"

namespace wave::widgets {

using language::SourceToken;
using language::TokenKind;
using language::WaveTokenizer;

} // namespace wave::widgets
