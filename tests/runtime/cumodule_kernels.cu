// Device code a test loads itself, from a cubin compiled without -rdc
// (tests/runtime:cuda_scaffolding_test): a module that runs no host code, so
// it knows the library only through nvshmemx_cumodule_init.

#include <nvshmem.h>

// out[0..1]: the PE number and count; then stores my_pe + 100 into the right
// neighbour's copy of *cell.
extern "C" __global__ void module_sees_the_library(int* out, int* cell) {
  const int me = nvshmem_my_pe();
  const int n = nvshmem_n_pes();
  out[0] = me;
  out[1] = n;
  nvshmem_int_p(cell, me + 100, (me + 1) % n);
  nvshmem_quiet();
}
