#include "load/pyc_header.h"

#include <array>

#include "load/load_error.h"

namespace glassbox {
namespace {

// Magic numbers each version's compiler used, alpha releases included, as
// listed in CPython's Lib/importlib/_bootstrap_external.py. Each minor version
// owns a block of numbers; the blocks below are those reservations.
struct MagicRange {
    std::uint16_t first;
    std::uint16_t last;
    PythonVersion version;
};

constexpr std::array kMagicRanges{
    MagicRange{3400, 3419, {3, 8}},  MagicRange{3420, 3429, {3, 9}},
    MagicRange{3430, 3449, {3, 10}}, MagicRange{3450, 3499, {3, 11}},
    MagicRange{3500, 3549, {3, 12}}, MagicRange{3550, 3599, {3, 13}},
    MagicRange{3600, 3649, {3, 14}}, MagicRange{3650, 3699, {3, 15}},
};

std::uint32_t read_u32(std::span<const std::uint8_t> bytes, std::size_t at) {
    return std::uint32_t(bytes[at]) | std::uint32_t(bytes[at + 1]) << 8 |
           std::uint32_t(bytes[at + 2]) << 16 | std::uint32_t(bytes[at + 3]) << 24;
}

}  // namespace

PythonVersion version_for_magic(std::uint16_t magic) {
    for (const MagicRange& range : kMagicRanges) {
        if (magic >= range.first && magic <= range.last) return range.version;
    }
    return {0, 0};
}

PycHeader read_pyc_header(std::span<const std::uint8_t> bytes) {
    if (bytes.size() < kPycHeaderSize) {
        throw LoadError(bytes.size(), "truncated .pyc header (" + std::to_string(bytes.size()) +
                                          " bytes, need " + std::to_string(kPycHeaderSize) + ")");
    }
    PycHeader header;
    header.magic = std::uint16_t(bytes[0] | bytes[1] << 8);
    if (bytes[2] != '\r' || bytes[3] != '\n') {
        throw LoadError(2, "not a .pyc file (magic number is not followed by \\r\\n)");
    }
    header.version = version_for_magic(header.magic);
    if (header.version.major == 0) {
        throw LoadError(0, "magic number " + std::to_string(header.magic) +
                               " belongs to no Python version from 3.8 to 3.15");
    }
    header.flags = read_u32(bytes, 4);
    if (header.flags & ~std::uint32_t{3}) {
        throw LoadError(4, "unknown .pyc flag bits " + std::to_string(header.flags));
    }
    header.hash_based = header.flags & 1;
    header.check_source = header.flags & 2;
    if (!header.hash_based && header.check_source) {
        throw LoadError(4, "check_source flag set on a timestamp-based .pyc");
    }
    if (header.hash_based) {
        header.source_hash = std::uint64_t(read_u32(bytes, 8)) | std::uint64_t(read_u32(bytes, 12)) << 32;
    } else {
        header.mtime = read_u32(bytes, 8);
        header.source_size = read_u32(bytes, 12);
    }
    return header;
}

}  // namespace glassbox
