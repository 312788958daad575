/* A C host of a family written outside the archeon crate: it registers High Card (the
 * family's one C function), loads its pack from a folder and plays whole matches through the
 * library's C ABI (include/archeon.h), the first legal action at each decision, checking the
 * library's conservation promise after every action. Usage: high_card <pack folder> <matches> */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "archeon.h"

int high_card_register(void);

#define CHECK(call)                                                                              \
    do {                                                                                         \
        ArcheonStatus s_ = (call);                                                               \
        if (s_ != ARCHEON_STATUS_OK) {                                                           \
            fprintf(stderr, "%s failed: %s\n", #call, archeon_status_name(s_));                \
            return 1;                                                                            \
        }                                                                                        \
    } while (0)

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: high_card <pack folder> <matches>\n");
        return 2;
    }
    if (high_card_register() != 0) {
        fprintf(stderr, "the family could not be registered\n");
        return 1;
    }
    ArcheonContent *pack = NULL;
    char err[512];
    size_t err_len = 0;
    CHECK(archeon_content_load_dir((const uint8_t *)argv[1], strlen(argv[1]), &pack, (uint8_t *)err, sizeof err, &err_len));
    int matches = atoi(argv[2]);
    unsigned long actions = 0;
    for (int seed = 0; seed < matches; seed++) {
        ArcheonMatch *m = NULL;
        CHECK(archeon_match_new(pack, 2 + (uint32_t)seed % 5, (uint64_t)seed, NULL, 0, &m, (uint8_t *)err, sizeof err, &err_len));
        uint32_t seat = 0, kind = 0, legal[ARCHEON_MAX_ACTIONS];
        size_t n = 0;
        for (;;) {
            CHECK(archeon_match_pending(m, &seat, &kind));
            if (kind == ARCHEON_DECISION_NONE) {
                break;
            }
            char name[64];
            size_t name_len = 0;
            CHECK(archeon_match_decision_name(m, kind, (uint8_t *)name, sizeof name, &name_len));
            if (name_len != strlen("stay_or_fold") || memcmp(name, "stay_or_fold", name_len) != 0) {
                fprintf(stderr, "decision %u is named %.*s\n", kind, (int)name_len, name);
                return 1;
            }
            CHECK(archeon_match_legal_actions(m, seat, legal, ARCHEON_MAX_ACTIONS, &n));
            /* Another seat's move is refused, and changes nothing. */
            if (archeon_match_apply(m, seat + 1, legal[0]) == ARCHEON_STATUS_OK) {
                fprintf(stderr, "seat %u played out of turn\n", seat + 1);
                return 1;
            }
            CHECK(archeon_match_apply(m, seat, legal[n - 1]));
            CHECK(archeon_match_check_conservation(m));
            actions++;
        }
        char result[1024];
        size_t result_len = 0;
        CHECK(archeon_match_result(m, (uint8_t *)result, sizeof result, &result_len));
        if (seed == 0) {
            printf("result: %.*s\n", (int)result_len, result);
        }
        archeon_match_free(m);
    }
    archeon_content_free(pack);
    printf("%d matches, %lu actions: all checks passed\n", matches, actions);
    return 0;
}
