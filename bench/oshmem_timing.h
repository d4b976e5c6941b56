/* What the OpenSHMEM baselines (bench/oshmem_*.c, built by bench/run.sh with
 * oshcc) share: the monotonic clock, and the comparison of doubles that
 * qsort sorts their measurements with. */

#ifndef SYMSYNC_BENCH_OSHMEM_TIMING_H_
#define SYMSYNC_BENCH_OSHMEM_TIMING_H_

#include <time.h>

static inline double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static inline double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static inline int compare(const void *a, const void *b) {
  const double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

#endif /* SYMSYNC_BENCH_OSHMEM_TIMING_H_ */
