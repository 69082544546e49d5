#include "decode/line_table.h"

#include <cstddef>
#include <limits>
#include <string>

#include "decode/decode_error.h"

namespace glassbox {
namespace {

// Location-table entry kinds (Include/cpython/code.h, 3.11+): the top bit
// marks an entry's first byte, bits 3-6 hold the kind, bits 0-2 the length - 1.
enum LocationKind : int {
    kShortForm0 = 0,        // 0..9: same line, one byte of columns
    kOneLine0 = 10,         // 10..12: line + 0..2, two column bytes
    kNoColumns = 13,        // line delta only
    kLongForm = 14,         // line delta, end-line delta, column + 1, end column + 1
    kNoLocation = 15,
};

// Bounds-checked reading of one table's bytes.
class TableCursor {
public:
    TableCursor(const CodeObject& code, const char* table_name)
        : code_(code), table_(code.linetable), table_name_(table_name) {}

    bool at_end() const { return pos_ >= table_.size(); }
    std::size_t position() const { return pos_; }

    std::uint8_t byte() {
        if (at_end()) fail("ends inside an entry");
        return std::uint8_t(table_[pos_++]);
    }

    // Little-endian 6-bit groups, bit 6 meaning "more follows".
    std::uint32_t varint() {
        std::uint32_t value = 0;
        for (unsigned shift = 0;; shift += 6) {
            std::uint8_t b = byte();
            if (shift > 30) fail("has a varint that is too long");
            value |= std::uint32_t(b & 63) << shift;
            if (!(b & 64)) return value;
        }
    }

    std::int32_t signed_varint() {
        std::uint32_t raw = varint();
        return raw & 1 ? -std::int32_t(raw >> 1) : std::int32_t(raw >> 1);
    }

    [[noreturn]] void fail(const std::string& problem) const {
        throw DecodeError(code_.qualname, 0, std::string(table_name_) + " " + problem + " (table byte " +
                                                 std::to_string(pos_) + ")");
    }

private:
    const CodeObject& code_;
    const std::string& table_;
    const char* table_name_;
    std::size_t pos_ = 0;
};

// Lines and columns are summed in 64 bits and must land in int's range: a
// table that takes them past it is malformed (CPython's C would overflow).
int checked_int(const CodeObject& code, const char* table_name, const char* what, std::int64_t value) {
    if (value < std::numeric_limits<int>::min() || value > std::numeric_limits<int>::max()) {
        throw DecodeError(code.qualname, 0, std::string(table_name) + " " + what + " (" + std::to_string(value) + ")");
    }
    return int(value);
}

int moved_line(const CodeObject& code, const char* table_name, int line, std::int64_t delta) {
    return checked_int(code, table_name, "takes the line number out of range", std::int64_t(line) + delta);
}

void add_range(std::vector<LineRange>& ranges, std::uint32_t start, std::uint32_t end, std::optional<int> line) {
    if (end > start) ranges.push_back({start, end, line});
}

// ≤3.9, as dis.findlinestarts: an increment of addresses closes the current line's range.
std::vector<LineRange> lnotab_ranges(const CodeObject& code) {
    std::vector<LineRange> ranges;
    const std::string& table = code.linetable;
    ranges.reserve(table.size() / 2 + 1);  // at most one per entry and the last: no regrowth
    std::uint32_t address = 0;
    std::uint32_t range_start = 0;
    int line = code.firstlineno;
    int range_line = line;
    for (std::size_t i = 0; i + 1 < table.size(); i += 2) {
        auto address_increment = std::uint8_t(table[i]);
        auto line_increment = std::int8_t(table[i + 1]);
        if (address_increment) {
            if (line != range_line) {
                add_range(ranges, range_start, address, range_line);
                range_start = address;
                range_line = line;
            }
            address += address_increment;
        }
        line = moved_line(code, "co_lnotab", line, line_increment);
    }
    if (line != range_line) {
        add_range(ranges, range_start, address, range_line);
        range_start = address;
        range_line = line;
    }
    add_range(ranges, range_start, std::uint32_t(code.code.size()), range_line);
    return ranges;
}

// 3.10: (address delta, line delta) pairs; a line delta of -128 means "no line".
std::vector<LineRange> linetable_ranges(const CodeObject& code) {
    std::vector<LineRange> ranges;
    const std::string& table = code.linetable;
    ranges.reserve(table.size() / 2);  // at most one per entry: no regrowth
    std::uint32_t end = 0;
    int line = code.firstlineno;
    for (std::size_t i = 0; i + 1 < table.size(); i += 2) {
        std::uint32_t start = end;
        end += std::uint8_t(table[i]);
        auto line_delta = std::int8_t(table[i + 1]);
        if (line_delta == -128) {
            add_range(ranges, start, end, std::nullopt);
            continue;
        }
        line = moved_line(code, "co_linetable", line, line_delta);
        add_range(ranges, start, end, line);
    }
    return ranges;
}

struct LocationEntry {
    std::uint32_t code_units;
    SourcePosition position;
};

LocationEntry read_location_entry(const CodeObject& code, TableCursor& cursor, int& line) {
    std::uint8_t first = cursor.byte();
    if (!(first & 0x80)) cursor.fail("entry does not start with a marker byte");
    int kind = (first >> 3) & 15;
    LocationEntry entry{std::uint32_t(first & 7) + 1, {}};
    SourcePosition& at = entry.position;
    if (kind == kNoLocation) return entry;
    if (kind == kLongForm) {
        line = moved_line(code, "co_linetable", line, cursor.signed_varint());
        at.line = line;
        at.end_line = moved_line(code, "co_linetable", line, cursor.varint());
        std::int64_t column = std::int64_t(cursor.varint()) - 1;
        std::int64_t end_column = std::int64_t(cursor.varint()) - 1;
        if (column >= 0) at.column = checked_int(code, "co_linetable", "has a column out of range", column);
        if (end_column >= 0) at.end_column = checked_int(code, "co_linetable", "has a column out of range", end_column);
        return entry;
    }
    if (kind == kNoColumns) {
        line = moved_line(code, "co_linetable", line, cursor.signed_varint());
        at.line = at.end_line = line;
        return entry;
    }
    if (kind >= kOneLine0) {
        line = moved_line(code, "co_linetable", line, kind - kOneLine0);
        at.line = at.end_line = line;
        at.column = cursor.byte();
        at.end_column = cursor.byte();
        return entry;
    }
    std::uint8_t second = cursor.byte();
    at.line = at.end_line = line;
    at.column = kind << 3 | (second >> 4 & 7);
    at.end_column = *at.column + (second & 15);
    return entry;
}

template <typename Visit>
void walk_locations(const CodeObject& code, Visit visit) {
    TableCursor cursor(code, "co_linetable");
    int line = code.firstlineno;
    std::uint32_t unit = 0;
    while (!cursor.at_end()) {
        LocationEntry entry = read_location_entry(code, cursor, line);
        visit(unit, entry);
        unit += entry.code_units;
    }
}

}  // namespace

LineTables decode_line_tables(const CodeObject& code, const VersionProfile& profile, bool with_positions) {
    LineTables tables;
    switch (profile.line_table) {
    case LineTableFormat::Lnotab: tables.ranges = lnotab_ranges(code); return tables;
    case LineTableFormat::LineTable: tables.ranges = linetable_ranges(code); return tables;
    case LineTableFormat::Locations: break;
    }
    // One range per entry; one position per code unit, none for units past the table.
    const std::size_t total_units = code.code.size() / 2;
    tables.ranges.reserve(total_units);  // an entry covers at least one unit: no regrowth
    if (with_positions) tables.positions.reserve(total_units);
    walk_locations(code, [&](std::uint32_t unit, const LocationEntry& entry) {
        add_range(tables.ranges, unit * 2, (unit + entry.code_units) * 2, entry.position.line);
        if (!with_positions) return;
        for (std::uint32_t i = 0; i < entry.code_units && unit + i < total_units; ++i) {
            tables.positions.push_back(entry.position);
        }
    });
    if (with_positions) tables.positions.resize(total_units);
    return tables;
}

}  // namespace glassbox
