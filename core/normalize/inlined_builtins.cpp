// 3.14+ calls of all/any/tuple (3.15: + list, set) on a generator expression.
// The compiler inlines the builtin's loop, guarded by a run-time check that
// the name still means the builtin, and keeps the ordinary call as the
// fallback:
//
//        LOAD_GLOBAL X                 (or any load of the name X; emitted already)
//        COPY 1; LOAD_COMMON_CONSTANT X; IS_OP 0; POP_JUMP_IF_FALSE L; NOT_TAKEN; POP_TOP
//        [BUILD_LIST 0 | BUILD_SET 0]  S  [PUSH_NULL]     S: builds and calls the genexpr, CALL 0
//        FOR_ITER ...                  the builtin's loop (kTemplates); each exit ends
//                                      in a jump to J or in a copy of J's block
//     L: PUSH_NULL  S  CALL 1          the fallback: X(genexpr)
//     J: ...
//
// Both branches compute X(genexpr); only the fallback stays, which is what the
// source `X(genexpr)` says and what recompiling regenerates.
#include <array>
#include <string_view>

#include "normalize/rules.h"

namespace glassbox::normalize_internal {
namespace {

// One instruction of a builtin's loop. `label` names the instruction for
// jumps inside the template; `target` is the label a jump must reach.
struct Step {
    std::string_view op;  // an opname, or "TRUE"/"FALSE" (a load of that constant), or "TAIL"
    char label = 0;
    char target = 0;
    bool optional = false;
};

struct Template {
    std::string_view builtin;
    std::string_view collection;  // BUILD_LIST/BUILD_SET before S, or empty
    std::array<Step, 13> steps;   // up to the first empty op
};

// clang-format off
constexpr Template kTemplates[] = {
    {"all", "", {{{"FOR_ITER", 'L', 'A'}, {"TO_BOOL"}, {"POP_JUMP_IF_FALSE", 0, 'B'}, {"NOT_TAKEN", 0, 0, true},
                  {"JUMP_BACKWARD", 0, 'L'}, {"POP_ITER", 'B'}, {"FALSE"}, {"TAIL"},
                  {"END_FOR", 'A'}, {"POP_ITER"}, {"TRUE"}, {"TAIL"}}}},
    {"any", "", {{{"FOR_ITER", 'L', 'A'}, {"TO_BOOL"}, {"POP_JUMP_IF_TRUE", 0, 'B'}, {"NOT_TAKEN", 0, 0, true},
                  {"JUMP_BACKWARD", 0, 'L'}, {"POP_ITER", 'B'}, {"TRUE"}, {"TAIL"},
                  {"END_FOR", 'A'}, {"POP_ITER"}, {"FALSE"}, {"TAIL"}}}},
    {"tuple", "BUILD_LIST", {{{"FOR_ITER", 'L', 'A'}, {"LIST_APPEND"}, {"JUMP_BACKWARD", 0, 'L'},
                              {"END_FOR", 'A'}, {"POP_ITER"}, {"CALL_INTRINSIC_1"}, {"TAIL"}}}},
    {"list", "BUILD_LIST", {{{"FOR_ITER", 'L', 'A'}, {"LIST_APPEND"}, {"JUMP_BACKWARD", 0, 'L'},
                             {"END_FOR", 'A'}, {"POP_ITER"}, {"TAIL"}}}},
    {"set", "BUILD_SET", {{{"FOR_ITER", 'L', 'A'}, {"SET_ADD"}, {"JUMP_BACKWARD", 0, 'L'},
                           {"END_FOR", 'A'}, {"POP_ITER"}, {"TAIL"}}}},
};
// clang-format on

constexpr std::size_t kMaxCall = 64;  // instructions of S
constexpr std::size_t kMaxTail = 8;   // of a copied exit block

bool is(const Rewriter& r, std::optional<std::size_t> i, std::string_view opname) {
    return i && std::string_view(r.at(*i).name()) == opname;
}

bool is_jump(const Rewriter& r, std::size_t i) { return r.at(i).jump_target.has_value(); }

bool ends_block(const Rewriter& r, std::size_t i) {
    static constexpr std::string_view kEnds[] = {"RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "JUMP_FORWARD",
                                                 "JUMP_BACKWARD", "JUMP_BACKWARD_NO_INTERRUPT"};
    for (std::string_view end : kEnds)
        if (is(r, i, end)) return true;
    return false;
}

bool same_instruction(const Rewriter& r, std::size_t a, std::size_t b) {
    const Instruction& x = r.at(a);
    const Instruction& y = r.at(b);
    if (x.opcode != y.opcode) return false;
    if (x.jump_target || y.jump_target) return x.jump_target == y.jump_target;
    return x.arg == y.arg;
}

std::optional<std::string> common_constant(const Rewriter& r, std::size_t i) {
    if (!is(r, i, "LOAD_COMMON_CONSTANT")) return std::nullopt;
    ArgumentValue value = resolve_argument(r.decoded(), r.at(i));
    auto* common = std::get_if<CommonConstantArgument>(&value);
    if (!common) return std::nullopt;
    return common->source;
}

bool loads_bool(const Rewriter& r, std::size_t i, bool truth) {
    if (auto source = common_constant(r, i)) return *source == (truth ? "True" : "False");
    if (!is(r, i, "LOAD_CONST")) return false;
    ArgumentValue value = resolve_argument(r.decoded(), r.at(i));
    auto* constant = std::get_if<ConstArgument>(&value);
    return constant && constant->value->kind == (truth ? ObjectKind::True : ObjectKind::False);
}

// An exit of the inlined loop: a jump to J, or a copy of J's block (the
// compiler copies a small exit block in place of the jump). Returns the
// instruction after it.
std::optional<std::size_t> match_tail(const Rewriter& r, std::size_t i, std::size_t join) {
    if ((is(r, i, "JUMP_FORWARD") || is(r, i, "JUMP_BACKWARD")) && r.index_at(*r.at(i).jump_target) == join)
        return r.next_real(i);
    std::optional<std::size_t> a = i, b = join;
    for (std::size_t k = 0; k < kMaxTail && a && b; ++k) {
        if (*a == join || !same_instruction(r, *a, *b)) return std::nullopt;
        if (ends_block(r, *b)) return r.next_real(*a);
        a = r.next_real(*a);
        b = r.next_real(*b);
    }
    return std::nullopt;
}

// The instructions of a call S from `start` up to `end_op`, when they hold no
// jump and nothing jumps into them.
std::optional<std::vector<std::size_t>> call_until(const Rewriter& r, std::size_t start, std::string_view end_op) {
    std::vector<std::size_t> call;
    for (std::optional<std::size_t> i = start; i && call.size() < kMaxCall; i = r.next_real(*i)) {
        if (is(r, i, end_op)) return call;
        if (is_jump(r, *i) || r.entries(*i) > 0) return std::nullopt;
        call.push_back(*i);
    }
    return std::nullopt;
}

// Where L is when the instructions from COPY (the one being rewritten) on are
// the template `shape`; they run up to just before L.
std::optional<std::size_t> match(const Rewriter& r, const Template& shape) {
    auto is_op = r.next_real(*r.next_real(r.index()));  // past LOAD_COMMON_CONSTANT X
    if (!is(r, is_op, "IS_OP") || r.at(*is_op).arg != 0u) return std::nullopt;
    auto branch = r.next_real(*is_op);
    if (!is(r, branch, "POP_JUMP_IF_FALSE")) return std::nullopt;
    auto fallback = r.index_at(*r.at(*branch).jump_target);
    auto next = r.next_real(*branch);
    if (is(r, next, "NOT_TAKEN")) next = r.next_real(*next);
    if (!is(r, next, "POP_TOP")) return std::nullopt;
    next = r.next_real(*next);
    if (!shape.collection.empty()) {
        if (!is(r, next, shape.collection) || r.at(*next).arg != 0u) return std::nullopt;
        next = r.next_real(*next);
    }
    if (!next) return std::nullopt;
    auto call = call_until(r, *next, "FOR_ITER");
    if (!call || call->empty()) return std::nullopt;
    if (r.profile().iterator_slots == 2) {
        if (!is(r, call->back(), "PUSH_NULL")) return std::nullopt;
        call->pop_back();
    }
    if (call->empty() || !is(r, call->back(), "CALL") || r.at(call->back()).arg != 0u) return std::nullopt;

    // The fallback: L: PUSH_NULL S CALL 1, then J.
    if (!is(r, fallback, "PUSH_NULL") || r.entries(*fallback) != 1) return std::nullopt;
    auto i = fallback;
    for (std::size_t k : *call) {
        i = r.next_real(*i);
        if (!i || r.entries(*i) > 0 || !same_instruction(r, k, *i)) return std::nullopt;
    }
    auto final_call = r.next_real(*i);
    if (!is(r, final_call, "CALL") || r.at(*final_call).arg != 1u || r.entries(*final_call) > 0) return std::nullopt;
    auto join = r.next_real(*final_call);
    if (!join) return std::nullopt;

    // The loop.
    std::array<std::optional<std::size_t>, 128> labels{};
    std::vector<std::pair<std::size_t, char>> jumps;
    int label_count = 0;
    i = r.next_real(call->back());
    if (r.profile().iterator_slots == 2) i = r.next_real(*i);  // the PUSH_NULL
    for (const Step& s : shape.steps) {
        if (s.op.empty()) break;
        if (!i) return std::nullopt;
        if (s.op == "TAIL") {
            i = match_tail(r, *i, *join);
            if (!i) return std::nullopt;
            continue;
        }
        bool matches = s.op == "TRUE"    ? loads_bool(r, *i, true)
                       : s.op == "FALSE" ? loads_bool(r, *i, false)
                                         : is(r, i, s.op);
        if (!matches) {
            if (s.optional) continue;
            return std::nullopt;
        }
        if (s.label) labels[std::size_t(s.label)] = *i, ++label_count;
        if (s.target) jumps.emplace_back(*i, s.target);
        i = r.next_real(*i);
    }
    if (i != fallback) return std::nullopt;
    for (auto [jump, label] : jumps)
        if (!labels[std::size_t(label)] || r.index_at(*r.at(jump).jump_target) != labels[std::size_t(label)])
            return std::nullopt;
    // Nothing outside the template leads into it: its own jumps reach each label once.
    int entries = 0;
    for (std::size_t k = r.index(); k < *fallback; ++k) entries += r.entries(k);
    for (std::size_t k = 0; k < labels.size(); ++k)
        if (labels[k] && r.entries(*labels[k]) != 1) return std::nullopt;
    if (entries != label_count) return std::nullopt;
    return fallback;
}

}  // namespace

bool inlined_builtin_call(Rewriter& r) {
    if (r.raw_argument() != 1 || r.entries(r.index()) > 0) return false;
    auto constant = r.next_real(r.index());
    if (!constant) return false;
    auto builtin = common_constant(r, *constant);
    if (!builtin) return false;
    const NormalizedInstruction* load = r.absorbable_previous();
    if (!load || load->name != *builtin) return false;
    if (load->op == Op::LoadGlobal ? load->arg != 0
                                   : load->op != Op::LoadName && load->op != Op::LoadFast && load->op != Op::LoadDeref)
        return false;
    for (const Template& shape : kTemplates) {
        if (shape.builtin != *builtin) continue;
        auto fallback = match(r, shape);
        if (!fallback) return false;
        for (std::size_t k = r.index(); k < *fallback; ++k) r.consume(k);
        return true;
    }
    return false;
}

}  // namespace glassbox::normalize_internal
