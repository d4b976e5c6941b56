// A module whose device code never included <nvshmem.h>: it has no copy of
// the library's device state, which nvshmemx_cumodule_init must report.

extern "C" __global__ void plain_kernel(int* out) { *out = 1; }
