// try statements. 3.11+: the try body is the code an exception-table entry
// protects; its handler starts with PUSH_EXC_INFO and holds the except clauses
// (CHECK_EXC_MATCH tests, a bare POP_TOP) or the exceptional copy of the finally
// body, which the compiler also copies onto the normal exit and in front of
// every return, break and continue leaving the body. Those copies, a with
// statement's __exit__ call and a clause's POP_EXCEPT + name cleanup are
// "unwind code": the walk checks that it stands where the compiler puts it and
// strips it, so the statement recompiles to the same instructions.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>

#include "ast/assignments.h"
#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

// GLASSBOX_TRACE_UNWIND, read once (reading the environment on every try was measurable).
bool trace_unwind() {
    static const bool trace = std::getenv("GLASSBOX_TRACE_UNWIND") != nullptr;
    return trace;
}

std::string text_of(const StmtPtr& s) {
    PrintOptions options;
    return print_statements({s}, options);
}

StackEntry opaque(const char* name) {
    StackEntry e = StackEntry::marker(EntryKind::Opaque);
    e.mutable_details().saved_name = name;
    return e;
}


}  // namespace

StmtPtr pop_except_expected(const std::string& name) {
    return stmt(ExprStmt{expr(Call{make_name(std::string(Lifter::kPopExceptPrefix) + "expected_" + name), {}, {}})});
}

void Structurer::dump_cfg() const {
    for (const BasicBlock& bb : cfg_.blocks) {
        std::fprintf(stderr, "block %d @%u%s", bb.id, bb.offset, bb.reachable ? "" : " (unreachable)");
        if (bb.handler) std::fprintf(stderr, " handler=%d depth=%u%s", *bb.handler, bb.handler_depth, bb.handler_lasti ? " lasti" : "");
        std::fprintf(stderr, " ->");
        for (const Edge& e : bb.successors)
            std::fprintf(stderr, " %d%s", e.block,
                         e.kind == EdgeKind::Exception ? "!" : e.kind == EdgeKind::Jump ? "j" : e.kind == EdgeKind::LoopExit ? "x" : "");
        std::fprintf(stderr, "\n");
        for (std::size_t i = bb.begin; i < bb.end; ++i) {
            const NormalizedInstruction& in = instructions_[i];
            std::fprintf(stderr, "    %5u %-20s %d %s", in.offset, op_name(in.op), in.arg, in.name.c_str());
            if (in.slots != 1) std::fprintf(stderr, " slots=%d", in.slots);
            if (in.target) std::fprintf(stderr, " -> %u", *in.target);
            std::fprintf(stderr, "\n");
        }
    }
}

void Structurer::scan_except_cleanups() {
    if (cleanups_scanned_) return;
    cleanups_scanned_ = true;
    if (finally_is_subroutine()) scan_subroutine_cleanups();
    for (const BasicBlock& bb : cfg_.blocks) {
        for (std::size_t i = bb.begin; i + 3 < bb.end; ++i) {
            const NormalizedInstruction& pop = instructions_[i];
            const NormalizedInstruction& none = instructions_[i + 1];
            const NormalizedInstruction& store = instructions_[i + 2];
            const NormalizedInstruction& del = instructions_[i + 3];
            if (pop.op != Op::PopExcept || none.op != Op::LoadConst || !none.constant ||
                none.constant->kind != ObjectKind::None || !is_name_store(store.op) || del.name != store.name)
                continue;
            bool deletes = (store.op == Op::StoreFast && del.op == Op::DeleteFast) ||
                           (store.op == Op::StoreName && del.op == Op::DeleteName) ||
                           (store.op == Op::StoreDeref && del.op == Op::DeleteDeref) ||
                           (store.op == Op::StoreGlobal && del.op == Op::DeleteGlobal);
            if (!deletes) continue;
            except_cleanups_[pop.offset] = store.name;
            for (std::size_t k = i + 1; k <= i + 3; ++k) skip_.insert(k);
        }
    }
}

void Structurer::check_unwind_markers(const Body& body) const {
    if (!cleanups_scanned_ || body.empty()) return;
    PrintOptions options;
    std::string text = print_statements(body, options);
    for (const char* marker : {Lifter::kPopExceptPrefix, Lifter::kWithExitPrefix, Lifter::kWithEnterName,
                               Lifter::kExceptionName, Lifter::kExceptionStateName, Lifter::kCallFinallyPrefix,
                               Lifter::kFinallyStateName}) {
        // The reason names the marker without its `__glassbox_` prefix: a fallback's message is printed
        // into the enclosing code object's text, whose own check must not take it for a marker.
        if (text.find(marker) != std::string::npos)
            throw LiftError(0, std::string("a try or with statement lift could not rebuild (") +
                                   (marker + std::strlen("__glassbox_")) + " left)");
    }
}

// `if a: if b: ...` (neither with an else) as `if a and b: ...`: both compile alike, and
// the walks of a finally body's copies read `a and b` either way (the exceptional copy,
// whose false exits each end in its own RERAISE, as nested ifs).
StmtPtr merged_ifs(const StmtPtr& s) {
    auto* outer = std::get_if<If>(&s->node);
    if (!outer || !outer->orelse.empty() || outer->body.size() != 1) return s;
    StmtPtr inner = merged_ifs(outer->body[0]);
    auto* second = std::get_if<If>(&inner->node);
    if (!second || !second->orelse.empty()) return s;
    return stmt(If{bool_op(BoolOperator::And, outer->test, second->test), second->body, {}}, s->line);
}

// `if a: pass / elif b: pass` as `if a or b: pass`: both test a, then b where a is false,
// and do nothing else (the exceptional copy of a finally body, whose sides each end in the
// same RERAISE, reads as the `or`).
StmtPtr empty_chain(const StmtPtr& s) {
    auto* i = std::get_if<If>(&s->node);
    auto passes = [](const Body& b) { return b.size() == 1 && std::holds_alternative<Pass>(b[0]->node); };
    if (!i || !passes(i->body)) return s;
    if (i->orelse.empty() || passes(i->orelse)) return stmt(If{i->test, i->body, {}}, s->line);
    if (i->orelse.size() != 1) return s;
    StmtPtr rest = empty_chain(i->orelse[0]);
    auto* next = std::get_if<If>(&rest->node);
    if (!next || !passes(next->body) || !next->orelse.empty()) return s;
    return stmt(If{bool_op(BoolOperator::Or, i->test, next->test), i->body, {}}, s->line);
}

std::string Structurer::unwind_text(const StmtPtr& s) const {
    if (std::holds_alternative<If>(s->node)) {
        const StmtPtr chain = empty_chain(s);
        if (std::get<If>(chain->node).orelse.empty()) return text_of(merged_ifs(chain));
    }
    auto* e = std::get_if<ExprStmt>(&s->node);
    auto* call = e && e->value ? std::get_if<Call>(&e->value->node) : nullptr;
    auto* name = call ? std::get_if<Name>(&call->func->node) : nullptr;
    const std::string prefix = Lifter::kPopExceptPrefix;
    // (3.14+: each copy of a finally body records its annotated statements under its own index)
    if (name && name->id == Lifter::kAnnotationMarkName) return "<annotation ran>";
    if (name && name->id.rfind(prefix, 0) == 0) {
        std::string rest = name->id.substr(prefix.size());
        if (rest.rfind("expected_", 0) == 0) return "<pop except " + rest.substr(9) + ">";
        auto it = except_cleanups_.find(std::uint32_t(std::strtoul(rest.c_str(), nullptr, 10)));
        return "<pop except " + (it != except_cleanups_.end() ? it->second : std::string()) + ">";
    }
    return text_of(s);
}

bool Structurer::strip_tail(Body& body, const Body& expected) const {
    if (body.size() < expected.size()) return false;
    std::size_t begin = body.size() - expected.size();
    for (std::size_t k = 0; k < expected.size(); ++k)
        if (unwind_text(body[begin + k]) != unwind_text(expected[k])) return false;
    body.erase(body.begin() + std::ptrdiff_t(begin), body.end());
    return true;
}

// A clause falling off its end into the bottom test of a 3.10-3.13 while loop, the try
// statement ending the loop's body, where another clause leaves the loop (so the clauses
// meet nowhere in it):
//     clause: ...; POP_EXCEPT; JUMP_FORWARD test      test: <condition>; POP_JUMP_IF_TRUE top
// The walk read the jump as a `continue` into the bottom test and stripped the POP_EXCEPT
// there; the `continue` is no statement (it would jump to the test on top instead).
static bool ends_in_bottom_test(Body& body) {
    auto* c = body.empty() ? nullptr : std::get_if<Continue>(&body.back()->node);
    if (!c || !c->into_bottom_test) return false;
    body.pop_back();
    return true;
}

// A clause ending in `try: raise exc finally: cleanup()` leaves through the finally body's
// exceptional copy; the compiler writes no normal copy, nor the clause's POP_EXCEPT after it:
//     body: ...; RAISE_VARARGS      handler: PUSH_EXC_INFO; <cleanup>; RERAISE
// (always_leaves does not say so for every version: 3.8 runs the finally body of such a try
// statement inside an if and jumps over the else after it.)
static bool ends_in_leaving_finally(const Body& body) {
    auto* t = body.empty() ? nullptr : std::get_if<Try>(&body.back()->node);
    return t && t->handlers.empty() && !t->finalbody.empty() && always_leaves(t->body);
}

bool Structurer::strip_branch_tails(Body& body, const Body& expected) const {
    // 3.10 copies the code after an `if` ending a clause (POP_EXCEPT, a small return) into
    // both its branches: each branch that does not leave on its own ends with the exit.
    auto* last_if = body.empty() ? nullptr : std::get_if<If>(&body.back()->node);
    if (!last_if || last_if->orelse.empty()) return false;
    If copy = *last_if;
    for (Body* branch : {&copy.body, &copy.orelse}) {
        if (strip_tail(*branch, expected) || strip_branch_tails(*branch, expected)) continue;
        if (!always_leaves(*branch)) return false;
    }
    if (copy.body.empty()) copy.body.push_back(stmt(Pass{}));
    const int line = body.back()->line;
    body.back() = stmt(std::move(copy), line);
    return true;
}

Structurer::HandlerChain Structurer::handler_chain(int b) const {
    HandlerChain chain;
    any_handler(b, [&](int h) {
        chain.handlers[chain.count++] = h;
        return false;
    });
    return chain;
}

bool Structurer::protected_by(int b, int handler) const {
    return b >= 0 && any_handler(b, [&](int h) { return h == handler; });
}

// A handler a try or with statement installs (the generator and inlined-comprehension
// cleanups the compiler adds on its own do not start with PUSH_EXC_INFO).
bool Structurer::is_construct_handler(int h) const {
    const BasicBlock& hb = block(h);
    // ≤3.10: every SETUP_* is a statement's but an async for's (END_ASYNC_FOR ends it).
    if (uses_block_stack()) return !hb.empty() && !is_async_for_handler(h);
    return !hb.empty() && instructions_[hb.begin].op == Op::PushExcInfo;
}

bool Structurer::is_async_for_handler(int h) const {
    return h >= 0 && !block(h).empty() && instructions_[block(h).begin].op == Op::EndAsyncFor;
}

int Structurer::depth_at(int b) const {
    if (depths_.empty()) {
        depths_.assign(cfg_.blocks.size(), -1);
        std::vector<int> work;
        auto reach = [&](int y, int depth) {
            if (y < 0 || depth < 0 || depths_[std::size_t(y)] >= 0) return;
            depths_[std::size_t(y)] = depth;
            work.push_back(y);
        };
        if (!cfg_.blocks.empty()) reach(0, 0);
        while (!work.empty()) {
            int x = work.back();
            work.pop_back();
            const BasicBlock& bb = block(x);
            // (≤3.10: a handler is reached from its SETUP_*, with the depth that jump gives.)
            if (bb.handler && !uses_block_stack())
                reach(*bb.handler, int(bb.handler_depth) + (bb.handler_lasti ? 1 : 0) + 1);
            int depth = depths_[std::size_t(x)];
            for (std::size_t i = bb.begin; i < bb.end; ++i) {
                const NormalizedInstruction& in = instructions_[i];
                if (in.target) reach(cfg_.block_at(*in.target), depth + in.jump_effect());
                depth += in.pushes() - in.pops();
            }
            for (const Edge& e : bb.successors)
                if (e.kind == EdgeKind::FallThrough) reach(e.block, depth);
        }
    }
    return b >= 0 ? depths_[std::size_t(b)] : -1;
}

bool Structurer::suppresses_into(int y, int h) const {
    // 3.11+ only: ≤3.10's with statements pop the try's block on the way.
    if (uses_block_stack()) return false;
    // (3.11 lays the code after a try statement out after its handlers, the body's own code
    // before them; 3.12+ lay all handlers out last.)
    if (!lays_handlers_out_last() && block(resolve_jump(y)).offset > block(h).offset) return false;
    for (const BasicBlock& wb : cfg_.blocks) {
        if (!wb.reachable || !is_with_handler(wb.id) || !protected_by(wb.id, h)) continue;
        int x = -1;
        std::size_t i = 0;
        if (!suppressed_code(wb.id, x, i)) continue;
        // (falling into y, 3.11, or jumping back to it under the try's protection, 3.13+: a
        // with followed by the body's return would run a copy of that return, or jump to it
        // from outside the protection, or past the handlers)
        if (x == y) return true;  // (its pops may take y's first, the loop's iterator)
        if (i + 1 == block(x).end && last(x).op == Op::Jump && jump_target(x) == y && protected_by(x, h))
            return true;
    }
    return false;
}

bool Structurer::is_loop_target(int x, const Loop* loop) const {
    if (!loop || x < 0) return false;
    if (x == loop->header || x == loop->exit || x == loop->latch_condition) return true;
    // (3.10+: a `continue` in a while loop jumps to the test before it)
    if (loop->continue_target >= 0 && x == loop->continue_target) return true;
    int r = resolve_jump(x);
    return r == loop->header || (loop->exit >= 0 && r == resolve_jump(loop->exit));
}

bool Structurer::leaves_outer_clause(int y) const {
    // (an outer clause's POP_EXCEPT, then its jump on, 3.13+, or a copied small return; ≤3.12
    // POP_EXCEPT twice and a jump is a `continue` or `break` in an inner clause)
    return instructions_[block(y).begin].op == Op::PopExcept &&
           ((last(y).op == Op::Jump && inlines_jumps_without_lines()) ||
            (last(y).op == Op::Return && copies_small_exits()));
}

bool Structurer::is_inlined_exit_copy(int y, int exit) {
    // 3.13+ inlines a block without a line (an outer clause's POP_EXCEPT and jump) into each
    // jump to it: a clause's own POP_EXCEPT may run into a copy of the body's exit.
    // (3.12+ likewise copies a small return after it: `return p` after a try in a clause)
    if (y < 0 || exit < 0 || y == exit || !leaves_outer_clause(y) || !same_code(exit, y)) return false;
    inlined_exit_copies_.insert({y, exit});
    return true;
}

bool Structurer::only_exceptions_reach(int b) const {
    if (normally_reached_.empty()) {
        normally_reached_.assign(cfg_.blocks.size(), false);
        std::vector<int> work{0};
        normally_reached_[0] = true;
        while (!work.empty()) {
            const int x = work.back();
            work.pop_back();
            for (const Edge& e : block(x).successors)
                if (e.kind != EdgeKind::Exception && !normally_reached_[std::size_t(e.block)]) {
                    normally_reached_[std::size_t(e.block)] = true;
                    work.push_back(e.block);
                }
        }
    }
    return !normally_reached_[std::size_t(b)];
}

bool Structurer::else_laid_out_before_handler(int b, int h, int exit) const {
    // (the body's jump over the handlers is a block of its own, laid out before them; a small
    // block that leaves may be the compiler's copy of the code after the statement, 3.10+,
    // or the end of a finally body's exceptional copy, its RERAISE)
    if (uses_block_stack() || exit < 0) return false;
    const int at = resolve_jump(exit);
    const BasicBlock& ab = block(at);
    if (ab.offset > block(h).offset) return false;
    const Op end = last(at).op;
    if (leaves_code(end) && ab.end - ab.begin <= 4) return false;
    // (nor is the enclosing clause's end, its POP_EXCEPT, which 3.13+ copy into the body's jump)
    if (instructions_[ab.begin].op == Op::PopExcept) return false;
    // (nor a break out of a for loop, which drops the iterator below the statement's stack
    // first: an else block works on the stack the body started with)
    long level = depth_at(at);
    for (std::size_t i = ab.begin; i < ab.end; ++i) {
        level -= instructions_[i].pops();
        if (level < depth_at(b)) return false;
        level += instructions_[i].pushes();
    }
    return !lays_handlers_out_last() || only_exceptions_reach(b);
}

int Structurer::enclosing_clause_end(int exit, int stop, const Loop* loop, int* count) const {
    // 3.11+: the enclosing clause's end starts with its POP_EXCEPT, laid out after all the
    // code of the else block; a return inside the else block leaves through a copy of it,
    // laid out before. (≤3.10's clause ends pop the block first.)
    if (uses_block_stack()) return -1;
    int end = -1;
    IntSet seen{exit};
    std::vector<int> work{exit};
    while (!work.empty()) {
        const int x = work.back();
        work.pop_back();
        if (x != exit && instructions_[block(x).begin].op == Op::PopExcept) {
            end = std::max(end, x);
            if (count) ++*count;
            continue;
        }
        for (const Edge& e : block(x).successors)
            if (e.kind != EdgeKind::Exception && e.block != stop && !is_loop_target(e.block, loop) &&
                seen.insert(e.block).second)
                work.push_back(e.block);
    }
    return end;
}

int Structurer::else_end_copy_of(int y, int exit, const Loop* loop) {
    // The same inlining where the body's exit is an else block: it runs, without a jump, into
    // the outer clause's end that the clause's POP_EXCEPT runs into a copy of (3.13+ `except
    // E: try: ... except F: ... else: ...` ending the outer clause). Only that end, laid out
    // after the else block: a return in it leaves through a copy laid out before.
    if (y < 0 || exit < 0 || y == exit || !leaves_outer_clause(y)) return -1;
    // (and only where the else block leaves the clause nowhere else: a clause's `return`
    // compiles as a copy of such an end does)
    int ends = 0;
    const int end = enclosing_clause_end(exit, -1, loop, &ends);
    if (end < 0 || ends != 1 || end == y || !same_code(end, y)) return -1;
    inlined_exit_copies_.insert({y, end});
    return end;
}

int Structurer::normal_exit(int b, int handler, int depth, const Loop* loop) {
    // The compiler lays the code after the body (the else block, the normal copy of the
    // finally body, a with's __exit__ call) out after everything the body holds, early
    // exits included: the last block outside the protection the body reaches normally.
    // A body that only ends normally through a nested statement's handler (an except
    // clause, a with that suppresses) reaches its exit only through those: second pass.
    int best = -1;
    std::uint32_t latest_return = 0;
    IntSet reached;  // (what the body reaches without an exception: the first pass's blocks)
    // (3.11+: a with body's continue or break inside a nested with calls every __exit__ and
    // jumps: outside the protection, the same code as the normal exit, which the body reaches
    // only through the nested with's suppressing path and is laid out later. A first pass's
    // exit that runs into a jump to the loop is checked against the second pass's.)
    int loop_jump = -1;
    for (int pass = 0; pass < 2 && best < 0; ++pass) {
        IntSet seen{b};
        std::vector<int> work{b};
        while (!work.empty()) {
            int x = work.back();
            work.pop_back();
            for (const Edge& e : block(x).successors) {
                int y = e.block;
                if (e.kind == EdgeKind::Exception) {
                    if (pass == 1 && protected_by(y, handler) && seen.insert(y).second) work.push_back(y);
                    continue;
                }
                // (a bottom test whose block first runs code after the statement is its exit)
                if (is_loop_target(y, loop) && !(y == loop->latch_condition && loop->latch_runs_body)) continue;
                // (a loop's latch, a bare jump back into the body, is part of the body: 3.12+
                // leaves it outside the protection)
                const bool latch_jump = is_lone(y, Op::Jump) &&
                                        jump_target(y) >= 0 && protected_by(jump_target(y), handler) &&
                                        block(jump_target(y)).offset < block(y).offset;
                // (so is a block holding only a NOP that runs into the body again: a `while
                // True:` header, which 3.12+ leaves outside the protection when its loop is all
                // the body holds, or the line of a statement after a nested try statement, where
                // its except clauses jump back, which 3.12+ leaves outside every protection)
                auto only_nops = [&](int z) {
                    for (std::size_t i = block(z).begin; i < block(z).end; ++i)
                        if (instructions_[i].op != Op::Nop) return false;
                    return !block(z).empty();
                };
                const bool nop_inside = only_nops(y) && fallthrough(y) >= 0 && protected_by(fallthrough(y), handler);
                if (protected_by(y, handler) || latch_jump || nop_inside) {
                    if (seen.insert(y).second) work.push_back(y);
                    continue;
                }
                // Generated code may leave values of the body on the stack (as temporaries),
                // but a return's value is not such a value there either.
                if (depth_at(y) != depth && (!lifter_.generated() || last(y).op == Op::Return)) {
                    // (a return of a value the body computed, 3.12+ outside the protection: the
                    // body's code, so the code after the statement is laid out after it)
                    if (last(y).op == Op::Return) latest_return = std::max(latest_return, block(y).offset);
                    continue;
                }
                if (best < 0 || block(y).offset > block(best).offset) best = y;
            }
        }
        if (pass == 0) reached = seen;
        // (a block laid out before the body's last return is a return from inside it too)
        if (best >= 0 && block(best).offset < latest_return && last(best).op == Op::Return) best = -1;
        // (so is a with body's code running straight into a return, laid out before a back
        // jump the body runs without an exception, to a block of the body before it: inside a
        // loop of the body, as each return's copy of the __exit__ calls in `with a, b: while
        // True: ... return c`. An except clause's jump back, 3.12+ laid out after the
        // statement, is not such a jump. A try statement's returns in a loop leave no such
        // copies outside the protection, but its break may run into a copy of the return
        // after it, as at a module's end.) A body whose only exits are returns may still end
        // normally through a nested statement's handler: the second pass.
        if (best >= 0 && is_with_handler(handler) && runs_into_return(best) && jumps_back_over(best, reached))
            best = -1;
        // (or, in a with statement, that does not run into the code its suppressing path goes on to)
        if (best >= 0 && suppressed_elsewhere(best, handler)) best = -1;
        // (nor the return of a with statement inside the body, which runs into it after its
        // __exit__ call)
        if (best >= 0 && returns_from_nested_with(best, handler, seen, loop)) best = -1;
        if (pass == 0 && best >= 0 && !uses_block_stack() && is_with_handler(handler) &&
            runs_into_loop_jump(best, loop)) {
            loop_jump = best;
            best = -1;
        }
    }
    if (loop_jump >= 0 &&
        !(best >= 0 && block(best).offset > block(loop_jump).offset && same_code_going_on(best, loop_jump)))
        best = loop_jump;
    // The except clauses inside the body may end it normally too (POP_EXCEPT, then a jump).
    auto clauses_exit = [&](bool jumps_only) {
        int found = -1;
        for (std::size_t x = 0; x < cfg_.blocks.size(); ++x) {
            const BasicBlock& xb = block(int(x));
            if (xb.empty() || !protected_by(int(x), handler)) continue;
            bool pops = false;
            for (std::size_t i = xb.begin; i < xb.end; ++i) pops = pops || instructions_[i].op == Op::PopExcept;
            Op end = last(int(x)).op;
            int y = end == Op::Jump ? jump_target(int(x))
                    : ends_path(end) ? -1
                                                                                                   : fallthrough(int(x));
            // (≤3.10: the jump goes to the body's own POP_BLOCK, then on)
            if (jumps_only && y >= 0 && uses_block_stack() && is_lone(y, Op::PopBlock) && protected_by(y, handler))
                y = fallthrough(y);
            if (!pops || y < 0 || protected_by(y, handler) || is_loop_target(y, loop) || depth_at(y) != depth) continue;
            if (jumps_only && end != Op::Jump) continue;
            if (found >= 0 && found != y) return -1;
            found = y;
        }
        return found;
    };
    // (A copy of the finally body the body reaches may be a return or break's from
    // inside it, `else: return` of a try/except: when the clauses jump elsewhere after their
    // POP_EXCEPT, there is the normal exit, which body and clauses share)
    if (best >= 0 && !is_with_handler(handler) &&
        !starts_except_clauses(handler) && !starts_star_clauses(handler)) {
        const int joined = clauses_exit(true);
        if (joined >= 0 && block(joined).offset > block(best).offset) return joined;
    }
    if (best >= 0) return best;
    // A body that never ends normally: the except clauses inside it may.
    return clauses_exit(false);
}

bool Structurer::latch_after_unlisted_test(int latch, int h) const {
    // 3.14+: `if c: break` ending a loop inside a try statement becomes a test that jumps
    // to the break and runs into the loop's back jump, and neither the test's jump nor that
    // back jump is in the exception table (a test after TO_BOOL cannot raise), though both
    // are the try body's. After a try statement inside the loop the back jump is outside the
    // protection too, but the test before it is listed: the gap starts at the test.
    const BasicBlock& lb = block(latch);
    if (uses_block_stack() || lb.end - lb.begin != 1 || last(latch).op != Op::Jump || lb.predecessors.size() != 1)
        return false;
    const int test = lb.predecessors[0].block;
    if (!protected_by(test, h) || !is_conditional(last(test).op)) return false;
    auto listed = [&](std::uint32_t offset) {
        for (const ExceptionTableEntry& entry : cfg_.code->exception_table)
            if (entry.start <= offset && offset < entry.end) return true;
        return false;
    };
    return !listed(last(test).offset) && !listed(last(latch).offset);
}

bool Structurer::enter_protected(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, int& next) {
    if (!block(b).handler) return false;
    scan_except_cleanups();
    const HandlerChain chain = handler_chain(b);
    for (std::size_t k = chain.count; k-- > 0;) {
        const int h = chain.handlers[k];
        if (!is_construct_handler(h) || active_handlers_.count(h)) continue;
        // A loop whose back edges the handler protects too is inside the statement;
        // otherwise the statement is inside the loop and the loop comes first.
        if (is_loop_header(b) && !(loop && loop->header == b)) {
            for (int latch : latches_[b])
                if (!protected_by(latch, h) && !latch_after_unlisted_test(latch, h)) return false;
        }
        if (block(b).handler_ambiguous) throw LiftError(block(b).offset, "code reached with different block stacks");
        next = is_with_handler(h) ? emit_with(b, h, stop, loop, stack, out) : emit_try(b, h, stop, loop, stack, out);
        return true;
    }
    return false;
}

void Structurer::walk_region(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out) {
    if (!(loop && b == loop->header) || b == stop) {
        walk(b, stop, loop, stack, out, false);
        return;
    }
    // The body of the loop starts with this statement: its first block is the loop's header.
    int next = -1;
    if (enter_protected(b, stop, loop, stack, out, next)) {
        walk(next, stop, loop, stack, out, false);
        return;
    }
    emitted_[std::size_t(b)] = true;
    entry_stack_ = stack;
    lift_block(b, stack, out);
    const NormalizedInstruction& end = last(b);
    if (end.op == Op::Return) {
        unwind_return(out, loop, end.offset);
        return;
    }
    if (end.op == Op::Raise) return;
    if (end.op == Op::Reraise) {
        end_reraise(b, loop, stack, out);
        return;
    }
    if (end.op == Op::Jump) next = jump_target(b);
    else if (is_conditional(end.op)) next = emit_branch(b, stop, loop, stack, out, false);
    else next = fallthrough(b);
    walk(next, stop, loop, stack, out, false);
}

IntSet Structurer::region_from(int from, int stop, const Loop* loop, bool into_finally_calls) const {
    IntSet seen;
    std::vector<int> work{from};
    while (!work.empty()) {
        int x = work.back();
        work.pop_back();
        if (x < 0 || x == stop || !seen.insert(x).second) continue;
        if (is_loop_target(x, loop)) {
            // (a bottom test whose block first runs the end of the body is in the region, as that end)
            if (!(x == loop->latch_condition && loop->latch_runs_body)) seen.erase(x);
            continue;
        }
        for (const Edge& e : block(x).successors)
            if (e.kind != EdgeKind::Exception &&
                (into_finally_calls || last(x).op != Op::CallFinally || e.kind == EdgeKind::FallThrough))
                work.push_back(e.block);
    }
    return seen;
}

IntSet Structurer::clause_blocks_of(const std::vector<ExceptClause>& clauses, int stop, const Loop* loop) const {
    IntSet blocks;
    for (const ExceptClause& clause : clauses) {
        IntSet region = region_from(clause.body, stop, loop);
        // (with the handlers of try statements nested in it: code the compiler met in it too)
        const std::optional<int> own = block(clause.body).handler;
        for (std::vector<int> work(region.begin(), region.end()); !work.empty();) {
            const int x = work.back();
            work.pop_back();
            if (block(x).handler == own) continue;
            for (const Edge& e : block(x).successors)
                if (e.kind == EdgeKind::Exception && !region.count(e.block))
                    for (int y : region_from(e.block, stop, loop))
                        if (region.insert(y).second) work.push_back(y);
        }
        blocks.insert(region.begin(), region.end());
        // its test, which loads the type (up the blocks the clause's start falls from: its
        // POP_TOP may end a block of its own, before a statement that starts one)
        for (int x = clause.body, steps = 0; x >= 0 && steps < 3; ++steps) {
            int from = -1;
            for (const Edge& e : block(x).predecessors)
                if (e.kind == EdgeKind::FallThrough) from = e.block;
            if (from < 0) break;
            blocks.insert(from);
            if (is_conditional(last(from).op)) break;
            x = from;
        }
    }
    return blocks;
}

bool Structurer::returns_constant_only(std::size_t first, std::size_t end) const {
    return end - first == 2 && instructions_[first].op == Op::LoadConst && instructions_[first].constant &&
           instructions_[end - 1].op == Op::Return;
}

int Structurer::compiled_first(const IntSet& first, const IntSet& second) const {
    // co_consts and co_names grow in the order the compiler meets them.
    const CodeObject& code = lifter_.code();
    auto key = [&](const NormalizedInstruction& in) -> std::pair<int, int> {  // (0 const | 1 name, index)
        if (in.op == Op::LoadConst && in.constant) {
            // (a function's first constant is its docstring slot, None without one: no order in that)
            for (std::size_t k = 0; k < code.consts.size(); ++k)
                if (code.consts[k] == in.constant) return k == 0 && in.constant->kind == ObjectKind::None ? std::pair{-1, 0} : std::pair{0, int(k)};
            return {-1, 0};
        }
        switch (in.op) {
        case Op::LoadName: case Op::StoreName: case Op::DeleteName: case Op::LoadGlobal: case Op::StoreGlobal:
        case Op::DeleteGlobal: case Op::LoadAttr: case Op::StoreAttr: case Op::DeleteAttr: case Op::ImportName:
        case Op::ImportFrom:
            for (std::size_t k = 0; k < code.names.size(); ++k)
                if (code.names[k] == in.name) return {1, int(k)};
            return {-1, 0};
        default: return {-1, 0};
        }
    };
    // Where each key is used: bit 1 the first blocks, 2 the second, 4 elsewhere.
    std::map<std::pair<int, int>, int> users;
    for (const BasicBlock& bb : cfg_.blocks) {
        const int mine = first.count(bb.id) ? 1 : second.count(bb.id) ? 2 : 4;
        for (std::size_t i = bb.begin; i < bb.end; ++i) {
            auto k = key(instructions_[i]);
            if (k.first >= 0) users[k] |= mine;
        }
    }
    for (int kind = 0; kind < 2; ++kind) {
        // The lowest index of a key used by exactly these (per mask of users).
        std::map<int, int> lowest;
        for (const auto& [k, mask] : users)
            if (k.first == kind && !lowest.count(mask)) lowest[mask] = k.second;
        auto low = [&](std::initializer_list<int> masks) {
            int result = -1;
            for (int m : masks)
                if (lowest.count(m) && (result < 0 || lowest[m] < result)) result = lowest[m];
            return result;
        };
        const int first_only = low({1}), second_only = low({2});
        if (first_only >= 0 && second_only >= 0) return first_only < second_only ? -1 : 1;
        // Keys both use: they were numbered by whichever came first, so a key only one uses
        // below every key of the other proves that one first.
        const int first_any = low({1, 3}), second_any = low({2, 3});
        if (second_only >= 0 && first_any >= 0 && second_only < first_any) return 1;
        if (first_only >= 0 && second_any >= 0 && first_only < second_any) return -1;
    }
    return 0;
}

bool Structurer::same_instructions(std::size_t first, std::size_t end, int y) const {
    const BasicBlock& yb = block(y);
    return yb.end - yb.begin == end - first && same_range(first, end, yb.begin);
}

bool Structurer::computes_own_value(std::size_t first, std::size_t end) const {
    int depth = 0;
    for (std::size_t i = first; i + 1 < end; ++i) {
        depth -= instructions_[i].pops();
        if (depth < 0) return false;
        depth += instructions_[i].pushes();
    }
    // A return takes one value; a raise its operands (`raise`, `raise E`, `raise E from C`).
    const NormalizedInstruction& last_one = instructions_[end - 1];
    return depth == (last_one.op == Op::Raise ? last_one.arg : 1);
}

bool Structurer::same_range(std::size_t first, std::size_t end, std::size_t other) const {
    for (std::size_t k = 0; k < end - first; ++k) {
        const NormalizedInstruction& p = instructions_[first + k];
        const NormalizedInstruction& q = instructions_[other + k];
        if (!same_operation(p, q) || p.target != q.target) return false;
    }
    return true;
}

void Structurer::unwind_exit(Body& out, const Loop* loop, std::uint32_t offset, bool appended) {
    if (appended && copied_returns_.count(offset)) return;  // a copy skipped: the clause falls off its end
    Body expected;
    for (auto it = unwind_.rbegin(); it != unwind_.rend(); ++it) {
        if (loop && it->loop != loop) break;
        expected.insert(expected.end(), it->exit_code.begin(), it->exit_code.end());
    }
    if (expected.empty()) return;
    StmtPtr exit;
    if (appended) {
        if (out.empty()) throw LiftError(offset, "an exit statement missing");
        exit = out.back();
        out.pop_back();
    }
    if (trace_unwind()) {
        PrintOptions options;
        std::fprintf(stderr, "unwind at %u: expected\n%s---- in\n%s----\n", offset,
                     print_statements(expected, options).c_str(), print_statements(out, options).c_str());
    }
    // (an if whose branches each ran the unwind code before they met at the jump)
    if (!strip_tail(out, expected) && !(!exit && strip_branch_tails(out, expected))) {
        // `return v` in a try body whose finally body returns: the finally's copy, and its
        // return, follow the computed value, which its SWAP; POP_TOP drops (an expression
        // statement here: SWAP; POP_TOP; RETURN_VALUE). That value is the return's own.
        Body whole = out;
        if (exit) whole.push_back(exit);
        auto* dropped = whole.size() > expected.size() ? std::get_if<ExprStmt>(&whole[whole.size() - expected.size() - 1]->node)
                                                       : nullptr;
        const int b = cfg_.block_at(offset);
        const bool swapped_out = b >= 0 && block(b).end - block(b).begin >= 3 && last(b).offset == offset &&
                                 instructions_[block(b).end - 2].op == Op::PopTop &&
                                 instructions_[block(b).end - 3].op == Op::Swap;
        if (!exit || !dropped || !swapped_out || !always_leaves(expected) || !strip_tail(whole, expected))
            throw LiftError(offset, "a return, break or continue leaving a try or with statement without the code "
                                    "the compiler runs before it");
        const int line = whole.back()->line;
        ExprPtr value = std::get<ExprStmt>(whole.back()->node).value;
        whole.back() = stmt(Return{value}, line);
        out = std::move(whole);
        return;
    }
    if (exit) out.push_back(exit);
}

void Structurer::unwind_return(Body& out, Loop* loop, std::uint32_t offset) {
    if (unwind_.empty() || copied_returns_.count(offset)) return;
    auto* ret = out.empty() ? nullptr : std::get_if<Return>(&out.back()->node);
    auto was_on_stack = [&](const StackEntry& e) {
        if (e.expr == ret->value) return true;
        if (e.details().stored_targets.empty()) return false;
        // `return (v := x)`: the copy of x left after the store reads as the walrus.
        ExprPtr value = ret->value;
        while (auto* named = std::get_if<NamedExpr>(&value->node)) value = named->value;
        return value == e.details().stored_value;
    };
    const bool computed_before = !ret || !ret->value || std::holds_alternative<Constant>(ret->value->node) ||
                                 std::any_of(entry_stack_.begin(), entry_stack_.end(), was_on_stack);
    // (≤3.10 computes the value first, then unwinds: LOAD x; ROT_FOUR; POP_EXCEPT; RETURN_VALUE.)
    if (computed_before || !copies_small_exits() || unwinds_after_value(offset)) {
        if (loop && break_into_laid_out_exit(out, loop)) return;
        unwind_exit(out, nullptr, offset, true);
        return;
    }
    // The value is computed after the unwind code: not a return from inside the statement
    // (that computes it first) but a `break` whose jump to the code after the loop the
    // compiler replaced by a copy of that code (3.12+ copies small blocks that return).
    if (!loop || !return_as_break(out, loop, offset)) throw LiftError(offset, "a return lift cannot place");
}

bool Structurer::returns_past_clause_code(int x, int clause_body) const {
    // (the clause's own code is under the handler around the clause, 3.11+ the statement's
    // cleanup handler, ≤3.10 none or an enclosing one; a nested try statement's body under
    // that statement's handler)
    const std::optional<int> own = block(clause_body).handler;
    if (!uses_block_stack() && !own) return false;
    // (a way on through straight jumps still under the nested handler, ≤3.10's POP_BLOCK, to
    // more of the clause: code under its handler that is not its end, the POP_EXCEPT)
    auto goes_on_in_clause = [&](int y) {
        for (int steps = 0; y >= 0 && steps < 4; ++steps) {
            if (block(y).handler == own) return !block(y).empty() && instructions_[block(y).begin].op != Op::PopExcept;
            int next = -1, ways = 0;
            for (const Edge& e : block(y).successors)
                if (e.kind != EdgeKind::Exception) next = e.block, ++ways;
            if (ways != 1) return false;
            y = next;
        }
        return false;
    };
    for (const Edge& in : block(x).predecessors) {
        if (in.kind == EdgeKind::Exception) continue;
        // (up the straight code before x to where it branches)
        for (int p = in.block, came_from = x, guard = 0; guard < 16; ++guard) {
            const std::optional<int> from = block(p).handler;
            if (!from || from == own) break;
            int before = -1, ways_in = 0;
            for (const Edge& other : block(p).successors)
                if (other.kind != EdgeKind::Exception && other.block != came_from && goes_on_in_clause(other.block))
                    return true;
            for (const Edge& e : block(p).predecessors)
                if (e.kind != EdgeKind::Exception) before = e.block, ++ways_in;
            if (ways_in != 1) break;
            came_from = p;
            p = before;
        }
    }
    return false;
}

bool Structurer::unwinds_after_value(std::uint32_t return_offset) const {
    // A copy of a return after an unwind computes its value last; a return from inside the
    // statement computes it first and then unwinds, so the return follows unwind code.
    const int b = cfg_.block_at(return_offset);
    if (b < 0) return false;
    const BasicBlock& bb = block(b);
    if (bb.end - bb.begin < 2 || last(b).offset != return_offset) return false;
    switch (instructions_[bb.end - 2].op) {
    case Op::PopExcept: case Op::PopBlock: case Op::PopTop: case Op::Swap: return true;
    default: return false;
    }
}

bool Structurer::copies_loop_exit(std::size_t first, std::size_t end, const Loop* loop) const {
    if (!loop || loop->exit < 0) return false;
    const BasicBlock& exit = block(loop->exit);
    return exit.end - exit.begin == end - first && same_range(first, end, exit.begin);
}

bool Structurer::raises_after_pop_except(int b) const {
    const BasicBlock& bb = block(b);
    for (std::size_t i = bb.end - 1; i-- > bb.begin;)
        if (instructions_[i].op == Op::PopExcept) return computes_own_value(i + 1, bb.end);
    // (3.11+: the POP_EXCEPT, outside the handler's range, may end the block before.)
    for (const Edge& e : bb.predecessors)
        if (e.kind == EdgeKind::FallThrough && last(e.block).op == Op::PopExcept) return computes_own_value(bb.begin, bb.end);
    return false;
}

bool Structurer::return_as_break(Body& out, Loop* loop, std::uint32_t offset) {
    if (loop->exit >= 0) {
        SymbolicStack scratch;
        Body exit_code;
        try {
            lift_block(loop->exit, scratch, exit_code);
        } catch (const LiftError&) {
            exit_code.clear();
        }
        // The break runs a copy of the whole block after the loop (3.12+ copies a few
        // statements ending in a return: `def f(): ...` and the module's return).
        auto copies_exit = [&] {
            if (exit_code.empty() || exit_code.size() > out.size()) return false;
            for (std::size_t i = 0; i < exit_code.size(); ++i)
                if (unwind_text(exit_code[i]) != unwind_text(out[out.size() - exit_code.size() + i])) return false;
            return true;
        };
        if ((last(loop->exit).op == Op::Return || last(loop->exit).op == Op::Raise) && copies_exit()) {
            out.resize(out.size() - (exit_code.size() - 1));  // (the last one goes below)
        } else {
            // The only "exit" known is where the exhausted loop goes: an else block runs
            // there before the code the break copies (emit_loop_with_copied_exit).
            if (loop->exit != loop->exhausted) return false;
            if (loop->copied_exit && unwind_text(loop->copied_exit) != unwind_text(out.back())) return false;
            loop->copied_exit = out.back();
        }
    } else {
        // No block after the loop: every break runs a copy of it. All copies must agree.
        if (!record_copied_exit(loop->header, Body{out.back()})) return false;
    }
    out.pop_back();
    loop->has_break = true;
    // (3.13+ class code stores __static_attributes__ in the copy, after the unwind code: the
    // stores go on after it, where decompile drops them as the class body's end)
    Body class_end;
    while (!out.empty() && stores_class_end(out.back())) {
        class_end.insert(class_end.begin(), out.back());
        out.pop_back();
    }
    unwind_exit(out, loop, offset, false);
    out.insert(out.end(), class_end.begin(), class_end.end());
    out.push_back(stmt(Break{}));
    return true;
}

bool Structurer::leaves_loop_before_value(int b, const Loop* loop, std::size_t depth) const {
    if (!loop || loop->iterator_depth == 0 || depth < loop->iterator_depth) return false;
    const BasicBlock& bb = block(b);
    long level = long(depth);
    bool popped = false, computes = false;
    for (std::size_t i = bb.begin; i + 1 < bb.end; ++i) {
        const NormalizedInstruction& in = instructions_[i];
        if (skip_.count(i)) continue;
        // (moving values over the iterators is no computing: `return x` from nested loops
        // computes x first, then drops each iterator from under it)
        if (popped && in.pushes() > 0 && (in.op != Op::LoadConst || constant_returns_break_) && in.op != Op::Swap &&
            in.op != Op::Copy)
            computes = true;
        if (!popped && in.op == Op::PopTop && level == long(loop->iterator_depth)) popped = true;
        level += in.pushes() - in.pops();
    }
    return popped && computes;
}

void Structurer::append_copied_exit(int header, Body& out) {
    auto it = copied_exits_.find(header);
    if (it != copied_exits_.end()) out.insert(out.end(), it->second.begin(), it->second.end());
}

bool Structurer::exit_is_unwind_copy(const Loop* loop, const Body& out) const {
    Body expected;
    for (auto it = unwind_.rbegin(); it != unwind_.rend() && it->loop == loop; ++it)
        expected.insert(expected.end(), it->exit_code.begin(), it->exit_code.end());
    if (expected.empty()) return false;
    Body copy = out;
    return !strip_tail(copy, expected);
}

void Structurer::end_reraise(int b, Loop* loop, SymbolicStack& stack, Body& out) {
    const NormalizedInstruction& end = last(b);
    const std::size_t slots = lifter_.profile().exception_slots;
    auto is_exception = [](const StackEntry& e) {
        return e.is_marker(Lifter::kExceptionName);
    };
    if (finally_copies_ > 0 && stack.size() >= slots && std::all_of(stack.end() - std::ptrdiff_t(slots), stack.end(), is_exception)) {
        // In a loop the copy entered, with the copy's own stack (the iterator dropped): a
        // break, whose jump to the copy's lone RERAISE (no line) 3.12+ replaced by a copy of it.
        const auto& [copy_loop, copy_depth] = finally_copy_entries_.back();
        if (loop && loop != copy_loop && stack.size() == copy_depth) {
            unwind_exit(out, loop, end.offset, false);
            out.push_back(stmt(Break{}));
            loop->has_break = true;
            loop->breaks_reraise = true;
            return;
        }
        stack.resize(stack.size() - slots);
        ++finally_reraises_;
        return;
    }
    throw LiftError(end.offset, "re-raise outside a handler lift knows");
}

bool Structurer::returns_before_handler(int from, int handler, int final_line) const {
    if (handler < 0 || from < 0 || block(from).begin < 2) return false;
    // (the finally body's first line: where its exceptional copy starts)
    if (const std::optional<int> final_start = instructions_[handler_code_begin(handler)].line; final_line <= 0 && final_start)
        final_line = *final_start;
    // The line of the statement that unwinds, after every line of the body and before the
    // finally body's: 3.10 gives a return's to the body's POP_BLOCK (one falling off has none
    // and runs on in the line before), 3.11 keeps a NOP of it before the normal copy.
    auto unwinding_line = [&](std::optional<int> line) {
        if (!line || *line >= final_line) return false;
        for (int x = 0; x < from; ++x)
            if (protected_by(x, handler))
                for (std::size_t i = block(x).begin; i < block(x).end; ++i)
                    if (i + 1 != block(from).begin && instructions_[i].line && *instructions_[i].line >= *line)
                        return false;  // (the POP_BLOCK aside)
        return true;
    };
    const std::size_t first = block(from).begin;
    if (copies_exits_with_lines()) {
        if (!uses_block_stack() || instructions_[first - 1].op != Op::PopBlock) return false;
        return unwinding_line(instructions_[first - 1].line);
    }
    if (!uses_block_stack() && !unwinding_line(instructions_[first].nop_line)) return false;
    for (int x = from; x >= 0 && x < handler; x = fallthrough(x)) {
        const Op op = last(x).op;
        if (op == Op::Return) return true;
        if (is_control(op) && !is_conditional(op)) return false;  // (a jump over the handler)
    }
    return false;
}

int Structurer::walk_after_once(int from, const Body& prefix, int stop, Loop* loop, SymbolicStack& stack, Body& out,
                                std::uint32_t offset, int handler) {
    Body rest;
    walk(from, stop, loop, stack, rest, false);
    // `if c: raise` (an assert) in the finally body: the code after it, up to and past the
    // end of the normal copy, reads as its else branch; it goes after the if again, in the
    // copy and in the body the handler ran.
    auto flatten = [&](Body& code, std::size_t k) {
        auto* got = std::get_if<If>(&code[k]->node);
        if (!got || got->orelse.empty() || !always_leaves(got->body)) return;
        Body moved = got->orelse;
        code[k] = stmt(If{got->test, got->body, {}}, code[k]->line);
        code.insert(code.begin() + std::ptrdiff_t(k) + 1, moved.begin(), moved.end());
    };
    Body expected = prefix;
    for (std::size_t k = 0; k < expected.size() && k < rest.size(); ++k) {
        if (!std::holds_alternative<If>(expected[k]->node) || !std::holds_alternative<If>(rest[k]->node)) continue;
        Body flat_expected = expected, flat_rest = rest;
        flatten(flat_expected, k);
        flatten(flat_rest, k);
        if (unwind_text(flat_expected[k]) != unwind_text(flat_rest[k])) continue;
        expected = std::move(flat_expected);
        rest = std::move(flat_rest);
    }
    const std::size_t found = rest.size();
    if (!expected.empty() && rest.size() >= expected.size()) untangle_copied_tail(rest, expected.size() - 1, expected.back());
    if (!expected.empty() && rest.size() >= expected.size()) hoist_exit_copies(rest, expected.size() - 1);
    // A return of a constant after the normal copy of a finally body: either the code after
    // the statement, or (the compiler loads a constant after the unwind) a return ending the
    // try body. The line tells: the try body's comes before `finally:`. So does the layout:
    // only from inside does the compiler copy such a return into both branches of an if
    // ending the copy (≤3.10 and 3.12+); one after it has a line of its own and stays one
    // block at the join. (The implicit `return None` has no line; it compiles alike either way.)
    // (3.9 gives the return the finally body's last line, 3.11 too: there the layout tells.)
    if (rest.size() == expected.size() + 1 && !out.empty()) {
        auto* ret = std::get_if<Return>(&rest.back()->node);
        auto* construct = std::get_if<Try>(&out.back()->node);
        const bool constant = ret && (!ret->value || std::holds_alternative<Constant>(ret->value->node));
        const bool none = constant && (!ret->value || is_none(ret->value));
        const int final_line = construct && !construct->finalbody.empty() ? construct->finalbody.front()->line : 0;
        const bool sunk = found == expected.size() && !none;
        const bool laid_out_before = returns_before_handler(from, handler, final_line);
        const bool before = !none && rest.back()->line > 0 && final_line > 0 && rest.back()->line < final_line;
        if (constant && construct && !construct->finalbody.empty() && (sunk || before || laid_out_before)) {
            // Where in the body it goes the walk cannot tell when the body ends in a compound
            // statement (`with ...: try: ... else: return True`): only after simple ones, or
            // an if that leaves (its else compiles alike as the code after it).
            auto settles = [](const Body& body) {
                if (body.empty()) return true;
                const StmtPtr& end = body.back();
                if (auto* i = std::get_if<If>(&end->node)) return i->orelse.empty() && always_leaves(i->body);
                return !std::holds_alternative<With>(end->node) && !std::holds_alternative<Try>(end->node) &&
                       !std::holds_alternative<For>(end->node) && !std::holds_alternative<While>(end->node) &&
                       !std::holds_alternative<Match>(end->node);
            };
            // (A with statement ending the body whose exit ran into the try body's end, the
            // return laid out there: a return inside the with would leave through its exit.)
            const bool after_with = laid_out_before && !construct->body.empty() &&
                                    std::holds_alternative<With>(construct->body.back()->node);
            const bool placed = construct->handlers.empty() && (settles(construct->body) || after_with);
            if (!placed && (sunk || before))
                throw LiftError(offset, "a return of a constant ending a try body lift cannot place");
            if (placed) {
                Try moved = *construct;
                moved.body.push_back(rest.back());
                out.back() = stmt(std::move(moved), out.back()->line);
                rest.pop_back();
            }
        }
    }
    if (trace_unwind()) {
        PrintOptions options;
        std::fprintf(stderr, "after a try at %u: expected\n%s---- found\n%s----\n", offset,
                     print_statements(expected, options).c_str(), print_statements(rest, options).c_str());
    }
    if (rest.size() < expected.size()) throw LiftError(offset, "the normal exit of a try or with statement lift could not find");
    for (std::size_t k = 0; k < expected.size(); ++k)
        if (unwind_text(rest[k]) != unwind_text(expected[k]))
            throw LiftError(offset, "the normal exit of a try or with statement lift could not find");
    out.insert(out.end(), rest.begin() + std::ptrdiff_t(expected.size()), rest.end());
    return stop;
}

// 3.10+ copies a small exit (`return None`) into the branches of an `if` that ends a
// finally body's normal copy: that if then reads `if c: h(); return None` followed by
// `return None`. Where statement k of `rest` is `expected` plus such a copy of what follows
// it in `rest`, the copy goes.
void Structurer::untangle_copied_tail(Body& rest, std::size_t k, const StmtPtr& expected) const {
    auto* got = std::get_if<If>(&rest[k]->node);
    auto* want = std::get_if<If>(&expected->node);
    if (!got || !want) return;
    const std::size_t after = rest.size() - k - 1;
    auto strip = [&](const Body& branch, const Body& wanted, Body& result) {
        if (branch.size() != wanted.size() + after) return false;
        for (std::size_t i = 0; i < after; ++i)
            if (unwind_text(branch[wanted.size() + i]) != unwind_text(rest[k + 1 + i])) return false;
        result.assign(branch.begin(), branch.begin() + std::ptrdiff_t(wanted.size()));
        return true;
    };
    If copy = *got;
    if (after == 0 && got->orelse.size() == want->orelse.size() && got->body.size() == want->body.size() + 1 &&
        want->orelse.empty()) {
        // Nothing follows here, and the false side jumps on to where an enclosing statement
        // ends the code: only the body got its copy of the implicit `return None` (3.10+
        // copies it into every jump to it), which goes after the if.
        auto* ret = std::get_if<Return>(&got->body.back()->node);
        if (!ret || (ret->value && !is_none(ret->value))) return;
        StmtPtr tail = got->body.back();
        copy.body.pop_back();
        rest[k] = stmt(std::move(copy), rest[k]->line);
        rest.push_back(tail);
        return;
    }
    if (after == 0 && !got->orelse.empty() && got->body.size() > want->body.size() &&
        got->body.size() - want->body.size() == got->orelse.size() - want->orelse.size() &&
        got->orelse.size() > want->orelse.size()) {
        // Nothing follows: both branches end in the copy; it goes after the if, once.
        const std::size_t n = got->body.size() - want->body.size();
        Body tail(got->body.end() - std::ptrdiff_t(n), got->body.end());
        for (std::size_t i = 0; i < n; ++i)
            if (unwind_text(tail[i]) != unwind_text(got->orelse[got->orelse.size() - n + i])) return;
        if (!always_leaves(tail)) return;
        copy.body.resize(want->body.size());
        copy.orelse.resize(want->orelse.size());
        rest[k] = stmt(std::move(copy), rest[k]->line);
        rest.insert(rest.end(), tail.begin(), tail.end());
        return;
    }
    bool changed = false;
    Body stripped;
    if (strip(got->body, want->body, stripped)) {
        copy.body = stripped;
        changed = true;
    }
    if (!got->orelse.empty() && strip(got->orelse, want->orelse, stripped)) {
        copy.orelse = stripped;
        changed = true;
    }
    if (changed && always_leaves(Body(rest.begin() + std::ptrdiff_t(k) + 1, rest.end())))
        rest[k] = stmt(std::move(copy), rest[k]->line);
}

StmtPtr finally_statement(const Body& body, const Body& finalbody, int line) {
    Try statement{body, {}, {}, finalbody};
    if (body.size() == 1) {
        // try/except/finally compiles as a try/except inside a try/finally.
        auto* inner = std::get_if<Try>(&body[0]->node);
        if (inner && inner->finalbody.empty() && !inner->handlers.empty()) {
            statement = *inner;
            statement.finalbody = finalbody;
        }
    }
    if (statement.finalbody.empty()) statement.finalbody.push_back(stmt(Pass{}));
    if (statement.body.empty()) statement.body.push_back(stmt(Pass{}));
    return stmt(std::move(statement), line);
}

Structurer::ExceptClause Structurer::typed_clause(int test, std::size_t type_begin, std::size_t type_end,
                                                  const SymbolicStack& handler_stack, std::uint32_t at) {
    SymbolicStack type_stack = handler_stack;
    Body type_out;
    for (std::size_t i = type_begin; i < type_end; ++i) lifter_.step(instructions_[i], type_stack, type_out);
    if (!type_out.empty() || type_stack.size() != handler_stack.size() + 1)
        throw LiftError(at, "an except clause's type lift could not rebuild");
    int body_block = fallthrough(test);
    if (body_block < 0) throw LiftError(at, "an except clause without a body");
    if (jump_target(test) < 0) throw LiftError(at, "an except clause without a next test");
    return {lifter_.as_expression(type_stack.back(), at), std::nullopt, body_block, block(body_block).begin};
}

std::vector<Structurer::ExceptClause> Structurer::read_table_clauses(int h, const SymbolicStack& handler_stack) {
    std::vector<ExceptClause> clauses;
    int current = h;
    std::size_t start = block(h).begin + 1;  // after PUSH_EXC_INFO
    for (int guard = 0; guard < 1000; ++guard) {
        const BasicBlock& cb = block(current);
        emitted_[std::size_t(current)] = true;
        if (start >= cb.end) throw LiftError(cb.offset, "an except clause lift does not recognise");
        const NormalizedInstruction& first = instructions_[start];
        if (first.op == Op::Reraise && start + 1 == cb.end) break;  // no clause matched
        if (first.op == Op::PopTop) {
            emitted_[std::size_t(current)] = false;  // the walk of the clause's body marks it
            clauses.push_back({nullptr, std::nullopt, current, start});
            break;
        }
        if (cb.end - start < 3 || last(current).op != Op::PopJumpIfFalse ||
            instructions_[cb.end - 2].op != Op::CheckExcMatch)
            throw LiftError(first.offset, "an except clause lift does not recognise");
        clauses.push_back(typed_clause(current, start, cb.end - 2, handler_stack, first.offset));
        current = jump_target(current);
        start = block(current).begin;
    }
    for (ExceptClause& clause : clauses) {
        const NormalizedInstruction& in = instructions_[clause.first];
        if (is_name_store(in.op)) clause.name = in.name;
        else if (in.op != Op::PopTop) throw LiftError(in.offset, "an except clause that neither binds nor drops the exception");
        skip_.insert(clause.first);
    }
    return clauses;
}

int Structurer::emit_try(int b, int h, int stop, Loop* loop, SymbolicStack& stack, Body& out) {
    const BasicBlock& hb = block(h);
    const std::uint32_t at = block(b).offset;
    const int depth = depth_at(b);
    const int line = instructions_[block(b).begin].line.value_or(0);
    SymbolicStack handler_stack = stack;
    for (int k = 0; k < lifter_.profile().exception_slots; ++k) handler_stack.push_back(opaque(Lifter::kExceptionStateName));
    for (int k = 0; k < lifter_.profile().exception_slots; ++k) handler_stack.push_back(opaque(Lifter::kExceptionName));

    // Except clauses test the exception (or catch all with a bare POP_TOP); anything
    // else is the exceptional copy of a finally body.
    const bool is_star = starts_star_clauses(h);
    bool is_except = is_star || starts_except_clauses(h);
    if (!uses_block_stack()) skip_.insert(hb.begin);  // PUSH_EXC_INFO

    if (!is_except && finally_is_subroutine()) return emit_finally_subroutine(b, h, stop, loop, stack, out);
    if (!is_except) {
        Body finalbody;
        {
            SymbolicStack copy_stack = handler_stack;
            unwind_.push_back({loop, {pop_except_expected("")}});
            ++finally_copies_;
            finally_copy_entries_.push_back({loop, copy_stack.size()});
            walk(h, -1, loop, copy_stack, finalbody, false);
            finally_copy_entries_.pop_back();
            --finally_copies_;
            unwind_.pop_back();
        }
        int exit = normal_exit(b, h, depth, loop);
        if (exit < 0) exit = finally_jump_exit(h, finalbody, loop);
        active_handlers_.insert(h);
        unwind_.push_back({loop, finalbody, true});
        SymbolicStack body_stack = stack;
        Body body;
        walk_region(b, exit >= 0 ? exit : stop, loop, body_stack, body);
        unwind_.pop_back();
        active_handlers_.erase(h);
        out.push_back(finally_statement(body, finalbody, line));
        if (exit < 0) return -1;
        if (body_stack.size() != stack.size() && !lifter_.generated())
            throw LiftError(at, "a try body that leaves values on the stack");
        stack = body_stack;
        const int next = walk_after(exit, finalbody, stop, loop, stack, out, at, h);
        move_loop_jump_into_finally_body(exit, loop, out);
        restore_dead_loop_jump(exit, loop, out);
        return next;
    }

    // ---- except clauses ----
    using Clause = ExceptClause;
    std::vector<Clause> clauses = uses_block_stack() ? read_block_setup_clauses(h, handler_stack)
                                  : is_star          ? read_star_clauses(h, handler_stack)
                                                     : read_table_clauses(h, handler_stack);
    // Where the clauses go on: the jumps after their POP_EXCEPT (and name cleanup). A
    // `continue` or `break` in a clause jumps too: when the clauses disagree, those go.
    std::vector<int> joins;
    // 3.12+ copies a small block that returns into the jumps to it: a clause ending with
    // POP_EXCEPT and such a copy of the code after the statement falls off its end.
    std::vector<std::pair<std::size_t, std::size_t>> tails;
    // (3.10: the ends of nested clauses that leave this one too, first -> where the skip
    // begins; a constant's return there may be the nested clause's own: only a tail that an
    // else block's end copies too is the code after the statement)
    std::map<std::size_t, std::size_t> tail_skip_from;
    auto skip_tail = [&](std::size_t first, std::size_t end) {
        const auto from = tail_skip_from.find(first);
        for (std::size_t i = from == tail_skip_from.end() ? first : from->second; i < end; ++i) skip_.insert(i);
        copied_returns_.insert(instructions_[end - 1].offset);
    };
    // (a clause in an outer clause: its end leaves both, POP_EXCEPT twice, then what the
    // body's exit runs, which 3.12+ and 3.10 copy: the outer POP_EXCEPT and a small return)
    std::vector<std::pair<std::size_t, std::size_t>> exit_copies;
    const int body_exit = normal_exit(b, h, depth, loop);
    const bool sunk_return_pending = body_exit >= 0 && !stack.empty() && stack.back().kind == EntryKind::Value &&
                                     is_lone(body_exit, Op::Return) &&
                                     std::any_of(unwind_.begin(), unwind_.end(),
                                                 [](const Unwind& u) { return !u.exit_code.empty(); });
    // A clause's jump round or out of the loop (POP_EXCEPT, cleanup, the jump) with more of the
    // clause laid out after it is a `continue` or `break` written in it: the compiler lays a
    // clause's own end, where it falls off, after all its code. A clause that only leaves so
    // (or raises) has no end of its own: its jumps are statements, walked as such.
    std::vector<bool> no_own_end(clauses.size(), false);
    for (std::size_t c = 0; c < clauses.size(); ++c) {
        const Clause& clause = clauses[c];
        const std::size_t joins_before = joins.size(), tails_before = tails.size(),
                          exit_copies_before = exit_copies.size();
        std::vector<std::pair<int, int>> loop_jumps;  // (block, target)
        IntSet seen{clause.body};
        std::vector<int> work{clause.body};
        while (!work.empty()) {
            int x = work.back();
            work.pop_back();
            const BasicBlock& xb = block(x);
            int pops = 0;
            for (std::size_t i = xb.begin; i < xb.end; ++i) pops += instructions_[i].op == Op::PopExcept;
            if (pops > 0) {
                std::size_t k = xb.begin;
                for (std::size_t i = xb.begin; i < xb.end; ++i)
                    if (instructions_[i].op == Op::PopExcept)
                        k = pop_except_end(i);
                if (last(x).op == Op::Jump && k + 1 == xb.end && jump_target(x) >= 0 && loop &&
                    (jump_target(x) == loop->header || jump_target(x) == loop->continue_target ||
                     jump_target(x) == loop->exit))
                    loop_jumps.push_back({x, jump_target(x)});
                else if (last(x).op == Op::Jump && k + 1 == xb.end && jump_target(x) >= 0) joins.push_back(jump_target(x));
                else if (k == xb.end && is_inlined_exit_copy(fallthrough(x), body_exit)) joins.push_back(body_exit);
                else if (const int end = k == xb.end ? else_end_copy_of(fallthrough(x), body_exit, loop) : -1; end >= 0)
                    joins.push_back(end);
                // (a clause that ends with its POP_EXCEPT may run into the code after the statement)
                else if (k == xb.end && fallthrough(x) >= 0 && body_exit >= 0 &&
                         fallthrough(x) == resolve_jump(body_exit))
                    joins.push_back(fallthrough(x));
                else if (pops == 2 && body_exit >= 0 && copies_small_exits() && last(x).op == Op::Return &&
                         [&] {
                             for (std::size_t i = xb.begin; i < xb.end; ++i)
                                 if (instructions_[i].op == Op::PopExcept)
                                     return !except_cleanups_.count(instructions_[i].offset) &&
                                            same_instructions(i + 1, xb.end, body_exit) &&
                                            (exit_copies.push_back({i + 1, xb.end}), true);
                             return false;
                         }())
                    joins.push_back(body_exit);
                // (this statement ends the copy of a finally body that a `return v` runs: 3.9+
                // copy the lone RETURN_VALUE of the pending v into the clause's end too, as into
                // the body's exit, and the return goes once after the statement)
                else if (pops == 1 && body_exit >= 0 && last(x).op == Op::Return &&
                         k + 1 == xb.end && sunk_return_pending && same_instructions(k, xb.end, body_exit)) {
                    exit_copies.push_back({k, xb.end});
                    joins.push_back(body_exit);
                }
                else if ((last(x).op == Op::Return || last(x).op == Op::Raise) && k < xb.end && copies_small_exits() &&
                         pops == 1 && computes_own_value(k, xb.end) &&  // (more: it leaves an outer clause too)
                         !copies_loop_exit(k, xb.end, loop) &&  // (a break's: raises_after_pop_except)
                         !returns_past_clause_code(x, clause.body))
                    tails.push_back({k, xb.end});
                // (3.10: so it does, and the copy is of the enclosing clause's end, its
                // POP_EXCEPT, then what runs after that statement: the walk of the clause reads
                // its own POP_EXCEPT, the copy begins after it)
                else if (const std::size_t own = pops >= 2 && uses_block_stack() ? first_pop_end(x) : 0;
                         own > 0 && (last(x).op == Op::Return || last(x).op == Op::Raise) && k < xb.end &&
                         copies_small_exits() && may_copy_tail(k, xb.end))
                {
                    tails.push_back({own, xb.end});
                    tail_skip_from[own] = branch_copy_of_clause_end(x, clause.body, loop) ? first_pop(x) : own;
                }
                // (a clause whose POP_EXCEPT ends an outer statement's protection runs into where
                // that statement goes on: the enclosing walk's stop, no copy)
                else if (k == xb.end && stop >= 0 && fallthrough(x) == stop)
                    joins.push_back(stop);
                // (the same where an outer statement's protection ends at the POP_EXCEPT: the
                // copy that follows is a block of its own)
                else if (const int copy = k == xb.end ? fallthrough(x) : -1;
                         copy >= 0 && copy != body_exit && !is_star && pops == 1 && copies_small_exits() &&
                         !block(copy).handler &&
                         (last(copy).op == Op::Return || last(copy).op == Op::Raise) &&
                         computes_own_value(block(copy).begin, block(copy).end) &&
                         !copies_loop_exit(block(copy).begin, block(copy).end, loop))
                    tails.push_back({block(copy).begin, block(copy).end});
                // (3.13+: a try body that never falls off leaves no jump to the code after the
                // statement; a clause's POP_EXCEPT (and name cleanup) runs straight into it)
                else if (const int after = k == xb.end && body_exit < 0 && !uses_block_stack() ? fallthrough(x) : -1;
                         after >= 0 && pops == 1 && runs_into_code_after(after, h, depth, loop))
                    joins.push_back(after);
                continue;
            }
            for (const Edge& e : xb.successors) {
                if (e.kind == EdgeKind::Exception) {
                    // (a try statement inside the clause whose body never falls off goes on
                    // from its own clauses' ends: the clause goes on there. Its body may be
                    // another statement that never falls off, `try: try: raise / finally: raise`:
                    // the exception leaves that one's handler into this one's, up the chain to
                    // the handlers around the clause.)
                    std::vector<int> nested{e.block};
                    for (int outer : handler_chain(e.block)) nested.push_back(outer);
                    for (int nh : nested) {
                        if (nh == h || nh == clause.cleanup || protected_by(clause.body, nh)) break;
                        // (3.8: only except clauses' handlers: a finally body is a subroutine)
                        if (finally_is_subroutine() && !starts_except_clauses(nh)) continue;
                        if (!is_construct_handler(nh) || is_with_handler(nh)) continue;
                        for (int y : nested_clause_exits(nh))
                            if (!is_loop_target(y, loop) && seen.insert(y).second) work.push_back(y);
                    }
                    // (3.8: so does one from a finally body that only an exception enters, `try:
                    // raise e finally: ...`: END_FINALLY goes on after it; not the clause's own
                    // name cleanup, nor a handler of a statement around the clause)
                    if (finally_is_subroutine() && e.block != h && e.block != clause.cleanup &&
                        !protected_by(clause.body, e.block) && !starts_except_clauses(e.block) &&
                        !is_with_handler(e.block) && seen.insert(e.block).second)
                        work.push_back(e.block);
                    continue;
                }
                if (is_loop_target(e.block, loop)) continue;
                if (seen.insert(e.block).second) work.push_back(e.block);
            }
        }
        // (3.10: a nested clause that ends this one too runs the copy after this statement)
        if (uses_block_stack() && copies_small_exits())
            for (const NestedTail& tail : nested_clause_tails(clause, h)) {
                tails.push_back({tail.first, tail.end});
                tail_skip_from[tail.first] = tail.skip_from;
            }
        bool statements_only = !loop_jumps.empty();
        for (const auto& [x, target] : loop_jumps) {
            const bool laid_out_after = std::any_of(seen.begin(), seen.end(), [&, x = x](int y) {
                return y > x && block(y).reachable;
            });
            if (!laid_out_after) {
                joins.push_back(target);
                statements_only = false;
            }
        }
        if (int dead = uses_block_stack() ? dead_clause_join(clause, loop) : -1; dead >= 0) joins.push_back(dead);
        no_own_end[c] = statements_only && joins.size() == joins_before && tails.size() == tails_before &&
                        exit_copies.size() == exit_copies_before;
    }
    int join = -1;
    // A 3.10+ while loop's bottom test that also runs the end of the body is where a clause
    // falling off its end goes on, not only a `continue`.
    // (3.11+ `try: ... except E: if c: continue` then `break`: the body runs into the code
    // after the loop, the break, and the clause falling off jumps there; there the statement
    // goes on, to its own `break`)
    auto body_runs_into = [&](int y) {
        for (const BasicBlock& xb : cfg_.blocks)
            if (protected_by(xb.id, h) && fallthrough(xb.id) == y && last(xb.id).op != Op::Jump) return true;
        return false;
    };
    const bool break_follows = !uses_block_stack() && loop && loop->exit >= 0 && body_exit < 0 &&
                               body_runs_into(loop->exit);
    auto leaves_for_loop = [&](int y) {
        if (break_follows && y == loop->exit) return false;
        return is_loop_target(y, loop) && !(loop->latch_runs_body && y == loop->latch_condition);
    };
    if (!joins.empty() && std::all_of(joins.begin(), joins.end(), [&](int y) { return y == joins[0]; })) {
        // (clauses that all break or all continue leave the loop: they meet nowhere in it;
        // 3.10-3.13 `while True:`, a clause's jump straight to the header is a `continue`
        // however the body leaves: falling off it would jump to the folded test at the bottom)
        const bool continues_folded = loop && loop->folded_bottom_test && joins[0] == loop->header;
        // (but where a with statement in the body suppresses into the body's exit, that exit
        // is the body's own code, its last statement or an else block, and the clauses fall
        // off the statement: the code after it is the loop's end. Unless the names and
        // constants say the compiler met the clauses first: the code after the statement.)
        const bool exit_in_statement =
            body_exit >= 0 && suppresses_into(body_exit, h) &&
            compiled_first(region_from(body_exit, stop, loop), clause_blocks_of(clauses, stop, loop)) <= 0;
        join = leaves_for_loop(joins[0]) && (body_exit >= 0 || continues_folded) && copies_small_exits() &&
                       !exit_in_statement
                   ? -1
                   : joins[0];
    } else {
        for (int y : joins) {
            if (leaves_for_loop(y)) continue;
            if (join >= 0 && resolve_jump(join) != resolve_jump(y)) {
                if (!uses_block_stack() && canonical(resolve_jump(join)) == canonical(resolve_jump(y))) {
                    // 3.11+ copies an outer clause's end (POP_EXCEPT, cleanup, a small return)
                    // into each jump to it: the walk of this clause stops at its copy.
                    // (Any of them may be where a walk inside stops, an if's join in the
                    // clause: each, and the copies noted of each, the end of an inner clause
                    // that runs into one (else_end_copy_of), stands for the others.)
                    std::vector<int> copies{y, join};
                    for (const auto& [copy, of] : inlined_exit_copies_)
                        if (of == y || of == join) copies.push_back(copy);
                    for (int p : copies)
                        for (int q : copies)
                            if (p != q) inlined_exit_copies_.insert({p, q});
                    continue;
                }
                // 3.10 copies the code after the statement into the clauses' jumps.
                if (!copies_join(join, y)) throw LiftError(hb.offset, "except clauses that continue in different places");
                join = first_copy(y);
                continue;
            }
            join = y;
        }
    }

    // (the copies go when the clauses all meet at the body's exit)
    if (join >= 0 && join == body_exit) {
        for (const auto& [first, end] : exit_copies) {
            for (std::size_t i = first; i < end; ++i) skip_.insert(i);
            copied_returns_.insert(instructions_[end - 1].offset);
        }
    }
    int exit = body_exit;
    // ≤3.9 ends a body that falls off with POP_BLOCK; JUMP_FORWARD: code right after the
    // POP_BLOCK is a return leaving the body, not the code after the statement.
    // (But for the return whose finally copy this statement ends, which the clauses run too.)
    if (uses_block_stack() && !copies_small_exits() && exit >= 0 &&
        !is_lone(exit, Op::Jump) &&
        !(sunk_return_pending && join == exit))
        exit = -1;
    // 3.10+ `while c: try: continue / except: x = f()`: the body's only way on is its jump to
    // the test on top (POP_BLOCK, JUMP), while the clause runs into the bottom test: that jump
    // is the body's `continue`, no way to the code after the statement. (≤3.9 too, where the
    // body's own end follows the jump, dead.)
    const bool continues_in_body = exit >= 0 && loop && is_lone(exit, Op::Jump) &&
                                   (jump_target(exit) == loop->header || jump_target(exit) == loop->continue_target);
    if (continues_in_body && join < 0 && loop->latch_condition >= 0 &&
        std::any_of(clauses.begin(), clauses.end(), [&](const Clause& clause) {
            return clause.body == loop->latch_condition || region_from(clause.body, stop, loop).count(loop->latch_condition);
        }))
        exit = -1;
    // A copy of the code after the statement that the else block runs into without a jump:
    // the else block ends inside `split_block`, whose last instructions are that code.
    // (An else block ending in an if/elif: each branch that falls off ends with a copy.)
    std::vector<std::pair<int, std::size_t>> splits;  // (split_block, where its copy begins)
    std::stable_partition(tails.begin(), tails.end(), [&](const auto& t) { return !tail_skip_from.count(t.first); });
    std::set<std::size_t> used_nested;
    for (const auto& [first, end] : tails) {
        const bool nested_tail = tail_skip_from.count(first) > 0;
        int copied = join >= 0 ? join : exit;
        if (copied >= 0 && same_instructions(first, end, copied)) {
            join = copied;
        } else if (join < 0 && stop >= 0 && (last(stop).op == Op::Return || last(stop).op == Op::Raise) &&
                   same_instructions(first, end, stop)) {
            // (a copy of where the enclosing statement goes on: `if c: try: ... except: ...`
            // then `return x`, which 3.12+ copies into the clause)
            join = stop;
        } else if (join < 0 && exit >= 0 && !is_loop_target(exit, loop) &&
                   !(!uses_block_stack() && !is_star && returns_constant_only(first, end) &&
                     compiled_first(region_from(exit, stop, loop), clause_blocks_of(clauses, stop, loop)) > 0)) {
            // (A clause's lone `return` compiles as a copy of the end would: that end is no else
            // block when the compiler met the clauses first, as their names and constants say.
            // 3.11+ compile an else block before except clauses; ≤3.10 after them, either way.)
            std::vector<std::pair<int, std::size_t>> found;
            for (int y : region_from(exit, stop, loop)) {
                const BasicBlock& yb = block(y);
                if (yb.end - yb.begin <= end - first || (last(y).op != Op::Return && last(y).op != Op::Raise) ||
                    !same_range(first, end, yb.end - (end - first)))
                    continue;
                // (a copy entered with more on the stack than the else block starts with is a
                // break's, after it drops the iterator of a loop that ends the else block: the
                // walk reads the break, which the copy's cut would lose; ≤3.10 threads an inner
                // loop's break into the outer one's, dropping both iterators: no statement)
                // (Values an expression leaves for the code before the copy to take are no
                // iterators: `else: g(x or y)` joins x and y there, the call after them. A break
                // drops them right away, or comes from inside a for loop's body: `if c: f() /
                // break` calls before it drops the iterator.)
                const std::size_t copy_begin = yb.end - (end - first);
                const bool drops_only = std::all_of(instructions_.begin() + long(yb.begin),
                                                    instructions_.begin() + long(copy_begin),
                                                    [](const NormalizedInstruction& in) { return in.op == Op::PopTop; });
                const bool from_loop = std::any_of(yb.predecessors.begin(), yb.predecessors.end(), [&](const Edge& e) {
                    if (e.kind == EdgeKind::Exception) return false;
                    for (int header = 0; header < int(cfg_.blocks.size()); ++header)
                        if (is_loop_header(header) && last(header).op == Op::ForIter && e.block != header &&
                            in_natural_body(header, e.block) && !in_natural_body(header, y))
                            return true;
                    return false;
                });
                const bool is_break = drops_only || from_loop;
                const int iterator = int(std::max<std::size_t>(lifter_.profile().iterator_slots, 1));
                if (is_break && depth_at(y) > depth_at(exit) + iterator)
                    throw LiftError(block(y).offset, "a break out of two loops into the code after a try statement");
                if (is_break && depth_at(y) > depth_at(exit)) split_breaks_.insert(y);
                found.push_back({y, yb.end - (end - first)});
            }
            std::sort(found.begin(), found.end());
            if (nested_tail && (found.empty() || (!splits.empty() && found != splits))) continue;
            if (!splits.empty() && found != splits)
                throw LiftError(hb.offset, "except clauses that continue in different places");
            splits = found;
            if (splits.empty()) continue;
        } else {
            continue;
        }
        skip_tail(first, end);
        if (nested_tail) used_nested.insert(first);
    }
    // (the others are returns in the nested clauses)
    tails.erase(std::remove_if(tails.begin(), tails.end(),
                               [&](const auto& t) { return tail_skip_from.count(t.first) && !used_nested.count(t.first); }),
                tails.end());
    // A try body that never falls off: the code after the statement is only the copies
    // that follow the clauses' POP_EXCEPT (except* clauses share one).
    std::pair<std::size_t, std::size_t> star_tail{0, 0};
    // (3.11 copies only the implicit `return None`: another tail there is the clause's own return.
    // A constant's return compiles the same in the clause, where it reads better.)
    auto copied_tail = [&](const std::pair<std::size_t, std::size_t>& t) {
        const NormalizedInstruction& first = instructions_[t.first];
        const bool returns_constant = t.second - t.first == 2 && first.op == Op::LoadConst && first.constant;
        const bool returns_none = returns_constant && first.constant->kind == ObjectKind::None;
        return is_star || returns_none || (copies_exits_with_lines() && !returns_constant);
    };
    // (A body that leaves through an else block that never goes on, `else: return f()`, is
    // no path to the code after the statement either: the clauses' tails are that code.)
    auto else_never_goes_on = [&] {
        if (exit < 0 || !copies_small_exits() || is_loop_target(exit, loop) || exit == stop) return false;
        const IntSet region = region_from(exit, stop, loop);
        for (int y : region) {
            if (is_loop_header(y)) return false;
            for (const Edge& e : block(y).successors)
                if (e.kind != EdgeKind::Exception && (!region.count(e.block) || is_loop_target(e.block, loop))) return false;
            if (block(y).successors.empty() && last(y).op != Op::Return && last(y).op != Op::Raise) return false;
            for (const auto& t : tails)
                if (t.first >= block(y).begin && t.first < block(y).end) return false;
        }
        return true;
    };
    // (Only a tail computing a value of its own: a constant's return, the implicit one above
    // all, reads as the clause's own and the walk keeps it there.)
    const bool else_leaves = join < 0 && exit >= 0 && !tails.empty() && splits.empty() &&
                             std::none_of(tails.begin(), tails.end(), [&](const auto& t) {
                                 return t.second - t.first == 2 && instructions_[t.first].op == Op::LoadConst;
                             }) &&
                             else_never_goes_on();
    // (A body that falls off the end of a loop's body goes on round the loop: ≤3.11 jump
    // forward from it to the jump back laid out after the handlers, where a `continue` jumps
    // back at once. The clauses' tails are then their own way out, `except E: return`. In
    // module and class code, which cannot return, they always are: `except E: break`, whose
    // break runs a copy of the code after the loop.)
    auto tails_leave_clauses = [&] {
        if (!loop) return false;
        if (!(lifter_.code().flags & kCodeOptimized) && std::all_of(tails.begin(), tails.end(), [&](const auto& t) {
                return instructions_[t.second - 1].op == Op::Return;
            }))
            return true;
        for (const BasicBlock& xb : cfg_.blocks) {
            const int x = xb.id;
            if (xb.empty() || last(x).op != Op::Jump || jump_target(x) <= x || !is_loop_target(jump_target(x), loop))
                continue;
            const int latch = jump_target(x);
            if (!is_lone(latch, Op::Jump) || jump_target(latch) > latch)
                continue;
            const bool from_body = protected_by(x, h) || std::any_of(xb.predecessors.begin(), xb.predecessors.end(), [&](const Edge& e) {
                                       return e.kind == EdgeKind::FallThrough && protected_by(e.block, h);
                                   });
            if (from_body) return true;
        }
        return false;
    };
    bool star_with_else = false;
    if (join < 0 && (exit < 0 || else_leaves) && !tails.empty() && !tails_leave_clauses() && std::all_of(tails.begin(), tails.end(), [&](const auto& t) {
            return t.second - t.first == tails[0].second - tails[0].first && same_range(t.first, t.second, tails[0].first) &&
                   copied_tail(t);
        })) {
        star_tail = tails[0];
        star_with_else = exit >= 0;
        for (const auto& [first, end] : tails) skip_tail(first, end);
    }
    active_handlers_.insert(h);
    unwind_.push_back({loop, {}});
    SymbolicStack body_stack = stack;
    Body body;
    // (≤3.9: where the body ends in a `continue`, its own end stays after the jump, dead: the
    // walk takes the jump to the loop's header, where the clauses go on too, for the statement)
    const int body_stop = exit >= 0 ? exit : join >= 0 && !continue_ends_body(h, loop) ? join : stop;
    walk_region(b, body_stop, loop, body_stack, body);
    unwind_.pop_back();
    active_handlers_.erase(h);
    if (exit >= 0 && body_stack.size() != stack.size()) throw LiftError(at, "a try body that leaves values on the stack");

    Body orelse;
    ElseLayout else_layout = ElseLayout::Unknown;
    Body after;
    std::pair<std::size_t, std::size_t> outer_clause_pop{0, 0};
    int next = join >= 0 ? join : exit;
    if (star_with_else) {
        // The body's exit is its else block, which never goes on: the code after the
        // statement is the clauses' tail.
        SymbolicStack else_stack = stack;
        walk(exit, stop, loop, else_stack, orelse, false);
        if (!always_leaves(orelse)) throw LiftError(at, "an else block lift cannot place");
        next = -1;
    } else if (!splits.empty()) {
        for (const auto& [split_block, split_first] : splits) {
            for (std::size_t i = split_first; i < block(split_block).end; ++i) skip_.insert(i);
            copied_returns_.insert(last(split_block).offset);
        }
        walk(exit, stop, loop, stack, orelse, false);
        const BasicBlock& yb = block(splits[0].first);
        if (!unwind_.empty()) {
            // (3.10, a statement that ends an enclosing except clause: the copy begins with
            // that clause's POP_EXCEPT, which ends the walk of the clause, after the clauses
            // of this statement, which run in it; the rest is the copy after the enclosing
            // statement, which that statement's tails hold)
            const NormalizedInstruction& pop = instructions_[splits[0].second];
            if (!uses_block_stack() || pop.op != Op::PopExcept)
                throw LiftError(yb.offset, "code after a try statement lift cannot place");
            outer_clause_pop = {splits[0].second, pop_except_end(splits[0].second)};
        } else {
            for (std::size_t i = splits[0].second; i < yb.end; ++i) lifter_.step(instructions_[i], stack, after);
        }
        next = -1;
    } else if (exit >= 0 && join >= 0 && resolve_jump(exit) != resolve_jump(join) &&
               canonical(resolve_jump(exit)) != canonical(resolve_jump(join))) {
        // (two copies of one exit, an outer clause's end the compiler copied into the body's
        // exit and the clauses' jumps: no else block between them. An else block runs into
        // its own copy of that end.)
        if (const int end = enclosing_clause_end(exit, join, loop); end >= 0 && end != join && same_code(end, join))
            inlined_exit_copies_.insert({end, join});
        if (uses_block_stack() && copies_small_exits()) skip_else_copies_of_join(exit, join, loop);
        SymbolicStack else_stack = stack;
        walk(exit, join, loop, else_stack, orelse, false);
    } else if (exit >= 0 && join < 0 && exit != stop && (stop < 0 || resolve_jump(exit) != resolve_jump(stop)) &&
               !is_loop_target(exit, loop)) {
        // No clause goes on after the statement: the code after the body may be an else
        // block or the code after the statement, the same instructions either way. The
        // compiler compiles an else block before the clauses, which orders the constants
        // and names only one of them uses.
        const int first = compiled_first(region_from(exit, stop, loop), clause_blocks_of(clauses, stop, loop));
        if (first < 0 || else_laid_out_before_handler(b, h, exit)) {
            // (inside an enclosing clause the else block runs into that clause's end: the
            // statement ends there, and the walk of the enclosing clause reads it)
            const int clause_end = only_exceptions_reach(b) ? enclosing_clause_end(exit, stop, loop) : -1;
            walk(exit, clause_end >= 0 ? clause_end : stop, loop, stack, orelse, false);
            next = clause_end >= 0 ? clause_end : stop;
        } else if (!uses_block_stack() && (first > 0 || (!lays_handlers_out_last() &&
                                                         block(resolve_jump(exit)).offset > block(h).offset))) {
            // (3.11+ compile an else block before the clauses, and 3.11 lays it out before
            // them: the code after the body is after the statement)
            else_layout = ElseLayout::Hoisted;
        }
    }

    std::vector<ExceptHandler> handlers;
    for (std::size_t c = 0; c < clauses.size(); ++c) {
        const Clause& clause = clauses[c];
        if (is_star) {
            Body handler_body = walk_star_clause(clause, loop, stack);
            if (handler_body.empty()) handler_body.push_back(stmt(Pass{}));
            handlers.push_back(ExceptHandler{clause.type, clause.name, handler_body});
            continue;
        }
        SymbolicStack clause_stack = stack;
        clause_stack.push_back(opaque(Lifter::kExceptionStateName));
        for (int k = 1; k < lifter_.profile().exception_slots; ++k) clause_stack.push_back(opaque(Lifter::kExceptionStateName));
        Body exit_code{pop_except_expected(clause.name.value_or(""))};
        unwind_.push_back({loop, exit_code});
        if (clause.cleanup >= 0) active_handlers_.insert(clause.cleanup);
        Body handler_body;
        // ≤3.9: a clause whose own ending is dead code after it left with a jump of its own:
        // when that jump goes where the statement's end goes, round the loop, it is a
        // `continue` the walk must not take for falling off the clause.
        const bool continues = uses_block_stack() && !copies_small_exits() && join >= 0 && loop &&
                               is_loop_target(join, loop) && resolve_jump(join) == loop->header &&
                               dead_clause_join(clause, loop) >= 0;
        const int reraises_before = finally_reraises_;
        walk(clause.body, continues || no_own_end[c] ? -1 : join >= 0 ? join : stop, loop, clause_stack, handler_body,
             false);
        // The clause ends where the exceptional copy of an enclosing finally body ends: the
        // compiler copied that copy's lone RERAISE (no line) into the clause's end. It leaves.
        const bool reraised = finally_reraises_ != reraises_before &&
                              clause_stack.size() + std::size_t(lifter_.profile().exception_slots) == stack.size();
        if (clause.cleanup >= 0) active_handlers_.erase(clause.cleanup);
        unwind_.pop_back();
        // `if c: raise` whose else ends the clause: that end goes last (the walk of the
        // else branch had its own stack).
        auto* ends_in_if = handler_body.empty() ? nullptr : std::get_if<If>(&handler_body.back()->node);
        const bool else_ends_clause = ends_in_if && !ends_in_if->orelse.empty() && always_leaves(ends_in_if->body);
        clean_body(handler_body, cleanup_rules());
        if (!always_leaves(handler_body) && !ends_in_leaving_finally(handler_body)) {
            // (the branches' walks, each with its own stack, ran the clause's end)
            bool branches_end_clause = false;
            if (ends_in_bottom_test(handler_body)) {
                // (the bottom test's unwind took the POP_EXCEPT from each branch of an if
                // ending the clause: the walk after the if kept the stack from before it)
                branches_end_clause = !handler_body.empty() && std::holds_alternative<If>(handler_body.back()->node) &&
                                      clause_stack.size() == stack.size() + std::size_t(lifter_.profile().exception_slots);
            } else if (!strip_tail(handler_body, exit_code)) {
                if (!strip_branch_tails(handler_body, exit_code))
                    throw LiftError(block(clause.body).offset, "the end of an except clause lift does not recognise");
                branches_end_clause = true;
            }
            if (!else_ends_clause && !branches_end_clause && !reraised && clause_stack.size() != stack.size())
                throw LiftError(block(clause.body).offset, "an except clause that leaves values on the stack");
        }
        if (handler_body.empty()) handler_body.push_back(stmt(Pass{}));
        handlers.push_back(ExceptHandler{clause.type, clause.name, handler_body});
    }
    if (handlers.empty()) throw LiftError(hb.offset, "a try statement without handlers");
    // (so may the body, when the clauses meet nowhere in the loop: 3.12+ lays the bottom
    // test out right after it)
    if (orelse.empty()) ends_in_bottom_test(body);
    if (body.empty()) body.push_back(stmt(Pass{}));
    out.push_back(stmt(Try{body, handlers, orelse, {}, is_star, else_layout}, line));
    for (std::size_t i = outer_clause_pop.first; i < outer_clause_pop.second; ++i)
        lifter_.step(instructions_[i], stack, after);
    for (std::size_t i = star_tail.first; i < star_tail.second; ++i) lifter_.step(instructions_[i], stack, after);
    if (star_tail.second > 0) next = -1;
    out.insert(out.end(), after.begin(), after.end());
    return next;
}

}  // namespace glassbox::structure_detail
