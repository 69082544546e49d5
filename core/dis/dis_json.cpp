#include "dis/dis_json.h"

#include <cstdio>
#include <variant>

#include "dis/nested_code.h"
#include "support/python_repr.h"
#include "support/utf8_decode.h"

namespace glassbox {
namespace {

void write_string_list(JsonWriter& json, const std::vector<std::string>& items) {
    json.begin_array();
    for (const std::string& item : items) json.string(item);
    json.end_array();
}

void write_optional_int(JsonWriter& json, const std::optional<int>& value) {
    if (value) {
        json.number(*value);
    } else {
        json.null();
    }
}

// JSON reads a high surrogate escape followed by a low one back as one astral
// character, so a str holding surrogates shows U+FFFD for each in "value" and
// carries its exact "code_points" beside it (docs/dis-json.md).
void write_str_value(JsonWriter& json, const std::string& text) {
    std::vector<std::uint32_t> code_points;
    bool has_surrogate = false;
    for (std::size_t at = 0; at < text.size();) {
        DecodedCodePoint point = decode_utf8_at(text, at);
        has_surrogate |= point.value >= 0xD800 && point.value <= 0xDFFF;
        code_points.push_back(point.value);
        at += point.length;
    }
    json.key("value");
    if (!has_surrogate) {
        json.string(text);
        return;
    }
    std::string shown;
    for (std::size_t at = 0; at < text.size();) {
        DecodedCodePoint point = decode_utf8_at(text, at);
        bool surrogate = point.value >= 0xD800 && point.value <= 0xDFFF;
        shown.append(surrogate ? std::string_view("\xEF\xBF\xBD") : std::string_view(text).substr(at, point.length));
        at += point.length;
    }
    json.string(shown);
    json.key("code_points");
    json.begin_array();
    for (std::uint32_t point : code_points) json.number(std::int64_t(point));
    json.end_array();
}

void write_const_items(JsonWriter& json, const Object& constant) {
    json.key("items");
    json.begin_array();
    for (const ObjectPtr& item : constant.items) write_const_json(json, *item);
    json.end_array();
}

void write_const_pairs(JsonWriter& json, const Object& constant) {
    json.key("items");
    json.begin_array();
    for (std::size_t i = 0; i + 1 < constant.items.size(); i += 2) {
        json.begin_array();
        write_const_json(json, *constant.items[i]);
        write_const_json(json, *constant.items[i + 1]);
        json.end_array();
    }
    json.end_array();
}

std::string hex_of(std::string_view bytes) {
    static constexpr char kHexDigits[] = "0123456789abcdef";
    std::string hex;
    hex.reserve(bytes.size() * 2);
    for (char byte : bytes) {
        hex += kHexDigits[std::uint8_t(byte) >> 4];
        hex += kHexDigits[std::uint8_t(byte) & 15];
    }
    return hex;
}

void write_argval(JsonWriter& json, const ArgumentValue& argument) {
    struct Visitor {
        JsonWriter& json;
        void operator()(const NoArgument&) const { json.null(); }
        void operator()(const RawArgument& raw) const { json.number(raw.value); }
        void operator()(const ConstArgument& constant) const { write_const_json(json, *constant.value); }
        void operator()(const NameArgument& name) const { json.string(name.name); }
        void operator()(const LocalPairArgument& pair) const {
            json.begin_array();
            json.string(pair.first);
            json.string(pair.second);
            json.end_array();
        }
        void operator()(const JumpArgument& jump) const { json.number(jump.target); }
        void operator()(const SymbolArgument& symbol) const { json.string(symbol.symbol); }
        // Not in docs/dis-json.md's table yet: written like a symbol, as source spells it.
        void operator()(const CommonConstantArgument& common) const {
            json.begin_object();
            json.key("type");
            json.string("common_constant");
            json.key("source");
            json.string(common.source);
            json.end_object();
        }
    };
    std::visit(Visitor{json}, argument);
}

void write_instruction(JsonWriter& json, const DecodedCode& decoded, const Instruction& instruction,
                       const ArgumentValue& argument) {
    json.begin_object();
    json.key("offset");
    json.number(instruction.offset);
    json.key("opcode");
    json.number(unsigned{instruction.opcode});
    json.key("opname");
    json.string(instruction.name());
    json.key("arg");
    if (instruction.arg) {
        json.number(*instruction.arg);
    } else {
        json.null();
    }
    json.key("argval");
    write_argval(json, argument);
    json.key("line");
    write_optional_int(json, instruction.line);
    json.key("starts_line");
    json.boolean(instruction.starts_line);
    if (decoded.profile->line_table == LineTableFormat::Locations) {
        // co_positions() has one entry per code unit; units past the table have none.
        std::size_t unit = instruction.offset / 2;
        SourcePosition position = unit < decoded.positions.size() ? decoded.positions[unit] : SourcePosition{};
        json.key("positions");
        json.begin_array();
        write_optional_int(json, position.line);
        write_optional_int(json, position.end_line);
        write_optional_int(json, position.column);
        write_optional_int(json, position.end_column);
        json.end_array();
    }
    json.end_object();
}

void write_localsplus(JsonWriter& json, const CodeObject& code) {
    json.begin_array();
    for (std::size_t i = 0; i < code.localsplus_names.size(); ++i) {
        json.begin_object();
        json.key("name");
        json.string(code.localsplus_names[i]);
        json.key("kind");
        json.number(i < code.localsplus_kinds.size() ? unsigned{code.localsplus_kinds[i]} : 0u);
        json.end_object();
    }
    json.end_array();
}

void write_exception_table(JsonWriter& json, const ResolvedCode& resolved) {
    json.begin_array();
    if (resolved.decoded) {
        for (const ExceptionTableEntry& entry : resolved.decoded->exception_table) {
            json.begin_object();
            json.key("start");
            json.number(entry.start);
            json.key("end");
            json.number(entry.end);
            json.key("target");
            json.number(entry.target);
            json.key("depth");
            json.number(entry.depth);
            json.key("lasti");
            json.boolean(entry.lasti);
            json.end_object();
        }
    }
    json.end_array();
}

void write_pyc_header(JsonWriter& json, const PycHeader& header) {
    json.key("pyc");
    json.begin_object();
    json.key("magic");
    json.number(unsigned{header.magic});
    json.key("flags");
    json.number(header.flags);
    json.key("hash_based");
    json.boolean(header.hash_based);
    json.key("check_source");
    json.boolean(header.check_source);
    if (header.hash_based) {
        // The little-endian u64 at bytes 8..16, as a number in 16 hex digits.
        char hex[17];
        std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(header.source_hash));
        json.key("source_hash");
        json.string(hex);
    } else {
        json.key("mtime");
        json.number(header.mtime);
        json.key("source_size");
        json.number(header.source_size);
    }
    json.end_object();
}

void begin_record(JsonWriter& json, std::string_view file_label, std::optional<PythonVersion> version) {
    json.begin_object();
    json.key("file");
    json.string(file_label);
    json.key("python");
    if (version) {
        json.string(version->str());
    } else {
        json.null();
    }
}

}  // namespace

void write_const_json(JsonWriter& json, const Object& constant) {
    json.begin_object();
    json.key("type");
    switch (constant.kind) {
    case ObjectKind::Null: json.string("NULL"); break;  // never a constant; the loader refuses it
    case ObjectKind::None: json.string("None"); break;
    case ObjectKind::Ellipsis: json.string("ellipsis"); break;
    case ObjectKind::StopIteration: json.string("StopIteration"); break;
    case ObjectKind::False:
    case ObjectKind::True:
        json.string("bool");
        json.key("value");
        json.boolean(constant.kind == ObjectKind::True);
        break;
    case ObjectKind::Int:
        json.string("int");
        if (constant.integer.has_short_decimal()) {
            json.key("value");
            json.string(constant.integer.to_decimal());
        } else {
            json.key("hex");
            json.string(constant.integer.to_hex());
        }
        break;
    case ObjectKind::Float:
        json.string("float");
        json.key("value");
        json.string(python_float_repr(constant.real));
        break;
    case ObjectKind::Complex:
        json.string("complex");
        json.key("real");
        json.string(python_float_repr(constant.real));
        json.key("imag");
        json.string(python_float_repr(constant.imag));
        break;
    case ObjectKind::Str:
        json.string("str");
        write_str_value(json, constant.text);
        break;
    case ObjectKind::Bytes:
        json.string("bytes");
        json.key("hex");
        json.string(hex_of(constant.text));
        break;
    case ObjectKind::Tuple:
    case ObjectKind::List:
    case ObjectKind::Set:
    case ObjectKind::FrozenSet:
    case ObjectKind::Slice:
        json.string(object_kind_name(constant.kind));
        write_const_items(json, constant);
        break;
    case ObjectKind::Dict:
    case ObjectKind::FrozenDict:
        json.string(object_kind_name(constant.kind));
        write_const_pairs(json, constant);
        break;
    case ObjectKind::Code:
        json.string("code");
        json.key("qualname");
        json.string(constant.code->qualname);
        json.key("firstlineno");
        json.number(constant.code->firstlineno);
        break;
    }
    json.end_object();
}

void write_code_json(JsonWriter& json, const std::shared_ptr<const CodeObject>& code_pointer) {
    const CodeObject& code = *code_pointer;
    ResolvedCode resolved = resolve_code(code_pointer);
    json.begin_object();
    json.key("name");
    json.string(code.name);
    json.key("qualname");
    json.string(code.qualname);
    json.key("filename");
    json.string(code.filename);
    json.key("firstlineno");
    json.number(code.firstlineno);
    json.key("flags");
    json.number(code.flags);
    json.key("argcount");
    json.number(code.argcount);
    json.key("posonlyargcount");
    json.number(code.posonlyargcount);
    json.key("kwonlyargcount");
    json.number(code.kwonlyargcount);
    json.key("nlocals");
    json.number(code.nlocals);
    json.key("stacksize");
    json.number(code.stacksize);
    json.key("names");
    write_string_list(json, code.names);
    json.key("varnames");
    write_string_list(json, code.varnames);
    json.key("cellvars");
    write_string_list(json, code.cellvars);
    json.key("freevars");
    write_string_list(json, code.freevars);
    json.key("localsplus");
    write_localsplus(json, code);
    json.key("consts");
    json.begin_array();
    for (const ObjectPtr& constant : code.consts) write_const_json(json, *constant);
    json.end_array();
    json.key("instructions");
    json.begin_array();
    if (resolved.decoded) {
        const DecodedCode& decoded = *resolved.decoded;
        for (std::size_t i = 0; i < decoded.instructions.size(); ++i) {
            write_instruction(json, decoded, decoded.instructions[i], resolved.arguments[i]);
        }
    }
    json.end_array();
    json.key("exception_table");
    write_exception_table(json, resolved);
    json.key("children");
    json.begin_array();
    for (const std::shared_ptr<const CodeObject>& child : nested_code_objects(code)) write_code_json(json, child);
    json.end_array();
    if (!resolved.decoded) {
        json.key("error");
        json.string(resolved.error);
    }
    json.end_object();
}

std::string pyc_json_record(std::string_view file_label, const LoadedPyc& pyc, std::size_t size_limit) {
    std::string out;
    JsonWriter json(out, size_limit);
    begin_record(json, file_label, pyc.header.version);
    write_pyc_header(json, pyc.header);
    json.key("code");
    write_code_json(json, pyc.code);
    json.end_object();
    return out;
}

std::string marshal_json_record(std::string_view file_label, const std::shared_ptr<const CodeObject>& code,
                                std::size_t size_limit) {
    std::string out;
    JsonWriter json(out, size_limit);
    begin_record(json, file_label, code->version);
    json.key("code");
    write_code_json(json, code);
    json.end_object();
    return out;
}

std::string error_json_record(std::string_view file_label, std::optional<PythonVersion> version,
                              const PycHeader* header, std::string_view error) {
    std::string out;
    JsonWriter json(out);
    begin_record(json, file_label, version);
    if (header) write_pyc_header(json, *header);
    json.key("error");
    json.string(error);
    json.end_object();
    return out;
}

}  // namespace glassbox
