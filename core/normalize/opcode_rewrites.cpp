// THE opcode table of normalize: every opname a compiler of 3.8-3.15 writes
// into co_code, and the rule that rewrites it. Keyed by name, not number: an
// opcode keeps its name across versions while its number moves, and where a
// version's meaning differs the rule asks the OpcodeTable (shifts, symbols)
// or the VersionProfile, never the version number.
//
// Absent on purpose, so that normalize rejects them: specialized and
// INSTRUMENTED_* forms (found by OpcodeInfo::base_opcode before this table),
// and what only the runtime writes: ENTER_EXECUTOR, EXIT_INIT_CHECK,
// INTERPRETER_EXIT, RESERVED, TRACE_RECORD.
#include <algorithm>
#include <array>

#include "ast/ast.h"
#include "load/code_object.h"
#include "normalize/rules.h"

namespace glassbox::normalize_internal {
namespace {

using enum ast::BinaryOperator;
using enum ast::UnaryOperator;

// One normalized op, the decoded argument carried over by its kind.
template <Op op>
void plain(Rewriter& r, const Instruction&) {
    r.emit_with_argument(op);
}

// One normalized op; the decoded argument means nothing to it.
template <Op op>
void bare(Rewriter& r, const Instruction&) {
    r.emit(op);
}

// No effect on the program's meaning (ops.def: Nop).
void drop(Rewriter&, const Instruction&) {}

template <ast::BinaryOperator op>
void binary(Rewriter& r, const Instruction&) {
    r.emit(Op::BinaryOp).arg = std::int32_t(op);
}

template <ast::BinaryOperator op>
void inplace(Rewriter& r, const Instruction&) {
    r.emit(Op::InplaceOp).arg = std::int32_t(op);
}

template <ast::UnaryOperator op>
void unary(Rewriter& r, const Instruction&) {
    r.emit(Op::UnaryOp).arg = std::int32_t(op);
}

// Whether an instruction stores or clears `slot` as a plain local: 3.12+ inlined
// comprehensions use a cell variable's slot so for a variable of their own (no closure
// captures it there), and save and restore the slot around themselves.
bool stores_plain_value(const Rewriter& r, std::uint32_t slot) {
    for (std::size_t i = 0; i < r.size(); ++i) {
        const Instruction& in = r.at(i);
        if (!in.arg) continue;
        const std::string_view name = in.name();
        const std::uint32_t arg = *in.arg;
        if (name == "STORE_FAST" || name == "DELETE_FAST" || name == "LOAD_FAST_AND_CLEAR") {
            if (arg == slot) return true;
        } else if (name == "STORE_FAST_LOAD_FAST") {
            if (arg >> 4 == slot) return true;
        } else if (name == "STORE_FAST_STORE_FAST") {
            if (arg >> 4 == slot || (arg & 15) == slot) return true;
        }
    }
    return false;
}

// 3.11+: a load of a cell's or free variable's slot pushes the cell itself (3.13+ compilers
// load a closure's cells so; TorchDynamo passes cells to the functions it makes), unless the
// code also keeps plain values in that slot: then which one a load pushes is not known here,
// and it stays a load of the variable.
Op local_load(const Rewriter& r, Op op, std::uint32_t slot) {
    if (op != Op::LoadFast) return op;
    const std::vector<std::uint8_t>& kinds = r.decoded().code->localsplus_kinds;
    if (slot >= kinds.size() || !(kinds[slot] & (kLocalCell | kLocalFree))) return op;
    return stores_plain_value(r, slot) ? op : Op::LoadClosure;
}

// LOAD_FAST, 3.12+ LOAD_FAST_CHECK, 3.14+ LOAD_FAST_BORROW.
void load_fast(Rewriter& r, const Instruction&) {
    r.emit_with_argument(local_load(r, Op::LoadFast, std::uint32_t(r.raw_argument())));
}

// 3.13+ superinstructions on two locals: the first acts first.
template <Op first, Op second>
void pair(Rewriter& r, const Instruction&) {
    ArgumentValue value = r.argument();
    auto* locals = std::get_if<LocalPairArgument>(&value);
    if (!locals) r.fail("expected a pair of locals");
    const auto slots = std::uint32_t(r.raw_argument());
    r.emit(local_load(r, first, slots >> 4)).name = locals->first;
    r.emit(local_load(r, second, slots & 15)).name = locals->second;
}

constexpr std::array kRewrites = std::to_array<Rewrite>({
    {"ASYNC_GEN_WRAP",                     bare<Op::AsyncGenWrap>},
    {"BEFORE_ASYNC_WITH",                  before_async_with},
    {"BEFORE_WITH",                        before_with},
    {"BEGIN_FINALLY",                      bare<Op::BeginFinally>},
    {"BINARY_ADD",                         binary<Add>},
    {"BINARY_AND",                         binary<BitAnd>},
    {"BINARY_FLOOR_DIVIDE",                binary<FloorDiv>},
    {"BINARY_LSHIFT",                      binary<LShift>},
    {"BINARY_MATRIX_MULTIPLY",             binary<MatMult>},
    {"BINARY_MODULO",                      binary<Mod>},
    {"BINARY_MULTIPLY",                    binary<Mult>},
    {"BINARY_OP",                          binary_op},
    {"BINARY_OR",                          binary<BitOr>},
    {"BINARY_POWER",                       binary<Pow>},
    {"BINARY_RSHIFT",                      binary<RShift>},
    {"BINARY_SLICE",                       bare<Op::Slice>},
    {"BINARY_SUBSCR",                      bare<Op::Subscript>},
    {"BINARY_SUBTRACT",                    binary<Sub>},
    {"BINARY_TRUE_DIVIDE",                 binary<Div>},
    {"BINARY_XOR",                         binary<BitXor>},
    {"BUILD_CONST_KEY_MAP",                plain<Op::BuildConstKeyMap>},
    {"BUILD_INTERPOLATION",                plain<Op::BuildInterpolation>},
    {"BUILD_LIST",                         plain<Op::BuildList>},
    {"BUILD_LIST_UNPACK",                  build_list_unpack},
    {"BUILD_MAP",                          plain<Op::BuildMap>},
    {"BUILD_MAP_UNPACK",                   build_map_unpack},
    {"BUILD_MAP_UNPACK_WITH_CALL",         build_call_map_unpack},
    {"BUILD_SET",                          plain<Op::BuildSet>},
    {"BUILD_SET_UNPACK",                   build_set_unpack},
    {"BUILD_SLICE",                        plain<Op::BuildSlice>},
    {"BUILD_STRING",                       plain<Op::BuildString>},
    {"BUILD_TEMPLATE",                     bare<Op::BuildTemplate>},
    {"BUILD_TUPLE",                        plain<Op::BuildTuple>},
    {"BUILD_TUPLE_UNPACK",                 build_tuple_unpack},
    {"BUILD_TUPLE_UNPACK_WITH_CALL",       build_tuple_unpack},
    {"CACHE",                              drop},
    {"CALL",                               call},
    {"CALL_FINALLY",                       plain<Op::CallFinally>},
    {"CALL_FUNCTION",                      call_function},
    {"CALL_FUNCTION_EX",                   call_function_ex},
    {"CALL_FUNCTION_KW",                   call_function_kw},
    {"CALL_INTRINSIC_1",                   call_intrinsic},
    {"CALL_INTRINSIC_2",                   call_intrinsic},
    {"CALL_KW",                            call_function_kw},
    {"CALL_METHOD",                        call_method},
    {"CHECK_EG_MATCH",                     bare<Op::CheckEgMatch>},
    {"CHECK_EXC_MATCH",                    bare<Op::CheckExcMatch>},
    {"CLEANUP_THROW",                      cleanup_throw},
    {"COMPARE_OP",                         compare_op},
    {"CONTAINS_OP",                        plain<Op::ContainsOp>},
    {"CONVERT_VALUE",                      convert_value},
    {"COPY",                               copy},
    {"COPY_DICT_WITHOUT_KEYS",             bare<Op::CopyDictWithoutKeys>},
    {"COPY_FREE_VARS",                     drop},
    {"DELETE_ATTR",                        plain<Op::DeleteAttr>},
    {"DELETE_DEREF",                       plain<Op::DeleteDeref>},
    {"DELETE_FAST",                        plain<Op::DeleteFast>},
    {"DELETE_GLOBAL",                      plain<Op::DeleteGlobal>},
    {"DELETE_NAME",                        plain<Op::DeleteName>},
    {"DELETE_SUBSCR",                      bare<Op::DeleteSubscript>},
    {"DICT_MERGE",                         plain<Op::DictMerge>},
    {"DICT_UPDATE",                        plain<Op::DictUpdate>},
    {"DUP_TOP",                            dup_top},
    {"DUP_TOP_TWO",                        dup_top_two},
    {"END_ASYNC_FOR",                      end_async_for, false},
    {"END_FINALLY",                        bare<Op::EndFinally>},
    {"END_FOR",                            end_for},
    {"END_SEND",                           end_send},
    {"EXTENDED_ARG",                       drop},
    {"FORMAT_SIMPLE",                      format_simple},
    {"FORMAT_VALUE",                       format_value},
    {"FORMAT_WITH_SPEC",                   format_with_spec},
    {"FOR_ITER",                           for_iter},
    {"GEN_START",                          drop},
    {"GET_AITER",                          bare<Op::GetAIter>},
    {"GET_ANEXT",                          bare<Op::GetANext>},
    {"GET_AWAITABLE",                      plain<Op::GetAwaitable>},
    {"GET_ITER",                           get_iter},
    {"GET_LEN",                            bare<Op::GetLen>},
    {"GET_YIELD_FROM_ITER",                get_yield_from_iter},
    {"IMPORT_FROM",                        plain<Op::ImportFrom>},
    {"IMPORT_NAME",                        plain<Op::ImportName>},
    {"IMPORT_STAR",                        bare<Op::ImportStar>},
    {"INPLACE_ADD",                        inplace<Add>},
    {"INPLACE_AND",                        inplace<BitAnd>},
    {"INPLACE_FLOOR_DIVIDE",               inplace<FloorDiv>},
    {"INPLACE_LSHIFT",                     inplace<LShift>},
    {"INPLACE_MATRIX_MULTIPLY",            inplace<MatMult>},
    {"INPLACE_MODULO",                     inplace<Mod>},
    {"INPLACE_MULTIPLY",                   inplace<Mult>},
    {"INPLACE_OR",                         inplace<BitOr>},
    {"INPLACE_POWER",                      inplace<Pow>},
    {"INPLACE_RSHIFT",                     inplace<RShift>},
    {"INPLACE_SUBTRACT",                   inplace<Sub>},
    {"INPLACE_TRUE_DIVIDE",                inplace<Div>},
    {"INPLACE_XOR",                        inplace<BitXor>},
    {"IS_OP",                              plain<Op::IsOp>},
    {"JUMP_ABSOLUTE",                      plain<Op::Jump>},
    {"JUMP_BACKWARD",                      plain<Op::Jump>},
    {"JUMP_BACKWARD_NO_INTERRUPT",         plain<Op::Jump>},
    {"JUMP_FORWARD",                       plain<Op::Jump>},
    {"JUMP_IF_FALSE_OR_POP",               plain<Op::JumpIfFalseOrPop>},
    {"JUMP_IF_NOT_EXC_MATCH",              plain<Op::JumpIfNotExcMatch>},
    {"JUMP_IF_TRUE_OR_POP",                plain<Op::JumpIfTrueOrPop>},
    {"KW_NAMES",                           kw_names},
    {"LIST_APPEND",                        plain<Op::ListAppend>},
    {"LIST_EXTEND",                        plain<Op::ListExtend>},
    {"LIST_TO_TUPLE",                      bare<Op::ListToTuple>},
    {"LOAD_ASSERTION_ERROR",               load_assertion_error},
    {"LOAD_ATTR",                          plain<Op::LoadAttr>},
    {"LOAD_BUILD_CLASS",                   bare<Op::LoadBuildClass>},
    {"LOAD_CLASSDEREF",                    plain<Op::LoadClassDeref>},
    {"LOAD_CLOSURE",                       plain<Op::LoadClosure>},
    {"LOAD_COMMON_CONSTANT",               load_common_constant},
    {"LOAD_CONST",                         plain<Op::LoadConst>},
    {"LOAD_DEREF",                         plain<Op::LoadDeref>},
    {"LOAD_FAST",                          load_fast},
    {"LOAD_FAST_AND_CLEAR",                plain<Op::LoadFastAndClear>},
    {"LOAD_FAST_BORROW",                   load_fast},
    {"LOAD_FAST_BORROW_LOAD_FAST_BORROW",  pair<Op::LoadFast, Op::LoadFast>},
    {"LOAD_FAST_CHECK",                    load_fast},
    {"LOAD_FAST_LOAD_FAST",                pair<Op::LoadFast, Op::LoadFast>},
    {"LOAD_FROM_DICT_OR_DEREF",            load_from_dict_or_deref},
    {"LOAD_FROM_DICT_OR_GLOBALS",          plain<Op::LoadFromDictOrGlobals>},
    {"LOAD_GLOBAL",                        plain<Op::LoadGlobal>},
    {"LOAD_LOCALS",                        bare<Op::LoadLocals>},
    {"LOAD_METHOD",                        load_method},
    {"LOAD_NAME",                          plain<Op::LoadName>},
    {"LOAD_SMALL_INT",                     load_small_int},
    {"LOAD_SPECIAL",                       load_special},
    {"LOAD_SUPER_ATTR",                    plain<Op::LoadSuperAttr>},
    {"MAKE_CELL",                          drop},
    {"MAKE_FUNCTION",                      make_function},
    {"MAP_ADD",                            plain<Op::MapAdd>},
    {"MATCH_CLASS",                        match_class},
    {"MATCH_KEYS",                         match_keys},
    {"MATCH_MAPPING",                      bare<Op::MatchMapping>},
    {"MATCH_SEQUENCE",                     bare<Op::MatchSequence>},
    {"NOP",                                nop},
    {"NOT_TAKEN",                          drop},
    {"POP_BLOCK",                          bare<Op::PopBlock>},
    {"POP_EXCEPT",                         pop_except},
    {"POP_FINALLY",                        plain<Op::PopFinally>},
    {"POP_ITER",                           pop_iter},
    {"POP_JUMP_BACKWARD_IF_FALSE",         plain<Op::PopJumpIfFalse>},
    {"POP_JUMP_BACKWARD_IF_NONE",          plain<Op::PopJumpIfNone>},
    {"POP_JUMP_BACKWARD_IF_NOT_NONE",      plain<Op::PopJumpIfNotNone>},
    {"POP_JUMP_BACKWARD_IF_TRUE",          plain<Op::PopJumpIfTrue>},
    {"POP_JUMP_FORWARD_IF_FALSE",          plain<Op::PopJumpIfFalse>},
    {"POP_JUMP_FORWARD_IF_NONE",           plain<Op::PopJumpIfNone>},
    {"POP_JUMP_FORWARD_IF_NOT_NONE",       plain<Op::PopJumpIfNotNone>},
    {"POP_JUMP_FORWARD_IF_TRUE",           plain<Op::PopJumpIfTrue>},
    {"POP_JUMP_IF_FALSE",                  plain<Op::PopJumpIfFalse>},
    {"POP_JUMP_IF_NONE",                   plain<Op::PopJumpIfNone>},
    {"POP_JUMP_IF_NOT_NONE",               plain<Op::PopJumpIfNotNone>},
    {"POP_JUMP_IF_TRUE",                   plain<Op::PopJumpIfTrue>},
    {"POP_TOP",                            pop_top},
    {"PRECALL",                            drop},
    {"PREP_RERAISE_STAR",                  bare<Op::PrepReraiseStar>},
    {"PRINT_EXPR",                         bare<Op::PrintExpr>},
    {"PUSH_EXC_INFO",                      bare<Op::PushExcInfo>},
    {"PUSH_NULL",                          bare<Op::PushNull>},
    {"RAISE_VARARGS",                      plain<Op::Raise>},
    {"RERAISE",                            reraise},
    {"RESUME",                             drop},
    {"RETURN_CONST",                       return_const},
    {"RETURN_GENERATOR",                   return_generator},
    {"RETURN_VALUE",                       bare<Op::Return>},
    {"ROT_FOUR",                           rot_four},
    {"ROT_N",                              rot_n},
    {"ROT_THREE",                          rot_three},
    {"ROT_TWO",                            rot_two},
    {"SEND",                               send},
    {"SETUP_ANNOTATIONS",                  bare<Op::SetupAnnotations>},
    {"SETUP_ASYNC_WITH",                   plain<Op::SetupAsyncWith>},
    {"SETUP_FINALLY",                      plain<Op::SetupFinally>},
    {"SETUP_WITH",                         plain<Op::SetupWith>},
    {"SET_ADD",                            plain<Op::SetAdd>},
    {"SET_FUNCTION_ATTRIBUTE",             plain<Op::SetFunctionAttribute>},
    {"SET_UPDATE",                         plain<Op::SetUpdate>},
    {"STORE_ATTR",                         plain<Op::StoreAttr>},
    {"STORE_DEREF",                        plain<Op::StoreDeref>},
    {"STORE_FAST",                         plain<Op::StoreFast>},
    {"STORE_FAST_LOAD_FAST",               pair<Op::StoreFast, Op::LoadFast>},
    {"STORE_FAST_STORE_FAST",              pair<Op::StoreFast, Op::StoreFast>},
    {"STORE_GLOBAL",                       plain<Op::StoreGlobal>},
    {"STORE_NAME",                         plain<Op::StoreName>},
    {"STORE_SLICE",                        bare<Op::StoreSlice>},
    {"STORE_SUBSCR",                       bare<Op::StoreSubscript>},
    {"SWAP",                               plain<Op::Swap>},
    {"TO_BOOL",                            to_bool},
    {"UNARY_INVERT",                       unary<Invert>},
    {"UNARY_NEGATIVE",                     unary<USub>},
    {"UNARY_NOT",                          unary<Not>},
    {"UNARY_POSITIVE",                     unary<UAdd>},
    {"UNPACK_EX",                          plain<Op::UnpackEx>},
    {"UNPACK_SEQUENCE",                    plain<Op::UnpackSequence>},
    {"WITH_CLEANUP_FINISH",                bare<Op::WithCleanupFinish>},
    {"WITH_CLEANUP_START",                 bare<Op::WithCleanupStart>},
    {"WITH_EXCEPT_START",                  bare<Op::WithExceptStart>},
    {"YIELD_FROM",                         yield_from},
    {"YIELD_VALUE",                        bare<Op::YieldValue>},
});

static_assert(std::is_sorted(kRewrites.begin(), kRewrites.end(),
                             [](const Rewrite& a, const Rewrite& b) { return a.opname < b.opname; }),
              "kRewrites is searched by bisection: keep it sorted by opname");

}  // namespace

const Rewrite* find_rewrite(std::string_view opname) {
    auto found = std::lower_bound(kRewrites.begin(), kRewrites.end(), opname,
                                  [](const Rewrite& rewrite, std::string_view name) { return rewrite.opname < name; });
    if (found == kRewrites.end() || found->opname != opname) return nullptr;
    return &*found;
}

const Rewrite* find_rewrite(const OpcodeTable& table, std::uint8_t opcode) {
    // Each supported version's opcodes, looked up by name once (on first use, thread-safely).
    constexpr int kVersions = kNewestSupported.minor - kOldestSupported.minor + 1;
    struct ByOpcode {
        const OpcodeTable* table = nullptr;
        std::array<const Rewrite*, 256> rewrites{};
    };
    static const std::array<ByOpcode, kVersions> by_version = [] {
        std::array<ByOpcode, kVersions> all{};
        for (int v = 0; v < kVersions; ++v) {
            const OpcodeTable* known = opcode_table_for({kOldestSupported.major, kOldestSupported.minor + v});
            if (!known) continue;
            all[std::size_t(v)].table = known;
            for (std::size_t op = 0; op < 256; ++op)
                all[std::size_t(v)].rewrites[op] = find_rewrite(known->ops[op].name);
        }
        return all;
    }();
    const int v = table.version.minor - kOldestSupported.minor;
    if (table.version.major == kOldestSupported.major && v >= 0 && v < kVersions &&
        by_version[std::size_t(v)].table == &table)
        return by_version[std::size_t(v)].rewrites[opcode];
    return find_rewrite(table.op(opcode).name);  // a table of no supported version (tests)
}

}  // namespace glassbox::normalize_internal
