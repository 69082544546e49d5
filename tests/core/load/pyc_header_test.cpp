// The 16-byte .pyc header (PEP 552): magic number per version, flags, and
// the timestamp or source-hash fields; then load_pyc on whole files.
#include <gtest/gtest.h>

#include <string>

#include "load/load.h"
#include "load/pyc_header.h"
#include "load_error_capture.h"
#include "marshal_bytes.h"

namespace glassbox {
namespace {

using test::Bytes;
using test::cat;
using test::CodeFields;
using test::CodeLayout;
using test::code_obj;
using test::le32;
using test::raw;

Bytes header(std::uint16_t magic, std::uint32_t flags, std::uint32_t word2, std::uint32_t word3) {
    return cat({Bytes{std::uint8_t(magic), std::uint8_t(magic >> 8), '\r', '\n'}, le32(flags), le32(word2),
                le32(word3)});
}

PycHeader read(const Bytes& bytes) { return read_pyc_header(test::view(bytes)); }

std::optional<LoadError> header_error(const Bytes& bytes) {
    try {
        read(bytes);
    } catch (const LoadError& error) {
        return error;
    }
    ADD_FAILURE() << "no LoadError";
    return std::nullopt;
}

// importlib.util.MAGIC_NUMBER of each released interpreter we test with.
TEST(PycHeader, EachVersionsReleaseMagic) {
    const std::pair<std::uint16_t, PythonVersion> magics[] = {
        {3413, {3, 8}},  {3425, {3, 9}},  {3439, {3, 10}}, {3495, {3, 11}},
        {3531, {3, 12}}, {3571, {3, 13}}, {3627, {3, 14}}, {3666, {3, 15}},
    };
    for (auto [magic, version] : magics) {
        EXPECT_EQ(version_for_magic(magic), version) << magic;
        EXPECT_EQ(read(header(magic, 0, 0, 0)).version, version) << magic;
    }
}

// Alpha and beta magics fall in each version's reserved block.
TEST(PycHeader, BlockEdges) {
    EXPECT_EQ(version_for_magic(3400), (PythonVersion{3, 8}));
    EXPECT_EQ(version_for_magic(3419), (PythonVersion{3, 8}));
    EXPECT_EQ(version_for_magic(3420), (PythonVersion{3, 9}));
    EXPECT_EQ(version_for_magic(3450), (PythonVersion{3, 11}));
    EXPECT_EQ(version_for_magic(3699), (PythonVersion{3, 15}));
    EXPECT_EQ(version_for_magic(3399), (PythonVersion{0, 0}));  // 3.7
    EXPECT_EQ(version_for_magic(3700), (PythonVersion{0, 0}));
    EXPECT_EQ(version_for_magic(62211), (PythonVersion{0, 0}));  // 2.7
}

TEST(PycHeader, TimestampFields) {
    PycHeader h = read(header(3531, 0, 1700000000, 1234));
    EXPECT_EQ(h.magic, 3531);
    EXPECT_EQ(h.flags, 0u);
    EXPECT_FALSE(h.hash_based);
    EXPECT_FALSE(h.check_source);
    EXPECT_EQ(h.mtime, 1700000000u);
    EXPECT_EQ(h.source_size, 1234u);
    EXPECT_EQ(h.source_hash, 0u);
}

TEST(PycHeader, HashBasedFieldsAreOneLittleEndianWord) {
    PycHeader unchecked = read(header(3571, 1, 0x04030201, 0x08070605));
    EXPECT_TRUE(unchecked.hash_based);
    EXPECT_FALSE(unchecked.check_source);
    EXPECT_EQ(unchecked.source_hash, 0x0807060504030201u);
    EXPECT_EQ(unchecked.mtime, 0u);
    PycHeader checked = read(header(3571, 3, 0, 0));
    EXPECT_TRUE(checked.hash_based);
    EXPECT_TRUE(checked.check_source);
    EXPECT_EQ(checked.flags, 3u);
}

TEST(PycHeader, ShortFileNamesItsLength) {
    for (std::size_t size : {0u, 1u, 4u, 15u}) {
        Bytes bytes = header(3531, 0, 0, 0);
        bytes.resize(size);
        auto error = header_error(bytes);
        ASSERT_TRUE(error) << size;
        EXPECT_EQ(error->offset(), size);
        EXPECT_TRUE(test::contains(error->problem(), "truncated .pyc header"));
    }
}

TEST(PycHeader, MissingCrLfIsNotAPyc) {
    Bytes bytes = header(3531, 0, 0, 0);
    bytes[3] = '\r';
    auto error = header_error(bytes);
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 2u);
}

TEST(PycHeader, UnknownMagicIsRefused) {
    auto old = header_error(header(3394, 0, 0, 0));  // 3.7
    ASSERT_TRUE(old);
    EXPECT_EQ(old->offset(), 0u);
    EXPECT_TRUE(test::contains(old->problem(), "magic number 3394"));
    EXPECT_TRUE(header_error(header(3750, 0, 0, 0)));
}

TEST(PycHeader, UnknownFlagBitsAreRefused) {
    for (std::uint32_t flags : {4u, 0x80000000u, 7u}) {
        auto error = header_error(header(3439, flags, 0, 0));
        ASSERT_TRUE(error) << flags;
        EXPECT_EQ(error->offset(), 4u);
        EXPECT_TRUE(test::contains(error->problem(), "unknown .pyc flag bits"));
    }
}

TEST(PycHeader, CheckSourceWithoutHashIsRefused) {
    auto error = header_error(header(3439, 2, 0, 0));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 4u);
}

TEST(LoadPyc, HeaderThenCode) {
    CodeFields fields;
    fields.name = test::short_ascii("<module>");
    LoadedPyc pyc = load_pyc(test::view(cat({header(3425, 0, 5, 6), code_obj(fields, CodeLayout::Separate)})));
    EXPECT_EQ(pyc.header.version, (PythonVersion{3, 9}));
    EXPECT_EQ(pyc.header.mtime, 5u);
    ASSERT_TRUE(pyc.code);
    EXPECT_EQ(pyc.code->name, "<module>");
    EXPECT_EQ(pyc.code->version, (PythonVersion{3, 9}));
}

// The magic number, not anything in the marshal data, picks the code layout.
TEST(LoadPyc, MagicPicksTheLayout) {
    Bytes code = code_obj(CodeFields{}, CodeLayout::LocalsPlus);
    EXPECT_EQ(load_pyc(test::view(cat({header(3627, 0, 0, 0), code}))).code->version, (PythonVersion{3, 14}));
    EXPECT_THROW(load_pyc(test::view(cat({header(3439, 0, 0, 0), code}))), LoadError);
}

TEST(LoadPyc, MarshalErrorsCountFromTheFileStart) {
    auto error = test::pyc_error(cat({header(3531, 0, 0, 0), raw("?")}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 16u);
    auto empty = test::pyc_error(header(3531, 0, 0, 0));
    ASSERT_TRUE(empty);
    EXPECT_EQ(empty->offset(), 16u);
}

TEST(LoadPyc, NonCodeObjectNamesTheMarshalStart) {
    auto error = test::pyc_error(cat({header(3531, 0, 0, 0), raw("N")}));
    ASSERT_TRUE(error);
    EXPECT_EQ(error->offset(), 16u);
    EXPECT_TRUE(test::contains(error->problem(), "expected a code object, found a None"));
}

TEST(LoadPyc, TruncatedAtEveryOffset) {
    CodeFields fields;
    fields.consts = test::small_tuple({test::short_ascii("doc"), test::int32_obj(3)});
    Bytes bytes = cat({header(3571, 1, 1, 2), code_obj(fields, CodeLayout::LocalsPlus)});
    EXPECT_NO_THROW(load_pyc(test::view(bytes)));
    for (std::size_t cut = 0; cut < bytes.size(); ++cut) {
        auto error = test::pyc_error(Bytes(bytes.begin(), bytes.begin() + std::ptrdiff_t(cut)));
        ASSERT_TRUE(error) << cut;
        EXPECT_LE(error->offset(), cut) << cut;
        if (cut >= 16) {
            EXPECT_GE(error->offset(), 16u) << cut;
        }
    }
}

}  // namespace
}  // namespace glassbox
