// Inside normalize: the rules the opcode table (opcode_rewrites.cpp) names.
// Single-instruction rules and the ones that absorb the instruction just
// before them are in instruction_rules.cpp; the ones that absorb instructions
// after them (templates a compiler emits for one construct) in templates.cpp.
#pragma once

#include "normalize/rewriter.h"

namespace glassbox::normalize_internal {

// ---- instruction_rules.cpp -------------------------------------------------------------------------
void binary_op(Rewriter& r, const Instruction& in);         // 3.11+ BINARY_OP: by the table's symbol
void compare_op(Rewriter& r, const Instruction& in);        // COMPARE_OP: by the table's symbol
void call_function(Rewriter& r, const Instruction& in);     // ≤3.10 CALL_FUNCTION
void call_function_kw(Rewriter& r, const Instruction& in);  // ≤3.10 CALL_FUNCTION_KW, 3.13+ CALL_KW
void call_method(Rewriter& r, const Instruction& in);       // ≤3.10 CALL_METHOD
void call(Rewriter& r, const Instruction& in);              // 3.11+ CALL
void kw_names(Rewriter& r, const Instruction& in);          // 3.11/3.12 KW_NAMES
void call_function_ex(Rewriter& r, const Instruction& in);
void call_intrinsic(Rewriter& r, const Instruction& in);    // CALL_INTRINSIC_1/2: by the intrinsic's name
void make_function(Rewriter& r, const Instruction& in);
void load_method(Rewriter& r, const Instruction& in);       // ≤3.11 LOAD_METHOD
void load_from_dict_or_deref(Rewriter& r, const Instruction& in);
void load_assertion_error(Rewriter& r, const Instruction& in);
void to_bool(Rewriter& r, const Instruction& in);
void nop(Rewriter& r, const Instruction& in);               // dropped unless it heads a loop before a try           // 3.13+: kept only as `not not x`
void load_small_int(Rewriter& r, const Instruction& in);
void load_common_constant(Rewriter& r, const Instruction& in);
void return_const(Rewriter& r, const Instruction& in);
void format_value(Rewriter& r, const Instruction& in);      // ≤3.12 FORMAT_VALUE
void format_simple(Rewriter& r, const Instruction& in);     // 3.13+
void format_with_spec(Rewriter& r, const Instruction& in);  // 3.13+
void convert_value(Rewriter& r, const Instruction& in);     // 3.13+, paired by pair_conversions()
void dup_top(Rewriter& r, const Instruction& in);
void dup_top_two(Rewriter& r, const Instruction& in);
void rot_two(Rewriter& r, const Instruction& in);
void rot_three(Rewriter& r, const Instruction& in);
void rot_four(Rewriter& r, const Instruction& in);
void rot_n(Rewriter& r, const Instruction& in);
void pop_except(Rewriter& r, const Instruction& in);
void reraise(Rewriter& r, const Instruction& in);
void end_async_for(Rewriter& r, const Instruction& in);
void match_keys(Rewriter& r, const Instruction& in);
void match_class(Rewriter& r, const Instruction& in);
void yield_from(Rewriter& r, const Instruction& in);        // ≤3.10 YIELD_FROM
void get_yield_from_iter(Rewriter& r, const Instruction& in);
void get_iter(Rewriter& r, const Instruction& in);          // 3.15: GET_ITER 3 is GET_YIELD_FROM_ITER
void before_with(Rewriter& r, const Instruction& in);
void before_async_with(Rewriter& r, const Instruction& in);
void build_tuple_unpack(Rewriter& r, const Instruction& in);
void build_list_unpack(Rewriter& r, const Instruction& in);
void build_set_unpack(Rewriter& r, const Instruction& in);
void build_map_unpack(Rewriter& r, const Instruction& in);
void build_call_map_unpack(Rewriter& r, const Instruction& in);

// ---- templates.cpp ------------------------------------------------------------------------------
void for_iter(Rewriter& r, const Instruction& in);          // folds the 3.12+ exit cleanup
void end_for(Rewriter& r, const Instruction& in);
void pop_iter(Rewriter& r, const Instruction& in);
void pop_top(Rewriter& r, const Instruction& in);           // may be 3.13's loop-exit cleanup
void send(Rewriter& r, const Instruction& in);              // collapses the yield-from loop
void end_send(Rewriter& r, const Instruction& in);
void cleanup_throw(Rewriter& r, const Instruction& in);
void copy(Rewriter& r, const Instruction& in);              // may start 3.14's with-statement template
void load_special(Rewriter& r, const Instruction& in);
void return_generator(Rewriter& r, const Instruction& in);  // the generator prologue

// ---- inlined_builtins.cpp -----------------------------------------------------------------------
// At COPY 1: 3.14+ all/any/tuple/list/set of a genexpr, inlined; keeps only the ordinary call.
bool inlined_builtin_call(Rewriter& r);

}  // namespace glassbox::normalize_internal
