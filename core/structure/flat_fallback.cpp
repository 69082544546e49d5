// Flat mode (flat_fallback.h): the reachable blocks, cut into pieces where the exception
// level or a with statement changes; the regions they run in and the handler of each piece
// (flat_pieces.cpp lifts the pieces, flat_render.cpp prints the regions as dispatcher loops).
#include "structure/flat_fallback.h"

#include <algorithm>

#include "structure/flat_emitter.h"

namespace glassbox {

using namespace ast;
using namespace flat_detail;

namespace {

// The builtins the machine calls by name (flat_mode_applies refuses code that rebinds one).
const char* const kBuiltinsUsed[] = {"iter", "next", "StopIteration", "BaseException", "NameError", "SystemError"};

// CPython's compiler refuses more than 20 statically nested blocks (CO_MAXBLOCKS): loops, try
// bodies, with bodies, except clauses (which count twice: the handler and its cleanup).
constexpr int kMaxBlockDepth = 20;

int block_depth(const Body& body) {
    int deepest = 0;
    for (const StmtPtr& s : body) {
        int depth = std::visit(
            [](const auto& node) -> int {
                using T = std::decay_t<decltype(node)>;
                if constexpr (std::is_same_v<T, While> || std::is_same_v<T, For>) {
                    return 1 + std::max(block_depth(node.body), block_depth(node.orelse));
                } else if constexpr (std::is_same_v<T, With>) {
                    return 1 + block_depth(node.body);
                } else if constexpr (std::is_same_v<T, Try>) {
                    int d = 1 + std::max(block_depth(node.body), block_depth(node.orelse));
                    for (const ExceptHandler& h : node.handlers) d = std::max(d, 2 + block_depth(h.body));
                    return std::max(d, 1 + block_depth(node.finalbody));
                } else if constexpr (std::is_same_v<T, If>) {
                    return std::max(block_depth(node.body), block_depth(node.orelse));
                } else {
                    return 0;  // (a def's body starts again at 0)
                }
            },
            s->node);
        deepest = std::max(deepest, depth);
    }
    return deepest;
}

}  // namespace

namespace flat_detail {

Body FlatEmitter::run(const std::string& reason) {
    top_.kind = Region::Kind::Top;
    find_or_add(0, cfg_.blocks.empty() ? 0 : cfg_.blocks[0].begin, Entry{}, &top_);
    while (!work_.empty()) {
        const int p = work_.front();
        work_.pop_front();
        lift_piece(p);
    }
    Body body;
    body.push_back(stmt(Comment{"glassbox: control flow emitted as a state machine (last resort): " + reason}));
    body.push_back(set_state(0));
    Body machine = render_region(top_, pieces_);
    if (int depth = block_depth(machine); depth > kMaxBlockDepth)
        refuse(0, "the state machine nests " + std::to_string(depth) + " blocks, more than Python compiles");
    body.insert(body.end(), machine.begin(), machine.end());
    return body;
}

// ---- pieces and regions -----------------------------------------------------------------
int FlatEmitter::find_or_add(int b, std::size_t begin, const Entry& entry, Region* region) {
    if (begin >= block(b).end) {  // (a piece that would start past its block: the next block)
        int next = -1;
        for (const Edge& e : block(b).successors)
            if (e.kind == EdgeKind::FallThrough) next = e.block;
        if (next < 0) refuse(block(b).offset, "code runs off the end of a block");
        return find_or_add(next, block(next).begin, entry, region);
    }
    check_withs(b, region);
    for (const Slot& slot : entry.slots) {
        if (slot.kind != SlotKind::WithExit) continue;
        const Region* with = with_region(slot.with);
        bool inside = with->parent == region;  // (a piece past its body, which calls __exit__ first)
        for (const Region* r = region; r && !inside; r = r->parent) inside = r == with;
        if (!inside) refuse(block(b).offset, "a with statement's __exit__ kept past its body");
    }
    auto key = std::make_pair(b, begin);
    if (auto found = index_.find(key); found != index_.end()) {
        const Piece& piece = pieces_[std::size_t(found->second)];
        if (!(piece.entry == entry) || piece.region != region)
            refuse(instructions_[begin].offset, "a block reached with different stacks or exception levels");
        return found->second;
    }
    const int id = int(pieces_.size());
    pieces_.push_back(Piece{b, begin, entry, region, {}});
    index_.emplace(key, id);
    region->pieces.push_back(id);
    work_.push_back(id);
    return id;
}

// The with statements whose bodies hold block `b` must be those the region runs in.
void FlatEmitter::check_withs(int b, const Region* region) const {
    if (lone_jump(b)) return;
    std::vector<int> chain;
    std::optional<int> h = block(b).handler;
    for (int steps = 0; h && steps < 64; ++steps) {
        if (!is_implicit_handler(*h) && is_with_handler(*h)) chain.push_back(*h);
        h = block(*h).handler;
    }
    std::vector<int> path;
    for (const Region* r = region; r; r = r->parent)
        if (r->kind == Region::Kind::With) path.push_back(r->with_handler);
    std::sort(chain.begin(), chain.end());
    std::sort(path.begin(), path.end());
    if (chain != path) refuse(block(b).offset, "a jump into or out of a with statement's body");
}

// A block of a jump (or a NOP kept for a line), which cannot raise: the compiler leaves it
// out of the exception table where it ends a body (a loop's jump back in a with body, the
// `try:` line between two try statements), and it runs where it is reached from.
bool FlatEmitter::lone_jump(int b) const {
    const BasicBlock& bb = block(b);
    for (std::size_t i = bb.begin; i < bb.end; ++i)
        if (instructions_[i].op != Op::Nop && !(instructions_[i].op == Op::Jump && i + 1 == bb.end)) return false;
    return true;
}

bool FlatEmitter::is_with_handler(int h) const {
    const BasicBlock& hb = block(h);
    return hb.end - hb.begin >= 2 && instructions_[hb.begin].op == Op::PushExcInfo &&
           instructions_[hb.begin + 1].op == Op::WithExceptStart;
}

FlatEmitter::HandlerEdge FlatEmitter::handler_of(int b) const {
    const BasicBlock& bb = block(b);
    if (!bb.handler || is_implicit_handler(*bb.handler)) return {};
    return {*bb.handler, bb.handler_depth, bb.handler_lasti};
}

// Where an exception goes that a with statement's __exit__ did not suppress: the handler
// of its cleanup (COPY 3, POP_EXCEPT, RERAISE 1), which protects the re-raise.
FlatEmitter::HandlerEdge FlatEmitter::after_with(int w) const {
    HandlerEdge cleanup = handler_of(w);
    if (cleanup.block < 0) return {};
    const BasicBlock& cb = block(cleanup.block);
    if (cb.end - cb.begin != 3 || instructions_[cb.begin].op != Op::Copy ||
        instructions_[cb.begin + 1].op != Op::PopExcept || instructions_[cb.begin + 2].op != Op::Reraise)
        refuse(cb.offset, "a with statement's cleanup lift does not know");
    return handler_of(cleanup.block);
}

int FlatEmitter::exception_level(const std::vector<Slot>& slots, std::size_t depth) {
    int level = 0;
    for (std::size_t i = 0; i < depth && i < slots.size(); ++i)
        if (slots[i].kind == SlotKind::ExcState) level = std::max(level, slots[i].level);
    return level;
}

// The handler of piece `p`: which region catches its exceptions, and the handler's piece.
void FlatEmitter::route_exceptions(int p) {
    const Piece piece = pieces_[std::size_t(p)];
    HandlerEdge h = handler_of(piece.block);
    Region* region = piece.region;
    bool escaped = false;  // the exception left an except clause of `region` first
    for (int steps = 0; h.block >= 0 && steps < 256; ++steps) {
        if (region->kind == Region::Kind::With && h.block == region->with_handler) {
            h = after_with(h.block);  // (out of the with statement, through its __exit__)
            region = region->parent;
            escaped = false;
            continue;
        }
        if (h.depth > piece.entry.slots.size()) refuse(piece_offset(p), "a handler deeper than the stack");
        const int level = exception_level(piece.entry.slots, h.depth);
        if (level == region->level) {
            Entry entry;
            entry.level = level + 1;
            entry.slots.assign(piece.entry.slots.begin(), piece.entry.slots.begin() + h.depth);
            if (h.lasti) entry.slots.push_back(make_slot(SlotKind::Lasti));
            entry.slots.push_back(make_slot(SlotKind::Exception, level + 1));
            if (!region->handler_child) {
                region->handler_child = std::make_unique<Region>();
                region->handler_child->kind = Region::Kind::Handler;
                region->handler_child->level = level + 1;
                region->handler_child->parent = region;
            }
            const int target = find_or_add(h.block, block(h.block).begin, entry, region->handler_child.get());
            region->direct[p] = target;
            if (escaped) region->caught.insert(p);
            return;
        }
        if (level > region->level || region->kind != Region::Kind::Handler)
            refuse(piece_offset(p), "an exception handler at a level the dispatcher cannot reach");
        region = region->parent;
        escaped = true;
    }
}

}  // namespace flat_detail

bool flat_mode_applies(const CodeObject& code, const VersionProfile& profile) {
    if (!profile.has_exception_table || !(code.flags & kCodeOptimized)) return false;
    if (code.name.empty() || code.name[0] == '<') return false;  // lambdas, comprehensions, generic scopes
    // (a global read of a builtin is the builtin; a local, a cell or a name this code binds
    // is not: flatten_code checks its stores of globals)
    for (const auto* names : {&code.localsplus_names, &code.varnames, &code.cellvars, &code.freevars}) {
        for (const char* builtin : kBuiltinsUsed)
            if (std::find(names->begin(), names->end(), builtin) != names->end()) return false;
        // (the machine's own names: none of the code's may look like one)
        for (const std::string& name : *names)
            if (name.rfind("_flat_", 0) == 0) return false;
    }
    for (const std::string& name : code.names)
        if (name.rfind("_flat_", 0) == 0) return false;
    return true;
}

Body flatten_code(const ControlFlowGraph& cfg, Lifter& lifter, const std::string& reason) {
    for (const NormalizedInstruction& in : cfg.code->instructions) {
        if (in.op != Op::StoreGlobal && in.op != Op::DeleteGlobal && in.op != Op::StoreName && in.op != Op::DeleteName)
            continue;
        for (const char* builtin : kBuiltinsUsed)
            if (in.name == builtin) throw LiftError(in.offset, "flat mode: the code rebinds a builtin the state machine calls");
    }
    FlatEmitter emitter(cfg, lifter);
    return emitter.run(reason);
}

}  // namespace glassbox

