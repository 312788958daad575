// A C++17 host for Archeon built WITHOUT exceptions (-fno-exceptions, as Unreal modules and
// console titles are): only archeon.hpp's `try_*` forms, each returning an archeon::Result.
// Plays whole matches of any pack with the library's easy bot at every seat count the pack
// takes, checks conservation after every action, and checks that refused input comes back as
// the right status with the match unchanged.
//
// Build (from the repository root, after `cargo build -p archeon-clib`):
//   c++ -std=c++17 -fno-exceptions -fno-rtti -Wall -Wextra -Werror -Iinclude
//       examples/cpp/play_noexcept.cpp target/debug/libarcheon.a -lpthread -ldl -lm -o play_noexcept
//   ./play_noexcept content/archeon 6
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "archeon.hpp"

#ifdef __cpp_exceptions
#error "this host checks the no-exception mode: build it with -fno-exceptions"
#endif
#ifndef ARCHEON_NO_EXCEPTIONS
#error "archeon.hpp did not detect -fno-exceptions"
#endif

namespace {

int failures = 0;

#define CHECK(cond)                                                                      \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            ++failures;                                                                  \
        }                                                                                \
    } while (0)

// Reports a failed Result (its status and message) and counts it.
template <typename T>
bool ok(const archeon::Result<T>& r, const char* what) {
    if (r.ok()) return true;
    std::fprintf(stderr, "%s: %s\n", what, r.failure().what().c_str());
    ++failures;
    return false;
}

void play(const archeon::Content& content, uint32_t seats, uint64_t seed) {
    auto created = archeon::Match::try_create(content, seats, seed);
    if (!ok(created, "create")) return;
    archeon::Match m = std::move(created).value();
    std::vector<uint32_t> legal;
    int steps = 0;
    for (;;) {
        auto pending = m.try_pending();
        if (!ok(pending, "pending") || pending->over()) break;
        uint32_t seat = pending->seat;
        if (!ok(m.try_legal_actions(seat, legal), "legal_actions")) break;
        CHECK(!legal.empty());
        auto choice = m.try_bot_choice(seat, ARCHEON_BOT_EASY, seed + static_cast<uint64_t>(steps));
        if (!ok(choice, "bot_choice")) break;
        CHECK(ok(m.try_describe(*choice, seat), "describe"));
        if (!ok(m.try_apply(seat, *choice), "apply")) break;
        for (uint32_t s = 0; s < seats; ++s) {
            for (;;) {
                auto e = m.try_next_event(s);
                if (!ok(e, "next_event") || !e->has_value()) break;
            }
        }
        CHECK(ok(m.try_check_conservation(), "conservation"));
        if (++steps > 100000) {
            CHECK(steps <= 100000);
            break;
        }
    }
    auto result = m.try_result();
    CHECK(ok(result, "result") && result->has_value());
    CHECK(m.try_apply(0, 0) == ARCHEON_STATUS_MATCH_OVER);
}

}  // namespace

int main(int argc, char** argv) {
    const char* dir = argc > 1 ? argv[1] : "content/kessel";
    const int matches = argc > 2 ? std::atoi(argv[2]) : 6;
    if (!archeon::try_check_abi()) {
        std::fprintf(stderr, "%s\n", archeon::try_check_abi().message().c_str());
        return 2;
    }
    auto loaded = archeon::Content::try_load_dir(dir);
    if (!loaded) {
        std::fprintf(stderr, "cannot load %s: %s\n", dir, loaded.failure().what().c_str());
        return 2;
    }
    const archeon::Content& content = *loaded;
    auto range = content.try_seat_range();
    if (!ok(range, "seat_range")) return 1;
    for (int i = 0; i < matches; ++i) play(content, range->min + static_cast<uint32_t>(i) % (range->max - range->min + 1), 700 + static_cast<uint64_t>(i));

    // Refused input: the status and the message, nothing thrown, nothing changed.
    auto unknown = archeon::Content::try_builtin("nope");
    CHECK(unknown == ARCHEON_STATUS_UNKNOWN_PACK && unknown.message().find("kessel") != std::string::npos);
    CHECK(archeon::Content::try_from_string("[table]\nid = 3\n") == ARCHEON_STATUS_CONTENT_ERROR);
    CHECK(archeon::Content::try_from_string(std::string("\xff\xfe", 2)) == ARCHEON_STATUS_INVALID_UTF8);
    CHECK(archeon::Match::try_create(content, range->max + 1, 0) == ARCHEON_STATUS_INVALID_SETUP);
    auto created = archeon::Match::try_create(content, range->min, 3);
    if (!ok(created, "create")) return 1;
    archeon::Match& m = *created;
    auto before = m.try_save();
    auto p = m.try_pending();
    CHECK(ok(before, "save") && ok(p, "pending"));
    CHECK(m.try_apply((p->seat + 1) % range->min, 0) == ARCHEON_STATUS_NOT_YOUR_TURN);
    CHECK(m.try_apply(99, 0) == ARCHEON_STATUS_INVALID_SEAT);
    auto garbage = m.try_apply(p->seat, 0xdeadbeef);
    CHECK(garbage == ARCHEON_STATUS_UNKNOWN_ACTION && !garbage.message().empty());
    CHECK(m.try_observe(range->max) == ARCHEON_STATUS_INVALID_SEAT);
    CHECK(m.try_describe(0, 0, "not a tag") == ARCHEON_STATUS_INVALID_ARGUMENT || m.try_describe(0, 0, "not a tag") == ARCHEON_STATUS_UNKNOWN_ACTION);
    auto after = m.try_save();
    CHECK(ok(after, "save") && *after == *before);
    auto truncated = *before;
    truncated.resize(truncated.size() / 2);
    CHECK(archeon::Match::try_load(content, truncated) == ARCHEON_STATUS_SAVE_CORRUPT);
    archeon::Match moved = std::move(m);
    CHECK(m.raw() == nullptr && m.try_apply(0, 0) == ARCHEON_STATUS_NULL_ARGUMENT);
    CHECK(moved.raw() != nullptr);

    if (failures) {
        std::fprintf(stderr, "c++ host (no exceptions): %d checks failed\n", failures);
        return 1;
    }
    std::printf("c++ host (no exceptions): %s: %d matches played, bad input refused, all checks passed\n", dir, matches);
    return 0;
}
