// Test helper: code objects written as opnames of one version's table, with
// inline caches, jump arguments and 3.11+ exception tables computed, so a
// test reads like the dis listing it stands for.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "decode/decode.h"
#include "load/code_object.h"

namespace glassbox::test {

struct Asm {
    std::string name;
    std::uint32_t arg = 0;
    int to = -1;  // jumps: the index of the instruction jumped to
};

struct Handler {
    int start;       // first covered instruction (index)
    int end;         // first instruction not covered (index)
    int target;      // handler instruction (index)
    int depth;
    bool lasti = false;
};

inline std::uint8_t opcode_of(const OpcodeTable& table, const std::string& name) {
    for (std::size_t op = 0; op < table.ops.size(); ++op) {
        const OpcodeInfo& info = table.ops[op];
        if (info.defined && info.base_opcode == op && name == info.name) return std::uint8_t(op);
    }
    throw std::invalid_argument(name + " is not an opcode of Python " + table.version.str());
}

// 3.11+ exception tables: 6-bit varints, the first byte of an entry marked.
inline void put_varint(std::string& out, std::uint32_t value, bool first) {
    std::vector<std::uint8_t> chunks;
    do {
        chunks.insert(chunks.begin(), std::uint8_t(value & 63));
        value >>= 6;
    } while (value);
    for (std::size_t k = 0; k < chunks.size(); ++k) {
        std::uint8_t byte = chunks[k];
        if (k + 1 < chunks.size()) byte |= 64;
        if (k == 0 && first) byte |= 128;
        out.push_back(char(byte));
    }
}

inline std::shared_ptr<CodeObject> assemble(PythonVersion version, const std::vector<Asm>& program,
                                            std::vector<ObjectPtr> consts = {}, std::vector<std::string> names = {},
                                            std::vector<std::string> locals = {}, int stacksize = 10,
                                            const std::vector<Handler>& handlers = {}) {
    const OpcodeTable& table = *opcode_table_for(version);
    std::vector<std::uint32_t> offsets;
    std::uint32_t offset = 0;
    for (const Asm& in : program) {
        offsets.push_back(offset);
        offset += 2 + 2 * table.op(opcode_of(table, in.name)).cache_entries;
    }
    offsets.push_back(offset);
    std::string bytes;
    for (std::size_t i = 0; i < program.size(); ++i) {
        const Asm& in = program[i];
        std::uint8_t opcode = opcode_of(table, in.name);
        const OpcodeInfo& info = table.op(opcode);
        std::int64_t arg = in.arg;
        if (in.to >= 0) {
            std::int64_t target = offsets[std::size_t(in.to)];
            std::int64_t next = offsets[i] + 2 + (table.jump_skips_caches ? 2 * info.cache_entries : 0);
            switch (info.jump) {
            case JumpKind::Absolute: arg = target / table.jump_unit; break;
            case JumpKind::Forward: arg = (target - next) / table.jump_unit; break;
            case JumpKind::Backward: arg = (next - target) / table.jump_unit; break;
            case JumpKind::None: break;
            }
        }
        if (arg < 0 || arg > 255) throw std::invalid_argument("argument out of one byte in " + in.name);
        bytes.push_back(char(opcode));
        bytes.push_back(char(arg));
        for (int c = 0; c < info.cache_entries; ++c) bytes.append(2, '\0');
    }
    auto code = std::make_shared<CodeObject>();
    code->version = version;
    code->code = std::move(bytes);
    code->consts = std::move(consts);
    code->names = std::move(names);
    code->varnames = locals;
    code->localsplus_names = locals;
    code->localsplus_kinds.assign(locals.size(), kLocalFast);
    code->nlocals = std::int32_t(locals.size());
    code->stacksize = stacksize;
    code->name = code->qualname = "f";
    code->filename = "m.py";
    code->firstlineno = 1;
    for (const Handler& handler : handlers) {
        std::uint32_t start = offsets[std::size_t(handler.start)] / 2;
        put_varint(code->exceptiontable, start, true);
        put_varint(code->exceptiontable, offsets[std::size_t(handler.end)] / 2 - start, false);
        put_varint(code->exceptiontable, offsets[std::size_t(handler.target)] / 2, false);
        put_varint(code->exceptiontable, std::uint32_t(handler.depth << 1) | (handler.lasti ? 1u : 0u), false);
    }
    return code;
}

// Constants for the literal programs.
inline ObjectPtr none_object() {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::None;
    return object;
}

inline ObjectPtr int_object(std::int64_t value) {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::Int;
    object->integer = BigInt::from_int64(value);
    return object;
}

inline ObjectPtr str_object(std::string text) {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::Str;
    object->text = std::move(text);
    return object;
}

inline ObjectPtr tuple_object(std::vector<ObjectPtr> items) {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::Tuple;
    object->items = std::move(items);
    return object;
}

}  // namespace glassbox::test
