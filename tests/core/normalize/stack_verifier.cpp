#include "stack_verifier.h"

#include <algorithm>
#include <optional>
#include <set>

namespace glassbox::test {
namespace {

// How control leaves an instruction.
enum class Flow {
    Next,          // to the next instruction only
    Branch,        // to the next one, or to `target`
    Jump,          // to `target` only
    Stop,          // nowhere: return or raise
    Handler,       // to the next one; `target` is a ≤3.10 handler entered on an exception
    CallFinally,   // 3.8: to `target` and back; CPython checks that edge instead of following it
};

Flow flow(Op op) {
    switch (op) {
    case Op::Jump: return Flow::Jump;
    case Op::Return:
    case Op::Raise:
    case Op::Reraise: return Flow::Stop;
    case Op::PopJumpIfFalse:
    case Op::PopJumpIfTrue:
    case Op::PopJumpIfNone:
    case Op::PopJumpIfNotNone:
    case Op::JumpIfFalseOrPop:
    case Op::JumpIfTrueOrPop:
    case Op::JumpIfNotExcMatch:
    case Op::ForIter:
    case Op::Send: return Flow::Branch;
    case Op::SetupFinally:
    case Op::SetupWith:
    case Op::SetupAsyncWith: return Flow::Handler;
    case Op::CallFinally: return Flow::CallFinally;
    case Op::LoadConst: case Op::LoadBuiltin: case Op::PushNull: case Op::LoadName: case Op::StoreName:
    case Op::DeleteName: case Op::LoadGlobal: case Op::StoreGlobal: case Op::DeleteGlobal: case Op::LoadFast:
    case Op::LoadFastAndClear: case Op::StoreFast: case Op::DeleteFast: case Op::LoadDeref:
    case Op::LoadClassDeref: case Op::LoadFromDictOrDeref: case Op::StoreDeref: case Op::DeleteDeref:
    case Op::LoadClosure: case Op::LoadLocals: case Op::LoadFromDictOrGlobals: case Op::LoadAttr:
    case Op::StoreAttr: case Op::DeleteAttr: case Op::LoadSuperAttr: case Op::LoadSpecial: case Op::Subscript:
    case Op::StoreSubscript: case Op::DeleteSubscript: case Op::Slice: case Op::StoreSlice: case Op::BuildSlice:
    case Op::BinaryOp: case Op::InplaceOp: case Op::UnaryOp: case Op::CompareOp: case Op::IsOp:
    case Op::ContainsOp: case Op::ExceptionMatch: case Op::BuildTuple: case Op::BuildList: case Op::BuildSet:
    case Op::BuildMap: case Op::BuildConstKeyMap: case Op::BuildString: case Op::BuildUnpack:
    case Op::ListAppend: case Op::SetAdd: case Op::MapAdd: case Op::ListExtend: case Op::SetUpdate:
    case Op::DictUpdate: case Op::DictMerge: case Op::ListToTuple: case Op::FormatValue: case Op::ConvertValue:
    case Op::BuildInterpolation: case Op::BuildTemplate: case Op::Call: case Op::CallEx: case Op::MakeFunction:
    case Op::SetFunctionAttribute: case Op::LoadBuildClass: case Op::CallIntrinsic: case Op::GetIter:
    case Op::PopBlock: case Op::PopExcept: case Op::BeginFinally: case Op::PopFinally: case Op::EndFinally:
    case Op::WithCleanupStart: case Op::WithCleanupFinish: case Op::WithExceptStart: case Op::BeforeWith:
    case Op::BeforeAsyncWith: case Op::PushExcInfo: case Op::CheckExcMatch: case Op::CheckEgMatch:
    case Op::PrepReraiseStar: case Op::CleanupThrow: case Op::YieldValue: case Op::YieldFrom:
    case Op::GetYieldFromIter: case Op::GetAwaitable: case Op::GetAIter: case Op::GetANext:
    case Op::EndAsyncFor: case Op::EndSend: case Op::AsyncGenWrap: case Op::PopTop: case Op::Copy: case Op::Swap:
    case Op::UnpackSequence: case Op::UnpackEx: case Op::ImportName: case Op::ImportFrom: case Op::ImportStar:
    case Op::SetupAnnotations: case Op::PrintExpr: case Op::StopIterationError: case Op::GetLen:
    case Op::MatchMapping: case Op::MatchSequence: case Op::MatchKeys: case Op::MatchClass:
    case Op::CopyDictWithoutKeys: case Op::Nop:
        return Flow::Next;
    }
    return Flow::Next;
}

// How many entries an instruction needs on the stack: its pops, or deeper
// where it reaches below them (a comprehension's container, COPY, SWAP).
int reach(const NormalizedInstruction& in) {
    if (in.op == Op::Copy || in.op == Op::Swap) return std::max(in.arg, 1);
    if (in.op == Op::MapAdd) return in.arg + 2;
    if (in.op == Op::ListAppend || in.op == Op::SetAdd || in.op == Op::ListExtend || in.op == Op::SetUpdate ||
        in.op == Op::DictUpdate || in.op == Op::DictMerge) {
        return in.arg + 1;
    }
    return in.pops();
}

class Verifier {
public:
    explicit Verifier(const NormalizedCode& code) : code_(code), in_(code.instructions) {}

    StackVerification run() {
        result_.stacksize = code_.decoded ? code_.decoded->code->stacksize : 0;
        if (in_.empty()) return result_;
        find_blocks();
        enter(0, 0, "the entry");
        while (!work_.empty()) {
            std::size_t block = work_.back();
            work_.pop_back();
            walk(block);
        }
        for (const auto& [target, depth, offset] : finally_calls_) check_finally_call(target, depth, offset);
        if (result_.max_depth > result_.stacksize) {
            problem("the stack reaches " + std::to_string(result_.max_depth) + " entries, co_stacksize is " +
                    std::to_string(result_.stacksize));
        }
        return result_;
    }

private:
    std::optional<std::size_t> resolve(std::uint32_t offset) const {
        // A target dropped by normalize is the next instruction kept.
        auto found = std::lower_bound(in_.begin(), in_.end(), offset,
                                      [](const NormalizedInstruction& in, std::uint32_t o) { return in.offset < o; });
        if (found == in_.end()) return std::nullopt;
        return std::size_t(found - in_.begin());
    }

    // Leaders: the entry, jump and handler targets, what follows a transfer.
    void find_blocks() {
        std::set<std::size_t> leaders{0};
        for (std::size_t i = 0; i < in_.size(); ++i) {
            const NormalizedInstruction& in = in_[i];
            if (in.target) {
                if (auto target = resolve(*in.target)) leaders.insert(*target);
                if (i + 1 < in_.size()) leaders.insert(i + 1);
            }
            if (flow(in.op) == Flow::Stop && i + 1 < in_.size()) leaders.insert(i + 1);
        }
        for (const ExceptionTableEntry& entry : code_.exception_table) {
            if (auto target = resolve(entry.target)) leaders.insert(*target);
        }
        starts_.assign(leaders.begin(), leaders.end());
        entry_depths_.assign(starts_.size(), std::nullopt);
    }

    std::size_t block_of(std::size_t instruction) const {
        return std::size_t(std::upper_bound(starts_.begin(), starts_.end(), instruction) - starts_.begin()) - 1;
    }

    void enter(std::size_t instruction, int depth, const std::string& from) {
        result_.max_depth = std::max(result_.max_depth, depth);
        std::size_t block = block_of(instruction);
        std::optional<int>& known = entry_depths_[block];
        if (!known) {
            known = depth;
            work_.push_back(block);
            return;
        }
        if (*known != depth) {
            problem("block at offset " + std::to_string(in_[starts_[block]].offset) + " entered with depth " +
                    std::to_string(*known) + " and with " + std::to_string(depth) + " from " + from);
        }
    }

    void jump(const NormalizedInstruction& in, int depth) {
        auto target = resolve(*in.target);
        if (!target) {
            problem(where(in) + "jumps past the end of the code");
            return;
        }
        enter(*target, depth, where(in));
    }

    const ExceptionTableEntry* covering(std::uint32_t offset) const {
        const auto& table = code_.exception_table;
        auto after = std::upper_bound(table.begin(), table.end(), offset,
                                      [](std::uint32_t o, const ExceptionTableEntry& e) { return o < e.start; });
        if (after == table.begin()) return nullptr;
        const ExceptionTableEntry& entry = *(after - 1);
        return offset < entry.end ? &entry : nullptr;
    }

    void walk(std::size_t block) {
        int depth = *entry_depths_[block];
        std::size_t end = block + 1 < starts_.size() ? starts_[block + 1] : in_.size();
        for (std::size_t i = starts_[block]; i < end; ++i) {
            const NormalizedInstruction& in = in_[i];
            ++result_.reachable;
            if (depth < reach(in)) {
                problem(where(in) + "needs " + std::to_string(reach(in)) + " entries, the stack holds " +
                        std::to_string(depth));
                return;
            }
            // Not checked: depth >= entry->depth. 3.15 generator expressions
            // keep their iterator below the body's handler and pop it inside
            // its range, where nothing can raise.
            if (const ExceptionTableEntry* entry = covering(in.offset)) {
                if (auto handler = resolve(entry->target)) {
                    enter(*handler, int(entry->depth) + (entry->lasti ? 1 : 0) + 1, "the exception table");
                }
            }
            int after = depth - in.pops() + in.pushes();
            if (!is_return_const(i)) result_.max_depth = std::max(result_.max_depth, after);
            switch (flow(in.op)) {
            case Flow::Next: break;
            case Flow::Branch:
            case Flow::Handler: jump(in, depth + in.jump_effect()); break;
            case Flow::Jump: jump(in, depth + in.jump_effect()); return;
            case Flow::Stop: return;
            case Flow::CallFinally: finally_calls_.push_back({*in.target, depth + in.jump_effect(), in.offset}); break;
            }
            depth = after;
        }
        if (end >= in_.size()) {
            problem("the code falls off its end after offset " + std::to_string(in_.back().offset));
            return;
        }
        enter(end, depth, "the block before");
    }

    // 3.12/3.13 RETURN_CONST, normalized LoadConst + Return at one offset:
    // CPython counts it without the push (`def f(): pass` has co_stacksize 0).
    bool is_return_const(std::size_t i) const {
        return in_[i].op == Op::LoadConst && i + 1 < in_.size() && in_[i + 1].op == Op::Return &&
               in_[i + 1].offset == in_[i].offset;
    }

    // 3.8 CPython only checks that a finally block, entered from its handler,
    // has room for CALL_FINALLY's return address.
    void check_finally_call(std::uint32_t target, int depth, std::uint32_t offset) {
        auto index = resolve(target);
        std::optional<int> known = index ? entry_depths_[block_of(*index)] : std::nullopt;
        if (!known || *known < depth) {
            problem("CALL_FINALLY at offset " + std::to_string(offset) + " enters its finally block with depth " +
                    std::to_string(depth) + " above the handler's");
        }
    }

    std::string where(const NormalizedInstruction& in) const {
        return "offset " + std::to_string(in.offset) + " (" + op_name(in.op) + ") ";
    }

    void problem(const std::string& text) {
        if (result_.problems.size() < 20) result_.problems.push_back(text);
    }

    struct FinallyCall {
        std::uint32_t target;
        int depth;
        std::uint32_t offset;
    };

    const NormalizedCode& code_;
    const std::vector<NormalizedInstruction>& in_;
    std::vector<std::size_t> starts_;
    std::vector<std::optional<int>> entry_depths_;
    std::vector<std::size_t> work_;
    std::vector<FinallyCall> finally_calls_;
    StackVerification result_;
};

}  // namespace

StackVerification verify_stack(const NormalizedCode& code) { return Verifier(code).run(); }

}  // namespace glassbox::test
