#include "decode/arguments.h"

#include <span>

namespace glassbox {
namespace {

template <typename Item>
const Item& checked_at(std::span<const Item> items, std::uint32_t index, const DecodedCode& decoded,
                       const Instruction& instruction, const char* table_name) {
    if (index >= items.size()) {
        throw DecodeError(decoded.code->qualname, instruction.offset,
                          std::string(instruction.name()) + " argument " + std::to_string(index) + " is past the end of " +
                              table_name + " (" + std::to_string(items.size()) + " entries)");
    }
    return items[index];
}

// Local and free opargs index localsplus from 3.11; before, locals index
// co_varnames and cells index co_cellvars + co_freevars.
std::string variable_name(const DecodedCode& decoded, const Instruction& instruction, std::uint32_t index,
                          bool cell) {
    const CodeObject& code = *decoded.code;
    if (decoded.profile->localsplus_arguments) {
        return checked_at<std::string>(code.localsplus_names, index, decoded, instruction, "the local variables");
    }
    if (!cell) return checked_at<std::string>(code.varnames, index, decoded, instruction, "co_varnames");
    if (index < code.cellvars.size()) return code.cellvars[index];
    return checked_at<std::string>(code.freevars, std::uint32_t(index - code.cellvars.size()), decoded, instruction,
                                   "co_cellvars + co_freevars");
}

SymbolArgument symbol(std::span<const char* const> table, std::uint32_t index, const DecodedCode& decoded,
                      const Instruction& instruction, const char* table_name) {
    return {checked_at<const char*>(table, index, decoded, instruction, table_name)};
}

}  // namespace

ArgumentValue resolve_argument(const DecodedCode& decoded, const Instruction& instruction) {
    if (!instruction.arg) return NoArgument{};
    const CodeObject& code = *decoded.code;
    const OpcodeTable& table = *decoded.opcodes;
    const OpcodeInfo& info = *instruction.info;
    std::uint32_t arg = *instruction.arg;
    switch (info.arg) {
    case ArgKind::None: return NoArgument{};
    case ArgKind::Raw: return RawArgument{arg};
    case ArgKind::Const:
        return ConstArgument{arg, checked_at<ObjectPtr>(code.consts, arg, decoded, instruction, "co_consts")};
    case ArgKind::Name:
        return NameArgument{checked_at<std::string>(code.names, arg >> info.arg_shift, decoded, instruction, "co_names")};
    case ArgKind::Local: return NameArgument{variable_name(decoded, instruction, arg, false)};
    case ArgKind::LocalPair:
        return LocalPairArgument{variable_name(decoded, instruction, arg >> 4, false),
                                 variable_name(decoded, instruction, arg & 15, false)};
    case ArgKind::Free: return NameArgument{variable_name(decoded, instruction, arg, true)};
    case ArgKind::Compare:
        return symbol(table.compare_ops, arg >> table.compare_shift, decoded, instruction, "the compare operators");
    case ArgKind::Jump: return JumpArgument{*instruction.jump_target};
    case ArgKind::BinaryOp: return symbol(table.binary_ops, arg, decoded, instruction, "the binary operators");
    case ArgKind::Intrinsic1: return symbol(table.intrinsic1, arg, decoded, instruction, "the intrinsic functions");
    case ArgKind::Intrinsic2: return symbol(table.intrinsic2, arg, decoded, instruction, "the intrinsic functions");
    case ArgKind::SpecialMethod: return symbol(table.special_methods, arg, decoded, instruction, "the special methods");
    case ArgKind::CommonConstant:
        return CommonConstantArgument{
            checked_at<const char*>(table.common_constants, arg, decoded, instruction, "the common constants")};
    }
    return NoArgument{};
}

}  // namespace glassbox
