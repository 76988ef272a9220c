#pragma once
// Bank conflicts of local-memory instructions. Local memory is split into `bankCount` banks of
// `bankWidth` bytes (word w lives in bank w % bankCount). The degree of one wave-instruction is
// the largest number of DISTINCT words its active lanes touch in one bank: 1 is conflict-free,
// lanes reading the same word (broadcast) count once, and 0 means no lane accessed memory.
// Single-threaded: owned by whoever feeds it (the debug session's thread).

#include "debug/analysis/MemoryAccess.h"
#include "debug/analysis/PcTable.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace wave::debug {

struct BankConfig {
    std::uint32_t bankCount = 32;
    std::uint32_t bankWidth = 4; // bytes
};

struct InstructionConflicts {
    std::uint32_t pc = 0;
    std::uint64_t executions = 0; // wave-instructions with at least one lane accessing
    std::uint32_t worst = 0;
    std::uint64_t degreeSum = 0;

    double average() const {
        return executions ? static_cast<double>(degreeSum) / static_cast<double>(executions) : 0.0;
    }
};

class BankConflictAnalyzer {
public:
    BankConflictAnalyzer() : BankConflictAnalyzer(BankConfig{}) {}
    explicit BankConflictAnalyzer(BankConfig config);

    const BankConfig& config() const { return config_; }

    // The degree of one wave-instruction's accesses (sizes of 0 are ignored).
    static std::uint32_t degree(std::span<const LaneAddress> accesses, const BankConfig& config);

    // Incremental feeding, one wave-instruction at a time: begin, one add per lane, end.
    void beginInstruction(std::uint32_t pc);
    void addAccess(std::uint64_t address, std::uint32_t size);
    void addAccesses(const AccessBatch& batch); // space and kind are not looked at
    // Records and returns the degree; instructions without accesses are not recorded.
    std::uint32_t endInstruction();
    // The accesses of the instruction that endInstruction last closed (until the next begin);
    // empty when they are not kept (copying them costs as much as the degree itself).
    std::span<const LaneAddress> lastInstruction() const { return last_; }
    void setKeepAccesses(bool keep) { keep_ = keep; }
    bool keepsAccesses() const { return keep_; }

    // Per instruction, sorted by pc.
    std::vector<InstructionConflicts> results() const;
    // Sum over recorded executions of (degree - 1): the extra serialised bank cycles.
    std::uint64_t extraCycles() const { return extraCycles_; }
    void clear();

private:
    void record(std::uint32_t pc, std::uint32_t degree);
    // Without a sort (power-of-two banks and widths, up to 64 banks; anything else sorts in
    // degree()): each distinct word counts once in its bank, the degree is the largest count.
    // A word is new when it is above every word seen so far (lanes in order on ascending
    // addresses: no look-up), or else when the bank's short chain of words does not hold it.
    void addCounted(std::uint64_t address, std::uint32_t size);
    void countWord(std::uint64_t word);
    void resetCounts();
    // A whole wave's access of one bank word per lane at a constant stride (lanes 0..k-1: a
    // row, a column, a broadcast) gives its degree by arithmetic: a stride of d != 0 words
    // spreads the lanes over P = banks / gcd(d, banks) banks in turn, ceil(k / P) each. Kept
    // as (first word, stride, lanes) and counted word by word only if another batch of the
    // same instruction follows.
    bool addStrided(const AccessBatch& batch);
    void countStrided();
    struct Strided {
        bool active = false;
        std::uint64_t first = 0;
        std::int64_t stride = 0; // in words
        std::uint32_t lanes = 0;
        std::uint32_t degree = 0;
    };
    Strided strided_;
    // An instruction's lanes usually access the same shape again at each execution, shifted
    // (the next iteration, the next tile, the next workgroup): a shift by whole bank words
    // only renames the banks, so the degree stays. Per pc, the last single batch that the
    // counting took (lanes, size, each lane's offset from the first lane's address) and its
    // degree; a batch of that shape shifted by whole bank words takes the degree from it.
    bool addRepeated(const AccessBatch& batch);
    void countRepeated();
    void noteShape(const AccessBatch& batch);
    struct Shape {
        std::uint32_t pc = 0;
        std::uint64_t lanes = 0; // 0: none yet
        std::uint32_t size = 0;
        std::uint32_t anchor = 0; // the first lane's address
        std::uint32_t degree = 0;
        std::array<std::int64_t, 64> offsets{};
    };
    PcTable<Shape> shapes_;
    struct Repeated {
        bool active = false; // the instruction so far is one batch of its pc's shape
        std::uint32_t anchor = 0;
        std::uint32_t degree = 0;
    };
    Repeated repeated_;
    std::uint32_t batches_ = 0; // fed to the instruction so far (accesses one by one count too)
    bool noting_ = false;       // the instruction so far is one batch, counted
    Shape noted_;               // its shape, kept for its pc at the end
    bool keep_ = true;          // pending_ and last_ hold the accesses

    BankConfig config_;
    bool counting_ = false; // the config allows counting without a sort
    std::uint32_t widthShift_ = 0;
    std::uint64_t bankMask_ = 0;
    struct Bank {
        std::int32_t head = -1; // the latest of its words in words_, -1: none
        std::uint32_t count = 0;
    };
    std::vector<Bank> banks_;
    std::vector<std::uint64_t> words_; // the distinct words of the instruction
    std::vector<std::int32_t> next_;   // per entry of words_: the previous word of its bank
    bool ascending_ = true;            // every word so far was above the one before
    std::uint32_t countedDegree_ = 0;
    std::uint32_t currentPc_ = 0;
    std::vector<LaneAddress> pending_;
    std::vector<LaneAddress> last_;
    std::vector<std::uint64_t> scratch_;
    PcTable<InstructionConflicts> byPc_;
    std::uint64_t extraCycles_ = 0;
};

} // namespace wave::debug
