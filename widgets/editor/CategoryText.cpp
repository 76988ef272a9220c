#include "editor/CategoryText.h"

namespace wave::widgets {

QString CategoryText::name(isa::Category category) {
    switch (category) {
    case isa::Category::Integer:
        return tr("integer");
    case isa::Category::Float:
        return tr("float");
    case isa::Category::Half:
        //: f16 and bf16 instructions, scalar and packed
        return tr("half precision");
    case isa::Category::Double:
        return tr("double precision");
    case isa::Category::Bitwise:
        return tr("bitwise");
    case isa::Category::Compare:
        return tr("compare");
    case isa::Category::Convert:
        return tr("convert");
    case isa::Category::Memory:
        return tr("memory");
    case isa::Category::Atomic:
        return tr("atomic");
    case isa::Category::Wave:
        //: wave-wide instructions (shuffles, votes, reductions)
        return tr("wave");
    case isa::Category::Control:
        return tr("control");
    case isa::Category::Sync:
        //: barriers and fences
        return tr("sync");
    case isa::Category::Mma:
        //: matrix multiply-accumulate
        return tr("MMA");
    case isa::Category::Misc:
        //: moves and other instructions
        return tr("misc");
    }
    const std::string_view name = isa::categoryName(category);
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

} // namespace wave::widgets
