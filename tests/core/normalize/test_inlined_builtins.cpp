// 3.14+ calls of all/any/tuple (3.15: + list, set) on a generator expression:
// normalize keeps only the ordinary call of the compiler's inlined template,
// and leaves anything that is not exactly that template alone.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "assemble.h"
#include "normalize/normalize.h"
#include "stack_verifier.h"

namespace glassbox {
namespace {

using test::Asm;
using test::assemble;

std::vector<std::string> listing(std::shared_ptr<CodeObject> code) {
    DecodedCode decoded = decode(std::move(code));
    NormalizedCode normalized = normalize(decoded);
    test::StackVerification verification = test::verify_stack(normalized);
    EXPECT_TRUE(verification.ok()) << (verification.problems.empty() ? "" : verification.problems.front());
    std::vector<std::string> lines;
    for (const NormalizedInstruction& in : normalized.instructions) {
        std::string text = op_name(in.op);
        if (in.arg != 0) text += " " + std::to_string(in.arg);
        if (!in.name.empty()) text += " " + in.name;
        lines.push_back(text);
    }
    return lines;
}

ObjectPtr code_object() {
    auto code = std::make_shared<Object>();
    code->kind = ObjectKind::Code;
    return code;
}

ObjectPtr bool_object(bool value) {
    auto object = std::make_shared<Object>();
    object->kind = value ? ObjectKind::True : ObjectKind::False;
    return object;
}

// return all(x for x in xs): the loop's exits are copies of the `return` after the call.
std::vector<Asm> all_of_genexpr(const char* fallback_local) {
    return {{"LOAD_GLOBAL", 0},        {"COPY", 1},
            {"LOAD_COMMON_CONSTANT", 3}, {"IS_OP", 0},
            {"POP_JUMP_IF_FALSE", 0, 24}, {"NOT_TAKEN"},
            {"POP_TOP"},               {"LOAD_CONST", 0},
            {"MAKE_FUNCTION"},         {"LOAD_FAST_BORROW", 0},
            {"GET_ITER"},              {"CALL", 0},
            {"FOR_ITER", 0, 20},       {"TO_BOOL"},
            {"POP_JUMP_IF_FALSE", 0, 17}, {"NOT_TAKEN"},
            {"JUMP_BACKWARD", 0, 12},  {"POP_ITER"},
            {"LOAD_CONST", 1},         {"RETURN_VALUE"},
            {"END_FOR"},               {"POP_ITER"},
            {"LOAD_CONST", 2},         {"RETURN_VALUE"},
            {"PUSH_NULL"},             {"LOAD_CONST", 0},
            {"MAKE_FUNCTION"},         {fallback_local, 0},
            {"GET_ITER"},              {"CALL", 0},
            {"CALL", 1},               {"RETURN_VALUE"}};
}

TEST(NormalizeInlinedBuiltins, AllOfAGenexprKeepsTheOrdinaryCall314) {
    auto code = assemble({3, 14}, all_of_genexpr("LOAD_FAST_BORROW"),
                         {code_object(), bool_object(false), bool_object(true)}, {"all"}, {"xs"});
    EXPECT_EQ(listing(code), (std::vector<std::string>{"LoadGlobal all", "PushNull", "LoadConst", "MakeFunction",
                                                       "LoadFast xs", "GetIter", "Call", "Call 1", "Return"}));
}

TEST(NormalizeInlinedBuiltins, AFallbackThatCallsSomethingElseStays314) {
    // The fallback reads `xs` differently from the inlined loop: not the compiler's template.
    auto code = assemble({3, 14}, all_of_genexpr("LOAD_FAST"),
                         {code_object(), bool_object(false), bool_object(true)}, {"all"}, {"xs"});
    std::vector<std::string> lines = listing(code);
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines[1], "Copy 1");
}

TEST(NormalizeInlinedBuiltins, ListOfAGenexprJumpsToTheJoin315) {
    // y = list(x for x in xs); return y  (3.15: the genexpr takes the iterable; FOR_ITER
    // wants two slots)
    auto code = assemble({3, 15},
                         {{"LOAD_GLOBAL", 0},        {"COPY", 1},
                          {"LOAD_COMMON_CONSTANT", 5}, {"IS_OP", 0},
                          {"POP_JUMP_IF_FALSE", 0, 19}, {"NOT_TAKEN"},
                          {"POP_TOP"},               {"BUILD_LIST", 0},
                          {"LOAD_CONST", 0},         {"MAKE_FUNCTION"},
                          {"LOAD_FAST_BORROW", 0},   {"CALL", 0},
                          {"PUSH_NULL"},             {"FOR_ITER", 0, 16},
                          {"LIST_APPEND", 3},        {"JUMP_BACKWARD", 0, 13},
                          {"END_FOR"},               {"POP_ITER"},
                          {"JUMP_FORWARD", 0, 25},   {"PUSH_NULL"},
                          {"LOAD_CONST", 0},         {"MAKE_FUNCTION"},
                          {"LOAD_FAST_BORROW", 0},   {"CALL", 0},
                          {"CALL", 1},               {"STORE_FAST", 1},
                          {"LOAD_FAST", 1},          {"RETURN_VALUE"}},
                         {code_object()}, {"list"}, {"xs", "y"});
    EXPECT_EQ(listing(code),
              (std::vector<std::string>{"LoadGlobal list", "PushNull", "LoadConst", "MakeFunction", "LoadFast xs",
                                        "Call", "Call 1", "StoreFast y", "LoadFast y", "Return"}));
}

}  // namespace
}  // namespace glassbox
