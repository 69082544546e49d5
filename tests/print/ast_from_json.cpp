#include "ast_from_json.h"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstdint>
#include <stdexcept>

namespace glassbox::test_json {
namespace {

[[noreturn]] void fail(const std::string& problem) { throw std::runtime_error(problem); }

const std::string& type_of(const Value& node) { return node.at("_type").string(); }

std::optional<std::string> optional_string(const Value& value) {
    if (value.is_null()) return std::nullopt;
    return value.string();
}

// A flag of ours (is_async on defs) is a JSON bool; Python's own (comprehension.is_async) an int.
bool flag(const Value& node, std::string_view name) {
    const Value* value = node.find(name);
    if (!value) return false;
    if (value->kind == Value::Kind::Number) return value->integer() != 0;
    return value->kind == Value::Kind::Bool && value->boolean;
}

template <typename Enum, std::size_t N>
Enum lookup(const Value& value, const std::pair<const char*, Enum> (&table)[N]) {
    for (const auto& [name, result] : table) {
        if (value.string() == name) return result;
    }
    fail("unknown operator " + value.string());
}

using ast::BinaryOperator;
using ast::CompareOperator;
constexpr std::pair<const char*, BinaryOperator> kBinary[] = {
    {"Add", BinaryOperator::Add},         {"Sub", BinaryOperator::Sub},       {"Mult", BinaryOperator::Mult},
    {"MatMult", BinaryOperator::MatMult}, {"Div", BinaryOperator::Div},       {"Mod", BinaryOperator::Mod},
    {"Pow", BinaryOperator::Pow},         {"LShift", BinaryOperator::LShift}, {"RShift", BinaryOperator::RShift},
    {"BitOr", BinaryOperator::BitOr},     {"BitXor", BinaryOperator::BitXor}, {"BitAnd", BinaryOperator::BitAnd},
    {"FloorDiv", BinaryOperator::FloorDiv},
};
constexpr std::pair<const char*, CompareOperator> kCompare[] = {
    {"Eq", CompareOperator::Eq}, {"NotEq", CompareOperator::NotEq}, {"Lt", CompareOperator::Lt},
    {"LtE", CompareOperator::LtE}, {"Gt", CompareOperator::Gt},     {"GtE", CompareOperator::GtE},
    {"Is", CompareOperator::Is}, {"IsNot", CompareOperator::IsNot}, {"In", CompareOperator::In},
    {"NotIn", CompareOperator::NotIn},
};
constexpr std::pair<const char*, ast::UnaryOperator> kUnary[] = {
    {"Invert", ast::UnaryOperator::Invert}, {"Not", ast::UnaryOperator::Not},
    {"UAdd", ast::UnaryOperator::UAdd},     {"USub", ast::UnaryOperator::USub},
};
constexpr std::pair<const char*, ast::BoolOperator> kBool[] = {
    {"And", ast::BoolOperator::And},
    {"Or", ast::BoolOperator::Or},
};

ast::ExprPtr expr(const Value& node) { return expression_from_json(node); }

ast::ExprList exprs(const Value& list) {
    ast::ExprList result;
    for (const Value& item : list.items) result.push_back(expr(item));
    return result;
}

std::vector<std::string> strings(const Value& list) {
    std::vector<std::string> result;
    for (const Value& item : list.items) result.push_back(item.string());
    return result;
}

ast::Body body(const Value& list);
ast::PatternPtr pattern(const Value& node);

std::vector<ast::PatternPtr> patterns(const Value& list) {
    std::vector<ast::PatternPtr> result;
    for (const Value& item : list.items) result.push_back(pattern(item));
    return result;
}

std::vector<ast::Comprehension> generators(const Value& list) {
    std::vector<ast::Comprehension> result;
    for (const Value& item : list.items) {
        result.push_back(
            {expr(item.at("target")), expr(item.at("iter")), exprs(item.at("ifs")), flag(item, "is_async"), 0, {}});
    }
    return result;
}

std::vector<ast::Keyword> keywords(const Value& list) {
    std::vector<ast::Keyword> result;
    for (const Value& item : list.items) result.push_back({optional_string(item.at("arg")), expr(item.at("value"))});
    return result;
}

ast::Arg arg(const Value& node) { return {node.at("name").string(), expr(node.at("annotation"))}; }

std::vector<ast::Arg> args(const Value& list) {
    std::vector<ast::Arg> result;
    for (const Value& item : list.items) result.push_back(arg(item));
    return result;
}

ast::ArgumentsPtr arguments(const Value& node) {
    auto result = std::make_shared<ast::Arguments>();
    result->posonlyargs = args(node.at("posonlyargs"));
    result->args = args(node.at("args"));
    if (!node.at("vararg").is_null()) result->vararg = arg(node.at("vararg"));
    result->kwonlyargs = args(node.at("kwonlyargs"));
    result->kw_defaults = exprs(node.at("kw_defaults"));
    if (!node.at("kwarg").is_null()) result->kwarg = arg(node.at("kwarg"));
    result->defaults = exprs(node.at("defaults"));
    return result;
}

std::vector<ast::TypeParam> type_params(const Value& node) {
    std::vector<ast::TypeParam> result;
    const Value* list = node.find("type_params");
    if (!list || list->is_null()) return result;
    for (const Value& item : list->items) {
        const std::string& kind = item.at("kind").string();
        ast::TypeParamKind param_kind = kind == "TypeVar"     ? ast::TypeParamKind::TypeVar
                                        : kind == "ParamSpec" ? ast::TypeParamKind::ParamSpec
                                                              : ast::TypeParamKind::TypeVarTuple;
        const Value* bound = item.find("bound");
        const Value* default_value = item.find("default_value");
        result.push_back({param_kind, item.at("name").string(), bound ? expr(*bound) : nullptr,
                          default_value ? expr(*default_value) : nullptr});
    }
    return result;
}

std::vector<ast::Alias> aliases(const Value& list) {
    std::vector<ast::Alias> result;
    for (const Value& item : list.items) {
        result.push_back({item.at("name").string(), optional_string(item.at("asname"))});
    }
    return result;
}

ast::StmtPtr stmt(const Value& node) {
    using namespace glassbox::ast;
    const std::string& type = type_of(node);
    if (type == "FunctionDef") {
        return ast::stmt(FunctionDef{node.at("name").string(), arguments(node.at("args")), body(node.at("body")),
                                     exprs(node.at("decorator_list")), expr(node.at("returns")), type_params(node),
                                     flag(node, "is_async")});
    }
    if (type == "ClassDef") {
        return ast::stmt(ClassDef{node.at("name").string(), exprs(node.at("bases")), keywords(node.at("keywords")),
                                  body(node.at("body")), exprs(node.at("decorator_list")), type_params(node)});
    }
    if (type == "Return") return ast::stmt(Return{expr(node.at("value"))});
    if (type == "Delete") return ast::stmt(Delete{exprs(node.at("targets"))});
    if (type == "Assign") return ast::stmt(Assign{exprs(node.at("targets")), expr(node.at("value"))});
    if (type == "TypeAlias") {
        return ast::stmt(TypeAlias{expr(node.at("name")), type_params(node), expr(node.at("value"))});
    }
    if (type == "AugAssign") {
        return ast::stmt(AugAssign{expr(node.at("target")), lookup(node.at("op"), kBinary), expr(node.at("value"))});
    }
    if (type == "AnnAssign") {
        return ast::stmt(AnnAssign{expr(node.at("target")), expr(node.at("annotation")), expr(node.at("value")),
                                   node.at("simple").integer() != 0});
    }
    if (type == "For") {
        return ast::stmt(For{expr(node.at("target")), expr(node.at("iter")), body(node.at("body")),
                             body(node.at("orelse")), flag(node, "is_async")});
    }
    if (type == "While") return ast::stmt(While{expr(node.at("test")), body(node.at("body")), body(node.at("orelse"))});
    if (type == "If") return ast::stmt(If{expr(node.at("test")), body(node.at("body")), body(node.at("orelse"))});
    if (type == "With") {
        std::vector<WithItem> items;
        for (const Value& item : node.at("items").items) {
            items.push_back({expr(item.at("context_expr")), expr(item.at("optional_vars"))});
        }
        return ast::stmt(With{std::move(items), body(node.at("body")), flag(node, "is_async")});
    }
    if (type == "Match") {
        std::vector<MatchCase> cases;
        for (const Value& item : node.at("cases").items) {
            cases.push_back({pattern(item.at("pattern")), expr(item.at("guard")), body(item.at("body"))});
        }
        return ast::stmt(Match{expr(node.at("subject")), std::move(cases)});
    }
    if (type == "Raise") return ast::stmt(Raise{expr(node.at("exc")), expr(node.at("cause"))});
    if (type == "Try") {
        std::vector<ExceptHandler> handlers;
        for (const Value& item : node.at("handlers").items) {
            handlers.push_back({expr(item.at("type")), optional_string(item.at("name")), body(item.at("body"))});
        }
        return ast::stmt(Try{body(node.at("body")), std::move(handlers), body(node.at("orelse")),
                             body(node.at("finalbody")), flag(node, "is_star")});
    }
    if (type == "Assert") return ast::stmt(Assert{expr(node.at("test")), expr(node.at("msg"))});
    if (type == "Import") return ast::stmt(Import{aliases(node.at("names")), flag(node, "is_lazy")});
    if (type == "ImportFrom") {
        const Value& level = node.at("level");
        return ast::stmt(ImportFrom{optional_string(node.at("module")), aliases(node.at("names")),
                                    level.is_null() ? 0 : int(level.integer()), flag(node, "is_lazy")});
    }
    if (type == "Global") return ast::stmt(Global{strings(node.at("names"))});
    if (type == "Nonlocal") return ast::stmt(Nonlocal{strings(node.at("names"))});
    if (type == "ExprStmt") return ast::stmt(ExprStmt{expr(node.at("value"))});
    if (type == "Pass") return ast::stmt(Pass{});
    if (type == "Break") return ast::stmt(Break{});
    if (type == "Continue") return ast::stmt(Continue{});
    fail("unknown statement type " + type);
}

ast::Body body(const Value& list) {
    ast::Body result;
    for (const Value& item : list.items) result.push_back(stmt(item));
    return result;
}

ast::PatternPtr pattern(const Value& node) {
    using namespace glassbox::ast;
    if (node.is_null()) return nullptr;
    const std::string& type = type_of(node);
    if (type == "MatchValue") return ast::pattern(MatchValue{expr(node.at("value"))});
    if (type == "MatchSingleton") return ast::pattern(MatchSingleton{constant_from_json(node.at("value"))});
    if (type == "MatchSequence") return ast::pattern(MatchSequence{patterns(node.at("patterns"))});
    if (type == "MatchMapping") {
        return ast::pattern(
            MatchMapping{exprs(node.at("keys")), patterns(node.at("patterns")), optional_string(node.at("rest"))});
    }
    if (type == "MatchClass") {
        return ast::pattern(MatchClass{expr(node.at("cls")), patterns(node.at("patterns")),
                                       strings(node.at("kwd_attrs")), patterns(node.at("kwd_patterns"))});
    }
    if (type == "MatchStar") return ast::pattern(MatchStar{optional_string(node.at("name"))});
    if (type == "MatchAs") return ast::pattern(MatchAs{pattern(node.at("pattern")), optional_string(node.at("name"))});
    if (type == "MatchOr") return ast::pattern(MatchOr{patterns(node.at("patterns"))});
    fail("unknown pattern type " + type);
}

int conversion(const Value& node) { return int(node.at("conversion").integer()); }

// ---- constants ----

void multiply_add(BigInt& value, std::uint32_t factor, std::uint32_t addend) {
    std::uint64_t carry = addend;
    for (std::uint32_t& word : value.magnitude) {
        std::uint64_t product = std::uint64_t(word) * factor + carry;
        word = std::uint32_t(product);
        carry = product >> 32;
    }
    if (carry) value.magnitude.push_back(std::uint32_t(carry));
}

BigInt parse_decimal(std::string_view text) {
    BigInt result;
    if (!text.empty() && text[0] == '-') {
        result.negative = true;
        text.remove_prefix(1);
    }
    if (text.empty()) fail("an empty int constant");
    for (std::size_t at = 0; at < text.size();) {
        std::size_t length = std::min<std::size_t>(9, text.size() - at);
        std::uint32_t chunk = 0, factor = 1;
        for (std::size_t k = 0; k < length; ++k) {
            char c = text[at + k];
            if (c < '0' || c > '9') fail("a bad int constant");
            chunk = chunk * 10 + std::uint32_t(c - '0');
            factor *= 10;
        }
        multiply_add(result, factor, chunk);
        at += length;
    }
    while (!result.magnitude.empty() && result.magnitude.back() == 0) result.magnitude.pop_back();
    if (result.magnitude.empty()) result.negative = false;
    return result;
}

// The exact bits when given (NaN signs), else the repr.
double parse_double(const Value& node, std::string_view repr_key, std::string_view bits_key) {
    if (const Value* bits = node.find(bits_key)) {
        std::uint64_t word = 0;
        const std::string& hex = bits->string();
        std::from_chars(hex.data(), hex.data() + hex.size(), word, 16);
        return std::bit_cast<double>(word);
    }
    const std::string& text = node.at(repr_key).string();
    double value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) fail("a bad float constant " + text);
    return value;
}

std::string utf8_of_code_points(const Value& list) {
    std::string out;
    for (const Value& item : list.items) {
        auto c = std::uint32_t(item.integer());
        if (c < 0x80) {
            out += char(c);
        } else if (c < 0x800) {
            out += char(0xC0 | (c >> 6));
            out += char(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out += char(0xE0 | (c >> 12));
            out += char(0x80 | ((c >> 6) & 0x3F));
            out += char(0x80 | (c & 0x3F));
        } else {
            out += char(0xF0 | (c >> 18));
            out += char(0x80 | ((c >> 12) & 0x3F));
            out += char(0x80 | ((c >> 6) & 0x3F));
            out += char(0x80 | (c & 0x3F));
        }
    }
    return out;
}

std::string bytes_of_hex(const std::string& hex) {
    std::string out;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2) {
        unsigned byte = 0;
        std::from_chars(hex.data() + i, hex.data() + i + 2, byte, 16);
        out += char(byte);
    }
    return out;
}

}  // namespace

ObjectPtr constant_from_json(const Value& node) {
    auto object = std::make_shared<Object>();
    const std::string& type = node.at("type").string();
    auto items = [&] {
        for (const Value& item : node.at("items").items) object->items.push_back(constant_from_json(item));
    };
    if (type == "None") {
        object->kind = ObjectKind::None;
    } else if (type == "ellipsis") {
        object->kind = ObjectKind::Ellipsis;
    } else if (type == "StopIteration") {
        object->kind = ObjectKind::StopIteration;
    } else if (type == "bool") {
        object->kind = node.at("value").boolean ? ObjectKind::True : ObjectKind::False;
    } else if (type == "int") {
        object->kind = ObjectKind::Int;
        object->integer = parse_decimal(node.at("value").string());
    } else if (type == "float") {
        object->kind = ObjectKind::Float;
        object->real = parse_double(node, "value", "bits");
    } else if (type == "complex") {
        object->kind = ObjectKind::Complex;
        object->real = parse_double(node, "real", "real_bits");
        object->imag = parse_double(node, "imag", "imag_bits");
    } else if (type == "str") {
        object->kind = ObjectKind::Str;
        const Value* points = node.find("code_points");
        object->text = points ? utf8_of_code_points(*points) : node.at("value").string();
    } else if (type == "bytes") {
        object->kind = ObjectKind::Bytes;
        object->text = bytes_of_hex(node.at("hex").string());
    } else if (type == "tuple" || type == "list" || type == "set" || type == "frozenset" || type == "slice") {
        object->kind = type == "tuple" ? ObjectKind::Tuple
                       : type == "list" ? ObjectKind::List
                       : type == "set"  ? ObjectKind::Set
                       : type == "slice" ? ObjectKind::Slice
                                         : ObjectKind::FrozenSet;
        items();
    } else if (type == "dict") {
        object->kind = ObjectKind::Dict;
        for (const Value& pair : node.at("items").items) {
            object->items.push_back(constant_from_json(pair.items.at(0)));
            object->items.push_back(constant_from_json(pair.items.at(1)));
        }
    } else {
        fail("a constant of type " + type + " has no place in a syntax tree");
    }
    return object;
}

ast::ExprPtr expression_from_json(const Value& node) {
    using namespace glassbox::ast;
    if (node.is_null()) return nullptr;
    const std::string& type = type_of(node);
    if (type == "BoolOp") return ast::expr(BoolOp{lookup(node.at("op"), kBool), exprs(node.at("values"))});
    if (type == "NamedExpr") return ast::expr(NamedExpr{expr(node.at("target")), expr(node.at("value"))});
    if (type == "BinOp") {
        return ast::expr(BinOp{expr(node.at("left")), lookup(node.at("op"), kBinary), expr(node.at("right"))});
    }
    if (type == "UnaryOp") return ast::expr(UnaryOp{lookup(node.at("op"), kUnary), expr(node.at("operand"))});
    if (type == "Lambda") return ast::expr(Lambda{arguments(node.at("args")), expr(node.at("body"))});
    if (type == "IfExp") return ast::expr(IfExp{expr(node.at("test")), expr(node.at("body")), expr(node.at("orelse"))});
    if (type == "Dict") return ast::expr(Dict{exprs(node.at("keys")), exprs(node.at("values"))});
    if (type == "Set") return ast::expr(Set{exprs(node.at("elts"))});
    if (type == "ListComp") return ast::expr(ListComp{expr(node.at("elt")), generators(node.at("generators"))});
    if (type == "SetComp") return ast::expr(SetComp{expr(node.at("elt")), generators(node.at("generators"))});
    if (type == "DictComp") {
        return ast::expr(DictComp{expr(node.at("key")), expr(node.at("value")), generators(node.at("generators"))});
    }
    if (type == "GeneratorExp") return ast::expr(GeneratorExp{expr(node.at("elt")), generators(node.at("generators"))});
    if (type == "Await") return ast::expr(Await{expr(node.at("value"))});
    if (type == "Yield") return ast::expr(Yield{expr(node.at("value"))});
    if (type == "YieldFrom") return ast::expr(YieldFrom{expr(node.at("value"))});
    if (type == "Compare") {
        std::vector<CompareOperator> ops;
        for (const Value& op : node.at("ops").items) ops.push_back(lookup(op, kCompare));
        return ast::expr(Compare{expr(node.at("left")), std::move(ops), exprs(node.at("comparators"))});
    }
    if (type == "Call") {
        return ast::expr(Call{expr(node.at("func")), exprs(node.at("args")), keywords(node.at("keywords"))});
    }
    if (type == "FormattedValue") {
        return ast::expr(FormattedValue{expr(node.at("value")), conversion(node), expr(node.at("format_spec"))});
    }
    if (type == "JoinedStr") return ast::expr(JoinedStr{exprs(node.at("values"))});
    if (type == "Interpolation") {
        return ast::expr(Interpolation{expr(node.at("value")), node.at("str").string(), conversion(node),
                                       expr(node.at("format_spec"))});
    }
    if (type == "TemplateStr") return ast::expr(TemplateStr{exprs(node.at("values"))});
    if (type == "Constant") return ast::expr(Constant{constant_from_json(node.at("value"))});
    if (type == "Attribute") return ast::expr(Attribute{expr(node.at("value")), node.at("attr").string()});
    if (type == "Subscript") return ast::expr(Subscript{expr(node.at("value")), expr(node.at("slice"))});
    if (type == "Starred") return ast::expr(Starred{expr(node.at("value"))});
    if (type == "Name") return ast::expr(Name{node.at("id").string()});
    if (type == "List") return ast::expr(List{exprs(node.at("elts"))});
    if (type == "Tuple") return ast::expr(Tuple{exprs(node.at("elts"))});
    if (type == "Slice") return ast::expr(Slice{expr(node.at("lower")), expr(node.at("upper")), expr(node.at("step"))});
    fail("unknown expression type " + type);
}

ast::Module module_from_json(const Value& module) {
    if (type_of(module) != "Module") fail("the document is no Module");
    return ast::Module{body(module.at("body"))};
}

}  // namespace glassbox::test_json
