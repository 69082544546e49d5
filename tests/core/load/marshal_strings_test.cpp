// Marshal's string type codes: bytes ('s'), UTF-8 str ('t', 'u'), ASCII str
// with a 4-byte ('a', 'A') or 1-byte ('z', 'Z') length, and their checks.
#include <gtest/gtest.h>

#include <string>

#include "load/load.h"
#include "load/utf8.h"
#include "load_error_capture.h"
#include "marshal_bytes.h"

namespace glassbox {
namespace {

using test::Bytes;
using test::byte;
using test::cat;
using test::le32;
using test::raw;

ObjectPtr load(const Bytes& bytes) { return load_marshalled_object(test::view(bytes), {3, 12}); }

TEST(MarshalStrings, BytesKeepEveryByte) {
    ObjectPtr value = load(cat({raw("s"), le32(4), raw(std::string("\x00\xff\x80\n", 4))}));
    EXPECT_EQ(value->kind, ObjectKind::Bytes);
    EXPECT_EQ(value->text, std::string("\x00\xff\x80\n", 4));
    EXPECT_FALSE(value->is_string());
}

TEST(MarshalStrings, EmptyBytes) {
    ObjectPtr value = load(cat({raw("s"), le32(0)}));
    EXPECT_EQ(value->kind, ObjectKind::Bytes);
    EXPECT_TRUE(value->text.empty());
}

TEST(MarshalStrings, EveryStrTypeCodeGivesAStr) {
    const Bytes inputs[] = {
        cat({raw("t"), le32(3), raw("abc")}),   // interned, UTF-8
        cat({raw("u"), le32(3), raw("abc")}),   // UTF-8
        cat({raw("a"), le32(3), raw("abc")}),   // ASCII
        cat({raw("A"), le32(3), raw("abc")}),   // ASCII, interned
        cat({raw("z"), byte(3), raw("abc")}),   // short ASCII
        cat({raw("Z"), byte(3), raw("abc")}),   // short ASCII, interned
    };
    for (const Bytes& input : inputs) {
        ObjectPtr value = load(input);
        EXPECT_EQ(value->kind, ObjectKind::Str) << char(input[0]);
        EXPECT_TRUE(value->is_string());
        EXPECT_EQ(value->text, "abc") << char(input[0]);
    }
}

TEST(MarshalStrings, Utf8StrKeepsItsBytes) {
    // marshal.dumps("é") writes 'u' (flagged) with c3 a9
    ObjectPtr value = load(cat({raw("u"), le32(2), raw("\xc3\xa9")}));
    EXPECT_EQ(value->text, "\xc3\xa9");
}

// CPython writes str with "surrogatepass": a lone surrogate is three bytes ED A0 80.
TEST(MarshalStrings, LoneSurrogateIsAccepted) {
    ObjectPtr value = load(cat({raw("u"), le32(3), raw("\xed\xa0\x80")}));
    EXPECT_EQ(value->text, "\xed\xa0\x80");
}

TEST(MarshalStrings, FourByteSequenceIsAccepted) {
    ObjectPtr value = load(cat({raw("t"), le32(4), raw("\xf0\x9f\x98\x80")}));
    EXPECT_EQ(value->text, "\xf0\x9f\x98\x80");
}

TEST(MarshalStrings, ShortAsciiOfLength255) {
    ObjectPtr value = load(cat({raw("z"), byte(255), raw(std::string(255, 'x'))}));
    EXPECT_EQ(value->text.size(), 255u);
}

TEST(MarshalStrings, NonAsciiInAsciiStrNamesTheByte) {
    // 'a' + 4-byte length: the text starts at byte 5, the bad byte is its third.
    auto long_form = test::marshal_error(cat({raw("a"), le32(3), raw("ab\x80")}));
    ASSERT_TRUE(long_form);
    EXPECT_EQ(long_form->offset(), 7u);
    EXPECT_TRUE(test::contains(long_form->problem(), "non-ASCII"));
    // 'Z' + 1-byte length: the text starts at byte 2.
    auto short_form = test::marshal_error(cat({raw("Z"), byte(2), raw("\xc3\xa9")}));
    ASSERT_TRUE(short_form);
    EXPECT_EQ(short_form->offset(), 2u);
}

TEST(MarshalStrings, InvalidUtf8NamesTheFirstBadSequence) {
    struct Case {
        std::string text;
        std::size_t bad_at;
    };
    const Case cases[] = {
        {"ab\xff", 2},              // never a UTF-8 byte
        {"\xc3\x28", 0},            // lead byte without continuation
        {"a\xe2\x82", 1},           // sequence cut by the end of the string
        {"\xc0\x80", 0},            // overlong NUL
        {"\xe0\x80\x80", 0},        // overlong three-byte form
        {"\xf4\x90\x80\x80", 0},    // past U+10FFFF
        {"\x80", 0},                // continuation byte alone
        {"ok\xf8\x88\x80\x80\x80", 2},  // five-byte form
    };
    for (const Case& c : cases) {
        auto error = test::marshal_error(cat({raw("u"), le32(std::int64_t(c.text.size())), raw(c.text)}));
        ASSERT_TRUE(error);
        EXPECT_EQ(error->offset(), 5 + c.bad_at) << c.bad_at;
        EXPECT_TRUE(test::contains(error->problem(), "invalid UTF-8"));
    }
}

TEST(MarshalStrings, InternedStrIsCheckedToo) {
    auto error = test::marshal_error(cat({raw("t"), le32(1), raw("\xfe")}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 5u);
}

TEST(MarshalStrings, BytesAreNotCheckedAsText) {
    EXPECT_EQ(load(cat({raw("s"), le32(1), raw("\xfe")}))->text, "\xfe");
}

TEST(Utf8, FindsNothingInValidText) {
    EXPECT_EQ(find_invalid_utf8(""), std::nullopt);
    EXPECT_EQ(find_invalid_utf8("plain"), std::nullopt);
    EXPECT_EQ(find_invalid_utf8("\xc2\x80\xdf\xbf\xef\xbf\xbf\xf4\x8f\xbf\xbf"), std::nullopt);  // each form's maximum
}

TEST(Utf8, FindsTheOffsetOfTheFirstBadSequence) {
    EXPECT_EQ(find_invalid_utf8("abc\xc3"), 3u);
    EXPECT_EQ(find_invalid_utf8("\xc3\xa9\xc3\xc3"), 2u);
}

}  // namespace
}  // namespace glassbox
