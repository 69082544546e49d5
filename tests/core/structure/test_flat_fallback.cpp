// Flat mode on small literal programs: the state machine each one becomes, as printed.
#include <gtest/gtest.h>

#include "assemble.h"
#include "cfg/cfg.h"
#include "print/print.h"
#include "structure/flat_fallback.h"

namespace glassbox {
namespace {

using test::Asm;

// The program through decode, normalize, cfg and flat mode, printed for 3.12.
std::string flatten(PythonVersion version, const std::vector<Asm>& program, std::vector<ObjectPtr> consts,
                    std::vector<std::string> names, std::vector<std::string> locals,
                    const std::vector<test::Handler>& handlers = {}) {
    auto code = test::assemble(version, program, std::move(consts), std::move(names), std::move(locals), 10, handlers);
    code->flags = kCodeOptimized;
    DecodedCode decoded = decode(code);
    NormalizedCode normalized = normalize(decoded);
    ControlFlowGraph cfg = build_cfg(normalized);
    Lifter lifter(*code, *decoded.profile, NestedCodeDecompiler{});
    lifter.set_generated(true);
    ast::Module module{flatten_code(cfg, lifter, "test")};
    PrintOptions options;
    options.target = version;
    return print_module(module, options);
}

const char* const kLost = "raise SystemError('glassbox: the state machine reached an unknown state')\n";

// return x if x else None: each block one state, the test choosing the next.
TEST(FlatFallback, ConditionalJumpChoosesTheNextState) {
    std::string text = flatten({3, 12}, {{"RESUME"},
                                         {"LOAD_FAST", 0},
                                         {"POP_JUMP_IF_FALSE", 0, 5},
                                         {"LOAD_FAST", 0},
                                         {"RETURN_VALUE"},
                                         {"RETURN_CONST", 0}},
                               {test::none_object()}, {}, {"x"});
    EXPECT_EQ(text, std::string("# glassbox: control flow emitted as a state machine (last resort): test\n"
                                "_flat_state = 0\n"
                                "while True:\n"
                                "    if _flat_state == 0:\n"
                                "        _flat_state = 1 if not x else 2\n"
                                "        continue\n"
                                "    elif _flat_state == 1:\n"
                                "        return\n"
                                "    elif _flat_state == 2:\n"
                                "        return x\n"
                                "    else:\n"
                                "        ") + kLost);
}

// `f(a if x else b)`: the callable and its NULL stay on the stack across the blocks of the
// argument; the value made on each side goes to its slot, read where the call is made.
TEST(FlatFallback, ValuesThatCrossBlocksLiveInSlots) {
    std::string text = flatten({3, 12}, {{"RESUME"},
                                         {"LOAD_GLOBAL", 1},            // NULL + f
                                         {"LOAD_FAST", 0},
                                         {"POP_JUMP_IF_FALSE", 0, 6},
                                         {"LOAD_GLOBAL", 2},            // a
                                         {"JUMP_FORWARD", 0, 7},
                                         {"LOAD_GLOBAL", 4},            // b
                                         {"CALL", 1},
                                         {"RETURN_VALUE"}},
                               {test::none_object()}, {"f", "a", "b"}, {"x"});
    // (3.12: the NULL below the callable, slot 0; the test is evaluated after the values below
    // it, in the same assignment, lest a store rebind what it reads)
    EXPECT_NE(text.find("        _flat_s1, _flat_t1 = f, x\n        _flat_state = 1 if not _flat_t1 else 2\n"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("        _flat_s2 = a\n"), std::string::npos) << text;
    EXPECT_NE(text.find("        _flat_s2 = b\n"), std::string::npos) << text;
    EXPECT_NE(text.find("        return _flat_s1(_flat_s2)\n"), std::string::npos) << text;
}

// try: f() / except: pass, as 3.12 compiles it: the handler runs inside the dispatcher's
// except clause, PUSH_EXC_INFO and POP_EXCEPT open and leave that level.
TEST(FlatFallback, HandlerRunsInsideTheExceptClauseOfItsLevel) {
    std::string text = flatten({3, 12}, {{"RESUME"},                   // 0
                                         {"NOP"},                      // 1
                                         {"LOAD_GLOBAL", 1},           // 2  NULL + f
                                         {"CALL", 0},                  // 3
                                         {"POP_TOP"},                  // 4
                                         {"RETURN_CONST", 0},          // 5
                                         {"PUSH_EXC_INFO"},            // 6
                                         {"POP_TOP"},                  // 7
                                         {"POP_EXCEPT"},               // 8
                                         {"RETURN_CONST", 0},          // 9
                                         {"COPY", 3},                  // 10
                                         {"POP_EXCEPT"},               // 11
                                         {"RERAISE", 1}},              // 12
                               {test::none_object()}, {"f"}, {},
                               {{2, 5, 6, 0, false}, {6, 8, 10, 1, true}});
    EXPECT_NE(text.find("            f()\n"), std::string::npos) << text;
    EXPECT_NE(text.find("    except BaseException as _flat_e1:\n"), std::string::npos) << text;
    EXPECT_NE(text.find("        if _flat_state == 0:\n            _flat_state = 1\n        else:\n            raise\n"),
              std::string::npos)
        << text;
    // POP_EXCEPT leaves the handler's loop for the state after it, at the level around.
    EXPECT_NE(text.find("break\n"), std::string::npos) << text;
    // The cleanup (COPY 3, POP_EXCEPT, RERAISE 1) re-raises as a bare raise.
    EXPECT_NE(text.find("raise\n"), std::string::npos) << text;
}

// What flat mode has no form for is refused, never guessed: `async for`'s GET_AITER.
TEST(FlatFallback, RefusesWhatItCannotExpress) {
    EXPECT_THROW(flatten({3, 12}, {{"RESUME"}, {"LOAD_FAST", 0}, {"GET_AITER"}, {"POP_TOP"}, {"RETURN_CONST", 0}},
                         {test::none_object()}, {}, {"x"}),
                 LiftError);
}

// Code that rebinds a builtin the machine calls (next, iter, ...) is not flattened.
TEST(FlatFallback, AppliesOnlyWhereItsBuiltinsAreTheBuiltins) {
    auto code = test::assemble({3, 12}, {{"RESUME"}, {"RETURN_CONST", 0}}, {test::none_object()}, {"next"}, {"iter"});
    code->flags = kCodeOptimized;
    DecodedCode decoded = decode(code);
    EXPECT_FALSE(flat_mode_applies(*code, *decoded.profile)) << "a local named iter";
    code->varnames = code->localsplus_names = {"other"};
    EXPECT_TRUE(flat_mode_applies(*code, *decoded.profile)) << "a global read of next is the builtin";
    EXPECT_THROW(flatten({3, 12}, {{"RESUME"}, {"LOAD_CONST", 0}, {"STORE_GLOBAL", 0}, {"RETURN_CONST", 0}},
                         {test::none_object()}, {"next"}, {}),
                 LiftError)
        << "a global next this code binds";
    auto old = test::assemble({3, 10}, {{"LOAD_CONST", 0}, {"RETURN_VALUE"}}, {test::none_object()}, {}, {});
    old->flags = kCodeOptimized;
    EXPECT_FALSE(flat_mode_applies(*old, *decode(old).profile)) << "no flat mode before exception tables";
}

}  // namespace
}  // namespace glassbox
