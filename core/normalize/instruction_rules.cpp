// Rules for one decoded instruction each, some absorbing the producer just
// before them (a call's keyword-names LOAD_CONST, a ≤3.10 function's qualname,
// 3.14's PUSH_NULL for an absent **kwargs). What a version does differently
// comes from the OpcodeTable's symbols or from the VersionProfile.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>

#include "ast/ast.h"
#include "normalize/rules.h"

namespace glassbox::normalize_internal {
namespace {

ObjectPtr make_object(ObjectKind kind) {
    auto object = std::make_shared<Object>();
    object->kind = kind;
    return object;
}

ObjectPtr make_int(std::int64_t value) {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::Int;
    object->integer = BigInt::from_int64(value);
    return object;
}

std::string symbol_argument(const Rewriter& r) {
    ArgumentValue value = r.argument();
    if (auto* symbol = std::get_if<SymbolArgument>(&value)) return symbol->symbol;
    r.fail("expected a symbolic argument");
}

// BINARY_OP's symbols as dis spells them; "x=" is the in-place form of "x".
struct BinarySymbol {
    std::string_view symbol;
    ast::BinaryOperator op;
};
constexpr BinarySymbol kBinarySymbols[] = {
    {"+", ast::BinaryOperator::Add},      {"-", ast::BinaryOperator::Sub},
    {"*", ast::BinaryOperator::Mult},     {"@", ast::BinaryOperator::MatMult},
    {"/", ast::BinaryOperator::Div},      {"%", ast::BinaryOperator::Mod},
    {"**", ast::BinaryOperator::Pow},     {"<<", ast::BinaryOperator::LShift},
    {">>", ast::BinaryOperator::RShift},  {"|", ast::BinaryOperator::BitOr},
    {"^", ast::BinaryOperator::BitXor},   {"&", ast::BinaryOperator::BitAnd},
    {"//", ast::BinaryOperator::FloorDiv},
};

// COMPARE_OP's symbols; 3.8's list also holds the operators later versions
// gave their own opcodes (IS_OP, CONTAINS_OP, JUMP_IF_NOT_EXC_MATCH).
struct CompareSymbol {
    std::string_view symbol;
    Op op;
    std::int32_t arg;
};
constexpr CompareSymbol kCompareSymbols[] = {
    {"<", Op::CompareOp, std::int32_t(ast::CompareOperator::Lt)},
    {"<=", Op::CompareOp, std::int32_t(ast::CompareOperator::LtE)},
    {"==", Op::CompareOp, std::int32_t(ast::CompareOperator::Eq)},
    {"!=", Op::CompareOp, std::int32_t(ast::CompareOperator::NotEq)},
    {">", Op::CompareOp, std::int32_t(ast::CompareOperator::Gt)},
    {">=", Op::CompareOp, std::int32_t(ast::CompareOperator::GtE)},
    {"in", Op::ContainsOp, 0},
    {"not in", Op::ContainsOp, 1},
    {"is", Op::IsOp, 0},
    {"is not", Op::IsOp, 1},
    {"exception match", Op::ExceptionMatch, 0},
};

// Intrinsics that are an op of ops.def; the others stay CallIntrinsic.
struct IntrinsicOp {
    std::string_view name;
    Op op;
    std::int32_t arg;
    bool result_discarded;  // the compiler pops the intrinsic's None result
};
constexpr IntrinsicOp kIntrinsicOps[] = {
    {"INTRINSIC_PRINT", Op::PrintExpr, 0, true},
    {"INTRINSIC_IMPORT_STAR", Op::ImportStar, 0, true},
    {"INTRINSIC_STOPITERATION_ERROR", Op::StopIterationError, 0, false},
    {"INTRINSIC_ASYNC_GEN_WRAP", Op::AsyncGenWrap, 0, false},
    {"INTRINSIC_UNARY_POSITIVE", Op::UnaryOp, std::int32_t(ast::UnaryOperator::UAdd), false},
    {"INTRINSIC_LIST_TO_TUPLE", Op::ListToTuple, 0, false},
    {"INTRINSIC_PREP_RERAISE_STAR", Op::PrepReraiseStar, 0, false},
};

// The conversion characters of FORMAT_VALUE's low bits and CONVERT_VALUE's oparg.
std::int32_t conversion(const Rewriter& r, std::uint32_t code) {
    switch (code) {
    case 0: return 0;
    case 1: return 's';
    case 2: return 'r';
    case 3: return 'a';
    }
    r.fail("unknown conversion " + std::to_string(code));
}

// A keyword-names tuple: the LoadConst just before the call, absorbed; null when there is
// none (generated code moves the tuple with swaps): the call then takes it from the stack.
ObjectPtr absorb_keyword_names(Rewriter& r) {
    NormalizedInstruction* names = r.absorbable_previous(Op::LoadConst);
    if (!names || !names->constant || names->constant->kind != ObjectKind::Tuple) return nullptr;
    ObjectPtr tuple = names->constant;
    r.drop_last();
    return tuple;
}

NormalizedInstruction& emit_call(Rewriter& r, std::uint8_t slots, ObjectPtr keyword_names) {
    NormalizedInstruction& out = r.emit(Op::Call);
    out.arg = r.raw_argument();
    out.slots = slots;
    out.constant = std::move(keyword_names);
    return out;
}

// ≤3.10 pushes a success flag after MATCH_KEYS/MATCH_CLASS; 3.11+ tests the
// result against None instead. Spell the flag out so both read alike.
void emit_success_flag(Rewriter& r) {
    r.emit(Op::Copy).arg = 1;
    r.emit(Op::LoadConst).constant = make_object(ObjectKind::None);
    r.emit(Op::IsOp).arg = 1;
}

void emit_swaps_down_from(Rewriter& r, std::int32_t depth) {
    for (std::int32_t n = depth; n >= 2; --n) r.emit(Op::Swap).arg = n;
}

void build_unpack(Rewriter& r, const char* kind) {
    NormalizedInstruction& out = r.emit(Op::BuildUnpack);
    out.arg = r.raw_argument();
    out.name = kind;
}

// A LOAD_COMMON_CONSTANT literal as the table spells it: None, True, False,
// a simple quoted string, an integer. Null for a builtin's name.
ObjectPtr literal(std::string_view source) {
    if (source == "None") return make_object(ObjectKind::None);
    if (source == "True") return make_object(ObjectKind::True);
    if (source == "False") return make_object(ObjectKind::False);
    if (source.size() >= 2 && (source[0] == '\'' || source[0] == '"') && source.back() == source[0] &&
        source.substr(1, source.size() - 2).find_first_of("\\'\"") == std::string_view::npos) {
        auto text = std::make_shared<Object>();
        text->kind = ObjectKind::Str;
        text->text = std::string(source.substr(1, source.size() - 2));
        return text;
    }
    std::int64_t value = 0;
    auto [end, error] = std::from_chars(source.data(), source.data() + source.size(), value);
    if (error == std::errc() && end == source.data() + source.size()) return make_int(value);
    return nullptr;
}

bool is_identifier(std::string_view text) {
    return !text.empty() && !std::isdigit(static_cast<unsigned char>(text[0])) &&
           std::all_of(text.begin(), text.end(),
                       [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

}  // namespace

void binary_op(Rewriter& r, const Instruction&) {
    std::string symbol = symbol_argument(r);
    if (symbol == "[]") {
        r.emit(Op::Subscript);
        return;
    }
    bool in_place = symbol.size() > 1 && symbol.back() == '=';
    std::string_view base = std::string_view(symbol).substr(0, symbol.size() - (in_place ? 1 : 0));
    for (const BinarySymbol& entry : kBinarySymbols) {
        if (entry.symbol != base) continue;
        r.emit(in_place ? Op::InplaceOp : Op::BinaryOp).arg = std::int32_t(entry.op);
        return;
    }
    r.fail("unknown binary operator " + symbol);
}

void compare_op(Rewriter& r, const Instruction&) {
    std::string symbol = symbol_argument(r);
    for (const CompareSymbol& entry : kCompareSymbols) {
        if (entry.symbol != symbol) continue;
        r.emit(entry.op).arg = entry.arg;
        return;
    }
    r.fail("unknown comparison " + symbol);
}

void call_function(Rewriter& r, const Instruction&) { emit_call(r, 1, nullptr); }

void call_method(Rewriter& r, const Instruction&) { emit_call(r, 2, nullptr); }

// ≤3.10 CALL_FUNCTION_KW (below the arguments: the callable) and 3.13+
// CALL_KW (the callable and Null/self): the profile's call slots.
void call_function_kw(Rewriter& r, const Instruction&) {
    ObjectPtr names = absorb_keyword_names(r);
    const bool on_stack = !names;
    emit_call(r, r.profile().call_slots, std::move(names)).keyword_names_on_stack = on_stack;
}

// 3.11/3.12: KW_NAMES names the keywords of the CALL right after it (3.11:
// after PRECALL); that CALL takes the tuple, and nothing may jump between.
void kw_names(Rewriter& r, const Instruction&) {
    auto next = r.next_real(r.index());
    if (next && std::string_view(r.at(*next).name()) == "PRECALL") {
        if (r.entries(*next) > 0) r.fail("a jump between KW_NAMES and its call");
        next = r.next_real(*next);
    }
    if (!next || std::string_view(r.at(*next).name()) != "CALL" || r.entries(*next) > 0) {
        r.fail("KW_NAMES not followed by its CALL");
    }
    r.set_pending_keyword_names(r.const_argument());
}

void call(Rewriter& r, const Instruction&) { emit_call(r, 2, r.take_pending_keyword_names()); }

// 3.14+ has no oparg: the kwargs slot is always there, PUSH_NULL when empty.
void call_function_ex(Rewriter& r, const Instruction& in) {
    std::int32_t has_kwargs = r.raw_argument() & 1;
    if (in.info->arg == ArgKind::None) {
        has_kwargs = 1;
        if (r.absorbable_previous(Op::PushNull)) {
            r.drop_last();
            has_kwargs = 0;
        }
    }
    NormalizedInstruction& out = r.emit(Op::CallEx);
    out.arg = has_kwargs;
    out.slots = r.profile().call_slots;
}

void call_intrinsic(Rewriter& r, const Instruction& in) {
    std::string name = symbol_argument(r);
    if (name.ends_with("_INVALID")) r.fail(name + " is never emitted");
    for (const IntrinsicOp& entry : kIntrinsicOps) {
        if (entry.name != name) continue;
        auto next = r.next_real(r.index());
        bool discarded = next && std::string_view(r.at(*next).name()) == "POP_TOP" && r.entries(*next) == 0;
        if (entry.result_discarded && !discarded) break;  // not the statement form: keep the call
        if (entry.result_discarded) r.consume(*next);
        r.emit(entry.op).arg = entry.arg;
        return;
    }
    std::int32_t parts = in.info->arg == ArgKind::Intrinsic2 ? 2 : 1;
    if (name == "INTRINSIC_TYPEALIAS") {
        // Its one argument is a tuple of three built just before it, one a function:
        // the parts themselves are what lift needs.
        NormalizedInstruction* tuple = r.absorbable_previous(Op::BuildTuple);
        if (!tuple || tuple->arg != 3) r.fail("INTRINSIC_TYPEALIAS without its BUILD_TUPLE 3 just before it");
        r.drop_last();
        parts = 3;
    }
    NormalizedInstruction& out = r.emit(Op::CallIntrinsic);
    out.name = name;
    out.arg = parts;
}

void make_function(Rewriter& r, const Instruction&) {
    std::string qualname;
    if (r.profile().qualname_on_stack) {
        NormalizedInstruction* name = r.absorbable_previous(Op::LoadConst);
        if (!name || !name->constant || !name->constant->is_string()) {
            r.fail("MAKE_FUNCTION without its qualname constant just before it");
        }
        qualname = name->constant->text;
        r.drop_last();
    }
    NormalizedInstruction& out = r.emit(Op::MakeFunction);
    out.arg = r.raw_argument();
    out.name = std::move(qualname);
}

void load_method(Rewriter& r, const Instruction&) {
    NormalizedInstruction& out = r.emit(Op::LoadAttr);
    out.name = r.name_argument();
    out.arg = 1;
}

// In a 3.12+ class body LOAD_LOCALS pushes the namespace this looks in first.
void load_from_dict_or_deref(Rewriter& r, const Instruction&) {
    Op op = Op::LoadFromDictOrDeref;
    if (r.absorbable_previous(Op::LoadLocals)) {
        r.drop_last();
        op = Op::LoadClassDeref;
    }
    r.emit(op).name = r.name_argument();
}

void nop(Rewriter& r, const Instruction& in) {
    // Kept only where a jump lands on it just before a protected range begins (3.14+
    // `while True: try: ...`): there it keeps the loop's head out of the try body's first block.
    // Dropped, its line goes to the next instruction (a line-only NOP: `case _:`).
    r.mark_nop_line(in.line);
    if (r.entries(r.index()) == 0) return;
    bool loop_head = false;  // a jump back to it
    for (std::size_t j = r.index() + 1; j < r.size() && !loop_head; ++j)
        loop_head = r.at(j).jump_target == in.offset;
    if (!loop_head) return;
    std::optional<std::size_t> next = r.next_real(r.index());
    // Two heads in a row (`continue` in a handler lands on one, the body's end on the other):
    // the second stands for both (a jump to this one lands on the next instruction kept).
    if (next && std::string_view(r.at(*next).name()) == "NOP") {
        const std::uint32_t second = r.at(*next).offset;
        for (std::size_t j = *next + 1; j < r.size(); ++j)
            if (r.at(j).jump_target == second) return;
    }
    while (next && std::string_view(r.at(*next).name()) == "NOP") next = r.next_real(*next);
    if (!next) return;
    std::uint32_t end = r.at(*next).offset;
    for (const ExceptionTableEntry& entry : r.decoded().exception_table) {
        if (entry.start > in.offset && entry.start <= end) {
            r.emit(Op::Nop);
            return;
        }
    }
}

void to_bool(Rewriter& r, const Instruction&) {
    // 3.13+ converts to bool before a test (the test reads the truth itself: nothing to
    // keep) and for `not not x`, which the compiler folds into TO_BOOL alone.
    std::optional<std::size_t> next = r.next_real(r.index());
    std::string_view after = next ? std::string_view(r.at(*next).name()) : std::string_view();
    if (after == "UNARY_NOT" || after.starts_with("POP_JUMP_IF") || after.starts_with("JUMP_IF")) return;
    for (int k = 0; k < 2; ++k) r.emit(Op::UnaryOp).arg = std::int32_t(ast::UnaryOperator::Not);
}

void load_assertion_error(Rewriter& r, const Instruction&) { r.emit(Op::LoadBuiltin).name = "AssertionError"; }

void load_small_int(Rewriter& r, const Instruction&) { r.emit(Op::LoadConst).constant = make_int(r.raw_argument()); }

void load_common_constant(Rewriter& r, const Instruction&) {
    ArgumentValue value = r.argument();
    auto* common = std::get_if<CommonConstantArgument>(&value);
    if (!common) r.fail("expected a common constant");
    if (ObjectPtr constant = literal(common->source)) {
        r.emit(Op::LoadConst).constant = std::move(constant);
        return;
    }
    if (!is_identifier(common->source)) r.fail("unknown common constant " + common->source);
    r.emit(Op::LoadBuiltin).name = common->source;
}

void return_const(Rewriter& r, const Instruction&) {
    r.emit(Op::LoadConst).constant = r.const_argument();
    r.emit(Op::Return);
}

void format_value(Rewriter& r, const Instruction&) {
    auto flags = std::uint32_t(r.raw_argument());
    r.emit(Op::FormatValue).arg = conversion(r, flags & 3) | ((flags & 4) ? 0x100 : 0);
}

void format_simple(Rewriter& r, const Instruction&) { r.emit(Op::FormatValue).arg = 0; }

void format_with_spec(Rewriter& r, const Instruction&) { r.emit(Op::FormatValue).arg = 0x100; }

void convert_value(Rewriter& r, const Instruction&) {
    std::int32_t character = conversion(r, std::uint32_t(r.raw_argument()));
    if (character == 0) r.fail("CONVERT_VALUE without a conversion");
    r.emit(Op::ConvertValue).arg = character;
}

void dup_top(Rewriter& r, const Instruction&) { r.emit(Op::Copy).arg = 1; }

void dup_top_two(Rewriter& r, const Instruction&) {
    r.emit(Op::Copy).arg = 2;
    r.emit(Op::Copy).arg = 2;
}

void rot_two(Rewriter& r, const Instruction&) { emit_swaps_down_from(r, 2); }

void rot_three(Rewriter& r, const Instruction&) { emit_swaps_down_from(r, 3); }

void rot_four(Rewriter& r, const Instruction&) { emit_swaps_down_from(r, 4); }

// ROT_N n moves TOS n-1 entries down: SWAP n, SWAP n-1, ..., SWAP 2.
void rot_n(Rewriter& r, const Instruction&) { emit_swaps_down_from(r, r.raw_argument()); }

void pop_except(Rewriter& r, const Instruction&) { r.emit(Op::PopExcept).arg = r.profile().exception_slots; }

void reraise(Rewriter& r, const Instruction&) { r.emit(Op::Reraise).arg = r.profile().exception_slots; }

// Runs as the handler of `async for`: ≤3.10 handlers are entered with the
// handled and the replaced exception, 3.11+ ones with the handled one only.
void end_async_for(Rewriter& r, const Instruction&) {
    const VersionProfile& profile = r.profile();
    int exception_values = profile.has_exception_table ? profile.exception_slots : 2 * profile.exception_slots;
    r.emit(Op::EndAsyncFor).arg = exception_values + 1;
}

void match_keys(Rewriter& r, const Instruction&) {
    r.emit(Op::MatchKeys);
    if (r.profile().match_success_flag) emit_success_flag(r);
}

void match_class(Rewriter& r, const Instruction&) {
    r.emit(Op::MatchClass).arg = r.raw_argument();
    if (r.profile().match_success_flag) emit_success_flag(r);
}

void yield_from(Rewriter& r, const Instruction&) { r.emit(Op::YieldFrom).slots = 1; }

void get_yield_from_iter(Rewriter& r, const Instruction&) {
    r.emit(Op::GetYieldFromIter).slots = r.profile().iterator_slots;
}

// 3.15 merged GET_YIELD_FROM_ITER into GET_ITER: oparg 3 is its yield-from form.
void get_iter(Rewriter& r, const Instruction&) {
    std::int32_t mode = r.raw_argument();
    if (mode != 0 && mode != 3) r.fail("GET_ITER with unknown oparg " + std::to_string(mode));
    r.emit(mode == 3 ? Op::GetYieldFromIter : Op::GetIter).slots = r.profile().iterator_slots;
}

void before_with(Rewriter& r, const Instruction&) { r.emit(Op::BeforeWith).slots = 1; }

void before_async_with(Rewriter& r, const Instruction&) { r.emit(Op::BeforeAsyncWith).slots = 1; }

void build_tuple_unpack(Rewriter& r, const Instruction&) { build_unpack(r, "tuple"); }

void build_list_unpack(Rewriter& r, const Instruction&) { build_unpack(r, "list"); }

void build_set_unpack(Rewriter& r, const Instruction&) { build_unpack(r, "set"); }

void build_map_unpack(Rewriter& r, const Instruction&) { build_unpack(r, "map"); }
// A call's `**` operands: a repeated name raises, so no two displays merge into one.
void build_call_map_unpack(Rewriter& r, const Instruction&) { build_unpack(r, "call-map"); }

}  // namespace glassbox::normalize_internal
