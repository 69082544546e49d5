// Hand-built marshal bytes for the load and decode tests. Each helper writes
// one item exactly as Python/marshal.c lays it out, so that a test reads as
// the byte layout it checks and computes expected offsets by counting bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace glassbox::test {

using Bytes = std::vector<std::uint8_t>;

inline Bytes raw(std::string_view text) { return Bytes(text.begin(), text.end()); }

inline Bytes cat(std::initializer_list<Bytes> parts) {
    Bytes out;
    for (const Bytes& part : parts) out.insert(out.end(), part.begin(), part.end());
    return out;
}

inline Bytes cat(const std::vector<Bytes>& parts) {
    Bytes out;
    for (const Bytes& part : parts) out.insert(out.end(), part.begin(), part.end());
    return out;
}

// Four bytes, little-endian; takes any value that fits in 32 bits, signed or not.
inline Bytes le32(std::int64_t value) {
    auto bits = std::uint32_t(value);
    return {std::uint8_t(bits), std::uint8_t(bits >> 8), std::uint8_t(bits >> 16), std::uint8_t(bits >> 24)};
}

inline Bytes byte(unsigned value) { return {std::uint8_t(value)}; }

// The same item with FLAG_REF (0x80) set on its type code.
inline Bytes flagged(Bytes item) {
    item.at(0) |= 0x80;
    return item;
}

inline Bytes int32_obj(std::int32_t value) { return cat({raw("i"), le32(value)}); }
inline Bytes ref_obj(std::int32_t index) { return cat({raw("r"), le32(index)}); }

// 's': bytes with a 4-byte length.
inline Bytes bytes_obj(std::string_view data) { return cat({raw("s"), le32(std::int64_t(data.size())), raw(data)}); }

// 'z': a short ASCII str with a 1-byte length.
inline Bytes short_ascii(std::string_view text) { return cat({raw("z"), byte(unsigned(text.size())), raw(text)}); }

// ')': a small tuple with a 1-byte length.
inline Bytes small_tuple(std::initializer_list<Bytes> items) {
    return cat({raw(")"), byte(unsigned(items.size())), cat(items)});
}

// '(': a tuple with a 4-byte length.
inline Bytes tuple_obj(std::initializer_list<Bytes> items) {
    return cat({raw("("), le32(std::int64_t(items.size())), cat(items)});
}

inline std::span<const std::uint8_t> view(const Bytes& bytes) { return bytes; }

// A code object's fields in marshal order, each as the marshal item that
// holds it, so that a test can replace any one field with something else.
enum class CodeLayout {
    Separate,    // ≤3.10: nlocals, varnames/freevars/cellvars, no qualname or exception table
    LocalsPlus,  // 3.11+: localsplus names and kinds, qualname, exception table
};

struct CodeFields {
    Bytes argcount = le32(0);
    Bytes posonlyargcount = le32(0);
    Bytes kwonlyargcount = le32(0);
    Bytes nlocals = le32(0);  // Separate only
    Bytes stacksize = le32(1);
    Bytes flags = le32(0);
    Bytes code = bytes_obj(std::string("\x64\x00\x53\x00", 4));  // LOAD_CONST 0; RETURN_VALUE (3.8-3.11)
    Bytes consts = small_tuple({raw("N")});
    Bytes names = small_tuple({});
    Bytes varnames = small_tuple({});         // Separate only
    Bytes freevars = small_tuple({});         // Separate only
    Bytes cellvars = small_tuple({});         // Separate only
    Bytes localsplusnames = small_tuple({});  // LocalsPlus only
    Bytes localspluskinds = bytes_obj("");    // LocalsPlus only
    Bytes filename = short_ascii("m.py");
    Bytes name = short_ascii("f");
    Bytes qualname = short_ascii("f");        // LocalsPlus only
    Bytes firstlineno = le32(1);
    Bytes linetable = bytes_obj("");
    Bytes exceptiontable = bytes_obj("");     // LocalsPlus only
};

// The fields of `fields` that `layout` stores, named as CPython names them, in marshal order.
inline std::vector<std::pair<std::string, Bytes>> code_parts(const CodeFields& f, CodeLayout layout) {
    if (layout == CodeLayout::Separate) {
        return {{"argcount", f.argcount},   {"posonlyargcount", f.posonlyargcount},
                {"kwonlyargcount", f.kwonlyargcount}, {"nlocals", f.nlocals},
                {"stacksize", f.stacksize}, {"flags", f.flags},
                {"co_code", f.code},        {"co_consts", f.consts},
                {"co_names", f.names},      {"co_varnames", f.varnames},
                {"co_freevars", f.freevars}, {"co_cellvars", f.cellvars},
                {"co_filename", f.filename}, {"co_name", f.name},
                {"firstlineno", f.firstlineno}, {"co_lnotab", f.linetable}};
    }
    return {{"argcount", f.argcount},
            {"posonlyargcount", f.posonlyargcount},
            {"kwonlyargcount", f.kwonlyargcount},
            {"stacksize", f.stacksize},
            {"flags", f.flags},
            {"co_code", f.code},
            {"co_consts", f.consts},
            {"co_names", f.names},
            {"co_localsplusnames", f.localsplusnames},
            {"co_localspluskinds", f.localspluskinds},
            {"co_filename", f.filename},
            {"co_name", f.name},
            {"co_qualname", f.qualname},
            {"firstlineno", f.firstlineno},
            {"co_linetable", f.linetable},
            {"co_exceptiontable", f.exceptiontable}};
}

// 'c' followed by the fields.
inline Bytes code_obj(const CodeFields& fields, CodeLayout layout) {
    Bytes out = raw("c");
    for (const auto& [name, part] : code_parts(fields, layout)) out.insert(out.end(), part.begin(), part.end());
    return out;
}

// Where a field starts inside code_obj(fields, layout), counted from the 'c'.
inline std::size_t code_field_offset(const CodeFields& fields, CodeLayout layout, std::string_view field) {
    std::size_t offset = 1;
    for (const auto& [name, part] : code_parts(fields, layout)) {
        if (name == field) return offset;
        offset += part.size();
    }
    return std::size_t(-1);
}

}  // namespace glassbox::test
