// A plain exhaustive search, the reference that pentomino's speed on drawn boards is measured
// against: fill the first empty cell (column by column) with every placement of every unused
// pentomino that has it as its first cell, and after each placement check every empty region by
// flood fill (each must hold a multiple of five cells). No symmetry breaking, no other pruning.
// The board is a 64-bit bitboard, drawn as in pentomino's board files ('.' open, '#' blocked),
// numbered column by column up to its last open cell. A board with more than 60 open cells is
// tiled with the extra cells left empty: the first empty cell may also be left empty while any
// such gaps are left, and the regions may fall short of multiples of five by that many cells.
//
//   gcc -O3 -march=native -o /tmp/plain-search Benchmarks/PlainSearch/plain-search.c
//   /tmp/plain-search docs/boards/7x9-three-holes.txt
#include <stdint.h>
#include <stdio.h>
#include <string.h>

// The 12 pentominoes, in Golomb's order F I L N P T U V W X Y Z.
static const char *const pieces[12][3] = {
    {".##", "##.", ".#."}, {"#####"}, {"####", "#..."}, {"###.", "..##"}, {"###", "##."}, {"###", ".#.", ".#."},
    {"#.#", "###"}, {"#..", "#..", "###"}, {"#..", "##.", ".##"}, {".#.", "###", ".#."}, {"####", ".#.."}, {"##.", ".#.", ".##"},
};

static int height, width;
static uint64_t board_cells, not_top, not_bottom;
// The placements of each piece whose first cell (lowest bit) is each cell.
static uint64_t placements[64][12][8];
static int placement_count[64][12];
static long long tilings, nodes;
static int gaps;

static uint64_t grown(uint64_t cells) {
    return cells | ((cells & not_bottom) << 1) | ((cells & not_top) >> 1) | (cells << height) | (cells >> height);
}

// Whether the empty regions fall short of multiples of five cells by at most `slack` cells in all.
static int regions_fit(uint64_t covered, int slack) {
    uint64_t empty = board_cells & ~covered;
    while (empty) {
        uint64_t region = empty & -empty, next;
        while ((next = grown(region) & empty) != region) region = next;
        if ((slack -= __builtin_popcountll(region) % 5) < 0) return 0;
        empty &= ~region;
    }
    return 1;
}

// `covered` holds the cells covered and those left empty, `gaps_left` how many more may be.
static void search(uint64_t covered, int used, int gaps_left) {
    nodes++;
    if (covered == board_cells) {
        tilings++;
        return;
    }
    int first = __builtin_ctzll(~covered);
    for (int piece = 0; piece < 12; piece++) {
        if (used >> piece & 1) continue;
        for (int k = 0; k < placement_count[first][piece]; k++) {
            uint64_t cells = placements[first][piece][k];
            if (!(cells & covered) && regions_fit(covered | cells, gaps_left)) search(covered | cells, used | 1 << piece, gaps_left);
        }
    }
    uint64_t gap = 1ULL << first;
    if (gaps_left > 0 && regions_fit(covered | gap, gaps_left - 1)) search(covered | gap, used, gaps_left - 1);
}

int main(int argc, char **argv) {
    char rows[64][66];
    FILE *file = argc == 2 ? fopen(argv[1], "r") : NULL;
    if (!file) {
        fprintf(stderr, "usage: plain-search BOARD-FILE (a drawing numbered in at most 64 cells: '.' open, '#' blocked)\n");
        return 64;
    }
    char line[256];
    while (fgets(line, sizeof line, file)) {
        int length = (int)strcspn(line, "\r\n");
        if (length == 0) continue;
        if (height == 64 || length > 64) break;
        if (length > width) width = length;
        memset(rows[height], '#', 65);
        memcpy(rows[height++], line, (size_t)length);
    }
    int open = 0, last = -1;
    for (int column = 0; column < width; column++) {
        for (int row = 0; row < height; row++) {
            if (rows[row][column] != '.') continue;
            open++;
            last = column * height + row;
        }
    }
    if (open < 60 || last >= 64) {
        fprintf(stderr, "plain-search: the board must have at least 60 open cells, numbered column by column in at most 64\n");
        return 64;
    }
    gaps = open - 60;
    uint64_t blocked = 0;
    board_cells = last == 63 ? ~0ULL : (1ULL << (last + 1)) - 1;
    for (int column = 0; column < width; column++) {
        for (int row = 0; row < height; row++) {
            int bit = column * height + row;
            if (bit > last) break;
            if (rows[row][column] != '.') blocked |= 1ULL << bit;
            if (row > 0) not_top |= 1ULL << bit;
            if (row < height - 1) not_bottom |= 1ULL << bit;
        }
    }
    for (int piece = 0; piece < 12; piece++) {
        int cells[5][2], count = 0;
        for (int row = 0; row < 3 && pieces[piece][row]; row++)
            for (int column = 0; pieces[piece][row][column]; column++)
                if (pieces[piece][row][column] == '#') cells[count][0] = row, cells[count++][1] = column;
        uint64_t seen[512];
        int seen_count = 0;
        // Each of the eight symmetries, at every offset that keeps the piece on open cells.
        for (int symmetry = 0; symmetry < 8; symmetry++) {
            for (int top = -5; top < height; top++) {
                for (int left = -5; left < width; left++) {
                    uint64_t mask = 0;
                    int k;
                    for (k = 0; k < 5; k++) {
                        int row = cells[k][0], column = cells[k][1];
                        if (symmetry & 4) { int swap = row; row = column; column = swap; }
                        if (symmetry & 1) row = -row;
                        if (symmetry & 2) column = -column;
                        row += top, column += left;
                        if (row < 0 || column < 0 || row >= height || column >= width || rows[row][column] != '.') break;
                        mask |= 1ULL << (column * height + row);
                    }
                    if (k < 5) continue;
                    int known = 0;
                    for (int i = 0; i < seen_count; i++) known |= seen[i] == mask;
                    if (known) continue;
                    seen[seen_count++] = mask;
                    int first = __builtin_ctzll(mask);
                    placements[first][piece][placement_count[first][piece]++] = mask;
                }
            }
        }
    }
    search(blocked, 0, gaps);
    printf("%lld tilings, %lld nodes\n", tilings, nodes);
    return 0;
}
