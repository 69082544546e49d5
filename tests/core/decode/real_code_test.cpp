// Code objects compiled by the real interpreters 3.8-3.15 (marshal bytes and
// expected text written by tests/core/make_fixtures.py from each interpreter's
// own code objects and dis): load and decode must describe them identically.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <string>
#include <variant>
#include <vector>

#include "decode/arguments.h"
#include "decode/decode.h"
#include "load/load.h"

namespace glassbox {
namespace {

struct RealFixture {
    const char* interpreter;
    PythonVersion version;
    const char* marshal_hex;
    const char* expected;
};

#include "decode/real_code_fixtures.inc"

std::vector<std::uint8_t> from_hex(const char* hex) {
    std::vector<std::uint8_t> bytes;
    for (const char* p = hex; p[0] && p[1]; p += 2) {
        bytes.push_back(std::uint8_t(std::stoi(std::string(p, 2), nullptr, 16)));
    }
    return bytes;
}

std::string optional_text(std::optional<int> value) { return value ? std::to_string(*value) : "-"; }

std::string float_text(double value) {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

// The same rendering as make_fixtures.py's text() and const_text().
std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (unsigned char c : text) {
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
            out += char(c);
            continue;
        }
        char escape[8];
        std::snprintf(escape, sizeof escape, "\\x%02x", unsigned(c));
        out += escape;
    }
    return out + "\"";
}

std::string const_text(const Object& value) {
    switch (value.kind) {
    case ObjectKind::None: return "None";
    case ObjectKind::Ellipsis: return "...";
    case ObjectKind::True: return "True";
    case ObjectKind::False: return "False";
    case ObjectKind::Int: return value.integer.to_decimal();
    case ObjectKind::Float: return float_text(value.real);
    case ObjectKind::Complex: return "complex(" + float_text(value.real) + ", " + float_text(value.imag) + ")";
    case ObjectKind::Str: return "s" + quoted(value.text);
    case ObjectKind::Bytes: {
        std::string hex = "b";
        char digits[4];
        for (unsigned char c : value.text) {
            std::snprintf(digits, sizeof digits, "%02x", unsigned(c));
            hex += digits;
        }
        return hex;
    }
    case ObjectKind::Tuple: {
        std::string out = "(";
        for (std::size_t i = 0; i < value.items.size(); ++i) out += (i ? ", " : "") + const_text(*value.items[i]);
        return out + ")";
    }
    case ObjectKind::FrozenSet: {
        std::vector<std::string> items;
        for (const ObjectPtr& item : value.items) items.push_back(const_text(*item));
        std::sort(items.begin(), items.end());
        std::string out = "frozenset(";
        for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
        return out + ")";
    }
    case ObjectKind::Code: return "code " + value.code->qualname;
    case ObjectKind::Null:
    case ObjectKind::StopIteration:
    case ObjectKind::List:
    case ObjectKind::Dict:
    case ObjectKind::FrozenDict:
    case ObjectKind::Set:
    case ObjectKind::Slice: break;  // never among a compiler's constants
    }
    return std::string("<") + object_kind_name(value.kind) + ">";
}

std::string argument_text(const DecodedCode& decoded, const Instruction& instruction) {
    if (!instruction.arg) return "-";
    ArgumentValue value = resolve_argument(decoded, instruction);
    if (auto* c = std::get_if<ConstArgument>(&value)) return "#" + std::to_string(c->index);
    if (auto* j = std::get_if<JumpArgument>(&value)) return "->" + std::to_string(j->target);
    if (auto* n = std::get_if<NameArgument>(&value)) return n->name;
    if (auto* p = std::get_if<LocalPairArgument>(&value)) return p->first + "," + p->second;
    if (auto* s = std::get_if<SymbolArgument>(&value)) return s->symbol;
    if (auto* r = std::get_if<RawArgument>(&value)) return std::to_string(r->value);
    if (auto* c = std::get_if<CommonConstantArgument>(&value)) return c->source;
    return "?";
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) out += (i ? " " : "") + names[i];
    return out;
}

// co_lines() merges consecutive entries of one line from 3.12; decode keeps
// one range per table entry, so compare the merged form.
std::vector<LineRange> merged(const std::vector<LineRange>& ranges) {
    std::vector<LineRange> out;
    for (const LineRange& range : ranges) {
        if (!out.empty() && out.back().end == range.start && out.back().line == range.line) {
            out.back().end = range.end;
            continue;
        }
        out.push_back(range);
    }
    return out;
}

void describe(const std::shared_ptr<const CodeObject>& code, std::string& out) {
    DecodedCode d = decode(code);
    const CodeObject& c = *code;
    out += "code " + c.qualname + " line " + std::to_string(c.firstlineno) + "\n";
    out += "  args " + std::to_string(c.argcount) + " " + std::to_string(c.posonlyargcount) + " " +
           std::to_string(c.kwonlyargcount) + " nlocals " + std::to_string(c.nlocals) + " stack " +
           std::to_string(c.stacksize) + " flags " + std::to_string(c.flags) + "\n";
    out += "  names " + joined(c.names) + "\n";
    out += "  varnames " + joined(c.varnames) + "\n";
    out += "  cellvars " + joined(c.cellvars) + "\n";
    out += "  freevars " + joined(c.freevars) + "\n";
    out += "  consts ";
    for (std::size_t i = 0; i < c.consts.size(); ++i) out += (i ? " | " : "") + const_text(*c.consts[i]);
    out += "\n  lines";
    for (const LineRange& r : merged(d.line_ranges)) {
        out += " " + std::to_string(r.start) + "-" + std::to_string(r.end) + ":" + optional_text(r.line);
    }
    out += "\n";
    bool positions = c.version >= PythonVersion{3, 11};
    if (positions) {
        out += "  exc";
        for (const ExceptionTableEntry& e : d.exception_table) {
            out += " " + std::to_string(e.start) + "-" + std::to_string(e.end) + "->" + std::to_string(e.target) +
                   " d" + std::to_string(e.depth) + (e.lasti ? " lasti" : "");
        }
        out += "\n";
    }
    for (const Instruction& i : d.instructions) {
        out += "  " + std::to_string(i.offset) + " " + i.name() + " " + argument_text(d, i) + " line " +
               optional_text(i.line) + (i.starts_line ? " start" : "");
        if (positions) {
            const SourcePosition& p = d.positions.at(i.offset / 2);
            out += " pos " + optional_text(p.line) + " " + optional_text(p.end_line) + " " + optional_text(p.column) +
                   " " + optional_text(p.end_column);
        }
        out += "\n";
    }
    for (const ObjectPtr& constant : c.consts) {
        if (constant->kind == ObjectKind::Code) describe(constant->code, out);
    }
}

TEST(RealCode, EveryVersionIsCovered) {
    ASSERT_EQ(std::size(kRealFixtures), 8u);
    for (int minor = 8; minor <= 15; ++minor) {
        EXPECT_EQ(kRealFixtures[minor - 8].version, (PythonVersion{3, minor}));
    }
}

TEST(RealCode, LoadAndDecodeAgreeWithTheInterpreter) {
    for (const RealFixture& fixture : kRealFixtures) {
        SCOPED_TRACE(fixture.interpreter);
        std::vector<std::uint8_t> bytes = from_hex(fixture.marshal_hex);
        auto code = load_marshalled_code(bytes, fixture.version);
        std::string described;
        describe(code, described);
        EXPECT_EQ(described, fixture.expected);
    }
}

// A real module's marshal data is refused, never misread, by the neighbouring layout.
TEST(RealCode, WrongLayoutIsALoadError) {
    std::vector<std::uint8_t> bytes310 = from_hex(kRealFixtures[2].marshal_hex);
    EXPECT_THROW(load_marshalled_code(bytes310, {3, 11}), LoadError);
    std::vector<std::uint8_t> bytes311 = from_hex(kRealFixtures[3].marshal_hex);
    EXPECT_THROW(load_marshalled_code(bytes311, {3, 10}), LoadError);
}

}  // namespace
}  // namespace glassbox
