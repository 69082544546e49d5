// The instruction stream as each version's dis._unpack_opargs walks it:
// EXTENDED_ARG folding, inline caches, and jump targets of every direction.
// Opcode numbers are each interpreter's own `opcode.opmap` values.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "decode/decode.h"
#include "make_code.h"

namespace glassbox {
namespace {

using test::make_code;
using test::units;

DecodedCode decode_units(PythonVersion version, std::string bytecode) {
    return decode(make_code(version, std::move(bytecode)));
}

// NOP in 3.8-3.12, 3.13, 3.14.
constexpr int kNop312 = 9;
constexpr int kNop314 = 27;

std::string nops(int count, int nop = kNop312) {
    std::string bytes;
    for (int i = 0; i < count; ++i) bytes += units({{nop, 0}});
    return bytes;
}

TEST(DecodeInstructions, OffsetsNamesAndArguments) {
    // 3.8: LOAD_CONST 0; POP_TOP; LOAD_CONST 1; RETURN_VALUE
    DecodedCode d = decode_units({3, 8}, units({{100, 0}, {1, 0}, {100, 1}, {83, 0}}));
    ASSERT_EQ(d.instructions.size(), 4u);
    EXPECT_STREQ(d.instructions[0].name(), "LOAD_CONST");
    EXPECT_EQ(d.instructions[0].arg, 0u);
    EXPECT_STREQ(d.instructions[1].name(), "POP_TOP");
    EXPECT_EQ(d.instructions[1].arg, std::nullopt);  // below HAVE_ARGUMENT: no argument, whatever the byte
    EXPECT_EQ(d.instructions[2].offset, 4u);
    EXPECT_EQ(d.instructions[2].arg, 1u);
    EXPECT_EQ(d.instructions[3].opcode, 83);
    EXPECT_EQ(d.opcodes->version, (PythonVersion{3, 8}));
    EXPECT_EQ(d.profile->version, (PythonVersion{3, 8}));
}

TEST(DecodeInstructions, ArgumentByteOfANoArgumentOpIsIgnored) {
    DecodedCode d = decode_units({3, 9}, units({{1, 0x55}}));
    EXPECT_EQ(d.instructions[0].arg, std::nullopt);
}

TEST(DecodeInstructions, ExtendedArgFoldsIntoTheNextArgument) {
    // 3.12: EXTENDED_ARG 1; LOAD_CONST 2 -> 0x102
    DecodedCode d = decode_units({3, 12}, units({{144, 1}, {100, 2}}));
    ASSERT_EQ(d.instructions.size(), 2u);
    EXPECT_STREQ(d.instructions[0].name(), "EXTENDED_ARG");
    EXPECT_EQ(d.instructions[0].arg, 1u);  // dis lists the prefix with its own byte
    EXPECT_EQ(d.instructions[1].arg, 0x102u);
}

TEST(DecodeInstructions, ChainedExtendedArgs) {
    DecodedCode d = decode_units({3, 10}, units({{144, 1}, {144, 2}, {144, 3}, {100, 4}}));
    ASSERT_EQ(d.instructions.size(), 4u);
    EXPECT_EQ(d.instructions[1].arg, 0x102u);
    EXPECT_EQ(d.instructions[2].arg, 0x10203u);
    EXPECT_EQ(d.instructions[3].arg, 0x1020304u);
}

TEST(DecodeInstructions, ExtendedArgOpcodeMovedIn313And314) {
    EXPECT_EQ(decode_units({3, 13}, units({{71, 1}, {83, 0}})).instructions[1].arg, 0x100u);  // LOAD_CONST
    EXPECT_EQ(decode_units({3, 14}, units({{69, 2}, {82, 1}})).instructions[1].arg, 0x201u);  // LOAD_CONST
    // 144 is no longer EXTENDED_ARG in 3.13: nothing folds.
    DecodedCode d = decode_units({3, 13}, units({{144, 1}, {83, 0}}));
    EXPECT_NE(std::string(d.instructions[0].name()), "EXTENDED_ARG");
    EXPECT_EQ(d.instructions[1].arg, 0u);
}

TEST(DecodeInstructions, NoArgumentOpBetweenResetsTheExtension) {
    // EXTENDED_ARG 5; POP_TOP; LOAD_CONST 1: the extension dies at POP_TOP.
    DecodedCode d = decode_units({3, 11}, units({{144, 5}, {1, 0}, {100, 1}}));
    EXPECT_EQ(d.instructions[2].arg, 1u);
}

TEST(DecodeInstructions, TrailingExtendedArgIsListed) {
    DecodedCode d = decode_units({3, 12}, units({{9, 0}, {144, 7}}));
    ASSERT_EQ(d.instructions.size(), 2u);
    EXPECT_EQ(d.instructions[1].arg, 7u);
}

TEST(DecodeInstructions, EmptyCode) {
    EXPECT_TRUE(decode_units({3, 12}, "").instructions.empty());
}

// dis's view of an opcode no interpreter defines (not even as a specialized
// form): "<N>", with an argument when that version's dis gives it one
// (checked against each interpreter's dis._unpack_opargs).
TEST(DecodeInstructions, UndefinedOpcodes) {
    struct Case {
        PythonVersion version;
        int opcode;
        bool has_argument;
    };
    const Case cases[] = {
        {{3, 8}, 8, false},   {{3, 8}, 254, true},   // ≤3.11: an argument from HAVE_ARGUMENT (90) up
        {{3, 11}, 254, true},
        {{3, 12}, 255, false},                       // 3.12+: only the ops listed in hasarg
        {{3, 13}, 235, false}, {{3, 14}, 232, false}, {{3, 15}, 231, false},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.version.str() + " opcode " + std::to_string(c.opcode));
        DecodedCode d = decode_units(c.version, units({{c.opcode, 5}}));
        ASSERT_EQ(d.instructions.size(), 1u);
        EXPECT_EQ(std::string(d.instructions[0].name()), "<" + std::to_string(c.opcode) + ">");
        EXPECT_FALSE(d.instructions[0].info->defined);
        EXPECT_EQ(d.instructions[0].arg, c.has_argument ? std::optional<std::uint32_t>(5) : std::nullopt);
    }
}

// 3.12+ opcode numbers dis shows by their specialized name are not undefined.
TEST(DecodeInstructions, SpecializedOpcodesKeepTheirNames) {
    DecodedCode d = decode_units({3, 13}, units({{178, 5}}));
    EXPECT_STREQ(d.instructions[0].name(), "CALL_PY_GENERAL");
}

TEST(DecodeInstructions, InlineCachesAreSkipped) {
    // 3.11: LOAD_GLOBAL has 5 cache units, BINARY_OP 1.
    std::string code311 = units({{116, 1}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {122, 0}, {0, 0}, {83, 0}});
    DecodedCode d311 = decode_units({3, 11}, code311);
    ASSERT_EQ(d311.instructions.size(), 3u);
    EXPECT_EQ(d311.instructions[0].size(), 12u);
    EXPECT_EQ(d311.instructions[1].offset, 12u);
    EXPECT_STREQ(d311.instructions[1].name(), "BINARY_OP");
    EXPECT_EQ(d311.instructions[2].offset, 16u);
    // 3.12: LOAD_GLOBAL has 4.
    DecodedCode d312 = decode_units({3, 12}, units({{116, 1}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {83, 0}}));
    ASSERT_EQ(d312.instructions.size(), 2u);
    EXPECT_EQ(d312.instructions[1].offset, 10u);
}

// Cache entries hold whatever bytes: they are never read as instructions.
TEST(DecodeInstructions, CacheContentIsNotDecoded) {
    DecodedCode d = decode_units({3, 12}, units({{122, 0}, {144, 9}, {100, 1}}));  // BINARY_OP, cache, LOAD_CONST
    ASSERT_EQ(d.instructions.size(), 2u);
    EXPECT_EQ(d.instructions[1].arg, 1u);
}

TEST(DecodeInstructions, CachesRunningPastTheEndStopTheStream) {
    DecodedCode d = decode_units({3, 12}, units({{116, 0}, {0, 0}}));
    ASSERT_EQ(d.instructions.size(), 1u);
}

// ≤3.9 jump arguments count bytes.
TEST(DecodeJumps, Python38AbsoluteAndRelative) {
    // 0 JUMP_FORWARD 4 -> 6; 2 POP_JUMP_IF_FALSE 8 -> 8; 4 JUMP_ABSOLUTE 0 -> 0
    DecodedCode d = decode_units({3, 8}, units({{110, 4}, {114, 8}, {113, 0}, {9, 0}, {9, 0}}));
    EXPECT_EQ(d.instructions[0].jump_target, 6u);
    EXPECT_EQ(d.instructions[1].jump_target, 8u);
    EXPECT_EQ(d.instructions[2].jump_target, 0u);
    EXPECT_EQ(d.instructions[3].jump_target, std::nullopt);
}

TEST(DecodeJumps, Python38ExtendedAbsoluteJump) {
    // EXTENDED_ARG 1; JUMP_ABSOLUTE 4 -> byte 260
    std::string code = units({{144, 1}, {113, 4}}) + nops(130);
    DecodedCode d = decode_units({3, 8}, code);
    EXPECT_EQ(d.instructions[1].arg, 260u);
    EXPECT_EQ(d.instructions[1].jump_target, 260u);
}

// 3.10 counts code units.
TEST(DecodeJumps, Python310CountsCodeUnits) {
    // 0 JUMP_FORWARD 1 -> 4; 2 JUMP_ABSOLUTE 3 -> 6; 4 SETUP_FINALLY 0 -> 6
    DecodedCode d = decode_units({3, 10}, units({{110, 1}, {113, 3}, {122, 0}, {9, 0}}));
    EXPECT_EQ(d.instructions[0].jump_target, 4u);
    EXPECT_EQ(d.instructions[1].jump_target, 6u);
    EXPECT_EQ(d.instructions[2].jump_target, 6u);
}

// 3.11 has backward jumps, counted from the next instruction.
TEST(DecodeJumps, Python311BackwardJumps) {
    // 0 NOP; 2 NOP; 4 JUMP_BACKWARD 2 -> 2; 6 POP_JUMP_BACKWARD_IF_FALSE 4 -> 0; 8 JUMP_FORWARD 0 -> 10
    DecodedCode d = decode_units({3, 11}, units({{9, 0}, {9, 0}, {140, 2}, {175, 4}, {110, 0}}));
    EXPECT_EQ(d.instructions[2].jump_target, 2u);
    EXPECT_EQ(d.instructions[3].jump_target, 0u);
    EXPECT_EQ(d.instructions[4].jump_target, 10u);  // the end of the code is a valid target
}

// From 3.12 a relative jump counts from after the instruction's caches.
TEST(DecodeJumps, Python312JumpsSkipCaches) {
    // 0 FOR_ITER 2 (1 cache) -> 2 + 2 + 4 = 8; 4 NOP; 6 JUMP_BACKWARD 4 (no cache) -> 0
    DecodedCode d = decode_units({3, 12}, units({{93, 2}, {0, 0}, {9, 0}, {140, 4}, {9, 0}}));
    ASSERT_EQ(d.instructions.size(), 4u);
    EXPECT_EQ(d.instructions[0].jump_target, 8u);
    EXPECT_EQ(d.instructions[2].jump_target, 0u);
}

TEST(DecodeJumps, Python313BackwardJumpWithCache) {
    // 0 NOP; 2 NOP; 4 JUMP_BACKWARD 3 (1 cache) -> 4 + 2 + 2 - 6 = 2; 8 POP_JUMP_IF_FALSE 0 (1 cache) -> 12
    DecodedCode d = decode_units({3, 13}, units({{30, 0}, {30, 0}, {77, 3}, {0, 0}, {97, 0}, {0, 0}}));
    ASSERT_EQ(d.instructions.size(), 4u);
    EXPECT_EQ(d.instructions[2].jump_target, 2u);
    EXPECT_EQ(d.instructions[3].jump_target, 12u);
}

TEST(DecodeJumps, Python314EndAsyncForJumpsBackward) {
    // 0 NOP; 2 NOP; 4 END_ASYNC_FOR 2 -> 2
    DecodedCode d = decode_units({3, 14}, units({{kNop314, 0}, {kNop314, 0}, {68, 2}}));
    EXPECT_EQ(d.instructions[2].jump_target, 2u);
}

TEST(DecodeJumps, ExtendedBackwardJump) {
    // 3.12: 600 NOPs, then EXTENDED_ARG 1; JUMP_BACKWARD 0x2d -> 1204 - 2*0x12d = 602
    std::string code = nops(600) + units({{144, 1}, {140, 0x2d}});
    DecodedCode d = decode_units({3, 12}, code);
    const Instruction& jump = d.instructions.back();
    EXPECT_EQ(jump.offset, 1202u);
    EXPECT_EQ(jump.arg, 0x12du);
    EXPECT_EQ(jump.jump_target, 1204u - 2 * 0x12d);
}

TEST(DecodeJumps, TargetPastTheEndIsADecodeError) {
    try {
        decode_units({3, 10}, units({{9, 0}, {110, 1}}));  // 2 JUMP_FORWARD 1 -> 6, code is 4 bytes
        FAIL() << "no DecodeError";
    } catch (const DecodeError& error) {
        EXPECT_EQ(error.offset(), 2u);
        EXPECT_EQ(error.code_name(), "f");
        EXPECT_NE(error.problem().find("jumps to 6, outside the code (4 bytes)"), std::string::npos);
    }
}

TEST(DecodeJumps, TargetBeforeTheStartIsADecodeError) {
    try {
        decode_units({3, 12}, units({{140, 5}}));  // JUMP_BACKWARD 5 -> 2 - 10
        FAIL() << "no DecodeError";
    } catch (const DecodeError& error) {
        EXPECT_EQ(error.offset(), 0u);
        EXPECT_NE(error.problem().find("jumps to -8"), std::string::npos);
    }
}

TEST(DecodeJumps, HugeExtendedJumpIsADecodeError) {
    EXPECT_THROW(decode_units({3, 9}, units({{144, 255}, {144, 255}, {144, 255}, {113, 255}})), DecodeError);
}

TEST(Decode, VersionWithoutTablesIsADecodeError) {
    for (PythonVersion version : {PythonVersion{3, 7}, PythonVersion{3, 16}}) {
        EXPECT_THROW(decode(make_code(version, units({{9, 0}}))), DecodeError) << version.str();
    }
}

TEST(Decode, EveryVersionHasItsOwnTable) {
    for (int minor = 8; minor <= 15; ++minor) {
        DecodedCode d = decode(make_code({3, minor}, ""));
        ASSERT_NE(d.opcodes, nullptr);
        EXPECT_EQ(d.opcodes->version, (PythonVersion{3, minor}));
        EXPECT_EQ(d.profile->version, (PythonVersion{3, minor}));
    }
}

}  // namespace
}  // namespace glassbox
