// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with
// templates/include/implementations.h.j2.
//
// The declarations of the handwritten implementations (runtime/) that the
// generated entry points of the routines without a point-to-point kind
// call, made from the routines' signatures in the spec, so that no runtime
// header restates one. Each takes the public routine name first (after the
// group, for routines with warp and block forms: one implementation serves
// every form). The point-to-point routines reach the core instead
// (symsync/p2p_core.h, runtime/src/entry/on_stream.h).
//
// Host and device forms of a routine share a name, so each compilation pass
// sees only its own; forms that name CUDA's types (the stream forms among
// them) are declared where CUDA's headers are (SYMSYNC_CUDA_TYPES).

#ifndef SYMSYNC_IMPLEMENTATIONS_H_
#define SYMSYNC_IMPLEMENTATIONS_H_

#include <nvshmem.h>
#include <stddef.h>
#include <stdint.h>
#include <symsync/platform.h>

namespace symsync {
namespace impl {

// Host forms of the routines without device forms.

// init (spec/setup.yaml:20)
void init(const char *routine);

// init_thread (spec/setup.yaml:38)
int init_thread(const char *routine, int requested, int *provided);

// query_thread (spec/setup.yaml:63)
void query_thread(const char *routine, int *provided);

// get_uniqueid (spec/setup.yaml:81)
int get_uniqueid(const char *routine, nvshmemx_uniqueid_t *uniqueid);

// set_attr_uniqueid_args (spec/setup.yaml:108)
int set_attr_uniqueid_args(
    const char *routine,
    const int myrank,
    const int nranks,
    const nvshmemx_uniqueid_t *uniqueid,
    nvshmemx_init_attr_t *attr);

// set_attr_mpi_comm_args (spec/setup.yaml:144)
int set_attr_mpi_comm_args(
    const char *routine,
    void *mpi_comm,
    nvshmemx_init_attr_t *nvshmem_attr);

// init_attr (spec/setup.yaml:173)
int init_attr(
    const char *routine,
    unsigned int flags,
    nvshmemx_init_attr_t *attributes);

// init_status (spec/setup.yaml:205)
int init_status(const char *routine);

// finalize (spec/setup.yaml:223)
void finalize(const char *routine);

// team_get_config (spec/setup.yaml:311)
void team_get_config(
    const char *routine,
    nvshmem_team_t team,
    nvshmem_team_config_t *config);

// team_split_strided (spec/setup.yaml:380)
int team_split_strided(
    const char *routine,
    nvshmem_team_t parent_team,
    int start,
    int stride,
    int size,
    const nvshmem_team_config_t *config,
    long config_mask,
    nvshmem_team_t *new_team);

// team_split_2d (spec/setup.yaml:446)
int team_split_2d(
    const char *routine,
    nvshmem_team_t parent_team,
    int xrange,
    const nvshmem_team_config_t *xaxis_config,
    long xaxis_mask,
    nvshmem_team_t *xaxis_team,
    const nvshmem_team_config_t *yaxis_config,
    long yaxis_mask,
    nvshmem_team_t *yaxis_team);

// team_destroy (spec/setup.yaml:507)
void team_destroy(const char *routine, nvshmem_team_t team);

// team_get_uniqueid (spec/setup.yaml:531)
int team_get_uniqueid(const char *routine, nvshmemx_team_uniqueid_t *uniqueid);

// team_init (spec/setup.yaml:553)
int team_init(
    const char *routine,
    nvshmem_team_t *team,
    nvshmem_team_config_t *config,
    long config_mask,
    int npes,
    int pe_idx_in_team);

// malloc (spec/memory.yaml:19)
void *malloc(const char *routine, size_t size);

// calloc (spec/memory.yaml:40)
void *calloc(const char *routine, size_t count, size_t size);

// align (spec/memory.yaml:63)
void *align(const char *routine, size_t alignment, size_t size);

// free (spec/memory.yaml:87)
void free(const char *routine, void *ptr);

// buffer_register_symmetric (spec/memory.yaml:108)
void *buffer_register_symmetric(
    const char *routine,
    void *buf_ptr,
    size_t size,
    int flags);

// buffer_unregister_symmetric (spec/memory.yaml:149)
int buffer_unregister_symmetric(const char *routine, void *ptr, size_t size);

// collective_launch (spec/cuda.yaml:19)
#if SYMSYNC_CUDA_TYPES
int collective_launch(
    const char *routine,
    const void *func,
    dim3 grid_dims,
    dim3 block_dims,
    void **args,
    size_t shared_mem,
    cudaStream_t stream);
#endif

// collective_launch_query_gridsize (spec/cuda.yaml:68)
#if SYMSYNC_CUDA_TYPES
int collective_launch_query_gridsize(
    const char *routine,
    const void *func,
    dim3 block_dims,
    void **args,
    size_t shared_mem,
    int *gridsize);
#endif

// cumodule_init (spec/cuda.yaml:108)
#if SYMSYNC_CUDA_TYPES
int cumodule_init(const char *routine, CUmodule module);
#endif

// cumodule_finalize (spec/cuda.yaml:136)
#if SYMSYNC_CUDA_TYPES
int cumodule_finalize(const char *routine, CUmodule module);
#endif

#if SYMSYNC_DEVICE_PASS
// Device forms (device code; warp and block forms pass their group).

// my_pe (spec/setup.yaml:239)
__device__ int my_pe(const char *routine);

// n_pes (spec/setup.yaml:250)
__device__ int n_pes(const char *routine);

// team_my_pe (spec/setup.yaml:261)
__device__ int team_my_pe(const char *routine, nvshmem_team_t team);

// team_n_pes (spec/setup.yaml:287)
__device__ int team_n_pes(const char *routine, nvshmem_team_t team);

// team_translate_pe (spec/setup.yaml:341)
__device__ int team_translate_pe(
    const char *routine,
    nvshmem_team_t src_team,
    int src_pe,
    nvshmem_team_t dest_team);

// ptr (spec/setup.yaml:618)
__device__ void *ptr(const char *routine, const void *dest, int pe);

// info_get_version (spec/setup.yaml:644)
__device__ void info_get_version(const char *routine, int *major, int *minor);

// info_get_name (spec/setup.yaml:667)
__device__ void info_get_name(const char *routine, char *name);

// signal_op (spec/updates.yaml:31)
__device__ void signal_op(
    const char *routine,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// signal_fetch (spec/updates.yaml:78)
__device__ uint64_t signal_fetch(const char *routine, uint64_t *sig_addr);

// atomic_set (spec/updates.yaml:100)
template <typename T>
__device__ void atomic_set(const char *routine, T *dest, T value, int pe);

// p (spec/updates.yaml:131)
template <typename T>
__device__ void p(const char *routine, T *dest, T value, int pe);

// fence (spec/updates.yaml:157)
__device__ void fence(const char *routine);

// quiet (spec/updates.yaml:173)
__device__ void quiet(const char *routine);

// atomic_fetch (spec/atomics.yaml:32)
template <typename T>
__device__ T atomic_fetch(const char *routine, const T *dest, int pe);

// atomic_swap (spec/atomics.yaml:63)
template <typename T>
__device__ T atomic_swap(const char *routine, T *dest, T value, int pe);

// atomic_compare_swap (spec/atomics.yaml:91)
template <typename T>
__device__ T atomic_compare_swap(
    const char *routine,
    T *dest,
    T cond,
    T value,
    int pe);

// atomic_fetch_inc (spec/atomics.yaml:117)
template <typename T>
__device__ T atomic_fetch_inc(const char *routine, T *dest, int pe);

// atomic_inc (spec/atomics.yaml:133)
template <typename T>
__device__ void atomic_inc(const char *routine, T *dest, int pe);

// atomic_fetch_add (spec/atomics.yaml:151)
template <typename T>
__device__ T atomic_fetch_add(const char *routine, T *dest, T value, int pe);

// atomic_add (spec/atomics.yaml:171)
template <typename T>
__device__ void atomic_add(const char *routine, T *dest, T value, int pe);

// atomic_fetch_and (spec/atomics.yaml:190)
template <typename T>
__device__ T atomic_fetch_and(const char *routine, T *dest, T value, int pe);

// atomic_and (spec/atomics.yaml:207)
template <typename T>
__device__ void atomic_and(const char *routine, T *dest, T value, int pe);

// atomic_fetch_or (spec/atomics.yaml:224)
template <typename T>
__device__ T atomic_fetch_or(const char *routine, T *dest, T value, int pe);

// atomic_or (spec/atomics.yaml:241)
template <typename T>
__device__ void atomic_or(const char *routine, T *dest, T value, int pe);

// atomic_fetch_xor (spec/atomics.yaml:258)
template <typename T>
__device__ T atomic_fetch_xor(const char *routine, T *dest, T value, int pe);

// atomic_xor (spec/atomics.yaml:275)
template <typename T>
__device__ void atomic_xor(const char *routine, T *dest, T value, int pe);

// atomic_fetch_add_floating (spec/atomics.yaml:292)
template <typename T>
__device__ T atomic_fetch_add_floating(
    const char *routine,
    T *dest,
    T value,
    int pe);

// atomic_add_floating (spec/atomics.yaml:313)
template <typename T>
__device__ void atomic_add_floating(
    const char *routine,
    T *dest,
    T value,
    int pe);

// put (spec/rma.yaml:32)
template <size_t kElement, class Group>
__device__ void put(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe);

// put_nbi (spec/rma.yaml:88)
template <size_t kElement, class Group>
__device__ void put_nbi(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe);

// get (spec/rma.yaml:105)
template <size_t kElement, class Group>
__device__ void get(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe);

// get_nbi (spec/rma.yaml:140)
template <size_t kElement, class Group>
__device__ void get_nbi(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe);

// g (spec/rma.yaml:156)
template <typename T>
__device__ T g(const char *routine, const T *source, int pe);

// put_signal (spec/rma.yaml:182)
template <size_t kElement, class Group>
__device__ void put_signal(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// put_signal_nbi (spec/rma.yaml:227)
template <size_t kElement, class Group>
__device__ void put_signal_nbi(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// barrier_all (spec/collectives.yaml:15)
template <class Group>
__device__ void barrier_all(const Group &group, const char *routine);

// sync_all (spec/collectives.yaml:44)
template <class Group>
__device__ void sync_all(const Group &group, const char *routine);

// barrier (spec/collectives.yaml:64)
template <class Group>
__device__ int barrier(
    const Group &group,
    const char *routine,
    nvshmem_team_t team);

// team_sync (spec/collectives.yaml:109)
template <class Group>
__device__ int team_sync(
    const Group &group,
    const char *routine,
    nvshmem_team_t team);

// sync (spec/collectives.yaml:137)
__device__ int sync(const char *routine, nvshmem_team_t team);

// broadcastmem (spec/collectives.yaml:155)
template <class Group>
__device__ int broadcastmem(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int pe_root);

// fcollectmem (spec/collectives.yaml:218)
template <class Group>
__device__ int fcollectmem(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems);

// alltoallmem (spec/collectives.yaml:260)
template <class Group>
__device__ int alltoallmem(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems);

// broadcast (spec/collectives.yaml:302)
template <typename T, class Group>
__device__ int broadcast(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nelems,
    int pe_root);

// fcollect (spec/collectives.yaml:344)
template <typename T, class Group>
__device__ int fcollect(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nelems);

// alltoall (spec/collectives.yaml:380)
template <typename T, class Group>
__device__ int alltoall(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nelems);

// reduce: every routine whose `combine` names it (the first, and_reduce, spec/collectives.yaml:418)
template <typename T, class Combine, class Group>
__device__ int reduce(
    const Group &group,
    const char *routine,
    Combine combine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nreduce);

// double2_maxloc_reduce (spec/collectives.yaml:554)
#if SYMSYNC_CUDA_TYPES
template <class Group>
__device__ int double2_maxloc_reduce(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    double2 *dest,
    const double2 *src,
    size_t nreduce);
#endif

// reducescatter: every routine whose `combine` names it (the first, and_reducescatter, spec/collectives.yaml:599)
template <typename T, class Combine, class Group>
__device__ int reducescatter(
    const Group &group,
    const char *routine,
    Combine combine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nreduce);

#else
// Host forms of the routines that also have device forms.

// my_pe (spec/setup.yaml:239)
int my_pe(const char *routine);

// n_pes (spec/setup.yaml:250)
int n_pes(const char *routine);

// team_my_pe (spec/setup.yaml:261)
int team_my_pe(const char *routine, nvshmem_team_t team);

// team_n_pes (spec/setup.yaml:287)
int team_n_pes(const char *routine, nvshmem_team_t team);

// team_translate_pe (spec/setup.yaml:341)
int team_translate_pe(
    const char *routine,
    nvshmem_team_t src_team,
    int src_pe,
    nvshmem_team_t dest_team);

// ptr (spec/setup.yaml:618)
void *ptr(const char *routine, const void *dest, int pe);

// info_get_version (spec/setup.yaml:644)
void info_get_version(const char *routine, int *major, int *minor);

// info_get_name (spec/setup.yaml:667)
void info_get_name(const char *routine, char *name);

// signal_op (spec/updates.yaml:31)
void signal_op(
    const char *routine,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// signal_fetch (spec/updates.yaml:78)
uint64_t signal_fetch(const char *routine, uint64_t *sig_addr);

// atomic_set (spec/updates.yaml:100)
template <typename T>
void atomic_set(const char *routine, T *dest, T value, int pe);

// p (spec/updates.yaml:131)
template <typename T>
void p(const char *routine, T *dest, T value, int pe);

// fence (spec/updates.yaml:157)
void fence(const char *routine);

// quiet (spec/updates.yaml:173)
void quiet(const char *routine);

// atomic_fetch (spec/atomics.yaml:32)
template <typename T>
T atomic_fetch(const char *routine, const T *dest, int pe);

// atomic_swap (spec/atomics.yaml:63)
template <typename T>
T atomic_swap(const char *routine, T *dest, T value, int pe);

// atomic_compare_swap (spec/atomics.yaml:91)
template <typename T>
T atomic_compare_swap(const char *routine, T *dest, T cond, T value, int pe);

// atomic_fetch_inc (spec/atomics.yaml:117)
template <typename T>
T atomic_fetch_inc(const char *routine, T *dest, int pe);

// atomic_inc (spec/atomics.yaml:133)
template <typename T>
void atomic_inc(const char *routine, T *dest, int pe);

// atomic_fetch_add (spec/atomics.yaml:151)
template <typename T>
T atomic_fetch_add(const char *routine, T *dest, T value, int pe);

// atomic_add (spec/atomics.yaml:171)
template <typename T>
void atomic_add(const char *routine, T *dest, T value, int pe);

// atomic_fetch_and (spec/atomics.yaml:190)
template <typename T>
T atomic_fetch_and(const char *routine, T *dest, T value, int pe);

// atomic_and (spec/atomics.yaml:207)
template <typename T>
void atomic_and(const char *routine, T *dest, T value, int pe);

// atomic_fetch_or (spec/atomics.yaml:224)
template <typename T>
T atomic_fetch_or(const char *routine, T *dest, T value, int pe);

// atomic_or (spec/atomics.yaml:241)
template <typename T>
void atomic_or(const char *routine, T *dest, T value, int pe);

// atomic_fetch_xor (spec/atomics.yaml:258)
template <typename T>
T atomic_fetch_xor(const char *routine, T *dest, T value, int pe);

// atomic_xor (spec/atomics.yaml:275)
template <typename T>
void atomic_xor(const char *routine, T *dest, T value, int pe);

// atomic_fetch_add_floating (spec/atomics.yaml:292)
template <typename T>
T atomic_fetch_add_floating(const char *routine, T *dest, T value, int pe);

// atomic_add_floating (spec/atomics.yaml:313)
template <typename T>
void atomic_add_floating(const char *routine, T *dest, T value, int pe);

// put (spec/rma.yaml:32)
template <size_t kElement, class Group>
void put(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe);

// put_nbi (spec/rma.yaml:88)
template <size_t kElement, class Group>
void put_nbi(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe);

// get (spec/rma.yaml:105)
template <size_t kElement, class Group>
void get(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe);

// get_nbi (spec/rma.yaml:140)
template <size_t kElement, class Group>
void get_nbi(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe);

// g (spec/rma.yaml:156)
template <typename T>
T g(const char *routine, const T *source, int pe);

// put_signal (spec/rma.yaml:182)
template <size_t kElement, class Group>
void put_signal(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// put_signal_nbi (spec/rma.yaml:227)
template <size_t kElement, class Group>
void put_signal_nbi(
    const Group &group,
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// barrier_all (spec/collectives.yaml:15)
template <class Group>
void barrier_all(const Group &group, const char *routine);

// sync_all (spec/collectives.yaml:44)
template <class Group>
void sync_all(const Group &group, const char *routine);

// barrier (spec/collectives.yaml:64)
template <class Group>
int barrier(const Group &group, const char *routine, nvshmem_team_t team);

// team_sync (spec/collectives.yaml:109)
template <class Group>
int team_sync(const Group &group, const char *routine, nvshmem_team_t team);

// sync (spec/collectives.yaml:137)
int sync(const char *routine, nvshmem_team_t team);

// broadcastmem (spec/collectives.yaml:155)
template <class Group>
int broadcastmem(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int pe_root);

// fcollectmem (spec/collectives.yaml:218)
template <class Group>
int fcollectmem(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems);

// alltoallmem (spec/collectives.yaml:260)
template <class Group>
int alltoallmem(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems);

// broadcast (spec/collectives.yaml:302)
template <typename T, class Group>
int broadcast(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nelems,
    int pe_root);

// fcollect (spec/collectives.yaml:344)
template <typename T, class Group>
int fcollect(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nelems);

// alltoall (spec/collectives.yaml:380)
template <typename T, class Group>
int alltoall(
    const Group &group,
    const char *routine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nelems);

// reduce: every routine whose `combine` names it (the first, and_reduce, spec/collectives.yaml:418)
template <typename T, class Combine, class Group>
int reduce(
    const Group &group,
    const char *routine,
    Combine combine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nreduce);

// reducescatter: every routine whose `combine` names it (the first, and_reducescatter, spec/collectives.yaml:599)
template <typename T, class Combine, class Group>
int reducescatter(
    const Group &group,
    const char *routine,
    Combine combine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nreduce);

#endif

// Stream forms.

// signal_op (spec/updates.yaml:31)
#if SYMSYNC_CUDA_TYPES
void signal_op_on_stream(
    const char *routine,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream);
#endif

// p (spec/updates.yaml:131)
#if SYMSYNC_CUDA_TYPES
template <typename T>
void p_on_stream(
    const char *routine,
    T *dest,
    T value,
    int pe,
    cudaStream_t stream);
#endif

// quiet (spec/updates.yaml:173)
#if SYMSYNC_CUDA_TYPES
void quiet_on_stream(const char *routine, cudaStream_t stream);
#endif

// put (spec/rma.yaml:32)
#if SYMSYNC_CUDA_TYPES
template <size_t kElement>
void put_on_stream(
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream);
#endif

// put_nbi (spec/rma.yaml:88)
#if SYMSYNC_CUDA_TYPES
template <size_t kElement>
void put_nbi_on_stream(
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream);
#endif

// get (spec/rma.yaml:105)
#if SYMSYNC_CUDA_TYPES
template <size_t kElement>
void get_on_stream(
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream);
#endif

// get_nbi (spec/rma.yaml:140)
#if SYMSYNC_CUDA_TYPES
template <size_t kElement>
void get_nbi_on_stream(
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    int pe,
    cudaStream_t stream);
#endif

// g (spec/rma.yaml:156)
#if SYMSYNC_CUDA_TYPES
template <typename T>
T g_on_stream(
    const char *routine,
    const T *source,
    int pe,
    cudaStream_t stream);
#endif

// put_signal (spec/rma.yaml:182)
#if SYMSYNC_CUDA_TYPES
template <size_t kElement>
void put_signal_on_stream(
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream);
#endif

// put_signal_nbi (spec/rma.yaml:227)
#if SYMSYNC_CUDA_TYPES
template <size_t kElement>
void put_signal_nbi_on_stream(
    const char *routine,
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe,
    cudaStream_t stream);
#endif

// barrier_all (spec/collectives.yaml:15)
#if SYMSYNC_CUDA_TYPES
void barrier_all_on_stream(const char *routine, cudaStream_t stream);
#endif

// sync_all (spec/collectives.yaml:44)
#if SYMSYNC_CUDA_TYPES
void sync_all_on_stream(const char *routine, cudaStream_t stream);
#endif

// barrier (spec/collectives.yaml:64)
#if SYMSYNC_CUDA_TYPES
int barrier_on_stream(
    const char *routine,
    nvshmem_team_t team,
    cudaStream_t stream);
#endif

// team_sync (spec/collectives.yaml:109)
#if SYMSYNC_CUDA_TYPES
int team_sync_on_stream(
    const char *routine,
    nvshmem_team_t team,
    cudaStream_t stream);
#endif

// broadcastmem (spec/collectives.yaml:155)
#if SYMSYNC_CUDA_TYPES
int broadcastmem_on_stream(
    const char *routine,
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream);
#endif

// fcollectmem (spec/collectives.yaml:218)
#if SYMSYNC_CUDA_TYPES
int fcollectmem_on_stream(
    const char *routine,
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    cudaStream_t stream);
#endif

// alltoallmem (spec/collectives.yaml:260)
#if SYMSYNC_CUDA_TYPES
int alltoallmem_on_stream(
    const char *routine,
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    cudaStream_t stream);
#endif

// broadcast (spec/collectives.yaml:302)
#if SYMSYNC_CUDA_TYPES
template <typename T>
int broadcast_on_stream(
    const char *routine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nelems,
    int pe_root,
    cudaStream_t stream);
#endif

// fcollect (spec/collectives.yaml:344)
#if SYMSYNC_CUDA_TYPES
template <typename T>
int fcollect_on_stream(
    const char *routine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nelems,
    cudaStream_t stream);
#endif

// alltoall (spec/collectives.yaml:380)
#if SYMSYNC_CUDA_TYPES
template <typename T>
int alltoall_on_stream(
    const char *routine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nelems,
    cudaStream_t stream);
#endif

// reduce: every routine whose `combine` names it (the first, and_reduce, spec/collectives.yaml:418)
#if SYMSYNC_CUDA_TYPES
template <typename T, class Combine>
int reduce_on_stream(
    const char *routine,
    Combine combine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nreduce,
    cudaStream_t stream);
#endif

// reducescatter: every routine whose `combine` names it (the first, and_reducescatter, spec/collectives.yaml:599)
#if SYMSYNC_CUDA_TYPES
template <typename T, class Combine>
int reducescatter_on_stream(
    const char *routine,
    Combine combine,
    nvshmem_team_t team,
    T *dest,
    const T *src,
    size_t nreduce,
    cudaStream_t stream);
#endif


}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_IMPLEMENTATIONS_H_
