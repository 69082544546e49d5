// Marshal's containers: tuples, lists, dicts, sets, frozensets, slices
// (3.14+) and frozendicts (3.15+), and the 'r' references that share objects.
#include <gtest/gtest.h>

#include <string>

#include "load/load.h"
#include "load_error_capture.h"
#include "marshal_bytes.h"

namespace glassbox {
namespace {

using test::Bytes;
using test::byte;
using test::cat;
using test::flagged;
using test::int32_obj;
using test::le32;
using test::raw;
using test::ref_obj;
using test::short_ascii;
using test::small_tuple;

ObjectPtr load(const Bytes& bytes, PythonVersion version = {3, 12}) {
    return load_marshalled_object(test::view(bytes), version);
}

std::int64_t int_value(const ObjectPtr& object) {
    EXPECT_EQ(object->kind, ObjectKind::Int);
    return object->integer.to_int64().value_or(-999);
}

TEST(MarshalContainers, TupleWithFourByteLength) {
    ObjectPtr value = load(cat({raw("("), le32(2), int32_obj(1), raw("N")}));
    ASSERT_EQ(value->kind, ObjectKind::Tuple);
    ASSERT_EQ(value->items.size(), 2u);
    EXPECT_EQ(int_value(value->items[0]), 1);
    EXPECT_EQ(value->items[1]->kind, ObjectKind::None);
}

TEST(MarshalContainers, SmallTupleWithOneByteLength) {
    ObjectPtr value = load(cat({raw(")"), byte(3), raw("T"), raw("F"), small_tuple({})}));
    ASSERT_EQ(value->kind, ObjectKind::Tuple);
    ASSERT_EQ(value->items.size(), 3u);
    EXPECT_EQ(value->items[0]->kind, ObjectKind::True);
    EXPECT_EQ(value->items[1]->kind, ObjectKind::False);
    EXPECT_EQ(value->items[2]->kind, ObjectKind::Tuple);
    EXPECT_TRUE(value->items[2]->items.empty());
}

TEST(MarshalContainers, ListSetAndFrozenSetKeepMarshalOrder) {
    const std::pair<char, ObjectKind> kinds[] = {
        {'[', ObjectKind::List}, {'<', ObjectKind::Set}, {'>', ObjectKind::FrozenSet}};
    for (auto [code, kind] : kinds) {
        ObjectPtr value = load(cat({raw(std::string(1, code)), le32(2), int32_obj(7), int32_obj(3)}));
        ASSERT_EQ(value->kind, kind) << code;
        ASSERT_EQ(value->items.size(), 2u);
        EXPECT_EQ(int_value(value->items[0]), 7);
        EXPECT_EQ(int_value(value->items[1]), 3);
    }
}

TEST(MarshalContainers, DictPairsEndAtNull) {
    ObjectPtr value = load(cat({raw("{"), short_ascii("a"), int32_obj(1), short_ascii("b"), raw("N"), raw("0")}));
    ASSERT_EQ(value->kind, ObjectKind::Dict);
    ASSERT_EQ(value->items.size(), 4u);
    EXPECT_EQ(value->items[0]->text, "a");
    EXPECT_EQ(int_value(value->items[1]), 1);
    EXPECT_EQ(value->items[2]->text, "b");
    EXPECT_EQ(value->items[3]->kind, ObjectKind::None);
}

TEST(MarshalContainers, EmptyDict) {
    ObjectPtr value = load(raw("{0"));
    EXPECT_EQ(value->kind, ObjectKind::Dict);
    EXPECT_TRUE(value->items.empty());
}

TEST(MarshalContainers, NullValueInDictIsAnError) {
    // The error names the pair's key.
    auto error = test::marshal_error(cat({raw("{"), int32_obj(1), raw("0")}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 1u);
    EXPECT_TRUE(test::contains(error->problem(), "NULL value"));
}

TEST(MarshalContainers, NullInsideATupleIsAnError) {
    auto error = test::marshal_error(cat({raw(")"), byte(2), raw("N"), raw("0")}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 3u);
    EXPECT_TRUE(test::contains(error->problem(), "NULL inside a tuple"));
}

TEST(MarshalContainers, SliceFromPython314) {
    Bytes slice = cat({raw(":"), int32_obj(1), int32_obj(2), raw("N")});
    for (int minor : {14, 15}) {
        ObjectPtr value = load(slice, {3, minor});
        ASSERT_EQ(value->kind, ObjectKind::Slice);
        ASSERT_EQ(value->items.size(), 3u);
        EXPECT_EQ(int_value(value->items[0]), 1);
        EXPECT_EQ(int_value(value->items[1]), 2);
        EXPECT_EQ(value->items[2]->kind, ObjectKind::None);
    }
}

TEST(MarshalContainers, SliceBefore314IsAnUnknownTypeCode) {
    for (int minor = 8; minor <= 13; ++minor) {
        auto error = test::marshal_error(cat({raw(":"), raw("NNN")}), {3, minor});
        ASSERT_TRUE(error);
        EXPECT_EQ(error->offset(), 0u);
        EXPECT_TRUE(test::contains(error->problem(), "unknown marshal type code 0x3a"));
    }
}

TEST(MarshalContainers, FrozenDictFromPython315) {
    ObjectPtr value = load(cat({raw("}"), short_ascii("k"), int32_obj(9), raw("0")}), {3, 15});
    ASSERT_EQ(value->kind, ObjectKind::FrozenDict);
    ASSERT_EQ(value->items.size(), 2u);
    EXPECT_EQ(value->items[0]->text, "k");
    EXPECT_EQ(int_value(value->items[1]), 9);
}

TEST(MarshalContainers, FrozenDictBefore315IsAnUnknownTypeCode) {
    auto error = test::marshal_error(raw("}0"), {3, 14});
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 0u);
    EXPECT_TRUE(test::contains(error->problem(), "0x7d"));
}

// FLAG_REF objects are numbered in the order their type codes appear: a
// container claims its number before its items are read.
TEST(MarshalReferences, NumberedInPreOrder) {
    Bytes bytes = cat({
        flagged(raw("(")), le32(5),                   // ref 0: the outer tuple
        flagged(cat({raw(")"), byte(1)})),            // ref 1: the inner tuple...
        flagged(short_ascii("a")),                    // ref 2: ...holding "a"
        flagged(int32_obj(7)),                        // ref 3
        ref_obj(2), ref_obj(3), ref_obj(1),
    });
    ObjectPtr value = load(bytes);
    ASSERT_EQ(value->items.size(), 5u);
    const ObjectPtr& inner = value->items[0];
    ASSERT_EQ(inner->kind, ObjectKind::Tuple);
    EXPECT_EQ(value->items[2], inner->items[0]);  // the same object, not a copy
    EXPECT_EQ(value->items[2]->text, "a");
    EXPECT_EQ(value->items[3], value->items[1]);
    EXPECT_EQ(int_value(value->items[3]), 7);
    EXPECT_EQ(value->items[4], inner);
}

TEST(MarshalReferences, UnflaggedObjectsClaimNoNumber) {
    Bytes bytes = cat({raw(")"), byte(3), short_ascii("x"), flagged(short_ascii("y")), ref_obj(0)});
    ObjectPtr value = load(bytes);
    EXPECT_EQ(value->items[2]->text, "y");
}

// CPython registers no reference for a flagged singleton (marshal.c: only
// R_REF / r_ref_reserve add one), so the next flagged object is number 0:
// marshal.loads gives (None, 5, 5) here.
TEST(MarshalReferences, FlaggedSingletonClaimsNoNumber) {
    Bytes bytes = cat({raw(")"), byte(3), flagged(raw("N")), flagged(int32_obj(5)), ref_obj(0)});
    ObjectPtr value = load(bytes);
    ASSERT_EQ(value->items.size(), 3u);
    EXPECT_EQ(value->items[0]->kind, ObjectKind::None);
    EXPECT_EQ(int_value(value->items[2]), 5);
}

// A flag on 'r' itself is ignored by CPython: marshal.loads gives (5, 5).
TEST(MarshalReferences, FlagOnAReferenceIsIgnored) {
    Bytes bytes = cat({raw(")"), byte(2), flagged(int32_obj(5)), flagged(ref_obj(0))});
    ObjectPtr value = load(bytes);
    EXPECT_EQ(int_value(value->items[1]), 5);
}

TEST(MarshalReferences, OutOfRangeNamesTheIndex) {
    auto none_yet = test::marshal_error(ref_obj(0));
    ASSERT_TRUE(none_yet);
    EXPECT_EQ(none_yet->offset(), 1u);
    EXPECT_TRUE(test::contains(none_yet->problem(), "reference 0 out of range (0 objects so far)"));

    auto past_end = test::marshal_error(cat({raw(")"), byte(2), flagged(int32_obj(5)), ref_obj(1)}));
    ASSERT_TRUE(past_end);
    EXPECT_EQ(past_end->offset(), 8u);

    auto negative = test::marshal_error(cat({raw(")"), byte(2), flagged(int32_obj(5)), ref_obj(-1)}));
    ASSERT_TRUE(negative);
    EXPECT_EQ(negative->offset(), 8u);
    EXPECT_TRUE(test::contains(negative->problem(), "reference -1"));
}

TEST(MarshalReferences, ContainerReferringToItselfIsACycle) {
    auto error = test::marshal_error(cat({flagged(raw("(")), le32(1), ref_obj(0)}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 6u);
    EXPECT_TRUE(test::contains(error->problem(), "still being read"));
}

TEST(MarshalReferences, CycleThroughAnInnerContainer) {
    // ref 0 = list, ref 1 = tuple inside it, which refers back to the list.
    Bytes bytes = cat({flagged(raw("[")), le32(1), flagged(cat({raw(")"), byte(1)})), ref_obj(0)});
    auto error = test::marshal_error(bytes);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 8u);
}

TEST(MarshalReferences, ReferenceAfterTheContainerEndsIsFine) {
    Bytes bytes = cat({raw(")"), byte(2), flagged(small_tuple({raw("N")})), ref_obj(0)});
    ObjectPtr value = load(bytes);
    EXPECT_EQ(value->items[1], value->items[0]);
}

}  // namespace
}  // namespace glassbox
