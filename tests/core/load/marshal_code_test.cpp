// Marshal's code objects in both layouts: ≤3.10 (separate varnames,
// freevars, cellvars) and 3.11+ (localsplus names and kinds, qualname,
// exception table), and the checks on each field's type.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "load/load.h"
#include "load_error_capture.h"
#include "marshal_bytes.h"

namespace glassbox {
namespace {

using test::Bytes;
using test::bytes_obj;
using test::cat;
using test::CodeFields;
using test::CodeLayout;
using test::code_field_offset;
using test::code_obj;
using test::int32_obj;
using test::le32;
using test::raw;
using test::short_ascii;
using test::small_tuple;

using Names = std::vector<std::string>;

std::shared_ptr<const CodeObject> load_code(const Bytes& bytes, PythonVersion version) {
    return load_marshalled_code(test::view(bytes), version);
}

CodeFields separate_fields() {
    CodeFields f;
    f.argcount = le32(2);
    f.posonlyargcount = le32(1);
    f.kwonlyargcount = le32(1);
    f.nlocals = le32(4);
    f.stacksize = le32(3);
    f.flags = le32(0x43);
    f.consts = small_tuple({raw("N"), int32_obj(42)});
    f.names = small_tuple({short_ascii("print")});
    f.varnames = small_tuple({short_ascii("a"), short_ascii("b"), short_ascii("c"), short_ascii("d")});
    f.freevars = small_tuple({short_ascii("free")});
    f.cellvars = small_tuple({short_ascii("cell")});
    f.filename = short_ascii("mod.py");
    f.name = short_ascii("func");
    f.firstlineno = le32(7);
    f.linetable = bytes_obj("\x02\x01");
    return f;
}

TEST(MarshalCode, SeparateLayoutFields) {
    auto code = load_code(code_obj(separate_fields(), CodeLayout::Separate), {3, 9});
    EXPECT_EQ(code->version, (PythonVersion{3, 9}));
    EXPECT_EQ(code->argcount, 2);
    EXPECT_EQ(code->posonlyargcount, 1);
    EXPECT_EQ(code->kwonlyargcount, 1);
    EXPECT_EQ(code->nlocals, 4);
    EXPECT_EQ(code->stacksize, 3);
    EXPECT_EQ(code->flags, 0x43u);
    EXPECT_EQ(code->code, std::string("\x64\x00\x53\x00", 4));
    ASSERT_EQ(code->consts.size(), 2u);
    EXPECT_EQ(code->consts[1]->integer.to_int64(), 42);
    EXPECT_EQ(code->names, (Names{"print"}));
    EXPECT_EQ(code->varnames, (Names{"a", "b", "c", "d"}));
    EXPECT_EQ(code->freevars, (Names{"free"}));
    EXPECT_EQ(code->cellvars, (Names{"cell"}));
    EXPECT_EQ(code->filename, "mod.py");
    EXPECT_EQ(code->name, "func");
    EXPECT_EQ(code->qualname, "func");  // no co_qualname before 3.11
    EXPECT_EQ(code->firstlineno, 7);
    EXPECT_EQ(code->linetable, "\x02\x01");
    EXPECT_TRUE(code->exceptiontable.empty());
}

// ≤3.10 has no localsplus; it is synthesized as varnames, cellvars, freevars.
TEST(MarshalCode, SeparateLayoutSynthesizesLocalsPlus) {
    auto code = load_code(code_obj(separate_fields(), CodeLayout::Separate), {3, 10});
    EXPECT_EQ(code->localsplus_names, (Names{"a", "b", "c", "d", "cell", "free"}));
    EXPECT_EQ(code->localsplus_kinds, (std::vector<std::uint8_t>{kLocalFast, kLocalFast, kLocalFast, kLocalFast,
                                                                 kLocalCell, kLocalFree}));
}

CodeFields localsplus_fields() {
    CodeFields f;
    f.argcount = le32(2);
    f.stacksize = le32(5);
    f.flags = le32(3);
    f.localsplusnames =
        small_tuple({short_ascii("x"), short_ascii("y"), short_ascii("z"), short_ascii("w")});
    // x: a plain argument; y: an argument that is also a cell; z: a cell; w: a free variable.
    f.localspluskinds = bytes_obj("\x26\x66\x40\x80");
    f.name = short_ascii("m");
    f.qualname = short_ascii("C.m");
    f.firstlineno = le32(12);
    f.linetable = bytes_obj("\xf0\x03");
    f.exceptiontable = bytes_obj("\x82\x04\x06\x02");
    return f;
}

TEST(MarshalCode, LocalsPlusLayoutFields) {
    auto code = load_code(code_obj(localsplus_fields(), CodeLayout::LocalsPlus), {3, 11});
    EXPECT_EQ(code->argcount, 2);
    EXPECT_EQ(code->stacksize, 5);
    EXPECT_EQ(code->flags, 3u);
    EXPECT_EQ(code->name, "m");
    EXPECT_EQ(code->qualname, "C.m");
    EXPECT_EQ(code->firstlineno, 12);
    EXPECT_EQ(code->linetable, "\xf0\x03");
    EXPECT_EQ(code->exceptiontable, "\x82\x04\x06\x02");
}

// Names land in varnames, cellvars and freevars by their kind bits, as
// CPython's co_varnames / co_cellvars / co_freevars; nlocals counts the fast locals.
TEST(MarshalCode, LocalsPlusKindsSortNames) {
    auto code = load_code(code_obj(localsplus_fields(), CodeLayout::LocalsPlus), {3, 13});
    EXPECT_EQ(code->localsplus_names, (Names{"x", "y", "z", "w"}));
    EXPECT_EQ(code->localsplus_kinds, (std::vector<std::uint8_t>{0x26, 0x66, 0x40, 0x80}));
    EXPECT_EQ(code->varnames, (Names{"x", "y"}));
    EXPECT_EQ(code->cellvars, (Names{"y", "z"}));
    EXPECT_EQ(code->freevars, (Names{"w"}));
    EXPECT_EQ(code->nlocals, 2);
}

TEST(MarshalCode, NestedCodeObjectInConsts) {
    CodeFields inner = localsplus_fields();
    CodeFields outer;
    outer.consts = small_tuple({code_obj(inner, CodeLayout::LocalsPlus), raw("N")});
    outer.name = short_ascii("<module>");
    outer.qualname = short_ascii("<module>");
    auto code = load_code(code_obj(outer, CodeLayout::LocalsPlus), {3, 12});
    ASSERT_EQ(code->consts.size(), 2u);
    ASSERT_EQ(code->consts[0]->kind, ObjectKind::Code);
    EXPECT_EQ(code->consts[0]->code->qualname, "C.m");
    EXPECT_EQ(code->consts[0]->code->version, (PythonVersion{3, 12}));
}

TEST(MarshalCode, EveryLayoutReadsInItsVersions) {
    for (int minor = 8; minor <= 10; ++minor) {
        EXPECT_EQ(load_code(code_obj(separate_fields(), CodeLayout::Separate), {3, minor})->name, "func");
    }
    for (int minor = 11; minor <= 15; ++minor) {
        EXPECT_EQ(load_code(code_obj(localsplus_fields(), CodeLayout::LocalsPlus), {3, minor})->qualname, "C.m");
    }
}

TEST(MarshalCode, SeparateLayoutIsNotAValid311CodeObject) {
    EXPECT_THROW(load_code(code_obj(separate_fields(), CodeLayout::Separate), {3, 11}), LoadError);
}

TEST(MarshalCode, NonCodeTopLevelObjectIsRefused) {
    try {
        load_code(int32_obj(1), {3, 12});
        FAIL() << "no LoadError";
    } catch (const LoadError& error) {
        EXPECT_EQ(error.offset(), 0u);
        EXPECT_TRUE(test::contains(error.problem(), "expected a code object, found a int"));
    }
}

struct WrongField {
    const char* field;
    CodeLayout layout;
    Bytes CodeFields::*member;
};

// Each object field replaced by an int: the error names the field's first byte.
TEST(MarshalCode, FieldOfTheWrongTypeNamesItsOffset) {
    const WrongField cases[] = {
        {"co_code", CodeLayout::Separate, &CodeFields::code},
        {"co_consts", CodeLayout::Separate, &CodeFields::consts},
        {"co_names", CodeLayout::Separate, &CodeFields::names},
        {"co_varnames", CodeLayout::Separate, &CodeFields::varnames},
        {"co_freevars", CodeLayout::Separate, &CodeFields::freevars},
        {"co_cellvars", CodeLayout::Separate, &CodeFields::cellvars},
        {"co_filename", CodeLayout::Separate, &CodeFields::filename},
        {"co_name", CodeLayout::Separate, &CodeFields::name},
        {"co_lnotab", CodeLayout::Separate, &CodeFields::linetable},
        {"co_code", CodeLayout::LocalsPlus, &CodeFields::code},
        {"co_consts", CodeLayout::LocalsPlus, &CodeFields::consts},
        {"co_names", CodeLayout::LocalsPlus, &CodeFields::names},
        {"co_localsplusnames", CodeLayout::LocalsPlus, &CodeFields::localsplusnames},
        {"co_localspluskinds", CodeLayout::LocalsPlus, &CodeFields::localspluskinds},
        {"co_filename", CodeLayout::LocalsPlus, &CodeFields::filename},
        {"co_name", CodeLayout::LocalsPlus, &CodeFields::name},
        {"co_qualname", CodeLayout::LocalsPlus, &CodeFields::qualname},
        {"co_linetable", CodeLayout::LocalsPlus, &CodeFields::linetable},
        {"co_exceptiontable", CodeLayout::LocalsPlus, &CodeFields::exceptiontable},
    };
    for (const WrongField& c : cases) {
        CodeFields fields;
        fields.*c.member = int32_obj(0);
        PythonVersion version = c.layout == CodeLayout::Separate ? PythonVersion{3, 9} : PythonVersion{3, 12};
        auto error = test::marshal_error(code_obj(fields, c.layout), version);
        ASSERT_TRUE(error) << c.field;
        EXPECT_EQ(error->offset(), code_field_offset(fields, c.layout, c.field)) << c.field;
    }
}

TEST(MarshalCode, StrFieldGivenBytesIsRefused) {
    CodeFields fields;
    fields.name = bytes_obj("f");
    auto error = test::marshal_error(code_obj(fields, CodeLayout::LocalsPlus), {3, 13});
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), code_field_offset(fields, CodeLayout::LocalsPlus, "co_name"));
    EXPECT_TRUE(test::contains(error->problem(), "co_name is a bytes, not str"));
}

TEST(MarshalCode, NameTupleHoldingANonStringNamesTheTuple) {
    CodeFields fields;
    fields.names = small_tuple({short_ascii("ok"), int32_obj(3)});
    auto error = test::marshal_error(code_obj(fields, CodeLayout::Separate), {3, 8});
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), code_field_offset(fields, CodeLayout::Separate, "co_names"));
    EXPECT_TRUE(test::contains(error->problem(), "co_names holds a non-string"));
}

// Counts and sizes must not be negative; flags and firstlineno may hold any value.
TEST(MarshalCode, NegativeCountNamesItsField) {
    const std::pair<const char*, Bytes CodeFields::*> cases[] = {
        {"argcount", &CodeFields::argcount},
        {"posonlyargcount", &CodeFields::posonlyargcount},
        {"kwonlyargcount", &CodeFields::kwonlyargcount},
        {"nlocals", &CodeFields::nlocals},
        {"stacksize", &CodeFields::stacksize},
    };
    for (auto [field, member] : cases) {
        CodeFields fields;
        fields.*member = le32(-1);
        auto error = test::marshal_error(code_obj(fields, CodeLayout::Separate), {3, 10});
        ASSERT_TRUE(error) << field;
        EXPECT_EQ(error->offset(), code_field_offset(fields, CodeLayout::Separate, field)) << field;
        EXPECT_TRUE(test::contains(error->problem(), std::string("negative ") + field));
    }
}

TEST(MarshalCode, AnyFlagsAndFirstLineAreKept) {
    CodeFields fields;
    fields.flags = le32(-1);
    fields.firstlineno = le32(-5);
    auto code = load_code(code_obj(fields, CodeLayout::LocalsPlus), {3, 12});
    EXPECT_EQ(code->flags, 0xFFFFFFFFu);
    EXPECT_EQ(code->firstlineno, -5);
}

// The code-object-level checks name the code object's first field.
TEST(MarshalCode, OddLengthBytecodeIsRefused) {
    CodeFields fields;
    fields.code = bytes_obj("\x09\x00\x09");
    auto error = test::marshal_error(code_obj(fields, CodeLayout::LocalsPlus), {3, 12});
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 1u);
    EXPECT_TRUE(test::contains(error->problem(), "odd length"));
}

TEST(MarshalCode, LocalsPlusKindsOfAnotherLengthAreRefused) {
    CodeFields fields = localsplus_fields();
    fields.localspluskinds = bytes_obj("\x26\x66\x40");
    auto error = test::marshal_error(code_obj(fields, CodeLayout::LocalsPlus), {3, 12});
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 1u);
    EXPECT_TRUE(test::contains(error->problem(), "differ in length"));
}

// Offsets inside a nested code object count from the start of the whole input.
TEST(MarshalCode, ErrorInANestedCodeObjectCountsFromTheStart) {
    CodeFields inner;
    inner.name = int32_obj(0);
    CodeFields outer;
    outer.consts = small_tuple({code_obj(inner, CodeLayout::LocalsPlus)});
    std::size_t inner_at = code_field_offset(outer, CodeLayout::LocalsPlus, "co_consts") + 2;
    auto error = test::marshal_error(code_obj(outer, CodeLayout::LocalsPlus), {3, 14});
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), inner_at + code_field_offset(inner, CodeLayout::LocalsPlus, "co_name"));
}

}  // namespace
}  // namespace glassbox
