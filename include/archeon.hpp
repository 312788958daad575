// archeon.hpp: a small header-only C++17 layer over archeon.h.
//
// - archeon::Content and archeon::Match own their handles (std::unique_ptr with the library's
//   *_free as deleter): no manual freeing, moves transfer ownership.
// - Every call has a `try_*` form that returns an archeon::Result<T>: the value, or the
//   ArcheonStatus and the library's message (a small expected-like type; no exception).
// - With exceptions on, the plain forms (`Content::builtin`, `Match::apply`, ...) return the
//   value and throw archeon::Error on failure. Built with -fno-exceptions (or with
//   ARCHEON_NO_EXCEPTIONS defined: an Unreal module, a console title), only the `try_*` forms
//   exist, and reading the value of a failed Result aborts.
// - Outputs that the C ABI writes to caller buffers come back as std::string / std::vector;
//   buffers grow to the size the library asks for (ARCHEON_STATUS_BUFFER_TOO_SMALL).
// - Thread-safety is that of the C ABI: a Content may be shared between threads (it is
//   immutable); a Match is used by one thread at a time. See EMBEDDING.md.
#ifndef ARCHEON_HPP
#define ARCHEON_HPP

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "archeon.h"

#if !defined(ARCHEON_NO_EXCEPTIONS) && !defined(__cpp_exceptions) && !defined(__EXCEPTIONS) && !defined(_CPPUNWIND)
#define ARCHEON_NO_EXCEPTIONS 1
#endif

#ifndef ARCHEON_NO_EXCEPTIONS
#include <stdexcept>
#endif

namespace archeon {

/// A failed call: the status the library returned and its message.
struct Failure {
    ArcheonStatus status = ARCHEON_STATUS_OK;
    std::string message;
    /// "status_name: message".
    std::string what() const { return std::string(archeon_status_name(status)) + ": " + message; }
};

#ifndef ARCHEON_NO_EXCEPTIONS
/// A failed call, thrown by the plain forms: the status and the library's message.
class Error : public std::runtime_error {
public:
    explicit Error(const Failure& f) : std::runtime_error(f.what()), status_(f.status) {}
    Error(ArcheonStatus status, const std::string& message) : Error(Failure{status, message}) {}
    /// The status the library returned.
    ArcheonStatus status() const noexcept { return status_; }

private:
    ArcheonStatus status_;
};
#endif

namespace detail {
[[noreturn]] inline void fail_hard(const Failure& f) {
#ifndef ARCHEON_NO_EXCEPTIONS
    throw Error(f);
#else
    std::fprintf(stderr, "archeon: the value of a failed Result was read: %s\n", f.what().c_str());
    std::abort();
#endif
}
}  // namespace detail

/// The value of a call, or its Failure. `ok()` says which; `value()` on a failure throws
/// Error (aborts without exceptions); `status()` is ARCHEON_STATUS_OK on success.
template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : value_(std::move(value)) {}
    Result(Failure failure) : failure_(std::move(failure)) {}

    bool ok() const noexcept { return value_.has_value(); }
    explicit operator bool() const noexcept { return ok(); }
    ArcheonStatus status() const noexcept { return ok() ? ARCHEON_STATUS_OK : failure_.status; }
    /// The library's message ("" on success).
    const std::string& message() const noexcept { return failure_.message; }
    const Failure& failure() const noexcept { return failure_; }
    bool operator==(ArcheonStatus s) const noexcept { return status() == s; }
    bool operator!=(ArcheonStatus s) const noexcept { return status() != s; }

    T& value() & {
        if (!ok()) detail::fail_hard(failure_);
        return *value_;
    }
    const T& value() const& {
        if (!ok()) detail::fail_hard(failure_);
        return *value_;
    }
    T&& value() && {
        if (!ok()) detail::fail_hard(failure_);
        return std::move(*value_);
    }
    T value_or(T fallback) const& { return ok() ? *value_ : std::move(fallback); }
    T* operator->() { return &value(); }
    T& operator*() & { return value(); }

private:
    std::optional<T> value_;
    Failure failure_;
};

/// A call without a value: success, or its Failure.
template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Failure failure) : failure_(std::move(failure)) {}

    bool ok() const noexcept { return failure_.status == ARCHEON_STATUS_OK; }
    explicit operator bool() const noexcept { return ok(); }
    ArcheonStatus status() const noexcept { return failure_.status; }
    const std::string& message() const noexcept { return failure_.message; }
    const Failure& failure() const noexcept { return failure_; }
    bool operator==(ArcheonStatus s) const noexcept { return status() == s; }
    bool operator!=(ArcheonStatus s) const noexcept { return status() != s; }
    /// Throws Error (aborts without exceptions) on a failure.
    void value() const {
        if (!ok()) detail::fail_hard(failure_);
    }

private:
    Failure failure_;
};

namespace detail {

inline const uint8_t* bytes(std::string_view s) noexcept { return reinterpret_cast<const uint8_t*>(s.data()); }

// Calls `f(buf, cap, &len)` with a growing buffer until it fits; returns the status and fills `out`.
template <typename Out, typename F>
ArcheonStatus fill(Out& out, F&& f) {
    out.resize(out.capacity() > 256 ? out.capacity() : 256);
    for (;;) {
        size_t len = 0;
        ArcheonStatus s = f(reinterpret_cast<uint8_t*>(&out[0]), out.size(), &len);
        if (s == ARCHEON_STATUS_BUFFER_TOO_SMALL && len > out.size()) {
            out.resize(len);
            continue;
        }
        out.resize(s == ARCHEON_STATUS_OK ? len : 0);
        return s;
    }
}

// Runs a constructor with an error buffer; OK or the Failure with the library's message.
template <typename F>
Result<void> construct(F&& f) {
    char err[1024];
    size_t err_len = 0;
    ArcheonStatus s = f(reinterpret_cast<uint8_t*>(err), sizeof err, &err_len);
    if (s != ARCHEON_STATUS_OK) return Failure{s, std::string(err, err_len)};
    return {};
}

struct ContentDeleter {
    void operator()(ArcheonContent* c) const noexcept { archeon_content_free(c); }
};
struct MatchDeleter {
    void operator()(ArcheonMatch* m) const noexcept { archeon_match_free(m); }
};

}  // namespace detail

/// Frees the catalogues the library keeps for rendering texts (archeon_release_catalogues): for a
/// host done with the library, or after freeing its packs. Handles stay valid.
inline void release_catalogues() noexcept { archeon_release_catalogues(); }
/// The library's version string and ABI version; `try_check_abi()` fails on a stale library.
inline std::string version() { return archeon_version(); }
inline Result<void> try_check_abi() {
    if (archeon_abi_version() != ARCHEON_ABI_VERSION)
        return Failure{ARCHEON_STATUS_INVALID_ARGUMENT, "the loaded library's ABI version (" + std::to_string(archeon_abi_version()) +
                                                            ") differs from the header's (" + std::to_string(ARCHEON_ABI_VERSION) + ")"};
    return {};
}
#ifndef ARCHEON_NO_EXCEPTIONS
inline void check_abi() { try_check_abi().value(); }
#endif

/// The fewest and the most seats of a pack's matches.
struct SeatRange {
    uint32_t min;
    uint32_t max;
};

/// A loaded content pack. Immutable: share it between threads freely (by reference).
class Content {
public:
    /// A pack shipped inside the library ("kessel").
    static Result<Content> try_builtin(std::string_view id) {
        ArcheonContent* c = nullptr;
        return make(c, detail::construct([&](uint8_t* e, size_t cap, size_t* len) { return archeon_content_builtin(detail::bytes(id), id.size(), &c, e, cap, len); }));
    }
    /// Every *.toml file of a folder.
    static Result<Content> try_load_dir(std::string_view path) {
        ArcheonContent* c = nullptr;
        return make(c, detail::construct([&](uint8_t* e, size_t cap, size_t* len) { return archeon_content_load_dir(detail::bytes(path), path.size(), &c, e, cap, len); }));
    }
    /// One TOML text (named pack.toml in messages).
    static Result<Content> try_from_string(std::string_view text) {
        ArcheonContent* c = nullptr;
        return make(c, detail::construct([&](uint8_t* e, size_t cap, size_t* len) { return archeon_content_from_string(detail::bytes(text), text.size(), &c, e, cap, len); }));
    }
    /// In-memory files as (name, text) pairs (an archive, a web build, an engine's file system).
    static Result<Content> try_from_sources(const std::vector<std::pair<std::string, std::string>>& files) {
        std::vector<const uint8_t*> names, texts;
        std::vector<size_t> name_lens, text_lens;
        for (const auto& f : files) {
            names.push_back(detail::bytes(f.first));
            name_lens.push_back(f.first.size());
            texts.push_back(detail::bytes(f.second));
            text_lens.push_back(f.second.size());
        }
        ArcheonContent* c = nullptr;
        return make(c, detail::construct([&](uint8_t* e, size_t cap, size_t* len) {
            return archeon_content_from_sources(names.data(), name_lens.data(), texts.data(), text_lens.data(), files.size(), &c, e, cap, len);
        }));
    }

    /// The pack's id.
    Result<std::string> try_id() const {
        std::string out;
        ArcheonStatus s = detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_content_id(get(), b, cap, len); });
        if (s != ARCHEON_STATUS_OK) return Failure{s, "archeon_content_id"};
        return out;
    }
    /// The languages the pack's texts are offered in, as BCP 47 tags separated by '\n' (English first).
    Result<std::string> try_languages() const {
        std::string out;
        ArcheonStatus s = detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_content_languages(get(), b, cap, len); });
        if (s != ARCHEON_STATUS_OK) return Failure{s, "archeon_content_languages"};
        return out;
    }
    /// The content hash that saves record.
    Result<uint64_t> try_hash() const {
        uint64_t h = 0;
        ArcheonStatus s = archeon_content_hash(get(), &h);
        if (s != ARCHEON_STATUS_OK) return Failure{s, "archeon_content_hash"};
        return h;
    }
    /// The seat counts the pack's matches take.
    Result<SeatRange> try_seat_range() const {
        SeatRange r{0, 0};
        ArcheonStatus s = archeon_content_seat_range(get(), &r.min, &r.max);
        if (s != ARCHEON_STATUS_OK) return Failure{s, "archeon_content_seat_range"};
        return r;
    }

#ifndef ARCHEON_NO_EXCEPTIONS
    static Content builtin(std::string_view id) { return try_builtin(id).value(); }
    static Content load_dir(std::string_view path) { return try_load_dir(path).value(); }
    static Content from_string(std::string_view text) { return try_from_string(text).value(); }
    static Content from_sources(const std::vector<std::pair<std::string, std::string>>& files) { return try_from_sources(files).value(); }
    std::string id() const { return try_id().value(); }
    uint64_t hash() const { return try_hash().value(); }
    SeatRange seat_range() const { return try_seat_range().value(); }
#endif

    /// The C handle, still owned by this object.
    const ArcheonContent* get() const noexcept { return handle_.get(); }

private:
    explicit Content(ArcheonContent* c) : handle_(c) {}
    static Result<Content> make(ArcheonContent* c, Result<void> made) {
        if (!made) return made.failure();
        return Content(c);
    }
    std::unique_ptr<ArcheonContent, detail::ContentDeleter> handle_;
};

/// Whose decision is pending and of what kind (an ArcheonDecision); `over()` once the match ended.
struct Pending {
    uint32_t seat;
    uint32_t kind;
    bool over() const noexcept { return kind == ARCHEON_DECISION_NONE; }
};

/// One match. Use it from one thread at a time.
class Match {
public:
    /// Opens a match; `setup_json` is the optional per-seat setup (see archeon_match_new).
    static Result<Match> try_create(const Content& content, uint32_t seats, uint64_t seed, std::string_view setup_json = {}) {
        ArcheonMatch* m = nullptr;
        return make(m, detail::construct([&](uint8_t* e, size_t cap, size_t* len) {
            return archeon_match_new(content.get(), seats, seed, detail::bytes(setup_json), setup_json.size(), &m, e, cap, len);
        }));
    }
    /// Loads save bytes made by save().
    static Result<Match> try_load(const Content& content, const std::vector<uint8_t>& save) {
        ArcheonMatch* m = nullptr;
        return make(m, detail::construct([&](uint8_t* e, size_t cap, size_t* len) { return archeon_match_load(content.get(), save.data(), save.size(), &m, e, cap, len); }));
    }

    /// Starts this match again from `seed` in the memory it holds (see archeon_match_reset): what
    /// a host that plays many matches uses, allocating nothing per match once warm.
    Result<void> try_reset(uint64_t seed) { return status(archeon_match_reset(raw(), seed)); }

    /// An independent copy (event cursors included).
    Result<Match> try_clone() const {
        ArcheonMatch* m = nullptr;
        ArcheonStatus s = archeon_match_clone(raw(), &m);
        if (s != ARCHEON_STATUS_OK) return fail(s);
        return Match(m);
    }

    /// A sample for `seat`: what `seat` has seen kept, everything else drawn again from `seed`
    /// (what a host's own search must use; see archeon_match_determinize).
    Result<Match> try_determinize(uint32_t seat, uint64_t seed) const {
        ArcheonMatch* m = nullptr;
        ArcheonStatus s = archeon_match_determinize(raw(), seat, seed, &m);
        if (s != ARCHEON_STATUS_OK) return fail(s);
        return Match(m);
    }

    /// The library bot's move for `seat` (an ArcheonBot level), from `seat`'s view only.
    Result<uint32_t> try_bot_choice(uint32_t seat, uint32_t level, uint64_t seed) const {
        uint32_t action = 0;
        ArcheonStatus s = archeon_match_bot_choice(raw(), seat, level, seed, &action);
        return value(s, action);
    }

    Result<uint32_t> try_seats() const {
        uint32_t n = 0;
        ArcheonStatus s = archeon_match_seats(raw(), &n);
        return value(s, n);
    }

    Result<Pending> try_pending() const {
        Pending p{0, 0};
        ArcheonStatus s = archeon_match_pending(raw(), &p.seat, &p.kind);
        return value(s, p);
    }

    /// `seat`'s legal actions into `out` (reused between calls: no allocation once it has grown).
    Result<void> try_legal_actions(uint32_t seat, std::vector<uint32_t>& out) const {
        out.resize(ARCHEON_MAX_ACTIONS);
        size_t len = 0;
        ArcheonStatus s = archeon_match_legal_actions(raw(), seat, out.data(), out.size(), &len);
        out.resize(s == ARCHEON_STATUS_OK ? len : 0);
        return status(s);
    }

    /// The decision pending and its seat's legal actions, in one call (archeon_match_decision);
    /// `actions` is reused between calls: no allocation once it has grown.
    Result<Pending> try_decision(std::vector<uint32_t>& actions) const {
        Pending p{0, 0};
        actions.resize(ARCHEON_MAX_ACTIONS);
        size_t len = 0;
        ArcheonStatus s = archeon_match_decision(raw(), &p.seat, &p.kind, actions.data(), actions.size(), &len);
        actions.resize(s == ARCHEON_STATUS_OK ? len : 0);
        return value(s, p);
    }

    /// Applies `seat`'s action, then gives the decision now pending and its legal actions, in one
    /// call (archeon_match_step): a host's loop makes one call per action. Refused: the match
    /// unchanged, `actions` emptied.
    Result<Pending> try_step(uint32_t seat, uint32_t action, std::vector<uint32_t>& actions) {
        Pending p{0, 0};
        actions.resize(ARCHEON_MAX_ACTIONS);
        size_t len = 0;
        ArcheonStatus s = archeon_match_step(raw(), seat, action, &p.seat, &p.kind, actions.data(), actions.size(), &len);
        actions.resize(s == ARCHEON_STATUS_OK ? len : 0);
        return value(s, p);
    }

    /// The text of `action` as seat `viewer` may read it (its own move in full, another seat's
    /// only as far as the viewer's view shows it).
    Result<std::string> try_describe(uint32_t action, uint32_t viewer, const char* lang = "en") const {
        return text([&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_describe(raw(), action, viewer, lang, b, cap, len); });
    }

    /// The number of distinct action ids of the table (every legal id is below it).
    Result<uint32_t> try_num_actions() const {
        uint32_t n = 0;
        ArcheonStatus s = archeon_match_num_actions(raw(), &n);
        return value(s, n);
    }

    /// Applies an action; the Failure (ILLEGAL_ACTION, NOT_YOUR_TURN, ...) when refused, the
    /// match unchanged. Compare it with a status directly: `m.try_apply(s, a) == ARCHEON_STATUS_OK`.
    Result<void> try_apply(uint32_t seat, uint32_t action) { return status(archeon_match_apply(raw(), seat, action)); }

    /// The library's conservation self-check (see archeon_match_check_conservation).
    Result<void> try_check_conservation() const { return status(archeon_match_check_conservation(raw())); }

    /// What `seat` may see, as JSON.
    Result<std::string> try_observe(uint32_t seat) const {
        return text([&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_observe(raw(), seat, b, cap, len); });
    }

    /// The next event `seat` may see (JSON), or nullopt when none is waiting.
    Result<std::optional<std::string>> try_next_event(uint32_t seat) {
        std::string out;
        ArcheonStatus s = detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_next_event(raw(), seat, b, cap, len); });
        if (s == ARCHEON_STATUS_NO_EVENT) return std::optional<std::string>();
        if (s != ARCHEON_STATUS_OK) return fail(s);
        return std::optional<std::string>(std::move(out));
    }

    /// The result (JSON) once the match is over, else nullopt.
    Result<std::optional<std::string>> try_result() const {
        std::string out;
        ArcheonStatus s = detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_result(raw(), b, cap, len); });
        if (s == ARCHEON_STATUS_MATCH_NOT_OVER) return std::optional<std::string>();
        if (s != ARCHEON_STATUS_OK) return fail(s);
        return std::optional<std::string>(std::move(out));
    }

    Result<std::vector<uint8_t>> try_save() const {
        std::vector<uint8_t> out;
        ArcheonStatus s = detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_save(raw(), b, cap, len); });
        if (s != ARCHEON_STATUS_OK) return fail(s);
        return out;
    }

    /// The message of the last failed call on this match.
    std::string last_error() const {
        std::string out;
        detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_last_error(raw(), b, cap, len); });
        return out;
    }

#ifndef ARCHEON_NO_EXCEPTIONS
    static Match create(const Content& content, uint32_t seats, uint64_t seed, std::string_view setup_json = {}) {
        return try_create(content, seats, seed, setup_json).value();
    }
    static Match load(const Content& content, const std::vector<uint8_t>& save) { return try_load(content, save).value(); }
    void reset(uint64_t seed) { try_reset(seed).value(); }
    Match clone() const { return try_clone().value(); }
    Match determinize(uint32_t seat, uint64_t seed) const { return try_determinize(seat, seed).value(); }
    uint32_t bot_choice(uint32_t seat, uint32_t level, uint64_t seed) const { return try_bot_choice(seat, level, seed).value(); }
    uint32_t seats() const { return try_seats().value(); }
    Pending pending() const { return try_pending().value(); }
    void legal_actions(uint32_t seat, std::vector<uint32_t>& out) const { try_legal_actions(seat, out).value(); }
    std::vector<uint32_t> legal_actions(uint32_t seat) const {
        std::vector<uint32_t> out;
        legal_actions(seat, out);
        return out;
    }
    Pending decision(std::vector<uint32_t>& actions) const { return try_decision(actions).value(); }
    /// Applies an action and gives the next decision; throws Error when refused.
    Pending step(uint32_t seat, uint32_t action, std::vector<uint32_t>& actions) { return try_step(seat, action, actions).value(); }
    std::string describe(uint32_t action, uint32_t viewer, const char* lang = "en") const { return try_describe(action, viewer, lang).value(); }
    uint32_t num_actions() const { return try_num_actions().value(); }
    /// Applies an action; throws Error (ILLEGAL_ACTION, NOT_YOUR_TURN, ...) when refused.
    void apply(uint32_t seat, uint32_t action) { try_apply(seat, action).value(); }
    void check_conservation() const { try_check_conservation().value(); }
    std::string observe(uint32_t seat) const { return try_observe(seat).value(); }
    std::optional<std::string> next_event(uint32_t seat) { return try_next_event(seat).value(); }
    std::optional<std::string> result() const { return try_result().value(); }
    std::vector<uint8_t> save() const { return try_save().value(); }
#endif

    /// The C handle, still owned by this object. The C ABI takes a non-const pointer for
    /// every match call (the handle keeps cursors and the last error).
    ArcheonMatch* raw() const noexcept { return handle_.get(); }

private:
    explicit Match(ArcheonMatch* m) : handle_(m) {}
    static Result<Match> make(ArcheonMatch* m, Result<void> made) {
        if (!made) return made.failure();
        return Match(m);
    }
    Failure fail(ArcheonStatus s) const { return Failure{s, raw() ? last_error() : std::string("no match handle (moved from)")}; }
    Result<void> status(ArcheonStatus s) const {
        if (s != ARCHEON_STATUS_OK) return fail(s);
        return {};
    }
    // Call as `ArcheonStatus s = archeon_...(&v); return value(s, v);` (never both in one
    // expression: the order of argument evaluation is unspecified).
    template <typename T>
    Result<T> value(ArcheonStatus s, T v) const {
        if (s != ARCHEON_STATUS_OK) return fail(s);
        return v;
    }
    template <typename F>
    Result<std::string> text(F&& f) const {
        std::string out;
        ArcheonStatus s = detail::fill(out, f);
        if (s != ARCHEON_STATUS_OK) return fail(s);
        return out;
    }
    std::unique_ptr<ArcheonMatch, detail::MatchDeleter> handle_;
};

}  // namespace archeon

#endif  // ARCHEON_HPP
