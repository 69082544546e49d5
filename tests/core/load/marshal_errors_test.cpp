// Bad marshal data: every refusal of the reader is a LoadError naming the
// byte where the bad item (or the bad part of it) starts.
#include <gtest/gtest.h>

#include <string>

#include "load/load.h"
#include "load_error_capture.h"
#include "marshal_bytes.h"

namespace glassbox {
namespace {

using test::Bytes;
using test::byte;
using test::bytes_obj;
using test::cat;
using test::CodeFields;
using test::CodeLayout;
using test::code_obj;
using test::flagged;
using test::int32_obj;
using test::le32;
using test::raw;
using test::ref_obj;
using test::short_ascii;
using test::small_tuple;

// One code object holding every kind of constant a 3.14 code object may hold.
Bytes rich_code_object() {
    CodeFields inner;
    inner.name = flagged(short_ascii("inner"));
    CodeFields outer;
    outer.consts = small_tuple({
        raw("N"), raw("T"), raw("F"), raw("."), raw("S"), int32_obj(-7),
        cat({raw("l"), le32(-2), raw(std::string("\x05\x00\x01\x00", 4))}),
        cat({raw("g"), raw(std::string("\0\0\0\0\0\0\xf8\x3f", 8))}),
        cat({raw("y"), raw(std::string(16, '\0'))}),
        cat({raw("f"), byte(3), raw("2.5")}),
        cat({raw("x"), byte(1), raw("1"), byte(1), raw("2")}),
        bytes_obj("\x00\x01"),
        cat({raw("u"), le32(2), raw("\xc3\xa9")}),
        cat({raw("a"), le32(2), raw("ab")}),
        flagged(cat({raw("t"), le32(2), raw("cd")})),
        cat({raw("["), le32(1), raw("N")}),
        cat({raw("{"), short_ascii("k"), raw("N"), raw("0")}),
        cat({raw("<"), le32(1), int32_obj(1)}),
        cat({raw(">"), le32(1), int32_obj(2)}),
        cat({raw(":"), raw("N"), raw("N"), raw("N")}),
        code_obj(inner, CodeLayout::LocalsPlus),
        ref_obj(0),
        ref_obj(1),
    });
    outer.names = small_tuple({short_ascii("a"), short_ascii("b")});
    outer.linetable = bytes_obj("\x80\x00");
    return code_obj(outer, CodeLayout::LocalsPlus);
}

TEST(MarshalErrors, RichCodeObjectIsValid) {
    Bytes bytes = rich_code_object();
    auto code = load_marshalled_code(test::view(bytes), {3, 14});
    ASSERT_EQ(code->consts.size(), 23u);
    EXPECT_EQ(code->consts[21]->text, "cd");     // ref 0: the flagged 't'
    EXPECT_EQ(code->consts[22]->text, "inner");  // ref 1: the inner code's flagged name
}

// Any proper prefix of a valid object is refused, at or before the cut.
TEST(MarshalErrors, TruncatedAtEveryOffset) {
    Bytes bytes = rich_code_object();
    for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
        Bytes prefix(bytes.begin(), bytes.begin() + std::ptrdiff_t(cut));
        auto error = test::marshal_error(prefix, {3, 14});
        ASSERT_TRUE(error) << "cut at " << cut;
        EXPECT_LE(error->offset(), cut) << "cut at " << cut;
        EXPECT_TRUE(test::contains(error->problem(), "ends early") ||
                    test::contains(error->problem(), "exceeds"))
            << "cut at " << cut << ": " << error->problem();
    }
}

TEST(MarshalErrors, EmptyInput) {
    auto error = test::marshal_error({});
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 0u);
    EXPECT_TRUE(test::contains(error->problem(), "marshal data ends early"));
}

TEST(MarshalErrors, TruncatedFixedSizeItemNamesWhereItStarts) {
    auto int32 = test::marshal_error(raw("i\x01\x02"));
    ASSERT_TRUE(int32);
    EXPECT_EQ(int32->offset(), 1u);
    EXPECT_TRUE(test::contains(int32->problem(), "need 4 bytes, 2 left"));
    auto binary_float = test::marshal_error(cat({raw("g"), raw(std::string(7, '\0'))}));
    ASSERT_TRUE(binary_float);
    EXPECT_EQ(binary_float->offset(), 1u);
    auto short_str = test::marshal_error(cat({raw("z"), byte(5), raw("abc")}));
    ASSERT_TRUE(short_str);
    EXPECT_EQ(short_str->offset(), 2u);
}

TEST(MarshalErrors, MissingDictTerminator) {
    auto error = test::marshal_error(cat({raw("{"), short_ascii("k"), raw("N")}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 5u);
}

TEST(MarshalErrors, NegativeSizesAreRefusedAtTheSize) {
    for (char code : std::string("stuaA([<>")) {
        auto error = test::marshal_error(cat({raw(std::string(1, code)), le32(-1), raw("NNNN")}));
        ASSERT_TRUE(error) << code;
        EXPECT_EQ(error->offset(), 1u) << code;
        EXPECT_TRUE(test::contains(error->problem(), "negative")) << code;
    }
}

// A declared size larger than the input could hold is refused before anything is allocated.
TEST(MarshalErrors, SizesBeyondTheInputAreRefusedAtTheSize) {
    for (char code : std::string("stuaA([<>")) {
        for (std::int64_t size : {std::int64_t{4}, std::int64_t{0x7fffffff}}) {
            auto error = test::marshal_error(cat({raw(std::string(1, code)), le32(size), raw("NNN")}));
            ASSERT_TRUE(error) << code;
            EXPECT_EQ(error->offset(), 1u) << code;
            EXPECT_TRUE(test::contains(error->problem(), "exceeds the 3 bytes left")) << code;
        }
    }
}

TEST(MarshalErrors, ShortLengthsBeyondTheInput) {
    auto tuple = test::marshal_error(cat({raw(")"), byte(3), raw("NN")}));
    ASSERT_TRUE(tuple);
    EXPECT_EQ(tuple->offset(), 4u);
    EXPECT_TRUE(test::contains(tuple->problem(), "ends early"));
}

TEST(MarshalErrors, LongWithHugeDigitCount) {
    auto huge = test::marshal_error(cat({raw("l"), le32(0x7fffffff), raw("\x01\x00")}));
    ASSERT_TRUE(huge);
    EXPECT_EQ(huge->offset(), 1u);
    EXPECT_TRUE(test::contains(huge->problem(), "long of 2147483647 digits exceeds the bytes left"));
    auto huge_negative = test::marshal_error(cat({raw("l"), le32(-0x7fffffff), raw("\x01\x00")}));
    ASSERT_TRUE(huge_negative);
    EXPECT_EQ(huge_negative->offset(), 1u);
    auto int_min = test::marshal_error(cat({raw("l"), le32(INT32_MIN), raw("\x01\x00")}));
    ASSERT_TRUE(int_min);
    EXPECT_EQ(int_min->offset(), 1u);
    EXPECT_TRUE(test::contains(int_min->problem(), "digit count out of range"));
}

TEST(MarshalErrors, LongDigitOutOfRangeNamesTheDigit) {
    auto error = test::marshal_error(cat({raw("l"), le32(2), raw(std::string("\x01\x00\x00\x80", 4))}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 7u);
    EXPECT_TRUE(test::contains(error->problem(), "long digit out of range"));
}

// CPython refuses a most significant digit of zero ("unnormalized long data").
TEST(MarshalErrors, UnnormalizedLongNamesTheTopDigit) {
    auto error = test::marshal_error(cat({raw("l"), le32(-3), raw(std::string("\x01\x00\x02\x00\x00\x00", 6))}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 9u);
    EXPECT_TRUE(test::contains(error->problem(), "unnormalized long"));
}

TEST(MarshalErrors, ZeroDigitBelowTheTopIsFine) {
    ObjectPtr value = load_marshalled_object(test::view(cat({raw("l"), le32(2), raw(std::string("\0\0\1\0", 4))})),
                                             {3, 12});
    EXPECT_EQ(value->integer.to_int64(), 32768);
}

TEST(MarshalErrors, UnknownTypeCodeNamesItsByte) {
    auto top = test::marshal_error(raw("?"));
    ASSERT_TRUE(top);
    EXPECT_EQ(top->offset(), 0u);
    EXPECT_TRUE(test::contains(top->problem(), "unknown marshal type code 0x3f for Python 3.12"));
    auto nested = test::marshal_error(cat({raw(")"), byte(2), raw("N"), byte(0x01)}));
    ASSERT_TRUE(nested);
    EXPECT_EQ(nested->offset(), 3u);
    auto flagged_unknown = test::marshal_error(raw("\xbf"));  // '?' with FLAG_REF
    ASSERT_TRUE(flagged_unknown);
    EXPECT_EQ(flagged_unknown->offset(), 0u);
}

TEST(MarshalErrors, FlagOnNullIsRefused) {
    auto error = test::marshal_error(cat({raw(")"), byte(1), flagged(raw("0"))}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 2u);
}

// 2000 levels as CPython's MAX_MARSHAL_STACK_DEPTH: the 2001st object is refused.
TEST(MarshalErrors, NestingUpToTheDepthLimitIsFine) {
    Bytes bytes;
    for (int i = 0; i < 1999; ++i) bytes.insert(bytes.end(), {')', 1});
    bytes.push_back('N');
    EXPECT_EQ(load_marshalled_object(test::view(bytes), {3, 12})->kind, ObjectKind::Tuple);
}

TEST(MarshalErrors, NestingBeyondTheDepthLimitNamesTheFirstTooDeepObject) {
    Bytes bytes;
    for (int i = 0; i < 2000; ++i) bytes.insert(bytes.end(), {')', 1});
    bytes.push_back('N');
    auto error = test::marshal_error(bytes);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 4000u);
    EXPECT_TRUE(test::contains(error->problem(), "nested deeper than 2000"));
}

TEST(MarshalErrors, HundredThousandLevelsFailWithoutExhaustingTheStack) {
    Bytes bytes;
    for (int i = 0; i < 100000; ++i) bytes.insert(bytes.end(), {'[', 1, 0, 0, 0});
    auto error = test::marshal_error(bytes);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 2000u * 5);
}

// {None: {None: ...}}: the key of the 2000th dict is the first object 2001 deep.
TEST(MarshalErrors, DictNestingCountsToo) {
    Bytes bytes;
    for (int i = 0; i < 3000; ++i) bytes.insert(bytes.end(), {'{', 'N'});
    auto error = test::marshal_error(bytes);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 1999u * 2 + 1);
}

TEST(MarshalErrors, UnsupportedVersionIsRefused) {
    for (PythonVersion version : {PythonVersion{3, 7}, PythonVersion{3, 16}, PythonVersion{2, 7}}) {
        auto error = test::marshal_error(raw("N"), version, 16);
        ASSERT_TRUE(error) << version.str();
        EXPECT_EQ(error->offset(), 16u);
        EXPECT_TRUE(test::contains(error->problem(), "Python " + version.str() + " is not supported"));
    }
}

TEST(MarshalErrors, BaseOffsetShiftsEveryOffset) {
    auto error = test::marshal_error(cat({raw(")"), byte(2), raw("N"), raw("?")}), {3, 12}, 100);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 103u);
    EXPECT_EQ(std::string(error->what()), "byte 103: " + error->problem());
}

}  // namespace
}  // namespace glassbox
