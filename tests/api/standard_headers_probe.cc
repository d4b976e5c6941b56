// The standard C facilities a program written against NVSHMEM 3.8 finds
// through <nvshmem.h> alone, used here without including their headers:
// assert (NVSHMEM's team definitions include <assert.h>), printf, malloc,
// memset, errno, INT_MAX, SIZE_MAX and the exact-width integers. This file
// compiles unchanged against NVSHMEM's own headers
// (tests/portability/nvshmem_compile_test.sh builds it there) and, with
// Bazel, against symsync's.

#include <nvshmem.h>

int main() {
  uint64_t* words = static_cast<uint64_t*>(malloc(4 * sizeof(uint64_t)));
  assert(words != NULL);
  memset(words, 0, 4 * sizeof(uint64_t));
  errno = 0;
  const int widest = INT_MAX;
  const size_t largest = SIZE_MAX;
  printf("standard headers: %d %zu %llu\n", widest > 0, largest,
         static_cast<unsigned long long>(words[3]));
  free(words);
  return 0;
}
