// The parts of a match statement's subject that its pattern code takes apart, as
// match_pattern.cpp finds them, for match_rebuild.cpp to turn into a pattern.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "structure/match_reader.h"

namespace glassbox::structure_detail {

// A part of the subject being matched, and what the pattern code found out about it.
struct PartNode {
    PartNode* alias_of = nullptr;    // a copy (COPY 1) of this node
    std::vector<PartNode*> copies;
    enum class Kind { Unknown, Sequence, Mapping, Class, Value, Singleton };
    Kind kind = Kind::Unknown;
    bool is_star = false;            // the starred item of an UNPACK_EX
    std::optional<std::int64_t> length_eq, length_ge;
    // Children: a sequence's items, a mapping's values, a class pattern's attributes; either all
    // unpacked at once or taken one by one by subscripts (index < 0: counted from the end).
    bool unpacked = false;
    int star = -1;
    std::vector<PartNode*> children;
    std::map<std::int64_t, PartNode*> subscripted;
    bool has_keys = false;           // mapping: MATCH_KEYS ran
    ast::ExprList keys;
    std::optional<std::string> rest;
    ast::ExprPtr cls;                // class pattern
    int positional = 0;
    std::vector<std::string> keyword_names;
    bool tuple_checked = false;      // the values/attributes tuple was tested against None
    bool popped = false;             // dropped by a POP_TOP: a wildcard the code spelled out
    ast::ExprPtr value;              // value pattern
    ObjectPtr singleton;             // None, True, False
    std::vector<std::string> names;
    std::vector<PartNode*> alternatives;  // this node is an or-pattern's subject
};

// The pattern `subject` was matched against (`case_copy`: the case's copy of the subject carries it).
ast::PatternPtr rebuild_pattern(const MatchCode& code, PartNode* subject, Index at, bool case_copy);

}  // namespace glassbox::structure_detail
