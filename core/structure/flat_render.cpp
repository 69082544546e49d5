// Flat mode's regions as dispatcher loops (flat_fallback.h draws one).
//
//     while True:                                    # a region of level L
//         try:
//             if _flat_reraise_L: (raise _flat_pending_L, its context and cycles untouched)
//             if _flat_state == 3: ...               # its pieces (a search tree of tests)
//         except BaseException as _flat_e<L+1>:
//             (a raise again of an escaped exception: its traceback and context put back)
//             if _flat_state in (3, 4): _flat_state = 9     # the handler of the piece that raised
//             else: raise
//             try:
//                 <the handler region, level L+1>    # POP_EXCEPT: `break` back to here
//             except BaseException as _flat_x<L>:   # (only where an exception escapes it to here)
//                 if _flat_state not in (...): raise
//                 _flat_pending_L = ...; _flat_reraise_L = True
//
// An exception raised in an except clause is not caught by the try of that clause: one
// that the original sends from the handler's code to a handler of the level around it
// leaves the clause, and is raised again inside the try.
#include <algorithm>

#include "structure/flat_machine.h"

namespace glassbox::flat_detail {

std::string slot_name(std::size_t depth) { return "_flat_s" + std::to_string(depth); }
std::string exception_name(int level) { return "_flat_e" + std::to_string(level); }

ExprPtr int_constant(long value) {
    auto object = std::make_shared<Object>();
    object->kind = ObjectKind::Int;
    object->integer = BigInt::from_int64(value);
    return make_constant(object);
}

ExprPtr bool_constant(bool value) {
    auto object = std::make_shared<Object>();
    object->kind = value ? ObjectKind::True : ObjectKind::False;
    return make_constant(object);
}

StmtPtr set_state(int piece) { return stmt(Assign{{make_name(kState)}, int_constant(piece)}); }

void collect_pieces(const Region& region, std::vector<int>& out) {
    out.insert(out.end(), region.pieces.begin(), region.pieces.end());
    if (region.handler_child) collect_pieces(*region.handler_child, out);
    for (const auto& child : region.with_children) collect_pieces(*child, out);
}

namespace {

ExprPtr state() { return make_name(kState); }

// `_flat_state == a` or `_flat_state in (a, b, ...)`.
ExprPtr state_in(std::vector<int> ids, bool negated = false) {
    std::sort(ids.begin(), ids.end());
    if (ids.size() == 1)
        return expr(Compare{state(), {negated ? CompareOperator::NotEq : CompareOperator::Eq}, {int_constant(ids[0])}});
    ExprList items;
    for (int id : ids) items.push_back(int_constant(id));
    return expr(Compare{state(), {negated ? CompareOperator::NotIn : CompareOperator::In}, {expr(Tuple{items})}});
}

StmtPtr lost_state() {
    ExprPtr message = make_name("SystemError");
    auto text = std::make_shared<Object>();
    text->kind = ObjectKind::Str;
    text->text = "glassbox: the state machine reached an unknown state";
    return stmt(Raise{expr(Call{message, {make_constant(text)}, {}}), nullptr});
}

ExprPtr attribute(const std::string& name, const char* attr) { return expr(Attribute{make_name(name), attr}); }

struct Names {
    std::string pending, traceback, context, reraise, escaped, dummy;
    explicit Names(int level)
        : pending("_flat_pending" + std::to_string(level)), traceback("_flat_traceback" + std::to_string(level)),
          context("_flat_context" + std::to_string(level)), reraise("_flat_reraise" + std::to_string(level)),
          escaped("_flat_x" + std::to_string(level)), dummy("_flat_d" + std::to_string(level)) {}
};

class Renderer {
public:
    explicit Renderer(const std::vector<Piece>& pieces) : pieces_(pieces) {}

    Body region(const Region& r) {
        std::vector<int> ids = r.pieces;
        std::sort(ids.begin(), ids.end());
        Body dispatch = tree(r, ids, 0, ids.size());
        Body loop_body;
        Body out;
        if (!r.handler_child) {
            out.push_back(stmt(While{bool_constant(true), dispatch, {}}));
            return out;
        }
        const Names names(r.level);
        const bool catches = !r.caught.empty();
        Body try_body;
        if (catches) {
            // (raised from inside the except clause of a fresh exception whose context is
            // cleared: raising sets the context of what it raises and cuts a cycle it finds
            // through the context chain of the exception being handled, which is then one
            // that has none; the context and traceback are put back where it is caught)
            Try clean;
            clean.body.push_back(stmt(Raise{make_name("BaseException"), nullptr}));
            Body raise_pending{stmt(Assign{{attribute(names.dummy, "__context__")}, none_constant()}),
                               stmt(Raise{make_name(names.pending), nullptr})};
            clean.handlers.push_back(ExceptHandler{make_name("BaseException"), names.dummy, raise_pending});
            try_body.push_back(stmt(If{make_name(names.reraise), {stmt(std::move(clean))}, {}}));
        }
        try_body.insert(try_body.end(), dispatch.begin(), dispatch.end());
        const std::string caught = exception_name(r.level + 1);
        Body except_body;
        if (catches) {
            Body restore{stmt(Assign{{make_name(names.reraise)}, bool_constant(false)}),
                         stmt(Assign{{attribute(caught, "__traceback__")}, make_name(names.traceback)}),
                         stmt(Assign{{attribute(caught, "__context__")}, make_name(names.context)}),
                         stmt(Assign{{make_name(names.pending), make_name(names.traceback), make_name(names.context)},
                                     none_constant()})};
            except_body.push_back(stmt(If{make_name(names.reraise), restore, {}}));
        }
        // The handler of the piece that raised: _flat_state still names it.
        std::map<int, std::vector<int>> by_handler;
        for (const auto& [raising, handler] : r.direct) by_handler[handler].push_back(raising);
        Body chain{stmt(Raise{nullptr, nullptr})};
        for (auto it = by_handler.rbegin(); it != by_handler.rend(); ++it)
            chain = {stmt(If{state_in(it->second), {set_state(it->first)}, chain})};
        except_body.insert(except_body.end(), chain.begin(), chain.end());
        Body child = region(*r.handler_child);
        if (catches) {
            std::vector<int> escaping(r.caught.begin(), r.caught.end());
            Body keep{stmt(If{state_in(escaping, true), {stmt(Raise{nullptr, nullptr})}, {}}),
                      stmt(Assign{{make_name(names.pending)}, make_name(names.escaped)}),
                      stmt(Assign{{make_name(names.traceback)}, attribute(names.escaped, "__traceback__")}),
                      stmt(Assign{{make_name(names.context)}, attribute(names.escaped, "__context__")}),
                      stmt(Assign{{make_name(names.reraise)}, bool_constant(true)})};
            Try guard;
            guard.body = child;
            guard.handlers.push_back(ExceptHandler{make_name("BaseException"), names.escaped, keep});
            child = {stmt(std::move(guard))};
        }
        except_body.insert(except_body.end(), child.begin(), child.end());
        append_break_on(leaving(*r.handler_child, r), except_body);
        Try dispatcher;
        dispatcher.body = try_body;
        dispatcher.handlers.push_back(ExceptHandler{make_name("BaseException"), caught, except_body});
        loop_body.push_back(stmt(std::move(dispatcher)));
        if (catches) {
            out.push_back(stmt(Assign{{make_name(names.reraise)}, bool_constant(false)}));
            out.push_back(stmt(Assign{{make_name(names.pending), make_name(names.traceback), make_name(names.context)},
                                      none_constant()}));
        }
        out.push_back(stmt(While{bool_constant(true), loop_body, {}}));
        return out;
    }

private:
    // The pieces ids[lo, hi) as tests of the state: a chain of a few, a search tree above
    // (a long elif chain nests as deep as it is long in the compiler).
    Body tree(const Region& r, const std::vector<int>& ids, std::size_t lo, std::size_t hi) {
        if (hi - lo <= 8) {
            Body chain{lost_state()};
            for (std::size_t k = hi; k-- > lo;) chain = {stmt(If{state_in({ids[k]}), code(r, ids[k]), chain})};
            return chain;
        }
        const std::size_t mid = lo + (hi - lo) / 2;
        ExprPtr below = expr(Compare{state(), {CompareOperator::Lt}, {int_constant(ids[mid])}});
        return {stmt(If{below, tree(r, ids, lo, mid), tree(r, ids, mid, hi)})};
    }

    // A piece's code with its with statements' bodies (placeholders until now) rendered.
    Body code(const Region& r, int id) {
        Body out;
        for (const StmtPtr& s : pieces_[std::size_t(id)].code) {
            if (auto* w = std::get_if<With>(&s->node); w && !w->body.empty()) {
                if (const Region* child = with_child(r, w->body.back())) {
                    With rendered = *w;
                    rendered.body.pop_back();
                    Body inner = region(*child);
                    rendered.body.insert(rendered.body.end(), inner.begin(), inner.end());
                    out.push_back(stmt(std::move(rendered), s->line));
                    continue;
                }
            }
            if (const Region* child = after_with(r, s)) {
                // __exit__ suppressed the exception: _flat_state still names the piece that raised.
                std::vector<int> inside;
                collect_pieces(*child, inside);
                if (child->suppressed >= 0 && !inside.empty())
                    out.push_back(stmt(If{state_in(inside), {set_state(child->suppressed)}, {}}));
                std::vector<int> past = leaving(*child, r);
                if (child->suppressed >= 0 && pieces_[std::size_t(child->suppressed)].region != &r)
                    past.push_back(child->suppressed);
                append_break_on(past, out);
                out.push_back(stmt(Continue{true}));
                continue;
            }
            out.push_back(s);
        }
        return out;
    }

    // The pieces outside `child` that its pieces go on to and that are not `r`'s either: past
    // the child's loop, `r`'s loop is left too.
    std::vector<int> leaving(const Region& child, const Region& r) const {
        std::vector<int> inside;
        collect_pieces(child, inside);
        std::set<int> exits;
        collect_exits(child, exits);
        std::vector<int> out;
        for (int e : exits)
            if (std::find(inside.begin(), inside.end(), e) == inside.end() && pieces_[std::size_t(e)].region != &r)
                out.push_back(e);
        return out;
    }

    static void collect_exits(const Region& r, std::set<int>& out) {
        out.insert(r.exits.begin(), r.exits.end());
        if (r.handler_child) collect_exits(*r.handler_child, out);
        for (const auto& child : r.with_children) collect_exits(*child, out);
    }

    static void append_break_on(const std::vector<int>& states, Body& out) {
        if (!states.empty()) out.push_back(stmt(If{state_in(states), {stmt(Break{})}, {}}));
    }

    static const Region* numbered(const Region& r, const StmtPtr& s, const char* prefix) {
        auto* c = std::get_if<Comment>(&s->node);
        if (!c || c->text.rfind(prefix, 0) != 0) return nullptr;
        const int number = std::stoi(c->text.substr(std::string(prefix).size()));
        for (const auto& child : r.with_children)
            if (child->with_number == number) return child.get();
        return nullptr;
    }
    static const Region* with_child(const Region& r, const StmtPtr& s) { return numbered(r, s, "glassbox-flat-with-body "); }
    static const Region* after_with(const Region& r, const StmtPtr& s) { return numbered(r, s, "glassbox-flat-after-with "); }

    const std::vector<Piece>& pieces_;
};

}  // namespace

Body render_region(const Region& region, const std::vector<Piece>& pieces) {
    Renderer renderer(pieces);
    return renderer.region(region);
}

}  // namespace glassbox::flat_detail
