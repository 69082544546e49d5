// A small-block cache for the syntax tree's nodes: a decompilation makes and drops
// thousands of them (each `ast::expr(...)` is one allocation, its control block and
// node together), and glibc's malloc/free spent more instructions on them than
// building them did. Freed blocks go on a free list per size class (16-byte steps)
// of the freeing thread; allocation takes from the allocating thread's list first.
//
// Thread safety: the lists are thread-local and every block is an ordinary
// `::operator new` block, so a node made on one thread and dropped on another (the C
// API decompiles without the GIL) just moves to the second thread's list. A thread's
// lists are returned to `operator delete` when it ends; a block freed after that (a
// static destructor) goes straight to `operator delete`. Each list keeps at most
// `kMaxCached` blocks, the rest are deleted.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>

#if defined(__SANITIZE_ADDRESS__)
#define GLASSBOX_POOL_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GLASSBOX_POOL_ASAN 1
#endif
#endif
#ifdef GLASSBOX_POOL_ASAN
#include <sanitizer/asan_interface.h>
#endif

namespace glassbox::support {

namespace node_pool {

inline constexpr std::size_t kGranule = 16;
inline constexpr std::size_t kClasses = 24;  // blocks up to 384 bytes
inline constexpr std::uint32_t kMaxCached = 4096;

struct FreeLists {
    void* head[kClasses];
    std::uint32_t count[kClasses];
    // live: the thread's clean-up is registered (blocks may be cached); dead: it has run.
    bool live;
    bool dead;
};

// Trivially destructible and constant-initialised: reachable without a guard, and still
// readable while the thread's other thread-locals are destroyed.
inline constinit thread_local FreeLists lists{};

// Registers the calling thread's clean-up; false where it has already run.
bool make_live() noexcept;

inline void poison(void* p, std::size_t size) noexcept {
#ifdef GLASSBOX_POOL_ASAN
    ASAN_POISON_MEMORY_REGION(static_cast<char*>(p) + sizeof(void*), size - sizeof(void*));
#else
    (void)p, (void)size;
#endif
}
inline void unpoison(void* p, std::size_t size) noexcept {
#ifdef GLASSBOX_POOL_ASAN
    ASAN_UNPOISON_MEMORY_REGION(p, size);
#else
    (void)p, (void)size;
#endif
}

inline void* allocate(std::size_t size) {
    const std::size_t c = (size - 1) / kGranule;  // (size 0: no class)
    if (c >= kClasses) return ::operator new(size);
    FreeLists& f = lists;
    if (void* p = f.head[c]) {
        unpoison(p, (c + 1) * kGranule);
        f.head[c] = *static_cast<void**>(p);
        --f.count[c];
        return p;
    }
    return ::operator new((c + 1) * kGranule);
}

inline void deallocate(void* p, std::size_t size) noexcept {
    const std::size_t c = (size - 1) / kGranule;
    if (c >= kClasses) {
        ::operator delete(p);
        return;
    }
    FreeLists& f = lists;
    if (f.count[c] >= kMaxCached || (!f.live && !make_live())) {
        ::operator delete(p);
        return;
    }
    *static_cast<void**>(p) = f.head[c];
    f.head[c] = p;
    ++f.count[c];
    poison(p, (c + 1) * kGranule);
}

}  // namespace node_pool

// An allocator for std::allocate_shared, node containers and small vectors: blocks up to
// kClasses * kGranule bytes come from the pool, larger ones from operator new.
template <typename T>
struct NodeAllocator {
    using value_type = T;
    static_assert(alignof(T) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__);

    NodeAllocator() noexcept = default;
    template <typename U>
    NodeAllocator(const NodeAllocator<U>&) noexcept {}

    T* allocate(std::size_t n) { return static_cast<T*>(node_pool::allocate(n * sizeof(T))); }
    void deallocate(T* p, std::size_t n) noexcept { node_pool::deallocate(p, n * sizeof(T)); }

    template <typename U>
    bool operator==(const NodeAllocator<U>&) const noexcept {
        return true;
    }
};

}  // namespace glassbox::support
