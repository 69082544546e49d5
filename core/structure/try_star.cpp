// except* (3.11+). The handler keeps the exception group and a list of what the
// clauses raised or re-raised:
//     PUSH_EXC_INFO; COPY 1; BUILD_LIST 0; SWAP 2      (3.11; 3.12+: BUILD_LIST 0; COPY 2)
// and every clause splits the group:
//     <type>; CHECK_EG_MATCH; COPY 1; POP_JUMP_IF_NONE no_match
//     STORE name | POP_TOP; <body>; [name = None; del name]; JUMP next
//     no_match: POP_TOP
//     next: ...
// The clauses end in LIST_APPEND 1; PREP_RERAISE_STAR; ... POP_EXCEPT, which
// re-raises what is left. 3.14 copies that LIST_APPEND into the jumps to it.
// A clause's body is under a handler of its own (LIST_APPEND 3 of what it
// raises), which the walk never enters. return, break and continue cannot
// leave an except* clause.
#include "structure/structurer.h"

namespace glassbox::structure_detail {

namespace {

bool is_op(const NormalizedInstruction& in, Op op, std::int64_t arg) { return in.op == op && in.arg == arg; }

// `name = None; del name` ends the body, or (3.13+, which copies it into the jumps to
// it) each branch of the `if` ending the body that falls off.
bool strip_name_cleanup(Body& body, const std::string& name) {
    if (always_leaves(body)) return true;
    if (body.size() >= 2) {
        PrintOptions options;
        if (print_statements({body[body.size() - 2], body.back()}, options) == name + " = None\ndel " + name + "\n") {
            body.resize(body.size() - 2);
            return true;
        }
    }
    auto* branch = body.empty() ? nullptr : std::get_if<If>(&body.back()->node);
    if (!branch || branch->orelse.empty()) return false;
    If copy = *branch;
    if (!strip_name_cleanup(copy.body, name) || !strip_name_cleanup(copy.orelse, name)) return false;
    if (copy.body.empty()) copy.body.push_back(stmt(Pass{}));
    if (copy.orelse.empty()) copy.orelse.push_back(stmt(Pass{}));
    body.back() = stmt(std::move(copy), body.back()->line);
    return true;
}

}  // namespace

std::size_t Structurer::star_prologue_end(int h) const {
    const BasicBlock& hb = block(h);
    const std::size_t first = handler_code_begin(h);
    auto at = [&](std::size_t k) -> const NormalizedInstruction* {
        return first + k < hb.end ? &instructions_[first + k] : nullptr;
    };
    auto matches = [&](std::initializer_list<std::pair<Op, std::int64_t>> pattern) {
        std::size_t k = 0;
        for (const auto& [op, arg] : pattern) {
            const NormalizedInstruction* in = at(k++);
            if (!in || !is_op(*in, op, arg)) return false;
        }
        return true;
    };
    if (matches({{Op::Copy, 1}, {Op::BuildList, 0}, {Op::Swap, 2}})) return first + 3;
    if (matches({{Op::BuildList, 0}, {Op::Copy, 2}})) return first + 2;
    return 0;
}

bool Structurer::starts_star_clauses(int h) const {
    if (uses_block_stack()) return false;
    const std::size_t begin = star_prologue_end(h);
    const BasicBlock& hb = block(h);
    return begin != 0 && hb.end - begin >= 3 && last(h).op == Op::PopJumpIfNone &&
           instructions_[hb.end - 3].op == Op::CheckEgMatch;
}

std::vector<Structurer::ExceptClause> Structurer::read_star_clauses(int h, const SymbolicStack& handler_stack) {
    std::vector<ExceptClause> clauses;
    // The group the clauses split sits on the saved state, the original and the list.
    SymbolicStack type_base = handler_stack;
    type_base.push_back(StackEntry::marker(EntryKind::Opaque));
    int test = h;
    std::size_t start = star_prologue_end(h);
    for (std::size_t k = block(h).begin; k < start; ++k) skip_.insert(k);
    for (int guard = 0; guard < 1000; ++guard) {
        const BasicBlock& tb = block(test);
        if (tb.end - start < 3 || last(test).op != Op::PopJumpIfNone || instructions_[tb.end - 3].op != Op::CheckEgMatch ||
            !is_op(instructions_[tb.end - 2], Op::Copy, 1))
            break;
        emitted_[std::size_t(test)] = true;
        const std::uint32_t at = instructions_[start].offset;
        SymbolicStack type_stack = type_base;
        Body type_out;
        for (std::size_t i = start; i < tb.end - 3; ++i) lifter_.step(instructions_[i], type_stack, type_out);
        if (!type_out.empty() || type_stack.size() != type_base.size() + 1)
            throw LiftError(at, "an except* clause's type lift could not rebuild");
        const int body = fallthrough(test), no_match = jump_target(test);
        if (body < 0 || no_match < 0 || instructions_[block(no_match).begin].op != Op::PopTop)
            throw LiftError(at, "an except* clause lift does not recognise");
        emitted_[std::size_t(no_match)] = true;
        ExceptClause clause{lifter_.as_expression(type_stack.back(), at), std::nullopt, body, block(body).begin};
        clause.end = fallthrough(no_match);
        const NormalizedInstruction& first = instructions_[clause.first];
        if (is_name_store(first.op)) clause.name = first.name;
        else if (first.op != Op::PopTop) throw LiftError(first.offset, "an except* clause that neither binds nor drops the exception");
        skip_.insert(clause.first);
        clauses.push_back(clause);
        test = clause.end;
        if (test < 0) break;
        start = block(test).begin;
    }
    if (clauses.empty() || clauses.back().end < 0) throw LiftError(block(h).offset, "except* clauses lift does not recognise");
    skip_copied_star_appends(clauses.back().end);
    return clauses;
}

void Structurer::skip_copied_star_appends(int epilogue) {
    // LIST_APPEND 1 adds what no clause matched to the list; 3.14 copies it into each
    // jump to PREP_RERAISE_STAR.
    const BasicBlock& eb = block(epilogue);
    if (is_op(instructions_[eb.begin], Op::ListAppend, 1)) {
        skip_.insert(eb.begin);
        return;
    }
    for (const Edge& e : eb.predecessors) {
        if (e.kind == EdgeKind::Exception) continue;
        const BasicBlock& pb = block(e.block);
        std::size_t k = pb.end;
        if (k > pb.begin && last(e.block).op == Op::Jump) --k;
        if (k > pb.begin && is_op(instructions_[k - 1], Op::ListAppend, 1)) skip_.insert(k - 1);
    }
}

Body Structurer::walk_star_clause(const ExceptClause& clause, Loop* loop, const SymbolicStack& stack) {
    // Under the clause: the saved exception state, the original group, the list and what is left of the group.
    SymbolicStack clause_stack = stack;
    for (int k = 0; k < lifter_.profile().exception_slots + 3; ++k)
        clause_stack.push_back(StackEntry::marker(EntryKind::Opaque));
    const std::size_t depth = clause_stack.size();
    Body body;
    walk(clause.body, clause.end, loop, clause_stack, body, false);
    clean_body(body, cleanup_rules());
    if (always_leaves(body)) return body;
    if (clause_stack.size() != depth) throw LiftError(block(clause.body).offset, "an except* clause that leaves values on the stack");
    if (clause.name && !strip_name_cleanup(body, *clause.name))
        throw LiftError(block(clause.body).offset, "the end of an except* clause lift does not recognise");
    return body;
}

}  // namespace glassbox::structure_detail
