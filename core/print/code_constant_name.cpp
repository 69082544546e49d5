// The name an external constant for a code object used as a value gets (see
// ast::ExternalConstant): from its name and a hash of everything marshal writes of it.
#include <cstdint>
#include <string>
#include <vector>

#include "load/code_object.h"
#include "print/print.h"

namespace glassbox {

namespace {

// FNV-1a over everything marshal writes of a code object: equal names mean equal code objects
// (but for 64-bit collisions), so that code constants of different decompilations never share one.
struct CodeHash {
    std::uint64_t value = 14695981039346656037ull;

    void bytes(const void* data, std::size_t size) {
        auto* p = static_cast<const unsigned char*>(data);
        for (std::size_t i = 0; i < size; ++i) value = (value ^ p[i]) * 1099511628211ull;
    }
    void number(std::int64_t n) { bytes(&n, sizeof n); }
    void text(const std::string& s) {
        number(std::int64_t(s.size()));
        bytes(s.data(), s.size());
    }
    void texts(const std::vector<std::string>& list) {
        number(std::int64_t(list.size()));
        for (const std::string& s : list) text(s);
    }
    void object(const ObjectPtr& o) {
        if (!o) return number(-1);
        number(std::int64_t(o->kind));
        number(o->integer.negative);
        number(std::int64_t(o->integer.magnitude.size()));
        for (std::uint32_t word : o->integer.magnitude) number(word);
        bytes(&o->real, sizeof o->real);
        bytes(&o->imag, sizeof o->imag);
        text(o->text);
        number(std::int64_t(o->items.size()));
        for (const ObjectPtr& item : o->items) object(item);
        if (o->code) code(*o->code);
    }
    void code(const CodeObject& c) {
        for (std::int64_t n : {std::int64_t(c.version.major), std::int64_t(c.version.minor), std::int64_t(c.argcount),
                               std::int64_t(c.posonlyargcount), std::int64_t(c.kwonlyargcount),
                               std::int64_t(c.nlocals), std::int64_t(c.stacksize), std::int64_t(c.flags),
                               std::int64_t(c.firstlineno)})
            number(n);
        for (const std::string* s : {&c.code, &c.filename, &c.name, &c.qualname, &c.linetable, &c.exceptiontable})
            text(*s);
        for (const auto* list : {&c.names, &c.localsplus_names, &c.varnames, &c.cellvars, &c.freevars}) texts(*list);
        text(std::string(c.localsplus_kinds.begin(), c.localsplus_kinds.end()));
        number(std::int64_t(c.consts.size()));
        for (const ObjectPtr& constant : c.consts) object(constant);
    }
};

}  // namespace

std::string code_constant_name(const CodeObject& code) {
    CodeHash hash;
    hash.code(code);
    std::string name = "__glassbox_code_";
    for (char c : code.name)
        name += (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ? c : '_';
    static const char digits[] = "0123456789abcdef";
    name += '_';
    for (int shift = 60; shift >= 0; shift -= 4) name += digits[(hash.value >> shift) & 15];
    return name;
}

}  // namespace glassbox
