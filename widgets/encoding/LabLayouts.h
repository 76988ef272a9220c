#pragma once
// The layouts the Encoding lab works with: the catalog's (shipped and the user's folder) and
// the ones loaded from files in this session. A deque, so that a layout (and the reports and
// decoded words that point into it) stays where it is when another is added.

#include "layout/Layout.h"

#include <deque>

namespace wave::widgets {

using LabLayouts = std::deque<layout::Layout>;

} // namespace wave::widgets
