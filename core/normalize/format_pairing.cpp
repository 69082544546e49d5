// 3.13 split FORMAT_VALUE in two: CONVERT_VALUE right after the value, then
// the format spec's code, then FORMAT_SIMPLE or FORMAT_WITH_SPEC. Pairing
// them again gives every version ≤3.12's one FormatValue. The pair is found
// by following the stack: the FormatValue that meets the converted value on
// top (FORMAT_SIMPLE) or just below the spec (FORMAT_WITH_SPEC).
#include <map>

#include "normalize/rewriter.h"

namespace glassbox::normalize_internal {
namespace {

// The FormatValue formatting what the ConvertValue at `convert` leaves, or
// nothing when the flow in between is not one an f-string's spec compiles to.
std::optional<std::size_t> matching_format(const std::vector<NormalizedInstruction>& code, std::size_t convert) {
    std::multimap<std::uint32_t, int> landing;  // forward jumps: target offset -> entries above the value
    int above = 0;                               // entries above the converted value
    bool reachable = true;                       // by falling through from the instruction before
    for (std::size_t j = convert + 1; j < code.size(); ++j) {
        const NormalizedInstruction& in = code[j];
        // A jump to a dropped instruction lands on the next one kept.
        while (!landing.empty() && landing.begin()->first <= in.offset) {
            int depth = landing.begin()->second;
            landing.erase(landing.begin());
            if (reachable && above != depth) return std::nullopt;
            above = depth;
            reachable = true;
        }
        if (!reachable) return std::nullopt;
        if (in.op == Op::FormatValue && (in.arg & 0xFF) == 0 && above == ((in.arg & 0x100) ? 1 : 0)) return j;
        if (in.pops() > above) return std::nullopt;  // something else takes the value
        if (in.target) {
            if (*in.target <= code[convert].offset) return std::nullopt;
            if (*in.target > in.offset) landing.emplace(*in.target, above + in.jump_effect());
        }
        above = above - in.pops() + in.pushes();
        reachable = falls_through(in.op);
    }
    return std::nullopt;
}

}  // namespace

void pair_conversions(std::vector<NormalizedInstruction>& instructions) {
    std::vector<bool> paired(instructions.size(), false);
    bool any = false;
    for (std::size_t k = 0; k < instructions.size(); ++k) {
        if (instructions[k].op != Op::ConvertValue) continue;
        auto format = matching_format(instructions, k);
        if (!format) continue;  // stays a ConvertValue: str(), repr() or ascii() of the value
        instructions[*format].arg |= instructions[k].arg;
        paired[k] = any = true;
    }
    if (!any) return;
    std::size_t kept = 0;
    for (std::size_t k = 0; k < instructions.size(); ++k) {
        if (paired[k]) continue;
        if (kept != k) instructions[kept] = std::move(instructions[k]);
        ++kept;
    }
    instructions.resize(kept);
}

}  // namespace glassbox::normalize_internal
