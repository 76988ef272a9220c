#include "disasm/Disassembler.h"

#include "disasm/InstructionFormatter.h"
#include "isa/Decoder.h"

#include <algorithm>

namespace wave::disasm {

namespace {

// Where the bytes to decode are and how positions in them map to the offsets shown.
struct Image {
    std::span<const std::uint8_t> bytes;
    std::uint64_t codeStart = 0; // position of the code section in `bytes`
    std::uint64_t codeSize = 0;
    std::uint64_t displayBias = 0; // added to positions in `bytes` to give file offsets
    std::span<const isa::Kernel> kernels;
    Syntax syntax = Syntax::Listing;
};

// One allocation for almost every instruction text (the longest are about 45 characters).
constexpr std::size_t kTypicalTextSize = 48;

bool hasLabelOperand(const isa::InstructionInfo& info) {
    for (std::uint8_t i = 0; i < info.operandCount; ++i)
        if (info.operands[i].kind == isa::OperandKind::Label)
            return true;
    return false;
}

class Builder {
public:
    explicit Builder(const Image& image) : image_(image) {}

    Disassembly run() {
        Disassembly result;
        // About one line per 4-byte word, plus a few directives per kernel.
        lines_.reserve(static_cast<std::size_t>(image_.codeSize / 4) + 6 * image_.kernels.size() +
                       1);
        if (image_.kernels.empty()) {
            if (!listSlice(DisassembledLine::kNoKernel, image_.codeStart, image_.codeSize, 0))
                return fail();
        } else {
            for (std::size_t k = 0; k < image_.kernels.size(); ++k) {
                if (!listKernel(k))
                    return fail();
            }
        }
        result.lines = targets_.empty() ? std::move(lines_) : withLabels();
        return result;
    }

private:
    Disassembly fail() {
        Disassembly d;
        d.error = std::move(error_);
        return d;
    }

    void directive(std::size_t kernel, std::string text) {
        DisassembledLine line;
        line.kind = LineKind::Directive;
        line.text = std::move(text);
        line.kernelIndex = kernel;
        lines_.push_back(std::move(line));
    }

    static std::string numbered(std::string_view name, std::uint32_t value) {
        std::string s(name);
        InstructionFormatter::appendDecimal(value, s);
        return s;
    }

    bool listKernel(std::size_t k) {
        const isa::Kernel& kernel = image_.kernels[k];
        directive(k, ".kernel " + (kernel.name.empty() ? std::string("unnamed") : kernel.name));
        if (kernel.registerCount > 0 || image_.syntax == Syntax::Source)
            directive(k, numbered(".registers ", kernel.registerCount));
        const auto& wg = kernel.workgroupSize;
        if (wg[0] != 0 || wg[1] != 0 || wg[2] != 0) {
            std::string s = numbered(".workgroup_size ", wg[0]);
            s += ", ";
            InstructionFormatter::appendDecimal(wg[1], s);
            s += ", ";
            InstructionFormatter::appendDecimal(wg[2], s);
            directive(k, std::move(s));
        }
        if (kernel.localMemorySize > 0)
            directive(k, numbered(".local_memory ", kernel.localMemorySize));
        if (!listSlice(k, image_.codeStart + kernel.codeOffset, kernel.codeSize, kernel.codeOffset))
            return false;
        directive(k, ".end");
        if (k + 1 < image_.kernels.size()) {
            DisassembledLine blank;
            blank.kind = LineKind::Blank;
            blank.kernelIndex = k;
            lines_.push_back(std::move(blank));
        }
        return true;
    }

    // Lists [start, start + size) of the image; `codeBase` is the slice's code-section offset.
    bool listSlice(std::size_t kernel, std::uint64_t start, std::uint64_t size,
                   std::uint64_t codeBase) {
        if (start > image_.bytes.size() || size > image_.bytes.size() - start)
            return true; // past EOF: the reference silently lists nothing
        const auto slice = image_.bytes.subspan(start, size);
        std::size_t offset = 0;
        isa::DecodedInstruction d;
        isa::DecodeError e;
        while (slice.size() - offset >= 4) { // 1–3 trailing bytes are ignored
            if (!isa::Decoder::decode(slice, offset, d, e)) {
                error_ = DisassemblyError{std::move(e.message), kernel,
                                          image_.displayBias + start + offset};
                return false;
            }
            DisassembledLine line;
            line.kind = LineKind::Instruction;
            line.text.reserve(kTypicalTextSize);
            InstructionFormatter::append(d, line.text, image_.syntax);
            line.fileOffset = image_.displayBias + start + offset;
            line.codeOffset = codeBase + offset;
            line.word0 = d.word0;
            line.word1 = d.word1;
            line.size = d.size;
            line.kernelIndex = kernel;
            lines_.push_back(std::move(line));
            if (hasLabelOperand(*d.info))
                targets_.push_back(d.word1);
            offset += d.size;
        }
        return true;
    }

    // Second pass, only when there are calls: a label line before the first instruction at
    // each target.
    std::vector<DisassembledLine> withLabels() {
        std::sort(targets_.begin(), targets_.end());
        targets_.erase(std::unique(targets_.begin(), targets_.end()), targets_.end());
        std::vector<bool> done(targets_.size(), false);
        std::vector<DisassembledLine> out;
        out.reserve(lines_.size() + targets_.size());
        for (DisassembledLine& line : lines_) {
            if (line.kind == LineKind::Instruction) {
                const auto it = std::lower_bound(targets_.begin(), targets_.end(), line.codeOffset);
                if (it != targets_.end() && *it == line.codeOffset) {
                    const auto i = static_cast<std::size_t>(it - targets_.begin());
                    if (!done[i]) {
                        done[i] = true;
                        DisassembledLine label;
                        label.kind = LineKind::Label;
                        InstructionFormatter::appendLabel(line.codeOffset, label.text);
                        label.text.push_back(':');
                        label.fileOffset = line.fileOffset;
                        label.codeOffset = line.codeOffset;
                        label.kernelIndex = line.kernelIndex;
                        out.push_back(std::move(label));
                    }
                }
            }
            out.push_back(std::move(line));
        }
        return out;
    }

    const Image& image_;
    std::vector<DisassembledLine> lines_;
    std::vector<std::uint64_t> targets_;
    std::optional<DisassemblyError> error_;
};

} // namespace

Disassembly Disassembler::disassemble(std::span<const std::uint8_t> file,
                                      const wbin::WbinHeader& header, const isa::Program& program,
                                      const DisassemblyOptions& options) {
    Image image;
    image.syntax = options.syntax;
    image.bytes = file;
    image.codeStart = header.codeOffset;
    // The strict reader has checked that the code section lies in the file; clamp anyway so a
    // header that does not match `file` cannot read out of bounds.
    image.codeSize =
        header.codeOffset > file.size()
            ? 0
            : std::min<std::uint64_t>(header.codeSize, file.size() - header.codeOffset);
    image.kernels = program.kernels;
    return Builder(image).run();
}

Disassembly Disassembler::disassemble(const isa::Program& program, std::uint32_t codeOffset,
                                      const DisassemblyOptions& options) {
    Image image;
    image.syntax = options.syntax;
    image.bytes = program.code;
    image.codeSize = program.code.size();
    image.displayBias = codeOffset;
    image.kernels = program.kernels;
    return Builder(image).run();
}

} // namespace wave::disasm
