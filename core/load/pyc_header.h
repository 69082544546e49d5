// The 16-byte header of a .pyc file (PEP 552 layout, Python 3.7+).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "support/python_version.h"

namespace glassbox {

struct PycHeader {
    std::uint16_t magic = 0;        // the number before "\r\n"
    PythonVersion version;          // the version that magic belongs to
    std::uint32_t flags = 0;        // bit 0: hash-based; bit 1: check_source
    bool hash_based = false;
    bool check_source = false;
    std::uint32_t mtime = 0;        // timestamp pycs
    std::uint32_t source_size = 0;  // timestamp pycs
    std::uint64_t source_hash = 0;  // hash-based pycs (SipHash of the source)
};

inline constexpr std::size_t kPycHeaderSize = 16;

// Reads and checks the header; throws LoadError for a short file, a magic
// number of no supported version, or unknown flag bits.
PycHeader read_pyc_header(std::span<const std::uint8_t> bytes);

// The Python version a magic number belongs to, or {0, 0} if none we support.
PythonVersion version_for_magic(std::uint16_t magic);

}  // namespace glassbox
