#pragma once
// The launch layer's name for the project's JSON value (json/JsonValue.h), used by the data
// file readers (device profiles, encoding layouts).

#include "json/JsonValue.h"

namespace wave::launch {

using json::JsonValue;

} // namespace wave::launch
