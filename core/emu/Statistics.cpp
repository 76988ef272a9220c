#include "emu/Statistics.h"

namespace wave::emu {

Statistics& Statistics::operator+=(const Statistics& o) {
    integerOps += o.integerOps;
    floatOps += o.floatOps;
    memoryOps += o.memoryOps;
    controlOps += o.controlOps;
    waveOps += o.waveOps;
    atomicInstructions += o.atomicInstructions;
    atomicLanes += o.atomicLanes;
    deviceLoads += o.deviceLoads;
    deviceLoadBytes += o.deviceLoadBytes;
    deviceStores += o.deviceStores;
    deviceStoreBytes += o.deviceStoreBytes;
    localLoads += o.localLoads;
    localLoadBytes += o.localLoadBytes;
    localStores += o.localStores;
    localStoreBytes += o.localStoreBytes;
    barriers += o.barriers;
    divergentBranches += o.divergentBranches;
    workgroups += o.workgroups;
    waves += o.waves;
    barrierDivergences += o.barrierDivergences;
    laneInstructions += o.laneInstructions;
    return *this;
}

} // namespace wave::emu
