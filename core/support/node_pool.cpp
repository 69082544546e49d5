#include "support/node_pool.h"

namespace glassbox::support::node_pool {

namespace {

// Destroyed when its thread ends: hands the thread's cached blocks back.
struct Reaper {
    ~Reaper() {
        FreeLists& f = lists;
        f.live = false;
        f.dead = true;
        for (std::size_t c = 0; c < kClasses; ++c) {
            while (void* p = f.head[c]) {
                unpoison(p, (c + 1) * kGranule);
                f.head[c] = *static_cast<void**>(p);
                ::operator delete(p);
            }
            f.count[c] = 0;
        }
    }
};

}  // namespace

bool make_live() noexcept {
    FreeLists& f = lists;
    if (f.dead) return false;
    static thread_local Reaper reaper;
    (void)reaper;
    f.live = true;
    return true;
}

}  // namespace glassbox::support::node_pool
