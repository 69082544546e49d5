// What the lift stage keeps on its symbolic stack: mostly expressions, and
// the markers for values that are half of a statement still being built (an
// unpacking whose targets are not all stored yet, a function that may still
// be decorated, an import whose names are being bound, ...).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ast/ast.h"
#include "support/node_pool.h"

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
    ast::ExprList targets;  // one per item; a Starred where UnpackEx puts the rest
    int filled = 0;
    int star_index = -1;
    // Generated mode, once an item is used as a value: the unpacking was assigned to these
    // (one per item; lift_spill.cpp), and each slot stands for its own.
    ast::ExprList spilled;
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

// What few entries carry besides their expression: a pending chained assignment, an
// augmented assignment's operands, an unpacking's slot, a def, a class, an import, a
// comprehension, a marker's name. Kept apart from StackEntry so that the many plain values
// (pushed, popped, copied for a trial) move and die as a few words.
struct EntryDetails {
    // Copies of one value (Copy 1 / DUP_TOP) share this; see lifter.cpp's store().
    std::shared_ptr<int> copy_group;
    // A value stored while a copy stayed on the stack: `a = b = v` or `(a := v)`.
    ast::ExprList stored_targets;
    ast::ExprPtr stored_value;

    std::optional<ast::BinaryOperator> inplace_op;  // InplaceOp's result: left/right kept for AugAssign
    ast::ExprPtr inplace_left, inplace_right;

    std::shared_ptr<PendingUnpack> unpack;
    int unpack_index = -1;
    std::shared_ptr<FunctionBuild> function;
    std::shared_ptr<ClassBuild> klass;
    std::shared_ptr<ImportState> import;
    std::shared_ptr<AccumulatorState> accumulator;
    std::string saved_name;                          // SavedLocal, and the names of Opaque markers

    // The details of an entry that has none.
    static const EntryDetails& none() {
        static const EntryDetails empty;
        return empty;
    }
};

struct StackEntry {
    EntryKind kind = EntryKind::Value;
    std::uint64_t serial = next_entry_serial();
    ast::ExprPtr expr;                              // Value, Iterator (the iterable), ImportedName (its name)

    StackEntry() = default;
    StackEntry(StackEntry&&) noexcept = default;
    StackEntry& operator=(StackEntry&&) noexcept = default;
    // A copy has details of its own (what they point to stays shared, as before).
    StackEntry(const StackEntry& other) : kind(other.kind), serial(other.serial), expr(other.expr) {
        if (other.details_) details_ = make_details(*other.details_);
    }
    StackEntry& operator=(const StackEntry& other) {
        if (this != &other) *this = StackEntry(other);
        return *this;
    }

    // The details, to read (EntryDetails::none() where the entry has none).
    const EntryDetails& details() const { return details_ ? *details_ : EntryDetails::none(); }
    // The details, to change (made on first use).
    EntryDetails& mutable_details() {
        if (!details_) details_ = make_details(EntryDetails{});
        return *details_;
    }

    // An Opaque marker of this name (an exception state, a with's exit, `__build_class__`, ...).
    bool is_marker(std::string_view name) const { return kind == EntryKind::Opaque && details().saved_name == name; }
    // Both are copies of one value (Copy 1 / DUP_TOP).
    bool same_copy_group(const StackEntry& other) const {
        return details().copy_group && details().copy_group == other.details().copy_group;
    }

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

private:
    struct DetailsDelete {
        void operator()(EntryDetails* d) const noexcept {
            d->~EntryDetails();
            support::node_pool::deallocate(d, sizeof(EntryDetails));
        }
    };
    using DetailsPtr = std::unique_ptr<EntryDetails, DetailsDelete>;
    static DetailsPtr make_details(EntryDetails from) {
        void* block = support::node_pool::allocate(sizeof(EntryDetails));
        return DetailsPtr(new (block) EntryDetails(std::move(from)));
    }
    DetailsPtr details_;
};

// (its buffer from the node pool: stacks are made, copied for trials and dropped all the time)
using SymbolicStack = std::vector<StackEntry, support::NodeAllocator<StackEntry>>;

// A new entry on top of `stack`, made in place (a temporary moved in costs a move and a
// destruction). Stacks start empty (or as exact copies) and grow one entry at a time: the
// first growth makes room for 8, not 1 then 2 then 4 (each a move of all).
inline StackEntry& pushed_entry(SymbolicStack& stack) {
    if (stack.size() == stack.capacity()) stack.reserve(std::max<std::size_t>(8, 2 * stack.size()));
    return stack.emplace_back();
}

inline void push_value(SymbolicStack& stack, ast::ExprPtr e) { pushed_entry(stack).expr = std::move(e); }
inline void push_marker(SymbolicStack& stack, EntryKind kind) { pushed_entry(stack).kind = kind; }

}  // namespace glassbox
