#include "dis/dis_text.h"

#include <algorithm>
#include <set>
#include <variant>

#include "dis/nested_code.h"
#include "dis/object_repr.h"

namespace glassbox {
namespace {

// Column widths of Lib/dis.py (_OPNAME_WIDTH, _OPARG_WIDTH).
constexpr std::size_t kOpnameWidth = 20;
constexpr std::size_t kArgWidth = 5;
// A constant's repr longer than this is cut short with "...": nobody reads
// more in a listing, and shared marshal references can make it unbounded.
constexpr std::size_t kMaxConstantReprChars = std::size_t(1) << 20;

std::string pad_left(const std::string& text, std::size_t width) {
    return text.size() >= width ? text : std::string(width - text.size(), ' ') + text;
}

std::string pad_right(const std::string& text, std::size_t width) {
    return text.size() >= width ? text : text + std::string(width - text.size(), ' ');
}

class TextWriter {
public:
    explicit TextWriter(std::size_t size_limit) : size_limit_(size_limit) {}

    std::string take() && { return std::move(out_); }

    void line(const std::string& text) {
        out_ += text;
        out_ += '\n';
        if (out_.size() > size_limit_) throw TextSizeLimitError(size_limit_);
    }

    // Room left, so a constant's repr can stop early instead of growing without bound.
    std::size_t room() const { return size_limit_ - std::min(size_limit_, out_.size()); }

    void code(const std::shared_ptr<const CodeObject>& code_pointer) {
        line("Disassembly of " + python_code_repr(*code_pointer) + ":");
        ResolvedCode resolved = resolve_code(code_pointer);
        if (resolved.decoded) {
            instructions(*resolved.decoded, resolved.arguments);
            exception_table(*resolved.decoded);
        } else {
            line("  decode error: " + resolved.error);
        }
        for (const std::shared_ptr<const CodeObject>& child : nested_code_objects(*code_pointer)) {
            line("");
            code(child);
        }
    }

private:
    std::string argument_text(const ArgumentValue& argument) const {
        struct Visitor {
            std::size_t room;
            std::string operator()(const NoArgument&) const { return ""; }
            std::string operator()(const RawArgument&) const { return ""; }
            std::string operator()(const ConstArgument& constant) const {
                return python_object_repr(*constant.value, room);
            }
            std::string operator()(const NameArgument& name) const { return name.name; }
            std::string operator()(const LocalPairArgument& pair) const { return pair.first + ", " + pair.second; }
            std::string operator()(const JumpArgument& jump) const { return "to " + std::to_string(jump.target); }
            std::string operator()(const SymbolArgument& symbol) const { return symbol.symbol; }
            std::string operator()(const CommonConstantArgument& common) const { return common.source; }
        };
        return std::visit(Visitor{std::min(room() + 1, kMaxConstantReprChars)}, argument);
    }

    // dis._disassemble_bytes: widths grow only for lines >= 1000 and offsets >= 10000.
    void instructions(const DecodedCode& decoded, const std::vector<ArgumentValue>& arguments) {
        std::set<std::uint32_t> targets;
        int max_line = -1;
        for (const Instruction& instruction : decoded.instructions) {
            if (instruction.jump_target) targets.insert(*instruction.jump_target);
            if (instruction.starts_line) max_line = std::max(max_line, instruction.line.value_or(0));
        }
        for (const ExceptionTableEntry& entry : decoded.exception_table) targets.insert(entry.target);
        std::size_t line_width = max_line < 0 ? 0 : std::max<std::size_t>(3, std::to_string(max_line).size());
        std::size_t max_offset = decoded.code->code.size() < 2 ? 0 : decoded.code->code.size() - 2;
        std::size_t offset_width = std::max<std::size_t>(4, std::to_string(max_offset).size());

        for (std::size_t i = 0; i < decoded.instructions.size(); ++i) {
            const Instruction& instruction = decoded.instructions[i];
            if (line_width && instruction.starts_line && instruction.offset > 0) line("");
            std::string text;
            if (line_width) {
                std::string number = instruction.line ? std::to_string(*instruction.line) : "--";
                text += instruction.starts_line ? pad_left(number, line_width) : std::string(line_width, ' ');
                text += ' ';
            }
            text += "   ";  // dis's current-instruction column, never marked here
            text += targets.count(instruction.offset) ? " >> " : "    ";
            text += pad_left(std::to_string(instruction.offset), offset_width) + ' ';
            text += pad_right(instruction.name(), kOpnameWidth);
            if (instruction.arg) {
                text += ' ' + pad_left(std::to_string(*instruction.arg), kArgWidth);
                std::string meaning = argument_text(arguments[i]);
                if (!meaning.empty()) text += " (" + meaning + ")";
            }
            while (!text.empty() && text.back() == ' ') text.pop_back();
            line(text);
        }
    }

    void exception_table(const DecodedCode& decoded) {
        if (decoded.exception_table.empty()) return;
        line("ExceptionTable:");
        for (const ExceptionTableEntry& entry : decoded.exception_table) {
            // dis names the last instruction inside the range, not the end.
            std::uint32_t last = entry.end >= 2 ? entry.end - 2 : entry.end;
            line("  " + std::to_string(entry.start) + " to " + std::to_string(last) + " -> " +
                 std::to_string(entry.target) + " [" + std::to_string(entry.depth) + "]" + (entry.lasti ? " lasti" : ""));
        }
    }

    std::string out_;
    std::size_t size_limit_;
};

std::string pyc_description(const PycHeader& header) {
    std::string text = "magic " + std::to_string(header.magic);
    if (header.hash_based) return text + (header.check_source ? ", checked hash-based" : ", unchecked hash-based");
    return text + ", mtime " + std::to_string(header.mtime) + ", source size " + std::to_string(header.source_size);
}

}  // namespace

std::string code_text(const std::shared_ptr<const CodeObject>& code, std::size_t size_limit) {
    TextWriter writer(size_limit);
    writer.code(code);
    return std::move(writer).take();
}

std::string pyc_text(std::string_view file_label, const LoadedPyc& pyc, std::size_t size_limit) {
    TextWriter writer(size_limit);
    writer.line("# " + std::string(file_label) + ": Python " + pyc.header.version.str() + " .pyc (" +
                pyc_description(pyc.header) + ")");
    writer.code(pyc.code);
    return std::move(writer).take();
}

std::string marshal_text(std::string_view file_label, const std::shared_ptr<const CodeObject>& code,
                         std::size_t size_limit) {
    TextWriter writer(size_limit);
    writer.line("# " + std::string(file_label) + ": Python " + code->version.str() + " marshal data");
    writer.code(code);
    return std::move(writer).take();
}

}  // namespace glassbox
