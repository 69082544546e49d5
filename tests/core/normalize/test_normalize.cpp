// Stage "normalize" on literal instruction lists, one version's opnames at a
// time: the rewrites that differ most between versions. Every list is also
// run through the stack verifier, so its effects must add up.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "assemble.h"
#include "ast/ast.h"
#include "normalize/normalize.h"
#include "stack_verifier.h"

namespace glassbox {
namespace {

using test::Asm;
using test::assemble;
using test::int_object;
using test::none_object;
using test::str_object;
using test::tuple_object;

struct Normalized {
    DecodedCode decoded;
    NormalizedCode code;
};

std::unique_ptr<Normalized> run(std::shared_ptr<CodeObject> code) {
    auto result = std::make_unique<Normalized>();
    result->decoded = decode(std::move(code));
    result->code = normalize(result->decoded);
    return result;
}

// "Op arg name slots=S ->target" with the parts that are set.
std::string describe(const NormalizedInstruction& in) {
    std::string text = op_name(in.op);
    if (in.arg != 0) text += " " + std::to_string(in.arg);
    if (!in.name.empty()) text += " " + in.name;
    if (in.slots != 1) text += " slots=" + std::to_string(in.slots);
    if (in.target) text += " ->" + std::to_string(*in.target);
    return text;
}

std::vector<std::string> listing(const NormalizedCode& code) {
    std::vector<std::string> lines;
    for (const NormalizedInstruction& in : code.instructions) lines.push_back(describe(in));
    return lines;
}

void expect_verified(const Normalized& n) {
    test::StackVerification verification = test::verify_stack(n.code);
    EXPECT_TRUE(verification.ok()) << (verification.problems.empty() ? "" : verification.problems.front());
}

std::uint32_t binary_op_index(PythonVersion version, std::string_view symbol) {
    const OpcodeTable& table = *opcode_table_for(version);
    for (std::size_t k = 0; k < table.binary_ops.size(); ++k) {
        if (symbol == table.binary_ops[k]) return std::uint32_t(k);
    }
    throw std::invalid_argument("no binary operator " + std::string(symbol));
}

// An op with an enum argument as describe() writes it.
template <typename Enum>
std::string with(const char* op, Enum value) {
    return int(value) == 0 ? std::string(op) : std::string(op) + " " + std::to_string(int(value));
}

// ---- calls ----------------------------------------------------------------------------------------------

TEST(NormalizeCalls, KeywordNamesConstantFoldsIntoCallFunctionKw38) {
    // f(1, x=2)
    auto n = run(assemble({3, 8},
                          {{"LOAD_NAME", 0}, {"LOAD_CONST", 0}, {"LOAD_CONST", 1}, {"LOAD_CONST", 2},
                           {"CALL_FUNCTION_KW", 2}, {"RETURN_VALUE"}},
                          {int_object(1), int_object(2), tuple_object({str_object("x")})}, {"f"}));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadName f", "LoadConst", "LoadConst", "Call 2", "Return"}));
    const NormalizedInstruction& call = n->code.instructions[3];
    ASSERT_TRUE(call.constant);
    EXPECT_EQ(call.constant->items.at(0)->text, "x");
    EXPECT_EQ(call.offset, 8u);  // the CALL_FUNCTION_KW's own offset
    expect_verified(*n);
}

TEST(NormalizeCalls, CallMethodHasTwoSlots310) {
    // o.m(1)
    auto n = run(assemble({3, 10},
                          {{"LOAD_NAME", 0}, {"LOAD_METHOD", 1}, {"LOAD_CONST", 0}, {"CALL_METHOD", 1},
                           {"RETURN_VALUE"}},
                          {int_object(1)}, {"o", "m"}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadName o", "LoadAttr 1 m", "LoadConst", "Call 1 slots=2", "Return"}));
    expect_verified(*n);
}

TEST(NormalizeCalls, KwNamesPrecallCall311) {
    // f(1, x=2): LOAD_GLOBAL's low bit pushes the Null
    auto n = run(assemble({3, 11},
                          {{"RESUME"}, {"LOAD_GLOBAL", 1}, {"LOAD_CONST", 0}, {"LOAD_CONST", 1}, {"KW_NAMES", 2},
                           {"PRECALL", 2}, {"CALL", 2}, {"RETURN_VALUE"}},
                          {int_object(1), int_object(2), tuple_object({str_object("x")})}, {"f"}));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadGlobal 1 f", "LoadConst", "LoadConst",
                                                          "Call 2 slots=2", "Return"}));
    ASSERT_TRUE(n->code.instructions[3].constant);
    EXPECT_EQ(n->code.instructions[3].constant->items.at(0)->text, "x");
    expect_verified(*n);
}

TEST(NormalizeCalls, KwNamesCall312) {
    auto n = run(assemble({3, 12},
                          {{"RESUME"}, {"PUSH_NULL"}, {"LOAD_NAME", 0}, {"LOAD_CONST", 0}, {"KW_NAMES", 1},
                           {"CALL", 1}, {"RETURN_VALUE"}},
                          {int_object(1), tuple_object({str_object("x")})}, {"f"}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"PushNull", "LoadName f", "LoadConst", "Call 1 slots=2", "Return"}));
    EXPECT_TRUE(n->code.instructions[3].constant);
    expect_verified(*n);
}

TEST(NormalizeCalls, CallKwFoldsItsNamesConstant313) {
    auto n = run(assemble({3, 13},
                          {{"RESUME"}, {"LOAD_NAME", 0}, {"PUSH_NULL"}, {"LOAD_CONST", 0}, {"LOAD_CONST", 1},
                           {"CALL_KW", 1}, {"RETURN_VALUE"}},
                          {int_object(1), tuple_object({str_object("x")})}, {"f"}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadName f", "PushNull", "LoadConst", "Call 1 slots=2", "Return"}));
    EXPECT_TRUE(n->code.instructions[3].constant);
    expect_verified(*n);
}

TEST(NormalizeCalls, CallKwTakesNamesMovedBySwapsFromTheStack313) {
    // f(1, x=2) with the names tuple loaded first and moved up by a SWAP (TorchDynamo): nothing to
    // fold, so the call pops the tuple as its top operand.
    auto n = run(assemble({3, 13},
                          {{"RESUME"}, {"LOAD_NAME", 0}, {"PUSH_NULL"}, {"LOAD_CONST", 0}, {"LOAD_CONST", 1},
                           {"LOAD_CONST", 2}, {"SWAP", 2}, {"CALL_KW", 2}, {"RETURN_VALUE"}},
                          {int_object(1), tuple_object({str_object("x")}), int_object(2)}, {"f"}));
    const NormalizedInstruction& call = n->code.instructions.at(6);
    ASSERT_EQ(call.op, Op::Call);
    EXPECT_FALSE(call.constant);
    EXPECT_TRUE(call.keyword_names_on_stack);
    EXPECT_EQ(call.pops(), 5);  // callable, Null, two arguments, the names
    expect_verified(*n);
}

TEST(NormalizeLocals, LoadFastOfACellSlotLoadsTheCell313) {
    // 3.13+: LOAD_FAST (and LOAD_FAST_LOAD_FAST) on a cell's slot pushes the cell itself.
    auto code = assemble({3, 13},
                         {{"RESUME"}, {"LOAD_FAST", 0}, {"LOAD_FAST_LOAD_FAST", 0x01}, {"BUILD_TUPLE", 3},
                          {"RETURN_VALUE"}},
                         {}, {}, {"c", "x"});
    code->localsplus_kinds[0] = kLocalCell;
    auto n = run(code);
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadClosure c", "LoadClosure c", "LoadFast x",
                                                          "BuildTuple 3", "Return"}));
}

TEST(NormalizeLocals, LoadFastOfACellSlotAlsoStoredStaysALoad313) {
    // A 3.12+ inlined comprehension keeps plain values in a cell variable's slot (it saves,
    // stores and restores it): which a load then pushes is not known, it stays a LoadFast.
    auto code = assemble({3, 13},
                         {{"RESUME"}, {"LOAD_FAST_AND_CLEAR", 0}, {"STORE_FAST", 0}, {"LOAD_FAST", 0},
                          {"RETURN_VALUE"}},
                         {}, {}, {"c"});
    code->localsplus_kinds[0] = kLocalCell | kLocalFast;
    auto n = run(code);
    EXPECT_EQ(n->code.instructions.at(2).op, Op::LoadFast);
}

TEST(NormalizeCalls, CallFunctionExSlotsPerVersion) {
    // f(*a): ≤3.10 one slot below the arguments, 3.11+ two.
    auto old = run(assemble({3, 9}, {{"LOAD_NAME", 0}, {"LOAD_NAME", 1}, {"CALL_FUNCTION_EX", 0}, {"RETURN_VALUE"}},
                            {}, {"f", "a"}));
    EXPECT_EQ(listing(old->code), (std::vector<std::string>{"LoadName f", "LoadName a", "CallEx", "Return"}));
    expect_verified(*old);
    auto kw = run(assemble({3, 13},
                           {{"LOAD_NAME", 0}, {"PUSH_NULL"}, {"LOAD_NAME", 1}, {"LOAD_NAME", 2},
                            {"CALL_FUNCTION_EX", 1}, {"RETURN_VALUE"}},
                           {}, {"f", "a", "k"}));
    EXPECT_EQ(listing(kw->code), (std::vector<std::string>{"LoadName f", "PushNull", "LoadName a", "LoadName k",
                                                           "CallEx 1 slots=2", "Return"}));
    expect_verified(*kw);
}

TEST(NormalizeCalls, AbsentKwargsPushNullFoldsIntoCallFunctionEx314) {
    // 3.14 always passes a kwargs slot: PUSH_NULL when the call has none.
    auto n = run(assemble({3, 14},
                          {{"LOAD_NAME", 0}, {"PUSH_NULL"}, {"LOAD_NAME", 1}, {"PUSH_NULL"}, {"CALL_FUNCTION_EX"},
                           {"LOAD_NAME", 0}, {"PUSH_NULL"}, {"LOAD_NAME", 1}, {"LOAD_NAME", 2}, {"CALL_FUNCTION_EX"},
                           {"BUILD_TUPLE", 2}, {"RETURN_VALUE"}},
                          {}, {"f", "a", "k"}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadName f", "PushNull", "LoadName a", "CallEx slots=2", "LoadName f",
                                        "PushNull", "LoadName a", "LoadName k", "CallEx 1 slots=2", "BuildTuple 2",
                                        "Return"}));
    expect_verified(*n);
}

// ---- stack shuffles and superinstructions ----------------------------------------------------------

TEST(NormalizeStack, RotationsBecomeSwapsAndDupsCopies) {
    auto n = run(assemble({3, 8},
                          {{"LOAD_NAME", 0}, {"LOAD_NAME", 0}, {"LOAD_NAME", 0}, {"LOAD_NAME", 0}, {"ROT_TWO"},
                           {"ROT_THREE"}, {"ROT_FOUR"}, {"DUP_TOP_TWO"}, {"DUP_TOP"}, {"BUILD_TUPLE", 7},
                           {"RETURN_VALUE"}},
                          {}, {"a"}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadName a", "LoadName a", "LoadName a", "LoadName a", "Swap 2", "Swap 3",
                                        "Swap 2", "Swap 4", "Swap 3", "Swap 2", "Copy 2", "Copy 2", "Copy 1",
                                        "BuildTuple 7", "Return"}));
    expect_verified(*n);
}

TEST(NormalizeStack, RotNBecomesSwapsDownToTwo310) {
    std::vector<Asm> program(5, Asm{"LOAD_NAME", 0});
    program.push_back({"ROT_N", 5});
    program.push_back({"BUILD_TUPLE", 5});
    program.push_back({"RETURN_VALUE"});
    auto n = run(assemble({3, 10}, program, {}, {"a"}));
    std::vector<std::string> lines = listing(n->code);
    ASSERT_EQ(lines.size(), 11u);
    std::vector<std::string> swaps(lines.begin() + 5, lines.end() - 2);
    EXPECT_EQ(swaps, (std::vector<std::string>{"Swap 5", "Swap 4", "Swap 3", "Swap 2"}));
    expect_verified(*n);
}

TEST(NormalizeStack, LocalPairsSplitHighNibbleFirst) {
    // 3.13: LOAD_FAST_LOAD_FAST 0x01 (a, b); STORE_FAST_LOAD_FAST 0x10 (b, a); STORE_FAST_STORE_FAST 0x01.
    auto n = run(assemble({3, 13},
                          {{"RESUME"}, {"LOAD_FAST_LOAD_FAST", 0x01}, {"STORE_FAST_LOAD_FAST", 0x10},
                           {"STORE_FAST_STORE_FAST", 0x01}, {"RETURN_CONST", 0}},
                          {none_object()}, {}, {"a", "b"}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadFast a", "LoadFast b", "StoreFast b", "LoadFast a", "StoreFast a",
                                        "StoreFast b", "LoadConst", "Return"}));
    expect_verified(*n);
    auto borrow = run(assemble({3, 14}, {{"LOAD_FAST_BORROW_LOAD_FAST_BORROW", 0x10}, {"BINARY_OP", 0},
                                         {"RETURN_VALUE"}},
                               {}, {}, {"a", "b"}));
    EXPECT_EQ(listing(borrow->code),
              (std::vector<std::string>{"LoadFast b", "LoadFast a", with("BinaryOp", ast::BinaryOperator::Add), "Return"}));
}

// ---- loops -------------------------------------------------------------------------------------------------

// for x in a: pass, with each version's loop exit.
std::vector<Asm> loop(std::vector<std::string> cleanup, bool resume) {
    std::vector<Asm> program;
    if (resume) program.push_back({"RESUME"});
    int for_iter = int(program.size()) + 2;
    int exit = for_iter + 3;
    program.push_back({"LOAD_FAST", 0});
    program.push_back({"GET_ITER"});
    program.push_back({"FOR_ITER", 0, exit});
    program.push_back({"STORE_FAST", 1});
    program.push_back({resume ? "JUMP_BACKWARD" : "JUMP_ABSOLUTE", 0, for_iter});
    for (const std::string& name : cleanup) program.push_back({name});
    program.push_back({"LOAD_CONST", 0});
    program.push_back({"RETURN_VALUE"});
    return program;
}

TEST(NormalizeLoops, ForIterExitSkipsTheCleanupPerVersion) {
    struct Case {
        PythonVersion version;
        std::vector<std::string> cleanup;
        int slots;
    };
    for (const Case& c : {Case{{3, 11}, {}, 1}, Case{{3, 12}, {"END_FOR"}, 1}, Case{{3, 13}, {"END_FOR", "POP_TOP"}, 1},
                          Case{{3, 14}, {"END_FOR", "POP_ITER"}, 1}, Case{{3, 15}, {"END_FOR", "POP_ITER"}, 2}}) {
        SCOPED_TRACE(c.version.str());
        auto n = run(assemble(c.version, loop(c.cleanup, true), {none_object()}, {}, {"a", "x"}));
        std::vector<std::string> ops;
        for (const NormalizedInstruction& in : n->code.instructions) ops.push_back(op_name(in.op));
        EXPECT_EQ(ops, (std::vector<std::string>{"LoadFast", "GetIter", "ForIter", "StoreFast", "Jump", "LoadConst",
                                                 "Return"}));
        const NormalizedInstruction& for_iter = n->code.instructions[2];
        EXPECT_EQ(for_iter.target, n->code.instructions[5].offset);  // the LOAD_CONST after the cleanup
        EXPECT_EQ(for_iter.slots, c.slots);
        EXPECT_EQ(n->code.instructions[1].slots, c.slots);
        expect_verified(*n);
    }
}

TEST(NormalizeLoops, ForIterExitIsItsJumpTarget38) {
    auto n = run(assemble({3, 8}, loop({}, false), {none_object()}, {}, {"a", "x"}));
    EXPECT_EQ(n->code.instructions[2].op, Op::ForIter);
    EXPECT_EQ(n->code.instructions[2].target, 10u);
    expect_verified(*n);
}

TEST(NormalizeLoops, EndForReachedFromElsewhereStaysAsPops312) {
    // A jump into the cleanup keeps it for that path (as PopTop x2); FOR_ITER still skips it.
    auto n = run(assemble({3, 12},
                          {{"RESUME"}, {"LOAD_FAST", 0}, {"GET_ITER"}, {"FOR_ITER", 0, 8}, {"COPY", 1},
                           {"POP_JUMP_IF_TRUE", 0, 8}, {"POP_TOP"}, {"JUMP_BACKWARD", 0, 3}, {"END_FOR"},
                           {"RETURN_CONST", 0}},
                          {none_object()}, {}, {"a"}));
    std::vector<std::string> ops;
    for (const NormalizedInstruction& in : n->code.instructions) ops.push_back(op_name(in.op));
    EXPECT_EQ(ops, (std::vector<std::string>{"LoadFast", "GetIter", "ForIter", "Copy", "PopJumpIfTrue", "PopTop",
                                             "Jump", "PopTop", "PopTop", "LoadConst", "Return"}));
    EXPECT_EQ(n->code.instructions[2].target, n->code.instructions[9].offset);
    expect_verified(*n);
}

// ---- constants and returns ---------------------------------------------------------------------------------------

TEST(NormalizeConstants, ReturnConstIsLoadConstAndReturnAtOneOffset) {
    auto n = run(assemble({3, 12}, {{"RESUME"}, {"RETURN_CONST", 0}}, {int_object(7)}));
    ASSERT_EQ(listing(n->code), (std::vector<std::string>{"LoadConst", "Return"}));
    EXPECT_EQ(n->code.instructions[0].offset, n->code.instructions[1].offset);
    EXPECT_EQ(n->code.instructions[0].constant->integer.to_int64(), 7);
    expect_verified(*n);
}

TEST(NormalizeConstants, SmallIntsCommonConstantsAndAssertionError) {
    // 3.15's LOAD_COMMON_CONSTANT: AssertionError 0, list 5, None 7, '' 8, -1 11.
    auto n = run(assemble({3, 15},
                          {{"LOAD_SMALL_INT", 42}, {"LOAD_COMMON_CONSTANT", 0}, {"LOAD_COMMON_CONSTANT", 5},
                           {"LOAD_COMMON_CONSTANT", 7}, {"LOAD_COMMON_CONSTANT", 8}, {"LOAD_COMMON_CONSTANT", 11},
                           {"BUILD_TUPLE", 6}, {"RETURN_VALUE"}}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadConst", "LoadBuiltin AssertionError", "LoadBuiltin list", "LoadConst",
                                        "LoadConst", "LoadConst", "BuildTuple 6", "Return"}));
    const auto& in = n->code.instructions;
    EXPECT_EQ(in[0].constant->integer.to_int64(), 42);
    EXPECT_EQ(in[3].constant->kind, ObjectKind::None);
    EXPECT_EQ(in[4].constant->kind, ObjectKind::Str);
    EXPECT_EQ(in[4].constant->text, "");
    EXPECT_EQ(in[5].constant->integer.to_int64(), -1);
    auto old = run(assemble({3, 9}, {{"LOAD_ASSERTION_ERROR"}, {"RAISE_VARARGS", 1}}));
    EXPECT_EQ(listing(old->code), (std::vector<std::string>{"LoadBuiltin AssertionError", "Raise 1"}));
}

// ---- operators -------------------------------------------------------------------------------------------------

TEST(NormalizeOperators, BinaryOpMapsTheTablesSymbols) {
    auto n = run(assemble({3, 11},
                          {{"LOAD_NAME", 0}, {"LOAD_NAME", 0}, {"BINARY_OP", binary_op_index({3, 11}, "+")},
                           {"LOAD_NAME", 0}, {"BINARY_OP", binary_op_index({3, 11}, "-=")}, {"RETURN_VALUE"}},
                          {}, {"a"}));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadName a", "LoadName a", with("BinaryOp", ast::BinaryOperator::Add),
                                                          "LoadName a", with("InplaceOp", ast::BinaryOperator::Sub), "Return"}));
    // 3.14 subscripts through BINARY_OP: its symbol 26 is "[]".
    auto subscript = run(assemble({3, 14}, {{"LOAD_NAME", 0}, {"LOAD_NAME", 0}, {"BINARY_OP", 26}, {"RETURN_VALUE"}},
                                  {}, {"a"}));
    EXPECT_EQ(listing(subscript->code), (std::vector<std::string>{"LoadName a", "LoadName a", "Subscript", "Return"}));
}

TEST(NormalizeOperators, OldBinaryAndInplaceOpcodes) {
    auto n = run(assemble({3, 10},
                          {{"LOAD_NAME", 0}, {"LOAD_NAME", 0}, {"BINARY_ADD"}, {"LOAD_NAME", 0}, {"INPLACE_SUBTRACT"},
                           {"UNARY_NOT"}, {"RETURN_VALUE"}},
                          {}, {"a"}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadName a", "LoadName a", with("BinaryOp", ast::BinaryOperator::Add), "LoadName a",
                                        with("InplaceOp", ast::BinaryOperator::Sub),
                                        with("UnaryOp", ast::UnaryOperator::Not), "Return"}));
}

TEST(NormalizeOperators, CompareOpShiftsPerVersion) {
    // "==" is compare_ops[2]: 3.12 shifts it by 4, 3.13 by 5 with bit 4 asking for a bool.
    for (auto [version, arg] : {std::pair{PythonVersion{3, 11}, 2u}, std::pair{PythonVersion{3, 12}, 2u << 4},
                                std::pair{PythonVersion{3, 13}, (2u << 5) | 16u}}) {
        SCOPED_TRACE(version.str());
        auto n = run(assemble(version, {{"LOAD_NAME", 0}, {"LOAD_NAME", 0}, {"COMPARE_OP", arg}, {"RETURN_VALUE"}},
                              {}, {"a"}));
        EXPECT_EQ(listing(n->code)[2], with("CompareOp", ast::CompareOperator::Eq));
    }
    auto lt = run(assemble({3, 14}, {{"LOAD_NAME", 0}, {"LOAD_NAME", 0}, {"COMPARE_OP", 0}, {"RETURN_VALUE"}}, {},
                           {"a"}));
    EXPECT_EQ(listing(lt->code)[2], with("CompareOp", ast::CompareOperator::Lt));
}

TEST(NormalizeOperators, CompareOpOf38HoldsInIsAndExceptionMatch) {
    std::vector<Asm> program;
    for (std::uint32_t arg : {6u, 7u, 8u, 9u, 10u}) {
        program.push_back({"LOAD_NAME", 0});
        program.push_back({"LOAD_NAME", 0});
        program.push_back({"COMPARE_OP", arg});
    }
    program.push_back({"BUILD_TUPLE", 5});
    program.push_back({"RETURN_VALUE"});
    auto n = run(assemble({3, 8}, program, {}, {"a"}));
    std::vector<std::string> compares;
    for (std::size_t k = 2; k < 15; k += 3) compares.push_back(listing(n->code)[k]);
    EXPECT_EQ(compares, (std::vector<std::string>{"ContainsOp", "ContainsOp 1", "IsOp", "IsOp 1", "ExceptionMatch"}));
    expect_verified(*n);
}

// ---- names with flag bits ----------------------------------------------------------------------------------------

TEST(NormalizeNames, LowBitsOfNameArgumentsBecomeArg) {
    // 3.12: LOAD_ATTR (1 << 1) | 1 is the method form; LOAD_SUPER_ATTR (2 << 2) | 3: method, two-argument.
    auto n = run(assemble({3, 12},
                          {{"LOAD_GLOBAL", 0}, {"LOAD_GLOBAL", 1 << 1}, {"LOAD_FAST", 0},
                           {"LOAD_SUPER_ATTR", (2 << 2) | 3}, {"LOAD_NAME", 0}, {"LOAD_ATTR", (1 << 1) | 1},
                           {"BUILD_TUPLE", 4}, {"RETURN_VALUE"}},
                          {}, {"super", "c", "m"}, {"self"}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadGlobal super", "LoadGlobal c", "LoadFast self", "LoadSuperAttr 3 m",
                                        "LoadName super", "LoadAttr 1 c", "BuildTuple 4", "Return"}));
    expect_verified(*n);
}

// ---- f-strings ---------------------------------------------------------------------------------------------------

TEST(NormalizeFormat, ConversionPairsWithItsFormat313) {
    // f"{a!r:>3}{a!s}{a}"
    auto n = run(assemble({3, 13},
                          {{"LOAD_NAME", 0}, {"CONVERT_VALUE", 2}, {"LOAD_CONST", 0}, {"FORMAT_WITH_SPEC"},
                           {"LOAD_NAME", 0}, {"CONVERT_VALUE", 1}, {"FORMAT_SIMPLE"}, {"LOAD_NAME", 0},
                           {"FORMAT_SIMPLE"}, {"BUILD_STRING", 3}, {"RETURN_VALUE"}},
                          {str_object(">3")}, {"a"}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadName a", "LoadConst", "FormatValue " + std::to_string('r' | 0x100),
                                        "LoadName a", "FormatValue " + std::to_string('s'), "LoadName a",
                                        "FormatValue", "BuildString 3", "Return"}));
    expect_verified(*n);
    auto old = run(assemble({3, 12},
                            {{"LOAD_NAME", 0}, {"LOAD_CONST", 0}, {"FORMAT_VALUE", 2 | 4}, {"RETURN_VALUE"}},
                            {str_object(">3")}, {"a"}));
    EXPECT_EQ(listing(old->code)[2], "FormatValue " + std::to_string('r' | 0x100));
}

TEST(NormalizeFormat, ConversionWithoutItsFormatStays313) {
    auto n = run(assemble({3, 13}, {{"LOAD_NAME", 0}, {"CONVERT_VALUE", 3}, {"RETURN_VALUE"}}, {}, {"a"}));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadName a", "ConvertValue " + std::to_string('a'),
                                                          "Return"}));
}

// ---- generators and with ---------------------------------------------------------------------------------------

TEST(NormalizeGenerators, YieldFromLoopCollapses312) {
    //  0 RETURN_GENERATOR  1 POP_TOP  2 RESUME  3 LOAD_FAST a  4 GET_YIELD_FROM_ITER  5 LOAD_CONST None
    //  6 SEND ->10  7 YIELD_VALUE  8 RESUME  9 JUMP_BACKWARD_NO_INTERRUPT ->6  10 END_SEND  11 RETURN_VALUE
    // 12 CLEANUP_THROW  13 JUMP_BACKWARD ->10;  exception: YIELD_VALUE -> 12 [2]
    auto n = run(assemble({3, 12},
                          {{"RETURN_GENERATOR"}, {"POP_TOP"}, {"RESUME"}, {"LOAD_FAST", 0}, {"GET_YIELD_FROM_ITER"},
                           {"LOAD_CONST", 0}, {"SEND", 0, 10}, {"YIELD_VALUE", 2}, {"RESUME", 2},
                           {"JUMP_BACKWARD_NO_INTERRUPT", 0, 6}, {"END_SEND"}, {"RETURN_VALUE"}, {"CLEANUP_THROW"},
                           {"JUMP_BACKWARD", 0, 10}},
                          {none_object()}, {}, {"a"}, 3, {{7, 8, 12, 2}}));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadFast a", "GetYieldFromIter", "LoadConst", "YieldFrom",
                                                          "Return"}));
    EXPECT_TRUE(n->code.exception_table.empty());
    expect_verified(*n);
}

TEST(NormalizeGenerators, CleanupThrowServingMoreThanTheYieldStays312) {
    // The same loop, its CLEANUP_THROW also catching for SEND: not the compiler's template.
    auto n = run(assemble({3, 12},
                          {{"RESUME"}, {"LOAD_FAST", 0}, {"GET_YIELD_FROM_ITER"}, {"LOAD_CONST", 0},
                           {"SEND", 0, 8}, {"YIELD_VALUE", 2}, {"RESUME", 2}, {"JUMP_BACKWARD_NO_INTERRUPT", 0, 4},
                           {"END_SEND"}, {"RETURN_VALUE"}, {"CLEANUP_THROW"}, {"JUMP_BACKWARD", 0, 8}},
                          {none_object()}, {}, {"a"}, 3, {{4, 6, 10, 2}}));
    std::vector<std::string> ops;
    for (const NormalizedInstruction& in : n->code.instructions) ops.push_back(op_name(in.op));
    EXPECT_EQ(ops, (std::vector<std::string>{"LoadFast", "GetYieldFromIter", "LoadConst", "Send", "YieldValue", "Jump",
                                             "EndSend", "Return", "CleanupThrow", "Jump"}));
    EXPECT_EQ(n->code.exception_table.size(), 1u);
    expect_verified(*n);
}

TEST(NormalizeGenerators, OnlyTheCleanupHandlersEntriesGo312) {
    // As above, with the generator's own handler (CALL_INTRINSIC_1 STOPITERATION_ERROR) around the loop.
    auto n = run(assemble({3, 12},
                          {{"RETURN_GENERATOR"}, {"POP_TOP"}, {"RESUME"}, {"LOAD_FAST", 0}, {"GET_YIELD_FROM_ITER"},
                           {"LOAD_CONST", 0}, {"SEND", 0, 10}, {"YIELD_VALUE", 2}, {"RESUME", 2},
                           {"JUMP_BACKWARD_NO_INTERRUPT", 0, 6}, {"END_SEND"}, {"RETURN_VALUE"}, {"CLEANUP_THROW"},
                           {"JUMP_BACKWARD", 0, 10}, {"CALL_INTRINSIC_1", 3}, {"RERAISE", 1}},
                          {none_object()}, {}, {"a"}, 4, {{2, 7, 14, 0, true}, {7, 8, 12, 2}, {8, 14, 14, 0, true}}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadFast a", "GetYieldFromIter", "LoadConst", "YieldFrom", "Return",
                                        "StopIterationError", "Reraise 1"}));
    ASSERT_EQ(n->code.exception_table.size(), 2u);
    EXPECT_EQ(n->code.exception_table[0].target, n->code.instructions[5].offset);
    EXPECT_EQ(n->code.exception_table[1].target, n->code.instructions[5].offset);
    expect_verified(*n);
}

TEST(NormalizeGenerators, YieldFromReceiverTakesTwoSlots315) {
    // 3.15: GET_ITER 3 is the yield-from iterator, an iterator and its index.
    auto n = run(assemble({3, 15},
                          {{"LOAD_FAST", 0}, {"GET_ITER", 3}, {"LOAD_COMMON_CONSTANT", 7}, {"SEND", 0, 7},
                           {"YIELD_VALUE", 1}, {"RESUME", 2}, {"JUMP_BACKWARD_NO_INTERRUPT", 0, 3}, {"END_SEND"},
                           {"RETURN_VALUE"}, {"CLEANUP_THROW"}, {"JUMP_BACKWARD_NO_INTERRUPT", 0, 7}},
                          {}, {}, {"a"}, 4, {{4, 5, 9, 3}}));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadFast a", "GetYieldFromIter slots=2", "LoadConst",
                                                          "YieldFrom slots=2", "Return"}));
    expect_verified(*n);
}

TEST(NormalizeGenerators, YieldFromLoopCollapses311) {
    auto n = run(assemble({3, 11},
                          {{"RETURN_GENERATOR"}, {"POP_TOP"}, {"RESUME"}, {"LOAD_FAST", 0}, {"GET_YIELD_FROM_ITER"},
                           {"LOAD_CONST", 0}, {"SEND", 0, 10}, {"YIELD_VALUE"}, {"RESUME", 2},
                           {"JUMP_BACKWARD_NO_INTERRUPT", 0, 6}, {"RETURN_VALUE"}},
                          {none_object()}, {}, {"a"}, 2));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadFast a", "GetYieldFromIter", "LoadConst", "YieldFrom",
                                                          "Return"}));
    expect_verified(*n);
}

TEST(NormalizeGenerators, SendLoopWithoutItsHandlerStaysSend312) {
    // The same loop without the CLEANUP_THROW entry is not the compiler's template.
    auto n = run(assemble({3, 12},
                          {{"LOAD_FAST", 0}, {"GET_YIELD_FROM_ITER"}, {"LOAD_CONST", 0}, {"SEND", 0, 7},
                           {"YIELD_VALUE", 2}, {"RESUME", 2}, {"JUMP_BACKWARD_NO_INTERRUPT", 0, 3}, {"END_SEND"},
                           {"RETURN_VALUE"}},
                          {none_object()}, {}, {"a"}, 3));
    std::vector<std::string> ops;
    for (const NormalizedInstruction& in : n->code.instructions) ops.push_back(op_name(in.op));
    EXPECT_EQ(ops, (std::vector<std::string>{"LoadFast", "GetYieldFromIter", "LoadConst", "Send", "YieldValue",
                                             "Jump", "Return"}));
    EXPECT_EQ(n->code.instructions[3].target, n->code.instructions[6].offset);  // past END_SEND
    expect_verified(*n);
}

TEST(NormalizeWith, LoadSpecialTemplateIsBeforeWith314) {
    // with a: pass  (the exit call and the handler left out)
    auto n = run(assemble({3, 14},
                          {{"LOAD_NAME", 0}, {"COPY", 1}, {"LOAD_SPECIAL", 1}, {"SWAP", 2}, {"SWAP", 3},
                           {"LOAD_SPECIAL", 0}, {"CALL", 0}, {"POP_TOP"}, {"LOAD_CONST", 0}, {"LOAD_CONST", 0},
                           {"LOAD_CONST", 0}, {"CALL", 3}, {"RETURN_VALUE"}},
                          {none_object()}, {"a"}, {}, 5));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadName a", "BeforeWith slots=2", "PopTop", "LoadConst", "LoadConst",
                                        "LoadConst", "Call 3 slots=2", "Return"}));
    expect_verified(*n);
    auto old = run(assemble({3, 13}, {{"LOAD_NAME", 0}, {"BEFORE_WITH"}, {"RETURN_VALUE"}}, {}, {"a"}));
    EXPECT_EQ(listing(old->code)[1], "BeforeWith");
}

TEST(NormalizeWith, AsyncTemplateAndStrayLoadSpecial314) {
    auto n = run(assemble({3, 14},
                          {{"LOAD_NAME", 0}, {"COPY", 1}, {"LOAD_SPECIAL", 3}, {"SWAP", 2}, {"SWAP", 3},
                           {"LOAD_SPECIAL", 2}, {"CALL", 0}, {"BUILD_TUPLE", 3}, {"LOAD_NAME", 0},
                           {"LOAD_SPECIAL", 0}, {"BUILD_TUPLE", 2}, {"BUILD_TUPLE", 2}, {"RETURN_VALUE"}},
                          {}, {"a"}, {}, 5));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadName a", "BeforeAsyncWith slots=2", "BuildTuple 3", "LoadName a",
                                        "LoadSpecial __enter__", "BuildTuple 2", "BuildTuple 2", "Return"}));
    expect_verified(*n);
}

// ---- functions and match ---------------------------------------------------------------------------------------

TEST(NormalizeFunctions, QualnameFoldsIntoMakeFunction310) {
    auto code = std::make_shared<Object>();
    code->kind = ObjectKind::Code;
    auto n = run(assemble({3, 10},
                          {{"LOAD_CONST", 0}, {"LOAD_CONST", 1}, {"LOAD_CONST", 2}, {"MAKE_FUNCTION", 1},
                           {"RETURN_VALUE"}},
                          {tuple_object({int_object(1)}), code, str_object("g")}));
    EXPECT_EQ(listing(n->code),
              (std::vector<std::string>{"LoadConst", "LoadConst", "MakeFunction 1 g", "Return"}));
    expect_verified(*n);
}

TEST(NormalizeMatch, SuccessFlagOf310IsSpelledOut) {
    auto n = run(assemble({3, 10},
                          {{"LOAD_NAME", 0}, {"LOAD_NAME", 0}, {"MATCH_KEYS"}, {"BUILD_TUPLE", 4}, {"RETURN_VALUE"}},
                          {}, {"a"}));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadName a", "LoadName a", "MatchKeys", "Copy 1",
                                                          "LoadConst", "IsOp 1", "BuildTuple 4", "Return"}));
    expect_verified(*n);
}

// ---- intrinsics and class bodies ---------------------------------------------------------------------------

TEST(NormalizeIntrinsics, StatementIntrinsicsTakeTheirPopTop312) {
    // from m import *  /  T = TypeVar("T") through INTRINSIC_TYPEVAR (7)
    auto n = run(assemble({3, 12},
                          {{"LOAD_CONST", 0}, {"LOAD_CONST", 1}, {"IMPORT_NAME", 0}, {"CALL_INTRINSIC_1", 2},
                           {"POP_TOP"}, {"LOAD_CONST", 2}, {"CALL_INTRINSIC_1", 7}, {"RETURN_VALUE"}},
                          {int_object(0), tuple_object({str_object("*")}), str_object("T")}, {"m"}));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadConst", "LoadConst", "ImportName m", "ImportStar",
                                                          "LoadConst", "CallIntrinsic 1 INTRINSIC_TYPEVAR",
                                                          "Return"}));
    expect_verified(*n);
}

TEST(NormalizeNames, ClassBodyLoadLocalsFoldsIntoLoadClassDeref312) {
    auto n = run(assemble({3, 12},
                          {{"LOAD_LOCALS"}, {"LOAD_FROM_DICT_OR_DEREF", 0}, {"LOAD_NAME", 0},
                           {"LOAD_FROM_DICT_OR_DEREF", 0}, {"BUILD_TUPLE", 2}, {"RETURN_VALUE"}},
                          {}, {"d"}, {"x"}));
    EXPECT_EQ(listing(n->code), (std::vector<std::string>{"LoadClassDeref x", "LoadName d", "LoadFromDictOrDeref x",
                                                          "BuildTuple 2", "Return"}));
    expect_verified(*n);
}

// ---- what never appears in marshalled code -------------------------------------------------------------------

TEST(NormalizeRejects, SpecializedInstrumentedAndRuntimeOnlyOpcodes) {
    for (const char* opname : {"LOAD_ATTR_SLOT", "INSTRUMENTED_RETURN_VALUE", "ENTER_EXECUTOR"}) {
        SCOPED_TRACE(opname);
        const OpcodeTable& table = *opcode_table_for({3, 14});
        std::uint8_t opcode = 0;
        for (std::size_t op = 0; op < 256; ++op) {
            if (std::string_view(table.ops[op].name) == opname) opcode = std::uint8_t(op);
        }
        auto code = assemble({3, 14}, {{"NOP"}});
        code->code = std::string{char(opcode), '\0'} + std::string(2 * table.op(opcode).cache_entries, '\0');
        EXPECT_THROW(run(code), DecodeError);
    }
}

TEST(NormalizeRejects, EveryOpcodeACompilerWritesHasARule) {
    // Normalizing each one alone must not fail for want of a rule.
    const std::vector<std::string_view> runtime_only{"ENTER_EXECUTOR", "EXIT_INIT_CHECK", "INTERPRETER_EXIT",
                                                      "RESERVED", "TRACE_RECORD"};
    for (int minor = 8; minor <= 15; ++minor) {
        const OpcodeTable& table = *opcode_table_for({3, minor});
        for (std::size_t op = 0; op < 256; ++op) {
            const OpcodeInfo& info = table.ops[op];
            std::string_view name = info.name;
            if (!info.defined || info.base_opcode != op || name.starts_with("INSTRUMENTED_")) continue;
            if (std::find(runtime_only.begin(), runtime_only.end(), name) != runtime_only.end()) continue;
            auto code = assemble({3, minor}, {{"NOP"}});
            code->code = std::string{char(op), '\0'} + std::string(2 * info.cache_entries, '\0');
            try {
                run(code);
            } catch (const DecodeError& error) {
                EXPECT_EQ(error.problem().find("not an instruction a compiler writes"), std::string::npos)
                    << "3." << minor << " " << name;
            }
        }
    }
}

// ---- the verifier itself ---------------------------------------------------------------------------------------

NormalizedInstruction make(Op op, std::int32_t arg, std::uint32_t offset, std::optional<std::uint32_t> target = {}) {
    NormalizedInstruction in;
    in.op = op;
    in.arg = arg;
    in.offset = offset;
    in.target = target;
    return in;
}

TEST(StackVerifier, FindsUnderflowInconsistentDepthAndOverflow) {
    auto stub = run(assemble({3, 12}, {{"RESUME"}}, {}, {}, {}, 1));
    NormalizedCode underflow{&stub->decoded, {make(Op::PopTop, 0, 0), make(Op::Return, 0, 2)}, {}};
    EXPECT_FALSE(test::verify_stack(underflow).ok());

    // Two paths reach offset 8 with different depths.
    NormalizedCode uneven{&stub->decoded,
                          {make(Op::LoadConst, 0, 0), make(Op::PopJumpIfTrue, 0, 2, 8), make(Op::LoadConst, 0, 4),
                           make(Op::LoadConst, 0, 6), make(Op::Return, 0, 8)},
                          {}};
    EXPECT_FALSE(test::verify_stack(uneven).ok());

    NormalizedCode deep{&stub->decoded,
                        {make(Op::LoadConst, 0, 0), make(Op::LoadConst, 0, 2), make(Op::BuildTuple, 2, 4),
                         make(Op::Return, 0, 6)},
                        {}};
    test::StackVerification verification = test::verify_stack(deep);
    EXPECT_EQ(verification.max_depth, 2);
    EXPECT_FALSE(verification.ok());  // co_stacksize is 1

    NormalizedCode fine{&stub->decoded, {make(Op::LoadConst, 0, 0), make(Op::Return, 0, 2)}, {}};
    EXPECT_TRUE(test::verify_stack(fine).ok());
}

TEST(StackVerifier, HandlerDepthsOfBothExceptionModels) {
    // ≤3.10: SETUP_FINALLY's handler is entered 6 deeper.
    auto old = run(assemble({3, 9},
                            {{"SETUP_FINALLY", 0, 5}, {"LOAD_CONST", 0}, {"POP_TOP"}, {"POP_BLOCK"},
                             {"JUMP_FORWARD", 0, 9}, {"POP_TOP"}, {"POP_TOP"}, {"POP_TOP"}, {"POP_EXCEPT"},
                             {"LOAD_CONST", 0}, {"RETURN_VALUE"}},
                            {none_object()}, {}, {}, 6));
    test::StackVerification verification = test::verify_stack(old->code);
    EXPECT_TRUE(verification.ok()) << (verification.problems.empty() ? "" : verification.problems.front());
    EXPECT_EQ(verification.max_depth, 6);
    // 3.11+: the exception table's depth + lasti + the exception.
    auto fresh = run(assemble({3, 12},
                              {{"RESUME"}, {"LOAD_CONST", 0}, {"LOAD_NAME", 0}, {"POP_TOP"}, {"RETURN_VALUE"},
                               {"PUSH_EXC_INFO"}, {"POP_EXCEPT"}, {"POP_TOP"}, {"POP_TOP"}, {"RETURN_CONST", 0}},
                              {none_object()}, {"a"}, {}, 4, {{2, 3, 5, 1, true}}));
    verification = test::verify_stack(fresh->code);
    EXPECT_TRUE(verification.ok()) << (verification.problems.empty() ? "" : verification.problems.front());
    EXPECT_EQ(verification.max_depth, 4);
}

}  // namespace
}  // namespace glassbox
