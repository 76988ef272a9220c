#pragma once
// The editor's block matcher is the language layer's (language/BlockMatcher.h), shared with
// wave-lsp.

#include "language/BlockMatcher.h"

namespace wave::widgets {

using language::BlockMatcher;
using language::KeywordSpan;

} // namespace wave::widgets
