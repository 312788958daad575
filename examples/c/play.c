/* A C host for Archeon: plays whole matches of any pack (a shipped one or a mod's folder) with
 * random legal actions through the C ABI, at every seat count the pack takes; checks each
 * result (a winner exists), conservation after every action (archeon_match_check_conservation),
 * round-trips saves and clones, plays the same matches one call per action
 * (archeon_match_step), and feeds bad input to every entry point.
 *
 * Build (from the repository root, after `cargo build -p archeon-ffi`):
 *   cc -std=c99 -Wall -Wextra -Werror -Iinclude examples/c/play.c \
 *      target/debug/libarcheon.a -lpthread -ldl -lm -o play
 *   ./play content/kessel
 * Exit status 0 means every check passed. */
#define _POSIX_C_SOURCE 200809L /* opendir: the pack's files are read for from_sources */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "archeon.h"

static int failures = 0;

#define CHECK(cond)                                                                 \
    do {                                                                            \
        if (!(cond)) {                                                              \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                             \
        }                                                                           \
    } while (0)

#define EXPECT(call, status)                                                          \
    do {                                                                              \
        ArcheonStatus got_ = (call);                                                  \
        if (got_ != (status)) {                                                       \
            fprintf(stderr, "%s:%d: %s returned %s, expected %s\n", __FILE__, __LINE__, \
                    #call, archeon_status_name(got_), archeon_status_name(status));   \
            failures++;                                                               \
        }                                                                             \
    } while (0)

static const uint8_t *u8s(const char *s) { return (const uint8_t *)s; }

/* A small deterministic generator for the host's random choices. */
static uint64_t rng_state = 0x9e3779b97f4a7c15u;
static uint32_t rnd(uint32_t below) {
    rng_state = rng_state * 6364136223846793005u + 1442695040888963407u;
    return (uint32_t)((rng_state >> 33) % below);
}

/* Sums every integer value of `"key":N` in a JSON text of `len` bytes. */
static long sum_key(const char *json, size_t len, const char *key) {
    char pat[64];
    size_t plen;
    size_t i;
    long total = 0;
    snprintf(pat, sizeof pat, "\"%s\":", key);
    plen = strlen(pat);
    for (i = 0; i + plen <= len; i++) {
        if (memcmp(json + i, pat, plen) == 0) {
            size_t j = i + plen;
            long v = 0;
            int digits = 0;
            while (j < len && json[j] >= '0' && json[j] <= '9') {
                v = v * 10 + (json[j] - '0');
                j++;
                digits++;
            }
            if (digits) total += v;
        }
    }
    return total;
}

/* Sums the integers of the array value of `"key":[...]` in a JSON text of `len` bytes. */
static long sum_array(const char *json, size_t len, const char *key) {
    char pat[64];
    size_t plen, i, j;
    long total = 0, v = 0;
    snprintf(pat, sizeof pat, "\"%s\":[", key);
    plen = strlen(pat);
    for (i = 0; i + plen <= len; i++) {
        if (memcmp(json + i, pat, plen) != 0) continue;
        for (j = i + plen; j < len && json[j] != ']'; j++) {
            if (json[j] >= '0' && json[j] <= '9') {
                v = v * 10 + (json[j] - '0');
            } else {
                total += v;
                v = 0;
            }
        }
        return total + v;
    }
    return -1;
}

static int contains(const char *json, size_t len, const char *needle) {
    size_t n = strlen(needle), i;
    for (i = 0; i + n <= len; i++)
        if (memcmp(json + i, needle, n) == 0) return 1;
    return 0;
}

static char buf[1 << 16];

/* Pulls every event waiting for `seat`; returns how many there were. */
static int drain_events(ArcheonMatch *m, uint32_t seat) {
    int count = 0;
    for (;;) {
        size_t len = 0;
        ArcheonStatus s = archeon_match_next_event(m, seat, (uint8_t *)buf, sizeof buf, &len);
        if (s == ARCHEON_STATUS_NO_EVENT) break;
        EXPECT(s, ARCHEON_STATUS_OK);
        if (s != ARCHEON_STATUS_OK) break;
        CHECK(contains(buf, len, "\"body\":{\"type\":"));
        count++;
    }
    return count;
}

/* The library's conservation self-check: every chip and card the table started with is still
 * somewhere, as the pack's table family counts them (stacks, pots, a bank, the house...). */
static void check_conservation(ArcheonMatch *m) {
    ArcheonStatus s = archeon_match_check_conservation(m);
    EXPECT(s, ARCHEON_STATUS_OK);
    if (s != ARCHEON_STATUS_OK) {
        size_t len = 0;
        archeon_match_last_error(m, (uint8_t *)buf, sizeof buf, &len);
        fprintf(stderr, "  conservation: %.*s\n", (int)len, buf);
    }
}

static uint8_t *save_of(ArcheonMatch *m, size_t *len) {
    uint8_t *save;
    *len = 0;
    /* Ask for the size with an empty buffer, then allocate. */
    EXPECT(archeon_match_save(m, NULL, 0, len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
    save = (uint8_t *)malloc(*len);
    EXPECT(archeon_match_save(m, save, *len, len), ARCHEON_STATUS_OK);
    return save;
}

static void play_match(const ArcheonContent *content, uint32_t seats, uint64_t seed) {
    ArcheonMatch *m = NULL;
    uint32_t legal[ARCHEON_MAX_ACTIONS];
    int events = 0, steps = 0;
    size_t len = 0;
    uint32_t seat, kind, n, s;

    EXPECT(archeon_match_new(content, seats, seed, NULL, 0, &m, NULL, 0, NULL), ARCHEON_STATUS_OK);
    if (!m) return;
    EXPECT(archeon_match_seats(m, &n), ARCHEON_STATUS_OK);
    CHECK(n == seats);
    check_conservation(m);
    EXPECT(archeon_match_result(m, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_MATCH_NOT_OVER);

    for (;;) {
        EXPECT(archeon_match_pending(m, &seat, &kind), ARCHEON_STATUS_OK);
        if (kind == ARCHEON_DECISION_NONE) break;
        CHECK(seat < seats);
        EXPECT(archeon_match_legal_actions(m, seat, legal, ARCHEON_MAX_ACTIONS, &len), ARCHEON_STATUS_OK);
        CHECK(len > 0);
        if (len == 0) break;
        /* Another seat has no legal action now, and may not act. */
        {
            size_t other_len = 99;
            uint32_t other = (seat + 1) % seats;
            EXPECT(archeon_match_legal_actions(m, other, legal + len, ARCHEON_MAX_ACTIONS - len, &other_len), ARCHEON_STATUS_OK);
            CHECK(other_len == 0);
            EXPECT(archeon_match_apply(m, other, legal[0]), ARCHEON_STATUS_NOT_YOUR_TURN);
        }
        {
            uint32_t action = legal[rnd((uint32_t)len)];
            size_t dlen = 0;
            EXPECT(archeon_match_describe(m, action, seat, "en", (uint8_t *)buf, sizeof buf, &dlen), ARCHEON_STATUS_OK);
            CHECK(dlen > 0);
            EXPECT(archeon_match_describe(m, action, seat, "ru", (uint8_t *)buf, sizeof buf, &dlen), ARCHEON_STATUS_OK);
            EXPECT(archeon_match_describe(m, action, (seat + 1) % seats, "en", (uint8_t *)buf, sizeof buf, &dlen), ARCHEON_STATUS_OK);
            EXPECT(archeon_match_describe(m, action, seats, "en", (uint8_t *)buf, sizeof buf, &dlen), ARCHEON_STATUS_INVALID_SEAT);
            EXPECT(archeon_match_apply(m, seat, action), ARCHEON_STATUS_OK);
        }
        for (s = 0; s < seats; s++) events += drain_events(m, s);
        check_conservation(m);
        if (++steps == 40) {
            /* Mid-match: a save loads into the same match, and a clone saves the same bytes. */
            size_t a_len, b_len, c_len;
            uint8_t *a = save_of(m, &a_len);
            ArcheonMatch *loaded = NULL, *copy = NULL;
            uint8_t *b, *c;
            EXPECT(archeon_match_load(content, a, a_len, &loaded, NULL, 0, NULL), ARCHEON_STATUS_OK);
            EXPECT(archeon_match_clone(m, &copy), ARCHEON_STATUS_OK);
            b = save_of(loaded, &b_len);
            c = save_of(copy, &c_len);
            CHECK(a_len == b_len && memcmp(a, b, a_len) == 0);
            CHECK(a_len == c_len && memcmp(a, c, a_len) == 0);
            free(a);
            free(b);
            free(c);
            archeon_match_free(loaded);
            archeon_match_free(copy);
        }
        CHECK(steps < 100000);
        if (steps >= 100000) break;
    }

    EXPECT(archeon_match_apply(m, 0, legal[0]), ARCHEON_STATUS_MATCH_OVER);
    EXPECT(archeon_match_result(m, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_OK);
    {
        /* A seat mask with at least one winner, and one score and one place per seat. */
        long winners = sum_key(buf, len, "winners");
        CHECK(winners > 0 && winners < (1L << seats));
        CHECK(sum_array(buf, len, "places") >= (long)seats);
        CHECK(contains(buf, len, "\"chips\":["));
    }
    check_conservation(m);
    CHECK(events > 0);
    {
        /* Reset in place: the match a fresh handle opens with that seed, the same save bytes,
           its events read again from the start. */
        size_t a_len, b_len;
        ArcheonMatch *fresh = NULL;
        uint8_t *a, *b;
        int reset_events, fresh_events;
        EXPECT(archeon_match_reset(m, seed + 1), ARCHEON_STATUS_OK);
        EXPECT(archeon_match_new(content, seats, seed + 1, NULL, 0, &fresh, NULL, 0, NULL), ARCHEON_STATUS_OK);
        a = save_of(m, &a_len);
        b = save_of(fresh, &b_len);
        CHECK(a_len == b_len && memcmp(a, b, a_len) == 0);
        reset_events = drain_events(m, 0);
        fresh_events = drain_events(fresh, 0);
        CHECK(reset_events > 0 && reset_events == fresh_events && drain_events(m, 0) == 0);
        check_conservation(m);
        free(a);
        free(b);
        archeon_match_free(fresh);
    }
    archeon_match_free(m);
}

/* The one-call-per-action loop (archeon_match_decision, then archeon_match_step) plays the same
 * match as pending + legal_actions + apply, picking the same moves: the same saves at the end.
 * Bad input to either call is refused with the match unchanged. */
static void play_by_steps(const ArcheonContent *content, uint32_t seats, uint64_t seed) {
    ArcheonMatch *by_calls = NULL, *by_steps = NULL;
    uint32_t legal[ARCHEON_MAX_ACTIONS], stepped[ARCHEON_MAX_ACTIONS];
    uint32_t seat, kind, step_seat = 99, step_kind = 99, n = 0;
    size_t len = 0, step_len = 0, a_len, b_len;
    uint8_t *a, *b;

    EXPECT(archeon_match_new(content, seats, seed, NULL, 0, &by_calls, NULL, 0, NULL), ARCHEON_STATUS_OK);
    EXPECT(archeon_match_new(content, seats, seed, NULL, 0, &by_steps, NULL, 0, NULL), ARCHEON_STATUS_OK);
    if (!by_calls || !by_steps) return;
    EXPECT(archeon_match_decision(by_steps, &step_seat, &step_kind, stepped, ARCHEON_MAX_ACTIONS, &step_len), ARCHEON_STATUS_OK);
    for (;; n++) {
        EXPECT(archeon_match_pending(by_calls, &seat, &kind), ARCHEON_STATUS_OK);
        CHECK(seat == step_seat && kind == step_kind);
        if (kind == ARCHEON_DECISION_NONE || n >= 100000) break;
        EXPECT(archeon_match_legal_actions(by_calls, seat, legal, ARCHEON_MAX_ACTIONS, &len), ARCHEON_STATUS_OK);
        CHECK(len == step_len && len > 0 && memcmp(legal, stepped, len * sizeof legal[0]) == 0);
        if (len == 0 || len != step_len) break;
        if (n == 3) {
            /* Refused, the match unchanged: too small a buffer (the needed room in out_len), a
               NULL out-pointer, another seat's move, an id of no action. */
            uint32_t small[8];
            size_t before_len, after_len;
            uint8_t *before = save_of(by_steps, &before_len), *after;
            EXPECT(archeon_match_step(by_steps, seat, legal[0], &step_seat, &step_kind, small, 8, &step_len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
            CHECK(step_len == ARCHEON_MAX_ACTIONS);
            EXPECT(archeon_match_decision(by_steps, &step_seat, &step_kind, small, 8, &step_len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
            EXPECT(archeon_match_step(by_steps, seat, legal[0], NULL, &step_kind, stepped, ARCHEON_MAX_ACTIONS, &step_len), ARCHEON_STATUS_NULL_ARGUMENT);
            EXPECT(archeon_match_step(by_steps, (seat + 1) % seats, legal[0], &step_seat, &step_kind, stepped, ARCHEON_MAX_ACTIONS, &step_len),
                   ARCHEON_STATUS_NOT_YOUR_TURN);
            EXPECT(archeon_match_step(by_steps, seat, 0xffffffffu, &step_seat, &step_kind, stepped, ARCHEON_MAX_ACTIONS, &step_len),
                   ARCHEON_STATUS_UNKNOWN_ACTION);
            after = save_of(by_steps, &after_len);
            CHECK(before_len == after_len && memcmp(before, after, before_len) == 0);
            free(before);
            free(after);
            EXPECT(archeon_match_decision(by_steps, &step_seat, &step_kind, stepped, ARCHEON_MAX_ACTIONS, &step_len), ARCHEON_STATUS_OK);
            CHECK(step_seat == seat && step_len == len);
        }
        {
            uint32_t action = legal[(n * 7u) % len];
            EXPECT(archeon_match_apply(by_calls, seat, action), ARCHEON_STATUS_OK);
            EXPECT(archeon_match_step(by_steps, seat, action, &step_seat, &step_kind, stepped, ARCHEON_MAX_ACTIONS, &step_len), ARCHEON_STATUS_OK);
        }
    }
    /* Over: no decision, no ids; a further step is refused. */
    CHECK(step_seat == 0xffffffffu && step_kind == ARCHEON_DECISION_NONE && step_len == 0);
    EXPECT(archeon_match_step(by_steps, 0, 0, &step_seat, &step_kind, stepped, ARCHEON_MAX_ACTIONS, &step_len), ARCHEON_STATUS_MATCH_OVER);
    a = save_of(by_calls, &a_len);
    b = save_of(by_steps, &b_len);
    CHECK(a_len == b_len && memcmp(a, b, a_len) == 0);
    free(a);
    free(b);
    archeon_match_free(by_calls);
    archeon_match_free(by_steps);
}

/* The *.toml and *.ftl files of a pack folder, read into memory (for archeon_content_from_sources). */
#define MAX_PACK_FILES 64
struct pack_files {
    size_t count;
    char name[MAX_PACK_FILES][256];
    char *text[MAX_PACK_FILES];
    const uint8_t *names[MAX_PACK_FILES], *texts[MAX_PACK_FILES];
    size_t name_lens[MAX_PACK_FILES], text_lens[MAX_PACK_FILES];
};

static void free_pack(struct pack_files *p) {
    size_t i;
    for (i = 0; i < p->count; i++) free(p->text[i]);
    p->count = 0;
}

/* Reads every *.toml and *.ftl file of `dir`; returns 0 on failure. Each text gets 16 spare bytes. */
static int read_pack(const char *dir, struct pack_files *p) {
    DIR *d = opendir(dir);
    struct dirent *e;
    p->count = 0;
    if (!d) return 0;
    while ((e = readdir(d)) != NULL && p->count < MAX_PACK_FILES) {
        size_t n = strlen(e->d_name), size;
        char path[1024];
        FILE *f;
        char *text;
        /* A pack's TOML files and its catalogues (`pl.ftl`): the folder's hash covers both. */
        int toml = n > 5 && strcmp(e->d_name + n - 5, ".toml") == 0;
        int ftl = n > 4 && strcmp(e->d_name + n - 4, ".ftl") == 0;
        if (n >= sizeof p->name[0] || !(toml || ftl)) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        f = fopen(path, "rb");
        if (!f) continue;
        fseek(f, 0, SEEK_END);
        size = (size_t)ftell(f);
        fseek(f, 0, SEEK_SET);
        text = (char *)malloc(size + 16);
        if (!text || fread(text, 1, size, f) != size) {
            free(text);
            fclose(f);
            closedir(d);
            free_pack(p);
            return 0;
        }
        fclose(f);
        memcpy(p->name[p->count], e->d_name, n + 1);
        p->text[p->count] = text;
        p->names[p->count] = u8s(p->name[p->count]);
        p->name_lens[p->count] = n;
        p->texts[p->count] = (const uint8_t *)text;
        p->text_lens[p->count] = size;
        p->count++;
    }
    closedir(d);
    return p->count > 0;
}

/* Bad input at every entry point returns its status and changes nothing. */
static void bad_input(const ArcheonContent *content, const char *dir, uint32_t seats) {
    ArcheonContent *c = NULL;
    ArcheonMatch *m = NULL, *m2 = NULL;
    char err[512];
    size_t err_len = 0, len = 0, save_len = 0;
    uint32_t legal[ARCHEON_MAX_ACTIONS], seat = 0, kind = 0, num_actions = 0, id, illegal = 0;
    size_t n_legal = 0;
    uint64_t hash = 0;
    uint8_t *save;
    const uint8_t bad_utf8[] = {'[', 't', 0xff, 0xfe, ']'};
    const char *bad_toml = "[table]\nid = \"x\"\nfamily = \"sabak\"\n";
    uint8_t small[4];

    /* Content constructors. */
    EXPECT(archeon_content_builtin(u8s("kessel"), 6, NULL, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_content_builtin(NULL, 6, &c, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    CHECK(c == NULL);
    EXPECT(archeon_content_builtin(u8s("kesel"), 5, &c, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_UNKNOWN_PACK);
    CHECK(c == NULL && err_len > 0 && err_len <= sizeof err);
    EXPECT(archeon_content_builtin(bad_utf8, sizeof bad_utf8, &c, NULL, 0, NULL), ARCHEON_STATUS_INVALID_UTF8);
    EXPECT(archeon_content_from_string(bad_utf8, sizeof bad_utf8, &c, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_INVALID_UTF8);
    CHECK(c == NULL);
    EXPECT(archeon_content_from_string(u8s(bad_toml), strlen(bad_toml), &c, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_CONTENT_ERROR);
    CHECK(c == NULL && contains(err, err_len, "pack.toml:3:"));
    /* An error buffer too small for the message gets a truncated message. */
    EXPECT(archeon_content_from_string(u8s(bad_toml), strlen(bad_toml), &c, (uint8_t *)err, 8, &err_len), ARCHEON_STATUS_CONTENT_ERROR);
    CHECK(err_len == 8);
    EXPECT(archeon_content_from_string(NULL, 3, &c, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_content_load_dir(u8s("/nonexistent/archeon"), 20, &c, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_CONTENT_ERROR);
    EXPECT(archeon_content_load_dir(bad_utf8, sizeof bad_utf8, &c, NULL, 0, NULL), ARCHEON_STATUS_INVALID_UTF8);
    EXPECT(archeon_content_load_dir(u8s(dir), strlen(dir), NULL, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    {
        const uint8_t *names[1] = {u8s("a.toml")};
        size_t name_lens[1] = {6};
        const uint8_t *texts[1] = {bad_utf8};
        size_t text_lens[1] = {sizeof bad_utf8};
        EXPECT(archeon_content_from_sources(names, name_lens, texts, text_lens, 1, &c, NULL, 0, NULL), ARCHEON_STATUS_INVALID_UTF8);
        EXPECT(archeon_content_from_sources(NULL, name_lens, texts, text_lens, 1, &c, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
        EXPECT(archeon_content_from_sources(NULL, NULL, NULL, NULL, 0, &c, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_CONTENT_ERROR);
    }
    CHECK(c == NULL);
    EXPECT(archeon_content_id(NULL, (uint8_t *)err, sizeof err, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    {
        size_t id_len = 0;
        EXPECT(archeon_content_id(content, (uint8_t *)err, sizeof err, &id_len), ARCHEON_STATUS_OK);
        EXPECT(archeon_content_id(content, small, 2, &len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
        CHECK(len == id_len && len > 2);
    }
    EXPECT(archeon_content_id(content, NULL, 8, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_content_id(content, small, 4, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_content_hash(NULL, &hash), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_content_hash(content, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_content_seat_range(NULL, &seat, &kind), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_content_seat_range(content, NULL, &kind), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_content_seat_range(content, &seat, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    archeon_content_free(NULL);

    /* Match constructors. */
    EXPECT(archeon_match_new(NULL, 2, 1, NULL, 0, &m, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_new(content, 2, 1, NULL, 0, NULL, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_new(content, 9, 1, NULL, 0, &m, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_INVALID_SETUP);
    CHECK(m == NULL && contains(err, err_len, "seats"));
    EXPECT(archeon_match_new(content, 1000, 1, NULL, 0, &m, NULL, 0, NULL), ARCHEON_STATUS_INVALID_SETUP);
    EXPECT(archeon_match_new(content, 2, 1, u8s("{\"tokens\":"), 10, &m, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_INVALID_SETUP);
    EXPECT(archeon_match_new(content, 2, 1, u8s("{\"tokens\":[[\"nope\"],[]]}"), 24, &m, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_INVALID_SETUP);
    EXPECT(archeon_match_new(content, 2, 1, bad_utf8, sizeof bad_utf8, &m, NULL, 0, NULL), ARCHEON_STATUS_INVALID_UTF8);
    CHECK(m == NULL);

    /* NULL match handles everywhere. */
    EXPECT(archeon_match_seats(NULL, &seat), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_pending(NULL, &seat, &kind), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_legal_actions(NULL, 0, legal, ARCHEON_MAX_ACTIONS, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_describe(NULL, 1, 0, NULL, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_apply(NULL, 0, 1), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_observe(NULL, 0, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_next_event(NULL, 0, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_result(NULL, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_save(NULL, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_last_error(NULL, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_clone(NULL, &m2), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_reset(NULL, 1), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_check_conservation(NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    archeon_match_free(NULL);

    /* A live match: wrong seat, garbage ids, NULL outputs, too-small buffers. */
    EXPECT(archeon_match_new(content, seats, 7, NULL, 0, &m, NULL, 0, NULL), ARCHEON_STATUS_OK);
    if (!m) return;
    save = save_of(m, &save_len);
    EXPECT(archeon_match_num_actions(m, &num_actions), ARCHEON_STATUS_OK);
    EXPECT(archeon_match_pending(m, NULL, &kind), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_pending(m, &seat, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_pending(m, &seat, &kind), ARCHEON_STATUS_OK);
    EXPECT(archeon_match_seats(m, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_legal_actions(m, seats, legal, ARCHEON_MAX_ACTIONS, &len), ARCHEON_STATUS_INVALID_SEAT);
    EXPECT(archeon_match_legal_actions(m, 0xffffffffu, legal, ARCHEON_MAX_ACTIONS, &len), ARCHEON_STATUS_INVALID_SEAT);
    EXPECT(archeon_match_legal_actions(m, seat, legal, ARCHEON_MAX_ACTIONS, &n_legal), ARCHEON_STATUS_OK);
    CHECK(n_legal > 0);
    if (n_legal > 0) {
        EXPECT(archeon_match_legal_actions(m, seat, legal + n_legal, n_legal - 1, &len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
        CHECK(len == n_legal);
    } else {
        legal[0] = 0;
    }
    EXPECT(archeon_match_legal_actions(m, seat, NULL, 0, &len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
    EXPECT(archeon_match_legal_actions(m, seat, NULL, 4, &len), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_legal_actions(m, seat, legal, ARCHEON_MAX_ACTIONS, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_apply(m, seats, legal[0]), ARCHEON_STATUS_INVALID_SEAT);
    EXPECT(archeon_match_apply(m, (seat + 1) % seats, legal[0]), ARCHEON_STATUS_NOT_YOUR_TURN);
    EXPECT(archeon_match_apply(m, seat, 0xdeadbeefu), ARCHEON_STATUS_UNKNOWN_ACTION);
    EXPECT(archeon_match_last_error(m, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_OK);
    CHECK(contains(err, err_len, "names no action of this table"));
    EXPECT(archeon_match_last_error(m, small, 2, &err_len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
    CHECK(err_len > 2);
    /* Every id of the table that is not legal now is refused: illegal, or naming no action. */
    EXPECT(archeon_match_apply(m, seat, num_actions), ARCHEON_STATUS_UNKNOWN_ACTION);
    for (id = 0; id < num_actions; id++) {
        size_t k;
        int is_legal = 0;
        ArcheonStatus got;
        for (k = 0; k < n_legal; k++) is_legal |= legal[k] == id;
        if (is_legal) continue;
        got = archeon_match_apply(m, seat, id);
        CHECK(got == ARCHEON_STATUS_ILLEGAL_ACTION || got == ARCHEON_STATUS_UNKNOWN_ACTION);
        illegal += got == ARCHEON_STATUS_ILLEGAL_ACTION;
    }
    CHECK(illegal > 0);
    EXPECT(archeon_match_describe(m, 0xdeadbeefu, 0, "en", (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_UNKNOWN_ACTION);
    EXPECT(archeon_match_describe(m, legal[0], 0, "not a tag", (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_INVALID_ARGUMENT);
    EXPECT(archeon_match_describe(m, legal[0], 0, "en", small, 1, &len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
    CHECK(len > 1);
    EXPECT(archeon_match_observe(m, seats, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_INVALID_SEAT);
    memset(small, 0xab, sizeof small);
    EXPECT(archeon_match_observe(m, 0, small, sizeof small, &len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
    CHECK(len > sizeof small && small[0] == 0xab && small[3] == 0xab); /* nothing written */
    EXPECT(archeon_match_observe(m, 0, (uint8_t *)buf, sizeof buf, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    /* A too-small buffer does not consume the event. */
    EXPECT(archeon_match_next_event(m, 0, small, sizeof small, &len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
    {
        size_t needed = len;
        EXPECT(archeon_match_next_event(m, 0, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_OK);
        CHECK(len == needed);
    }
    EXPECT(archeon_match_next_event(m, seats, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_INVALID_SEAT);
    EXPECT(archeon_match_result(m, (uint8_t *)buf, sizeof buf, &len), ARCHEON_STATUS_MATCH_NOT_OVER);
    EXPECT(archeon_match_save(m, small, sizeof small, &len), ARCHEON_STATUS_BUFFER_TOO_SMALL);
    CHECK(len == save_len);
    EXPECT(archeon_match_clone(m, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    {
        /* None of the refused calls changed the match. */
        size_t after_len;
        uint8_t *after = save_of(m, &after_len);
        CHECK(after_len == save_len && memcmp(after, save, save_len) == 0);
        free(after);
    }

    /* Saves: truncated, garbage, empty, other content. */
    EXPECT(archeon_match_load(content, save, save_len / 2, &m2, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_SAVE_CORRUPT);
    CHECK(m2 == NULL && err_len > 0);
    EXPECT(archeon_match_load(content, bad_utf8, sizeof bad_utf8, &m2, NULL, 0, NULL), ARCHEON_STATUS_SAVE_CORRUPT);
    EXPECT(archeon_match_load(content, NULL, 0, &m2, NULL, 0, NULL), ARCHEON_STATUS_SAVE_CORRUPT);
    EXPECT(archeon_match_load(content, NULL, 10, &m2, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_load(NULL, save, save_len, &m2, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    EXPECT(archeon_match_load(content, save, save_len, NULL, NULL, 0, NULL), ARCHEON_STATUS_NULL_ARGUMENT);
    {
        /* The same save against other content (the same files, one comment added) is refused. */
        ArcheonContent *changed = NULL;
        struct pack_files files;
        CHECK(read_pack(dir, &files));
        if (files.count > 0) {
            /* Unchanged files give the folder's hash; a changed file another. */
            EXPECT(archeon_content_from_sources(files.names, files.name_lens, files.texts, files.text_lens, files.count, &changed, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_OK);
            EXPECT(archeon_match_load(changed, save, save_len, &m2, NULL, 0, NULL), ARCHEON_STATUS_OK);
            archeon_match_free(m2);
            m2 = NULL;
            archeon_content_free(changed);
            changed = NULL;
            memcpy(files.text[0] + files.text_lens[0], "\n# changed\n", 11);
            files.text_lens[0] += 11;
            EXPECT(archeon_content_from_sources(files.names, files.name_lens, files.texts, files.text_lens, files.count, &changed, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_OK);
            EXPECT(archeon_match_load(changed, save, save_len, &m2, (uint8_t *)err, sizeof err, &err_len), ARCHEON_STATUS_SAVE_CONTENT_MISMATCH);
            archeon_content_free(changed);
        }
        free_pack(&files);
    }
    CHECK(m2 == NULL);
    free(save);
    archeon_match_free(m);
}

int main(int argc, char **argv) {
    ArcheonContent *builtin = NULL, *from_dir = NULL;
    char err[1024];
    size_t err_len = 0, id_len = 0;
    uint64_t h1 = 0, h2 = 0;
    uint32_t i, min_seats = 0, max_seats = 0;
    const char *dir = argc > 1 ? argv[1] : "content/kessel";
    int matches = argc > 2 ? atoi(argv[2]) : 30;

    if (archeon_abi_version() != ARCHEON_ABI_VERSION) {
        fprintf(stderr, "library ABI %u, header ABI %u\n", archeon_abi_version(), ARCHEON_ABI_VERSION);
        return 2;
    }
    CHECK(strcmp(archeon_version(), ARCHEON_VERSION) == 0);

    if (archeon_content_load_dir(u8s(dir), strlen(dir), &from_dir, (uint8_t *)err, sizeof err, &err_len) != ARCHEON_STATUS_OK) {
        fprintf(stderr, "cannot load %s: %.*s\n", dir, (int)err_len, err);
        return 2;
    }
    /* A shipped pack's folder and its built-in copy have the same id and hash; a mod's folder
     * is played on its own. */
    EXPECT(archeon_content_id(from_dir, (uint8_t *)err, sizeof err, &id_len), ARCHEON_STATUS_OK);
    if (archeon_content_builtin((const uint8_t *)err, id_len, &builtin, NULL, 0, NULL) == ARCHEON_STATUS_OK) {
        EXPECT(archeon_content_hash(builtin, &h1), ARCHEON_STATUS_OK);
        EXPECT(archeon_content_hash(from_dir, &h2), ARCHEON_STATUS_OK);
        CHECK(h1 == h2); /* same files, same names: same content hash */
    }
    EXPECT(archeon_content_seat_range(from_dir, &min_seats, &max_seats), ARCHEON_STATUS_OK);
    CHECK(min_seats >= 2 && min_seats <= max_seats && max_seats <= ARCHEON_MAX_SEATS);
    if (min_seats < 2 || min_seats > max_seats) return 2;

    /* Every seat count the pack takes, in turn. */
    for (i = 0; i < (uint32_t)matches; i++)
        play_match(i % 2 && builtin ? builtin : from_dir, min_seats + i % (max_seats - min_seats + 1), 1000 + i);
    for (i = min_seats; i <= max_seats; i++) play_by_steps(from_dir, i, 77 + i);
    bad_input(builtin ? builtin : from_dir, dir, min_seats);

    archeon_content_free(builtin);
    archeon_content_free(from_dir);
    /* The renderer's catalogues are the library's to free: nothing is left held at exit. */
    archeon_release_catalogues();
    if (failures) {
        fprintf(stderr, "c host: %d checks failed\n", failures);
        return 1;
    }
    printf("c host: %s: %d matches played (%u to %u seats), bad input refused, all checks passed\n", dir, matches, min_seats, max_seats);
    return 0;
}
