#include "launch/DeviceProfileCatalog.h"

#include "launch/ConfigDirectory.h"
#include "launch/ShippedProfiles.h"

#include "io/OsError.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>

namespace wave::launch {

DeviceProfileCatalog DeviceProfileCatalog::shipped() {
    DeviceProfileCatalog c;
    for (const ShippedProfileFile& f : shippedProfileFiles()) {
        ProfileError error;
        if (auto p = DeviceProfileLoader::parse(f.json, f.file, error)) {
            p->sourcePath.clear(); // built in: there is no file to open
            c.add(std::move(*p));
        } else {
            c.errors_.push_back(error); // only a broken build gets here; tests check it
        }
    }
    return c;
}

DeviceProfileCatalog DeviceProfileCatalog::load(const std::string& userDir) {
    DeviceProfileCatalog c = shipped();
    std::string listError;
    const std::vector<std::string> files = ConfigDirectory::jsonFiles(userDir, listError);
    if (!listError.empty())
        c.errors_.push_back(ProfileError{userDir, 0, 0, listError});
    for (const std::string& file : files) {
        ProfileError error;
        if (auto p = DeviceProfileLoader::loadFile(file, error))
            c.add(std::move(*p));
        else
            c.errors_.push_back(error);
    }
    return c;
}

bool DeviceProfileCatalog::checkDirectory(const std::string& dir, std::string& error) {
    struct stat st {};
    if (::stat(dir.c_str(), &st) != 0) {
        error = dir + ": " + io::OsError::text(errno);
        return false;
    }
    if (!S_ISDIR(st.st_mode)) {
        error = dir + ": " + io::OsError::text(ENOTDIR);
        return false;
    }
    return true;
}

std::string DeviceProfileCatalog::userDirectory() {
    return ConfigDirectory::path("profiles");
}

const emu::DeviceProfile* DeviceProfileCatalog::find(std::string_view name) const {
    for (const emu::DeviceProfile& p : profiles_) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

std::optional<emu::DeviceProfile>
DeviceProfileCatalog::occupancyDevice(const std::optional<std::string>& profile,
                                      std::uint32_t waveWidth) const {
    if (profile) {
        const emu::DeviceProfile* p = find(*profile);
        return p ? std::optional<emu::DeviceProfile>(*p) : std::nullopt;
    }
    emu::DeviceProfile device;
    device.waveWidth = waveWidth;
    return device;
}

std::string DeviceProfileCatalog::names() const {
    std::string out;
    for (const emu::DeviceProfile& p : profiles_) {
        if (!out.empty())
            out += ", ";
        out += p.name;
    }
    return out;
}

void DeviceProfileCatalog::add(emu::DeviceProfile profile) {
    for (emu::DeviceProfile& p : profiles_) {
        if (p.name == profile.name) {
            p = std::move(profile);
            return;
        }
    }
    profiles_.push_back(std::move(profile));
}

} // namespace wave::launch
