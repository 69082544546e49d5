#include "decode/decode.h"

#include <string>
#include <utility>

namespace glassbox {
namespace {

std::uint32_t jump_target(const OpcodeTable& table, const CodeObject& code, const Instruction& instruction) {
    const OpcodeInfo& info = *instruction.info;
    std::int64_t distance = std::int64_t(*instruction.arg) * table.jump_unit;
    std::int64_t next = std::int64_t(instruction.offset) + 2;
    if (table.jump_skips_caches) next += 2 * info.cache_entries;
    std::int64_t target = 0;
    switch (info.jump) {
    case JumpKind::Absolute: target = distance; break;
    case JumpKind::Forward: target = next + distance; break;
    case JumpKind::Backward: target = next - distance; break;
    case JumpKind::None: break;
    }
    if (target < 0 || target > std::int64_t(code.code.size())) {
        throw DecodeError(code.qualname, instruction.offset,
                          std::string(info.name) + " jumps to " + std::to_string(target) +
                              ", outside the code (" + std::to_string(code.code.size()) + " bytes)");
    }
    return std::uint32_t(target);
}

// The instruction stream as dis._unpack_opargs walks it: EXTENDED_ARG
// prefixes fold into the next argument, inline caches are stepped over.
std::vector<Instruction> decode_instructions(const CodeObject& code, const OpcodeTable& table) {
    std::vector<Instruction> instructions;
    const std::string& bytes = code.code;
    instructions.reserve(bytes.size() / 2);  // at most one per code unit: no regrowth
    std::uint32_t extended = 0;
    for (std::uint32_t offset = 0; offset + 1 < bytes.size();) {
        Instruction instruction;
        instruction.offset = offset;
        instruction.opcode = std::uint8_t(bytes[offset]);
        instruction.info = &table.op(instruction.opcode);
        if (instruction.info->arg != ArgKind::None) {
            std::uint32_t arg = std::uint8_t(bytes[offset + 1]) | extended;
            instruction.arg = arg;
            extended = instruction.opcode == table.extended_arg ? arg << 8 : 0;
        } else {
            extended = 0;
        }
        if (instruction.info->jump != JumpKind::None) instruction.jump_target = jump_target(table, code, instruction);
        offset += instruction.size();
        instructions.push_back(instruction);
    }
    return instructions;
}

// The offsets dis.findlinestarts reports, by this version's rule.
std::vector<std::uint32_t> line_starts(const std::vector<LineRange>& ranges, LineStartRule rule) {
    std::vector<std::uint32_t> starts;
    std::optional<int> last_line;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        const LineRange& range = ranges[i];
        switch (rule) {
        case LineStartRule::NewLine:
            if (!range.line || range.line == last_line) continue;
            break;
        case LineStartRule::AnyLineChange:
            if (i > 0 && range.line == last_line) continue;
            break;
        }
        last_line = range.line;
        starts.push_back(range.start);
    }
    return starts;
}

// Line of every instruction from the range holding it; starts as dis marks them.
void assign_lines(std::vector<Instruction>& instructions, const std::vector<LineRange>& ranges,
                  LineStartRule rule) {
    std::vector<std::uint32_t> starts = line_starts(ranges, rule);
    std::size_t range = 0;
    std::size_t start = 0;
    for (Instruction& instruction : instructions) {
        while (range < ranges.size() && ranges[range].end <= instruction.offset) ++range;
        if (range < ranges.size() && ranges[range].start <= instruction.offset) instruction.line = ranges[range].line;
        while (start < starts.size() && starts[start] < instruction.offset) ++start;
        instruction.starts_line = start < starts.size() && starts[start] == instruction.offset;
    }
}

}  // namespace

DecodedCode decode(std::shared_ptr<const CodeObject> code, DecodeOptions options) {
    DecodedCode decoded;
    decoded.opcodes = opcode_table_for(code->version);
    decoded.profile = version_profile_for(code->version);
    if (!decoded.opcodes || !decoded.profile) {
        throw DecodeError(code->qualname, 0, "no opcode table for Python " + code->version.str());
    }
    decoded.instructions = decode_instructions(*code, *decoded.opcodes);
    LineTables lines = decode_line_tables(*code, *decoded.profile, options.positions);
    decoded.line_ranges = std::move(lines.ranges);
    decoded.positions = std::move(lines.positions);
    assign_lines(decoded.instructions, decoded.line_ranges, decoded.profile->line_starts);
    if (decoded.profile->has_exception_table) decoded.exception_table = decode_exception_table(*code);
    decoded.code = std::move(code);
    return decoded;
}

}  // namespace glassbox
