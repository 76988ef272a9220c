#pragma once
// The device profiles a user can pick: the shipped ones (resources/profiles, compiled in so the
// tools need no data path) and the user's own JSON files in userDirectory(). A user file whose
// name equals a shipped profile's replaces it. Files that fail to load are listed in errors()
// and skipped, so one bad file never hides the others.

#include "emu/DeviceProfile.h"
#include "launch/DeviceProfileLoader.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wave::launch {

class DeviceProfileCatalog {
public:
    // The shipped profiles only.
    static DeviceProfileCatalog shipped();
    // Shipped plus every *.json in `userDir` (sorted by file name); a missing directory is fine.
    static DeviceProfileCatalog load(const std::string& userDir);
    // An explicitly given profile directory (--profile-dir) must exist: a typo would otherwise
    // silently fall back to the shipped profiles. False with "DIR: <os error>" otherwise.
    static bool checkDirectory(const std::string& dir, std::string& error);
    // $XDG_CONFIG_HOME/wave-studio/profiles, else $HOME/.config/wave-studio/profiles; empty when
    // neither variable is set.
    static std::string userDirectory();

    const std::vector<emu::DeviceProfile>& profiles() const { return profiles_; }
    const std::vector<ProfileError>& errors() const { return errors_; }
    const emu::DeviceProfile* find(std::string_view name) const;
    // The core that occupancy is computed for (wave-emu --stats, the IDE's Launch dock): the
    // profile named `profile`, or without a name the default DeviceProfile constants at the
    // launch's `waveWidth`. Empty when the name is not in the catalog.
    std::optional<emu::DeviceProfile> occupancyDevice(const std::optional<std::string>& profile,
                                                      std::uint32_t waveWidth) const;
    // "intel-8, intel-16, ..." for messages.
    std::string names() const;

private:
    void add(emu::DeviceProfile profile);

    std::vector<emu::DeviceProfile> profiles_;
    std::vector<ProfileError> errors_;
};

} // namespace wave::launch
