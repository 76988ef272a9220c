#include "debug/session/LiveWaveContext.h"

namespace wave::debug {

std::uint64_t LiveWaveContext::activeMask() const {
    return wave_ < wg_.waves.size() ? wg_.waves[wave_].active : 0;
}

} // namespace wave::debug
