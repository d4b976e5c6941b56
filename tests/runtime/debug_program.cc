// Collective calls that NVSHMEM_DEBUG=1 must catch, chosen by argv[1]:
//   mismatch  PE 0 allocates 1024 bytes, the others 2048
//   mixed     PE 0 allocates, the others free NULL
//   leak      every PE allocates 512 bytes and never frees them
//   clean     every PE allocates and frees the same
//   finalize_vs_barrier  PE 0 finalizes while the others call barrier_all
//   ptr_out_of_range     every PE asks nvshmem_ptr for PE n_pes
// debug_check_test.sh runs it and checks what is reported.

#include <nvshmem.h>

#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
  const char* mode = argc > 1 ? argv[1] : "";
  nvshmem_init();
  const int me = nvshmem_my_pe();
  if (std::strcmp(mode, "mismatch") == 0) {
    nvshmem_free(nvshmem_malloc(me == 0 ? 1024 : 2048));
  } else if (std::strcmp(mode, "mixed") == 0) {
    if (me == 0) {
      nvshmem_malloc(64);
    } else {
      nvshmem_free(nullptr);
    }
  } else if (std::strcmp(mode, "leak") == 0) {
    nvshmem_malloc(512);
  } else if (std::strcmp(mode, "clean") == 0) {
    void* block = nvshmem_align(4096, 100);
    nvshmem_free(block);
  } else if (std::strcmp(mode, "finalize_vs_barrier") == 0) {
    if (me != 0) nvshmem_barrier_all();
  } else if (std::strcmp(mode, "ptr_out_of_range") == 0) {
    int* cell = static_cast<int*>(nvshmem_malloc(sizeof(int)));
    if (nvshmem_ptr(cell, nvshmem_n_pes()) != nullptr) return 3;
    nvshmem_free(cell);
  } else {
    std::fprintf(stderr, "debug_program: unknown mode '%s'\n", mode);
    return 2;
  }
  nvshmem_finalize();
  std::printf("debug_program: PE %d finished '%s'\n", me, mode);
  return 0;
}
