// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/tests/device_rma_test.cu.j2.
//
// The device data-movement tests' kernels: for the first subject of each
// element size (char, int, long, short, size128; every subject of a size runs
// the same device code, and generated/tests/api/device_api_calls.cu compiles
// every one), one kernel per routine with a device form and per device form,
// calling that public routine once with the arguments it is given.
// tests/support/rma_device_suite.cu runs them on a GPU.

#include <nvshmem.h>
#include <nvshmemx.h>
#include <stddef.h>
#include <stdint.h>

#include "tests/support/rma_device_launch.h"

__global__ void call_nvshmem_short_put(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_short_put(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmemx_short_put_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_put_warp(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmemx_short_put_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_put_block(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmem_short_put_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_short_put_nbi(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmemx_short_put_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_put_nbi_warp(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmemx_short_put_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_put_nbi_block(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmem_short_get(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_short_get(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmemx_short_get_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_get_warp(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmemx_short_get_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_get_block(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmem_short_get_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_short_get_nbi(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmemx_short_get_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_get_nbi_warp(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmemx_short_get_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_get_nbi_block(static_cast<short *>(dest), static_cast<const short *>(source), nelems, pe);
}

__global__ void call_nvshmem_short_put_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_short_put_signal(static_cast<short *>(dest), static_cast<const short *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_short_put_signal_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_put_signal_warp(static_cast<short *>(dest), static_cast<const short *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_short_put_signal_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_put_signal_block(static_cast<short *>(dest), static_cast<const short *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_short_put_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_short_put_signal_nbi(static_cast<short *>(dest), static_cast<const short *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_short_put_signal_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_put_signal_nbi_warp(static_cast<short *>(dest), static_cast<const short *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_short_put_signal_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_short_put_signal_nbi_block(static_cast<short *>(dest), static_cast<const short *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_int_put(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_int_put(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmemx_int_put_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_put_warp(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmemx_int_put_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_put_block(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmem_int_put_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_int_put_nbi(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmemx_int_put_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_put_nbi_warp(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmemx_int_put_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_put_nbi_block(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmem_int_get(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_int_get(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmemx_int_get_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_get_warp(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmemx_int_get_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_get_block(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmem_int_get_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_int_get_nbi(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmemx_int_get_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_get_nbi_warp(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmemx_int_get_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_get_nbi_block(static_cast<int *>(dest), static_cast<const int *>(source), nelems, pe);
}

__global__ void call_nvshmem_int_put_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_int_put_signal(static_cast<int *>(dest), static_cast<const int *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_int_put_signal_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_put_signal_warp(static_cast<int *>(dest), static_cast<const int *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_int_put_signal_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_put_signal_block(static_cast<int *>(dest), static_cast<const int *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_int_put_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_int_put_signal_nbi(static_cast<int *>(dest), static_cast<const int *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_int_put_signal_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_put_signal_nbi_warp(static_cast<int *>(dest), static_cast<const int *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_int_put_signal_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_int_put_signal_nbi_block(static_cast<int *>(dest), static_cast<const int *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_long_put(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_long_put(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmemx_long_put_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_put_warp(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmemx_long_put_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_put_block(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmem_long_put_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_long_put_nbi(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmemx_long_put_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_put_nbi_warp(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmemx_long_put_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_put_nbi_block(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmem_long_get(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_long_get(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmemx_long_get_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_get_warp(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmemx_long_get_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_get_block(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmem_long_get_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_long_get_nbi(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmemx_long_get_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_get_nbi_warp(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmemx_long_get_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_get_nbi_block(static_cast<long *>(dest), static_cast<const long *>(source), nelems, pe);
}

__global__ void call_nvshmem_long_put_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_long_put_signal(static_cast<long *>(dest), static_cast<const long *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_long_put_signal_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_put_signal_warp(static_cast<long *>(dest), static_cast<const long *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_long_put_signal_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_put_signal_block(static_cast<long *>(dest), static_cast<const long *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_long_put_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_long_put_signal_nbi(static_cast<long *>(dest), static_cast<const long *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_long_put_signal_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_put_signal_nbi_warp(static_cast<long *>(dest), static_cast<const long *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_long_put_signal_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_long_put_signal_nbi_block(static_cast<long *>(dest), static_cast<const long *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_char_put(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_char_put(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmemx_char_put_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_put_warp(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmemx_char_put_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_put_block(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmem_char_put_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_char_put_nbi(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmemx_char_put_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_put_nbi_warp(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmemx_char_put_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_put_nbi_block(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmem_char_get(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_char_get(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmemx_char_get_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_get_warp(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmemx_char_get_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_get_block(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmem_char_get_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_char_get_nbi(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmemx_char_get_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_get_nbi_warp(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmemx_char_get_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_get_nbi_block(static_cast<char *>(dest), static_cast<const char *>(source), nelems, pe);
}

__global__ void call_nvshmem_char_put_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_char_put_signal(static_cast<char *>(dest), static_cast<const char *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_char_put_signal_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_put_signal_warp(static_cast<char *>(dest), static_cast<const char *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_char_put_signal_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_put_signal_block(static_cast<char *>(dest), static_cast<const char *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_char_put_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_char_put_signal_nbi(static_cast<char *>(dest), static_cast<const char *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_char_put_signal_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_put_signal_nbi_warp(static_cast<char *>(dest), static_cast<const char *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_char_put_signal_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_char_put_signal_nbi_block(static_cast<char *>(dest), static_cast<const char *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put128(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_put128(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmemx_put128_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_put128_warp(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmemx_put128_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_put128_block(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmem_put128_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_put128_nbi(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmemx_put128_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_put128_nbi_warp(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmemx_put128_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_put128_nbi_block(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmem_get128(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_get128(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmemx_get128_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_get128_warp(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmemx_get128_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_get128_block(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmem_get128_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_get128_nbi(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmemx_get128_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_get128_nbi_warp(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmemx_get128_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_get128_nbi_block(static_cast<void *>(dest), static_cast<const void *>(source), nelems, pe);
}

__global__ void call_nvshmem_put128_signal(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_put128_signal(static_cast<void *>(dest), static_cast<const void *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_put128_signal_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_put128_signal_warp(static_cast<void *>(dest), static_cast<const void *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_put128_signal_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_put128_signal_block(static_cast<void *>(dest), static_cast<const void *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmem_put128_signal_nbi(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmem_put128_signal_nbi(static_cast<void *>(dest), static_cast<const void *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_put128_signal_nbi_warp(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_put128_signal_nbi_warp(static_cast<void *>(dest), static_cast<const void *>(source), nelems, sig_addr, signal, sig_op, pe);
}

__global__ void call_nvshmemx_put128_signal_nbi_block(void *dest, const void *source, size_t nelems, uint64_t *sig_addr,
    uint64_t signal, int sig_op, int pe) {
  (void)sig_addr;
  (void)signal;
  (void)sig_op;
  nvshmemx_put128_signal_nbi_block(static_cast<void *>(dest), static_cast<const void *>(source), nelems, sig_addr, signal, sig_op, pe);
}

namespace {

const symsync_test::RmaDeviceKernel kernels[] = {
    {"nvshmem_short_put", "short", 2, "put", 1,
     reinterpret_cast<const void *>(&call_nvshmem_short_put)},
    {"nvshmemx_short_put_warp", "short", 2, "put", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_short_put_warp)},
    {"nvshmemx_short_put_block", "short", 2, "put", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_short_put_block)},
    {"nvshmem_short_put_nbi", "short", 2, "put_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_short_put_nbi)},
    {"nvshmemx_short_put_nbi_warp", "short", 2, "put_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_short_put_nbi_warp)},
    {"nvshmemx_short_put_nbi_block", "short", 2, "put_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_short_put_nbi_block)},
    {"nvshmem_short_get", "short", 2, "get", 1,
     reinterpret_cast<const void *>(&call_nvshmem_short_get)},
    {"nvshmemx_short_get_warp", "short", 2, "get", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_short_get_warp)},
    {"nvshmemx_short_get_block", "short", 2, "get", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_short_get_block)},
    {"nvshmem_short_get_nbi", "short", 2, "get_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_short_get_nbi)},
    {"nvshmemx_short_get_nbi_warp", "short", 2, "get_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_short_get_nbi_warp)},
    {"nvshmemx_short_get_nbi_block", "short", 2, "get_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_short_get_nbi_block)},
    {"nvshmem_short_put_signal", "short", 2, "put_signal", 1,
     reinterpret_cast<const void *>(&call_nvshmem_short_put_signal)},
    {"nvshmemx_short_put_signal_warp", "short", 2, "put_signal", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_short_put_signal_warp)},
    {"nvshmemx_short_put_signal_block", "short", 2, "put_signal", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_short_put_signal_block)},
    {"nvshmem_short_put_signal_nbi", "short", 2, "put_signal_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_short_put_signal_nbi)},
    {"nvshmemx_short_put_signal_nbi_warp", "short", 2, "put_signal_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_short_put_signal_nbi_warp)},
    {"nvshmemx_short_put_signal_nbi_block", "short", 2, "put_signal_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_short_put_signal_nbi_block)},
    {"nvshmem_int_put", "int", 4, "put", 1,
     reinterpret_cast<const void *>(&call_nvshmem_int_put)},
    {"nvshmemx_int_put_warp", "int", 4, "put", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_int_put_warp)},
    {"nvshmemx_int_put_block", "int", 4, "put", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_int_put_block)},
    {"nvshmem_int_put_nbi", "int", 4, "put_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_int_put_nbi)},
    {"nvshmemx_int_put_nbi_warp", "int", 4, "put_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_int_put_nbi_warp)},
    {"nvshmemx_int_put_nbi_block", "int", 4, "put_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_int_put_nbi_block)},
    {"nvshmem_int_get", "int", 4, "get", 1,
     reinterpret_cast<const void *>(&call_nvshmem_int_get)},
    {"nvshmemx_int_get_warp", "int", 4, "get", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_int_get_warp)},
    {"nvshmemx_int_get_block", "int", 4, "get", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_int_get_block)},
    {"nvshmem_int_get_nbi", "int", 4, "get_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_int_get_nbi)},
    {"nvshmemx_int_get_nbi_warp", "int", 4, "get_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_int_get_nbi_warp)},
    {"nvshmemx_int_get_nbi_block", "int", 4, "get_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_int_get_nbi_block)},
    {"nvshmem_int_put_signal", "int", 4, "put_signal", 1,
     reinterpret_cast<const void *>(&call_nvshmem_int_put_signal)},
    {"nvshmemx_int_put_signal_warp", "int", 4, "put_signal", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_int_put_signal_warp)},
    {"nvshmemx_int_put_signal_block", "int", 4, "put_signal", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_int_put_signal_block)},
    {"nvshmem_int_put_signal_nbi", "int", 4, "put_signal_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_int_put_signal_nbi)},
    {"nvshmemx_int_put_signal_nbi_warp", "int", 4, "put_signal_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_int_put_signal_nbi_warp)},
    {"nvshmemx_int_put_signal_nbi_block", "int", 4, "put_signal_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_int_put_signal_nbi_block)},
    {"nvshmem_long_put", "long", 8, "put", 1,
     reinterpret_cast<const void *>(&call_nvshmem_long_put)},
    {"nvshmemx_long_put_warp", "long", 8, "put", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_long_put_warp)},
    {"nvshmemx_long_put_block", "long", 8, "put", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_long_put_block)},
    {"nvshmem_long_put_nbi", "long", 8, "put_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_long_put_nbi)},
    {"nvshmemx_long_put_nbi_warp", "long", 8, "put_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_long_put_nbi_warp)},
    {"nvshmemx_long_put_nbi_block", "long", 8, "put_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_long_put_nbi_block)},
    {"nvshmem_long_get", "long", 8, "get", 1,
     reinterpret_cast<const void *>(&call_nvshmem_long_get)},
    {"nvshmemx_long_get_warp", "long", 8, "get", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_long_get_warp)},
    {"nvshmemx_long_get_block", "long", 8, "get", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_long_get_block)},
    {"nvshmem_long_get_nbi", "long", 8, "get_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_long_get_nbi)},
    {"nvshmemx_long_get_nbi_warp", "long", 8, "get_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_long_get_nbi_warp)},
    {"nvshmemx_long_get_nbi_block", "long", 8, "get_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_long_get_nbi_block)},
    {"nvshmem_long_put_signal", "long", 8, "put_signal", 1,
     reinterpret_cast<const void *>(&call_nvshmem_long_put_signal)},
    {"nvshmemx_long_put_signal_warp", "long", 8, "put_signal", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_long_put_signal_warp)},
    {"nvshmemx_long_put_signal_block", "long", 8, "put_signal", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_long_put_signal_block)},
    {"nvshmem_long_put_signal_nbi", "long", 8, "put_signal_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_long_put_signal_nbi)},
    {"nvshmemx_long_put_signal_nbi_warp", "long", 8, "put_signal_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_long_put_signal_nbi_warp)},
    {"nvshmemx_long_put_signal_nbi_block", "long", 8, "put_signal_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_long_put_signal_nbi_block)},
    {"nvshmem_char_put", "char", 1, "put", 1,
     reinterpret_cast<const void *>(&call_nvshmem_char_put)},
    {"nvshmemx_char_put_warp", "char", 1, "put", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_char_put_warp)},
    {"nvshmemx_char_put_block", "char", 1, "put", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_char_put_block)},
    {"nvshmem_char_put_nbi", "char", 1, "put_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_char_put_nbi)},
    {"nvshmemx_char_put_nbi_warp", "char", 1, "put_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_char_put_nbi_warp)},
    {"nvshmemx_char_put_nbi_block", "char", 1, "put_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_char_put_nbi_block)},
    {"nvshmem_char_get", "char", 1, "get", 1,
     reinterpret_cast<const void *>(&call_nvshmem_char_get)},
    {"nvshmemx_char_get_warp", "char", 1, "get", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_char_get_warp)},
    {"nvshmemx_char_get_block", "char", 1, "get", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_char_get_block)},
    {"nvshmem_char_get_nbi", "char", 1, "get_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_char_get_nbi)},
    {"nvshmemx_char_get_nbi_warp", "char", 1, "get_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_char_get_nbi_warp)},
    {"nvshmemx_char_get_nbi_block", "char", 1, "get_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_char_get_nbi_block)},
    {"nvshmem_char_put_signal", "char", 1, "put_signal", 1,
     reinterpret_cast<const void *>(&call_nvshmem_char_put_signal)},
    {"nvshmemx_char_put_signal_warp", "char", 1, "put_signal", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_char_put_signal_warp)},
    {"nvshmemx_char_put_signal_block", "char", 1, "put_signal", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_char_put_signal_block)},
    {"nvshmem_char_put_signal_nbi", "char", 1, "put_signal_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_char_put_signal_nbi)},
    {"nvshmemx_char_put_signal_nbi_warp", "char", 1, "put_signal_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_char_put_signal_nbi_warp)},
    {"nvshmemx_char_put_signal_nbi_block", "char", 1, "put_signal_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_char_put_signal_nbi_block)},
    {"nvshmem_put128", "size128", 16, "put", 1,
     reinterpret_cast<const void *>(&call_nvshmem_put128)},
    {"nvshmemx_put128_warp", "size128", 16, "put", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_put128_warp)},
    {"nvshmemx_put128_block", "size128", 16, "put", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_put128_block)},
    {"nvshmem_put128_nbi", "size128", 16, "put_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_put128_nbi)},
    {"nvshmemx_put128_nbi_warp", "size128", 16, "put_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_put128_nbi_warp)},
    {"nvshmemx_put128_nbi_block", "size128", 16, "put_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_put128_nbi_block)},
    {"nvshmem_get128", "size128", 16, "get", 1,
     reinterpret_cast<const void *>(&call_nvshmem_get128)},
    {"nvshmemx_get128_warp", "size128", 16, "get", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_get128_warp)},
    {"nvshmemx_get128_block", "size128", 16, "get", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_get128_block)},
    {"nvshmem_get128_nbi", "size128", 16, "get_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_get128_nbi)},
    {"nvshmemx_get128_nbi_warp", "size128", 16, "get_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_get128_nbi_warp)},
    {"nvshmemx_get128_nbi_block", "size128", 16, "get_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_get128_nbi_block)},
    {"nvshmem_put128_signal", "size128", 16, "put_signal", 1,
     reinterpret_cast<const void *>(&call_nvshmem_put128_signal)},
    {"nvshmemx_put128_signal_warp", "size128", 16, "put_signal", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_put128_signal_warp)},
    {"nvshmemx_put128_signal_block", "size128", 16, "put_signal", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_put128_signal_block)},
    {"nvshmem_put128_signal_nbi", "size128", 16, "put_signal_nbi", 1,
     reinterpret_cast<const void *>(&call_nvshmem_put128_signal_nbi)},
    {"nvshmemx_put128_signal_nbi_warp", "size128", 16, "put_signal_nbi", 32,
     reinterpret_cast<const void *>(&call_nvshmemx_put128_signal_nbi_warp)},
    {"nvshmemx_put128_signal_nbi_block", "size128", 16, "put_signal_nbi", 96,
     reinterpret_cast<const void *>(&call_nvshmemx_put128_signal_nbi_block)},
};

const bool registered =
    symsync_test::register_rma_device_tests(kernels, sizeof kernels / sizeof kernels[0]);

}  // namespace
