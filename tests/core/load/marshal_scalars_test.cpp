// Marshal's scalar type codes: singletons, 'i', 'l', floats and complexes,
// each from hand-built bytes (values of 'l' and 'g' as CPython 3.12's
// marshal.dumps writes them).
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "load/load.h"
#include "load_error_capture.h"
#include "marshal_bytes.h"

namespace glassbox {
namespace {

using test::Bytes;
using test::byte;
using test::cat;
using test::le32;
using test::raw;

ObjectPtr load(const Bytes& bytes, PythonVersion version = {3, 12}) {
    return load_marshalled_object(test::view(bytes), version);
}

TEST(MarshalScalars, Singletons) {
    EXPECT_EQ(load(raw("N"))->kind, ObjectKind::None);
    EXPECT_EQ(load(raw("T"))->kind, ObjectKind::True);
    EXPECT_EQ(load(raw("F"))->kind, ObjectKind::False);
    EXPECT_EQ(load(raw("S"))->kind, ObjectKind::StopIteration);
    EXPECT_EQ(load(raw("."))->kind, ObjectKind::Ellipsis);
}

TEST(MarshalScalars, SingletonsReadTheSameInEveryVersion) {
    for (int minor = 8; minor <= 15; ++minor) {
        EXPECT_EQ(load(raw("."), {3, minor})->kind, ObjectKind::Ellipsis) << minor;
    }
}

TEST(MarshalScalars, Int32IsLittleEndianAndSigned) {
    EXPECT_EQ(load(cat({raw("i"), le32(0x01020304)}))->integer.to_int64(), 0x01020304);
    EXPECT_EQ(load(cat({raw("i"), le32(-1)}))->integer.to_int64(), -1);
    ObjectPtr minimum = load(cat({raw("i"), le32(INT32_MIN)}));
    EXPECT_EQ(minimum->kind, ObjectKind::Int);
    EXPECT_EQ(minimum->integer.to_decimal(), "-2147483648");
}

TEST(MarshalScalars, LongOfTwoDigits) {
    // 2**15: digits 0, 1 in base 2**15.
    ObjectPtr value = load(cat({raw("l"), le32(2), raw(std::string("\x00\x00\x01\x00", 4))}));
    EXPECT_EQ(value->kind, ObjectKind::Int);
    EXPECT_EQ(value->integer.to_decimal(), "32768");
}

TEST(MarshalScalars, NegativeDigitCountMeansNegativeLong) {
    // -(2**15 + 5)
    ObjectPtr value = load(cat({raw("l"), le32(-2), raw(std::string("\x05\x00\x01\x00", 4))}));
    EXPECT_EQ(value->integer.to_int64(), -32773);
}

TEST(MarshalScalars, LongOfZeroDigitsIsZero) {
    ObjectPtr value = load(cat({raw("l"), le32(0)}));
    EXPECT_TRUE(value->integer.is_zero());
    EXPECT_EQ(value->integer.to_decimal(), "0");
    ObjectPtr negative_zero = load(cat({raw("l"), le32(-0)}));
    EXPECT_FALSE(negative_zero->integer.negative);
}

TEST(MarshalScalars, LongTwoToThe64CrossesWordBoundaries) {
    // ec 05 00 00 00 | 00 00 00 00 00 00 00 00 10 00 (marshal.dumps(2**64))
    Bytes bytes = cat({raw("l"), le32(5), raw(std::string(8, '\0')), raw(std::string("\x10\x00", 2))});
    ObjectPtr value = load(bytes);
    EXPECT_EQ(value->integer.to_decimal(), "18446744073709551616");
    EXPECT_EQ(value->integer.to_int64(), std::nullopt);
}

TEST(MarshalScalars, LongInt64Limits) {
    // marshal.dumps(2**63 - 1) and marshal.dumps(-2**63)
    Bytes max = cat({raw("l"), le32(5), raw(std::string("\xff\x7f\xff\x7f\xff\x7f\xff\x7f\x07\x00", 10))});
    EXPECT_EQ(load(max)->integer.to_int64(), INT64_MAX);
    Bytes min = cat({raw("l"), le32(-5), raw(std::string("\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00", 10))});
    EXPECT_EQ(load(min)->integer.to_int64(), INT64_MIN);
    Bytes below_min = cat({raw("l"), le32(-5), raw(std::string("\x01\x00\x00\x00\x00\x00\x00\x00\x08\x00", 10))});
    EXPECT_EQ(load(below_min)->integer.to_int64(), std::nullopt);
    EXPECT_EQ(load(below_min)->integer.to_decimal(), "-9223372036854775809");
}

TEST(MarshalScalars, LongOfManyDigits) {
    // marshal.dumps(123456789012345678901234567890)
    Bytes bytes = cat({raw("l"), le32(7),
                       raw(std::string("\xd2\x0a\x7e\x1c\xb9\x03\x9f\x1b\x6c\x7f\x21\x5d\x63\x00", 14))});
    EXPECT_EQ(load(bytes)->integer.to_decimal(), "123456789012345678901234567890");
}

TEST(MarshalScalars, BinaryFloat) {
    EXPECT_EQ(load(cat({raw("g"), raw(std::string("\0\0\0\0\0\0\xf8\x3f", 8))}))->real, 1.5);
    ObjectPtr negative_zero = load(cat({raw("g"), raw(std::string("\0\0\0\0\0\0\0\x80", 8))}));
    EXPECT_EQ(negative_zero->kind, ObjectKind::Float);
    EXPECT_TRUE(std::signbit(negative_zero->real));
    EXPECT_EQ(negative_zero->real, 0.0);
    EXPECT_TRUE(std::isinf(load(cat({raw("g"), raw(std::string("\0\0\0\0\0\0\xf0\x7f", 8))}))->real));
    EXPECT_TRUE(std::isnan(load(cat({raw("g"), raw(std::string("\0\0\0\0\0\0\xf8\x7f", 8))}))->real));
    EXPECT_EQ(load(cat({raw("g"), raw(std::string("\x9c\x75\x00\x88\x3c\xe4\x37\x7e", 8))}))->real, 1e300);
}

TEST(MarshalScalars, TextFloat) {
    EXPECT_EQ(load(cat({raw("f"), byte(3), raw("1.5")}))->real, 1.5);
    EXPECT_EQ(load(cat({raw("f"), byte(7), raw("-2.5e10")}))->real, -2.5e10);
    EXPECT_EQ(load(cat({raw("f"), byte(2), raw("+3")}))->real, 3.0);
    EXPECT_TRUE(std::isinf(load(cat({raw("f"), byte(4), raw("-inf")}))->real));
    EXPECT_TRUE(std::isnan(load(cat({raw("f"), byte(3), raw("nan")}))->real));
}

TEST(MarshalScalars, BadTextFloatNamesTheLengthByte) {
    auto trailing = test::marshal_error(cat({raw("f"), byte(4), raw("1.5x")}));
    ASSERT_TRUE(trailing);
    EXPECT_EQ(trailing->offset(), 1u);
    EXPECT_TRUE(test::contains(trailing->problem(), "bad float text '1.5x'"));
    auto empty = test::marshal_error(cat({raw("f"), byte(0)}));
    ASSERT_TRUE(empty);
    EXPECT_EQ(empty->offset(), 1u);
}

// CPython's float() syntax, not from_chars's: one optional sign, no "nan(...)".
TEST(MarshalScalars, TextFloatOutsidePythonSyntaxIsRefused) {
    for (const char* text : {"+-5", "++5", "-+5", "nan(1)", "+nan(2)", " 1.5", "0x1p3"}) {
        std::string s(text);
        auto error = test::marshal_error(cat({raw("f"), byte(unsigned(s.size())), raw(s)}));
        ASSERT_TRUE(error) << text;
        EXPECT_EQ(error->offset(), 1u) << text;
    }
}

TEST(MarshalScalars, TextFloatSpecialValuesInAnyCase) {
    EXPECT_TRUE(std::isinf(load(cat({raw("f"), byte(8), raw("Infinity")}))->real));
    EXPECT_TRUE(std::isnan(load(cat({raw("f"), byte(4), raw("+NaN")}))->real));
    EXPECT_EQ(load(cat({raw("f"), byte(2), raw(".5")}))->real, 0.5);
}

TEST(MarshalScalars, BinaryComplex) {
    // marshal.dumps(complex(-1.5, 0.25))
    ObjectPtr value = load(cat({raw("y"), raw(std::string("\0\0\0\0\0\0\xf8\xbf\0\0\0\0\0\0\xd0\x3f", 16))}));
    EXPECT_EQ(value->kind, ObjectKind::Complex);
    EXPECT_EQ(value->real, -1.5);
    EXPECT_EQ(value->imag, 0.25);
}

TEST(MarshalScalars, TextComplex) {
    ObjectPtr value = load(cat({raw("x"), byte(3), raw("0.0"), byte(4), raw("-2.0")}));
    EXPECT_EQ(value->kind, ObjectKind::Complex);
    EXPECT_EQ(value->real, 0.0);
    EXPECT_EQ(value->imag, -2.0);
}

TEST(MarshalScalars, BadImaginaryTextNamesItsOwnLengthByte) {
    auto error = test::marshal_error(cat({raw("x"), byte(3), raw("0.0"), byte(1), raw("j")}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 5u);
}

TEST(MarshalScalars, TrailingBytesAfterTheObjectAreIgnored) {
    // As marshal.loads: one object is read, the rest is left alone.
    EXPECT_EQ(load(raw("NNN"))->kind, ObjectKind::None);
}

}  // namespace
}  // namespace glassbox
