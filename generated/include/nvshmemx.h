// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml with
// templates/include/nvshmemx.h.j2.
//
// symsync's extensions in NVSHMEM's nvshmemx namespace: the host routines that
// enqueue a wait on a CUDA stream instead of blocking the calling thread.

#ifndef NVSHMEMX_H_
#define NVSHMEMX_H_

#include <nvshmem.h>

// The CUDA runtime's stream handle, declared exactly as cuda_runtime_api.h
// declares it, so host-only programs need no CUDA headers to include this one.
struct CUstream_st;
typedef struct CUstream_st *cudaStream_t;

#ifdef __cplusplus
extern "C" {
#endif

// nvshmemx_TYPENAME_wait_on_stream: Wait until a symmetric variable no longer
// holds a given value.
void nvshmemx_short_wait_on_stream(short *ivar, short cmp_value,
                                   cudaStream_t stream);
void nvshmemx_int_wait_on_stream(int *ivar, int cmp_value, cudaStream_t stream);
void nvshmemx_long_wait_on_stream(long *ivar, long cmp_value,
                                  cudaStream_t stream);
void nvshmemx_longlong_wait_on_stream(long long *ivar, long long cmp_value,
                                      cudaStream_t stream);
void nvshmemx_ushort_wait_on_stream(unsigned short *ivar,
                                    unsigned short cmp_value,
                                    cudaStream_t stream);
void nvshmemx_uint_wait_on_stream(unsigned int *ivar, unsigned int cmp_value,
                                  cudaStream_t stream);
void nvshmemx_ulong_wait_on_stream(unsigned long *ivar, unsigned long cmp_value,
                                   cudaStream_t stream);
void nvshmemx_ulonglong_wait_on_stream(unsigned long long *ivar,
                                       unsigned long long cmp_value,
                                       cudaStream_t stream);
void nvshmemx_int32_wait_on_stream(int32_t *ivar, int32_t cmp_value,
                                   cudaStream_t stream);
void nvshmemx_int64_wait_on_stream(int64_t *ivar, int64_t cmp_value,
                                   cudaStream_t stream);
void nvshmemx_uint32_wait_on_stream(uint32_t *ivar, uint32_t cmp_value,
                                    cudaStream_t stream);
void nvshmemx_uint64_wait_on_stream(uint64_t *ivar, uint64_t cmp_value,
                                    cudaStream_t stream);
void nvshmemx_size_wait_on_stream(size_t *ivar, size_t cmp_value,
                                  cudaStream_t stream);
void nvshmemx_ptrdiff_wait_on_stream(ptrdiff_t *ivar, ptrdiff_t cmp_value,
                                     cudaStream_t stream);

// nvshmemx_TYPENAME_wait_until_on_stream: Wait until a symmetric variable
// satisfies a comparison.
void nvshmemx_short_wait_until_on_stream(short *ivar, int cmp, short cmp_value,
                                         cudaStream_t stream);
void nvshmemx_int_wait_until_on_stream(int *ivar, int cmp, int cmp_value,
                                       cudaStream_t stream);
void nvshmemx_long_wait_until_on_stream(long *ivar, int cmp, long cmp_value,
                                        cudaStream_t stream);
void nvshmemx_longlong_wait_until_on_stream(long long *ivar, int cmp,
                                            long long cmp_value,
                                            cudaStream_t stream);
void nvshmemx_ushort_wait_until_on_stream(unsigned short *ivar, int cmp,
                                          unsigned short cmp_value,
                                          cudaStream_t stream);
void nvshmemx_uint_wait_until_on_stream(unsigned int *ivar, int cmp,
                                        unsigned int cmp_value,
                                        cudaStream_t stream);
void nvshmemx_ulong_wait_until_on_stream(unsigned long *ivar, int cmp,
                                         unsigned long cmp_value,
                                         cudaStream_t stream);
void nvshmemx_ulonglong_wait_until_on_stream(unsigned long long *ivar, int cmp,
                                             unsigned long long cmp_value,
                                             cudaStream_t stream);
void nvshmemx_int32_wait_until_on_stream(int32_t *ivar, int cmp,
                                         int32_t cmp_value,
                                         cudaStream_t stream);
void nvshmemx_int64_wait_until_on_stream(int64_t *ivar, int cmp,
                                         int64_t cmp_value,
                                         cudaStream_t stream);
void nvshmemx_uint32_wait_until_on_stream(uint32_t *ivar, int cmp,
                                          uint32_t cmp_value,
                                          cudaStream_t stream);
void nvshmemx_uint64_wait_until_on_stream(uint64_t *ivar, int cmp,
                                          uint64_t cmp_value,
                                          cudaStream_t stream);
void nvshmemx_size_wait_until_on_stream(size_t *ivar, int cmp, size_t cmp_value,
                                        cudaStream_t stream);
void nvshmemx_ptrdiff_wait_until_on_stream(ptrdiff_t *ivar, int cmp,
                                           ptrdiff_t cmp_value,
                                           cudaStream_t stream);

// nvshmemx_signal_wait_until_on_stream: Wait until a signal object satisfies a
// comparison, and return the value that satisfied it.
void nvshmemx_signal_wait_until_on_stream(uint64_t *sig_addr, int cmp,
                                          uint64_t cmp_value,
                                          cudaStream_t stream);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // NVSHMEMX_H_
