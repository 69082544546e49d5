// What the lift stage keeps on its symbolic stack: mostly expressions, and
// the markers for values that are half of a statement still being built (an
// unpacking whose targets are not all stored yet, a function that may still
// be decorated, an import whose names are being bound, ...).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ast/ast.h"

namespace glassbox {

enum class EntryKind {
    Value,          // an expression
    Null,           // CPython's NULL call slot
    Iterator,       // GetIter's result: `expr` is what is iterated
    LoopItem,       // ForIter's next item: storing it names the for target
    UnpackSlot,     // one item of an UnpackSequence/UnpackEx whose targets are being stored
    Function,       // MakeFunction's result: a def (maybe decorated) or a lambda
    Class,          // __build_class__'s result
    Module,         // ImportName's result
    ImportedName,   // ImportFrom's result
    SavedLocal,     // 3.12+ LoadFastAndClear: a variable saved around an inlined comprehension
    Accumulator,    // the list/set/dict a comprehension builds (BuildList 0 before a loop)
    Opaque,         // something lift does not model (an exception state, ...)
};

struct StackEntry;

// Targets stored one by one after an UnpackSequence/UnpackEx.
struct PendingUnpack {
    std::shared_ptr<StackEntry> source;  // what is unpacked (a value, a loop item, another unpacking's slot)
    std::vector<ast::ExprPtr> targets;  // one per item; a Starred where UnpackEx puts the rest
    int filled = 0;
    int star_index = -1;
    // Generated mode, once an item is used as a value: the unpacking was assigned to these
    // (one per item; lift_spill.cpp), and each slot stands for its own.
    std::vector<ast::ExprPtr> spilled;
};

// What dead code leaves in a comprehension's tables once the compiler dropped its
// instructions (3.10+ drop all that follows a filter folded to false: the element, later
// loops and filters): the folded constant stays in co_consts, the names the dead code used
// in co_names, its loop targets in co_varnames, its reads of enclosing variables in
// co_freevars. Each list in its table's order, of the entries no instruction uses.
struct DeadCodeTraces {
    std::vector<ObjectPtr> unloaded_constants;
    std::vector<std::string> names;
    std::vector<std::string> locals;
    std::vector<std::string> free_variables;
    bool keeps_folded_operands = false;  // 3.14+: `not 'a'` leaves 'a' (folded after code generation)
    // 3.12+: a filter before the dead code jumps forward over the JUMP_BACKWARD that skips the
    // item, to one that ends the dead code: `if c` reads as `if not c: pass`.
    bool forward_conditional_jumps = false;
};

struct FunctionBuild {
    ast::FunctionDef def;
    bool is_lambda = false;
    ast::ExprPtr lambda_body;
    std::shared_ptr<const struct CodeObject> code;
    DeadCodeTraces dead_code;  // comprehensions only
};

struct ClassBuild {
    ast::ClassDef def;
};

struct ImportState {
    std::string module;
    int level = 0;
    ObjectPtr fromlist;
    std::vector<ast::Alias> names;
    std::vector<std::string> attribute_chain;   // `import a.b.c as d`: the IMPORT_FROMs walking down
    bool is_lazy = false;
};

// A comprehension being built: the loop statements that fill it.
struct AccumulatorState {
    char kind = 'l';                 // 'l' list, 's' set, 'd' dict
    ast::Body loops;                 // the For statements that append to it
};

// Entries are numbered as they are made: the order in which values were evaluated.
inline std::uint64_t next_entry_serial() {
    thread_local std::uint64_t counter = 0;
    return ++counter;
}

struct StackEntry {
    EntryKind kind = EntryKind::Value;
    std::uint64_t serial = next_entry_serial();
    ast::ExprPtr expr;                              // Value, Iterator (the iterable), ImportedName (its name)

    // Copies of one value (Copy 1 / DUP_TOP) share this; see lifter.cpp's store().
    std::shared_ptr<int> copy_group;
    // A value stored while a copy stayed on the stack: `a = b = v` or `(a := v)`.
    std::vector<ast::ExprPtr> stored_targets;
    ast::ExprPtr stored_value;

    std::optional<ast::BinaryOperator> inplace_op;  // InplaceOp's result: left/right kept for AugAssign
    ast::ExprPtr inplace_left, inplace_right;

    std::shared_ptr<PendingUnpack> unpack;
    int unpack_index = -1;
    std::shared_ptr<FunctionBuild> function;
    std::shared_ptr<ClassBuild> klass;
    std::shared_ptr<ImportState> import;
    std::shared_ptr<AccumulatorState> accumulator;
    std::string saved_name;                          // SavedLocal

    static StackEntry value(ast::ExprPtr e) {
        StackEntry s;
        s.expr = std::move(e);
        return s;
    }
    static StackEntry marker(EntryKind k) {
        StackEntry s;
        s.kind = k;
        return s;
    }
};

using SymbolicStack = std::vector<StackEntry>;

// A new entry on top of `stack`, made in place: an entry is some 250 bytes, so a temporary
// moved in costs a move and a destruction. Stacks start empty (or as exact copies) and grow
// one entry at a time: the first growth makes room for 4, not 1 then 2 (each a move of all).
// (4 measured best: 8 entries, 2 KB, cost more in malloc than the moves they save.)
inline StackEntry& pushed_entry(SymbolicStack& stack) {
    if (stack.size() == stack.capacity()) stack.reserve(std::max<std::size_t>(4, 2 * stack.size()));
    return stack.emplace_back();
}

inline void push_value(SymbolicStack& stack, ast::ExprPtr e) { pushed_entry(stack).expr = std::move(e); }
inline void push_marker(SymbolicStack& stack, EntryKind kind) { pushed_entry(stack).kind = kind; }

}  // namespace glassbox
