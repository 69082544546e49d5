// Stack effects of the normalized ops: the fixed ones as ops.def declares
// them, the rest from `arg` and `slots`. Each matches what CPython's own
// compiler counts for the instruction(s) the op came from.
#include <bit>
#include <cstddef>

#include "normalize/normalize.h"
#include "normalize/rewriter.h"

namespace glassbox {
namespace {

constexpr const char* kNames[] = {
#define OP(name, pops, pushes, doc) #name,
#include "normalize/ops.def"
#undef OP
};

constexpr int kPops[] = {
#define OP(name, pops, pushes, doc) pops,
#include "normalize/ops.def"
#undef OP
};

constexpr int kPushes[] = {
#define OP(name, pops, pushes, doc) pushes,
#include "normalize/ops.def"
#undef OP
};

constexpr std::size_t index(Op op) { return std::size_t(op); }

// The pops of ops whose ops.def column is -1.
int variable_pops(const NormalizedInstruction& in) {
    int arg = in.arg;
    int slots = in.slots;
    switch (in.op) {
    case Op::BuildSlice:
    case Op::BuildTuple:
    case Op::BuildList:
    case Op::BuildSet:
    case Op::BuildString:
    case Op::BuildUnpack:
    case Op::Raise:
    case Op::Reraise:
    case Op::PopExcept:
    case Op::EndAsyncFor:
    case Op::Copy:
    case Op::Swap:
    case Op::CallIntrinsic: return arg;
    case Op::BuildMap: return 2 * arg;
    case Op::BuildConstKeyMap: return arg + 1;
    case Op::FormatValue: return (arg & 0x100) ? 2 : 1;
    case Op::BuildInterpolation: return 2 + (arg & 1);
    case Op::Call: return slots + arg + (in.keyword_names_on_stack ? 1 : 0);
    case Op::CallEx: return slots + 1 + (arg & 1);
    case Op::MakeFunction: return 1 + std::popcount(unsigned(arg) & 0x0Fu);
    case Op::ForIter: return slots;
    case Op::PopFinally: return arg ? 7 : 6;
    case Op::CleanupThrow: return slots + 2;
    case Op::YieldFrom:
    case Op::Send:
    case Op::EndSend: return slots + 1;
    // Fixed in ops.def.
    case Op::LoadConst: case Op::LoadBuiltin: case Op::PushNull: case Op::LoadName: case Op::StoreName:
    case Op::DeleteName: case Op::LoadGlobal: case Op::StoreGlobal: case Op::DeleteGlobal: case Op::LoadFast:
    case Op::LoadFastAndClear: case Op::StoreFast: case Op::DeleteFast: case Op::LoadDeref:
    case Op::LoadClassDeref: case Op::LoadFromDictOrDeref: case Op::StoreDeref: case Op::DeleteDeref:
    case Op::LoadClosure: case Op::LoadLocals: case Op::LoadFromDictOrGlobals: case Op::LoadAttr:
    case Op::StoreAttr: case Op::DeleteAttr: case Op::LoadSuperAttr: case Op::LoadSpecial: case Op::Subscript:
    case Op::StoreSubscript: case Op::DeleteSubscript: case Op::Slice: case Op::StoreSlice: case Op::BinaryOp:
    case Op::InplaceOp: case Op::UnaryOp: case Op::CompareOp: case Op::IsOp: case Op::ContainsOp:
    case Op::ExceptionMatch: case Op::ListAppend: case Op::SetAdd: case Op::MapAdd: case Op::ListExtend:
    case Op::SetUpdate: case Op::DictUpdate: case Op::DictMerge: case Op::ListToTuple: case Op::ConvertValue:
    case Op::BuildTemplate: case Op::SetFunctionAttribute: case Op::LoadBuildClass: case Op::Jump:
    case Op::PopJumpIfFalse: case Op::PopJumpIfTrue: case Op::PopJumpIfNone: case Op::PopJumpIfNotNone:
    case Op::JumpIfFalseOrPop: case Op::JumpIfTrueOrPop: case Op::JumpIfNotExcMatch: case Op::GetIter:
    case Op::Return: case Op::SetupFinally: case Op::SetupWith: case Op::SetupAsyncWith: case Op::PopBlock:
    case Op::BeginFinally: case Op::CallFinally: case Op::EndFinally: case Op::WithCleanupStart:
    case Op::WithCleanupFinish: case Op::WithExceptStart: case Op::BeforeWith: case Op::BeforeAsyncWith:
    case Op::PushExcInfo: case Op::CheckExcMatch: case Op::CheckEgMatch: case Op::PrepReraiseStar:
    case Op::YieldValue: case Op::GetYieldFromIter: case Op::GetAwaitable: case Op::GetAIter: case Op::GetANext:
    case Op::AsyncGenWrap: case Op::PopTop: case Op::UnpackSequence: case Op::UnpackEx: case Op::ImportName:
    case Op::ImportFrom: case Op::ImportStar: case Op::SetupAnnotations: case Op::PrintExpr:
    case Op::StopIterationError: case Op::GetLen: case Op::MatchMapping: case Op::MatchSequence:
    case Op::MatchKeys: case Op::MatchClass: case Op::CopyDictWithoutKeys: case Op::Nop:
        return kPops[index(in.op)];
    }
    return kPops[index(in.op)];
}

// The pushes of ops whose ops.def column is -1.
int variable_pushes(const NormalizedInstruction& in) {
    int arg = in.arg;
    int slots = in.slots;
    switch (in.op) {
    case Op::LoadGlobal:
    case Op::LoadAttr: return 1 + (arg & 1);
    case Op::LoadSuperAttr: return 1 + (arg & 1);
    case Op::Copy: return arg + 1;
    case Op::Swap: return arg;
    case Op::UnpackSequence: return arg;
    case Op::UnpackEx: return (arg & 0xFF) + (arg >> 8) + 1;
    case Op::GetIter:
    case Op::GetYieldFromIter: return slots;
    case Op::ForIter: return slots + 1;
    case Op::BeforeWith:
    case Op::BeforeAsyncWith: return slots + 1;
    case Op::CleanupThrow: return slots + 1;
    case Op::Send: return slots + 1;
    case Op::PopFinally: return arg ? 1 : 0;
    // Fixed in ops.def.
    case Op::LoadConst: case Op::LoadBuiltin: case Op::PushNull: case Op::LoadName: case Op::StoreName:
    case Op::DeleteName: case Op::StoreGlobal: case Op::DeleteGlobal: case Op::LoadFast: case Op::LoadFastAndClear:
    case Op::StoreFast: case Op::DeleteFast: case Op::LoadDeref: case Op::LoadClassDeref:
    case Op::LoadFromDictOrDeref: case Op::StoreDeref: case Op::DeleteDeref: case Op::LoadClosure:
    case Op::LoadLocals: case Op::LoadFromDictOrGlobals: case Op::StoreAttr: case Op::DeleteAttr:
    case Op::LoadSpecial: case Op::Subscript: case Op::StoreSubscript: case Op::DeleteSubscript: case Op::Slice:
    case Op::StoreSlice: case Op::BuildSlice: case Op::BinaryOp: case Op::InplaceOp: case Op::UnaryOp:
    case Op::CompareOp: case Op::IsOp: case Op::ContainsOp: case Op::ExceptionMatch: case Op::BuildTuple:
    case Op::BuildList: case Op::BuildSet: case Op::BuildMap: case Op::BuildConstKeyMap: case Op::BuildString:
    case Op::BuildUnpack: case Op::ListAppend: case Op::SetAdd: case Op::MapAdd: case Op::ListExtend:
    case Op::SetUpdate: case Op::DictUpdate: case Op::DictMerge: case Op::ListToTuple: case Op::FormatValue:
    case Op::ConvertValue: case Op::BuildInterpolation: case Op::BuildTemplate: case Op::Call: case Op::CallEx:
    case Op::MakeFunction: case Op::SetFunctionAttribute: case Op::LoadBuildClass: case Op::CallIntrinsic:
    case Op::Jump: case Op::PopJumpIfFalse: case Op::PopJumpIfTrue: case Op::PopJumpIfNone:
    case Op::PopJumpIfNotNone: case Op::JumpIfFalseOrPop: case Op::JumpIfTrueOrPop: case Op::JumpIfNotExcMatch:
    case Op::Return: case Op::Raise: case Op::Reraise: case Op::SetupFinally: case Op::SetupWith:
    case Op::SetupAsyncWith: case Op::PopBlock: case Op::PopExcept: case Op::BeginFinally: case Op::CallFinally:
    case Op::EndFinally: case Op::WithCleanupStart: case Op::WithCleanupFinish: case Op::WithExceptStart:
    case Op::PushExcInfo: case Op::CheckExcMatch: case Op::CheckEgMatch: case Op::PrepReraiseStar:
    case Op::YieldValue: case Op::YieldFrom: case Op::GetAwaitable: case Op::GetAIter: case Op::GetANext:
    case Op::EndAsyncFor: case Op::EndSend: case Op::AsyncGenWrap: case Op::PopTop: case Op::ImportName:
    case Op::ImportFrom: case Op::ImportStar: case Op::SetupAnnotations: case Op::PrintExpr:
    case Op::StopIterationError: case Op::GetLen: case Op::MatchMapping: case Op::MatchSequence:
    case Op::MatchKeys: case Op::MatchClass: case Op::CopyDictWithoutKeys: case Op::Nop:
        return kPushes[index(in.op)];
    }
    return kPushes[index(in.op)];
}

}  // namespace

const char* op_name(Op op) { return kNames[index(op)]; }

bool is_name_store(Op op) {
    return op == Op::StoreFast || op == Op::StoreName || op == Op::StoreDeref || op == Op::StoreGlobal;
}

bool is_store(Op op) {
    return is_name_store(op) || op == Op::StoreAttr || op == Op::StoreSubscript || op == Op::StoreSlice;
}

int NormalizedInstruction::pops() const {
    int fixed = kPops[index(op)];
    return fixed >= 0 ? fixed : variable_pops(*this);
}

int NormalizedInstruction::pushes() const {
    int fixed = kPushes[index(op)];
    return fixed >= 0 ? fixed : variable_pushes(*this);
}

int NormalizedInstruction::jump_effect() const {
    switch (op) {
    case Op::Jump:
    case Op::JumpIfFalseOrPop:
    case Op::JumpIfTrueOrPop: return 0;
    case Op::PopJumpIfFalse:
    case Op::PopJumpIfTrue:
    case Op::PopJumpIfNone:
    case Op::PopJumpIfNotNone: return -1;
    case Op::JumpIfNotExcMatch: return -2;
    // The exhausted iterator (or returned receiver) is popped, nothing pushed
    // but a SEND's result in place of the value sent.
    case Op::ForIter: return -slots;
    case Op::Send: return -slots;
    // ≤3.10 handlers: the block's depth plus both exceptions' three values.
    case Op::SetupFinally: return 6;
    case Op::SetupWith: return 6;        // the context manager replaced by __exit__
    case Op::SetupAsyncWith: return 5;   // __aenter__()'s result is below the block
    case Op::CallFinally: return 1;      // the return address
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
    case Op::Return: case Op::Raise: case Op::Reraise: case Op::PopBlock: case Op::PopExcept:
    case Op::BeginFinally: case Op::PopFinally: case Op::EndFinally: case Op::WithCleanupStart:
    case Op::WithCleanupFinish: case Op::WithExceptStart: case Op::BeforeWith: case Op::BeforeAsyncWith:
    case Op::PushExcInfo: case Op::CheckExcMatch: case Op::CheckEgMatch: case Op::PrepReraiseStar:
    case Op::CleanupThrow: case Op::YieldValue: case Op::YieldFrom: case Op::GetYieldFromIter:
    case Op::GetAwaitable: case Op::GetAIter: case Op::GetANext: case Op::EndAsyncFor: case Op::EndSend:
    case Op::AsyncGenWrap: case Op::PopTop: case Op::Copy: case Op::Swap: case Op::UnpackSequence:
    case Op::UnpackEx: case Op::ImportName: case Op::ImportFrom: case Op::ImportStar: case Op::SetupAnnotations:
    case Op::PrintExpr: case Op::StopIterationError: case Op::GetLen: case Op::MatchMapping:
    case Op::MatchSequence: case Op::MatchKeys: case Op::MatchClass: case Op::CopyDictWithoutKeys: case Op::Nop:
        return 0;
    }
    return 0;
}

namespace normalize_internal {

bool falls_through(Op op) {
    switch (op) {
    case Op::Jump:
    case Op::Return:
    case Op::Raise:
    case Op::Reraise: return false;
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
    case Op::SetFunctionAttribute: case Op::LoadBuildClass: case Op::CallIntrinsic: case Op::PopJumpIfFalse:
    case Op::PopJumpIfTrue: case Op::PopJumpIfNone: case Op::PopJumpIfNotNone: case Op::JumpIfFalseOrPop:
    case Op::JumpIfTrueOrPop: case Op::JumpIfNotExcMatch: case Op::GetIter: case Op::ForIter:
    case Op::SetupFinally: case Op::SetupWith: case Op::SetupAsyncWith: case Op::PopBlock: case Op::PopExcept:
    case Op::BeginFinally: case Op::CallFinally: case Op::PopFinally: case Op::EndFinally:
    case Op::WithCleanupStart: case Op::WithCleanupFinish: case Op::WithExceptStart: case Op::BeforeWith:
    case Op::BeforeAsyncWith: case Op::PushExcInfo: case Op::CheckExcMatch: case Op::CheckEgMatch:
    case Op::PrepReraiseStar: case Op::CleanupThrow: case Op::YieldValue: case Op::YieldFrom:
    case Op::GetYieldFromIter: case Op::GetAwaitable: case Op::GetAIter: case Op::GetANext:
    case Op::EndAsyncFor: case Op::Send: case Op::EndSend: case Op::AsyncGenWrap: case Op::PopTop: case Op::Copy:
    case Op::Swap: case Op::UnpackSequence: case Op::UnpackEx: case Op::ImportName: case Op::ImportFrom:
    case Op::ImportStar: case Op::SetupAnnotations: case Op::PrintExpr: case Op::StopIterationError:
    case Op::GetLen: case Op::MatchMapping: case Op::MatchSequence: case Op::MatchKeys: case Op::MatchClass:
    case Op::CopyDictWithoutKeys: case Op::Nop:
        return true;
    }
    return true;
}

}  // namespace normalize_internal
}  // namespace glassbox
