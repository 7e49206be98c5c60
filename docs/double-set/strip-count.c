// An independent count of the tilings of the K x n strip by the twelve pentominoes, each used at
// most C times, for every n from 0 to N: the second route for `pentomino strip K --pieces
// C*pentominoes`, sharing no code with it. With `one-sided`, the pieces are the 18 one-sided
// pentominoes, which only turn (`pentomino strip K --pieces one-sided`, C = 1). The shapes are
// drawn here anew.
//
// The cells are taken column by column, and within a column row by row. A piece is laid when its
// first cell in that order is the first cell not yet covered. The state before a cell is the set
// of the next cells already covered (a word, bit j the cell j places on) and how many of each
// piece are used; a hash table maps each state to its number of ways, in 128 bits. After the last
// cell of column n, the ways of the states with nothing covered ahead are the tilings of the K x n
// strip. A piece may not reach past column N, and a state whose covered cells close off a region
// of a size that is not a multiple of 5 is dropped, since no pentominoes fill it.
//
//   gcc -O3 -o /tmp/strip-count docs/double-set/strip-count.c
//   /tmp/strip-count 4 30 2        (K N C: prints "n a(n)" for n from 0 to N)
//   /tmp/strip-count 5 18 1 one-sided
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The 12 pentominoes, in Golomb's order F I L N P T U V W X Y Z.
static const char *const drawings[12][3] = {
    {".##", "##.", ".#."}, {"#####"}, {"####", "#..."}, {"###.", "..##"}, {"###", "##."}, {"###", ".#.", ".#."},
    {"#.#", "###"}, {"#..", "#..", "###"}, {"#..", "##.", ".##"}, {".#.", "###", ".#."}, {"####", ".#.."}, {"##.", ".#.", ".##"},
};

typedef unsigned __int128 count_t;

// A move: the piece, and the cells it covers from the first uncovered one on (bit 0 always set).
struct move {
    int piece, far;  // the piece, and the last cell it covers, counted from the first
    uint64_t cells;
};

// The strip's height, the cells a state tracks ahead, and for each row of the first of them the
// cells ahead that have a cell below them and above them in their column.
static int height, window;
static uint64_t has_below[8], has_above[8];

// Whether `covered` (bit 0 the cell in `row`) closes off a region of uncovered cells that does not
// reach the cells past those tracked, of a size that is not a multiple of 5.
static int seals_hole(uint64_t covered, int row) {
    uint64_t all = (1ull << window) - 1, open = all & ~((1ull << (window > height ? window - height : 0)) - 1);
    uint64_t free = ~covered & all;
    while (free) {
        uint64_t region = free & -free, grown;
        for (;;) {
            grown = region | (region & has_below[row]) << 1 | (region & has_above[row]) >> 1 | region << height |
                    region >> height;
            grown &= free;
            if (grown == region) break;
            region = grown;
        }
        free &= ~region;
        if (!(region & open) && __builtin_popcountll(region) % 5) return 1;
    }
    return 0;
}

static struct move moves[8][1024];  // by the row of the first cell
static int move_count[8];

// A table of states and their counts: open addressing, linear probing; key 0 marks an empty slot,
// so keys are stored plus one.
struct table {
    uint64_t *keys;
    count_t *counts;
    size_t mask, used;
};

static void table_init(struct table *t, size_t slots) {
    t->keys = calloc(slots, sizeof *t->keys);
    t->counts = calloc(slots, sizeof *t->counts);
    if (!t->keys || !t->counts) { fprintf(stderr, "out of memory\n"); exit(1); }
    t->mask = slots - 1;
    t->used = 0;
}

static size_t slot_of(uint64_t key, size_t mask) {
    key ^= key >> 31;
    key *= 0x9E3779B97F4A7C15ull;
    key ^= key >> 29;
    return (size_t)key & mask;
}

static void table_add(struct table *t, uint64_t key, count_t ways);

static void table_grow(struct table *t) {
    struct table larger;
    table_init(&larger, (t->mask + 1) * 2);
    for (size_t i = 0; i <= t->mask; i++)
        if (t->keys[i]) table_add(&larger, t->keys[i] - 1, t->counts[i]);
    free(t->keys);
    free(t->counts);
    *t = larger;
}

static void table_add(struct table *t, uint64_t key, count_t ways) {
    size_t i = slot_of(key, t->mask);
    while (t->keys[i] && t->keys[i] != key + 1) i = (i + 1) & t->mask;
    if (!t->keys[i]) {
        t->keys[i] = key + 1;
        t->counts[i] = 0;
        if (++t->used * 2 > t->mask + 1) {
            t->counts[i] = ways;
            table_grow(t);
            return;
        }
    }
    t->counts[i] += ways;
}

static void print_count(int n, count_t value) {
    char digits[48];
    int length = 0;
    do {
        digits[length++] = (char)('0' + (int)(value % 10));
        value /= 10;
    } while (value);
    printf("%d ", n);
    while (length) putchar(digits[--length]);
    putchar('\n');
}

int main(int argc, char **argv) {
    int one_sided = argc == 5 && strcmp(argv[4], "one-sided") == 0;
    if (argc != 4 && !one_sided) {
        fprintf(stderr, "usage: strip-count K N C [one-sided]\n");
        return 64;
    }
    height = atoi(argv[1]);
    int last = atoi(argv[2]), copies = atoi(argv[3]);
    if (height < 1 || height > 7 || last < 0 || copies < 1 || copies > 3) {
        fprintf(stderr, "give K from 1 to 7, N from 0, and C from 1 to 3\n");
        return 64;
    }
    // Every orientation of every piece, as (row, column) cells, and its moves from each row.
    window = 1;
    // The pieces: each drawing, turned and turned over; or, one-sided, each drawing turned, and the
    // mirror image of each that has one of its own (F L N P Y Z) as a piece of its own.
    static const int mirrored[6] = {0, 2, 3, 4, 10, 11};
    int piece_count = one_sided ? 18 : 12;
    for (int piece = 0; piece < piece_count; piece++) {
        int drawing = piece < 12 ? piece : mirrored[piece - 12];
        int cells[5][2], n = 0;
        for (int r = 0; r < 3; r++)
            for (int c = 0; drawings[drawing][r] && drawings[drawing][r][c]; c++)
                if (drawings[drawing][r][c] == '#') cells[n][0] = r, cells[n][1] = piece < 12 ? c : -c, n++;
        // The masks of this piece met so far from each row: turns that look alike give the same.
        uint64_t seen[64][8];
        int seen_count[64] = {0};
        for (int turn = 0; turn < (one_sided ? 4 : 8); turn++) {
            int form[5][2];
            for (int i = 0; i < 5; i++) {
                int r = cells[i][0], c = cells[i][1];
                for (int k = 0; k < turn % 4; k++) {
                    int t = r;
                    r = c, c = -t;
                }
                if (turn >= 4) c = -c;
                form[i][0] = r, form[i][1] = c;
            }
            // The first cell: the least column, then the least row.
            int first = 0;
            for (int i = 1; i < 5; i++)
                if (form[i][1] < form[first][1] || (form[i][1] == form[first][1] && form[i][0] < form[first][0]))
                    first = i;
            for (int row = 0; row < height; row++) {
                uint64_t mask = 0;
                int fits = 1, far = 0;
                for (int i = 0; i < 5; i++) {
                    int r = row + form[i][0] - form[first][0], dc = form[i][1] - form[first][1];
                    if (r < 0 || r >= height) fits = 0;
                    int offset = dc * height + (r - row);
                    if (offset > far) far = offset;
                    if (fits) mask |= 1ull << offset;
                }
                if (!fits) continue;
                int duplicate = 0;
                for (int k = 0; k < seen_count[row]; k++)
                    if (seen[row][k] == mask) duplicate = 1;
                if (duplicate) continue;
                seen[row][seen_count[row]++] = mask;
                moves[row][move_count[row]++] = (struct move){piece, far, mask};
                if (far + 1 > window) window = far + 1;
            }
        }
    }
    if (window + 2 * piece_count > 63) {
        fprintf(stderr, "a state of %d cells and %d pieces passes 63 bits: give a lower K\n", window, piece_count);
        return 64;
    }
    for (int row = 0; row < height; row++)
        for (int bit = 0; bit < window; bit++) {
            int in_row = (row + bit) % height;
            if (in_row < height - 1) has_below[row] |= 1ull << bit;
            if (in_row > 0) has_above[row] |= 1ull << bit;
        }
    // A state: the covered cells ahead in the low `window` bits, then two bits a piece for its uses.
    const uint64_t frontier = (1ull << window) - 1;
    struct table current, next;
    table_init(&current, 1 << 10);
    table_init(&next, 1 << 10);
    table_add(&current, 0, 1);
    print_count(0, 1);
    for (int cell = 0; cell < last * height; cell++) {
        int row = cell % height;
        for (size_t i = 0; i <= current.mask; i++) {
            if (!current.keys[i]) continue;
            uint64_t state = current.keys[i] - 1, covered = state & frontier, used = state >> window;
            count_t ways = current.counts[i];
            if (covered & 1) {
                table_add(&next, (used << window) | (covered >> 1), ways);
                continue;
            }
            for (int m = 0; m < move_count[row]; m++) {
                const struct move *move = &moves[row][m];
                int uses = (int)((used >> (2 * move->piece)) & 3);
                if (uses >= copies || (covered & move->cells) || cell + move->far >= last * height) continue;
                uint64_t more = used + (1ull << (2 * move->piece)), ahead = (covered | move->cells) >> 1;
                if (seals_hole(ahead, (cell + 1) % height)) continue;
                table_add(&next, (more << window) | ahead, ways);
            }
        }
        struct table spent = current;
        current = next;
        memset(spent.keys, 0, (spent.mask + 1) * sizeof *spent.keys);
        spent.used = 0;
        next = spent;
        if ((cell + 1) % height == 0) {
            count_t tilings = 0;
            for (size_t i = 0; i <= current.mask; i++)
                if (current.keys[i] && ((current.keys[i] - 1) & frontier) == 0) tilings += current.counts[i];
            print_count((cell + 1) / height, tilings);
            fflush(stdout);
        }
    }
    return 0;
}
