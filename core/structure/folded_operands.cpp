// The constant standing for an operand the compiler folded away (`c or 4`, `c and 0`, `while
// c or 1:`): which constant co_consts holds for it, so that the source written compiles back
// to the same co_consts. Read by conditions.cpp, decided_operands.cpp and loops.cpp.
#include <algorithm>
#include <cmath>
#include <iterator>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

const std::set<const Object*>& Structurer::loaded_constants() const {
    if (!loaded_constants_) loaded_constants_ = glassbox::loaded_constants(lifter_.code(), instructions_);
    return *loaded_constants_;
}

// The constant of a test the compiler knew passes (`c or 4`) or fails (`c and 0`): one of that
// truth in co_consts that no instruction loads (≤3.11 keep it); null where none.
ExprPtr Structurer::unloaded_constant(bool truth) const {
    const std::set<const Object*>& loaded = loaded_constants();
    const std::vector<ObjectPtr>& consts = lifter_.code().consts;
    for (std::size_t k = 0; k < consts.size(); ++k) {
        const ObjectPtr& constant = consts[k];
        if (k == 0 && first_constant_is_reserved(lifter_.code()))
            continue;  // (a def's docstring, or the None in its place, is no operand)
        if (constant && !loaded.count(constant.get()) && constant_truth(make_constant(constant)) == truth)
            return make_constant(constant);
    }
    return nullptr;
}

namespace {

// Constants a name-free expression compiles to, numbers before text (a ≤3.10 qualname is one).
constexpr ObjectKind kPlainConstantKinds[] = {ObjectKind::True,  ObjectKind::False,    ObjectKind::Int,
                                              ObjectKind::Float, ObjectKind::Complex,  ObjectKind::Ellipsis,
                                              ObjectKind::None,  ObjectKind::Bytes,    ObjectKind::Str};

// (a literal: no minus sign, no real part beside an imaginary one, which compile to operations)
bool is_plain_constant(const Object& o) {
    if (o.kind == ObjectKind::Int && o.integer.negative) return false;
    if (o.kind == ObjectKind::Float && std::signbit(o.real)) return false;
    if (o.kind == ObjectKind::Complex && (o.real != 0.0 || std::signbit(o.real) || std::signbit(o.imag))) return false;
    return std::find(std::begin(kPlainConstantKinds), std::end(kPlainConstantKinds), o.kind) !=
           std::end(kPlainConstantKinds);
}

}  // namespace

// The operand written for such a constant, folded after block `after`. co_consts numbers
// constants as the compiler meets them: the constant loaded first after that point, at
// `bound`, is the next one met there or one met before, and the one loaded last before it was
// met before. So: one between those two that nothing loads (≤3.11 keep the folded constant:
// `if a or 4:`); else the one at `bound` (a load of it here moves nothing: `a and 4 or b <= 4`,
// 3.12+ drop `a or 7`'s); else any constant no instruction loads; else one met before the
// point; else True or False.
ExprPtr Structurer::folded_constant(bool truth, int after) const {
    const std::vector<ObjectPtr>& consts = lifter_.code().consts;
    auto fits = [&](std::size_t k) {
        return k < consts.size() && consts[k] && is_plain_constant(*consts[k]) &&
               !(k == 0 && has_docstring_slot(lifter_.code())) && constant_truth(make_constant(consts[k])) == truth;
    };
    std::size_t bound = consts.size();
    if (after >= 0) {
        // (a copy of this code, a finally body's, reads as its first one does: the same
        // operations in this block and the one before, jumps aside)
        auto same_shape = [&](int x, int y) {
            const BasicBlock &xb = block(x), &yb = block(y);
            if (xb.end - xb.begin != yb.end - yb.begin) return false;
            for (std::size_t k = 0; k < xb.end - xb.begin; ++k) {
                const NormalizedInstruction &p = instructions_[xb.begin + k], &q = instructions_[yb.begin + k];
                if (!same_operation(p, q) || p.target.has_value() != q.target.has_value()) return false;
            }
            return true;
        };
        for (int x = 1; x < after; ++x)
            if (same_shape(x, after) && same_shape(x - 1, after - 1)) {
                after = x;
                break;
            }
        auto index_loaded = [&](const NormalizedInstruction& in) {
            for (std::size_t k = 0; k < consts.size(); ++k)
                if ((in.constant && consts[k] == in.constant) ||
                    (in.op == Op::MakeFunction && !in.name.empty() && consts[k] &&
                     consts[k]->kind == ObjectKind::Str && consts[k]->text == in.name))
                    return long(k);
            return -1L;
        };
        long lower = -1;  // the constant loaded last before the point
        for (std::size_t i = block(after).end; i-- > 0 && lower < 0;) lower = index_loaded(instructions_[i]);
        for (std::size_t i = block(after).end; i < instructions_.size() && bound == consts.size(); ++i)
            if (long k = index_loaded(instructions_[i]); k >= 0) bound = std::size_t(k);
        // (a bound met before the point leaves the next one met unknown: any after `lower`)
        const std::size_t upper = long(bound) > lower ? bound : consts.size();
        for (std::size_t k = std::size_t(lower + 1); k < upper; ++k)
            if (fits(k) && !loaded_constants().count(consts[k].get())) return make_constant(consts[k]);
        if (fits(bound)) return make_constant(consts[bound]);
    }
    if (ExprPtr constant = unloaded_constant(truth)) return constant;
    for (ObjectKind kind : kPlainConstantKinds)
        for (std::size_t k = 0; k < bound; ++k)
            if (consts[k] && consts[k]->kind == kind && fits(k)) return make_constant(consts[k]);
    auto o = std::make_shared<Object>();
    o->kind = truth ? ObjectKind::True : ObjectKind::False;
    return make_constant(o);
}

bool Structurer::holds_constant_of_truth(bool truth) const {
    const std::vector<ObjectPtr>& consts = lifter_.code().consts;
    for (std::size_t k = has_docstring_slot(lifter_.code()) ? 1 : 0; k < consts.size(); ++k)
        if (consts[k] && is_plain_constant(*consts[k]) && constant_truth(make_constant(consts[k])) == truth) return true;
    return false;
}

}  // namespace glassbox::structure_detail
