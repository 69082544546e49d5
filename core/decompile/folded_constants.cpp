#include "decompile/folded_constants.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <optional>
#include <vector>

#include "decode/arguments.h"
#include "lift/lifter.h"
#include "load/code_object.h"

namespace glassbox {
namespace {

using ast::BinaryOperator;
using ast::ExprPtr;
__extension__ typedef unsigned __int128 u128;  // (GCC and Clang; -Wpedantic wants the __extension__)

// What the 3.14 optimizer folds: ints of at most 128 bits from `*`, `**` and `<<`, strings
// and bytes of at most 4096 items from `*` (`+` has no limit).
constexpr int kMaxIntBits = 128;
constexpr std::size_t kMaxRepeatedSize = 4096;
constexpr long kNever = ConstantLoads::kNever;
constexpr u128 kMaxSmallInt = 255;  // (LOAD_SMALL_INT's argument is the value)

int bit_length(u128 v) {
    int bits = 0;
    for (; v; v >>= 1) ++bits;
    return bits;
}

bool is_power_of_two(u128 v) { return v && !(v & (v - 1)); }

std::optional<u128> as_u128(const Object& o) {
    if (o.kind != ObjectKind::Int || o.integer.negative || o.integer.magnitude.size() > 4) return std::nullopt;
    u128 v = 0;
    for (std::size_t k = o.integer.magnitude.size(); k-- > 0;) v = (v << 32) | o.integer.magnitude[k];
    return v;
}

ExprPtr int_constant(u128 v) {
    auto o = std::make_shared<Object>();
    o->kind = ObjectKind::Int;
    for (; v; v >>= 32) o->integer.magnitude.push_back(std::uint32_t(v));
    return make_constant(o);
}

ExprPtr text_constant(ObjectKind kind, std::string text) {
    auto o = std::make_shared<Object>();
    o->kind = kind;
    o->text = std::move(text);
    return make_constant(o);
}

ExprPtr binop(ExprPtr left, BinaryOperator op, ExprPtr right) {
    return ast::expr(ast::BinOp{std::move(left), op, std::move(right)});
}

// Whether a fold may take a value as an operand, or make it on its way: the code generator adds
// each operand to co_consts where the fold stands, and the optimizer appends each value it folds;
// the unused ones it drops. So such a value must be one the generator had added already, or
// one co_consts does not hold (dropped again), or a small int (which LOAD_SMALL_INT loads
// without co_consts).
// (A value a fold makes on its way is appended where the optimizer folds, not where the
// generator stood: one co_consts holds must have been added before.)
// (Refolded: a value the output prints as a fold, made again, found there.)
enum class Role { Operand, Made, Refolded };
using UsableOperand = std::function<bool(const Object&, Role)>;

bool usable_int(u128 v, const UsableOperand& usable, Role role = Role::Operand, bool negative = false) {
    if (v <= kMaxSmallInt && !negative) return true;
    auto o = std::make_shared<Object>();
    o->kind = ObjectKind::Int;
    o->integer.negative = negative && v;
    for (; v; v >>= 32) o->integer.magnitude.push_back(std::uint32_t(v));
    return usable(*o, role);
}

bool usable_float(double v, const UsableOperand& usable, Role role = Role::Operand) {
    Object o;
    o.kind = ObjectKind::Float;
    o.real = v;
    return usable(o, role);
}

// `first ** k`, `first ** k - 1`, `first << k`, `first * m` or `first ± m`.
ExprPtr int_from(u128 first, u128 v, const UsableOperand& usable) {
    if (first >= 2) {
        u128 power = first;
        for (int k = 2; power <= v / first && bit_length(first) * k <= kMaxIntBits; ++k) {
            power *= first;
            if (power == v) return binop(int_constant(first), BinaryOperator::Pow, int_constant(u128(k)));
            if (power - 1 == v && usable_int(power, usable, Role::Made)) {
                return binop(binop(int_constant(first), BinaryOperator::Pow, int_constant(u128(k))),
                             BinaryOperator::Sub, int_constant(1));
            }
        }
    }
    if (first >= 1) {
        for (int k = 1; k < kMaxIntBits && (first << k) >> k == first; ++k)
            if ((first << k) == v) return binop(int_constant(first), BinaryOperator::LShift, int_constant(u128(k)));
    }
    if (first >= 2 && v % first == 0 && bit_length(first) + bit_length(v / first) <= kMaxIntBits &&
        usable_int(v / first, usable))
        return binop(int_constant(first), BinaryOperator::Mult, int_constant(v / first));
    if (v >= first) {
        if (!usable_int(v - first, usable)) return nullptr;
        return binop(int_constant(first), BinaryOperator::Add, int_constant(v - first));
    }
    if (!usable_int(first - v, usable)) return nullptr;
    return binop(int_constant(first), BinaryOperator::Sub, int_constant(first - v));
}

// `1 << k`, `(1 << k) - 1`, `m * 1024`, `m * 1000`, or `(v - 1) + 1`.
ExprPtr int_alone(u128 v, const UsableOperand& usable) {
    if (v <= kMaxSmallInt) return nullptr;  // (what a fold makes of it, LOAD_SMALL_INT loads: no constant)
    if (is_power_of_two(v)) return binop(int_constant(1), BinaryOperator::LShift, int_constant(u128(bit_length(v) - 1)));
    if (is_power_of_two(v + 1) && usable_int(v + 1, usable, Role::Made)) {
        return binop(binop(int_constant(1), BinaryOperator::LShift, int_constant(u128(bit_length(v)))),
                     BinaryOperator::Sub, int_constant(1));
    }
    for (u128 unit : {u128(1024), u128(1000)})
        if (v % unit == 0 && bit_length(v / unit) + bit_length(unit) <= kMaxIntBits && usable_int(v / unit, usable) &&
            usable_int(unit, usable))
            return binop(int_constant(v / unit), BinaryOperator::Mult, int_constant(unit));
    if (!usable_int(v - 1, usable)) return nullptr;
    return binop(int_constant(v - 1), BinaryOperator::Add, int_constant(1));
}

bool continuation_byte(const std::string& text, std::size_t at) {
    return at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80;
}

std::size_t item_count(const Object& o) {
    if (o.kind == ObjectKind::Bytes) return o.text.size();
    std::size_t n = 0;
    for (std::size_t k = 0; k < o.text.size(); ++k) n += !continuation_byte(o.text, k);
    return n;
}

// The shortest piece `text` repeats, or its whole length.
std::size_t period(const Object& o) {
    const std::string& text = o.text;
    for (std::size_t p = 1; p <= text.size() / 2; ++p) {
        if (text.size() % p || (o.kind == ObjectKind::Str && continuation_byte(text, p))) continue;
        bool repeats = true;
        for (std::size_t k = p; k < text.size() && repeats; ++k) repeats = text[k] == text[k - p];
        if (repeats) return p;
    }
    return text.size();
}

ExprPtr repeated(const Object& v, std::size_t unit) {
    return binop(text_constant(v.kind, v.text.substr(0, unit)), BinaryOperator::Mult,
                 int_constant(u128(v.text.size() / unit)));
}

bool usable_text(ObjectKind kind, std::string text, const UsableOperand& usable, Role role = Role::Operand) {
    Object o;
    o.kind = kind;
    o.text = std::move(text);
    return usable(o, role);
}

// `first * n`, `first * n + rest` or `first + rest`.
ExprPtr text_from(const Object& first, const Object& v, const UsableOperand& usable) {
    const std::string& unit = first.text;
    if (unit.empty() || v.text.size() <= unit.size() || v.text.compare(0, unit.size(), unit)) return nullptr;
    std::size_t repeats = 1;
    while (v.text.compare(repeats * unit.size(), unit.size(), unit) == 0 &&
           (repeats + 1) * item_count(first) <= kMaxRepeatedSize)
        ++repeats;
    ExprPtr start = repeats >= 2 ? binop(text_constant(v.kind, unit), BinaryOperator::Mult, int_constant(u128(repeats)))
                                 : text_constant(v.kind, unit);
    if (repeats * unit.size() == v.text.size()) return start;
    const std::string rest = v.text.substr(repeats * unit.size());
    if (!usable_text(v.kind, rest, usable) ||
        (repeats >= 2 && !usable_text(v.kind, v.text.substr(0, repeats * unit.size()), usable, Role::Made)))
        return nullptr;
    return binop(std::move(start), BinaryOperator::Add, text_constant(v.kind, rest));
}

// `piece * n`, or two halves joined, split after a newline or space near the middle.
ExprPtr text_alone(const Object& v, const UsableOperand& usable) {
    if (item_count(v) < 2) return nullptr;
    const std::size_t unit = period(v);
    if (unit < v.text.size() && item_count(v) <= kMaxRepeatedSize)
        return usable_text(v.kind, v.text.substr(0, unit), usable) ? repeated(v, unit) : nullptr;
    const std::string& text = v.text;
    std::size_t split = 0;
    for (std::size_t k = 1; k < text.size(); ++k) {
        if (v.kind == ObjectKind::Str && continuation_byte(text, k)) continue;
        auto distance = [&](std::size_t at) { return at > text.size() / 2 ? at - text.size() / 2 : text.size() / 2 - at; };
        const bool word_end = text[k - 1] == '\n' || text[k - 1] == ' ';
        const bool split_word_end = split && (text[split - 1] == '\n' || text[split - 1] == ' ');
        if (!split || (word_end && !split_word_end) ||
            (word_end == split_word_end && distance(k) < distance(split)))
            split = k;
    }
    if (!usable_text(v.kind, text.substr(0, split), usable) || !usable_text(v.kind, text.substr(split), usable))
        return nullptr;
    return binop(text_constant(v.kind, text.substr(0, split)), BinaryOperator::Add,
                 text_constant(v.kind, text.substr(split)));
}

bool foldable_kind(ObjectKind kind) {
    switch (kind) {
    case ObjectKind::Int: case ObjectKind::Float: case ObjectKind::Complex: case ObjectKind::Str:
    case ObjectKind::Bytes: case ObjectKind::Tuple: case ObjectKind::FrozenSet:
        return true;
    default:
        return false;
    }
}

bool same_value(const Object& a, const Object& b) {
    if (a.kind != b.kind) return false;
    switch (a.kind) {
    case ObjectKind::Str: case ObjectKind::Bytes: return a.text == b.text;
    case ObjectKind::Int: return a.integer == b.integer;
    case ObjectKind::Float: return std::memcmp(&a.real, &b.real, sizeof a.real) == 0;  // (-0.0 is not 0.0)
    default: return false;
    }
}


ExprPtr float_constant(double value) {
    auto o = std::make_shared<Object>();
    o->kind = ObjectKind::Float;
    o->real = value;
    return make_constant(o);
}

ExprPtr negated(ExprPtr operand) { return ast::expr(ast::UnaryOp{ast::UnaryOperator::USub, std::move(operand)}); }

// A finite float folded from operands no longer in co_consts, exactly to the bit: `a / b` of
// ints (a quotient of ints is correctly rounded, as IEEE division of two exact doubles is), or
// `m * 2.0 ** e`, `m / 2 ** k`.
ExprPtr float_alone(double v, const UsableOperand& usable) {
    // (a negative float prints as `-1e-100`, a fold already: its operand stays where the
    // generator added it, or is dropped)
    if (!std::isfinite(v) || v <= 0) return nullptr;
    constexpr double kExactInts = 9007199254740992.0;  // 2 ** 53: every int below is a double
    if (v >= 1 && v < 0x1p127 && v == std::nearbyint(v) && usable_int(u128(v), usable))
        return binop(int_constant(u128(v)), BinaryOperator::Div, int_constant(1));
    for (int b = 2; b <= int(kMaxSmallInt); ++b) {
        const double a = std::nearbyint(v * b);
        if (a < 1 || a >= kExactInts || a / b != v || !usable_int(u128(a), usable)) continue;
        return binop(int_constant(u128(a)), BinaryOperator::Div, int_constant(u128(b)));
    }
    // (no quotient by a small int: its mantissa is large, its exponent far from zero)
    int exponent = 0;
    const double fraction = std::frexp(v, &exponent);  // v = fraction * 2 ** exponent, 0.5 <= fraction < 1
    double mantissa = std::ldexp(fraction, 53);
    exponent -= 53;
    while (std::fmod(mantissa, 2.0) == 0) mantissa /= 2, ++exponent;
    if (!usable_int(u128(mantissa), usable)) return nullptr;
    const u128 magnitude = u128(std::abs(exponent));
    const double power = std::ldexp(1.0, exponent);
    if (usable_float(2.0, usable) && usable_int(magnitude, usable) && (exponent >= 0 || usable_int(magnitude, usable, Role::Made, true)) &&
        (mantissa == 1 || usable_float(power, usable, Role::Made))) {
        ExprPtr e = binop(float_constant(2.0), BinaryOperator::Pow,
                          exponent < 0 ? negated(int_constant(magnitude)) : int_constant(magnitude));
        return mantissa == 1 ? e : binop(int_constant(u128(mantissa)), BinaryOperator::Mult, std::move(e));
    }
    if (exponent >= 0 || -exponent >= kMaxIntBits || !usable_int(u128(1) << -exponent, usable, Role::Made)) return nullptr;
    return binop(int_constant(u128(mantissa)), BinaryOperator::Div,
                 binop(int_constant(2), BinaryOperator::Pow, int_constant(u128(-exponent))));
}

// `1 + 6j`, `1 - 6j` for a complex with an integral real part (3.14+ add a real to a complex
// part by part, the same for 1 and 1.0): the literal (1.0 + 6j) would add 1.0 to co_consts,
// which must then be there already, or absent; a small int never is (but stays first, where
// `int_first` says it did). Negative: `-(1 + 0j)`.
ExprPtr complex_from_int(double real, double imag, const UsableOperand& usable, bool int_first) {
    if (std::signbit(real)) {
        Object positive;
        positive.kind = ObjectKind::Complex;
        positive.real = -real;
        positive.imag = -imag;
        if (!usable(positive, Role::Made)) return nullptr;
        ExprPtr e = complex_from_int(-real, -imag, usable, int_first);
        return e ? negated(std::move(e)) : nullptr;
    }
    if (!(real > 0 && real <= 9007199254740992.0) || real != std::nearbyint(real) || !std::isfinite(imag) ||
        (!int_first && usable_float(real, usable)) || !usable_int(u128(real), usable))
        return nullptr;
    auto imaginary = std::make_shared<Object>();
    imaginary->kind = ObjectKind::Complex;
    imaginary->imag = std::abs(imag);
    return binop(int_constant(u128(real)), std::signbit(imag) ? BinaryOperator::Sub : BinaryOperator::Add,
                 make_constant(imaginary));
}

// Whether the literal the printer writes for `v` is an expression the compiler folds: a sign
// (Python has no negative literals), a complex with a real part, a NaN.
bool literal_is_a_fold(const Object& v) {
    switch (v.kind) {
    case ObjectKind::Int: return v.integer.negative;
    case ObjectKind::Float: return std::signbit(v.real) || std::isnan(v.real);
    case ObjectKind::Complex: return v.real != 0 || std::signbit(v.real) || std::signbit(v.imag);
    default: return false;
    }
}

// `v` as an expression that folds to it: from `first` where a fold must start with that
// constant (it stayed first in co_consts), else from operands `usable` allows; a string may
// start with one of the code's constants (`consts`) that `usable` allows.
ExprPtr expression_for(const Object& v, const Object* first, const UsableOperand& usable,
                       const std::vector<ObjectPtr>* consts = nullptr) {
    if (v.kind == ObjectKind::FrozenSet && first) {
        // `x in {'_name', '_inst'}`: a set display the compiler folded, whose first item stayed
        // first in co_consts; the frozenset's own order need not start with it.
        auto found = std::find_if(v.items.begin(), v.items.end(),
                                  [&](const ObjectPtr& item) { return same_value(*item, *first); });
        if (found == v.items.end()) return nullptr;
        ast::Set display{{make_constant(*found)}};
        for (const ObjectPtr& item : v.items)
            if (item != *found) display.elts.push_back(make_constant(item));
        return ast::expr(std::move(display));
    }
    if (v.kind == ObjectKind::Tuple && first && !v.items.empty()) {
        // `(b'ab' * 8, 2)`: a tuple the compiler folded from a display whose first item it folded first.
        ExprPtr item = expression_for(*v.items.front(), first, usable);
        if (!item) return nullptr;
        ast::Tuple display{{std::move(item)}};
        for (std::size_t k = 1; k < v.items.size(); ++k) display.elts.push_back(make_constant(v.items[k]));
        return ast::expr(std::move(display));
    }
    if (!first && (v.kind == ObjectKind::Int || v.kind == ObjectKind::Float)) {
        // A negative literal (`-2147483648`) is a fold whose operand the generator adds where it
        // stands; where the output prints the positive value as a fold, the generator would add
        // it ahead of that: `-(1 << 31)` finds it there.
        Object positive = v;
        positive.integer.negative = false;
        positive.real = std::abs(v.real);
        const bool negative = v.kind == ObjectKind::Int ? v.integer.negative : std::signbit(v.real);
        if (negative) {
            if (!usable(positive, Role::Refolded)) return nullptr;
            ExprPtr e = v.kind == ObjectKind::Int ? (as_u128(positive) ? int_alone(*as_u128(positive), usable) : nullptr)
                                                  : float_alone(positive.real, usable);
            return e ? negated(std::move(e)) : nullptr;
        }
    }
    if (v.kind == ObjectKind::Int) {
        auto value = as_u128(v);
        if (!value) return nullptr;
        if (!first) return int_alone(*value, usable);
        auto start = as_u128(*first);
        return start ? int_from(*start, *value, usable) : nullptr;
    }
    if (v.kind == ObjectKind::Float && first && first->kind == ObjectKind::Int) {
        // `1 / 2`, `-1 / 2`: a quotient of ints.
        auto start = as_u128(*first);
        const double quotient = std::abs(v.real);
        if (!start || *start == 0 || *start > (u128(1) << 53) || !(quotient > 0)) return nullptr;
        const double numerator = double(*start);
        const double divisor = numerator / quotient;
        if (!(divisor >= 1 && divisor <= 9007199254740992.0) || divisor != double(std::uint64_t(divisor)) ||
            numerator / divisor != quotient)
            return nullptr;
        if (v.real < 0 && !usable_int(*start, usable, Role::Made, true)) return nullptr;
        return binop(v.real < 0 ? negated(int_constant(*start)) : int_constant(*start), BinaryOperator::Div,
                     int_constant(u128(std::uint64_t(divisor))));
    }
    if (v.kind == ObjectKind::Float && !first) return float_alone(v.real, usable);
    if (v.kind == ObjectKind::Str || v.kind == ObjectKind::Bytes) {
        if (first) return first->kind == v.kind ? text_from(*first, v, usable) : nullptr;
        for (const ObjectPtr& start : consts ? *consts : std::vector<ObjectPtr>{}) {
            if (start.get() == &v || start->kind != v.kind || !usable(*start, Role::Operand)) continue;
            if (ExprPtr e = text_from(*start, v, usable)) return e;
        }
        return text_alone(v, usable);
    }
    return nullptr;
}


// Where the generator had got to, at least, when it emitted the cold code at `offset`: an
// exception handler comes after the code it protects (a handler of cold code after the code
// that one protects). As an offset in the hot code; 0 where the table does not say.
std::uint32_t cold_code_emitted_after(const std::vector<ExceptionTableEntry>& table, std::uint32_t offset,
                                      std::uint32_t cold) {
    for (std::size_t depth = 0; depth <= table.size(); ++depth) {
        std::optional<std::uint32_t> handler;  // the handler `offset` belongs to: the nearest target before it
        for (const ExceptionTableEntry& entry : table)
            if (entry.target <= offset && (!handler || entry.target > *handler)) handler = entry.target;
        if (!handler) return 0;
        std::uint32_t protected_start = std::numeric_limits<std::uint32_t>::max(), hot_end = 0;
        for (const ExceptionTableEntry& entry : table) {
            if (entry.target != *handler) continue;
            protected_start = std::min(protected_start, entry.start);
            if (entry.start < cold) hot_end = std::max(hot_end, std::min(entry.end, cold));
        }
        if (hot_end) return hot_end;
        if (protected_start >= offset) return 0;
        offset = protected_start;
    }
    return 0;
}

}  // namespace

ConstantLoads constant_loads(const DecodedCode& decoded) {
    ConstantLoads loads;
    if (!decoded.profile->folds_constants_late) return loads;  // (≤3.13 fold before generating code)
    const CodeObject& code = *decoded.code;
    const std::size_t count = code.consts.size();
    // Where each constant is first loaded, in the code the generator laid out in order: the
    // exception handlers, moved to the end as cold code, are left out.
    std::uint32_t cold = std::numeric_limits<std::uint32_t>::max();
    for (const ExceptionTableEntry& entry : decoded.exception_table) cold = std::min(cold, entry.target);
    // An `is None` test adds None where it stands, but the jump it becomes loads nothing.
    std::size_t none = count;
    for (std::size_t i = 0; i < count && none == count; ++i)
        if (code.consts[i]->kind == ObjectKind::None) none = i;
    std::vector<long>& first_load = loads.first_load;
    std::vector<bool>& loaded = loads.loaded;
    std::vector<bool>& loaded_cold = loads.loaded_cold;
    first_load.assign(count, kNever);
    loaded.assign(count, false);
    loaded_cold.assign(count, false);
    std::vector<std::uint32_t> cold_after(count, 0);  // per constant loaded in cold code: cold_code_emitted_after
    long position = 0;
    for (const Instruction& in : decoded.instructions) {
        ++position;
        std::size_t index = count;
        if (in.arg && std::strcmp(in.name(), "LOAD_SMALL_INT") == 0) loads.small_ints.push_back({position, *in.arg});
        if (in.info->arg == ArgKind::Const && in.arg && *in.arg < count) {
            index = *in.arg;
            loaded[index] = true;
        } else if (in.info->jump != JumpKind::None &&
                   (std::strcmp(in.name(), "POP_JUMP_IF_NONE") == 0 || std::strcmp(in.name(), "POP_JUMP_IF_NOT_NONE") == 0)) {
            index = none;
        }
        if (index < count && in.offset >= cold) {
            const std::uint32_t after = cold_code_emitted_after(decoded.exception_table, in.offset, cold);
            cold_after[index] = loaded_cold[index] ? std::min(cold_after[index], after) : after;
            loaded_cold[index] = true;
        }
        if (index < count && in.offset < cold && first_load[index] == kNever) first_load[index] = position;
    }

    // Folds only append, in the order of the code they fold: the folded values are among the
    // foldable values that end co_consts, first loaded in the order they stand there. (Where
    // the layout strays from the generator's order, a match case's body placed after the next
    // case, a constant the generator added shows up as loaded late; this keeps it out.)
    std::size_t tail = count;
    long next_load = std::numeric_limits<long>::max();
    while (tail > 0 && foldable_kind(code.consts[tail - 1]->kind)) {
        const long load = first_load[tail - 1];
        if (load != kNever && load >= next_load) break;
        if (load != kNever) next_load = load;
        --tail;
    }
    loads.tail = tail;
    // Folded: a constant that some constant before it in co_consts is first loaded after. But
    // for True, False and `...`, whose loads the compiler may drop after adding them (tests it
    // folds). A constant also loaded in cold code was added by then at the latest, or where
    // the code that handler protects ends.
    std::vector<long> position_at;  // (per instruction: its offset, to find the position of one)
    for (const Instruction& in : decoded.instructions) position_at.push_back(long(in.offset));
    auto position_of = [&](std::uint32_t offset) {
        return long(std::lower_bound(position_at.begin(), position_at.end(), long(offset)) - position_at.begin()) + 1;
    };
    long latest = kNever;
    std::vector<bool>& late = loads.late;
    late.assign(count, false);
    for (std::size_t i = 0; i < count; ++i) {
        if (first_load[i] == kNever) continue;
        late[i] = first_load[i] < latest;
        const ObjectKind kind = code.consts[i]->kind;
        if (kind == ObjectKind::True || kind == ObjectKind::False || kind == ObjectKind::Ellipsis) continue;
        const long added = !loaded_cold[i] ? first_load[i]
                           : cold_after[i] ? std::min(first_load[i], position_of(cold_after[i]))
                                           : kNever;
        latest = std::max(latest, added);
    }
    return loads;
}

bool ConstantLoads::small_int_loaded(std::uint32_t value, long before) const {
    return std::any_of(small_ints.begin(), small_ints.end(),
                       [&](const SmallIntLoad& load) { return load.position < before && load.value == value; });
}

// Whether the generator had added constant k when it reached the fold whose value is constant
// `fold`: k is first, or first loaded before that value, or (`by_the_fold`) the fold itself
// added it as an operand (the constants first loaded before the fold stand before k, those
// loaded after it after k, but for another operand of the same fold, `also_an_operand`).
bool added_by_then(const ConstantLoads& loads, std::size_t k, std::size_t fold, bool by_the_fold,
                   const std::function<bool(std::size_t)>& also_an_operand) {
    const std::vector<long>& first_load = loads.first_load;
    const long at = first_load[fold];
    if (k == 0 || (first_load[k] != kNever && first_load[k] < at)) return true;
    if (!by_the_fold || k >= loads.tail) return false;
    for (std::size_t j = 0; j < loads.tail; ++j) {
        if (j == k || first_load[j] == kNever) continue;
        if (j < k ? first_load[j] > at && !also_an_operand(j) : first_load[j] < at) return false;
    }
    return true;
}

FoldedConstants folded_constants(const DecodedCode& decoded, const ConstantLoads& loads) {
    FoldedConstants folded;
    const CodeObject& code = *decoded.code;
    const std::size_t count = code.consts.size();
    if (!decoded.profile->folds_constants_late || count == 0) return folded;
    const std::vector<long>& first_load = loads.first_load;
    const std::size_t tail = loads.tail;
    const std::vector<bool>& late = loads.late;

    std::size_t earliest = count;
    for (std::size_t i = 0; i < count; ++i)
        if (first_load[i] != kNever && (earliest == count || first_load[i] < first_load[earliest])) earliest = i;

    // An unused first constant that is no docstring: the first operand of the first fold. But
    // a small int loaded before that fold's value (LOAD_SMALL_INT takes no constant; the
    // generator added one all the same) comes first the same way.
    bool small_int_before = false, stays_first = !loads.loaded[0] && !(code.flags & kCodeHasDocstring);
    if (earliest < count) {
        small_int_before = !loads.small_ints.empty() && loads.small_ints.front().position < first_load[earliest];
        if (const std::optional<u128> first = as_u128(*code.consts[0]);
            first && *first <= kMaxSmallInt && loads.small_int_loaded(std::uint32_t(*first), first_load[earliest]))
            stays_first = false;
    }
    // (values a fold appends on its way, right before its own, that the code loads later: as
    // literals the generator would add them; folds too, which find them there)
    std::vector<std::size_t> appended_on_the_way;
    auto usable_before = [&](std::size_t fold) {
        // A value printed as a fold is no operand the generator adds. A value the fold makes is
        // there when the fold comes, found: added by the generator (a literal, wherever it is),
        // or by an earlier fold; or the fold appends it, right before its own value.
        // (another operand of a string's fold is a piece of it)
        auto piece_of_the_fold = [&code, fold](std::size_t j) {
            const Object& whole = *code.consts[fold];
            const Object& piece = *code.consts[j];
            return (whole.kind == ObjectKind::Str || whole.kind == ObjectKind::Bytes) && piece.kind == whole.kind &&
                   !piece.text.empty() && whole.text.find(piece.text) != std::string::npos;
        };
        return [&code, &loads, &folded, &appended_on_the_way, fold, piece_of_the_fold](const Object& operand, Role role) {
            for (std::size_t k = 0; k < code.consts.size(); ++k) {
                if (!same_value(*code.consts[k], operand)) continue;
                const Object& there = *code.consts[k];
                const bool printed_as_fold = folded.count(&there) || literal_is_a_fold(there);
                if (role == Role::Operand && k > 0 && printed_as_fold) return false;
                if (role == Role::Refolded)
                    return printed_as_fold && (added_by_then(loads, k, fold, false, piece_of_the_fold) || k + 1 == fold);
                if (added_by_then(loads, k, fold, role == Role::Operand, piece_of_the_fold)) return true;
                if (role != Role::Made || k >= fold) return false;
                if (k + 1 == fold && !printed_as_fold) appended_on_the_way.push_back(k);
                return k + 1 == fold || !printed_as_fold;
            }
            return true;
        };
    };
    if (stays_first && earliest < count && earliest >= tail) {
        if (ExprPtr e = expression_for(*code.consts[earliest], code.consts[0].get(), usable_before(earliest)))
            folded.emplace(code.consts[earliest].get(), std::move(e));
        else
            appended_on_the_way.clear();
    }
    const std::optional<u128> zeroth_int = as_u128(*code.consts[0]);
    for (std::size_t i = 0; i < count; ++i) {
        const Object& v = *code.consts[i];
        if (v.kind != ObjectKind::Complex || first_load[i] == kNever || folded.count(&v)) continue;
        // (the first fold's real part stays first: it must be that constant)
        const bool operand_stays_first = i == earliest && stays_first && !small_int_before;
        const bool int_first = zeroth_int && double(*zeroth_int) == std::abs(v.real);
        if (operand_stays_first && !int_first) continue;
        const std::size_t known = appended_on_the_way.size();
        if (ExprPtr e = complex_from_int(v.real, v.imag, usable_before(i), operand_stays_first))
            folded.emplace(&v, std::move(e));
        else
            appended_on_the_way.resize(known);
    }
    // Folded too: what stands after a fold in co_consts (a literal would come before it). A
    // literal that is a fold of its own (`-1`) is one where it is late, so appended.
    bool after_a_fold = false;
    for (std::size_t i = tail; i < count; ++i) {
        if (folded.count(code.consts[i].get())) {
            after_a_fold = true;
            continue;
        }
        const bool literal_folds = late[i] && literal_is_a_fold(*code.consts[i]);
        // (the first constant loaded, printed as a fold, would leave its operand first)
        if (!(late[i] || after_a_fold) || (i == earliest && !small_int_before)) {
            after_a_fold = after_a_fold || literal_folds;
            continue;
        }
        const std::size_t known = appended_on_the_way.size();  // (a failed attempt appends nothing)
        if (ExprPtr e = expression_for(*code.consts[i], nullptr, usable_before(i), &code.consts)) {
            folded.emplace(code.consts[i].get(), std::move(e));
            after_a_fold = true;
        } else {
            appended_on_the_way.resize(known);
            after_a_fold = after_a_fold || literal_folds;
        }
    }
    const std::vector<std::size_t> made = appended_on_the_way;
    for (std::size_t k : made) {
        if (folded.count(code.consts[k].get())) continue;
        // (its operands as the fold that appended it found them, earlier in the code)
        if (ExprPtr e = expression_for(*code.consts[k], nullptr, usable_before(k + 1), &code.consts))
            folded.emplace(code.consts[k].get(), std::move(e));
    }
    return folded;
}

namespace {
ObjectPtr unused_first_module_constant(const DecodedCode& decoded);
}  // namespace

ObjectPtr unused_first_constant(const DecodedCode& decoded, const ConstantLoads& loads) {
    const CodeObject& code = *decoded.code;
    if (!decoded.profile->keeps_first_constant || code.consts.empty() || (code.flags & kCodeHasDocstring))
        return nullptr;
    if (!decoded.profile->folds_constants_late) return unused_first_module_constant(decoded);
    if (loads.loaded[0] || loads.loaded_cold[0] || loads.first_load[0] != kNever) return nullptr;
    // A lone None is the end's `return None`, which the compiler writes after every body (and drops
    // where nothing reaches it): the source adds it without help.
    if (code.consts.size() == 1 && code.consts[0]->kind == ObjectKind::None) return nullptr;
    // (a small int LOAD_SMALL_INT loads: the generator added it where that load stands)
    if (const std::optional<u128> value = as_u128(*code.consts[0]);
        value && *value <= kMaxSmallInt && loads.small_int_loaded(std::uint32_t(*value), std::numeric_limits<long>::max()))
        return nullptr;
    return code.consts[0];
}

namespace {

// 3.12-3.13 (which fold before generating code, so ConstantLoads knows nothing): module code
// only, whose co_consts[0] is the first constant the generator added (a function's is its
// docstring's slot, a class body's its qualname), when the code loads another constant first
// or none: a fold added it first (`x[u'' or x] = y` before `f(sep='')`). Not None, which
// `is None` tests add too. (Cold code laid out last may load another first as well; adding
// co_consts[0] first again changes nothing then.)
ObjectPtr unused_first_module_constant(const DecodedCode& decoded) {
    const CodeObject& code = *decoded.code;
    if (code.name != "<module>" || code.consts[0]->kind == ObjectKind::None) return nullptr;
    for (const Instruction& in : decoded.instructions)
        if (in.info->arg == ArgKind::Const && in.arg) return *in.arg == 0 ? nullptr : code.consts[0];
    return code.consts[0];
}

// 3.15 loads None without co_consts (LOAD_COMMON_CONSTANT); the compiler added it all the same
// and dropped it unused, unless it stayed first. Not in co_consts, None was never first: no
// return ran before the first constant's first load to add it. So when every return of None
// but the code's last is laid out before that load, each is a copy of the end.
bool returns_of_none_before_first_constant(const DecodedCode& decoded, const ConstantLoads& loads) {
    const CodeObject& code = *decoded.code;
    if (code.consts.empty()) return false;
    if (loads.first_load[0] == kNever) return false;
    std::vector<long> returns;  // positions (as in ConstantLoads) of the returns of None
    long position = 0;
    bool none_loaded = false;
    for (const Instruction& in : decoded.instructions) {
        ++position;
        if (std::strcmp(in.name(), "RETURN_VALUE") == 0 && none_loaded) returns.push_back(position);
        none_loaded = false;
        if (std::strcmp(in.name(), "LOAD_COMMON_CONSTANT") == 0) {
            const ArgumentValue value = resolve_argument(decoded, in);
            auto* common = std::get_if<CommonConstantArgument>(&value);
            none_loaded = common && common->source == "None";
        }
    }
    if (returns.size() < 2) return false;
    returns.pop_back();  // (the end itself)
    return std::all_of(returns.begin(), returns.end(), [&](long at) { return at < loads.first_load[0]; });
}

}  // namespace

bool none_added_last(const DecodedCode& decoded, const ConstantLoads& loads) {
    const CodeObject& code = *decoded.code;
    std::size_t none = 0;
    while (none < code.consts.size() && code.consts[none]->kind != ObjectKind::None) ++none;
    if (none == code.consts.size() && decoded.profile->folds_constants_late)
        return returns_of_none_before_first_constant(decoded, loads);
    // (co_consts[0] is also a function's docstring slot, None without one before 3.14)
    if (none == 0 || none == code.consts.size()) return false;
    if (!decoded.profile->folds_constants_late) return none + 1 == code.consts.size();
    // 3.14+: what follows it, folds appended (loaded before constants ahead of them, None among them).
    for (std::size_t i = none + 1; i < code.consts.size(); ++i)
        if (i < loads.tail || !loads.late[i]) return false;
    return true;
}

}  // namespace glassbox
