// Line and position tables of every version, decoded into address ranges
// with the lines each version's code.co_lines() gives and the positions of
// code.co_positions(). One range per table entry: from 3.12 co_lines() also
// merges neighbouring ranges of one line, which changes no instruction's line.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "decode/version_profile.h"
#include "load/code_object.h"

namespace glassbox {

struct LineRange {
    std::uint32_t start;          // bytes, inclusive
    std::uint32_t end;            // bytes, exclusive
    std::optional<int> line;      // none for instructions without a source line
};

struct SourcePosition {
    std::optional<int> line;
    std::optional<int> end_line;
    std::optional<int> column;
    std::optional<int> end_column;
    bool operator==(const SourcePosition&) const = default;
};

// The ranges of code.co_lines() and, 3.11+, one position per code unit as code.co_positions()
// (empty before 3.11), from one reading of the table. Throws DecodeError when it is malformed.
struct LineTables {
    std::vector<LineRange> ranges;
    std::vector<SourcePosition> positions;
};
// Positions only with `with_positions` (3.11+); the table is checked either way.
LineTables decode_line_tables(const CodeObject& code, const VersionProfile& profile, bool with_positions = true);

}  // namespace glassbox
