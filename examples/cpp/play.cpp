// A C++17 host for Archeon over include/archeon.hpp: plays whole matches with random legal
// actions, checks each result (a winner exists, chips are conserved as observations and
// events show), round-trips saves and clones, and checks that refused input throws.
//
// Build (from the repository root, after `cargo build -p archeon-ffi`):
//   c++ -std=c++17 -Wall -Wextra -Werror -Iinclude examples/cpp/play.cpp
//       target/debug/libarcheon.a -lpthread -ldl -lm -o play_cpp
//   ./play_cpp content/kessel
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <regex>
#include <string>

#include "archeon.hpp"

namespace {

int failures = 0;

#define CHECK(cond)                                                                      \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            std::fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            ++failures;                                                                  \
        }                                                                                \
    } while (0)

// Sums every `"key":N` of a JSON text.
long sum_key(const std::string& json, const std::string& key) {
    std::regex re("\"" + key + "\":([0-9]+)");
    long total = 0;
    for (auto it = std::sregex_iterator(json.begin(), json.end(), re); it != std::sregex_iterator(); ++it) total += std::stol((*it)[1]);
    return total;
}

// Sums the array value of `"key":[...]`.
long sum_array(const std::string& json, const std::string& key) {
    std::smatch m;
    if (!std::regex_search(json, m, std::regex("\"" + key + "\":\\[([0-9,]*)\\]"))) return -1;
    long total = 0;
    std::string list = m[1];
    std::regex num("[0-9]+");
    for (auto it = std::sregex_iterator(list.begin(), list.end(), num); it != std::sregex_iterator(); ++it) total += std::stol(it->str());
    return total;
}

long table_chips(const archeon::Match& m) {
    std::string obs = m.observe(0);
    return sum_key(obs, "chips") + sum_key(obs, "pot");
}

template <typename F>
void expect_throw(F&& f, ArcheonStatus status) {
    try {
        f();
        std::fprintf(stderr, "expected %s, nothing was thrown\n", archeon_status_name(status));
        ++failures;
    } catch (const archeon::Error& e) {
        if (e.status() != status) {
            std::fprintf(stderr, "expected %s, got %s\n", archeon_status_name(status), e.what());
            ++failures;
        }
    }
}

void play(const archeon::Content& content, uint32_t seats, uint64_t seed, std::mt19937& rng) {
    auto m = archeon::Match::create(content, seats, seed);
    CHECK(m.seats() == seats);
    CHECK(!m.result());
    const long start = table_chips(m);
    long house = 0;
    std::vector<uint32_t> legal;
    int steps = 0, events = 0;
    for (auto p = m.pending(); !p.over(); p = m.pending()) {
        m.legal_actions(p.seat, legal);
        CHECK(!legal.empty());
        uint32_t action = legal[std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng)];
        CHECK(!m.describe(action, p.seat).empty());
        CHECK(action < m.num_actions());
        m.apply(p.seat, action);
        while (auto e = m.next_event(0)) {
            ++events;
            if (e->find("\"type\":\"scored\"") != std::string::npos && e->find("\"won\":false") != std::string::npos)
                house += sum_key(*e, "penalty") + sum_key(*e, "pot");
        }
        CHECK(table_chips(m) + house == start);
        if (++steps == 25) {
            auto save = m.save();
            auto loaded = archeon::Match::load(content, save);
            auto copy = m.clone();
            CHECK(loaded.save() == save);
            CHECK(copy.save() == save);
            CHECK(copy.observe(1) == m.observe(1));
            // A sample for the seat to act sees the same; the library bot's move is legal.
            auto now = m.pending();
            if (!now.over()) {
                auto sample = m.determinize(now.seat, 7);
                CHECK(sample.observe(now.seat) == m.observe(now.seat));
                auto legal = m.legal_actions(now.seat);
                uint32_t bot = m.bot_choice(now.seat, ARCHEON_BOT_MEDIUM, 3);
                CHECK(std::find(legal.begin(), legal.end(), bot) != legal.end());
                CHECK(m.bot_choice(now.seat, ARCHEON_BOT_EASY, 3) == m.bot_choice(now.seat, ARCHEON_BOT_EASY, 3));
            }
        }
        if (steps > 100000) {
            CHECK(false);
            break;
        }
    }
    auto result = m.result();
    CHECK(result.has_value());
    if (result) {
        CHECK(sum_key(*result, "winners") > 0);
        CHECK(sum_array(*result, "chips") == table_chips(m));
    }
    CHECK(events > 0);
    expect_throw([&] { m.apply(0, 1); }, ARCHEON_STATUS_MATCH_OVER);
    // Reset in place: the match a fresh handle opens with that seed.
    m.reset(seed + 1);
    CHECK(m.save() == archeon::Match::create(content, seats, seed + 1).save());
    CHECK(!m.pending().over());
}

// One call per action (Match::decision, then Match::step) plays the same match as pending,
// legal_actions and apply picking the same moves; a refused step changes nothing.
void play_by_steps(const archeon::Content& content, uint32_t seats, uint64_t seed) {
    auto by_calls = archeon::Match::create(content, seats, seed);
    auto by_steps = archeon::Match::create(content, seats, seed);
    std::vector<uint32_t> legal, stepped;
    auto next = by_steps.decision(stepped);
    auto before = by_steps.save();
    expect_throw([&] { by_steps.step(next.seat ^ 1, stepped.at(0), stepped); }, ARCHEON_STATUS_NOT_YOUR_TURN);
    CHECK(stepped.empty() && by_steps.save() == before);
    next = by_steps.decision(stepped);
    uint32_t n = 0;
    for (auto p = by_calls.pending(); !p.over() && n < 100000; p = by_calls.pending(), ++n) {
        by_calls.legal_actions(p.seat, legal);
        CHECK(next.seat == p.seat && next.kind == p.kind && stepped == legal);
        uint32_t action = legal.at((n * 7u) % legal.size());
        by_calls.apply(p.seat, action);
        next = by_steps.step(p.seat, action, stepped);
    }
    CHECK(next.over() && stepped.empty());
    CHECK(by_calls.save() == by_steps.save());
}

}  // namespace

int main(int argc, char** argv) {
    const char* dir = argc > 1 ? argv[1] : "content/kessel";
    const int matches = argc > 2 ? std::atoi(argv[2]) : 30;
    try {
        archeon::check_abi();
        CHECK(archeon::version() == ARCHEON_VERSION);
        auto builtin = archeon::Content::builtin("kessel");
        auto from_dir = archeon::Content::load_dir(dir);
        CHECK(builtin.id() == "kessel");
        CHECK(builtin.hash() == from_dir.hash());

        std::mt19937 rng(7);
        for (int i = 0; i < matches; ++i) play(i % 2 ? builtin : from_dir, 2 + i % 3, 500 + i, rng);
        for (uint32_t seats = 2; seats <= 4; ++seats) play_by_steps(builtin, seats, 60 + seats);

        // Refused input throws the right status; a match is unchanged by refused calls.
        expect_throw([] { archeon::Content::builtin("nope"); }, ARCHEON_STATUS_UNKNOWN_PACK);
        expect_throw([] { archeon::Content::from_string("[table]\nid = 3\n"); }, ARCHEON_STATUS_CONTENT_ERROR);
        expect_throw([] { archeon::Content::from_string(std::string("\xff\xfe", 2)); }, ARCHEON_STATUS_INVALID_UTF8);
        expect_throw([&] { archeon::Match::create(builtin, 1, 0); }, ARCHEON_STATUS_INVALID_SETUP);
        auto m = archeon::Match::create(builtin, 2, 3);
        auto before = m.save();
        auto p = m.pending();
        expect_throw([&] { m.apply(p.seat ^ 1, 1); }, ARCHEON_STATUS_NOT_YOUR_TURN);
        expect_throw([&] { m.apply(7, 1); }, ARCHEON_STATUS_INVALID_SEAT);
        expect_throw([&] { m.apply(p.seat, 0xdeadbeef); }, ARCHEON_STATUS_UNKNOWN_ACTION);
        CHECK(m.try_apply(p.seat, 0x21) == ARCHEON_STATUS_ILLEGAL_ACTION);
        CHECK(m.last_error().find("not legal") != std::string::npos);
        expect_throw([&] { m.observe(2); }, ARCHEON_STATUS_INVALID_SEAT);
        expect_throw([&] { m.describe(1, 0, "not a tag"); }, ARCHEON_STATUS_INVALID_ARGUMENT);
        expect_throw([&] { m.describe(1, 99); }, ARCHEON_STATUS_INVALID_SEAT);
        CHECK(m.save() == before);
        auto truncated = before;
        truncated.resize(truncated.size() / 2);
        expect_throw([&] { archeon::Match::load(builtin, truncated); }, ARCHEON_STATUS_SAVE_CORRUPT);
        // Moved-from objects hold no handle; the library refuses it cleanly.
        auto moved = std::move(m);
        CHECK(m.raw() == nullptr);
        CHECK(m.try_apply(0, 1) == ARCHEON_STATUS_NULL_ARGUMENT);
        CHECK(moved.save() == before);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "unexpected exception: %s\n", e.what());
        return 1;
    }
    // Every handle is gone with its scope: the catalogues the library kept go too.
    archeon::release_catalogues();
    if (failures) {
        std::fprintf(stderr, "c++ host: %d checks failed\n", failures);
        return 1;
    }
    std::printf("c++ host: %d matches played, bad input refused, all checks passed\n", matches);
    return 0;
}
