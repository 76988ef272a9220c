#include "isa/SpecialRegisters.h"

#include <array>

namespace wave::isa {

namespace {
constexpr std::array<SpecialRegister, SpecialRegisters::count> kRegisters = {{
    {0, "sr_thread_id_x", "thread x within the workgroup"},
    {1, "sr_thread_id_y", "thread y within the workgroup"},
    {2, "sr_thread_id_z", "thread z within the workgroup"},
    {3, "sr_wave_id", "wave index within the workgroup"},
    {4, "sr_lane_id", "lane within the wave (0 to width-1)"},
    {5, "sr_workgroup_id_x", "workgroup x within the grid"},
    {6, "sr_workgroup_id_y", "workgroup y within the grid"},
    {7, "sr_workgroup_id_z", "workgroup z within the grid"},
    {8, "sr_workgroup_size_x", "workgroup size in x (threads)"},
    {9, "sr_workgroup_size_y", "workgroup size in y (threads)"},
    {10, "sr_workgroup_size_z", "workgroup size in z (threads)"},
    {11, "sr_grid_size_x", "grid size in x (workgroups)"},
    {12, "sr_grid_size_y", "grid size in y (workgroups)"},
    {13, "sr_grid_size_z", "grid size in z (workgroups)"},
    {14, "sr_wave_width", "lanes per wave"},
    {15, "sr_num_waves", "waves in this workgroup"},
    {16, "sr_mma_supported", "1: MMA is available"},
    {17, "sr_mma_m", "MMA tile M (4)"},
    {18, "sr_mma_n", "MMA tile N (4)"},
    {19, "sr_mma_k", "MMA tile K (4)"},
}};
} // namespace

std::span<const SpecialRegister> SpecialRegisters::all() {
    return kRegisters;
}

std::optional<std::uint8_t> SpecialRegisters::indexOf(std::string_view name) {
    for (const SpecialRegister& r : kRegisters)
        if (r.name == name)
            return r.index;
    return std::nullopt;
}

std::string_view SpecialRegisters::name(std::uint8_t index) {
    return index < count ? kRegisters[index].name : std::string_view("sr_unknown");
}

} // namespace wave::isa
