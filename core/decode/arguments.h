// What an instruction's argument means, as dis's `argval` (without `repr`).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

#include "decode/decode.h"
#include "load/object.h"

namespace glassbox {

struct NoArgument {};
struct ConstArgument {
    std::uint32_t index;
    ObjectPtr value;
};
struct NameArgument {
    std::string name;
};
struct LocalPairArgument {
    std::string first;
    std::string second;
};
struct JumpArgument {
    std::uint32_t target;
};
struct RawArgument {
    std::int64_t value;
};
// A compare operator, binary operator, intrinsic or special method: dis's symbolic description.
struct SymbolArgument {
    std::string symbol;
};
// 3.14+ LOAD_COMMON_CONSTANT: a builtin (`AssertionError`) or a literal (`None`, `-1`) as source spells it.
struct CommonConstantArgument {
    std::string source;
};

using ArgumentValue = std::variant<NoArgument, RawArgument, ConstArgument, NameArgument, LocalPairArgument,
                                   JumpArgument, SymbolArgument, CommonConstantArgument>;

// Throws DecodeError when the argument indexes past the table it refers to.
ArgumentValue resolve_argument(const DecodedCode& decoded, const Instruction& instruction);

}  // namespace glassbox
