// archeon.hpp: a small header-only C++17 layer over archeon.h.
//
// - archeon::Content and archeon::Match own their handles (std::unique_ptr with the library's
//   *_free as deleter): no manual freeing, moves transfer ownership.
// - Failures throw archeon::Error, which carries the ArcheonStatus and the library's message.
//   Hot paths also have noexcept `try_*` forms that return the status instead.
// - Outputs that the C ABI writes to caller buffers come back as std::string / std::vector;
//   buffers grow to the size the library asks for (ARCHEON_STATUS_BUFFER_TOO_SMALL).
// - Thread-safety is that of the C ABI: a Content may be shared between threads (it is
//   immutable); a Match is used by one thread at a time.
#ifndef ARCHEON_HPP
#define ARCHEON_HPP

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "archeon.h"

namespace archeon {

/// A failed call: the status and the library's message.
class Error : public std::runtime_error {
public:
    Error(ArcheonStatus status, const std::string& message)
        : std::runtime_error(std::string(archeon_status_name(status)) + ": " + message), status_(status) {}
    /// The status the library returned.
    ArcheonStatus status() const noexcept { return status_; }

private:
    ArcheonStatus status_;
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

// Runs a constructor with an error buffer; throws Error on failure.
template <typename F>
void construct(F&& f) {
    char err[1024];
    size_t err_len = 0;
    ArcheonStatus s = f(reinterpret_cast<uint8_t*>(err), sizeof err, &err_len);
    if (s != ARCHEON_STATUS_OK) throw Error(s, std::string(err, err_len));
}

struct ContentDeleter {
    void operator()(ArcheonContent* c) const noexcept { archeon_content_free(c); }
};
struct MatchDeleter {
    void operator()(ArcheonMatch* m) const noexcept { archeon_match_free(m); }
};

}  // namespace detail

/// The library's version string and ABI version; `check_abi()` throws on a stale library.
inline std::string version() { return archeon_version(); }
inline void check_abi() {
    if (archeon_abi_version() != ARCHEON_ABI_VERSION)
        throw Error(ARCHEON_STATUS_INVALID_ARGUMENT, "the loaded library's ABI version differs from the header's");
}

/// A loaded content pack. Immutable: share it between threads freely (by reference).
class Content {
public:
    /// A pack shipped inside the library ("kessel").
    static Content builtin(std::string_view id) {
        ArcheonContent* c = nullptr;
        detail::construct([&](uint8_t* e, size_t cap, size_t* len) { return archeon_content_builtin(detail::bytes(id), id.size(), &c, e, cap, len); });
        return Content(c);
    }
    /// Every *.toml file of a folder.
    static Content load_dir(std::string_view path) {
        ArcheonContent* c = nullptr;
        detail::construct([&](uint8_t* e, size_t cap, size_t* len) { return archeon_content_load_dir(detail::bytes(path), path.size(), &c, e, cap, len); });
        return Content(c);
    }
    /// One TOML text (named pack.toml in messages).
    static Content from_string(std::string_view text) {
        ArcheonContent* c = nullptr;
        detail::construct([&](uint8_t* e, size_t cap, size_t* len) { return archeon_content_from_string(detail::bytes(text), text.size(), &c, e, cap, len); });
        return Content(c);
    }
    /// In-memory files as (name, text) pairs.
    static Content from_sources(const std::vector<std::pair<std::string, std::string>>& files) {
        std::vector<const uint8_t*> names, texts;
        std::vector<size_t> name_lens, text_lens;
        for (const auto& f : files) {
            names.push_back(detail::bytes(f.first));
            name_lens.push_back(f.first.size());
            texts.push_back(detail::bytes(f.second));
            text_lens.push_back(f.second.size());
        }
        ArcheonContent* c = nullptr;
        detail::construct([&](uint8_t* e, size_t cap, size_t* len) {
            return archeon_content_from_sources(names.data(), name_lens.data(), texts.data(), text_lens.data(), files.size(), &c, e, cap, len);
        });
        return Content(c);
    }

    /// The pack's id.
    std::string id() const {
        std::string out;
        ArcheonStatus s = detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_content_id(get(), b, cap, len); });
        if (s != ARCHEON_STATUS_OK) throw Error(s, "archeon_content_id");
        return out;
    }
    /// The content hash that saves record.
    uint64_t hash() const {
        uint64_t h = 0;
        ArcheonStatus s = archeon_content_hash(get(), &h);
        if (s != ARCHEON_STATUS_OK) throw Error(s, "archeon_content_hash");
        return h;
    }
    /// The C handle, still owned by this object.
    const ArcheonContent* get() const noexcept { return handle_.get(); }

private:
    explicit Content(ArcheonContent* c) : handle_(c) {}
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
    static Match create(const Content& content, uint32_t seats, uint64_t seed, std::string_view setup_json = {}) {
        ArcheonMatch* m = nullptr;
        detail::construct([&](uint8_t* e, size_t cap, size_t* len) {
            return archeon_match_new(content.get(), seats, seed, detail::bytes(setup_json), setup_json.size(), &m, e, cap, len);
        });
        return Match(m);
    }
    /// Loads save bytes made by save().
    static Match load(const Content& content, const std::vector<uint8_t>& save) {
        ArcheonMatch* m = nullptr;
        detail::construct([&](uint8_t* e, size_t cap, size_t* len) { return archeon_match_load(content.get(), save.data(), save.size(), &m, e, cap, len); });
        return Match(m);
    }

    /// An independent copy (event cursors included).
    Match clone() const {
        ArcheonMatch* m = nullptr;
        check(archeon_match_clone(raw(), &m));
        return Match(m);
    }

    /// A sample for `seat`: what `seat` has seen kept, everything else drawn again from `seed`
    /// (what a host's own search must use; see archeon_match_determinize).
    Match determinize(uint32_t seat, uint64_t seed) const {
        ArcheonMatch* m = nullptr;
        check(archeon_match_determinize(raw(), seat, seed, &m));
        return Match(m);
    }

    /// The library bot's move for `seat` (an ArcheonBot level), from `seat`'s view only.
    uint32_t bot_choice(uint32_t seat, uint32_t level, uint64_t seed) const {
        uint32_t action = 0;
        check(archeon_match_bot_choice(raw(), seat, level, seed, &action));
        return action;
    }

    uint32_t seats() const {
        uint32_t n = 0;
        check(archeon_match_seats(raw(), &n));
        return n;
    }

    Pending pending() const {
        Pending p{0, 0};
        check(archeon_match_pending(raw(), &p.seat, &p.kind));
        return p;
    }

    /// `seat`'s legal actions into `out` (reused between calls: no allocation once it has grown).
    void legal_actions(uint32_t seat, std::vector<uint32_t>& out) const {
        out.resize(ARCHEON_MAX_ACTIONS);
        size_t len = 0;
        check(archeon_match_legal_actions(raw(), seat, out.data(), out.size(), &len));
        out.resize(len);
    }
    std::vector<uint32_t> legal_actions(uint32_t seat) const {
        std::vector<uint32_t> out;
        legal_actions(seat, out);
        return out;
    }

    /// The text of `action` as seat `viewer` may read it (its own move in full, another seat's
    /// only as far as the viewer's view shows it).
    std::string describe(uint32_t action, uint32_t viewer, uint32_t lang = ARCHEON_LANG_EN) const {
        std::string out;
        check(detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_describe(raw(), action, viewer, lang, b, cap, len); }));
        return out;
    }

    /// The number of distinct action ids of the table (every legal id is below it).
    uint32_t num_actions() const {
        uint32_t n = 0;
        check(archeon_match_num_actions(raw(), &n));
        return n;
    }

    /// Applies an action; throws Error (ILLEGAL_ACTION, NOT_YOUR_TURN, ...) when refused.
    void apply(uint32_t seat, uint32_t action) { check(try_apply(seat, action)); }
    /// Applies an action; returns the status instead of throwing.
    ArcheonStatus try_apply(uint32_t seat, uint32_t action) noexcept { return archeon_match_apply(raw(), seat, action); }

    /// What `seat` may see, as JSON.
    std::string observe(uint32_t seat) const {
        std::string out;
        check(detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_observe(raw(), seat, b, cap, len); }));
        return out;
    }

    /// The next event `seat` may see (JSON), or nullopt when none is waiting.
    std::optional<std::string> next_event(uint32_t seat) {
        std::string out;
        ArcheonStatus s = detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_next_event(raw(), seat, b, cap, len); });
        if (s == ARCHEON_STATUS_NO_EVENT) return std::nullopt;
        check(s);
        return out;
    }

    /// The result (JSON) once the match is over, else nullopt.
    std::optional<std::string> result() const {
        std::string out;
        ArcheonStatus s = detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_result(raw(), b, cap, len); });
        if (s == ARCHEON_STATUS_MATCH_NOT_OVER) return std::nullopt;
        check(s);
        return out;
    }

    std::vector<uint8_t> save() const {
        std::vector<uint8_t> out;
        check(detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_save(raw(), b, cap, len); }));
        return out;
    }

    /// The message of the last failed call on this match.
    std::string last_error() const {
        std::string out;
        detail::fill(out, [&](uint8_t* b, size_t cap, size_t* len) { return archeon_match_last_error(raw(), b, cap, len); });
        return out;
    }

    /// The C handle, still owned by this object. The C ABI takes a non-const pointer for
    /// every match call (the handle keeps cursors and the last error).
    ArcheonMatch* raw() const noexcept { return handle_.get(); }

private:
    explicit Match(ArcheonMatch* m) : handle_(m) {}
    void check(ArcheonStatus s) const {
        if (s != ARCHEON_STATUS_OK) throw Error(s, last_error());
    }
    std::unique_ptr<ArcheonMatch, detail::MatchDeleter> handle_;
};

}  // namespace archeon

#endif  // ARCHEON_HPP
