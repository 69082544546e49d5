// Code the compilers lay out right after an exit from a try or with statement, without
// a jump to it, because nothing else reaches it: where the walk must see that the
// statement ended and the code after it begins.
#include "structure/structurer.h"

namespace glassbox::structure_detail {

bool Structurer::record_copied_exit(int header, const Body& code) {
    auto [it, added] = copied_exits_.emplace(header, code);
    if (added) return true;
    if (it->second.size() != code.size()) return false;
    for (std::size_t k = 0; k < code.size(); ++k)
        if (unwind_text(it->second[k]) != unwind_text(code[k])) return false;
    return true;
}

bool Structurer::break_into_laid_out_exit(Body& out, Loop* loop) {
    // 3.12+ lay the block a loop's only break leads to right after the break's unwind code
    // when nothing else reaches it (`while True:` with a break in a with body):
    //
    //     BEFORE_WITH; POP_TOP; <body>                       (protected)
    //     LOAD_CONST None x3; CALL 2; POP_TOP                (the break's __exit__ call)
    //     <the code after the loop>; RETURN_CONST None       (no jump: laid out here)
    //
    // so the with body's walk runs on into that code. A return from inside the with
    // statement runs its unwind code last, right before the return: code between them is
    // the code after the loop. (Only where nothing outside the loop unwinds: that code
    // would run before the return too.)
    if (loop->exit >= 0 || out.size() < 2 || !std::holds_alternative<Return>(out.back()->node)) return false;
    Body expected;
    for (auto it = unwind_.rbegin(); it != unwind_.rend(); ++it) {
        if (it->loop == loop) expected.insert(expected.end(), it->exit_code.begin(), it->exit_code.end());
        else if (!it->exit_code.empty()) return false;
    }
    if (expected.empty() || out.size() < expected.size() + 2) return false;
    auto unwinds_before = [&](std::size_t end) {
        for (std::size_t k = 0; k < expected.size(); ++k)
            if (unwind_text(out[end - expected.size() + k]) != unwind_text(expected[k])) return false;
        return true;
    };
    if (unwinds_before(out.size() - 1)) return false;  // a return from inside the statement
    for (std::size_t end = out.size() - 1; end-- > expected.size();) {
        if (!unwinds_before(end)) continue;
        const Body exit_code(out.begin() + std::ptrdiff_t(end), out.end());
        if (!record_copied_exit(loop->header, exit_code)) return false;
        out.resize(end - expected.size());
        loop->has_break = true;
        out.push_back(stmt(Break{}));
        return true;
    }
    return false;
}

}  // namespace glassbox::structure_detail
