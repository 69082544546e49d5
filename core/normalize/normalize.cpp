// The driver of normalize: walk the decoded instructions once, hand each to
// the rule its opname has in opcode_rewrites.cpp, then pair 3.13+ conversions
// with their formatting. Rules that absorb neighbours (templates.cpp) mark
// them consumed; everything else here is bookkeeping those rules share.
#include <algorithm>
#include <string>

#include "normalize/rewriter.h"

namespace glassbox {
namespace normalize_internal {

Rewriter::Rewriter(const DecodedCode& decoded)
    : decoded_(decoded),
      marks_(decoded.instructions.size()),
      exception_table_(decoded.exception_table) {
    output_.reserve(decoded.instructions.size());  // rules emit about one op per instruction
    sources_.reserve(decoded.instructions.size());
    // Count what leads where before any rule runs: templates may absorb only
    // instructions nothing else jumps to.
    for (const Instruction& instruction : decoded.instructions) {
        if (!instruction.jump_target) continue;
        const Rewrite* rewrite = find_rewrite(*decoded.opcodes, instruction.opcode);
        if (rewrite && !rewrite->jumps) continue;
        if (auto target = index_at(*instruction.jump_target)) ++marks_[*target].entries;
    }
    for (const ExceptionTableEntry& entry : decoded.exception_table) {
        if (auto target = index_at(entry.target)) ++marks_[*target].entries;
    }
}

NormalizedCode Rewriter::run() {
    for (index_ = 0; index_ < size(); ++index_) {
        if (marks_[index_].consumed) continue;
        const Instruction& instruction = at(index_);
        if (!instruction.info->defined) fail("undefined opcode " + std::to_string(instruction.opcode));
        if (instruction.info->base_opcode != instruction.opcode) {
            fail(std::string(instruction.name()) + " is a specialized form, which marshalled code never holds");
        }
        const Rewrite* rewrite = find_rewrite(table(), instruction.opcode);
        if (!rewrite) fail(std::string(instruction.name()) + " is not an instruction a compiler writes into co_code");
        rewrite->rule(*this, instruction);
    }
    pair_conversions(output_);
    NormalizedCode result;
    result.decoded = &decoded_;
    result.instructions = std::move(output_);
    result.exception_table = std::move(exception_table_);
    return result;
}

NormalizedInstruction& Rewriter::emit(Op op) {
    const Instruction& instruction = at(index_);
    NormalizedInstruction& out = output_.emplace_back();
    out.op = op;
    out.offset = instruction.offset;
    out.line = instruction.line;
    out.nop_line = std::exchange(pending_nop_line_, std::nullopt);
    sources_.push_back(index_);
    return out;
}

NormalizedInstruction& Rewriter::emit_with_argument(Op op) {
    const Instruction& instruction = at(index_);
    ArgumentValue value = argument();
    NormalizedInstruction& out = emit(op);
    if (auto* name = std::get_if<NameArgument>(&value)) out.name = std::move(name->name);
    if (auto* constant = std::get_if<ConstArgument>(&value)) out.constant = std::move(constant->value);
    if (auto* raw = std::get_if<RawArgument>(&value)) out.arg = std::int32_t(raw->value);
    if (instruction.info->arg == ArgKind::Name && instruction.info->arg_shift > 0) {
        out.arg = std::int32_t(*instruction.arg & ((1u << instruction.info->arg_shift) - 1));
    }
    out.target = instruction.jump_target;
    return out;
}

NormalizedInstruction* Rewriter::absorbable_previous(Op op) {
    NormalizedInstruction* previous = absorbable_previous();
    return previous && previous->op == op ? previous : nullptr;
}

NormalizedInstruction* Rewriter::absorbable_previous() {
    if (output_.empty() || marks_[index_].entries > 0) return nullptr;
    if (sources_.back() != previous_real(index_)) return nullptr;
    return &output_.back();
}

std::string Rewriter::name_argument() const {
    ArgumentValue value = argument();
    if (auto* name = std::get_if<NameArgument>(&value)) return name->name;
    fail("expected a name argument");
}

ObjectPtr Rewriter::const_argument() const {
    ArgumentValue value = argument();
    if (auto* constant = std::get_if<ConstArgument>(&value)) return constant->value;
    fail("expected a constant argument");
}

std::int32_t Rewriter::raw_argument() const {
    const Instruction& instruction = at(index_);
    return instruction.arg ? std::int32_t(*instruction.arg) : 0;
}

void Rewriter::fail_at(std::size_t i, const std::string& problem) const {
    throw DecodeError(decoded_.code->qualname, i < size() ? at(i).offset : 0, problem);
}

std::optional<std::size_t> Rewriter::next_real(std::size_t i) const {
    for (std::size_t j = i + 1; j < size(); ++j) {
        if (at(j).opcode != table().extended_arg) return j;
    }
    return std::nullopt;
}

std::optional<std::size_t> Rewriter::previous_real(std::size_t i) const {
    while (i > 0 && at(i - 1).opcode == table().extended_arg) --i;  // i's own prefixes
    if (i == 0) return std::nullopt;
    return i - 1;
}

std::optional<std::size_t> Rewriter::index_at(std::uint32_t offset) const {
    const auto& instructions = decoded_.instructions;
    auto found = std::lower_bound(instructions.begin(), instructions.end(), offset,
                                  [](const Instruction& in, std::uint32_t o) { return in.offset < o; });
    if (found == instructions.end() || found->offset != offset) return std::nullopt;
    std::size_t i = std::size_t(found - instructions.begin());
    // A jump to an EXTENDED_ARG lands on the instruction it extends.
    while (at(i).opcode == table().extended_arg && i + 1 < size()) ++i;
    return i;
}

bool Rewriter::defines(std::string_view opname) const {
    return std::any_of(table().ops.begin(), table().ops.end(),
                       [&](const OpcodeInfo& info) { return info.defined && opname == info.name; });
}

void Rewriter::drop_handler(std::uint32_t target) {
    std::erase_if(exception_table_, [&](const ExceptionTableEntry& entry) { return entry.target == target; });
}

void Rewriter::mark_exit_cleanup(std::size_t head, std::size_t count) {
    for (std::size_t k = 0; k < count && head + k < size(); ++k) {
        marks_[head + k].cleanup_role = k == 0 ? CleanupRole::Head : CleanupRole::Follower;
    }
}

bool Rewriter::drop_exit_cleanup() {
    bool drop = false;
    switch (marks_[index_].cleanup_role) {
    case CleanupRole::None: return false;
    case CleanupRole::Head:
        // Reached only by the jump normalize moved past it.
        drop = marks_[index_].entries == 1 && !previous_falls_through_into(index_);
        break;
    case CleanupRole::Follower: {
        auto previous = previous_real(index_);
        drop = marks_[index_].entries == 0 && previous && marks_[*previous].cleanup_dropped;
        break;
    }
    }
    marks_[index_].cleanup_dropped = drop;
    return drop;
}

// Conservative: true unless the last emitted instruction came from the real
// instruction just before i and cannot fall through.
bool Rewriter::previous_falls_through_into(std::size_t i) const {
    auto previous = previous_real(i);
    if (!previous) return false;
    if (output_.empty() || sources_.back() != *previous) return true;
    return falls_through(output_.back().op);
}

}  // namespace normalize_internal

NormalizedCode normalize(const DecodedCode& decoded) {
    return normalize_internal::Rewriter(decoded).run();
}

std::set<const Object*> loaded_constants(const CodeObject& code, const std::vector<NormalizedInstruction>& instructions) {
    std::set<const Object*> loaded;
    std::set<std::string> qualnames;
    for (const NormalizedInstruction& in : instructions) {
        if (in.constant) loaded.insert(in.constant.get());
        else if (in.op == Op::MakeFunction && !in.name.empty()) qualnames.insert(in.name);
    }
    for (const ObjectPtr& constant : code.consts)
        if (constant && constant->kind == ObjectKind::Str && qualnames.count(constant->text)) loaded.insert(constant.get());
    return loaded;
}

}  // namespace glassbox
