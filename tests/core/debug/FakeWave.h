#pragma once
// A hand-built wave for expression tests: registers, predicates and builtins set directly.

#include "debug/expr/EvalContext.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

namespace wave::debug::test {

class FakeWave : public expr::EvalContext {
public:
    explicit FakeWave(std::uint32_t width = 32) : width_(width), regs_(width), preds_(width) {
        mask_ = width >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << width) - 1;
    }

    void setReg(std::uint32_t lane, std::uint32_t index, std::uint32_t value) {
        regs_[lane][index] = value;
    }
    void setRegF(std::uint32_t lane, std::uint32_t index, float value) {
        std::uint32_t bits;
        std::memcpy(&bits, &value, 4);
        regs_[lane][index] = bits;
    }
    void setPred(std::uint32_t lane, std::uint32_t index, bool value) {
        preds_[lane][index] = value;
    }
    void setMask(std::uint64_t mask) { mask_ = mask; }
    std::int64_t waveId = 0;
    std::int64_t workgroupId = 0;
    std::int64_t pcValue = 0;
    std::int64_t lineValue = 0;

    std::uint32_t waveWidth() const override { return width_; }
    std::uint64_t activeMask() const override { return mask_; }
    std::uint32_t reg(std::uint32_t lane, std::uint32_t index) const override {
        return index < 16 ? regs_[lane][index] : 0;
    }
    bool predicate(std::uint32_t lane, std::uint32_t index) const override {
        return index < 4 && preds_[lane][index];
    }
    std::int64_t builtin(expr::Builtin which, std::uint32_t lane) const override {
        switch (which) {
        case expr::Builtin::Wave:
            return waveId;
        case expr::Builtin::Workgroup:
            return workgroupId;
        case expr::Builtin::WorkgroupX:
            return workgroupId;
        case expr::Builtin::ThreadX:
            return waveId * width_ + lane;
        case expr::Builtin::WaveWidth:
            return width_;
        case expr::Builtin::Pc:
            return pcValue;
        case expr::Builtin::Line:
            return lineValue;
        default:
            return 0;
        }
    }

private:
    std::uint32_t width_;
    std::uint64_t mask_;
    std::vector<std::array<std::uint32_t, 16>> regs_;
    std::vector<std::array<bool, 4>> preds_;
};

} // namespace wave::debug::test
