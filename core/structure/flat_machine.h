// Flat mode's inner parts (flat_fallback.h says what it makes), shared by
// flat_fallback.cpp (blocks into pieces of code, the regions they run in) and
// flat_render.cpp (the regions as dispatcher loops).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "lift/lifter.h"

namespace glassbox::flat_detail {

using namespace ast;

// The names of the state machine (fresh_name() keeps them apart from the code's own).
inline const char* const kState = "_flat_state";
std::string slot_name(std::size_t depth);       // a stack value's home across pieces
std::string exception_name(int level);          // the `except ... as` name of a level

// What one stack entry is where a piece begins.
enum class SlotKind : std::uint8_t {
    Value,      // a value, in slot_name(depth)
    Null,       // a call's NULL slot
    ExcState,   // PUSH_EXC_INFO's saved exception: `level` is the level it opened
    Lasti,      // a handler's lasti (only RERAISE reads it, to set a line)
    Exception,  // the exception a level caught: exception_name(level)
    WithExit,   // a with statement's __exit__: `with` is its region's number
    Saved,      // 3.12+ LOAD_FAST_AND_CLEAR: `variable` saved in `saved` (a 1-tuple, or () when unbound)
    IterIndex,  // 3.15: an iterator's second slot
};

struct Slot {
    SlotKind kind = SlotKind::Value;
    int level = 0;
    int with = -1;
    std::string variable;
    std::string saved;
    bool operator==(const Slot&) const = default;
};

inline Slot make_slot(SlotKind kind, int level = 0, int with = -1) {
    Slot slot;
    slot.kind = kind;
    slot.level = level;
    slot.with = with;
    return slot;
}

// Where a piece begins: the exception level (Python except clauses around it) and the stack.
struct Entry {
    int level = 0;
    std::vector<Slot> slots;
    bool operator==(const Entry&) const = default;
};

// A dispatcher loop: the top one, one inside an except clause (a handler's code, one
// level deeper), or one inside a with statement (its body, the same level).
struct Region {
    enum class Kind : std::uint8_t { Top, Handler, With } kind = Kind::Top;
    int level = 0;
    Region* parent = nullptr;
    int with_handler = -1;       // With: the handler block that calls __exit__ on an exception
    int with_number = -1;        // With: names its __exit__ entries
    std::vector<int> pieces;     // dispatched here, in the order found
    // Pieces whose exceptions this region's except clause sends to a handler piece.
    std::map<int, int> direct;
    // Of those, the ones whose exception escaped an except clause of this region first: caught
    // around the handler child and raised again inside this region's try.
    std::set<int> caught;
    std::unique_ptr<Region> handler_child;
    std::vector<std::unique_ptr<Region>> with_children;
    // Pieces of regions around this one that its pieces go on to (by `break`).
    std::set<int> exits;
    // With: the piece after the with statement when __exit__ suppressed the exception (-1: none).
    int suppressed = -1;
};

// A run of one block's instructions that is one state.
struct Piece {
    int block = -1;
    std::size_t begin = 0;
    Entry entry;
    Region* region = nullptr;
    Body code;
};

// The rendered dispatcher of `region` (the whole machine for the top one).
Body render_region(const Region& region, const std::vector<Piece>& pieces);
// All pieces of `region` and the regions inside it.
void collect_pieces(const Region& region, std::vector<int>& out);
ExprPtr int_constant(long value);
ExprPtr bool_constant(bool value);
StmtPtr set_state(int piece);

}  // namespace glassbox::flat_detail
