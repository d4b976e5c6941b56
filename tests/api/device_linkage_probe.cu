// Calls every device query routine of <nvshmem.h> from kernels, so that a
// build with -rdc -G (no inlining) emits each routine and the implementation
// it calls as a function of its own, for device_linkage_test to inspect.

#include <nvshmem.h>

__global__ void call_pe_queries(int *result) {
  result[0] = nvshmem_my_pe();
  result[1] = nvshmem_n_pes();
  result[2] = nvshmem_team_my_pe(NVSHMEMX_TEAM_NODE);
  result[3] = nvshmem_team_n_pes(NVSHMEM_TEAM_SHARED);
}

__global__ void call_ptr(const int *dest, int pe, void **result) {
  *result = nvshmem_ptr(dest, pe);
}

__global__ void call_info(int *major, int *minor, char *name) {
  nvshmem_info_get_version(major, minor);
  nvshmem_info_get_name(name);
}
