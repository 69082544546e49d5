#include "dis/object_repr.h"

#include "load/code_object.h"
#include "support/python_repr.h"

namespace glassbox {
namespace {

class ReprWriter {
public:
    explicit ReprWriter(std::size_t max_chars) : max_chars_(max_chars) {}

    std::string take() && { return std::move(out_); }

    // Returns false once the output is full, so containers stop early.
    bool write(const Object& object) {
        if (full()) return false;
        switch (object.kind) {
        case ObjectKind::Null: append("<NULL>"); break;
        case ObjectKind::None: append("None"); break;
        case ObjectKind::False: append("False"); break;
        case ObjectKind::True: append("True"); break;
        case ObjectKind::StopIteration: append("<class 'StopIteration'>"); break;
        case ObjectKind::Ellipsis: append("Ellipsis"); break;
        case ObjectKind::Int:
            append(object.integer.has_short_decimal() ? object.integer.to_decimal() : object.integer.to_hex());
            break;
        case ObjectKind::Float: append(python_float_repr(object.real)); break;
        case ObjectKind::Complex: append(python_complex_repr(object.real, object.imag)); break;
        case ObjectKind::Bytes: append(python_bytes_repr(object.text)); break;
        case ObjectKind::Str: append(python_str_repr(object.text)); break;
        case ObjectKind::Tuple:
            // A 1-tuple needs its trailing comma to read back as a tuple.
            write_items(object, "(", object.items.size() == 1 ? ",)" : ")");
            break;
        case ObjectKind::List: write_items(object, "[", "]"); break;
        case ObjectKind::Set:
            if (object.items.empty()) {
                append("set()");  // `{}` would be a dict
                break;
            }
            write_items(object, "{", "}");
            break;
        case ObjectKind::FrozenSet:
            if (object.items.empty()) {
                append("frozenset()");
                break;
            }
            write_items(object, "frozenset({", "})");
            break;
        case ObjectKind::Slice: write_items(object, "slice(", ")"); break;
        case ObjectKind::Dict: write_pairs(object, "{", "}"); break;
        case ObjectKind::FrozenDict: write_pairs(object, "frozendict({", "})"); break;
        case ObjectKind::Code: append(python_code_repr(*object.code)); break;
        }
        return !full();
    }

private:
    bool full() const { return truncated_; }

    void append(const std::string& text) {
        if (truncated_) return;
        std::size_t room = max_chars_ > out_.size() ? max_chars_ - out_.size() : 0;
        if (text.size() > room) {
            out_.append(text, 0, room);
            out_ += "...";
            truncated_ = true;
            return;
        }
        out_ += text;
    }

    void write_items(const Object& object, const char* open, const char* close) {
        append(open);
        for (std::size_t i = 0; i < object.items.size(); ++i) {
            if (i > 0) append(", ");
            if (!write(*object.items[i])) return;
        }
        append(close);
    }

    void write_pairs(const Object& object, const char* open, const char* close) {
        append(open);
        for (std::size_t i = 0; i + 1 < object.items.size(); i += 2) {
            if (i > 0) append(", ");
            if (!write(*object.items[i])) return;
            append(": ");
            if (!write(*object.items[i + 1])) return;
        }
        append(close);
    }

    std::string out_;
    std::size_t max_chars_;
    bool truncated_ = false;
};

}  // namespace

std::string python_object_repr(const Object& object, std::size_t max_chars) {
    ReprWriter writer(max_chars);
    writer.write(object);
    return std::move(writer).take();
}

std::string python_code_repr(const CodeObject& code) {
    // CPython's code_repr writes the file name with %U inside double quotes, unescaped.
    return "<code object " + code.name + " at ..., file \"" + code.filename + "\", line " +
           std::to_string(code.firstlineno) + ">";
}

}  // namespace glassbox
