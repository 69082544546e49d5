// A code object as marshal stores it, in one version-neutral shape.
// ≤3.10 keeps varnames/cellvars/freevars apart; 3.11+ stores them as
// "localsplus" names with a kind byte each. Both views are filled either way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "load/object.h"
#include "support/python_version.h"

namespace glassbox {

// Kind bits of a localsplus slot (Include/internal/pycore_code.h, 3.11+).
enum LocalKind : std::uint8_t {
    kLocalArgPositional = 0x02,  // 3.13+ bookkeeping, informative only
    kLocalArgKeyword = 0x04,
    kLocalArgVar = 0x08,
    kLocalHidden = 0x10,         // 3.12+: inlined comprehension variables
    kLocalFast = 0x20,
    kLocalCell = 0x40,
    kLocalFree = 0x80,
};

// co_flags bits (Include/cpython/code.h; the same values in 3.8-3.15).
enum CodeFlag : std::uint32_t {
    kCodeOptimized = 0x01,             // CO_OPTIMIZED: a function's code (module and class code: not)
    kCodeVarArgs = 0x04,
    kCodeVarKeywords = 0x08,
    kCodeGenerator = 0x20,
    kCodeCoroutine = 0x80,
    kCodeAsyncGenerator = 0x200,
    kCodeFutureAnnotations = 0x1000000,  // `from __future__ import annotations`: annotations kept as text
    kCodeHasDocstring = 0x4000000,       // 3.14+
};

struct CodeObject {
    PythonVersion version;
    std::int32_t argcount = 0;
    std::int32_t posonlyargcount = 0;
    std::int32_t kwonlyargcount = 0;
    std::int32_t nlocals = 0;       // stored ≤3.10; derived from localsplus 3.11+
    std::int32_t stacksize = 0;
    std::uint32_t flags = 0;
    std::string code;               // co_code as marshalled (inline caches zeroed)
    std::vector<ObjectPtr> consts;
    std::vector<std::string> names;
    std::vector<std::string> localsplus_names;   // ≤3.10: varnames, then cellvars, then freevars
    std::vector<std::uint8_t> localsplus_kinds;
    std::vector<std::string> varnames;
    std::vector<std::string> cellvars;
    std::vector<std::string> freevars;
    std::string filename;
    std::string name;
    std::string qualname;           // 3.11+; equal to name before
    std::int32_t firstlineno = 0;
    std::string linetable;          // co_lnotab (≤3.9), co_linetable (3.10+)
    std::string exceptiontable;     // 3.11+
};

// How many of co_varnames' first names the arguments hold: positional (with positional-only),
// keyword-only, then `*args` and `**kwargs` where the flags say the code has them.
inline std::size_t argument_slots(const CodeObject& code) {
    return std::size_t(code.argcount + code.kwonlyargcount) + ((code.flags & kCodeVarArgs) ? 1 : 0) +
           ((code.flags & kCodeVarKeywords) ? 1 : 0);
}

// Whether co_consts[0] is a def's docstring slot: the first constant of a function's code
// (not a lambda's or a comprehension's, whose first constant is their own) holds its
// docstring, or None without one before 3.14. No operand of the code's is read from there.
inline bool has_docstring_slot(const CodeObject& code) {
    return (code.flags & kCodeOptimized) && !code.name.empty() && code.name[0] != '<';
}

// Whether co_consts[0] was added before any of the code's own constants: a def's docstring, or
// before 3.14 the None that holds its place (3.14+ keep no slot for a def without a docstring).
inline bool first_constant_is_reserved(const CodeObject& code) {
    return has_docstring_slot(code) && (code.version < PythonVersion{3, 14} || (code.flags & kCodeHasDocstring));
}

}  // namespace glassbox
