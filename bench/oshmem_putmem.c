/* shmem_putmem bandwidth with Open MPI's OpenSHMEM, the baseline of
 * bench/rma.cc's putmem across hosts: PE 0 puts 64 KiB to 64 MiB into PE
 * 1's heap, each put followed by shmem_quiet. Built by bench/run.sh with
 * oshcc.
 *
 *   oshrun -np 2 oshmem_putmem REPEATS
 *
 * Prints per size "rma oshmem_putmem bytes=<n> putmem_gbs=<x>" (median of
 * the repeats). Debian's Open MPI 4.1.4 crashes inside shmem_finalize, so
 * after reporting and a final barrier each PE leaves with _exit(0). */

#include <shmem.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "oshmem_timing.h"

/* Bytes per second, repeated until 20 ms have passed (at least twice). */
static double rate(char *dest, const char *source, size_t bytes) {
  shmem_putmem(dest, source, bytes, 1);
  shmem_quiet();
  long count = 0;
  const double start = now_s();
  double elapsed;
  do {
    shmem_putmem(dest, source, bytes, 1);
    shmem_quiet();
    ++count;
    elapsed = now_s() - start;
  } while (count < 2 || elapsed < 0.02);
  return (double)bytes * count / elapsed;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s REPEATS\n", argv[0]);
    return 2;
  }
  const int repeats = atoi(argv[1]);
  const size_t largest = (size_t)64 << 20;
  shmem_init();
  char *dest = shmem_malloc(largest);
  char *source = malloc(largest);
  double *rates = malloc(sizeof(double) * repeats);
  if (dest == NULL || source == NULL || rates == NULL) {
    fprintf(stderr, "oshmem_putmem: out of memory\n");
    _exit(1);
  }
  memset(source, 7, largest);
  shmem_barrier_all();
  if (shmem_my_pe() == 0) {
    for (size_t bytes = 64 << 10; bytes <= largest; bytes *= 4) {
      for (int i = 0; i < repeats; ++i) rates[i] = rate(dest, source, bytes);
      qsort(rates, repeats, sizeof(double), compare);
      printf("rma oshmem_putmem bytes=%zu putmem_gbs=%.3f\n", bytes,
             rates[repeats / 2] / 1e9);
      fflush(stdout);
    }
  }
  shmem_barrier_all();
  _exit(0);
}
