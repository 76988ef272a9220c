#pragma once
// The user's WAVE Studio configuration directories (device profiles, encoding layouts) and the
// JSON files in them, found the same way for every kind of user data.

#include <string>
#include <string_view>
#include <vector>

namespace wave::launch {

class ConfigDirectory {
public:
    // $XDG_CONFIG_HOME/wave-studio/<leaf>, else $HOME/.config/wave-studio/<leaf>; empty when
    // neither variable is set.
    static std::string path(std::string_view leaf);
    // The *.json files directly in `dir`, sorted by name; a missing directory gives none. A
    // directory that cannot be listed sets `error`.
    static std::vector<std::string> jsonFiles(const std::string& dir, std::string& error);
};

} // namespace wave::launch
