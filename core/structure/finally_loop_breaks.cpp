// The normal copy of a finally body holding `for ...: if c: break / else: raise E`, the
// copy that runs when the try body falls off, at the end of a function (or before a small
// return, 3.10+):
//
//     FOR_ITER else; ...; POP_JUMP_IF_TRUE brk; JUMP_BACKWARD     (the loop)
//     brk:  POP_TOP; RETURN_CONST None       (the break: the iterator dropped, then a
//                                             copy of the code after the statement)
//     else: ...; RAISE_VARARGS               (the else clause, which never goes on)
//
// The break reads as `return`, the same instructions (a `return None` in the loop drops
// the iterator first too), and the copy as `for ...: if c: return` then `raise E`, which is
// not the body the exceptional copy shows (whose break jumps to its RERAISE). When the
// copies differ so, the walk of the code after the statement runs again reading such a
// return of a constant as a break that copies the code after the loop (return_as_break).
#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

bool holds_loop_else(const Body& body) {
    for (const StmtPtr& s : body) {
        if (auto* f = std::get_if<For>(&s->node); f && !f->orelse.empty()) return true;
        if (auto* i = std::get_if<If>(&s->node); i && (holds_loop_else(i->body) || holds_loop_else(i->orelse)))
            return true;
    }
    return false;
}

}  // namespace

int Structurer::walk_after(int from, const Body& prefix, int stop, Loop* loop, SymbolicStack& stack, Body& out,
                           std::uint32_t offset, int handler) {
    if (constant_returns_break_ || !holds_loop_else(prefix)) return walk_after_once(from, prefix, stop, loop, stack, out, offset, handler);
    const std::vector<bool> emitted_before = emitted_;
    const std::size_t problems_before = problems_.size();
    const SymbolicStack stack_before = stack;
    const Body out_before = out;
    try {
        return walk_after_once(from, prefix, stop, loop, stack, out, offset, handler);
    } catch (const LiftError&) {
        emitted_ = emitted_before;
        problems_.resize(problems_before);
        stack = stack_before;
        out = out_before;
    }
    struct Flag {
        bool& flag;
        explicit Flag(bool& f) : flag(f) { flag = true; }
        ~Flag() { flag = false; }
    } breaks(constant_returns_break_);
    return walk_after_once(from, prefix, stop, loop, stack, out, offset, handler);
}

}  // namespace glassbox::structure_detail
