// Hand-built trees for the print unit tests: `name("x")`, `constant(int_object(1))`, ...
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "ast/ast.h"
#include "print/print.h"

namespace glassbox::print_test {

inline ObjectPtr object_of_kind(ObjectKind kind) {
    auto object = std::make_shared<Object>();
    object->kind = kind;
    return object;
}
inline ObjectPtr int_object(std::int64_t value) {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::Int;
    object->integer = BigInt::from_int64(value);
    return object;
}
inline ObjectPtr float_object(double value) {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::Float;
    object->real = value;
    return object;
}
inline ObjectPtr complex_object(double real, double imag) {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::Complex;
    object->real = real;
    object->imag = imag;
    return object;
}
inline ObjectPtr str_object(std::string text, ObjectKind kind = ObjectKind::Str) {
    auto object = std::make_shared<Object>();
    object->kind = kind;
    object->text = std::move(text);
    return object;
}
inline ObjectPtr container_object(ObjectKind kind, std::vector<ObjectPtr> items) {
    auto object = std::make_shared<Object>();
    object->kind = kind;
    object->items = std::move(items);
    return object;
}

inline ast::ExprPtr constant(ObjectPtr value) { return ast::expr(ast::Constant{std::move(value)}); }
inline ast::ExprPtr integer(std::int64_t value) { return constant(int_object(value)); }
inline ast::ExprPtr string(std::string text) { return constant(str_object(std::move(text))); }
inline ast::ExprPtr name(std::string id) { return ast::expr(ast::Name{std::move(id)}); }
inline ast::ExprPtr binop(ast::ExprPtr left, ast::BinaryOperator op, ast::ExprPtr right) {
    return ast::expr(ast::BinOp{std::move(left), op, std::move(right)});
}
inline ast::ExprPtr unary(ast::UnaryOperator op, ast::ExprPtr operand) {
    return ast::expr(ast::UnaryOp{op, std::move(operand)});
}
inline ast::ExprPtr tuple(ast::ExprList elts) { return ast::expr(ast::Tuple{std::move(elts)}); }
inline ast::ExprPtr call(ast::ExprPtr func, ast::ExprList args, std::vector<ast::Keyword> keywords = {}) {
    return ast::expr(ast::Call{std::move(func), std::move(args), std::move(keywords)});
}
inline ast::StmtPtr expression_statement(ast::ExprPtr value) { return ast::stmt(ast::ExprStmt{std::move(value)}); }

inline PrintOptions for_python(int minor) {
    PrintOptions options;
    options.target = PythonVersion{3, minor};
    return options;
}
inline std::string expression_text(const ast::ExprPtr& node, int minor = 13) {
    return print_expression(node, for_python(minor));
}
inline std::string module_text(ast::Body body, int minor = 13) {
    return print_module(ast::Module{std::move(body)}, for_python(minor));
}

}  // namespace glassbox::print_test
