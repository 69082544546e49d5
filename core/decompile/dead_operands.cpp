#include "decompile/dead_operands.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <optional>
#include <set>
#include <string_view>
#include <unordered_map>

namespace glassbox {

namespace {

constexpr std::size_t kNowhere = static_cast<std::size_t>(-1);

// The instruction that pops the value pushed at `at`, on a straight line from it (no jump, no
// stack shuffle); kNowhere where there is none, or where it hands the value to a def (its
// defaults or annotations) or to a 3.12+ inlined comprehension (its iterable).
std::size_t consumer_of(const std::vector<NormalizedInstruction>& instructions, std::size_t at) {
    int depth = 1;  // the value, at the bottom
    for (std::size_t i = at + 1; i < instructions.size(); ++i) {
        const NormalizedInstruction& in = instructions[i];
        // (≤3.11 a boolean operation's value test takes it alone: `x and y` goes on from there)
        if (depth == 1 && (in.op == Op::JumpIfFalseOrPop || in.op == Op::JumpIfTrueOrPop)) return i;
        if (in.target) return kNowhere;
        // (a copy or swap of what lies above the value: a walrus's COPY 1 among later operands)
        if (in.op == Op::Copy || in.op == Op::Swap) {
            if (int(in.arg) >= depth) return kNowhere;
            if (in.op == Op::Copy) ++depth;
            continue;
        }
        const int pops = in.pops();
        if (pops < 0) return kNowhere;
        if (depth - pops >= 1) {
            const int pushes = in.pushes();
            if (pushes < 0) return kNowhere;
            depth += pushes - pops;
            continue;
        }
        for (std::size_t j = i + 1; j < instructions.size() && j <= i + 8 && !instructions[j].target; ++j) {
            const Op op = instructions[j].op;
            if (op == Op::MakeFunction || (j == i + 1 && in.op == Op::GetIter && (op == Op::LoadFastAndClear || op == Op::Swap)))
                return kNowhere;
            if (op == Op::StoreName || op == Op::StoreFast || op == Op::StoreGlobal || op == Op::PopTop) break;
        }
        return i;
    }
    return kNowhere;
}

// Whether the constant loaded at `at` is a value an ordinary operation consumes, which an
// expression `constant op name` can stand for: the instruction consumer_of finds is not one
// that reads constants as parts of its own syntax. None is left alone (with statements' exits
// and implicit returns load it), and so are strings where the compiler loads names as strings
// (a class's, an annotated parameter's, an annotated variable's) or as parts of f-strings.
bool consumed_as_value(const std::vector<NormalizedInstruction>& instructions, std::size_t at) {
    const Object& constant = *instructions[at].constant;
    const bool text = constant.kind == ObjectKind::Str;
    if (constant.kind == ObjectKind::None) return false;
    if (at > 0) {
        const Op previous = instructions[at - 1].op;  // (a class's name; a value pattern, tested on the subject's copy)
        if (previous == Op::MakeFunction || previous == Op::SetFunctionAttribute || previous == Op::Copy) return false;
    }
    const std::size_t consumer = consumer_of(instructions, at);
    if (consumer == kNowhere) return false;
    switch (instructions[consumer].op) {
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
    case Op::ListExtend: case Op::SetUpdate:  // (`*3 or v` unpacked into a call's or a display's items)
        return true;
    case Op::StoreSubscript: case Op::Call: case Op::BuildTuple: case Op::FormatValue:
        return !text;
    case Op::IsOp:  // (a match statement's `case False:`, which ≤3.11 test without a MATCH_ op)
        return constant.kind != ObjectKind::True && constant.kind != ObjectKind::False;
    default: return false;
    }
}

// Whether the variable loaded at `at` is a value an ordinary operation consumes, which
// `constant op variable` can stand for: not a callable a 3.11+ load pushes with its Null, an
// augmented assignment's target, a return (a finally body's copies return in ways of their
// own), the compiler's own names (`.0`, `__class__`, `super`), nor half of a 3.13+ paired load.
bool variable_consumed_as_value(const std::vector<NormalizedInstruction>& instructions, std::size_t at) {
    const NormalizedInstruction& in = instructions[at];
    switch (in.op) {
    case Op::LoadName: case Op::LoadFast: case Op::LoadDeref: case Op::LoadClassDeref: break;
    case Op::LoadGlobal:
        if (in.arg == 0) break;
        return false;
    default: return false;
    }
    if (in.name.empty() || in.name[0] == '.' || in.name == "super" || in.name == "__class__" ||
        in.name.compare(0, 10, "__glassbox") == 0)
        return false;
    if ((at > 0 && instructions[at - 1].offset == in.offset) ||
        (at + 1 < instructions.size() && instructions[at + 1].offset == in.offset))
        return false;
    const std::size_t consumer = consumer_of(instructions, at);
    if (consumer == kNowhere) return false;
    switch (instructions[consumer].op) {
    case Op::StoreName: case Op::StoreFast: case Op::StoreGlobal: case Op::StoreDeref: case Op::StoreAttr:
    case Op::PopTop: case Op::BinaryOp: case Op::UnaryOp: case Op::CompareOp: case Op::IsOp:
    case Op::ContainsOp: case Op::GetIter: case Op::Raise: case Op::YieldValue: case Op::GetAwaitable:
    case Op::BuildList: case Op::BuildSet: case Op::BuildTuple: case Op::Subscript: case Op::StoreSubscript:
    case Op::Call: case Op::JumpIfFalseOrPop: case Op::JumpIfTrueOrPop:
        return true;
    default: return false;  // (an f-string's part too: its quotes may not nest on ≤3.11)
    }
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

// (a match statement's patterns load constants that must stay literals, in places that look
// like plain comparisons and tuples)
bool has_patterns(const std::vector<NormalizedInstruction>& instructions) {
    for (const NormalizedInstruction& in : instructions)
        if (in.op == Op::MatchMapping || in.op == Op::MatchSequence || in.op == Op::MatchClass ||
            in.op == Op::MatchKeys || in.op == Op::GetLen)
            return true;
    return false;
}

// The runs of co_names no instruction uses, each with where the code generator met it: after
// the first use of the name before the run, before that of the name after it (`after` and
// `before` index the instructions; a run's dead code stood before one of [after, before]).
struct UnusedNames {
    std::size_t first, end;  // the run: code.names[first, end)
    std::size_t after, before;
};

std::vector<UnusedNames> unused_name_runs(const CodeObject& code, const std::vector<NormalizedInstruction>& instructions) {
    std::vector<UnusedNames> runs;
    if (code.names.empty()) return runs;
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
    if (unmet == 0) return runs;
    for (std::size_t a = 0; a < code.names.size();) {
        if (first_use[a] != kNowhere) {
            ++a;
            continue;
        }
        std::size_t b = a;
        while (b < code.names.size() && first_use[b] == kNowhere) ++b;
        runs.push_back({a, b, a == 0 ? 0 : first_use[a - 1] + 1, b == code.names.size() ? instructions.size() : first_use[b]});
        a = b;
    }
    return runs;
}

}  // namespace

std::map<std::uint32_t, DeadOperands> dead_operands(const CodeObject& code,
                                                    const std::vector<NormalizedInstruction>& instructions) {
    std::map<std::uint32_t, DeadOperands> sites;
    if (code.names.empty()) return sites;
    if (has_patterns(instructions)) return sites;
    const std::vector<UnusedNames> runs = unused_name_runs(code, instructions);
    if (runs.empty()) return sites;
    std::set<std::string> locals(code.localsplus_names.begin(), code.localsplus_names.end());
    locals.insert(code.varnames.begin(), code.varnames.end());
    locals.insert(code.cellvars.begin(), code.cellvars.end());
    locals.insert(code.freevars.begin(), code.freevars.end());
    for (const UnusedNames& unused : runs) {
        const std::size_t after = unused.after, before = unused.before;
        std::vector<std::string> run(code.names.begin() + std::ptrdiff_t(unused.first),
                                     code.names.begin() + std::ptrdiff_t(unused.end));
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

namespace {

bool scalar(const Object& constant) {
    switch (constant.kind) {
    case ObjectKind::Int: case ObjectKind::Float: case ObjectKind::Complex: case ObjectKind::Str:
    case ObjectKind::Bytes: case ObjectKind::True: case ObjectKind::False: case ObjectKind::None:
    case ObjectKind::Ellipsis:
        return true;
    default: return false;
    }
}

// Where each constant of co_consts is first loaded outside cold code (3.11+ exception handlers
// the layout moved past the end, where the code generator met them in order): a position in
// `instructions`; kNowhere for one never loaded, kCold for one loaded in cold code only.
constexpr std::size_t kCold = kNowhere - 1;

// Whether the instruction at `i` may stand in a copy of a small exit block: a return or raise
// follows on a straight line within the four instructions the compiler copies at most.
bool in_small_exit(const std::vector<NormalizedInstruction>& instructions, std::size_t i) {
    for (std::size_t j = i + 1; j < instructions.size() && j < i + 4; ++j) {
        const Op op = instructions[j].op;
        if (op == Op::Return || op == Op::Raise || op == Op::Reraise) return true;
        if (instructions[j].target) return false;
    }
    return false;
}

// Whether a return or raise follows the instruction at `s` on a straight line (no jump, no
// place jumps meet) in code that stands elsewhere too: the compiler copied it to the jumps to
// it (3.11+ copy the code's end where it is small), and structure must find the copies alike.
bool copied_exit(const std::vector<NormalizedInstruction>& instructions, const std::set<std::uint32_t>& targets,
                 std::size_t s) {
    std::size_t exit = s + 1;
    for (; exit < instructions.size(); ++exit) {
        const Op op = instructions[exit].op;
        if (op == Op::Return || op == Op::Raise || op == Op::Reraise) break;
        if (instructions[exit].target || targets.count(instructions[exit].offset)) return false;
    }
    if (exit >= instructions.size()) return false;
    // (copied: the same instructions, the load to the exit, stand elsewhere too)
    const std::size_t length = exit - s + 1;
    for (std::size_t j = 0; j + length <= instructions.size(); ++j) {
        if (j == s) continue;
        std::size_t k = 0;
        for (; k < length; ++k) {
            const NormalizedInstruction& x = instructions[s + k];
            const NormalizedInstruction& y = instructions[j + k];
            if (x.op != y.op || x.name != y.name || !same_loaded(x, y) || x.arg != y.arg) break;
        }
        if (k == length) return true;
    }
    return false;
}

std::vector<std::size_t> first_loads(const CodeObject& code, const NormalizedCode& normalized,
                                     const VersionProfile& profile) {
    const std::vector<NormalizedInstruction>& instructions = normalized.instructions;
    const std::size_t count = code.consts.size();
    // (≤3.11 lay a handler out where the generator met it, after the try's body: not cold)
    std::uint32_t cold = std::numeric_limits<std::uint32_t>::max();
    if (profile.lays_handlers_out_last)
        for (const ExceptionTableEntry& entry : normalized.exception_table) cold = std::min(cold, entry.target);
    std::unordered_map<const Object*, std::size_t> index_of;
    index_of.reserve(count);
    for (std::size_t k = 0; k < count; ++k) index_of.emplace(code.consts[k].get(), k);
    // (constants a load makes for itself, 3.14+ small ints, 3.15 common constants, the None of
    // an `is None` test: found by value among those of their kinds)
    std::vector<std::size_t> by_value;
    for (std::size_t k = 0; k < count; ++k) {
        const ObjectKind kind = code.consts[k]->kind;
        if (kind == ObjectKind::Int || kind == ObjectKind::None || kind == ObjectKind::True || kind == ObjectKind::False)
            by_value.push_back(k);
    }
    std::vector<std::size_t> first(count, kNowhere);
    std::vector<bool> uncertain(count, false);
    // (3.10+ copy a small exit block, `return None`, `f(5); raise`, to the jumps to it: a load
    // there says nothing of where the code generator met the constant, nor one in cold code)
    // (nor one of what the optimizer appends, a tuple it folded, `f(**d)`'s empty one)
    auto note = [&](std::size_t k, std::size_t i, bool load_const, std::uint32_t offset) {
        const ObjectKind kind = code.consts[k]->kind;
        const bool appended =
            load_const && (kind == ObjectKind::Tuple || kind == ObjectKind::FrozenSet || kind == ObjectKind::Slice);
        if (appended || offset >= cold || in_small_exit(instructions, i)) uncertain[k] = true;
        else if (first[k] == kNowhere) first[k] = i;
    };
    for (std::size_t i = 0; i < instructions.size(); ++i) {
        const NormalizedInstruction& in = instructions[i];
        std::size_t k = count;
        if (in.constant) {
            if (auto found = index_of.find(in.constant.get()); found != index_of.end()) k = found->second;
            else
                for (std::size_t v : by_value)
                    if (same_constant(*code.consts[v], *in.constant)) k = v;
        } else if (in.op == Op::MakeFunction && !in.name.empty()) {  // (≤3.10: its qualname's load folded in)
            for (std::size_t v = 0; v < count && k == count; ++v)
                if (code.consts[v]->kind == ObjectKind::Str && code.consts[v]->text == in.name) k = v;
        }
        if (k == count) continue;
        note(k, i, in.op == Op::LoadConst, in.offset);
    }
    // A load normalize folded into a pattern (3.14+ inlined all/any: the loop's True and False)
    // is the bytecode's all the same: at the instruction that stands in its place.
    if (normalized.decoded) {
        std::size_t at = 0;
        for (const Instruction& in : normalized.decoded->instructions) {
            if (in.info->arg != ArgKind::Const || !in.arg || *in.arg >= count) continue;
            const std::size_t k = *in.arg;
            while (at < instructions.size() && instructions[at].offset < in.offset) ++at;
            if (first[k] != kNowhere || uncertain[k] || at >= instructions.size()) continue;
            note(k, at, std::strcmp(in.name(), "LOAD_CONST") == 0, in.offset);
        }
    }
    for (std::size_t k = 0; k < count; ++k)
        if (uncertain[k]) first[k] = kCold;
    return first;
}

// Whether `constant` is an item of a tuple in co_consts: the optimizer folded the tuple of
// constants the generator had added (`f(8, **d)`'s positional arguments), where it stands.
bool in_folded_tuple(const CodeObject& code, const Object& constant) {
    for (const ObjectPtr& c : code.consts)
        if (c->kind == ObjectKind::Tuple)
            for (const ObjectPtr& item : c->items)
                if (item && same_constant(*item, constant)) return true;
    return false;
}

// Whether a statement starts at `s` in straight-line code: one ends just before it, with a
// store or the drop of its value (or none comes before it and one ends before any jump); or
// the code's last return is there.
bool statement_starts(const std::vector<NormalizedInstruction>& instructions, std::size_t s) {
    auto ends_statement = [](Op op) { return is_store(op) || op == Op::PopTop; };
    switch (instructions[s].op) {  // (what begins an expression)
    case Op::LoadName: case Op::LoadFast: case Op::LoadGlobal: case Op::LoadDeref: case Op::PushNull:
    case Op::LoadBuildClass: case Op::BuildList: case Op::BuildTuple: case Op::BuildMap: case Op::BuildSet:
        break;
    case Op::LoadConst:
        if (instructions[s].constant && instructions[s].constant->kind != ObjectKind::None) break;
        // (the None of the code's last return; not that of a with statement's exit)
        return s + 2 == instructions.size() && instructions[s + 1].op == Op::Return;
    default: return false;
    }
    if (s > 0) return ends_statement(instructions[s - 1].op);
    for (const NormalizedInstruction& in : instructions) {
        if (in.target) return false;
        if (ends_statement(in.op)) return true;
    }
    return false;
}

// Whether the code from the load at `s` has a copy elsewhere (the same load, the same
// instructions up to its consumer).
bool has_copy(const std::vector<NormalizedInstruction>& instructions, std::size_t s) {
    const NormalizedInstruction& in = instructions[s];
    for (std::size_t j = 0; j < instructions.size(); ++j)
        if (j != s && instructions[j].op == in.op && instructions[j].name == in.name &&
            (in.op != Op::LoadConst || same_loaded(instructions[j], in)) && same_code(instructions, j, s))
            return true;
    return false;
}

}  // namespace

std::map<std::uint32_t, std::vector<DeadConstant>> dead_constants(const CodeObject& code,
                                                                  const NormalizedCode& normalized,
                                                                  const VersionProfile& profile,
                                                                  const ConstantLoads& loads,
                                                                  const std::map<std::uint32_t, DeadOperands>& operands) {
    std::map<std::uint32_t, std::vector<DeadConstant>> sites;
    const std::size_t count = code.consts.size();
    if (!profile.folds_constant_operands || count == 0) return sites;
    const std::vector<NormalizedInstruction>& instructions = normalized.instructions;
    if (has_patterns(instructions)) return sites;
    std::vector<std::size_t> first = first_loads(code, normalized, profile);
    // (3.14+ append what they fold, `'-' * 70`: loaded before the generator's constants ahead
    // of it, it says nothing of where they were)
    for (std::size_t k = 0; k < count && !loads.late.empty(); ++k)
        if (k >= loads.tail || loads.late[k]) first[k] = kCold;
    // A constant is out of its place when a later one in co_consts is loaded before it: the
    // code generator met it before that one, where no load of it is left.
    const std::size_t end = instructions.size();
    std::vector<std::size_t> later(count + 1, end);  // the first load of any constant after k
    for (std::size_t k = count; k-- > 0;)
        later[k] = first[k] == kCold || first[k] == kNowhere ? later[k + 1] : std::min(later[k + 1], first[k]);
    // (one never loaded is out of its place before any constant loaded at all, if only in cold code)
    std::vector<bool> met_after(count + 1, false);
    for (std::size_t k = count; k-- > 0;) met_after[k] = met_after[k + 1] || first[k] != kNowhere;
    auto out_of_place = [&](std::size_t k) {
        return first[k] == kNowhere ? met_after[k + 1] : first[k] != kCold && first[k] > later[k + 1];
    };
    bool any = false;
    for (std::size_t k = 0; k < count && !any; ++k) any = out_of_place(k);
    if (!any) return sites;
    // (no place where jumps meet: the tests around it read as one condition)
    std::set<std::uint32_t> targets;
    // Where a test the compiler folded away may have added a true constant, which structure
    // puts back itself: the header a loop goes back to without a test, other than a for loop's
    // (`while 1:`, `while True:`; 3.12+ keep it only as co_consts[0] or where something else
    // loads it), and a jump taken either way (≤3.11 `if c or 4: pass`).
    std::set<std::uint32_t> folded_tests;
    for (std::size_t i = 0; i < end; ++i) {
        const NormalizedInstruction& in = instructions[i];
        if (!in.target) continue;
        targets.insert(*in.target);
        if (*in.target <= in.offset && in.op == Op::Jump) folded_tests.insert(*in.target);
        else if (in.op == Op::PopJumpIfTrue && i + 1 < end && instructions[i + 1].offset >= *in.target)
            folded_tests.insert(in.offset);
    }
    for (std::size_t i = 0; i < end && !folded_tests.empty(); ++i)
        if (instructions[i].op == Op::ForIter) folded_tests.erase(instructions[i].offset);
    // Whether such a place lies where the code generator met the constant: from the load at
    // `from` (kNowhere: the start) to the one at `to`.
    auto folded_test_between = [&](std::size_t from, std::size_t to) {
        const std::uint32_t low = from == kNowhere ? 0 : instructions[from].offset;
        auto found = folded_tests.lower_bound(low);
        return found != folded_tests.end() && (to >= end || *found <= instructions[to].offset);
    };
    // Names no instruction uses where the code generator met the constant, other than the dead
    // operands put back after a constant (`x or 2 or v`): dead code (a dead else clause, which
    // dead_else.cpp puts back with its constants; code after a return), not a folded test.
    std::vector<UnusedNames> unused = unused_name_runs(code, instructions);
    std::set<std::string_view> explained;
    for (const auto& [offset, dead] : operands)
        if (!dead.names.empty()) explained.insert(dead.names.front());
    std::erase_if(unused, [&](const UnusedNames& run) { return explained.count(code.names[run.first]) != 0; });
    auto dead_code_between = [&](std::size_t from, std::size_t to) {
        const std::size_t first_place = from == kNowhere ? 0 : from + 1;
        for (const UnusedNames& run : unused)
            if (std::max(first_place, run.after) <= std::min(to, run.before)) return true;
        return false;
    };
    std::size_t lower = kNowhere;  // the last first load of a constant in its place, before k
    for (std::size_t k = 0; k < count; ++k) {
        if (first[k] == kCold) continue;
        if (!out_of_place(k)) {
            // (a def's docstring slot was there before any code: its load places nothing)
            if (k == 0 && first_constant_is_reserved(code)) continue;
            lower = lower == kNowhere ? first[k] : std::max(lower, first[k]);
            continue;
        }
        const ObjectPtr& constant = code.consts[k];
        // (a function's first constant is its docstring's slot)
        if (k == 0 && (code.flags & kCodeOptimized) &&
            (constant->kind == ObjectKind::None || constant->kind == ObjectKind::Str))
            continue;
        const std::optional<bool> truth = scalar(*constant) ? constant_truth(*constant) : std::nullopt;
        if (!truth || in_folded_tuple(code, *constant)) continue;
        if (*truth && folded_test_between(lower, later[k + 1])) continue;
        if (dead_code_between(lower, later[k + 1])) continue;
        const std::size_t from = lower == kNowhere ? 0 : lower + 1;
        const std::size_t to = std::min(later[k + 1], end - 1);  // (inclusive)
        // The first value loaded after the constant before it, at the latest the one that
        // loads the next constant.
        std::size_t value_site = kNowhere;
        for (std::size_t s = from; s <= to; ++s) {
            const NormalizedInstruction& in = instructions[s];
            const bool value = in.op == Op::LoadConst
                                   ? in.constant && scalar(*in.constant) && constant_truth(*in.constant) &&
                                         consumed_as_value(instructions, s) &&
                                         instructions[consumer_of(instructions, s)].op != Op::FormatValue
                                   : variable_consumed_as_value(instructions, s);
            // (not in code the compiler copied, a while loop's test, a finally body: structure
            // matches the copies, which the code generator met once)
            if (!value || targets.count(in.offset) || in_small_exit(instructions, s) || copied_exit(instructions, targets, s) || has_copy(instructions, s))
                continue;
            value_site = s;
            break;
        }
        // No value there: the constant is the test of an if whose code the compiler folded
        // away, `if True: pass`, `if 0: f()`, put back as `if C: pass` before a statement that
        // starts there (3.10-3.11 keep such a constant where it was added; 3.12+ drop it, but
        // for co_consts[0], which decompile.cpp adds so). Lambdas and comprehensions hold no
        // statements. (Where a value is there, `(C and value)` stays: the statement before it
        // moves the constant past code that structure reads in its own ways.)
        std::size_t statement_site = kNowhere;
        if (value_site == kNowhere && !profile.keeps_first_constant && constant->kind != ObjectKind::None &&
            (code.name[0] != '<' || code.name == "<module>"))
            for (std::size_t s = from; s <= to; ++s)
                if (statement_starts(instructions, s) && !targets.count(instructions[s].offset) &&
                    !copied_exit(instructions, targets, s) && !has_copy(instructions, s)) {
                    statement_site = s;
                    break;
                }
        if (statement_site != kNowhere)
            sites[instructions[statement_site].offset].push_back(DeadConstant{ast::BoolOperator::And, constant, true});
        else if (value_site != kNowhere)
            sites[instructions[value_site].offset].push_back(
                DeadConstant{*truth ? ast::BoolOperator::And : ast::BoolOperator::Or, constant});
    }
    return sites;
}

}  // namespace glassbox
