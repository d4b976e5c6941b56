// A unit that includes <nvshmem.h> and calls one routine from a kernel: built
// against symsync's header and against NVSHMEM's, by bench/compile_cost.py.
#include <nvshmem.h>

__global__ void kernel(int *p) { nvshmem_int_wait_until(p, NVSHMEM_CMP_EQ, 1); }
