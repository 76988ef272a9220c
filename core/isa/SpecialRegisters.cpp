#include "isa/SpecialRegisters.h"

#include <array>

namespace wave::isa {

namespace {
using Id = SpecialRegisterId;

constexpr SpecialRegister sr(Id id, std::string_view name, std::string_view description) {
    return {id, static_cast<std::uint8_t>(id), name, description};
}

constexpr std::array<SpecialRegister, SpecialRegisters::count> kRegisters = {{
    sr(Id::ThreadIdX, "sr_thread_id_x", "thread x within the workgroup"),
    sr(Id::ThreadIdY, "sr_thread_id_y", "thread y within the workgroup"),
    sr(Id::ThreadIdZ, "sr_thread_id_z", "thread z within the workgroup"),
    sr(Id::WaveId, "sr_wave_id", "wave index within the workgroup"),
    sr(Id::LaneId, "sr_lane_id", "lane within the wave (0 to width-1)"),
    sr(Id::WorkgroupIdX, "sr_workgroup_id_x", "workgroup x within the grid"),
    sr(Id::WorkgroupIdY, "sr_workgroup_id_y", "workgroup y within the grid"),
    sr(Id::WorkgroupIdZ, "sr_workgroup_id_z", "workgroup z within the grid"),
    sr(Id::WorkgroupSizeX, "sr_workgroup_size_x", "workgroup size in x (threads)"),
    sr(Id::WorkgroupSizeY, "sr_workgroup_size_y", "workgroup size in y (threads)"),
    sr(Id::WorkgroupSizeZ, "sr_workgroup_size_z", "workgroup size in z (threads)"),
    sr(Id::GridSizeX, "sr_grid_size_x", "grid size in x (workgroups)"),
    sr(Id::GridSizeY, "sr_grid_size_y", "grid size in y (workgroups)"),
    sr(Id::GridSizeZ, "sr_grid_size_z", "grid size in z (workgroups)"),
    sr(Id::WaveWidth, "sr_wave_width", "lanes per wave"),
    sr(Id::NumWaves, "sr_num_waves", "waves in this workgroup"),
    sr(Id::MmaSupported, "sr_mma_supported", "1: MMA is available"),
    sr(Id::MmaM, "sr_mma_m", "MMA tile M (4)"),
    sr(Id::MmaN, "sr_mma_n", "MMA tile N (4)"),
    sr(Id::MmaK, "sr_mma_k", "MMA tile K (4)"),
}};

// name(index) indexes the table: row i must be register i.
constexpr bool rowsInIdOrder() {
    for (std::size_t i = 0; i < kRegisters.size(); ++i)
        if (kRegisters[i].index != i)
            return false;
    return true;
}
static_assert(rowsInIdOrder());
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
