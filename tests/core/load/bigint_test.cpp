// BigInt: the integer model behind marshal's 'i' and 'l', checked at the
// edges of int64 and of its base-2^32 words.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "load/object.h"

namespace glassbox {
namespace {

constexpr std::int64_t kMin = std::numeric_limits<std::int64_t>::min();
constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();

TEST(BigInt, ZeroHasNoWordsAndIsNotNegative) {
    BigInt zero = BigInt::from_int64(0);
    EXPECT_TRUE(zero.is_zero());
    EXPECT_FALSE(zero.negative);
    EXPECT_EQ(zero.to_int64(), 0);
    EXPECT_EQ(zero.to_decimal(), "0");
}

TEST(BigInt, FromInt64SplitsIntoLeastSignificantWordFirst) {
    BigInt value = BigInt::from_int64(0x123456789);
    ASSERT_EQ(value.magnitude.size(), 2u);
    EXPECT_EQ(value.magnitude[0], 0x23456789u);
    EXPECT_EQ(value.magnitude[1], 0x1u);
}

TEST(BigInt, Int64ExtremesRoundTrip) {
    for (std::int64_t v : {kMin, kMin + 1, std::int64_t{-1}, std::int64_t{1}, kMax - 1, kMax,
                           std::int64_t{INT32_MIN}, std::int64_t{INT32_MAX}, std::int64_t{1} << 32}) {
        EXPECT_EQ(BigInt::from_int64(v).to_int64(), v) << v;
    }
}

TEST(BigInt, Int64ExtremesInDecimal) {
    EXPECT_EQ(BigInt::from_int64(kMax).to_decimal(), "9223372036854775807");
    EXPECT_EQ(BigInt::from_int64(kMin).to_decimal(), "-9223372036854775808");
    EXPECT_EQ(BigInt::from_int64(-1).to_decimal(), "-1");
}

TEST(BigInt, TwoToThe63DoesNotFitButItsNegativeDoes) {
    BigInt two_to_63{false, {0, 0x80000000u}};
    EXPECT_EQ(two_to_63.to_int64(), std::nullopt);
    EXPECT_EQ(two_to_63.to_decimal(), "9223372036854775808");
    BigInt minus_two_to_63{true, {0, 0x80000000u}};
    EXPECT_EQ(minus_two_to_63.to_int64(), kMin);
}

TEST(BigInt, OneBelowInt64MinDoesNotFit) {
    BigInt value{true, {1, 0x80000000u}};
    EXPECT_EQ(value.to_int64(), std::nullopt);
    EXPECT_EQ(value.to_decimal(), "-9223372036854775809");
}

TEST(BigInt, ThreeWordsNeverFitEvenWhenSmallWordsAreZero) {
    BigInt two_to_64{false, {0, 0, 1}};
    EXPECT_EQ(two_to_64.to_int64(), std::nullopt);
    EXPECT_EQ(two_to_64.to_decimal(), "18446744073709551616");
}

// Chunks of 10^9 inside the number must keep their leading zeros.
TEST(BigInt, DecimalKeepsZerosInsideChunks) {
    EXPECT_EQ(BigInt::from_int64(1000000000).to_decimal(), "1000000000");
    EXPECT_EQ(BigInt::from_int64(1000000000000000001).to_decimal(), "1000000000000000001");
    EXPECT_EQ(BigInt::from_int64(999999999).to_decimal(), "999999999");
}

// Two words at most are converted at once: the largest two-word magnitudes, either sign.
TEST(BigInt, DecimalOfTwoWordMagnitudes) {
    EXPECT_EQ((BigInt{false, {0xFFFFFFFFu, 0xFFFFFFFFu}}).to_decimal(), "18446744073709551615");
    EXPECT_EQ((BigInt{true, {0xFFFFFFFFu, 0xFFFFFFFFu}}).to_decimal(), "-18446744073709551615");
    EXPECT_EQ((BigInt{false, {0, 1}}).to_decimal(), "4294967296");
    EXPECT_EQ((BigInt{true, {7}}).to_decimal(), "-7");
}

// 2^128 - 1 and 2^128: all-ones words and a carry into a new word.
TEST(BigInt, DecimalOfMultiWordValues) {
    BigInt all_ones{false, {0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu}};
    EXPECT_EQ(all_ones.to_decimal(), "340282366920938463463374607431768211455");
    BigInt power{true, {0, 0, 0, 0, 1}};
    EXPECT_EQ(power.to_decimal(), "-340282366920938463463374607431768211456");
}

TEST(BigInt, EqualityComparesSignAndWords) {
    EXPECT_EQ(BigInt::from_int64(5), (BigInt{false, {5}}));
    EXPECT_NE(BigInt::from_int64(5), BigInt::from_int64(-5));
}

}  // namespace
}  // namespace glassbox
