// The walker: statements of a region of blocks in order, with loops entered
// at their headers, conditions merged before an `if` or `while` is built, and
// code under exception handlers refused until try statements are rebuilt.
#include <cstdio>
#include <cstdlib>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

Body Structurer::run() {
    Body body;
    SymbolicStack stack;
    if (!cfg_.blocks.empty()) walk(0, -1, nullptr, stack, body, false);
    return body;
}

int Structurer::fallthrough(int b) const {
    for (const Edge& e : block(b).successors)
        if (e.kind == EdgeKind::FallThrough) return e.block;
    return -1;
}

int Structurer::jump_target(int b) const {
    for (const Edge& e : block(b).successors)
        if (e.kind == EdgeKind::Jump || e.kind == EdgeKind::LoopExit) return e.block;
    return -1;
}

bool Structurer::in_natural_body(int header, int b) const {
    auto it = natural_body_.find(header);
    return it != natural_body_.end() && it->second.count(b);
}

const RegionPostDominators& Structurer::post_dominators(const Loop* loop) {
    std::pair<int, int> key = loop ? std::pair<int, int>{loop->header, loop->exit} : std::pair<int, int>{-1, -1};
    auto it = pdoms_.find(key);
    if (it != pdoms_.end()) return *it->second;
    std::vector<int> cut;
    if (loop) {
        cut.push_back(loop->header);
        if (loop->continue_target >= 0) cut.push_back(loop->continue_target);
        if (loop->exit >= 0) cut.push_back(loop->exit);
    }
    auto made = std::make_unique<RegionPostDominators>(cfg_, cut);
    auto& ref = *made;
    pdoms_[key] = std::move(made);
    return ref;
}

void Structurer::fail(Body& out, std::uint32_t offset, const std::string& reason) {
    problems_.push_back({offset, reason});
    out.push_back(stmt(Unreconstructed{reason, int(offset)}));
}

void Structurer::lift_block(int b, SymbolicStack& stack, Body& out) {
    const BasicBlock& bb = block(b);
    for (std::size_t i = bb.begin; i < bb.end; ++i) {
        if (skip_.count(i)) continue;
        const NormalizedInstruction& in = instructions_[i];
        if (i + 1 == bb.end && is_control(in.op)) break;
        lifter_.step(in, stack, out);
    }
}

void Structurer::walk(int b, int stop, Loop* loop, SymbolicStack& stack, Body& out, bool expression_mode) {
    struct DepthGuard {
        int& depth;
        explicit DepthGuard(int& d) : depth(d) { ++depth; }
        ~DepthGuard() { --depth; }
    } guard(depth_);
    if (depth_ > 400) throw LiftError(b >= 0 ? block(b).offset : 0, "control flow nested too deeply");
    static const bool trace = std::getenv("GLASSBOX_TRACE_WALK") != nullptr;
    if (trace)
        std::fprintf(stderr, "walk b=%d (offset %u) stop=%d loop=%d expr=%d\n", b, b >= 0 ? block(b).offset : 0,
                     stop, loop ? loop->header : -1, int(expression_mode));
    while (true) {
        if (b < 0 || b == stop) return;
        if (loop && (b == loop->header || b == loop->continue_target)) {
            out.push_back(stmt(Continue{}));
            return;
        }
        if (loop && b == loop->latch_condition) {
            // The bottom test of a 3.10+ while loop: its block may end the body's code.
            if (!expression_mode) emitted_[std::size_t(b)] = true;
            lift_block(b, stack, out);
            if (!stack.empty()) stack.pop_back();
            out.push_back(stmt(Continue{}));
            return;
        }
        if (loop && (b == loop->exit || (loop->exit >= 0 && resolve_jump(b) == resolve_jump(loop->exit)))) {
            // (the compiler threads a break straight to where the loop's exit jumps)
            loop->has_break = true;
            out.push_back(stmt(Break{}));
            return;
        }
        for (const Loop* outer = loop ? loop->outer : nullptr; outer; outer = outer->outer) {
            if (b == outer->header || b == outer->exit) {
                fail(out, block(b).offset, "a jump out of two loops at once");
                return;
            }
        }
        if (is_loop_header(b) && !(loop && loop->header == b)) {
            b = emit_loop(b, stop, loop, stack, out);
            continue;
        }
        if (!expression_mode) {
            if (emitted_[std::size_t(b)]) {
                fail(out, block(b).offset, "control flow that re-enters code already decompiled");
                return;
            }
            emitted_[std::size_t(b)] = true;
        }
        check_handler(b);
        lift_block(b, stack, out);
        const NormalizedInstruction& end = last(b);
        if (end.op == Op::Return || end.op == Op::Raise) return;
        if (end.op == Op::Reraise) throw LiftError(end.offset, "re-raise outside a handler lift knows");
        if (end.op == Op::Jump) {
            b = jump_target(b);
            continue;
        }
        if (end.op == Op::ForIter) throw LiftError(end.offset, "FOR_ITER outside a loop header");
        if (is_conditional(end.op)) {
            b = emit_branch(b, stop, loop, stack, out, expression_mode);
            continue;
        }
        b = fallthrough(b);
    }
}

void Structurer::check_handler(int b) {
    const BasicBlock& bb = block(b);
    if (!bb.handler) return;
    int h = *bb.handler;
    int guard = 0;
    while (h >= 0 && guard++ < 4) {
        const BasicBlock& hb = block(h);
        for (std::size_t i = hb.begin; i < hb.end; ++i) {
            Op op = instructions_[i].op;
            if (op != Op::Swap && op != Op::PopTop && op != Op::StoreFast && op != Op::StopIterationError &&
                op != Op::Reraise && op != Op::Copy && op != Op::Jump)
                throw LiftError(bb.offset, "try/except/with is not decompiled yet");
        }
        if (instructions_[hb.end - 1].op == Op::Reraise) return;
        h = instructions_[hb.end - 1].op == Op::Jump ? jump_target(h) : fallthrough(h);
    }
}

}  // namespace glassbox::structure_detail

namespace glassbox {

ast::Body structure_code(const ControlFlowGraph& cfg, Lifter& lifter, std::vector<StructureProblem>& problems) {
    structure_detail::Structurer structurer(cfg, lifter, problems);
    ast::Body body = structurer.run();
    clean_body(body);
    return body;
}

}  // namespace glassbox
