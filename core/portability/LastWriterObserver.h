#pragma once
// Records, for a few device-memory words, the last instruction that wrote each of them (and how
// many writes each had): the site a portability report names for a word that differs between
// runs.

#include "emu/EmuTypes.h"
#include "emu/Observer.h"

#include <cstdint>
#include <map>
#include <vector>

namespace wave::portability {

struct WriterSite {
    bool written = false;
    emu::Dim3 workgroup{0, 0, 0};
    std::uint32_t wave = 0;
    std::uint32_t lane = 0;
    std::uint32_t pc = 0; // kernel-relative
    std::uint32_t op = 0; // index in the decoded program
    bool atomic = false;
    // How many lane writes the word had in the run: the last writer's is the last of them
    // (a debugger's write watchpoint on the word stops that many times; issue 21).
    std::uint32_t writes = 0;

    bool operator==(const WriterSite&) const = default;
};

class LastWriterObserver : public emu::Observer {
public:
    // `words`: byte addresses of 4-byte words (aligned down).
    explicit LastWriterObserver(const std::vector<std::uint64_t>& words);

    std::uint32_t interests() const override;
    emu::ObserverAction beforeInstruction(const emu::InstructionEvent& e) override;
    emu::ObserverAction memoryAccesses(const emu::MemoryBatchEvent& e) override;

    // The last writer of the word containing `address` (written == false: never written).
    WriterSite writer(std::uint64_t address) const;

private:
    std::map<std::uint64_t, WriterSite> sites_; // by word address
    emu::Dim3 workgroup_{0, 0, 0};
    std::uint32_t op_ = 0;
};

} // namespace wave::portability
