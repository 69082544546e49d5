#include "decompile/dead_operands.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_map>

namespace glassbox {

namespace {

constexpr std::size_t kNowhere = static_cast<std::size_t>(-1);

// Whether the constant loaded at `at` is a value an ordinary operation consumes, which an
// expression `constant op name` can stand for: followed on a straight line (no jump, no stack
// shuffle) by the instruction that pops it, which is not one that reads constants as parts of
// its own syntax. None is left alone (with statements' exits and implicit returns load it), and
// so are strings where the compiler loads names as strings (a class's, an annotated
// parameter's, an annotated variable's) or as parts of f-strings.
bool consumed_as_value(const std::vector<NormalizedInstruction>& instructions, std::size_t at) {
    const Object& constant = *instructions[at].constant;
    const bool text = constant.kind == ObjectKind::Str;
    if (constant.kind == ObjectKind::None) return false;
    if (at > 0) {
        const Op previous = instructions[at - 1].op;  // (a class's name; a value pattern, tested on the subject's copy)
        if (previous == Op::MakeFunction || previous == Op::SetFunctionAttribute || previous == Op::Copy) return false;
    }
    int depth = 1;  // the constant, at the bottom
    for (std::size_t i = at + 1; i < instructions.size(); ++i) {
        const NormalizedInstruction& in = instructions[i];
        if (in.target || in.op == Op::Copy || in.op == Op::Swap) return false;
        const int pops = in.pops();
        if (pops < 0) return false;
        if (depth - pops >= 1) {
            const int pushes = in.pushes();
            if (pushes < 0) return false;
            depth += pushes - pops;
            continue;
        }
        // (a def's defaults or annotations; an inlined comprehension's iterable, 3.12+)
        for (std::size_t j = i + 1; j < instructions.size() && j <= i + 8 && !instructions[j].target; ++j) {
            const Op op = instructions[j].op;
            if (op == Op::MakeFunction || (j == i + 1 && in.op == Op::GetIter && (op == Op::LoadFastAndClear || op == Op::Swap)))
                return false;
            if (op == Op::StoreName || op == Op::StoreFast || op == Op::StoreGlobal || op == Op::PopTop) break;
        }
        switch (in.op) {
        case Op::StoreName: case Op::StoreFast: case Op::StoreGlobal: case Op::StoreDeref: case Op::StoreAttr:
        case Op::Return: {
            // (a return in a finally body: its copies return in ways of their own, which the
            // copies' search below does not see through)
            for (std::size_t j = 0; j < instructions.size(); ++j)
                if (j != at && instructions[j].op == Op::LoadConst && instructions[j].constant == instructions[at].constant)
                    return false;
            return true;
        }
        case Op::PopTop: case Op::BinaryOp: case Op::UnaryOp: case Op::CompareOp:
        case Op::ContainsOp: case Op::GetIter: case Op::Raise: case Op::YieldValue: case Op::GetAwaitable:
        case Op::BuildList: case Op::BuildSet: case Op::Subscript: case Op::InplaceOp:
            return true;
        case Op::StoreSubscript: case Op::Call: case Op::BuildTuple: case Op::FormatValue:
            return !text;
        case Op::IsOp:  // (a match statement's `case False:`, which ≤3.11 test without a MATCH_ op)
            return constant.kind != ObjectKind::True && constant.kind != ObjectKind::False;
        default: return false;
        }
    }
    return false;
}

// (3.14+ LOAD_SMALL_INT's and 3.15 LOAD_COMMON_CONSTANT's constant is made for each instruction)
bool same_loaded(const NormalizedInstruction& x, const NormalizedInstruction& y) {
    if (x.constant == y.constant) return true;
    return x.constant && y.constant && same_constant(*x.constant, *y.constant);
}

// Whether the constant loads at `a` and `b` are copies of one piece of code (3.10+ copy a while
// loop's test to its bottom, a finally body to its exceptional exit; the code generator met its
// names once): the same instructions up to the constant's consumer.
bool same_code(const std::vector<NormalizedInstruction>& instructions, std::size_t a, std::size_t b) {
    for (std::size_t k = 1; std::max(a, b) + k < instructions.size(); ++k) {
        const NormalizedInstruction& x = instructions[a + k];
        const NormalizedInstruction& y = instructions[b + k];
        if (x.op != y.op || x.name != y.name || !same_loaded(x, y) || bool(x.target) != bool(y.target) ||
            (!x.target && x.arg != y.arg))
            return false;
        if (x.target || x.pops() > 0) return true;  // (at the consumer or a jump: the copies agree so far)
    }
    return false;
}

}  // namespace

std::map<std::uint32_t, DeadOperands> dead_operands(const CodeObject& code,
                                                    const std::vector<NormalizedInstruction>& instructions) {
    std::map<std::uint32_t, DeadOperands> sites;
    if (code.names.empty()) return sites;
    // (a match statement's patterns load constants that must stay literals, in places that
    // look like plain comparisons and tuples)
    for (const NormalizedInstruction& in : instructions)
        if (in.op == Op::MatchMapping || in.op == Op::MatchSequence || in.op == Op::MatchClass ||
            in.op == Op::MatchKeys || in.op == Op::GetLen)
            return sites;
    // Where each name of co_names is first used (a local of the same name counts: then it is
    // not left unused, nor printed as a name that would load the local).
    // co_names are distinct: one index per name; done as soon as every name has been met.
    std::unordered_map<std::string_view, std::size_t> index_of;
    index_of.reserve(code.names.size());
    for (std::size_t n = 0; n < code.names.size(); ++n) index_of.emplace(code.names[n], n);
    std::vector<std::size_t> first_use(code.names.size(), kNowhere);
    std::size_t unmet = code.names.size();
    for (std::size_t i = 0; i < instructions.size() && unmet > 0; ++i) {
        const std::string& name = instructions[i].name;
        if (name.empty()) continue;
        const auto found = index_of.find(name);
        if (found == index_of.end() || first_use[found->second] != kNowhere) continue;
        first_use[found->second] = i;
        --unmet;
    }
    if (unmet == 0) return sites;
    std::set<std::string> locals(code.localsplus_names.begin(), code.localsplus_names.end());
    locals.insert(code.varnames.begin(), code.varnames.end());
    locals.insert(code.cellvars.begin(), code.cellvars.end());
    locals.insert(code.freevars.begin(), code.freevars.end());
    for (std::size_t a = 0; a < code.names.size();) {
        if (first_use[a] != kNowhere) {
            ++a;
            continue;
        }
        std::size_t b = a;
        while (b < code.names.size() && first_use[b] == kNowhere) ++b;
        // The run [a, b): the code generator met it after the first use of a - 1, before that of b.
        const std::size_t after = a == 0 ? 0 : first_use[a - 1] + 1;
        const std::size_t before = b == code.names.size() ? instructions.size() : first_use[b];
        std::vector<std::string> run(code.names.begin() + std::ptrdiff_t(a), code.names.begin() + std::ptrdiff_t(b));
        a = b;
        if (after >= before) continue;
        bool plain = true;
        for (const std::string& name : run)
            if (!is_identifier_text(name) || locals.count(name)) plain = false;  // (an import's dotted name)
        if (!plain) continue;
        for (std::size_t i = after; i < before; ++i) {
            const NormalizedInstruction& in = instructions[i];
            if (in.op != Op::LoadConst || !in.constant || sites.count(in.offset)) continue;
            const std::optional<bool> truth = constant_truth(*in.constant);
            if (!truth || in.constant->kind == ObjectKind::Tuple || !consumed_as_value(instructions, i)) continue;
            const DeadOperands dead{*truth ? ast::BoolOperator::Or : ast::BoolOperator::And, run};
            for (std::size_t j = 0; j < instructions.size(); ++j)
                if (j == i || (instructions[j].op == Op::LoadConst && same_loaded(instructions[j], in) &&
                               same_code(instructions, i, j)))
                    sites[instructions[j].offset] = dead;
            break;
        }
    }
    return sites;
}

}  // namespace glassbox
