// Line tables of each format with hand-encoded bytes: ≤3.9 co_lnotab, 3.10
// co_linetable, 3.11+ location table. Expected values are what each version's
// co_lines(), co_positions() and dis report for the same table (checked with
// the real interpreters through code.replace).
#include <gtest/gtest.h>

#include <climits>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "decode/decode.h"
#include "make_code.h"

namespace glassbox {
namespace {

using test::make_code;
using test::table;
using test::units;

struct Range {
    std::uint32_t start;
    std::uint32_t end;
    std::optional<int> line;
    bool operator==(const Range&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Range& r) {
    out << "[" << r.start << "," << r.end << "):";
    if (r.line) return out << *r.line;
    return out << "None";
}

std::vector<Range> ranges_of(const DecodedCode& d) {
    std::vector<Range> out;
    for (const LineRange& r : d.line_ranges) out.push_back({r.start, r.end, r.line});
    return out;
}

// Each instruction's (line, starts_line) as dis reports them.
std::vector<std::pair<std::optional<int>, bool>> lines_of(const DecodedCode& d) {
    std::vector<std::pair<std::optional<int>, bool>> out;
    for (const Instruction& i : d.instructions) out.emplace_back(i.line, i.starts_line);
    return out;
}

constexpr std::nullopt_t None = std::nullopt;

std::string nops(int count, int nop = 9) {
    std::string bytes;
    for (int i = 0; i < count; ++i) bytes += units({{nop, 0}});
    return bytes;
}

DecodedCode decode_with_table(PythonVersion version, int instructions, int firstlineno, std::string linetable,
                              int nop = 9, DecodeOptions options = {}) {
    auto code = make_code(version, nops(instructions, nop));
    code->firstlineno = firstlineno;
    code->linetable = std::move(linetable);
    return decode(code, options);
}

TEST(Lnotab, AddressAndLineIncrements) {
    // (2, +1), (4, +2): lines 10 at 0, 11 at 2, 13 at 6.
    DecodedCode d = decode_with_table({3, 8}, 4, 10, table({2, 1, 4, 2}));
    EXPECT_EQ(ranges_of(d), (std::vector<Range>{{0, 2, 10}, {2, 6, 11}, {6, 8, 13}}));
    using L = std::pair<std::optional<int>, bool>;
    EXPECT_EQ(lines_of(d), (std::vector<L>{{10, true}, {11, true}, {11, false}, {13, true}}));
}

TEST(Lnotab, EmptyTableIsOneRangeOnTheFirstLine) {
    DecodedCode d = decode_with_table({3, 9}, 2, 7, "");
    EXPECT_EQ(ranges_of(d), (std::vector<Range>{{0, 4, 7}}));
    EXPECT_TRUE(d.instructions[0].starts_line);
    EXPECT_FALSE(d.instructions[1].starts_line);
}

TEST(Lnotab, NegativeLineIncrementIsSigned) {
    DecodedCode d = decode_with_table({3, 8}, 3, 20, table({2, 0xff, 2, 0xfe}));  // -1, then -2
    EXPECT_EQ(ranges_of(d), (std::vector<Range>{{0, 2, 20}, {2, 4, 19}, {4, 6, 17}}));
}

// Increments past one byte are split into several pairs by the compiler.
TEST(Lnotab, SplitIncrements) {
    // (0, 127), (2, 10): line 137 from 0, 147 from 2
    DecodedCode lines = decode_with_table({3, 8}, 2, 10, table({0, 127, 2, 10}));
    EXPECT_EQ(ranges_of(lines), (std::vector<Range>{{0, 2, 137}, {2, 4, 147}}));
    // (255, 0), (45, 1): line 10 up to byte 300
    DecodedCode addresses = decode_with_table({3, 9}, 152, 10, table({255, 0, 45, 1}));
    EXPECT_EQ(ranges_of(addresses), (std::vector<Range>{{0, 300, 10}, {300, 304, 11}}));
    EXPECT_TRUE(addresses.instructions[150].starts_line);
    EXPECT_EQ(addresses.instructions[150].line, 11);
}

TEST(Lnotab, LineChangeUndoneBeforeTheNextAddressIsNoStart) {
    DecodedCode d = decode_with_table({3, 8}, 2, 10, table({2, 1, 0, 0xff, 2, 0}));
    EXPECT_EQ(ranges_of(d), (std::vector<Range>{{0, 4, 10}}));
    EXPECT_FALSE(d.instructions[1].starts_line);
}

TEST(Lnotab, OddTrailingByteIsIgnored) {
    DecodedCode d = decode_with_table({3, 8}, 2, 10, table({2, 1, 7}));
    EXPECT_EQ(ranges_of(d), (std::vector<Range>{{0, 2, 10}, {2, 4, 11}}));
}

TEST(LineTable310, DeltasAndNoLineEntries) {
    // (2, +1), (2, -128 = no line), (4, +2): firstlineno 10
    DecodedCode d = decode_with_table({3, 10}, 4, 10, table({2, 1, 2, 0x80, 4, 2}));
    EXPECT_EQ(ranges_of(d), (std::vector<Range>{{0, 2, 11}, {2, 4, None}, {4, 8, 13}}));
    using L = std::pair<std::optional<int>, bool>;
    EXPECT_EQ(lines_of(d), (std::vector<L>{{11, true}, {None, false}, {13, true}, {13, false}}));
}

// co_lines() skips zero-length entries; the line still accumulates through them.
TEST(LineTable310, EmptyEntriesAccumulateTheirLine) {
    // (2, 0), (0, +1), (2, -1), (4, no line): co_lines gives (0,2,5) (2,4,5) (4,8,None)
    DecodedCode d = decode_with_table({3, 10}, 4, 5, table({2, 0, 0, 1, 2, 0xff, 4, 0x80}));
    EXPECT_EQ(ranges_of(d), (std::vector<Range>{{0, 2, 5}, {2, 4, 5}, {4, 8, None}}));
    using L = std::pair<std::optional<int>, bool>;
    EXPECT_EQ(lines_of(d), (std::vector<L>{{5, true}, {5, false}, {None, false}, {None, false}}));
}

// A line set again after a no-line gap is not a new line start (≤3.12 rule).
TEST(LineTable310, SameLineAfterNoLineIsNoStart) {
    DecodedCode d = decode_with_table({3, 10}, 4, 5, table({2, 0, 2, 0x80, 2, 0, 2, 1}));
    EXPECT_EQ(ranges_of(d), (std::vector<Range>{{0, 2, 5}, {2, 4, None}, {4, 6, 5}, {6, 8, 6}}));
    using L = std::pair<std::optional<int>, bool>;
    EXPECT_EQ(lines_of(d), (std::vector<L>{{5, true}, {None, false}, {5, false}, {6, true}}));
}

TEST(LineTable310, NoPositions) {
    EXPECT_TRUE(decode_with_table({3, 10}, 2, 1, table({4, 0})).positions.empty());
}

// One entry of each form, firstlineno 10, eight NOPs:
//   90 35           short form 2, 1 unit: columns 19-24
//   d9 04 09        one-line form +1, 2 units: columns 4-9
//   e8 03           no columns, 1 unit: line -1
//   f1 58 09 02 00 47 01   long form, 2 units: line +300, end line +2, no column, end column 70
//   f8              no location, 1 unit
//   80 12           short form 0, 1 unit: columns 1-3 on the last line set
std::string every_location_form() {
    return table({0x90, 0x35, 0xd9, 4, 9, 0xe8, 0x03, 0xf1, 0x58, 0x09, 0x02, 0x00, 0x47, 0x01, 0xf8, 0x80, 0x12});
}

TEST(LocationTable, PositionsOfEveryForm) {
    DecodedCode d = decode_with_table({3, 11}, 8, 10, every_location_form());
    EXPECT_EQ(d.positions, (std::vector<SourcePosition>{
                               {10, 10, 19, 24},
                               {11, 11, 4, 9},
                               {11, 11, 4, 9},
                               {10, 10, None, None},
                               {310, 312, None, 70},
                               {310, 312, None, 70},
                               {None, None, None, None},
                               {310, 310, 1, 3},
                           }));
}

TEST(LocationTable, RangesOfEveryForm) {
    DecodedCode d = decode_with_table({3, 11}, 8, 10, every_location_form());
    EXPECT_EQ(ranges_of(d), (std::vector<Range>{
                                {0, 2, 10}, {2, 6, 11}, {6, 8, 10}, {8, 12, 310}, {12, 14, None}, {14, 16, 310}}));
}

// The decompiler's decode leaves the positions out: the same ranges and lines, and the same
// table errors, without a position per code unit.
TEST(LocationTable, WithoutPositionsTheSameLines) {
    DecodedCode full = decode_with_table({3, 11}, 8, 10, every_location_form());
    DecodedCode lean = decode_with_table({3, 11}, 8, 10, every_location_form(), 9, {.positions = false});
    EXPECT_TRUE(lean.positions.empty());
    EXPECT_EQ(ranges_of(lean), ranges_of(full));
    EXPECT_EQ(lines_of(lean), lines_of(full));
    EXPECT_THROW(decode_with_table({3, 11}, 2, 1, table({0x81}), 9, {.positions = false}), DecodeError);
}

// ≤3.12: a start is a line set and different from the last line set.
TEST(LocationTable, LineStartsBefore313) {
    for (int minor : {11, 12}) {
        DecodedCode d = decode_with_table({3, minor}, 8, 10, every_location_form());
        using L = std::pair<std::optional<int>, bool>;
        EXPECT_EQ(lines_of(d), (std::vector<L>{{10, true}, {11, true}, {11, false}, {10, true}, {310, true},
                                               {310, false}, {None, false}, {310, false}}))
            << minor;
    }
}

// 3.13+: any change of line, None included, starts a line.
TEST(LocationTable, LineStartsFrom313) {
    const std::pair<int, int> nop_of[] = {{13, 30}, {14, 27}, {15, 25}};
    for (auto [minor, nop] : nop_of) {
        DecodedCode d = decode_with_table({3, minor}, 8, 10, every_location_form(), nop);
        using L = std::pair<std::optional<int>, bool>;
        EXPECT_EQ(lines_of(d), (std::vector<L>{{10, true}, {11, true}, {11, false}, {10, true}, {310, true},
                                               {310, false}, {None, true}, {310, true}}))
            << minor;
    }
}

// Consecutive entries on one line: one line start however many entries.
TEST(LocationTable, RepeatedLineAcrossEntries) {
    // 80 12 | 80 13 | e8 02 (+1) | f8 | e8 01 (+0) on firstlineno 300
    std::string t = table({0x80, 0x12, 0x80, 0x13, 0xe8, 0x02, 0xf8, 0xe8, 0x01});
    using L = std::pair<std::optional<int>, bool>;
    DecodedCode d312 = decode_with_table({3, 12}, 5, 300, t);
    EXPECT_EQ(lines_of(d312), (std::vector<L>{{300, true}, {300, false}, {301, true}, {None, false}, {301, false}}));
    DecodedCode d313 = decode_with_table({3, 13}, 5, 300, t, 30);
    EXPECT_EQ(lines_of(d313), (std::vector<L>{{300, true}, {300, false}, {301, true}, {None, true}, {301, true}}));
}

TEST(LocationTable, MultiGroupNegativeLineDelta) {
    // no-columns form with svarint -100: raw 201 = 0x49 | 0x40, 0x03
    DecodedCode d = decode_with_table({3, 12}, 1, 500, table({0xe8, 0x49, 0x03}));
    EXPECT_EQ(d.positions[0].line, 400);
}

TEST(LocationTable, UnitsBeyondTheTableHaveNoPosition) {
    DecodedCode d = decode_with_table({3, 12}, 3, 10, table({0x80, 0x12}));
    ASSERT_EQ(d.positions.size(), 3u);
    EXPECT_EQ(d.positions[0].line, 10);
    EXPECT_EQ(d.positions[2], (SourcePosition{None, None, None, None}));
    EXPECT_EQ(d.instructions[2].line, None);
}

TEST(LocationTable, EntryLongerThanTheCodeIsCut) {
    DecodedCode d = decode_with_table({3, 12}, 2, 10, table({0x87, 0x12}));  // 8 units
    EXPECT_EQ(d.positions.size(), 2u);
}

std::string decode_problem(PythonVersion version, int instructions, std::string linetable) {
    try {
        decode_with_table(version, instructions, 1, std::move(linetable));
    } catch (const DecodeError& error) {
        return error.problem();
    }
    return "no DecodeError";
}

std::string decode_problem_at(PythonVersion version, int firstlineno, std::string linetable) {
    try {
        decode_with_table(version, 2, firstlineno, std::move(linetable));
    } catch (const DecodeError& error) {
        return error.problem();
    }
    return "no DecodeError";
}

TEST(LocationTable, EntryWithoutMarkerBitIsADecodeError) {
    EXPECT_EQ(decode_problem({3, 11}, 2, table({0x10, 0x35})).rfind("co_linetable entry does not start with a marker byte", 0),
              0u);
}

TEST(LocationTable, EntryCutShortIsADecodeError) {
    EXPECT_EQ(decode_problem({3, 12}, 2, table({0xd8, 4})), "co_linetable ends inside an entry (table byte 2)");
    EXPECT_EQ(decode_problem({3, 12}, 2, table({0xf0, 0x42})), "co_linetable ends inside an entry (table byte 2)");
}

TEST(LocationTable, OverlongVarintIsADecodeError) {
    EXPECT_NE(decode_problem({3, 12}, 2, table({0xe8, 0x40, 0x40, 0x40, 0x40, 0x40, 0x40, 0x01})).find("too long"),
              std::string::npos);
}

// Line numbers are ints: a table that walks one past int's range is refused,
// never wrapped (CPython's own C arithmetic would overflow on it).
TEST(LineNumberRange, LnotabPastIntMax) {
    EXPECT_EQ(decode_problem_at({3, 8}, INT_MAX, table({2, 1})), "co_lnotab takes the line number out of range (2147483648)");
    EXPECT_EQ(decode_problem_at({3, 9}, INT_MIN, table({2, 0xff})), "co_lnotab takes the line number out of range (-2147483649)");
}

TEST(LineNumberRange, LineTable310PastIntMax) {
    EXPECT_EQ(decode_problem_at({3, 10}, INT_MAX, table({2, 1})),
              "co_linetable takes the line number out of range (2147483648)");
    EXPECT_EQ(decode_problem_at({3, 10}, INT_MIN + 5, table({2, 0x81})),
              "co_linetable takes the line number out of range (-2147483770)");
}

TEST(LineNumberRange, LocationLineDeltasPastIntLimits) {
    // long form +1; no-columns form -1; one-line form +2
    EXPECT_EQ(decode_problem_at({3, 11}, INT_MAX, table({0xf0, 0x02, 0x00, 0x00, 0x00})),
              "co_linetable takes the line number out of range (2147483648)");
    EXPECT_EQ(decode_problem_at({3, 12}, INT_MIN, table({0xe8, 0x03})),
              "co_linetable takes the line number out of range (-2147483649)");
    EXPECT_EQ(decode_problem_at({3, 13}, INT_MAX - 1, table({0xe0, 0x00, 0x00})),
              "co_linetable takes the line number out of range (2147483648)");
}

TEST(LineNumberRange, LocationEndLinePastIntMax) {
    // long form: line +0, end line + 2**31 - 1 (7f 7f 7f 7f 7f 01)
    EXPECT_EQ(decode_problem_at({3, 12}, 5, table({0xf0, 0x00, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x01, 0x00, 0x00})),
              "co_linetable takes the line number out of range (2147483652)");
}

TEST(LineNumberRange, LocationColumnsPastIntMax) {
    // long form: column + 1 = 2**31 + 1 (41 40 40 40 40 02); then end column + 1 = 2**32 - 1
    EXPECT_EQ(decode_problem_at({3, 12}, 5, table({0xf0, 0x00, 0x00, 0x41, 0x40, 0x40, 0x40, 0x40, 0x02, 0x00})),
              "co_linetable has a column out of range (2147483648)");
    EXPECT_EQ(decode_problem_at({3, 14}, 5, table({0xf0, 0x00, 0x00, 0x01, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x03})),
              "co_linetable has a column out of range (4294967294)");
}

TEST(LineNumberRange, ExtremesInsideTheRangeAreKept) {
    DecodedCode top = decode_with_table({3, 12}, 1, INT_MAX - 2, table({0xe0, 0x00, 0x00}));  // one-line form +2
    EXPECT_EQ(top.positions[0].line, INT_MAX);
    DecodedCode bottom = decode_with_table({3, 8}, 2, INT_MIN + 1, table({2, 0xff}));
    EXPECT_EQ(bottom.instructions[1].line, INT_MIN);
    // column + 1 = 2**31 (40 40 40 40 40 02)
    DecodedCode column = decode_with_table({3, 12}, 1, 1,
                                           table({0xf0, 0x00, 0x00, 0x40, 0x40, 0x40, 0x40, 0x40, 0x02, 0x00}));
    EXPECT_EQ(column.positions[0].column, INT_MAX);
}

}  // namespace
}  // namespace glassbox
