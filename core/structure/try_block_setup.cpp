// What a handler holds, for the handlers of both exception models. 3.11+ enters
// a handler with PUSH_EXC_INFO; ≤3.10 a SETUP_* handler is entered with the
// saved exception state and the exception, three entries each, and its except
// clauses test
//     DUP_TOP; <type>; JUMP_IF_NOT_EXC_MATCH next                  (3.9, 3.10)
//     DUP_TOP; <type>; COMPARE_OP exception match; POP_JUMP_IF_FALSE next   (3.8)
// before a body that starts POP_TOP; POP_TOP or STORE name; POP_TOP, and for
// `as name` SETUP_FINALLY to the `name = None; del name` that the exception
// leaving the body runs. A bare `except:` is that body alone.
#include <algorithm>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

std::size_t Structurer::handler_code_begin(int h) const {
    return block(h).begin + (uses_block_stack() ? 0 : 1);
}

bool Structurer::is_with_handler(int h) const {
    const BasicBlock& hb = block(h);
    std::size_t first = handler_code_begin(h);
    if (first >= hb.end) return false;
    Op op = instructions_[first].op;
    return op == Op::WithExceptStart || op == Op::WithCleanupStart;
}

bool Structurer::starts_except_clauses(int h) const {
    const BasicBlock& hb = block(h);
    std::size_t first = handler_code_begin(h);
    if (first >= hb.end) return false;
    if (!uses_block_stack()) {
        return instructions_[first].op == Op::PopTop ||
               (hb.end - first >= 2 && last(h).op == Op::PopJumpIfFalse && instructions_[hb.end - 2].op == Op::CheckExcMatch);
    }
    // A finally body cannot start with DUP_TOP, nor with POP_TOP unless it leaves at once.
    const NormalizedInstruction& in = instructions_[first];
    return (in.op == Op::Copy && in.arg == 1) || (in.op == Op::PopTop && !is_leaving_finally_copy(h));
}

bool Structurer::is_leaving_finally_copy(int h) const {
    const BasicBlock& hb = block(h);
    const std::size_t code = hb.begin + 4;
    // (Only a jump leaves a finally body so: a return in one keeps the value on the stack.)
    // (3.10 drops a break's jump to the code right after the loop: the copy runs into it)
    const int runs_into = fallthrough(h);
    const bool runs_into_loop_exit =
        runs_into >= 0 && std::any_of(cfg_.blocks.begin(), cfg_.blocks.end(), [&](const BasicBlock& bb) {
            return bb.reachable && last(bb.id).op == Op::ForIter && jump_target(bb.id) == runs_into;
        });
    if (code >= hb.end || instructions_[hb.begin + 3].op != Op::PopExcept ||
        (last(h).op != Op::Jump && !(runs_into_loop_exit && !is_control(last(h).op))))
        return false;
    for (std::size_t i = hb.begin; i < hb.begin + 3; ++i)
        if (instructions_[i].op != Op::PopTop) return false;
    if (hb.end - code == 1 && last(h).op == Op::Jump) {
        // A finally body that is one jump breaks out of a loop; a jump that stays in its loop
        // (or in no loop) is `except: pass` going where the statement's end goes.
        const int target = jump_target(h);
        bool leaves_a_loop = false;
        for (const auto& [header, body] : natural_body_)
            if (body.count(h) && !body.count(target)) leaves_a_loop = true;
        // (≤3.9: a while loop whose body never goes round, its jump back dead before the
        // handler, has no natural body around it: the jump goes where the loop's test leaves to)
        for (const auto& [header, latches] : latches_)
            if (keeps_dead_jumps() && header < h && is_conditional(last(header).op) && jump_target(header) == target &&
                !natural_body_.at(header).count(target))
                leaves_a_loop = true;
        if (!leaves_a_loop) return false;
    }
    // The normal copy follows the POP_BLOCK that ends the protected code.
    for (const BasicBlock& bb : cfg_.blocks) {
        if (!bb.reachable || bb.handler != h || instructions_[bb.end - 1].op != Op::PopBlock) continue;
        int next = fallthrough(bb.id);
        if (next < 0) continue;
        const BasicBlock& nb = block(next);
        if (nb.end - nb.begin >= hb.end - code && same_range(code, hb.end, nb.begin)) return true;
    }
    return false;
}

int Structurer::dead_clause_join(const ExceptClause& clause, const Loop* loop) const {
    // (the handlers of try statements inside the clause are its code too; its own name
    // cleanup and the handlers around it lead out)
    const HandlerChain around = handler_chain(clause.body);
    const IntSet region = region_through_handlers(clause.body, -1, loop, [&](int handler) {
        return handler != clause.cleanup && std::find(around.begin(), around.end(), handler) == around.end();
    });
    for (int x = clause.body + 1; x < int(cfg_.blocks.size()); ++x) {
        const BasicBlock& xb = block(x);
        if (xb.reachable) {
            if (!region.count(x) && !is_loop_target(x, loop)) return -1;  // (a continue only jumps)
            continue;
        }
        std::size_t i = xb.begin;
        while (i < xb.end && instructions_[i].op == Op::PopBlock) ++i;
        if (i == xb.end) continue;  // the POP_BLOCK of an `as name` clause's cleanup
        // A try statement inside the clause whose body leaves keeps its dead jump past its
        // handlers, `POP_BLOCK; JUMP_FORWARD end`, to its own end: the clause goes on there
        // (its handlers, and their dead ends, lie between).
        if (i + 1 == xb.end && instructions_[i].op == Op::Jump && jump_target(x) > x) {
            x = jump_target(x) - 1;
            continue;
        }
        if (instructions_[i].op != Op::PopExcept || last(x).op != Op::Jump) return -1;
        // (the dead end of a clause inside it, `except E: raise` in a nested statement,
        // jumps on within this clause: to the nested statement's end)
        if (region.count(jump_target(x)) && block(jump_target(x)).reachable) continue;
        return jump_target(x);
    }
    return -1;
}

int Structurer::first_copy(int b) const {
    if (b < 0 || !copies_small_exits() || is_loop_header(b)) return b;
    auto known = first_copy_.find(b);
    if (known != first_copy_.end()) return known->second;
    int first = b;
    for (int x = 0; x < b; ++x) {
        if (block(x).reachable && !is_loop_header(x) && is_line_copy(x, b)) {
            first = x;
            break;
        }
    }
    first_copy_[b] = first;
    return first;
}

bool Structurer::is_line_copy(int a, int b) const {
    // Code without lines of its own (POP_BLOCK, POP_EXCEPT, an `as` name's cleanup, the
    // implicit `return None`) takes the line of the jump it replaces: its copies differ there.
    bool lines_differ = false, only_lineless = true;
    auto lineless = [&](const NormalizedInstruction& in) {
        switch (in.op) {
        case Op::PopBlock: case Op::PopExcept: case Op::StoreFast: case Op::StoreName: case Op::DeleteFast:
        case Op::DeleteName: case Op::Return: return true;
        case Op::LoadConst: return in.constant && in.constant->kind == ObjectKind::None;
        default: return false;
        }
    };
    for (int guard = 0; guard < 16; ++guard) {
        if (!same_code(a, b)) return false;
        const BasicBlock& x = block(a);
        const BasicBlock& y = block(b);
        // The compiler's own POP_BLOCK has no line: a copy takes the line before it.
        for (std::size_t i = 0; i < x.end - x.begin; ++i) {
            const NormalizedInstruction& in = instructions_[x.begin + i];
            only_lineless = only_lineless && lineless(in);
            if (in.op != Op::PopBlock && in.line != instructions_[y.begin + i].line) lines_differ = true;
        }
        // Only code that leaves the function is copied (CPython 3.10's exit blocks).
        Op end = last(a).op;
        if (end == Op::Return) return !lines_differ || (only_lineless && returns_none(a));
        if (lines_differ) return false;
        if (end == Op::Raise || end == Op::Reraise) return true;
        if (is_control(end)) return false;
        a = fallthrough(a);
        b = fallthrough(b);
        if (a < 0 || b < 0 || a == b) return a == b;
    }
    return false;
}

std::vector<Structurer::ExceptClause> Structurer::read_block_setup_clauses(int h, const SymbolicStack& handler_stack) {
    std::vector<ExceptClause> clauses;
    int current = h;
    for (int guard = 0; guard < 1000; ++guard) {
        const BasicBlock& cb = block(current);
        const NormalizedInstruction& first = instructions_[cb.begin];
        emitted_[std::size_t(current)] = true;
        // No clause matched: the exception goes on.
        if ((first.op == Op::Reraise || first.op == Op::EndFinally) && cb.end - cb.begin == 1) break;
        if (first.op == Op::PopTop) {
            emitted_[std::size_t(current)] = false;  // the walk of the clause's body marks it
            clauses.push_back({nullptr, std::nullopt, current, cb.begin});
            break;
        }
        const Op test = last(current).op;
        const std::size_t type_end =
            test == Op::JumpIfNotExcMatch ? cb.end - 1
            : test == Op::PopJumpIfFalse && cb.end - cb.begin >= 3 && instructions_[cb.end - 2].op == Op::ExceptionMatch
                ? cb.end - 2
                : cb.begin;
        if (!(first.op == Op::Copy && first.arg == 1) || type_end <= cb.begin + 1)
            throw LiftError(first.offset, "an except clause lift does not recognise");
        clauses.push_back(typed_clause(current, cb.begin + 1, type_end, handler_stack, first.offset));
        current = jump_target(current);
    }
    // Each body drops the exception's type and traceback and stores or drops its value.
    for (ExceptClause& clause : clauses) {
        const BasicBlock& bb = block(clause.body);
        std::size_t i = clause.first;
        if (bb.end - i < 3 || instructions_[i].op != Op::PopTop || instructions_[i + 2].op != Op::PopTop)
            throw LiftError(bb.offset, "an except clause that does not drop the exception");
        const NormalizedInstruction& value = instructions_[i + 1];
        if (is_name_store(value.op)) clause.name = value.name;
        else if (value.op != Op::PopTop)
            throw LiftError(value.offset, "an except clause that neither binds nor drops the exception");
        for (std::size_t k = i; k < i + 3; ++k) skip_.insert(k);
        if (!clause.name) continue;
        if (i + 4 != bb.end || instructions_[i + 3].op != Op::SetupFinally)
            throw LiftError(value.offset, "an `except ... as` clause without its name cleanup");
        clause.cleanup = cfg_.block_at(*instructions_[i + 3].target);
        // (3.9, 3.10: the cleanup only runs for an exception; 3.8's normal exit walks it too.)
        if (!finally_is_subroutine()) emitted_[std::size_t(clause.cleanup)] = true;
    }
    return clauses;
}

void Structurer::move_loop_jump_into_finally_body(int exit, const Loop* loop, Body& out) const {
    // ≤3.10 (not 3.8's subroutines) `try: ...; continue / finally: F` (or `break`): the jump
    // leaves after the normal copy of F, which the walk of the code after the statement
    // reads as `try: ... finally: F` then `continue`. The layout tells them apart: 3.10 ends
    // the copy with a JUMP_FORWARD to a statement after the try (a block of its own, the
    // jump keeping the line of the copy), 3.9 threads that jump but then keeps the body's
    // own end after a jump written in it, dead: POP_BLOCK, the copy again, the jump.
    if (!uses_block_stack() || finally_is_subroutine() || !loop || exit < 0 || out.size() < 2) return;
    auto* construct = std::get_if<Try>(&out[out.size() - 2]->node);
    const StmtNode& jump = out.back()->node;
    auto* continues = std::get_if<Continue>(&jump);
    // (a `continue` the walk read from the loop's own way round, its end, is none)
    if (!construct || construct->finalbody.empty() || !construct->handlers.empty() ||
        (continues && (!continues->written || continues->into_bottom_test)) ||
        (!continues && !std::holds_alternative<Break>(jump)))
        return;
    const int ends = copy_end_jump(exit);
    if (ends < 0) return;
    const int target = jump_target(ends);
    const bool round = target >= 0 && (target == loop->header || target == loop->continue_target);
    const bool out_of_loop = target >= 0 && loop->exit >= 0 && resolve_jump(target) == resolve_jump(loop->exit);
    if (continues ? !round : !out_of_loop) return;
    if (copies_small_exits()) {
        if (block(ends).end - block(ends).begin < 2) return;
    } else {
        const int after = ends + 1;
        if (after >= int(cfg_.blocks.size()) || block(after).reachable ||
            instructions_[block(after).begin].op != Op::PopBlock)
            return;
    }
    Try moved = *construct;
    if (moved.body.size() == 1 && std::holds_alternative<Pass>(moved.body[0]->node)) moved.body.clear();
    moved.body.push_back(out.back());
    out.pop_back();
    out.back() = stmt(std::move(moved), out.back()->line);
}

int Structurer::copy_end_jump(int exit) const {
    // (the copy of a finally body without branches: blocks run one into the next)
    int ends = exit;
    for (int guard = 0; guard < 64 && last(ends).op != Op::Jump; ++guard) {
        if (is_control(last(ends).op) || fallthrough(ends) < 0) return -1;
        ends = fallthrough(ends);
    }
    return last(ends).op == Op::Jump ? ends : -1;
}

void Structurer::restore_dead_loop_jump(int exit, const Loop* loop, Body& out) const {
    // 3.9 `try: continue / finally: break` (or `try: break / finally: continue`): the finally
    // body's own jump ends its normal copy, which the body's jump runs first; the body's jump
    // stays after it, dead, a lone JUMP_ABSOLUTE, and then the body's own end, dead too
    // (POP_BLOCK, the copy again). The walk read no statement from that jump: it goes last
    // in the body. (A body that falls off leaves no dead POP_BLOCK after the loop's jump back.)
    if (!keeps_dead_jumps() || finally_is_subroutine() || !loop || exit < 0 || out.empty()) return;
    auto* construct = std::get_if<Try>(&out.back()->node);
    if (!construct || !construct->handlers.empty() || !always_leaves(construct->finalbody)) return;
    const int ends = copy_end_jump(exit);
    const int jump = ends + 1, end = ends + 2;
    if (ends < 0 || end >= int(cfg_.blocks.size()) || block(jump).reachable || block(end).reachable ||
        block(jump).end - block(jump).begin != 1 || last(jump).op != Op::Jump ||
        instructions_[block(end).begin].op != Op::PopBlock)
        return;
    const int target = jump_target(jump);
    StmtPtr statement;
    if (target >= 0 && (target == loop->header || target == loop->continue_target)) statement = stmt(Continue{true});
    else if (target >= 0 && loop->exit >= 0 && resolve_jump(target) == resolve_jump(loop->exit)) statement = stmt(Break{});
    else return;
    Try moved = *construct;
    if (moved.body.size() == 1 && std::holds_alternative<Pass>(moved.body[0]->node)) moved.body.clear();
    moved.body.push_back(statement);
    out.back() = stmt(std::move(moved), out.back()->line);
}

int Structurer::finally_jump_exit(int h, const Body& finalbody, const Loop* loop) const {
    // ≤3.10 `try: ... / finally: break` (or `continue`): the normal copy of the finally body
    // is its jump alone, after the POP_BLOCK that ends the body, to where the loop goes
    // (3.9 threads it there; 3.10 may copy the code after the loop instead).
    if (!uses_block_stack() || finally_is_subroutine() || !loop || finalbody.empty() ||
        (!std::holds_alternative<Break>(finalbody.back()->node) && !std::holds_alternative<Continue>(finalbody.back()->node)))
        return -1;
    int found = -1;
    for (const BasicBlock& bb : cfg_.blocks) {
        if (!bb.reachable || bb.handler != h || instructions_[bb.end - 1].op != Op::PopBlock) continue;
        const int next = fallthrough(bb.id);
        if (next < 0 || block(next).end - block(next).begin != 1 || last(next).op != Op::Jump ||
            !is_loop_target(jump_target(next), loop))
            continue;
        if (found >= 0 && found != next) return -1;
        found = next;
    }
    return found;
}

bool Structurer::continue_ends_body(int h, const Loop* loop) const {
    // ≤3.9 `try: ...; continue / except: ...`: POP_BLOCK, the jump back (the `continue`), then
    // the body's own end, dead: POP_BLOCK again and the jump after the statement.
    if (!keeps_dead_jumps() || !loop) return false;
    for (const BasicBlock& bb : cfg_.blocks) {
        if (!bb.reachable || bb.handler != h || instructions_[bb.end - 1].op != Op::PopBlock) continue;
        const int jump = fallthrough(bb.id);
        if (jump < 0 || jump + 1 >= int(cfg_.blocks.size()) || block(jump).end - block(jump).begin != 1 ||
            last(jump).op != Op::Jump || (jump_target(jump) != loop->header && jump_target(jump) != loop->continue_target))
            continue;
        const BasicBlock& dead = block(jump + 1);
        if (!dead.reachable && instructions_[dead.begin].op == Op::PopBlock) return true;
    }
    return false;
}

}  // namespace glassbox::structure_detail
