// 3.11+ compile `try: pass / finally: F` (a try body holding nothing that can raise: `pass`,
// `continue`, `break`) with its handler all the same, the exceptional copy of F after
// PUSH_EXC_INFO, which no exception-table entry names: unreachable code after the statement
// (3.11) or the function's end (3.12+). Only the normal copy of F runs, which reads as F
// alone, so the try statement, and with it the handler, would be lost.
//
// The copies share F's lines: the normal copy starts at the first reachable instruction on
// the first line of the handler's code (past the exception's drop) that reachable code has.
// There the walk lifts the handler as the exceptional copy (the walk's loop and stack are
// the statement's) and leaves a marker before the statements that follow;
// rebuild_dead_finally_statements wraps the marker's next statements in `try: pass /
// finally:` where they read as that copy. (3.11: a `continue` right before the handler,
// laid out after the statement, ended the try body: `try: continue / finally: F`.)
#include <cstdlib>

#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

constexpr const char* kDeadFinallyPrefix = "__glassbox_dead_finally_";

StmtPtr dead_finally_marker(std::size_t id) {
    std::string name = std::string(kDeadFinallyPrefix) + std::to_string(id) + "__";
    return stmt(ExprStmt{expr(Call{make_name(name), {}, {}})});
}

// The marker's id, or -1 where `s` is none.
long marker_id(const StmtPtr& s) {
    auto* e = std::get_if<ExprStmt>(&s->node);
    auto* call = e ? std::get_if<Call>(&e->value->node) : nullptr;
    auto* name = call ? std::get_if<Name>(&call->func->node) : nullptr;
    if (!name || name->id.rfind(kDeadFinallyPrefix, 0) != 0) return -1;
    return std::strtol(name->id.c_str() + std::string(kDeadFinallyPrefix).size(), nullptr, 10);
}

}  // namespace

void Structurer::scan_dead_finally_handlers() {
    dead_finally_scanned_ = true;
    if (uses_block_stack()) return;
    for (const BasicBlock& hb : cfg_.blocks) {
        if (hb.reachable || hb.end - hb.begin < 2 || instructions_[hb.begin].op != Op::PushExcInfo) continue;
        // (a finally body that leaves at once drops the exception first, POP_TOP, as a bare
        // except clause's does: `except: break` compiles as `finally: break`)
        if ((starts_except_clauses(hb.id) && instructions_[hb.begin + 1].op != Op::PopTop) || is_with_handler(hb.id))
            continue;
        // The first line of the handler's code that reachable code has too (a `break` whose
        // jump became a copy of the code after the loop leaves only a NOP on its own line,
        // which normalize drops), and there the first reachable instruction on it: the normal
        // copy, or a copy a `continue` or `break` in the body runs, which is the same code.
        for (std::size_t h = hb.begin + 1; h < instructions_.size() && h < hb.begin + 16; ++h) {
            const std::optional<int> line = instructions_[h].line;
            if (!line || instructions_[h].op == Op::Reraise) break;
            // (what drops the exception: the copy that runs without one has no such code)
            if ((h == hb.begin + 1 && instructions_[h].op == Op::PopTop) || instructions_[h].op == Op::PopExcept) continue;
            std::size_t found = instructions_.size();
            for (const BasicBlock& bb : cfg_.blocks) {
                if (!bb.reachable) continue;
                for (std::size_t i = bb.begin; i < bb.end && found == instructions_.size(); ++i)
                    if (instructions_[i].line == line) found = i;
                if (found != instructions_.size()) break;
            }
            if (found == instructions_.size()) continue;
            dead_finally_at_.emplace(found, hb.id);
            break;
        }
    }
}

std::pair<std::size_t, std::size_t> Structurer::lift_before_dead_finally(int b, Loop* loop, SymbolicStack& stack,
                                                                          Body& out) {
    if (!dead_finally_scanned_) scan_dead_finally_handlers();
    const BasicBlock& bb = block(b);
    auto it = dead_finally_at_.lower_bound(bb.begin);
    if (it == dead_finally_at_.end() || it->first >= bb.end || tail_cut_.count(b)) return {0, 0};
    const std::size_t at = it->first;
    const int h = it->second;
    dead_finally_at_.erase(it);  // (one statement: walked once)
    // The instructions before the copy first (the walk lifts the rest of `b`), then the
    // handler, on the stack the copy starts with, then the marker.
    const std::pair<std::size_t, std::size_t> lifted{bb.begin, at};
    if (at > bb.begin) {
        tail_cut_[b] = at;
        lift_block(b, stack, out);
        tail_cut_.erase(b);
        for (std::size_t i = bb.begin; i < at; ++i) skip_.insert(i);
    }
    // The exceptional copy, entered as emit_try enters a finally body's.
    Body finalbody;
    const std::vector<bool> emitted_before = emitted_;
    const std::size_t problems_before = problems_.size();
    const bool pushes_skipped = skip_.insert(block(h).begin).second;  // PUSH_EXC_INFO
    try {
        SymbolicStack copy_stack = stack;
        for (int k = 0; k < lifter_.profile().exception_slots; ++k) {
            copy_stack.push_back(StackEntry::marker(EntryKind::Opaque));
            copy_stack.back().mutable_details().saved_name = Lifter::kExceptionStateName;
        }
        for (int k = 0; k < lifter_.profile().exception_slots; ++k) {
            copy_stack.push_back(StackEntry::marker(EntryKind::Opaque));
            copy_stack.back().mutable_details().saved_name = Lifter::kExceptionName;
        }
        struct CopyInProgress {
            Structurer& s;
            CopyInProgress(Structurer& st, const Loop* loop, std::size_t depth) : s(st) {
                s.unwind_.push_back({loop, {pop_except_expected("")}});
                ++s.finally_copies_;
                s.finally_copy_entries_.push_back({loop, depth});
            }
            ~CopyInProgress() {
                s.finally_copy_entries_.pop_back();
                --s.finally_copies_;
                s.unwind_.pop_back();
            }
        } in_copy(*this, loop, copy_stack.size());
        walk(h, -1, loop, copy_stack, finalbody, false);
    } catch (const LiftError&) {
        emitted_ = emitted_before;
        problems_.resize(problems_before);
        if (pushes_skipped) skip_.erase(block(h).begin);
        return lifted;
    }
    if (problems_.size() != problems_before) {
        emitted_ = emitted_before;
        problems_.resize(problems_before);
        return lifted;
    }
    // (3.11 lays the handler out right after the statement: a `continue` the body ends with
    // jumps back just before it; one after the statement follows a jump over it)
    const int before = h - 1;
    const bool continues = handlers_follow_statement() && before >= 0 && block(before).reachable &&
                           last(before).op == Op::Jump && jump_target(before) >= 0 && jump_target(before) < before;
    out.push_back(dead_finally_marker(dead_finally_bodies_.size()));
    dead_finally_bodies_.push_back({std::move(finalbody), continues});
    return lifted;
}

void Structurer::rebuild_dead_finally_statements(Body& body) const {
    if (dead_finally_bodies_.empty()) return;
    for (std::size_t k = 0; k < body.size(); ++k) {
        std::visit(
            [&](auto& node) {
                using T = std::decay_t<decltype(node)>;
                if constexpr (std::is_same_v<T, If> || std::is_same_v<T, For> || std::is_same_v<T, While>) {
                    rebuild_dead_finally_statements(node.body);
                    rebuild_dead_finally_statements(node.orelse);
                } else if constexpr (std::is_same_v<T, With>) {
                    rebuild_dead_finally_statements(node.body);
                } else if constexpr (std::is_same_v<T, Try>) {
                    rebuild_dead_finally_statements(node.body);
                    for (ExceptHandler& handler : node.handlers) rebuild_dead_finally_statements(handler.body);
                    rebuild_dead_finally_statements(node.orelse);
                    rebuild_dead_finally_statements(node.finalbody);
                } else if constexpr (std::is_same_v<T, Match>) {
                    for (MatchCase& c : node.cases) rebuild_dead_finally_statements(c.body);
                }
            },
            body[k]->node);
    }
    for (std::size_t k = 0; k < body.size(); ++k) {
        const long id = marker_id(body[k]);
        if (id < 0) continue;
        const auto& [finalbody, body_continues] = dead_finally_bodies_[std::size_t(id)];
        // The statements after the marker read as the exceptional copy: they are the finally body.
        bool copies = body.size() - k - 1 >= finalbody.size();
        for (std::size_t i = 0; copies && i < finalbody.size(); ++i)
            copies = unwind_text(body[k + 1 + i]) == unwind_text(finalbody[i]);
        if (!copies) {
            body.erase(body.begin() + std::ptrdiff_t(k));
            --k;
            continue;
        }
        Body copy(body.begin() + std::ptrdiff_t(k) + 1, body.begin() + std::ptrdiff_t(k + 1 + finalbody.size()));
        const int line = copy.empty() ? body[k]->line : copy.front()->line;
        body.erase(body.begin() + std::ptrdiff_t(k + 1), body.begin() + std::ptrdiff_t(k + 1 + finalbody.size()));
        Body try_body;
        if (body_continues && k + 1 < body.size() && std::holds_alternative<Continue>(body[k + 1]->node)) {
            try_body.push_back(body[k + 1]);
            body.erase(body.begin() + std::ptrdiff_t(k + 1));
        }
        body[k] = finally_statement(try_body, copy, line);
    }
}

}  // namespace glassbox::structure_detail
