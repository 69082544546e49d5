// The 3.11+ exception table with hand-encoded bytes: big-endian 6-bit varints,
// bit 6 "more follows", bit 7 marking an entry's first byte; start, length and
// target in code units. Expected values are dis._parse_exception_table's.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "decode/decode.h"
#include "make_code.h"

namespace glassbox {
namespace {

using test::make_code;
using test::table;

std::shared_ptr<CodeObject> code_with_table(PythonVersion version, std::string exception_table) {
    auto code = make_code(version, std::string(400, '\0'));
    code->exceptiontable = std::move(exception_table);
    return code;
}

using Entries = std::vector<ExceptionTableEntry>;

TEST(ExceptionTable, EmptyTable) {
    EXPECT_TRUE(decode_exception_table(*code_with_table({3, 11}, "")).empty());
}

TEST(ExceptionTable, OneByteFields) {
    // start 2, length 3, target 10 units; depth 1 with lasti
    Entries entries = decode_exception_table(*code_with_table({3, 11}, table({0x82, 0x03, 0x0a, 0x03})));
    EXPECT_EQ(entries, (Entries{{4, 10, 20, 1, true}}));
}

TEST(ExceptionTable, MultiByteVarintsAreBigEndian) {
    // start 100 = (1 << 6) | 36: c1 24; length 2; target 64 = (1 << 6) | 0: 41 00; depth 2, no lasti
    Entries entries = decode_exception_table(*code_with_table({3, 12}, table({0xc1, 0x24, 0x02, 0x41, 0x00, 0x04})));
    EXPECT_EQ(entries, (Entries{{200, 204, 128, 2, false}}));
}

TEST(ExceptionTable, SeveralEntriesInOrder) {
    std::string bytes = table({0x80, 0x02, 0x04, 0x00, 0x84, 0x01, 0x06, 0x05});
    Entries entries = decode_exception_table(*code_with_table({3, 13}, bytes));
    EXPECT_EQ(entries, (Entries{{0, 4, 8, 0, false}, {8, 10, 12, 2, true}}));
}

TEST(ExceptionTable, DecodeFillsItFrom311Only) {
    auto code311 = code_with_table({3, 11}, table({0x82, 0x03, 0x0a, 0x03}));
    EXPECT_EQ(decode(code311).exception_table.size(), 1u);
    auto code310 = code_with_table({3, 10}, table({0x82, 0x03, 0x0a, 0x03}));
    EXPECT_TRUE(decode(code310).exception_table.empty());
}

std::string problem_of(std::string bytes) {
    try {
        decode_exception_table(*code_with_table({3, 12}, std::move(bytes)));
    } catch (const DecodeError& error) {
        EXPECT_EQ(error.code_name(), "f");
        return error.problem();
    }
    return "no DecodeError";
}

TEST(ExceptionTable, EntryWithoutMarkerIsADecodeError) {
    EXPECT_EQ(problem_of(table({0x02, 0x03, 0x0a, 0x03})),
              "co_exceptiontable entry does not start with a marker byte (table byte 0)");
    // The second entry's first byte lacks the marker.
    EXPECT_EQ(problem_of(table({0x82, 0x03, 0x0a, 0x03, 0x02})),
              "co_exceptiontable entry does not start with a marker byte (table byte 4)");
}

TEST(ExceptionTable, TruncatedEntryIsADecodeError) {
    for (std::size_t cut = 1; cut < 4; ++cut) {
        EXPECT_EQ(problem_of(table({0x82, 0x03, 0x0a, 0x03}).substr(0, cut)),
                  "co_exceptiontable ends inside an entry (table byte " + std::to_string(cut) + ")");
    }
    EXPECT_EQ(problem_of(table({0x82, 0x03, 0x4a})), "co_exceptiontable ends inside an entry (table byte 3)");
}

TEST(ExceptionTable, OverlongVarintIsADecodeError) {
    EXPECT_EQ(problem_of(table({0xc0, 0x40, 0x40, 0x40, 0x40, 0x01, 0x01, 0x01, 0x01})),
              "co_exceptiontable has a varint that is too long (table byte 5)");
}

// Five groups (30 bits) is the most a varint may hold; times two it still fits in 32 bits.
TEST(ExceptionTable, LargestVarint) {
    Entries entries = decode_exception_table(
        *code_with_table({3, 12}, table({0xff, 0x7f, 0x7f, 0x7f, 0x3f, 0x00, 0x00, 0x00})));
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].start, 0x7FFFFFFEu);
}

}  // namespace
}  // namespace glassbox
