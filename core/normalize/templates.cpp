// Rules that absorb the instructions after them: the fixed templates a
// compiler emits for one construct. Each opens with the guard clauses that
// say why a template does not apply; then the instructions stay as they are,
// rewritten one by one into ops that keep their exact meaning.
#include <array>
#include <span>
#include <string_view>

#include "normalize/rules.h"

namespace glassbox::normalize_internal {
namespace {

bool is(const Rewriter& r, std::optional<std::size_t> i, std::string_view opname) {
    return i && std::string_view(r.at(*i).name()) == opname;
}

bool is_unconditional_jump(const Rewriter& r, std::optional<std::size_t> i) {
    return is(r, i, "JUMP_FORWARD") || is(r, i, "JUMP_BACKWARD") || is(r, i, "JUMP_BACKWARD_NO_INTERRUPT");
}

std::string symbol_of(const Rewriter& r, std::size_t i) {
    ArgumentValue value = resolve_argument(r.decoded(), r.at(i));
    auto* symbol = std::get_if<SymbolArgument>(&value);
    return symbol ? symbol->symbol : std::string();
}

// What FOR_ITER's exhausted branch finds at its target, per the profile.
std::span<const std::string_view> loop_exit_cleanup(ForLoopExit exit) {
    static constexpr std::string_view kEndForPopTop[] = {"END_FOR", "POP_TOP"};
    static constexpr std::string_view kEndForPopIter[] = {"END_FOR", "POP_ITER"};
    static constexpr std::string_view kEndFor[] = {"END_FOR"};
    switch (exit) {
    case ForLoopExit::PopsIterator: return {};
    case ForLoopExit::EndForPopsTwo: return kEndFor;
    case ForLoopExit::EndForThenPopTop: return kEndForPopTop;
    case ForLoopExit::EndForThenPopIter: return kEndForPopIter;
    }
    return {};
}

// The 3.11+ yield-from/await loop, from SEND (its exit jump target T):
//        SEND T
//        YIELD_VALUE          <- exception entry to the CLEANUP_THROW (3.12+)
//        RESUME
//        JUMP_BACKWARD_NO_INTERRUPT SEND
//   3.11: T is just past the loop.
//   3.12+: [CLEANUP_THROW]   (inline form, falls into END_SEND)
//      T: END_SEND
//        ... elsewhere: CLEANUP_THROW; JUMP to T
struct YieldFromLoop {
    std::vector<std::size_t> members;       // absorbed after SEND
    std::optional<std::uint32_t> handler;   // the CLEANUP_THROW whose table entries go too
};

// The handler catching what the instruction at i raises, if any.
const ExceptionTableEntry* handler_entry(const Rewriter& r, std::size_t i) {
    for (const ExceptionTableEntry& entry : r.decoded().exception_table) {
        if (entry.start <= r.at(i).offset && r.at(i).offset < entry.end) return &entry;
    }
    return nullptr;
}

// The CLEANUP_THROW handler serves this YIELD_VALUE alone.
bool handles_only(const Rewriter& r, std::uint32_t handler, std::size_t yield, std::size_t resume) {
    int count = 0;
    for (const ExceptionTableEntry& entry : r.decoded().exception_table) {
        if (entry.target != handler) continue;
        if (entry.start < r.at(yield).offset || entry.end > r.at(resume).offset) return false;
        ++count;
    }
    auto index = r.index_at(handler);
    return index && r.entries(*index) == count;
}

std::optional<YieldFromLoop> match_yield_from_loop(const Rewriter& r, const Instruction& send) {
    std::size_t i = r.index();
    auto yield = r.next_real(i);
    auto resume = yield ? r.next_real(*yield) : std::nullopt;
    auto back = resume ? r.next_real(*resume) : std::nullopt;
    if (!is(r, yield, "YIELD_VALUE") || !is(r, resume, "RESUME") || !is(r, back, "JUMP_BACKWARD_NO_INTERRUPT")) {
        return std::nullopt;
    }
    if (r.index_at(*r.at(*back).jump_target) != i) return std::nullopt;
    if (r.entries(*yield) > 0 || r.entries(*resume) > 0 || r.entries(*back) > 0) return std::nullopt;
    YieldFromLoop loop{{*yield, *resume, *back}, std::nullopt};
    if (!r.defines("END_SEND")) {
        if (*send.jump_target != r.end_offset(*back)) return std::nullopt;
        return loop;
    }

    auto end = r.index_at(*send.jump_target);
    if (!is(r, end, "END_SEND")) return std::nullopt;
    const ExceptionTableEntry* entry = handler_entry(r, *yield);
    auto cleanup = entry ? r.index_at(entry->target) : std::nullopt;
    if (!is(r, cleanup, "CLEANUP_THROW") || *cleanup <= i) return std::nullopt;
    if (!handles_only(r, entry->target, *yield, *resume)) return std::nullopt;
    int end_entries = 1;  // SEND's exit
    auto after_loop = r.next_real(*back);
    if (cleanup == after_loop && r.next_real(*cleanup) == end) {
        loop.members.push_back(*cleanup);
    } else {
        auto jump = r.next_real(*cleanup);
        if (after_loop != end || !is_unconditional_jump(r, jump) || r.entries(*jump) > 0) return std::nullopt;
        if (r.index_at(*r.at(*jump).jump_target) != end) return std::nullopt;
        loop.members.push_back(*cleanup);
        loop.members.push_back(*jump);
        ++end_entries;
    }
    if (r.entries(*end) != end_entries) return std::nullopt;
    loop.members.push_back(*end);
    loop.handler = entry->target;
    return loop;
}

// 3.14+ with statement:  COPY 1; LOAD_SPECIAL __exit__; SWAP 2; SWAP 3;
// LOAD_SPECIAL __enter__; CALL 0  (async: __aexit__/__aenter__), leaving
// __exit__, its self and __enter__()'s result.
bool with_template(Rewriter& r, bool& is_async) {
    static constexpr std::string_view kNames[] = {"LOAD_SPECIAL", "SWAP", "SWAP", "LOAD_SPECIAL", "CALL"};
    static constexpr std::uint32_t kArgs[] = {0, 2, 3, 0, 0};  // 0 for LOAD_SPECIAL: checked by name below
    std::array<std::size_t, 5> members{};
    std::size_t i = r.index();
    for (std::size_t k = 0; k < members.size(); ++k) {
        auto next = r.next_real(i);
        if (!is(r, next, kNames[k]) || r.entries(*next) > 0) return false;
        if (kNames[k] != "LOAD_SPECIAL" && r.at(*next).arg != kArgs[k]) return false;
        members[k] = i = *next;
    }
    std::string exit = symbol_of(r, members[0]);
    std::string enter = symbol_of(r, members[3]);
    if (exit == "__exit__" && enter == "__enter__") {
        is_async = false;
    } else if (exit == "__aexit__" && enter == "__aenter__") {
        is_async = true;
    } else {
        return false;
    }
    for (std::size_t member : members) r.consume(member);
    return true;
}

}  // namespace

void for_iter(Rewriter& r, const Instruction& in) {
    std::uint32_t target = *in.jump_target;
    std::span<const std::string_view> cleanup = loop_exit_cleanup(r.profile().for_loop_exit);
    std::optional<std::size_t> head = r.index_at(target);
    std::optional<std::size_t> last = head;
    for (std::size_t k = 0; k < cleanup.size(); ++k) {
        if (k > 0) last = r.next_real(*last);
        if (!is(r, last, cleanup[k])) r.fail("FOR_ITER's exit is not its " + std::string(cleanup[k]));
    }
    if (!cleanup.empty()) {
        // The exhausted iterator skips END_FOR at run time; what follows pops
        // the iterator, which ForIter's exit does in one step.
        target = r.end_offset(*last);
        r.mark_exit_cleanup(*head, cleanup.size());
    }
    NormalizedInstruction& out = r.emit(Op::ForIter);
    out.target = target;
    out.slots = r.profile().iterator_slots;
}

void end_for(Rewriter& r, const Instruction&) {
    if (r.drop_exit_cleanup()) return;
    int values = r.profile().for_loop_exit == ForLoopExit::EndForPopsTwo ? 2 : 1;
    for (int k = 0; k < values; ++k) r.emit(Op::PopTop);
}

void pop_iter(Rewriter& r, const Instruction&) {
    if (r.drop_exit_cleanup()) return;
    for (int k = 0; k < r.profile().iterator_slots; ++k) r.emit(Op::PopTop);
}

void pop_top(Rewriter& r, const Instruction&) {
    if (r.drop_exit_cleanup()) return;
    r.emit(Op::PopTop);
}

void send(Rewriter& r, const Instruction& in) {
    std::uint8_t slots = r.profile().iterator_slots;
    if (auto loop = match_yield_from_loop(r, in)) {
        for (std::size_t member : loop->members) r.consume(member);
        if (loop->handler) r.drop_handler(*loop->handler);
        r.emit(Op::YieldFrom).slots = slots;
        return;
    }
    // Not the compiler's loop: keep SEND, its exit popping the receiver as
    // 3.11's does (3.12+: END_SEND does, so move the exit past it).
    std::uint32_t target = *in.jump_target;
    if (r.defines("END_SEND")) {
        auto end = r.index_at(target);
        if (!is(r, end, "END_SEND")) r.fail("SEND's exit is not END_SEND");
        target = r.end_offset(*end);
        r.mark_exit_cleanup(*end, 1);
    }
    NormalizedInstruction& out = r.emit(Op::Send);
    out.target = target;
    out.slots = slots;
}

void end_send(Rewriter& r, const Instruction&) {
    if (r.drop_exit_cleanup()) return;
    r.emit(Op::EndSend).slots = r.profile().iterator_slots;
}

void cleanup_throw(Rewriter& r, const Instruction&) { r.emit(Op::CleanupThrow).slots = r.profile().iterator_slots; }

void copy(Rewriter& r, const Instruction&) {
    bool is_async = false;
    if (r.raw_argument() == 1 && with_template(r, is_async)) {
        r.emit(is_async ? Op::BeforeAsyncWith : Op::BeforeWith).slots = 2;
        return;
    }
    if (inlined_builtin_call(r)) return;
    r.emit_with_argument(Op::Copy);
}

void load_special(Rewriter& r, const Instruction&) { r.emit(Op::LoadSpecial).name = symbol_of(r, r.index()); }

// 3.11+ generators start with RETURN_GENERATOR; POP_TOP (the first send's
// None): neither is part of the function's body.
void return_generator(Rewriter& r, const Instruction&) {
    auto next = r.next_real(r.index());
    if (!is(r, next, "POP_TOP") || r.entries(*next) > 0) r.fail("RETURN_GENERATOR without its POP_TOP");
    r.consume(*next);
}

}  // namespace glassbox::normalize_internal
