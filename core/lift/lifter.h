// Stage "lift": straight-line normalized instructions on a symbolic stack,
// into expression trees and statements. The structure stage drives it block
// by block and owns the control flow; values that live across blocks stay on
// the SymbolicStack it hands in.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>

#include "ast/ast.h"
#include "decode/version_profile.h"
#include "lift/stack_entry.h"
#include "load/code_object.h"
#include "normalize/normalize.h"

namespace glassbox {

// Something lift cannot express as Python; the structure stage turns it into
// a marked fallback, never into different code.
class LiftError : public std::runtime_error {
public:
    LiftError(std::uint32_t offset, const std::string& problem)
        : std::runtime_error(problem), offset_(offset) {}
    std::uint32_t offset() const { return offset_; }

private:
    std::uint32_t offset_;
};

// What lift needs from the decompiler around it: nested code objects become
// functions, classes and comprehensions by decompiling them.
struct NestedCodeDecompiler {
    // A nested code object as a def or lambda (signature from the code, body decompiled).
    std::function<std::shared_ptr<FunctionBuild>(std::shared_ptr<const CodeObject>)> function;
    // A class body's code as the statements of a class block.
    std::function<ast::Body(std::shared_ptr<const CodeObject>)> class_body;
};

// Operands a constant decided made dead, which the lifter puts back after the constant it
// loads: `constant op names[0] op names[1] ...` (decompile/dead_operands.h).
struct DeadOperands {
    ast::BoolOperator op = ast::BoolOperator::Or;
    std::vector<std::string> names;
};

// A constant that decided a boolean operation whose code the compiler folded away, which the
// lifter puts back before the value a load pushes: `constant op value` (decompile/dead_operands.h).
// Or, a `statement`: the test of an if the compiler folded away, put back as `if constant: pass`
// before the statement that starts at the load.
struct DeadConstant {
    ast::BoolOperator op = ast::BoolOperator::Or;
    ObjectPtr constant;
    bool statement = false;
};

class Lifter {
public:
    Lifter(const CodeObject& code, const VersionProfile& profile, NestedCodeDecompiler nested)
        : code_(code), profile_(profile), nested_(std::move(nested)) {}

    // Executes one instruction that does not transfer control (Return and
    // Raise included: they end the block as statements).
    void step(const NormalizedInstruction& in, SymbolicStack& stack, ast::Body& out);

    // Bytecode no compiler wrote (TorchDynamo's) keeps values on the stack across
    // statements, copies and reorders them. In generated mode lift spills such values
    // into temporaries (lift_spill.cpp) so that each is evaluated once, in its original
    // order: correct by construction, where compiler templates would not be.
    void set_generated(bool generated) { generated_ = generated; }
    // 3.14+: constants loaded as the expressions the compiler folded them from (decompile/folded_constants.h).
    void set_folded_constants(std::unordered_map<const Object*, ast::ExprPtr> folded) { folded_ = std::move(folded); }
    bool loads_folded(const Object* constant) const { return folded_.count(constant) != 0; }
    // The dead operands to put back after the constant each LOAD_CONST offset loads (decompile/dead_operands.h).
    void set_dead_operands(std::map<std::uint32_t, DeadOperands> dead) { dead_operands_ = std::move(dead); }
    // The deciding constants to put back before the value each load offset pushes (decompile/dead_operands.h).
    void set_dead_constants(std::map<std::uint32_t, std::vector<DeadConstant>> dead) { dead_constants_ = std::move(dead); }
    bool generated() const { return generated_; }
    // The names of generated mode's temporaries (`__tmp` + a number; flat mode's own prefix
    // keeps clear of the private-name mangling of a class body around the code).
    void set_temporary_prefix(std::string prefix) { temporary_prefix_ = std::move(prefix); }
    // Generated mode: every value on the stack that is not a literal or a variable becomes a temporary.
    void spill_all(SymbolicStack& stack, ast::Body& out) { spill(stack, stack.size(), out, 0); }

    // The expression a stack entry stands for when used as a value.
    ast::ExprPtr as_expression(const StackEntry& entry, std::uint32_t offset) const;
    ast::ExprPtr pop_expression(SymbolicStack& stack, std::uint32_t offset) const;

    // Storing a for loop's item leaves `TARGET = <kLoopItemName>` at the head of
    // the loop body; structure turns it into the loop's target.
    static constexpr const char* kLoopItemName = "__glassbox_loop_item__";
    // try/with (lift_exceptions.cpp): __enter__()'s result until structure takes the `as`
    // target from it; the statement a POP_EXCEPT leaves (named by its offset); the prefix of the names of the
    // __exit__ entries (and of the call of one, a statement the structure strips); the
    // markers of the exception state a handler runs with.
    static constexpr const char* kWithEnterName = "__glassbox_with_enter__";
    static constexpr const char* kPopExceptPrefix = "__glassbox_pop_except_";  // + the offset
    static constexpr const char* kWithExitPrefix = "__glassbox_with_exit_";
    static constexpr const char* kExceptionStateName = "__glassbox_exception_state__";
    static constexpr const char* kExceptionName = "__glassbox_exception__";
    // 3.8: what BEGIN_FINALLY pushes (a finally body entered without an exception), and
    // the statement CALL_FINALLY leaves (+ the finally body's offset).
    static constexpr const char* kFinallyStateName = "__glassbox_finally_state__";
    static constexpr const char* kCallFinallyPrefix = "__glassbox_call_finally_";

    // 3.14+ lazily evaluated annotations (decompile/lazy_annotations.cpp): a compiler's
    // __annotate__ function read as the def of this name, whose body holds one bare
    // `name: annotation` per entry (`if <index>:` around a conditional one); and the
    // statement `__conditional_annotations__.add(index)` leaves where an annotated
    // statement ran: a call of this name with the index.
    static constexpr const char* kLazyAnnotationsName = "__glassbox_annotations__";
    static constexpr const char* kAnnotationMarkName = "__glassbox_annotation_ran__";

    // The str constant that stands for a constant with no literal form: this, then the name to print.
    static constexpr std::string_view kExternalConstantMarker{"\0glassbox-external\0", 19};

    const CodeObject& code() const { return code_; }
    // Stores waiting for the rest of a parallel assignment (`a, b = b, a`).
    bool has_pending_stores() const { return !pending_.empty(); }
    // The end of a block: ends the parallel assignment the pending stores make (a plain one
    // when only one); in generated mode also the unpackings whose items stay on the stack.
    void flush_pending_stores(ast::Body& out);
    const VersionProfile& profile() const { return profile_; }

    // Assigns a popped entry to `target`, as the store instructions do.
    void assign(ast::ExprPtr target, StackEntry entry, SymbolicStack& stack, ast::Body& out, std::uint32_t offset);

private:
    void step_op(const NormalizedInstruction& in, SymbolicStack& stack, ast::Body& out);
    // Generated mode (lift_spill.cpp).
    void generated_step(const NormalizedInstruction& in, SymbolicStack& stack, ast::Body& out);
    // Assigns the values of stack[0, end) that are not inert to fresh temporaries, bottom up
    // (the order they were evaluated in); `also` names variables whose reads count as not inert.
    void spill(SymbolicStack& stack, std::size_t end, ast::Body& out, int line,
               const std::vector<std::string>& also = {});
    std::string fresh_temporary();
    // Generated mode: an unpacking whose item is used as a value (not stored) is assigned to
    // temporaries now, `t0, __tmp1, ... = source`, its stored targets kept.
    std::vector<std::shared_ptr<PendingUnpack>> unpacks_used_as_values(const NormalizedInstruction& in,
                                                                       const SymbolicStack& stack) const;
    void name_unpack_items(const PendingUnpack& u, ast::ExprList& targets, ast::ExprList& values);
    void spill_unpack(const std::shared_ptr<PendingUnpack>& unpack, SymbolicStack& stack, ast::Body& out,
                      std::uint32_t offset);
    // Generated mode, at a block's end: an unpacking with items still on the stack (Dynamo tests
    // one: `UNPACK_SEQUENCE 2; STORE_FAST a; POP_JUMP_IF_FALSE`) is assigned now, each item not
    // stored yet to a temporary, which the item stands for from then on.
    void close_open_unpacks(ast::Body& out);
    // The generated mode's unpackings not yet assigned, in the order they ran.
    std::vector<std::shared_ptr<PendingUnpack>> open_unpacks_;
    // Generated mode: a def (not a lambda) that stays on the stack while a swap or copy moves
    // values (Dynamo passes a resume function to a call so) is bound first, to its own name
    // where this code uses no such name, else to a temporary; the call then reads that name.
    void spill_slice_bounds(StackEntry& entry, SymbolicStack& stack, ast::Body& out, int line,
                            const std::vector<std::string>& also);
    void bind_function(StackEntry& entry, SymbolicStack& stack, ast::Body& out, int line);
    std::set<std::string> bound_functions_;
    // A literal, or a temporary fresh_temporary() made: dropping it has no effect to keep.
    bool is_spilled_or_literal(const ast::ExprPtr& e) const;
    bool name_the_temporary(const std::string& copied, SymbolicStack& stack, std::size_t waiting,
                            const ast::Body& produced, ast::Body& out);
    std::string copied_temporary_;  // the temporary a Copy just made (a store may take it over)
    // Generated mode's appends and extends of a collection that is already a variable.
    bool extend_variable(const NormalizedInstruction& in, const ast::ExprList& operands,
                         const StackEntry& target, ast::Body& out);
    bool generated_ = false;
    std::unordered_map<const Object*, ast::ExprPtr> folded_;
    std::map<std::uint32_t, DeadOperands> dead_operands_;
    std::map<std::uint32_t, std::vector<DeadConstant>> dead_constants_;
    // `value` behind the deciding constants dead_constants_ has for the load at `offset`.
    ast::ExprPtr after_dead_constants(std::uint32_t offset, ast::ExprPtr value) const;
    // The `if constant: pass` statements dead_constants_ has before the instruction at `offset`.
    void put_back_dead_tests(std::uint32_t offset, const SymbolicStack& stack, ast::Body& out);
    int temporaries_ = 0;
    std::string temporary_prefix_ = "__tmp";
    std::set<std::string> spilled_;  // the temporaries spill() assigned
    // 3.13+: of two stores to one local in a row the compiler drops the first (`x, _, _ = t`
    // pops an item, then stores `_`; `_, _, _, x = t` pops two, then stores `_` and `x`):
    // the popped items' target is the next store's.
    struct DroppedItem {
        std::shared_ptr<PendingUnpack> unpack;
        int index = -1;
        std::uint32_t offset = 0;  // of the POP_TOP
    };
    std::vector<DroppedItem> dropped_items_;

    std::string mangled(const std::string& name) const;
    void end_store_group(ast::Body& out);
    // An op that may compute a parallel assignment's target, and whether values of the open
    // group still wait on the stack (then it does).
    static bool computes_target(Op op);
    bool group_values_wait(const SymbolicStack& stack) const;
    bool unpacks_group_value(Op op, const SymbolicStack& stack) const;
    void store(ast::ExprPtr target, SymbolicStack& stack, ast::Body& out, std::uint32_t offset);
    // Item `index` of `unpack` goes to `target`; the last item filled completes the statement.
    void fill_unpack_slot(const std::shared_ptr<PendingUnpack>& unpack, int index, const ast::ExprPtr& target,
                          SymbolicStack& stack, ast::Body& out, std::uint32_t offset);
    void finish_unpack(const std::shared_ptr<PendingUnpack>& unpack, SymbolicStack& stack, ast::Body& out,
                       std::uint32_t offset);
    void push_iterator_index(SymbolicStack& stack, int slots) const;
    void pop_top(SymbolicStack& stack, ast::Body& out, std::uint32_t offset, int line);
    void call(const NormalizedInstruction& in, SymbolicStack& stack);
    ObjectPtr keyword_names_from_stack(const NormalizedInstruction& in, SymbolicStack& stack) const;
    void call_ex(const NormalizedInstruction& in, SymbolicStack& stack);
    // class C(...): pushes the class __build_class__ makes of its body function, name and bases.
    void push_class(const FunctionBuild& body_function, const ast::ExprPtr& name, const ast::ExprList& bases,
                    std::vector<ast::Keyword> keywords, SymbolicStack& stack, std::uint32_t at);
    void make_function(const NormalizedInstruction& in, SymbolicStack& stack);
    void set_function_attribute(const NormalizedInstruction& in, SymbolicStack& stack);
    void import_name(const NormalizedInstruction& in, SymbolicStack& stack);
    void import_from(const NormalizedInstruction& in, SymbolicStack& stack);
    void build_collection(const NormalizedInstruction& in, SymbolicStack& stack);
    void extend_collection(const NormalizedInstruction& in, SymbolicStack& stack, ast::Body& out);
    void format_value(const NormalizedInstruction& in, SymbolicStack& stack);
    void template_string(const NormalizedInstruction& in, SymbolicStack& stack);
    void before_with(const NormalizedInstruction& in, SymbolicStack& stack);
    bool with_exit_call(const NormalizedInstruction& in, SymbolicStack& stack);
    void pop_except(const NormalizedInstruction& in, SymbolicStack& stack, ast::Body& out);
    // ≤3.10 block-stack instructions (SETUP_FINALLY, POP_BLOCK, 3.8's finally ops).
    void block_stack_op(const NormalizedInstruction& in, SymbolicStack& stack, ast::Body& out);
    StackEntry pop(SymbolicStack& stack, std::uint32_t offset) const;
    // The top `count` entries, bottom first, moved out at once (with room for `spare` more); on
    // an underflow the stack is left empty, as popping them one by one would have left it.
    SymbolicStack pop_entries(SymbolicStack& stack, std::size_t count, std::uint32_t offset,
                              std::size_t spare = 0) const;
    ast::ExprPtr constant(const NormalizedInstruction& in) const;

    // 3.12+ type parameters and aliases (lift_generic.cpp).
    static bool is_generic_wrapper(const CodeObject& code);
    void call_intrinsic(const NormalizedInstruction& in, SymbolicStack& stack);
    // The call of a `<generic parameters of X>` function: pushes the def, class or alias it makes.
    bool call_generic_wrapper(const StackEntry& callable, const SymbolicStack& args,
                              SymbolicStack& stack, std::uint32_t at);
    std::vector<ast::TypeParam> type_params_of(const ast::ExprPtr& tuple, std::uint32_t at) const;
    // Special stores: a type parameter bound to its name, an alias, the wrapper's hidden
    // locals (.defaults, .type_params, .generic_base). True when `target` took `entry`.
    bool assign_generic(const ast::ExprPtr& target, const StackEntry& entry, ast::Body& out);
    std::map<const ast::Expr*, ast::TypeParam> type_params_;     // what the TYPEVAR intrinsics made
    std::map<const ast::Expr*, std::vector<ast::TypeParam>> generic_bases_;  // Generic[T, ...] bases
    std::map<const ast::Expr*, ast::TypeAlias> type_aliases_;
    // `class C(*bases)`: __build_class__ takes its arguments as one tuple, built as a list whose
    // first item is the class body function. It stands there as a marked placeholder (printed,
    // it fails loudly) that call_ex turns back into the class.
    std::map<const ast::Expr*, std::shared_ptr<FunctionBuild>> class_bodies_;
    std::map<std::string, StackEntry> hidden_locals_;
    // The maps above are keyed by an expression's address: `kept_key` keeps each key alive for
    // the lift, lest a later expression take a freed key's address and pass for it.
    const ast::Expr* kept_key(const ast::ExprPtr& e) {
        kept_keys_.push_back(e);
        return e.get();
    }
    ast::ExprList kept_keys_;

    // `a, b, c = x, y, z` compiles to the values, then stores in an order of the compiler's
    // choosing (swaps, or 3.12+ reversed stores): a store while values evaluated before it
    // wait below on the stack starts a group that the stores of those values complete. The
    // group is rebuilt in the order its values were evaluated (StackEntry::serial).
    struct PendingStore {
        ast::ExprPtr target;
        ast::ExprPtr value;
        std::uint64_t serial = 0;
    };
    std::vector<PendingStore> pending_;
    std::size_t pending_base_ = 0;      // the stack's size once every value of the group is stored
    std::uint64_t pending_mark_ = 0;    // values with a later serial were evaluated after the group

    const CodeObject& code_;
    const VersionProfile& profile_;
    NestedCodeDecompiler nested_;
};

// Helpers shared with structure and decompile.
ast::ExprPtr make_name(const std::string& id);
ast::ExprPtr make_constant(ObjectPtr value);
ast::ExprPtr none_constant();
// Whether a constant expression is true, where its kind says (nullopt: not a constant, or a
// kind whose truth is not plain, a frozenset or a code object).
std::optional<bool> constant_truth(const ast::ExprPtr& e);
std::optional<bool> constant_truth(const Object& constant);
// The cell of a closure variable as an expression: `(lambda: variable).__closure__[0]`.
ast::ExprPtr cell_of(const std::string& variable);
// The AssertionError an `assert` loads (LOAD_ASSERTION_ERROR): the same node every time.
ast::ExprPtr assertion_error_builtin();
bool same_expression(const ast::ExprPtr& a, const ast::ExprPtr& b);
// A str constant that can stand as a name (`name=` in a call or a def, an annotated name):
// an ASCII identifier that is no keyword.
bool is_identifier_constant(const ast::ExprPtr& e);
// An ASCII identifier that is no keyword.
bool is_identifier_text(const std::string& text);
bool is_none(const ast::ExprPtr& e);
// `not e`, folding a double negation and flipping is/is not, in/not in (keep_not_of_compare,
// 3.14+: `not (a in b)`, which tests as a in b with the jumps reversed).
ast::ExprPtr negate_condition(const ast::ExprPtr& e, bool keep_not_of_compare = false);
// Whether negate_condition(e) tested compiles to e's own code with each jump reversed. Not so
// where the compiler's AST optimizer rewrites (≤3.13): `not (a is b)` is `a is not b` (in, not
// in alike), another COMPARE_OP; `not 5` is the constant False.
bool negates_by_jumps(const ast::ExprPtr& e, bool keep_not_of_compare = false);
// The marker statement a comprehension's append leaves in its loop body.
// A comprehension's loops (a For statement whose innermost body appends or
// yields) as a comprehension of `kind` ('l', 's', 'd', 'g'); null if they are not one.
// `dead`: what the comprehension's dead code left, where its innermost body may be gone;
// keep_not_of_compare: as negate_condition.
ast::ExprPtr comprehension_from_loop(const ast::StmtPtr& loop, char kind, bool keep_not_of_compare,
                                     const DeadCodeTraces* dead = nullptr);
bool is_append_marker(const ast::StmtPtr& s, ast::ExprList* values = nullptr);
// The code object of a comprehension or generator expression (<listcomp>, ..., <genexpr>).
bool is_comprehension_code(const CodeObject& code);
// The constants, names, locals (not arguments) and free variables of `code` that none of its
// `instructions` uses.
DeadCodeTraces dead_code_traces(const CodeObject& code, const std::vector<NormalizedInstruction>& instructions,
                                const VersionProfile& profile);

}  // namespace glassbox
