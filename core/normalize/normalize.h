// Stage "normalize": a decoded code object of any version into one
// version-neutral instruction stream (ops.def). Below this stage no pass
// names a version's opcode; where a later stage must know a version's
// habits it asks the VersionProfile.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "decode/decode.h"
#include "load/object.h"

namespace glassbox {

enum class Op : std::uint8_t {
#define OP(name, pops, pushes, doc) name,
#include "normalize/ops.def"
#undef OP
};

const char* op_name(Op op);
// A store to a name (local, global, cell or module/class namespace).
bool is_name_store(Op op);
// Any store: a name store, or one to an attribute, a subscript or a slice.
bool is_store(Op op);

struct NormalizedInstruction {
    Op op = Op::Nop;
    std::uint32_t offset = 0;                 // offset of the original instruction it came from
    std::int32_t arg = 0;                     // op-specific number, see ops.def
    std::string name;                         // names, attributes, locals, import names, intrinsic names
    ObjectPtr constant;                       // LoadConst's value; Call's keyword-names tuple
    std::uint8_t slots = 1;                   // stack entries of the op's compound operand (see ops.def)
    std::optional<std::uint32_t> target;      // jumps and handlers: an original offset
    std::optional<int> line;
    // The line of a NOP dropped just before this instruction: the compiler keeps a NOP only for a
    // line nothing else has (3.10+ `case _:` after other cases; see Rewriter::mark_nop_line).
    std::optional<int> nop_line;
    // Call: the keyword-names tuple is the top operand (no LOAD_CONST just before the call to
    // absorb: generated code moved it there with swaps); `constant` is then null.
    bool keyword_names_on_stack = false;

    // Values popped and pushed on the fall-through path.
    int pops() const;
    int pushes() const;
    // Net change of the stack depth along the edge to `target`, counted from
    // the depth before the instruction: the branch taken, or the ≤3.10
    // handler (SETUP_*) entered. 0 for instructions without a target.
    int jump_effect() const;
};

struct NormalizedCode {
    const DecodedCode* decoded = nullptr;
    std::vector<NormalizedInstruction> instructions;  // Nop dropped; offsets keep the original ones
    // 3.11+: the decoded exception table less the entries whose handler
    // normalize folded away (the CLEANUP_THROW of a collapsed SEND loop).
    std::vector<ExceptionTableEntry> exception_table;
};

// Throws DecodeError for an opcode the version's compiler never emits in co_code.
NormalizedCode normalize(const DecodedCode& decoded);

// The constants of `code` that `instructions` load: by LOAD_CONST and the like, and (≤3.10)
// the qualname a MAKE_FUNCTION took in.
std::set<const Object*> loaded_constants(const CodeObject& code, const std::vector<NormalizedInstruction>& instructions);

}  // namespace glassbox
