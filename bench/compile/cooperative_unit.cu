// A unit that includes <nvshmem.h> and calls one cooperative form and one
// type-generic C++ form from a kernel: built against symsync's header by
// bench/compile_cost.py (NVSHMEM has neither form).
#include <nvshmem.h>

__global__ void kernel(int *p, size_t n) {
  nvshmemx_int_wait_until_all_block(p, n, nullptr, NVSHMEM_CMP_EQ, 1);
  nvshmem_wait_until(p, NVSHMEM_CMP_EQ, 1);
}
