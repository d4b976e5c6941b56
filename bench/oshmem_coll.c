/* The host collectives of bench/coll.cc with Open MPI's OpenSHMEM, on every
 * PE of the job (OpenSHMEM 1.4's active sets, here all PEs): shmem_barrier_all,
 * shmem_barrier of the active set of all PEs (beside nvshmem_barrier of the
 * world team),
 * shmem_long_sum_to_all of one long, shmem_fcollect64 of 1 MiB in all and
 * shmem_broadcast64 of 1 MiB from PE 0. Built by bench/run.sh with oshcc.
 *
 *   oshrun -np N oshmem_coll PLACE ROUNDS REPEATS
 *
 * Each figure is the slowest PE's, as in bench/coll.cc. Prints one line,
 * as bench/coll.cc: "coll oshmem PLACE barrier_all_ns=<x>
 * barrier_ns=<v>
 * sum_reduce8_ns=<y> fcollect_1m_gbs=<z> broadcast_1m_gbs=<w> pes=<n>".
 * Consecutive collectives alternate between two pSync arrays, each reused
 * only after a collective in between has kept every PE in step. Debian's
 * Open MPI crashes inside shmem_finalize, so each PE leaves with _exit(0)
 * after a final barrier (as bench/oshmem_pingpong.c). */

#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "oshmem_timing.h"

#define MIB (1L << 20)

static long sync_a[SHMEM_REDUCE_SYNC_SIZE];
static long sync_b[SHMEM_REDUCE_SYNC_SIZE];
static long work[SHMEM_REDUCE_MIN_WRKDATA_SIZE + 8];
static long reduce_in, reduce_out;
static long calls;

static long *next_sync(void) { return (calls++ & 1) ? sync_b : sync_a; }

enum what { BARRIER, ACTIVE_SET_BARRIER, REDUCE, FCOLLECT, BROADCAST };
static char *source, *dest;
static int n_pes;

static void call(enum what what) {
  switch (what) {
    case BARRIER:
      shmem_barrier_all();
      break;
    case ACTIVE_SET_BARRIER:
      shmem_barrier(0, 0, n_pes, next_sync());
      break;
    case REDUCE:
      shmem_long_sum_to_all(&reduce_out, &reduce_in, 1, 0, 0, n_pes, work,
                            next_sync());
      break;
    case FCOLLECT:
      shmem_fcollect64(dest, source, MIB / n_pes / 8, 0, 0, n_pes, next_sync());
      break;
    case BROADCAST:
      shmem_broadcast64(dest, source, MIB / 8, 0, 0, 0, n_pes, next_sync());
      break;
  }
}

static double per_call(enum what what, int rounds, int repeats) {
  double times[64];
  if (repeats > 64) repeats = 64;
  call(what);
  for (int r = 0; r < repeats; ++r) {
    shmem_barrier_all();
    const double start = now_s();
    for (int i = 0; i < rounds; ++i) call(what);
    times[r] = (now_s() - start) / rounds;
  }
  qsort(times, repeats, sizeof times[0], compare);
  return times[repeats / 2];
}

/* The greatest of the PEs' `seconds`, on PE 0 (`all`: a symmetric array of
 * a double per PE). */
static double slowest(double seconds, double *all) {
  shmem_double_p(all + shmem_my_pe(), seconds, 0);
  shmem_barrier_all();
  double worst = 0;
  for (int pe = 0; pe < n_pes; ++pe) {
    if (all[pe] > worst) worst = all[pe];
  }
  shmem_barrier_all();
  return worst;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s PLACE ROUNDS REPEATS\n", argv[0]);
    return 2;
  }
  const int rounds = atoi(argv[2]), repeats = atoi(argv[3]);
  const int big_rounds = rounds / 16 > 0 ? rounds / 16 : 1;
  for (int i = 0; i < SHMEM_REDUCE_SYNC_SIZE; ++i) {
    sync_a[i] = sync_b[i] = SHMEM_SYNC_VALUE;
  }
  shmem_init();
  n_pes = shmem_n_pes();
  source = shmem_malloc(MIB);
  dest = shmem_malloc(MIB);
  memset(source, shmem_my_pe() + 1, MIB);
  reduce_in = shmem_my_pe() + 1;
  shmem_barrier_all();
  const double barrier = per_call(BARRIER, rounds, repeats);
  const double active_set_barrier =
      per_call(ACTIVE_SET_BARRIER, rounds, repeats);
  const double reduce = per_call(REDUCE, rounds, repeats);
  if (reduce_out != (long)n_pes * (n_pes + 1) / 2) {
    fprintf(stderr, "oshmem_coll: sum_to_all gave %ld\n", reduce_out);
    _exit(1);
  }
  const double fcollect = per_call(FCOLLECT, big_rounds, repeats);
  const double broadcast_time = per_call(BROADCAST, big_rounds, repeats);
  double *all = shmem_calloc(n_pes, sizeof(double));
  const double barrier_all_worst = slowest(barrier, all);
  const double barrier_worst = slowest(active_set_barrier, all);
  const double reduce_worst = slowest(reduce, all);
  const double fcollect_worst = slowest(fcollect, all);
  const double broadcast_worst = slowest(broadcast_time, all);
  if (shmem_my_pe() == 0) {
    printf(
        "coll oshmem %s barrier_all_ns=%.1f barrier_ns=%.1f "
        "sum_reduce8_ns=%.1f fcollect_1m_gbs=%.3f broadcast_1m_gbs=%.3f "
        "pes=%d\n",
        argv[1], barrier_all_worst * 1e9, barrier_worst * 1e9,
        reduce_worst * 1e9,
        (double)(MIB / n_pes / 8 * 8 * n_pes) / fcollect_worst / 1e9,
        (double)MIB / broadcast_worst / 1e9, n_pes);
    fflush(stdout);
  }
  shmem_barrier_all();
  _exit(0);
}
