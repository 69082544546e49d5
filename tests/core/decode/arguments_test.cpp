// resolve_argument: what each argument kind means (dis's argval), per
// version, and a DecodeError when it indexes past its table.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <variant>

#include "decode/arguments.h"
#include "make_code.h"

namespace glassbox {
namespace {

using test::make_code;
using test::units;

ObjectPtr int_const(std::int64_t value) {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::Int;
    object->integer = BigInt::from_int64(value);
    return object;
}

// One code object with names, locals, cells and free variables to resolve against.
std::shared_ptr<CodeObject> code_for(PythonVersion version, std::string bytecode) {
    auto code = make_code(version, std::move(bytecode));
    code->consts = {int_const(10), int_const(11)};
    code->names = {"n0", "n1", "n2"};
    if (version >= PythonVersion{3, 11}) {
        code->localsplus_names = {"a", "b", "c", "cell", "free"};
        code->localsplus_kinds = {kLocalFast, kLocalFast, kLocalFast, kLocalCell, kLocalFree};
    }
    code->varnames = {"a", "b", "c"};
    code->cellvars = {"cell"};
    code->freevars = {"free"};
    return code;
}

ArgumentValue resolve_first(PythonVersion version, std::string bytecode) {
    DecodedCode d = decode(code_for(version, std::move(bytecode)));
    return resolve_argument(d, d.instructions.at(0));
}

template <typename T>
T as(const ArgumentValue& value) {
    EXPECT_TRUE(std::holds_alternative<T>(value)) << "variant index " << value.index();
    return std::holds_alternative<T>(value) ? std::get<T>(value) : T{};
}

TEST(ResolveArgument, NoArgument) {
    EXPECT_TRUE(std::holds_alternative<NoArgument>(resolve_first({3, 12}, units({{1, 0}}))));  // POP_TOP
}

TEST(ResolveArgument, Constant) {
    auto value = as<ConstArgument>(resolve_first({3, 12}, units({{100, 1}})));  // LOAD_CONST 1
    EXPECT_EQ(value.index, 1u);
    ASSERT_TRUE(value.value);
    EXPECT_EQ(value.value->integer.to_int64(), 11);
}

TEST(ResolveArgument, PlainName) {
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 8}, units({{101, 2}}))).name, "n2");  // LOAD_NAME 2
}

// 3.11 LOAD_GLOBAL and 3.12 LOAD_ATTR keep a flag in bit 0; 3.12 LOAD_SUPER_ATTR two bits.
TEST(ResolveArgument, ShiftedNames) {
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 11}, units({{116, 3}}))).name, "n1");
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 10}, units({{116, 1}}))).name, "n1");  // unshifted before 3.11
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 12}, units({{106, 5}}))).name, "n2");
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 12}, units({{141, 7}}))).name, "n1");
}

TEST(ResolveArgument, LocalVariable) {
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 9}, units({{124, 2}}))).name, "c");   // LOAD_FAST
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 12}, units({{124, 4}}))).name, "free");  // localsplus index
}

// ≤3.10 cell opargs index cellvars then freevars; 3.11+ index localsplus.
TEST(ResolveArgument, CellAndFreeVariables) {
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 10}, units({{136, 0}}))).name, "cell");  // LOAD_DEREF
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 10}, units({{136, 1}}))).name, "free");
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 11}, units({{137, 3}}))).name, "cell");
    EXPECT_EQ(as<NameArgument>(resolve_first({3, 11}, units({{137, 4}}))).name, "free");
}

TEST(ResolveArgument, LocalPair) {
    auto pair = as<LocalPairArgument>(resolve_first({3, 13}, units({{88, 0x21}})));  // LOAD_FAST_LOAD_FAST
    EXPECT_EQ(pair.first, "c");
    EXPECT_EQ(pair.second, "b");
}

TEST(ResolveArgument, CompareOperatorPerVersion) {
    EXPECT_EQ(as<SymbolArgument>(resolve_first({3, 8}, units({{107, 6}}))).symbol, "in");
    EXPECT_EQ(as<SymbolArgument>(resolve_first({3, 11}, units({{107, 2}, {0, 0}, {0, 0}}))).symbol, "==");
    EXPECT_EQ(as<SymbolArgument>(resolve_first({3, 12}, units({{107, 0x2f}, {0, 0}}))).symbol, "==");  // arg >> 4
    EXPECT_EQ(as<SymbolArgument>(resolve_first({3, 13}, units({{58, 0x90}, {0, 0}}))).symbol, ">");    // arg >> 5
}

TEST(ResolveArgument, BinaryOperator) {
    EXPECT_EQ(as<SymbolArgument>(resolve_first({3, 11}, units({{122, 0}, {0, 0}}))).symbol, "+");
    EXPECT_EQ(as<SymbolArgument>(resolve_first({3, 12}, units({{122, 13}, {0, 0}}))).symbol, "+=");
}

TEST(ResolveArgument, Intrinsics) {
    EXPECT_EQ(as<SymbolArgument>(resolve_first({3, 12}, units({{173, 1}}))).symbol, "INTRINSIC_PRINT");
    EXPECT_EQ(as<SymbolArgument>(resolve_first({3, 12}, units({{174, 1}}))).symbol, "INTRINSIC_PREP_RERAISE_STAR");
}

TEST(ResolveArgument, Jump) {
    EXPECT_EQ(as<JumpArgument>(resolve_first({3, 10}, units({{110, 1}, {9, 0}, {9, 0}}))).target, 4u);
}

TEST(ResolveArgument, RawNumber) {
    EXPECT_EQ(as<RawArgument>(resolve_first({3, 12}, units({{102, 3}}))).value, 3);  // BUILD_TUPLE 3
}

TEST(ResolveArgument, ExtendedRawNumber) {
    DecodedCode d = decode(code_for({3, 12}, units({{144, 1}, {102, 0}})));
    EXPECT_EQ(as<RawArgument>(resolve_argument(d, d.instructions[1])).value, 256);
}

// Out-of-range arguments: the error names the code object, the instruction and the table.
std::string problem_of(PythonVersion version, std::string bytecode, std::uint32_t expected_offset = 0) {
    DecodedCode d = decode(code_for(version, std::move(bytecode)));
    try {
        resolve_argument(d, d.instructions.back());
    } catch (const DecodeError& error) {
        EXPECT_EQ(error.code_name(), "f");
        EXPECT_EQ(error.offset(), expected_offset);
        return error.problem();
    }
    return "no DecodeError";
}

TEST(ResolveArgument, IndexPastTheTableIsADecodeError) {
    EXPECT_EQ(problem_of({3, 12}, units({{100, 2}})), "LOAD_CONST argument 2 is past the end of co_consts (2 entries)");
    EXPECT_EQ(problem_of({3, 8}, units({{101, 3}})), "LOAD_NAME argument 3 is past the end of co_names (3 entries)");
    EXPECT_EQ(problem_of({3, 11}, units({{116, 7}})), "LOAD_GLOBAL argument 3 is past the end of co_names (3 entries)");
    EXPECT_EQ(problem_of({3, 9}, units({{124, 3}})), "LOAD_FAST argument 3 is past the end of co_varnames (3 entries)");
    EXPECT_EQ(problem_of({3, 12}, units({{124, 5}})),
              "LOAD_FAST argument 5 is past the end of the local variables (5 entries)");
    EXPECT_EQ(problem_of({3, 10}, units({{136, 2}})),
              "LOAD_DEREF argument 1 is past the end of co_cellvars + co_freevars (1 entries)");
    EXPECT_EQ(problem_of({3, 13}, units({{88, 0x05}})),
              "LOAD_FAST_LOAD_FAST argument 5 is past the end of the local variables (5 entries)");
    EXPECT_EQ(problem_of({3, 8}, units({{107, 12}})),
              "COMPARE_OP argument 12 is past the end of the compare operators (12 entries)");
    EXPECT_EQ(problem_of({3, 12}, units({{122, 200}, {0, 0}})),
              "BINARY_OP argument 200 is past the end of the binary operators (26 entries)");
    EXPECT_EQ(problem_of({3, 12}, units({{173, 99}})),
              "CALL_INTRINSIC_1 argument 99 is past the end of the intrinsic functions (12 entries)");
}

TEST(ResolveArgument, ErrorNamesTheInstructionOffset) {
    EXPECT_EQ(problem_of({3, 12}, units({{9, 0}, {144, 1}, {100, 0}}), 4),
              "LOAD_CONST argument 256 is past the end of co_consts (2 entries)");
}

}  // namespace
}  // namespace glassbox
