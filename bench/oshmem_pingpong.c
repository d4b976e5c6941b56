/* The same host ping-pong with Open MPI's OpenSHMEM, the library a host
 * program would otherwise use: shmem_int_atomic_set into the peer's flag
 * (or an atomic add of one, KIND add or fetch_add, as bench/pingpong.cc's
 * kinds of the same names), shmem_int_wait_until on one's own. Built by
 * bench/run.sh with oshcc.
 *
 *   oshrun -np 2 oshmem_pingpong ROUNDS REPEATS [set|add|fetch_add]
 *
 * Prints one line: "pingpong oshmem median_ns=<x> min_ns=<y>" (the label
 * is oshmem_add or oshmem_fetch_add for those kinds). Debian's Open
 * MPI 4.1.4 crashes inside shmem_finalize, so after reporting and a final
 * barrier each PE leaves with _exit(0). */

#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "oshmem_timing.h"

enum kind { SET, ADD, FETCH_ADD };
static enum kind kind = SET;

/* Round r's release of `pe`'s flag: it holds r afterwards either way. */
static void release(int *flag, long r, int pe) {
  if (kind == SET) {
    shmem_int_atomic_set(flag, (int)r, pe);
  } else if (kind == ADD) {
    shmem_int_atomic_add(flag, 1, pe);
  } else {
    (void)shmem_int_atomic_fetch_add(flag, 1, pe);
  }
}

static void play(int *flag, int me, long first, long rounds) {
  for (long r = first; r < first + rounds; ++r) {
    if (me == 0) {
      release(flag, r, 1);
      shmem_int_wait_until(flag, SHMEM_CMP_EQ, (int)r);
    } else {
      shmem_int_wait_until(flag, SHMEM_CMP_EQ, (int)r);
      release(flag, r, 0);
    }
  }
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    fprintf(stderr, "usage: %s ROUNDS REPEATS [set|add|fetch_add]\n", argv[0]);
    return 2;
  }
  const char *label = "oshmem";
  if (argc == 4 && strcmp(argv[3], "add") == 0) {
    kind = ADD;
    label = "oshmem_add";
  } else if (argc == 4 && strcmp(argv[3], "fetch_add") == 0) {
    kind = FETCH_ADD;
    label = "oshmem_fetch_add";
  } else if (argc == 4 && strcmp(argv[3], "set") != 0) {
    fprintf(stderr, "%s: unknown kind '%s' (set, add or fetch_add)\n", argv[0],
            argv[3]);
    return 2;
  }
  const long rounds = atol(argv[1]);
  const int repeats = atoi(argv[2]);
  shmem_init();
  const int me = shmem_my_pe();
  int *flag = shmem_calloc(1, sizeof(int));
  shmem_barrier_all();
  long next = 1;
  play(flag, me, next, rounds); /* warm-up */
  next += rounds;
  double *half_trips = malloc(sizeof(double) * repeats);
  for (int i = 0; i < repeats; ++i) {
    const double start = now_ns();
    play(flag, me, next, rounds);
    next += rounds;
    half_trips[i] = (now_ns() - start) / rounds / 2;
  }
  qsort(half_trips, repeats, sizeof(double), compare);
  if (me == 0) {
    printf("pingpong %s median_ns=%.1f min_ns=%.1f\n", label,
           half_trips[repeats / 2], half_trips[0]);
  }
  fflush(stdout);
  shmem_barrier_all();
  _exit(0);
}
