#include "load/marshal_reader.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <cstring>

#include "load/load_error.h"
#include "load/utf8.h"
#include "support/node_pool.h"

namespace glassbox {
namespace {

// Type codes of Python/marshal.c.
enum TypeCode : std::uint8_t {
    kNull = '0',
    kNone = 'N',
    kFalse = 'F',
    kTrue = 'T',
    kStopIteration = 'S',
    kEllipsis = '.',
    kInt = 'i',
    kFloat = 'f',
    kBinaryFloat = 'g',
    kComplex = 'x',
    kBinaryComplex = 'y',
    kLong = 'l',
    kInt64 = 'I',      // no longer written, still read by CPython 3.8-3.15
    kBytes = 's',
    kInterned = 't',
    kRef = 'r',
    kTuple = '(',
    kList = '[',
    kDict = '{',
    kCode = 'c',
    kUnicode = 'u',
    kSet = '<',
    kFrozenSet = '>',
    kAscii = 'a',
    kAsciiInterned = 'A',
    kSmallTuple = ')',
    kShortAscii = 'z',
    kShortAsciiInterned = 'Z',
    kSlice = ':',
    kFrozenDict = '}',
};
constexpr std::uint8_t kFlagRef = 0x80;

// Each 'l' digit holds 15 bits, as CPython's PyLong_MARSHAL_SHIFT.
constexpr int kLongDigitBits = 15;

// CPython numbers only the objects it builds (R_REF / r_ref_reserve in
// Python/marshal.c): FLAG_REF on a singleton, NULL or a reference claims no number.
bool never_numbered(std::uint8_t type) {
    switch (type) {
    case kNull:
    case kNone:
    case kFalse:
    case kTrue:
    case kStopIteration:
    case kEllipsis:
    case kRef: return true;
    default: return false;
    }
}

// The bytes as a string, copied at once (a string made from the span's iterators copies them
// one by one, and assign() from them through a temporary string).
std::string bytes_text(std::span<const std::uint8_t> raw) {
    return std::string(reinterpret_cast<const char*>(raw.data()), raw.size());
}

// From the node pool (support/node_pool.h), as the syntax tree's nodes: a code object's names and
// constants are an Object each.
std::shared_ptr<Object> make(ObjectKind kind) {
    auto object = std::allocate_shared<Object>(support::NodeAllocator<Object>());
    object->kind = kind;
    return object;
}

}  // namespace

MarshalFormat marshal_format_for(PythonVersion version) {
    return MarshalFormat{
        .localsplus_code = version >= PythonVersion{3, 11},
        .slices = version >= PythonVersion{3, 14},
        .frozendicts = version >= PythonVersion{3, 15},
    };
}

namespace {

// At most this many entries' room is kept for the thread's next reader.
constexpr std::size_t kMaxKeptReferences = std::size_t{1} << 16;
thread_local std::vector<ObjectPtr> spare_references;

}  // namespace

MarshalReader::MarshalReader(std::span<const std::uint8_t> bytes, PythonVersion version,
                             std::size_t base_offset)
    : bytes_(bytes), base_offset_(base_offset), version_(version), format_(marshal_format_for(version)) {
    // The table of numbered objects is the thread's last reader's, emptied: its room is kept
    // from call to call (issue 7: a buffer of some kilobytes per call cost a large-block malloc,
    // which also merges glibc's free fast bins). A reader inside another finds none and makes its own.
    refs_.swap(spare_references);
    // Room for the numbered objects of ordinary code from the start (fewer than one per 8
    // bytes, as a rule): growing from empty reallocated several times per call.
    refs_.reserve(std::min<std::size_t>(bytes.size() / 8, kMaxKeptReferences));
}

MarshalReader::~MarshalReader() {
    refs_.clear();  // (the objects go now, as they would with the table)
    if (refs_.capacity() <= kMaxKeptReferences && spare_references.capacity() == 0) refs_.swap(spare_references);
}

void MarshalReader::fail(const std::string& problem) const { fail_at(pos_, problem); }

void MarshalReader::fail_at(std::size_t pos, const std::string& problem) const {
    throw LoadError(base_offset_ + pos, problem);
}

std::uint8_t MarshalReader::read_byte() {
    if (pos_ >= bytes_.size()) fail("marshal data ends early");
    return bytes_[pos_++];
}

std::int32_t MarshalReader::read_i32() {
    auto raw = read_bytes(4);
    std::uint32_t value = std::uint32_t(raw[0]) | std::uint32_t(raw[1]) << 8 |
                          std::uint32_t(raw[2]) << 16 | std::uint32_t(raw[3]) << 24;
    return static_cast<std::int32_t>(value);
}

std::span<const std::uint8_t> MarshalReader::read_bytes(std::size_t count) {
    if (count > bytes_.size() - pos_) {
        fail("marshal data ends early (need " + std::to_string(count) + " bytes, " +
             std::to_string(bytes_.size() - pos_) + " left)");
    }
    auto span = bytes_.subspan(pos_, count);
    pos_ += count;
    return span;
}

// A 4-byte length, refused when negative or when the rest of the input could
// not hold that many items: no allocation is larger than the input justifies.
std::size_t MarshalReader::read_size(std::size_t min_bytes_per_item, const char* what) {
    std::size_t at = pos_;
    std::int32_t size = read_i32();
    if (size < 0) fail_at(at, std::string("negative ") + what + " size " + std::to_string(size));
    std::size_t left = bytes_.size() - pos_;
    if (std::size_t(size) > left / min_bytes_per_item) {
        fail_at(at, std::string(what) + " size " + std::to_string(size) + " exceeds the " +
                        std::to_string(left) + " bytes left");
    }
    return std::size_t(size);
}

ObjectPtr MarshalReader::read_object() {
    std::size_t type_pos = pos_;
    std::uint8_t code = read_byte();
    if (++depth_ > kMaxDepth) fail_at(type_pos, "marshal data nested deeper than " + std::to_string(kMaxDepth));
    bool flag_ref = code & kFlagRef;
    std::uint8_t type = code & ~kFlagRef;

    // The reference slot is claimed before any children are read, as CPython numbers them.
    bool numbered = flag_ref && !never_numbered(type);
    std::size_t ref_index = refs_.size();
    if (numbered) refs_.push_back(nullptr);
    ObjectPtr value = read_value(type, type_pos);
    if (numbered) refs_[ref_index] = value;
    --depth_;
    return value;
}

ObjectPtr MarshalReader::read_value(std::uint8_t type, std::size_t type_pos) {
    switch (type) {
    case kNull: return make(ObjectKind::Null);
    case kNone: return make(ObjectKind::None);
    case kFalse: return make(ObjectKind::False);
    case kTrue: return make(ObjectKind::True);
    case kStopIteration: return make(ObjectKind::StopIteration);
    case kEllipsis: return make(ObjectKind::Ellipsis);
    case kInt: return read_int32();
    case kLong: return read_long();
    case kInt64: {
        auto object = make(ObjectKind::Int);
        std::uint64_t low = std::uint32_t(read_i32());
        std::uint64_t high = std::uint32_t(read_i32());
        object->integer = BigInt::from_int64(std::int64_t(high << 32 | low));
        return object;
    }
    case kFloat:
    case kBinaryFloat: {
        auto object = make(ObjectKind::Float);
        object->real = type == kFloat ? read_text_float() : read_binary_float();
        return object;
    }
    case kComplex:
    case kBinaryComplex: {
        auto object = make(ObjectKind::Complex);
        object->real = type == kComplex ? read_text_float() : read_binary_float();
        object->imag = type == kComplex ? read_text_float() : read_binary_float();
        return object;
    }
    case kBytes: return read_string(ObjectKind::Bytes, read_size(1, "bytes"), false);
    case kInterned:
    case kUnicode: return read_string(ObjectKind::Str, read_size(1, "string"), false);
    case kAscii:
    case kAsciiInterned: return read_string(ObjectKind::Str, read_size(1, "string"), true);
    case kShortAscii:
    case kShortAsciiInterned: return read_string(ObjectKind::Str, read_byte(), true);
    case kTuple: return read_sequence(ObjectKind::Tuple, read_size(1, "tuple"));
    case kSmallTuple: return read_sequence(ObjectKind::Tuple, read_byte());
    case kList: return read_sequence(ObjectKind::List, read_size(1, "list"));
    case kSet: return read_sequence(ObjectKind::Set, read_size(1, "set"));
    case kFrozenSet: return read_sequence(ObjectKind::FrozenSet, read_size(1, "frozenset"));
    case kDict: return read_dict(ObjectKind::Dict);
    case kFrozenDict:
        if (!format_.frozendicts) break;
        return read_dict(ObjectKind::FrozenDict);
    case kRef: return read_reference();
    case kCode: return read_code();
    case kSlice:
        if (!format_.slices) break;
        return read_sequence(ObjectKind::Slice, 3);
    default: break;
    }
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02x", unsigned(type));
    fail_at(type_pos, std::string("unknown marshal type code ") + hex + " for Python " + version_.str());
}

ObjectPtr MarshalReader::read_reference() {
    std::size_t at = pos_;
    std::int32_t index = read_i32();
    if (index < 0 || std::size_t(index) >= refs_.size()) {
        fail_at(at, "reference " + std::to_string(index) + " out of range (" + std::to_string(refs_.size()) +
                        " objects so far)");
    }
    if (!refs_[index]) fail_at(at, "reference " + std::to_string(index) + " to an object still being read (a cycle)");
    return refs_[index];
}

ObjectPtr MarshalReader::read_int32() {
    auto object = make(ObjectKind::Int);
    object->integer = BigInt::from_int64(read_i32());
    return object;
}

// 'l': a signed digit count, then |count| little-endian 15-bit digits.
ObjectPtr MarshalReader::read_long() {
    std::size_t at = pos_;
    std::int32_t count = read_i32();
    if (count == INT32_MIN) fail_at(at, "long digit count out of range");
    std::size_t digits = std::size_t(count < 0 ? -std::int64_t(count) : count);
    if (digits > (bytes_.size() - pos_) / 2) {
        fail_at(at, "long of " + std::to_string(digits) + " digits exceeds the bytes left");
    }
    auto object = make(ObjectKind::Int);
    BigInt& value = object->integer;
    value.magnitude.assign((digits * kLongDigitBits + 31) / 32, 0);
    for (std::size_t i = 0; i < digits; ++i) {
        std::size_t digit_pos = pos_;
        auto raw = read_bytes(2);
        std::uint32_t digit = std::uint32_t(raw[0]) | std::uint32_t(raw[1]) << 8;
        if (digit >> kLongDigitBits) fail_at(digit_pos, "long digit out of range");
        if (digit == 0 && i + 1 == digits) fail_at(digit_pos, "unnormalized long (leading zero digit)");
        std::size_t bit = i * kLongDigitBits;
        value.magnitude[bit / 32] |= digit << (bit % 32);
        if (bit % 32 > 32 - kLongDigitBits) value.magnitude[bit / 32 + 1] |= digit >> (32 - bit % 32);
    }
    while (!value.magnitude.empty() && value.magnitude.back() == 0) value.magnitude.pop_back();
    value.negative = count < 0 && !value.is_zero();
    return object;
}

double MarshalReader::read_text_float() {
    std::size_t at = pos_;
    std::uint8_t length = read_byte();
    auto raw = read_bytes(length);
    std::string text = bytes_text(raw);
    double value = 0;
    const char* begin = text.data();
    if (!text.empty() && (text[0] == '+')) ++begin;  // from_chars does not take a leading '+'
    // ...nor does CPython take a second sign ("+-5") or from_chars's "nan(chars)".
    bool python_syntax = (begin == text.data() || text.size() < 2 || (text[1] != '-' && text[1] != '+')) &&
                         text.find('(') == std::string::npos;
    auto [end, error] = std::from_chars(begin, text.data() + text.size(), value);
    if (error == std::errc::result_out_of_range && python_syntax) {
        // CPython reads "1e999" as inf and "1e-999" as 0.0; strtod (the program runs in the
        // "C" locale) rounds the same way where from_chars refuses.
        value = std::strtod(begin, nullptr);
        error = std::errc();
    }
    if (!python_syntax || error != std::errc() || end != text.data() + text.size()) {
        fail_at(at, "bad float text '" + text + "'");
    }
    return value;
}

double MarshalReader::read_binary_float() {
    auto raw = read_bytes(8);
    std::uint64_t bits = 0;
    for (int i = 7; i >= 0; --i) bits = bits << 8 | raw[i];
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

ObjectPtr MarshalReader::read_string(ObjectKind kind, std::size_t length, bool ascii) {
    std::size_t at = pos_;
    auto raw = read_bytes(length);
    auto object = make(kind);
    object->text = bytes_text(raw);
    if (kind != ObjectKind::Str) return object;
    if (ascii) {
        for (std::size_t i = 0; i < raw.size(); ++i) {
            if (raw[i] >= 0x80) fail_at(at + i, "non-ASCII byte in an ASCII string");
        }
    } else if (auto bad = find_invalid_utf8(object->text)) {
        fail_at(at + *bad, "invalid UTF-8 in a string");
    }
    return object;
}

// Shared references let a few bytes stand for a tree of any size (a "reference bomb");
// every consumer walks the tree, so its expanded size is bounded here, where the byte is known.
void MarshalReader::grow_tree(Object& parent, const Object& child, std::size_t at) const {
    parent.tree_size += child.tree_size;
    if (parent.tree_size > kMaxTreeSize) {
        fail_at(at, "shared references expand to more than " + std::to_string(kMaxTreeSize) + " objects");
    }
}

ObjectPtr MarshalReader::read_sequence(ObjectKind kind, std::size_t length) {
    auto object = make(kind);
    object->items.reserve(length);
    for (std::size_t i = 0; i < length; ++i) {
        std::size_t at = pos_;
        ObjectPtr item = read_object();
        if (item->kind == ObjectKind::Null) fail_at(at, std::string("NULL inside a ") + object_kind_name(kind));
        grow_tree(*object, *item, at);
        object->items.push_back(std::move(item));
    }
    return object;
}

// Key/value pairs up to a NULL key.
ObjectPtr MarshalReader::read_dict(ObjectKind kind) {
    auto object = make(kind);
    for (;;) {
        std::size_t at = pos_;
        ObjectPtr key = read_object();
        if (key->kind == ObjectKind::Null) break;
        ObjectPtr value = read_object();
        if (value->kind == ObjectKind::Null) fail_at(at, "NULL value in a dict");
        grow_tree(*object, *key, at);
        grow_tree(*object, *value, at);
        object->items.push_back(std::move(key));
        object->items.push_back(std::move(value));
    }
    return object;
}

std::int32_t MarshalReader::read_code_int(const char* field) {
    std::size_t at = pos_;
    std::int32_t value = read_i32();
    if (value < 0) fail_at(at, std::string("negative ") + field + " in a code object");
    return value;
}

std::string MarshalReader::read_code_bytes(const char* field) {
    // An unnumbered bytes object (as co_code and the tables are, as a rule) read straight into
    // the string: no later reference can name it, so it needs no Object (issue 7: an Object
    // and a copy of its bytes per field were a fifth of reading a small function's code).
    // The same checks, in the same order, as read_object() would make.
    if (pos_ < bytes_.size() && bytes_[pos_] == kBytes && depth_ < kMaxDepth) {
        ++pos_;
        auto raw = read_bytes(read_size(1, "bytes"));
        return bytes_text(raw);
    }
    std::size_t at = pos_;
    ObjectPtr object = read_object();
    if (object->kind != ObjectKind::Bytes) {
        fail_at(at, std::string("code object ") + field + " is a " + object_kind_name(object->kind) + ", not bytes");
    }
    return object->text;
}

std::string MarshalReader::read_code_str(const char* field) {
    std::size_t at = pos_;
    ObjectPtr object = read_object();
    if (object->kind != ObjectKind::Str) {
        fail_at(at, std::string("code object ") + field + " is a " + object_kind_name(object->kind) + ", not str");
    }
    return object->text;
}

std::vector<std::string> MarshalReader::read_code_names(const char* field) {
    std::size_t at = pos_;
    ObjectPtr tuple = read_object();
    if (tuple->kind != ObjectKind::Tuple) {
        fail_at(at, std::string("code object ") + field + " is a " + object_kind_name(tuple->kind) + ", not a tuple");
    }
    std::vector<std::string> names;
    names.reserve(tuple->items.size());
    for (const ObjectPtr& item : tuple->items) {
        if (item->kind != ObjectKind::Str) fail_at(at, std::string("code object ") + field + " holds a non-string");
        names.push_back(item->text);
    }
    return names;
}

// Field order of Python/marshal.c's TYPE_CODE, per layout.
ObjectPtr MarshalReader::read_code() {
    std::size_t at = pos_;
    std::uint64_t code_tree_size = 0;
    auto code = std::make_shared<CodeObject>();
    code->version = version_;
    code->argcount = read_code_int("argcount");
    code->posonlyargcount = read_code_int("posonlyargcount");
    code->kwonlyargcount = read_code_int("kwonlyargcount");
    if (!format_.localsplus_code) code->nlocals = read_code_int("nlocals");
    code->stacksize = read_code_int("stacksize");
    code->flags = std::uint32_t(read_i32());
    code->code = read_code_bytes("co_code");
    if (code->code.size() % 2) fail_at(at, "co_code has an odd length");
    {
        std::size_t consts_at = pos_;
        ObjectPtr consts = read_object();
        if (consts->kind != ObjectKind::Tuple) fail_at(consts_at, "code object co_consts is not a tuple");
        code->consts = consts->items;
        code_tree_size = consts->tree_size;
    }
    code->names = read_code_names("co_names");
    if (format_.localsplus_code) {
        code->localsplus_names = read_code_names("co_localsplusnames");
        std::string kinds = read_code_bytes("co_localspluskinds");
        if (kinds.size() != code->localsplus_names.size()) {
            fail_at(at, "co_localspluskinds and co_localsplusnames differ in length");
        }
        code->localsplus_kinds.assign(kinds.begin(), kinds.end());
        for (std::size_t i = 0; i < kinds.size(); ++i) {
            std::uint8_t kind = code->localsplus_kinds[i];
            const std::string& name = code->localsplus_names[i];
            if (kind & kLocalFast) code->varnames.push_back(name);
            if (kind & kLocalCell) code->cellvars.push_back(name);
            if (kind & kLocalFree) code->freevars.push_back(name);
        }
        code->nlocals = std::int32_t(code->varnames.size());
    } else {
        code->varnames = read_code_names("co_varnames");
        code->freevars = read_code_names("co_freevars");
        code->cellvars = read_code_names("co_cellvars");
        auto add = [&](const std::vector<std::string>& names, std::uint8_t kind) {
            for (const std::string& name : names) {
                code->localsplus_names.push_back(name);
                code->localsplus_kinds.push_back(kind);
            }
        };
        add(code->varnames, kLocalFast);
        add(code->cellvars, kLocalCell);
        add(code->freevars, kLocalFree);
    }
    code->filename = read_code_str("co_filename");
    code->name = read_code_str("co_name");
    code->qualname = format_.localsplus_code ? read_code_str("co_qualname") : code->name;
    code->firstlineno = read_i32();
    code->linetable = read_code_bytes(format_.localsplus_code || version_ >= PythonVersion{3, 10} ? "co_linetable"
                                                                                                   : "co_lnotab");
    if (format_.localsplus_code) code->exceptiontable = read_code_bytes("co_exceptiontable");

    auto object = make(ObjectKind::Code);
    object->tree_size += code_tree_size;
    object->code = std::move(code);
    return object;
}

}  // namespace glassbox
