// Match statements: the pattern that the parts of a subject, as a case's pattern
// code took them apart (match_pattern.cpp), were matched against. Only the
// shapes the compiler writes are rebuilt; any other is NotAPattern.
#include <algorithm>

#include "structure/match_parts.h"

namespace glassbox::structure_detail {

using namespace ast;

namespace {

class PatternBuilder {
public:
    explicit PatternBuilder(const MatchCode& code) : code_(code) {}

    PatternPtr build(PartNode* n, Index at, bool case_copy = false);

private:
    [[noreturn]] void fail(Index at, const std::string& why) const { code_.fail(at, why); }
    PatternPtr structural(PartNode* n, Index at);

    const MatchCode& code_;
};

}  // namespace

bool is_wildcard(const PatternPtr& p) {
    auto* as = p ? std::get_if<MatchAs>(&p->node) : nullptr;
    return as && !as->pattern && !as->name;
}

PatternPtr PatternBuilder::structural(PartNode* n, Index at) {
    using Kind = PartNode::Kind;
    auto child = [&](PartNode* c) { return build(c, at); };
    auto wildcard = [] { return pattern(MatchAs{nullptr, std::nullopt}); };
    switch (n->kind) {
    case Kind::Unknown:
        if (n->unpacked || !n->subscripted.empty() || n->has_keys) fail(at, "items of a value never tested");
        return nullptr;
    case Kind::Value: {
        // (a literal the code after it read as `literal or name`, the dead operands of a boolean
        // operation it decided, decompile/dead_operands.h: a pattern has room for the literal only)
        auto* dead = std::get_if<BoolOp>(&n->value->node);
        if (dead && std::holds_alternative<Constant>(dead->values.front()->node))
            return pattern(MatchValue{dead->values.front()});
        return pattern(MatchValue{n->value});
    }
    case Kind::Singleton: return pattern(MatchSingleton{n->singleton});
    case Kind::Sequence: {
        std::vector<PatternPtr> items;
        if (n->unpacked) {
            const auto count = std::int64_t(n->children.size());
            if (n->star < 0) {
                if (n->length_eq != count || n->length_ge) fail(at, "a sequence pattern of the wrong length");
            } else if (count > 1 ? (n->length_ge != count - 1 || n->length_eq)
                                 : (n->length_eq || n->length_ge)) {
                fail(at, "a starred sequence pattern of the wrong length");
            }
            for (PartNode* c : n->children) items.push_back(child(c));
            return pattern(MatchSequence{items});
        }
        if (n->length_eq) {
            if (!n->subscripted.empty() || *n->length_eq < 0 || *n->length_eq > 100000)
                fail(at, "a sequence pattern read by subscripts without a star");
            for (std::int64_t k = 0; k < *n->length_eq; ++k) items.push_back(wildcard());
            return pattern(MatchSequence{items});
        }
        std::int64_t fixed = n->length_ge.value_or(0);
        if (!n->length_ge && !n->subscripted.empty()) fail(at, "a sequence pattern without its length test");
        if (n->length_ge && fixed < 1) fail(at, "a starred sequence pattern of the wrong length");
        std::int64_t before = 0, after = 0;
        for (const auto& [index, c] : n->subscripted) {
            if (index >= 0) before = std::max(before, index + 1);
            else after = std::max(after, -index);
        }
        if (before + after > fixed || fixed > 100000) fail(at, "a starred sequence pattern of the wrong length");
        auto item = [&](std::int64_t index) {
            auto it = n->subscripted.find(index);
            return it == n->subscripted.end() ? wildcard() : child(it->second);
        };
        for (std::int64_t k = 0; k < before; ++k) items.push_back(item(k));
        for (std::int64_t k = before + after; k < fixed; ++k) items.push_back(wildcard());
        items.push_back(pattern(MatchStar{std::nullopt}));
        for (std::int64_t k = after; k > 0; --k) items.push_back(item(-k));
        return pattern(MatchSequence{items});
    }
    case Kind::Mapping: {
        MatchMapping m;
        if (!n->has_keys) {
            if (n->length_ge || n->rest || n->unpacked || !n->subscripted.empty())
                fail(at, "a mapping pattern without MATCH_KEYS");
            return pattern(std::move(m));
        }
        const auto size = std::int64_t(n->keys.size());
        if (!n->tuple_checked || (size > 0 ? n->length_ge != size : bool(n->length_ge)))
            fail(at, "a mapping pattern with the wrong checks");
        m.keys = n->keys;
        for (std::int64_t k = 0; k < size; ++k) {
            if (n->unpacked) {
                if (n->children.size() != n->keys.size()) fail(at, "a mapping pattern's values miscounted");
                m.patterns.push_back(child(n->children[std::size_t(k)]));
            } else {
                auto it = n->subscripted.find(k);
                m.patterns.push_back(it == n->subscripted.end() ? wildcard() : child(it->second));
            }
        }
        for (const auto& [index, c] : n->subscripted)
            if (index < 0 || index >= size) fail(at, "a mapping pattern's value out of range");
        m.rest = n->rest;
        return pattern(std::move(m));
    }
    case Kind::Class: {
        MatchClass m;
        m.cls = n->cls;
        const std::size_t total = std::size_t(n->positional) + n->keyword_names.size();
        if (!n->tuple_checked || n->positional < 0) fail(at, "a class pattern with the wrong checks");
        if (n->unpacked && n->children.size() != total) fail(at, "a class pattern's attributes miscounted");
        for (const auto& [index, c] : n->subscripted)
            if (index < 0 || std::size_t(index) >= total) fail(at, "a class pattern's attribute out of range");
        for (std::size_t k = 0; k < total; ++k) {
            PatternPtr p;
            if (n->unpacked) {
                p = child(n->children[k]);
            } else {
                auto it = n->subscripted.find(std::int64_t(k));
                p = it == n->subscripted.end() ? wildcard() : child(it->second);
            }
            if (k < std::size_t(n->positional)) {
                m.patterns.push_back(p);
            } else {
                m.kwd_attrs.push_back(n->keyword_names[k - std::size_t(n->positional)]);
                m.kwd_patterns.push_back(p);
            }
        }
        return pattern(std::move(m));
    }
    }
    return nullptr;
}

PatternPtr PatternBuilder::build(PartNode* n, Index at, bool case_copy) {
    PatternPtr own = structural(n, at);
    std::vector<PatternPtr> copied;
    bool copy_dropped = false;  // `_ as name`: a copy the code dropped as it is
    for (PartNode* copy : n->copies) {
        if (std::find(n->alternatives.begin(), n->alternatives.end(), copy) != n->alternatives.end()) continue;
        PatternPtr p = build(copy, at);
        if (!is_wildcard(p)) copied.push_back(p);
        else if (copy->popped && copy->copies.empty()) copy_dropped = true;
    }
    PatternPtr either;
    if (!n->alternatives.empty()) {
        std::vector<PatternPtr> alternatives;
        for (PartNode* a : n->alternatives) alternatives.push_back(build(a, at));
        either = pattern(MatchOr{alternatives});
    }
    if (int(bool(own)) + int(bool(either)) + int(copied.size()) > 1) fail(at, "two patterns for one value");
    PatternPtr inner = own ? own : either ? either : copied.empty() ? nullptr : copied[0];
    // A copy carries a pattern only for `as` (the original is then stored) or for the case itself.
    if (!copied.empty() && n->names.empty() && !case_copy) fail(at, "a copy of a value matched without `as`");
    if (n->is_star) {
        if (inner) fail(at, "a pattern on a starred item");
        return pattern(MatchStar{n->names.empty() ? std::nullopt : std::optional<std::string>(n->names[0])});
    }
    if (!n->names.empty()) {
        if (!inner && copy_dropped) inner = pattern(MatchAs{nullptr, std::nullopt});
        return pattern(MatchAs{inner, n->names[0]});
    }
    return inner ? inner : pattern(MatchAs{nullptr, std::nullopt});
}

PatternPtr rebuild_pattern(const MatchCode& code, PartNode* subject, Index at, bool case_copy) {
    return PatternBuilder(code).build(subject, at, case_copy);
}

}  // namespace glassbox::structure_detail
