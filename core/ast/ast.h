// The syntax tree the decompiler builds and the printer prints: Python's own
// `ast` node set (3.8-3.15), typed, with the same node and field names, so that
// anyone who knows `ast` can read it. Load/Store/Del contexts are left out:
// a node's place in its parent says which it is. Only `print` decides layout
// and parentheses.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "load/object.h"
#include "support/node_pool.h"

namespace glassbox::ast {

struct Expr;
struct Stmt;
struct Pattern;
struct Arguments;
using ExprPtr = std::shared_ptr<Expr>;        // nullptr where Python's ast has None
using StmtPtr = std::shared_ptr<Stmt>;
using PatternPtr = std::shared_ptr<Pattern>;
using ArgumentsPtr = std::shared_ptr<Arguments>;
using Body = std::vector<StmtPtr, support::NodeAllocator<StmtPtr>>;  // its buffer from the node pool
using ExprList = std::vector<ExprPtr, support::NodeAllocator<ExprPtr>>;  // (so is this one's)

enum class BoolOperator { And, Or };
enum class BinaryOperator { Add, Sub, Mult, MatMult, Div, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd, FloorDiv };
enum class UnaryOperator { Invert, Not, UAdd, USub };
enum class CompareOperator { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };

// ---- expressions ---------------------------------------------------------------------------

struct BoolOp { BoolOperator op; ExprList values; };
struct NamedExpr { ExprPtr target; ExprPtr value; };
struct BinOp { ExprPtr left; BinaryOperator op; ExprPtr right; };
struct UnaryOp { UnaryOperator op; ExprPtr operand; };
struct Lambda { ArgumentsPtr args; ExprPtr body; };
struct IfExp { ExprPtr test; ExprPtr body; ExprPtr orelse; };
struct Dict { ExprList keys; ExprList values; };  // a null key: `**value`
struct Set { ExprList elts; };
struct Comprehension {
    ExprPtr target;
    ExprPtr iter;
    ExprList ifs;
    bool is_async = false;
    // Source lines of the `for` clause and of each `if` (0: unknown). The printer starts a clause
    // on a new line where the source did: 3.12+ lays a condition out by whether its line is
    // the loop's.
    int line = 0;
    std::vector<int> if_lines;
};
struct ListComp { ExprPtr elt; std::vector<Comprehension> generators; };
struct SetComp { ExprPtr elt; std::vector<Comprehension> generators; };
struct DictComp { ExprPtr key; ExprPtr value; std::vector<Comprehension> generators; };
struct GeneratorExp { ExprPtr elt; std::vector<Comprehension> generators; };
struct Await { ExprPtr value; };
struct Yield { ExprPtr value; };  // value may be null
struct YieldFrom { ExprPtr value; };
struct Compare { ExprPtr left; std::vector<CompareOperator> ops; ExprList comparators; };
struct Keyword { std::optional<std::string> arg; ExprPtr value; };  // no arg: `**value`
struct Call { ExprPtr func; ExprList args; std::vector<Keyword> keywords; };
// conversion: -1 none, else 's', 'r' or 'a'; format_spec: a JoinedStr or null.
struct FormattedValue { ExprPtr value; int conversion = -1; ExprPtr format_spec; };
struct JoinedStr { ExprList values; };  // Constant str and FormattedValue parts
struct Interpolation { ExprPtr value; std::string str; int conversion = -1; ExprPtr format_spec; };  // 3.14+
struct TemplateStr { ExprList values; };  // 3.14+ t-strings: Constant str and Interpolation parts
// Any literal, including nested tuples and frozensets. `folded_from`: 3.14+, where the value's place
// in co_consts says the compiler folded it, the expression it folds from, printed in its place as a
// value (decompile/folded_constants.h); passes that read the constant read `value`.
struct Constant { ObjectPtr value; ExprPtr folded_from = nullptr; };
struct Attribute { ExprPtr value; std::string attr; };
struct Subscript { ExprPtr value; ExprPtr slice; };
struct Starred { ExprPtr value; };
struct Name { std::string id; };
struct List { ExprList elts; };
struct Tuple { ExprList elts; };
struct Slice { ExprPtr lower; ExprPtr upper; ExprPtr step; };  // each may be null
// Beyond Python's ast: a constant with no literal form (Dynamo puts arbitrary objects in co_consts).
// It prints as a name the caller binds; `index` is its place in co_consts.
// A value with no literal, bound by the caller under `name`; a code object used as a value
// (index: its place in co_consts) carries `code` instead of a name, which the printer makes
// (code_constant_name(), print.h) only if the node is printed.
struct ExternalConstant {
    std::string name;
    int index = -1;
    std::shared_ptr<const CodeObject> code;
};
// Beyond Python's ast: an expression the compiler kept only as source text (an annotation
// under `from __future__ import annotations` is stored as its unparsed text). Printed as is.
struct SourceText { std::string text; };

using ExprNode = std::variant<BoolOp, NamedExpr, BinOp, UnaryOp, Lambda, IfExp, Dict, Set, ListComp, SetComp, DictComp,
                              GeneratorExp, Await, Yield, YieldFrom, Compare, Call, FormattedValue, JoinedStr,
                              Interpolation, TemplateStr, Constant, Attribute, Subscript, Starred, Name, List, Tuple,
                              Slice, ExternalConstant, SourceText>;

struct Expr {
    ExprNode node;
};

// ---- function signatures ---------------------------------------------------------------------

struct Arg { std::string name; ExprPtr annotation; };
struct Arguments {
    std::vector<Arg> posonlyargs;
    std::vector<Arg> args;
    std::optional<Arg> vararg;
    std::vector<Arg> kwonlyargs;
    ExprList kw_defaults;  // one per kwonlyarg; null where it has none
    std::optional<Arg> kwarg;
    ExprList defaults;     // for the last len(defaults) of posonlyargs + args
};

// ---- patterns (3.10+ match) --------------------------------------------------------------------

struct MatchValue { ExprPtr value; };
struct MatchSingleton { ObjectPtr value; };  // None, True or False
struct MatchSequence { std::vector<PatternPtr> patterns; };
struct MatchMapping { ExprList keys; std::vector<PatternPtr> patterns; std::optional<std::string> rest; };
struct MatchClass {
    ExprPtr cls;
    std::vector<PatternPtr> patterns;
    std::vector<std::string> kwd_attrs;
    std::vector<PatternPtr> kwd_patterns;
};
struct MatchStar { std::optional<std::string> name; };
struct MatchAs { PatternPtr pattern; std::optional<std::string> name; };  // neither: `_`
struct MatchOr { std::vector<PatternPtr> patterns; };

using PatternNode = std::variant<MatchValue, MatchSingleton, MatchSequence, MatchMapping, MatchClass, MatchStar,
                                 MatchAs, MatchOr>;
struct Pattern {
    PatternNode node;
};

// ---- statements ----------------------------------------------------------------------------------

enum class TypeParamKind { TypeVar, ParamSpec, TypeVarTuple };
struct TypeParam { TypeParamKind kind; std::string name; ExprPtr bound; ExprPtr default_value; };  // 3.12+

struct FunctionDef {
    std::string name;
    ArgumentsPtr args;
    Body body;
    ExprList decorator_list;
    ExprPtr returns;
    std::vector<TypeParam> type_params;
    bool is_async = false;
};
struct ClassDef {
    std::string name;
    ExprList bases;
    std::vector<Keyword> keywords;
    Body body;
    ExprList decorator_list;
    std::vector<TypeParam> type_params;
};
// value may be null. `written`: the layout shows a `return` statement of the source where
// the same instructions could be a copy of the code's end that a `break` runs (3.14: a with
// statement's suppressing path ran its own copy of it; no compiler copies a break's block).
struct Return { ExprPtr value; bool written = false; };
struct Delete { ExprList targets; };
struct Assign { ExprList targets; ExprPtr value; };  // a = b = value: two targets
struct TypeAlias { ExprPtr name; std::vector<TypeParam> type_params; ExprPtr value; };
struct AugAssign { ExprPtr target; BinaryOperator op; ExprPtr value; };
struct AnnAssign { ExprPtr target; ExprPtr annotation; ExprPtr value; bool simple = true; };
struct For { ExprPtr target; ExprPtr iter; Body body; Body orelse; bool is_async = false; };
struct While { ExprPtr test; Body body; Body orelse; };
// Whether the source had an `else` after a body that always leaves (both compile alike but
// where ≤3.9 keeps the body's dead jump over the else): Unknown where nothing tells.
enum class ElseLayout : std::uint8_t { Unknown, Kept, Hoisted };
struct If { ExprPtr test; Body body; Body orelse; ElseLayout else_layout = ElseLayout::Unknown; };  // elif: orelse holding exactly one If
struct WithItem { ExprPtr context_expr; ExprPtr optional_vars; };
struct With { std::vector<WithItem> items; Body body; bool is_async = false; };
struct MatchCase { PatternPtr pattern; ExprPtr guard; Body body; };
struct Match { ExprPtr subject; std::vector<MatchCase> cases; };
struct Raise { ExprPtr exc; ExprPtr cause; };
struct ExceptHandler { ExprPtr type; std::optional<std::string> name; Body body; };
// else_layout Hoisted: the code's layout or the order of its names and constants tells that what
// follows the statement is no else block (an except clause that returns None stays so).
struct Try {
    Body body;
    std::vector<ExceptHandler> handlers;
    Body orelse;
    Body finalbody;
    bool is_star = false;
    ElseLayout else_layout = ElseLayout::Unknown;
};
struct Assert { ExprPtr test; ExprPtr msg; };
struct Alias { std::string name; std::optional<std::string> asname; };
// is_lazy: 3.15's `lazy import x` / `lazy from a import b` (PEP 810).
struct Import { std::vector<Alias> names; bool is_lazy = false; };
struct ImportFrom { std::optional<std::string> module; std::vector<Alias> names; int level = 0; bool is_lazy = false; };
struct Global { std::vector<std::string> names; };
struct Nonlocal { std::vector<std::string> names; };
struct ExprStmt { ExprPtr value; };
struct Pass {};
struct Break {};
// written: the compiler's code tells that the source wrote this `continue` even where it ends
// the body (the loop's own jump back follows it, or the loop goes round through a bottom
// test): dropping it as redundant would lose its jump.
// into_bottom_test: the body's end running into a 3.10-3.13 while loop's bottom test, which
// a `continue` would not run (it jumps to the test on top): no statement but where it is last.
struct Continue { bool written = false; bool into_bottom_test = false; };
// Beyond Python's ast: flow the decompiler could not express. It prints as a statement that
// compiles and raises when reached, naming the reason, never as code that means something else.
struct Unreconstructed { std::string reason; int offset = -1; };
// Beyond Python's ast: a comment line (flat mode says where its state machine stands in).
struct Comment { std::string text; };

using StmtNode = std::variant<FunctionDef, ClassDef, Return, Delete, Assign, TypeAlias, AugAssign, AnnAssign, For, While,
                              If, With, Match, Raise, Try, Assert, Import, ImportFrom, Global, Nonlocal, ExprStmt, Pass,
                              Break, Continue, Unreconstructed, Comment>;

struct Stmt {
    StmtNode node;
    int line = 0;  // source line the statement came from (0: unknown); print may use it for layout
};

struct Module {
    Body body;
};

// Builders, so the passes read `make<Name>("x")` rather than variant plumbing. Nodes come
// from the node pool (support/node_pool.h): malloc and free were a large part of a decompile.
// (Each node is made in its block: an Expr{...} handed over would be moved there, a visit of
// its variant.)
template <typename Node>
ExprPtr expr(Node node) {
    return std::allocate_shared<Expr>(support::NodeAllocator<Expr>(), std::move(node));
}
template <typename Node>
StmtPtr stmt(Node node, int line = 0) {
    return std::allocate_shared<Stmt>(support::NodeAllocator<Stmt>(), std::move(node), line);
}
template <typename Node>
PatternPtr pattern(Node node) {
    return std::allocate_shared<Pattern>(support::NodeAllocator<Pattern>(), std::move(node));
}

}  // namespace glassbox::ast
