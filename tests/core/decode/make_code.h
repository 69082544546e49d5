// Code objects built directly in C++ for the decode tests: bytecode, tables
// and names given literally, everything else left empty.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <utility>

#include "decode/decode.h"
#include "load/code_object.h"

namespace glassbox::test {

// Bytecode from (opcode, argument) code units.
inline std::string units(std::initializer_list<std::pair<int, int>> pairs) {
    std::string bytes;
    for (auto [op, arg] : pairs) {
        bytes.push_back(char(op));
        bytes.push_back(char(arg));
    }
    return bytes;
}

inline std::string table(std::initializer_list<int> values) {
    std::string bytes;
    for (int value : values) bytes.push_back(char(value));
    return bytes;
}

inline std::shared_ptr<CodeObject> make_code(PythonVersion version, std::string bytecode) {
    auto code = std::make_shared<CodeObject>();
    code->version = version;
    code->code = std::move(bytecode);
    code->name = code->qualname = "f";
    code->filename = "m.py";
    code->firstlineno = 1;
    return code;
}

}  // namespace glassbox::test
