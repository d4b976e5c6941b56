// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml with
// templates/include/nvshmem.h.j2.
//
// The symsync implementation of NVSHMEM's point-to-point synchronization and
// setup/query API. Host code (g++ or nvcc) sees plain C declarations of the
// host forms; CUDA device code sees inline device definitions under the same
// names. The two are chosen per compilation pass with __CUDA_ARCH__, so a
// kernel, a __host__ __device__ function and host code can all call
// nvshmem_int_wait_until, with or without -rdc. The device definitions are
// static: each translation unit reads its own copy of the device state (see
// symsync/device_state.h), also when -rdc links several into one program.

#ifndef NVSHMEM_H_
#define NVSHMEM_H_

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

// Comparison operators. The `cmp` argument of every wait and test routine is
// one of these. The routine compares the symmetric variable (left operand) with
// the comparison value (right operand) using the operator shown.
#define NVSHMEM_CMP_EQ 0
#define NVSHMEM_CMP_NE 1
#define NVSHMEM_CMP_GT 2
#define NVSHMEM_CMP_LE 3
#define NVSHMEM_CMP_LT 4
#define NVSHMEM_CMP_GE 5

// Thread levels. How many threads of a PE may call the library, from least to
// most permissive; `nvshmem_init_thread` takes the level a program asks for and
// reports the level it got. symsync's host API is thread safe and always
// provides NVSHMEM_THREAD_MULTIPLE.
#define NVSHMEM_THREAD_SINGLE 0
#define NVSHMEM_THREAD_FUNNELED 1
#define NVSHMEM_THREAD_SERIALIZED 2
#define NVSHMEM_THREAD_MULTIPLE 3

// Specification version. The version of the OpenSHMEM specification whose
// routines this library implements; `nvshmem_info_get_version` reports the same
// numbers.
#define NVSHMEM_MAJOR_VERSION 1
#define NVSHMEM_MINOR_VERSION 5

// Vendor. Identify this implementation. `nvshmem_info_get_name` copies
// NVSHMEM_VENDOR_STRING into a buffer of NVSHMEM_MAX_NAME_LEN bytes.
#define NVSHMEM_MAX_NAME_LEN 256
#define NVSHMEM_VENDOR_STRING "symsync 0.1.0"
#define NVSHMEM_VENDOR_MAJOR_VERSION 0
#define NVSHMEM_VENDOR_MINOR_VERSION 1
#define NVSHMEM_VENDOR_PATCH_VERSION 0

// Start flags. The `flags` argument of `nvshmemx_init_attr` is one of these: it
// says how the PEs find each other, and so which part of the attributes the
// library reads.
#define NVSHMEMX_INIT_THREAD_PES 1
#define NVSHMEMX_INIT_WITH_MPI_COMM (1 << 1)
#define NVSHMEMX_INIT_WITH_SHMEM (1 << 2)
#define NVSHMEMX_INIT_WITH_UNIQUEID (1 << 3)

// Library status. What `nvshmemx_init_status` reports about the calling
// process, in the order a start goes through them.
#define NVSHMEM_STATUS_NOT_INITIALIZED 0
#define NVSHMEM_STATUS_IS_BOOTSTRAPPED 1
#define NVSHMEM_STATUS_IS_INITIALIZED 2
#define NVSHMEM_STATUS_LIMITED_MPG 3
#define NVSHMEM_STATUS_FULL_MPG 4
#define NVSHMEM_STATUS_INVALID INT_MAX

// Predefined teams. Handles of type `nvshmem_team_t` for the teams that exist
// from `nvshmem_init` to `nvshmem_finalize`, for `nvshmem_team_my_pe` and
// `nvshmem_team_n_pes`.
#define NVSHMEM_TEAM_INVALID (-1)
#define NVSHMEM_TEAM_WORLD 0
#define NVSHMEM_TEAM_SHARED 1
#define NVSHMEMX_TEAM_SHARED NVSHMEM_TEAM_SHARED
#define NVSHMEMX_TEAM_NODE 2

// nvshmem_team_t: A handle naming a team: a set of PEs in which each member has
// its own number, from 0 to the size of the team minus 1. symsync provides the
// predefined teams NVSHMEM_TEAM_WORLD, NVSHMEM_TEAM_SHARED and
// NVSHMEMX_TEAM_NODE; NVSHMEM_TEAM_INVALID names no team.
typedef int32_t nvshmem_team_t;

// nvshmemx_team_t: Another name for `nvshmem_team_t`, in the nvshmemx
// namespace.
typedef nvshmem_team_t nvshmemx_team_t;

// nvshmemx_uniqueid_v1 (nvshmemx_uniqueid_t): An opaque token that identifies
// one job. One process creates it with `nvshmemx_get_uniqueid`, the program
// passes its bytes to every other process by its own means (a file, a socket,
// MPI), and every process hands it to `nvshmemx_set_attr_uniqueid_args` so that
// `nvshmemx_init_attr` can find the others without a launcher. Copy it as plain
// bytes; its content after `version` is private to the library.
typedef struct {
  // Layout version and size, set by NVSHMEMX_UNIQUEID_INITIALIZER.
  int version;
  // Private to the library.
  char internal[124];
} nvshmemx_uniqueid_v1;
typedef nvshmemx_uniqueid_v1 nvshmemx_uniqueid_t;

// nvshmemx_uniqueid_args_v1 (nvshmemx_uniqueid_args_t): Where this PE stands in
// a job started from a unique ID: the token and this PE's rank among the job's
// PEs. `nvshmemx_set_attr_uniqueid_args` fills it inside an
// `nvshmemx_init_attr_t`.
typedef struct {
  // Layout version and size, set by NVSHMEMX_UNIQUEID_ARGS_INITIALIZER.
  int version;
  // The job's token; it must stay valid until `nvshmemx_init_attr` returns.
  nvshmemx_uniqueid_v1 *id;
  // This PE's number in the job, from 0 to `nranks` minus 1; -1 when unset.
  int myrank;
  // How many PEs the job has; -1 when unset.
  int nranks;
} nvshmemx_uniqueid_args_v1;
typedef nvshmemx_uniqueid_args_v1 nvshmemx_uniqueid_args_t;

// nvshmemx_init_args_v2 (nvshmemx_init_args_t): The arguments of a start with
// `nvshmemx_init_attr` beyond the choice of bootstrap: the unique-ID arguments
// and the GPU to use.
typedef struct {
  // Layout version and size, set by NVSHMEMX_INIT_ARGS_INITIALIZER.
  int version;
  // The token and rank of a start with NVSHMEMX_INIT_WITH_UNIQUEID.
  nvshmemx_uniqueid_args_t uid_args;
  // The CUDA device this PE uses; -1 leaves the choice to the library.
  int cuda_device_id;
  // Reserved; keep it zero.
  char content[92];
} nvshmemx_init_args_v2;
typedef nvshmemx_init_args_v2 nvshmemx_init_args_t;

// nvshmemx_init_attr_v2 (nvshmemx_init_attr_t): What `nvshmemx_init_attr` needs
// to start the library: start from NVSHMEMX_INIT_ATTR_INITIALIZER, then let
// `nvshmemx_set_attr_uniqueid_args` or `nvshmemx_set_attr_mpi_comm_args` fill
// in the part the chosen flag reads.
typedef struct {
  // Layout version and size, set by NVSHMEMX_INIT_ATTR_INITIALIZER.
  int version;
  // Points to the MPI communicator whose processes become the PEs, for a start
  // with NVSHMEMX_INIT_WITH_MPI_COMM; NULL otherwise.
  void *mpi_comm;
  // The other arguments of the start.
  nvshmemx_init_args_t args;
} nvshmemx_init_attr_v2;
typedef nvshmemx_init_attr_v2 nvshmemx_init_attr_t;

// The sizes of the structures are part of NVSHMEM's binary interface.
#if defined(__cplusplus)
static_assert(sizeof(nvshmemx_uniqueid_v1) == 128,
              "nvshmemx_uniqueid_v1 is 128 bytes");
static_assert(sizeof(nvshmemx_uniqueid_args_v1) == 24,
              "nvshmemx_uniqueid_args_v1 is 24 bytes");
static_assert(sizeof(nvshmemx_init_args_v2) == 128,
              "nvshmemx_init_args_v2 is 128 bytes");
static_assert(sizeof(nvshmemx_init_attr_v2) == 144,
              "nvshmemx_init_attr_v2 is 144 bytes");
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
_Static_assert(sizeof(nvshmemx_uniqueid_v1) == 128,
               "nvshmemx_uniqueid_v1 is 128 bytes");
_Static_assert(sizeof(nvshmemx_uniqueid_args_v1) == 24,
               "nvshmemx_uniqueid_args_v1 is 24 bytes");
_Static_assert(sizeof(nvshmemx_init_args_v2) == 128,
               "nvshmemx_init_args_v2 is 128 bytes");
_Static_assert(sizeof(nvshmemx_init_attr_v2) == 144,
               "nvshmemx_init_attr_v2 is 144 bytes");
#endif

// Initializers: each sets a structure's version field to (layout version <<
// 16) + its size, which the library checks, and the other fields to "not set".
// (The braces would confuse clang-format, hence the fence.)
// clang-format off
// NVSHMEMX_UNIQUEID_INITIALIZER: An empty token, ready for
// `nvshmemx_get_uniqueid` to fill.
#define NVSHMEMX_UNIQUEID_INITIALIZER \
  {(1 << 16) + sizeof(nvshmemx_uniqueid_t), {0}}
// NVSHMEMX_UNIQUEID_ARGS_INITIALIZER: No token and no rank yet.
#define NVSHMEMX_UNIQUEID_ARGS_INITIALIZER \
  {(1 << 16) + sizeof(nvshmemx_uniqueid_args_t), NULL, -1, -1}
// NVSHMEMX_INIT_ARGS_INITIALIZER: No unique-ID arguments and no chosen device.
#define NVSHMEMX_INIT_ARGS_INITIALIZER       \
  {(2 << 16) + sizeof(nvshmemx_init_args_t), \
   NVSHMEMX_UNIQUEID_ARGS_INITIALIZER, -1, {0}}
// NVSHMEMX_INIT_ARGS_V2_INITIALIZER: The same as
// NVSHMEMX_INIT_ARGS_INITIALIZER, under its versioned name.
#define NVSHMEMX_INIT_ARGS_V2_INITIALIZER    \
  {(2 << 16) + sizeof(nvshmemx_init_args_t), \
   NVSHMEMX_UNIQUEID_ARGS_INITIALIZER, -1, {0}}
// NVSHMEMX_INIT_ATTR_INITIALIZER: Attributes with nothing chosen yet.
#define NVSHMEMX_INIT_ATTR_INITIALIZER             \
  {(2 << 16) + sizeof(nvshmemx_init_attr_t), NULL, \
   NVSHMEMX_INIT_ARGS_V2_INITIALIZER}
// clang-format on

#if defined(__CUDACC__)
#include <symsync/device_api.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

// Host-only routines.

// nvshmem_init: Start the library on every PE.
void nvshmem_init(void);

// nvshmem_init_thread: Start the library and ask for a thread level.
int nvshmem_init_thread(int requested, int *provided);

// nvshmem_query_thread: Report the thread level the library provides.
void nvshmem_query_thread(int *provided);

// nvshmemx_get_uniqueid: Make a unique ID from which the PEs of a new job can
// find each other.
int nvshmemx_get_uniqueid(nvshmemx_uniqueid_t *uniqueid);

// nvshmemx_set_attr_uniqueid_args: Prepare start attributes for a start from a
// unique ID.
int nvshmemx_set_attr_uniqueid_args(const int myrank, const int nranks,
                                    const nvshmemx_uniqueid_t *uniqueid,
                                    nvshmemx_init_attr_t *attr);

// nvshmemx_set_attr_mpi_comm_args: Prepare start attributes for a start over an
// MPI communicator.
int nvshmemx_set_attr_mpi_comm_args(void *mpi_comm,
                                    nvshmemx_init_attr_t *nvshmem_attr);

// nvshmemx_init_attr: Start the library on every PE the way the flags and
// attributes say.
int nvshmemx_init_attr(unsigned int flags, nvshmemx_init_attr_t *attributes);

// nvshmemx_init_status: Report how far the library has started in this process.
int nvshmemx_init_status(void);

// nvshmem_finalize: End the library on every PE.
void nvshmem_finalize(void);

// nvshmem_malloc: Allocate a block of the symmetric heap on every PE.
void *nvshmem_malloc(size_t size);

// nvshmem_calloc: Allocate a zeroed array in the symmetric heap on every PE.
void *nvshmem_calloc(size_t count, size_t size);

// nvshmem_align: Allocate a block of the symmetric heap with a chosen
// alignment.
void *nvshmem_align(size_t alignment, size_t size);

// nvshmem_free: Return a symmetric block to the heap on every PE.
void nvshmem_free(void *ptr);

// nvshmem_barrier_all: Wait until every PE has reached this call.
void nvshmem_barrier_all(void);

#if !defined(__CUDA_ARCH__)
// Routines with host and device forms: the host declarations.

// nvshmem_my_pe: The number of the calling PE.
int nvshmem_my_pe(void);

// nvshmem_n_pes: The number of PEs running the program.
int nvshmem_n_pes(void);

// nvshmem_team_my_pe: The number of the calling PE in a team.
int nvshmem_team_my_pe(nvshmem_team_t team);

// nvshmem_team_n_pes: The number of PEs in a team.
int nvshmem_team_n_pes(nvshmem_team_t team);

// nvshmem_ptr: A pointer through which plain loads and stores reach a symmetric
// object on another PE.
void *nvshmem_ptr(const void *dest, int pe);

// nvshmem_info_get_version: The version of the OpenSHMEM specification this
// library implements.
void nvshmem_info_get_version(int *major, int *minor);

// nvshmem_info_get_name: The name of this library.
void nvshmem_info_get_name(char *name);

// nvshmem_TYPENAME_wait: Wait until a symmetric variable no longer holds a
// given value.
void nvshmem_short_wait(short *ivar, short cmp_value);
void nvshmem_int_wait(int *ivar, int cmp_value);
void nvshmem_long_wait(long *ivar, long cmp_value);
void nvshmem_longlong_wait(long long *ivar, long long cmp_value);
void nvshmem_ushort_wait(unsigned short *ivar, unsigned short cmp_value);
void nvshmem_uint_wait(unsigned int *ivar, unsigned int cmp_value);
void nvshmem_ulong_wait(unsigned long *ivar, unsigned long cmp_value);
void nvshmem_ulonglong_wait(unsigned long long *ivar,
                            unsigned long long cmp_value);
void nvshmem_int32_wait(int32_t *ivar, int32_t cmp_value);
void nvshmem_int64_wait(int64_t *ivar, int64_t cmp_value);
void nvshmem_uint32_wait(uint32_t *ivar, uint32_t cmp_value);
void nvshmem_uint64_wait(uint64_t *ivar, uint64_t cmp_value);
void nvshmem_size_wait(size_t *ivar, size_t cmp_value);
void nvshmem_ptrdiff_wait(ptrdiff_t *ivar, ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until: Wait until a symmetric variable satisfies a
// comparison.
void nvshmem_short_wait_until(short *ivar, int cmp, short cmp_value);
void nvshmem_int_wait_until(int *ivar, int cmp, int cmp_value);
void nvshmem_long_wait_until(long *ivar, int cmp, long cmp_value);
void nvshmem_longlong_wait_until(long long *ivar, int cmp, long long cmp_value);
void nvshmem_ushort_wait_until(unsigned short *ivar, int cmp,
                               unsigned short cmp_value);
void nvshmem_uint_wait_until(unsigned int *ivar, int cmp,
                             unsigned int cmp_value);
void nvshmem_ulong_wait_until(unsigned long *ivar, int cmp,
                              unsigned long cmp_value);
void nvshmem_ulonglong_wait_until(unsigned long long *ivar, int cmp,
                                  unsigned long long cmp_value);
void nvshmem_int32_wait_until(int32_t *ivar, int cmp, int32_t cmp_value);
void nvshmem_int64_wait_until(int64_t *ivar, int cmp, int64_t cmp_value);
void nvshmem_uint32_wait_until(uint32_t *ivar, int cmp, uint32_t cmp_value);
void nvshmem_uint64_wait_until(uint64_t *ivar, int cmp, uint64_t cmp_value);
void nvshmem_size_wait_until(size_t *ivar, int cmp, size_t cmp_value);
void nvshmem_ptrdiff_wait_until(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until_all: Wait until every variable of a set satisfies
// a comparison.
void nvshmem_short_wait_until_all(short *ivars, size_t nelems,
                                  const int *status, int cmp, short cmp_value);
void nvshmem_int_wait_until_all(int *ivars, size_t nelems, const int *status,
                                int cmp, int cmp_value);
void nvshmem_long_wait_until_all(long *ivars, size_t nelems, const int *status,
                                 int cmp, long cmp_value);
void nvshmem_longlong_wait_until_all(long long *ivars, size_t nelems,
                                     const int *status, int cmp,
                                     long long cmp_value);
void nvshmem_ushort_wait_until_all(unsigned short *ivars, size_t nelems,
                                   const int *status, int cmp,
                                   unsigned short cmp_value);
void nvshmem_uint_wait_until_all(unsigned int *ivars, size_t nelems,
                                 const int *status, int cmp,
                                 unsigned int cmp_value);
void nvshmem_ulong_wait_until_all(unsigned long *ivars, size_t nelems,
                                  const int *status, int cmp,
                                  unsigned long cmp_value);
void nvshmem_ulonglong_wait_until_all(unsigned long long *ivars, size_t nelems,
                                      const int *status, int cmp,
                                      unsigned long long cmp_value);
void nvshmem_int32_wait_until_all(int32_t *ivars, size_t nelems,
                                  const int *status, int cmp,
                                  int32_t cmp_value);
void nvshmem_int64_wait_until_all(int64_t *ivars, size_t nelems,
                                  const int *status, int cmp,
                                  int64_t cmp_value);
void nvshmem_uint32_wait_until_all(uint32_t *ivars, size_t nelems,
                                   const int *status, int cmp,
                                   uint32_t cmp_value);
void nvshmem_uint64_wait_until_all(uint64_t *ivars, size_t nelems,
                                   const int *status, int cmp,
                                   uint64_t cmp_value);
void nvshmem_size_wait_until_all(size_t *ivars, size_t nelems,
                                 const int *status, int cmp, size_t cmp_value);
void nvshmem_ptrdiff_wait_until_all(ptrdiff_t *ivars, size_t nelems,
                                    const int *status, int cmp,
                                    ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until_any: Wait until at least one variable of a set
// satisfies a comparison, and return its index.
size_t nvshmem_short_wait_until_any(short *ivars, size_t nelems,
                                    const int *status, int cmp,
                                    short cmp_value);
size_t nvshmem_int_wait_until_any(int *ivars, size_t nelems, const int *status,
                                  int cmp, int cmp_value);
size_t nvshmem_long_wait_until_any(long *ivars, size_t nelems,
                                   const int *status, int cmp, long cmp_value);
size_t nvshmem_longlong_wait_until_any(long long *ivars, size_t nelems,
                                       const int *status, int cmp,
                                       long long cmp_value);
size_t nvshmem_ushort_wait_until_any(unsigned short *ivars, size_t nelems,
                                     const int *status, int cmp,
                                     unsigned short cmp_value);
size_t nvshmem_uint_wait_until_any(unsigned int *ivars, size_t nelems,
                                   const int *status, int cmp,
                                   unsigned int cmp_value);
size_t nvshmem_ulong_wait_until_any(unsigned long *ivars, size_t nelems,
                                    const int *status, int cmp,
                                    unsigned long cmp_value);
size_t nvshmem_ulonglong_wait_until_any(unsigned long long *ivars,
                                        size_t nelems, const int *status,
                                        int cmp, unsigned long long cmp_value);
size_t nvshmem_int32_wait_until_any(int32_t *ivars, size_t nelems,
                                    const int *status, int cmp,
                                    int32_t cmp_value);
size_t nvshmem_int64_wait_until_any(int64_t *ivars, size_t nelems,
                                    const int *status, int cmp,
                                    int64_t cmp_value);
size_t nvshmem_uint32_wait_until_any(uint32_t *ivars, size_t nelems,
                                     const int *status, int cmp,
                                     uint32_t cmp_value);
size_t nvshmem_uint64_wait_until_any(uint64_t *ivars, size_t nelems,
                                     const int *status, int cmp,
                                     uint64_t cmp_value);
size_t nvshmem_size_wait_until_any(size_t *ivars, size_t nelems,
                                   const int *status, int cmp,
                                   size_t cmp_value);
size_t nvshmem_ptrdiff_wait_until_any(ptrdiff_t *ivars, size_t nelems,
                                      const int *status, int cmp,
                                      ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until_some: Wait until at least one variable of a set
// satisfies a comparison, and report all that do.
size_t nvshmem_short_wait_until_some(short *ivars, size_t nelems,
                                     size_t *indices, const int *status,
                                     int cmp, short cmp_value);
size_t nvshmem_int_wait_until_some(int *ivars, size_t nelems, size_t *indices,
                                   const int *status, int cmp, int cmp_value);
size_t nvshmem_long_wait_until_some(long *ivars, size_t nelems, size_t *indices,
                                    const int *status, int cmp, long cmp_value);
size_t nvshmem_longlong_wait_until_some(long long *ivars, size_t nelems,
                                        size_t *indices, const int *status,
                                        int cmp, long long cmp_value);
size_t nvshmem_ushort_wait_until_some(unsigned short *ivars, size_t nelems,
                                      size_t *indices, const int *status,
                                      int cmp, unsigned short cmp_value);
size_t nvshmem_uint_wait_until_some(unsigned int *ivars, size_t nelems,
                                    size_t *indices, const int *status, int cmp,
                                    unsigned int cmp_value);
size_t nvshmem_ulong_wait_until_some(unsigned long *ivars, size_t nelems,
                                     size_t *indices, const int *status,
                                     int cmp, unsigned long cmp_value);
size_t nvshmem_ulonglong_wait_until_some(unsigned long long *ivars,
                                         size_t nelems, size_t *indices,
                                         const int *status, int cmp,
                                         unsigned long long cmp_value);
size_t nvshmem_int32_wait_until_some(int32_t *ivars, size_t nelems,
                                     size_t *indices, const int *status,
                                     int cmp, int32_t cmp_value);
size_t nvshmem_int64_wait_until_some(int64_t *ivars, size_t nelems,
                                     size_t *indices, const int *status,
                                     int cmp, int64_t cmp_value);
size_t nvshmem_uint32_wait_until_some(uint32_t *ivars, size_t nelems,
                                      size_t *indices, const int *status,
                                      int cmp, uint32_t cmp_value);
size_t nvshmem_uint64_wait_until_some(uint64_t *ivars, size_t nelems,
                                      size_t *indices, const int *status,
                                      int cmp, uint64_t cmp_value);
size_t nvshmem_size_wait_until_some(size_t *ivars, size_t nelems,
                                    size_t *indices, const int *status, int cmp,
                                    size_t cmp_value);
size_t nvshmem_ptrdiff_wait_until_some(ptrdiff_t *ivars, size_t nelems,
                                       size_t *indices, const int *status,
                                       int cmp, ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until_all_vector: Wait until every variable of a set
// satisfies a comparison with its own value.
void nvshmem_short_wait_until_all_vector(short *ivars, size_t nelems,
                                         const int *status, int cmp,
                                         short *cmp_values);
void nvshmem_int_wait_until_all_vector(int *ivars, size_t nelems,
                                       const int *status, int cmp,
                                       int *cmp_values);
void nvshmem_long_wait_until_all_vector(long *ivars, size_t nelems,
                                        const int *status, int cmp,
                                        long *cmp_values);
void nvshmem_longlong_wait_until_all_vector(long long *ivars, size_t nelems,
                                            const int *status, int cmp,
                                            long long *cmp_values);
void nvshmem_ushort_wait_until_all_vector(unsigned short *ivars, size_t nelems,
                                          const int *status, int cmp,
                                          unsigned short *cmp_values);
void nvshmem_uint_wait_until_all_vector(unsigned int *ivars, size_t nelems,
                                        const int *status, int cmp,
                                        unsigned int *cmp_values);
void nvshmem_ulong_wait_until_all_vector(unsigned long *ivars, size_t nelems,
                                         const int *status, int cmp,
                                         unsigned long *cmp_values);
void nvshmem_ulonglong_wait_until_all_vector(unsigned long long *ivars,
                                             size_t nelems, const int *status,
                                             int cmp,
                                             unsigned long long *cmp_values);
void nvshmem_int32_wait_until_all_vector(int32_t *ivars, size_t nelems,
                                         const int *status, int cmp,
                                         int32_t *cmp_values);
void nvshmem_int64_wait_until_all_vector(int64_t *ivars, size_t nelems,
                                         const int *status, int cmp,
                                         int64_t *cmp_values);
void nvshmem_uint32_wait_until_all_vector(uint32_t *ivars, size_t nelems,
                                          const int *status, int cmp,
                                          uint32_t *cmp_values);
void nvshmem_uint64_wait_until_all_vector(uint64_t *ivars, size_t nelems,
                                          const int *status, int cmp,
                                          uint64_t *cmp_values);
void nvshmem_size_wait_until_all_vector(size_t *ivars, size_t nelems,
                                        const int *status, int cmp,
                                        size_t *cmp_values);
void nvshmem_ptrdiff_wait_until_all_vector(ptrdiff_t *ivars, size_t nelems,
                                           const int *status, int cmp,
                                           ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_wait_until_any_vector: Wait until at least one variable of a
// set satisfies a comparison with its own value, and return its index.
size_t nvshmem_short_wait_until_any_vector(short *ivars, size_t nelems,
                                           const int *status, int cmp,
                                           short *cmp_values);
size_t nvshmem_int_wait_until_any_vector(int *ivars, size_t nelems,
                                         const int *status, int cmp,
                                         int *cmp_values);
size_t nvshmem_long_wait_until_any_vector(long *ivars, size_t nelems,
                                          const int *status, int cmp,
                                          long *cmp_values);
size_t nvshmem_longlong_wait_until_any_vector(long long *ivars, size_t nelems,
                                              const int *status, int cmp,
                                              long long *cmp_values);
size_t nvshmem_ushort_wait_until_any_vector(unsigned short *ivars,
                                            size_t nelems, const int *status,
                                            int cmp,
                                            unsigned short *cmp_values);
size_t nvshmem_uint_wait_until_any_vector(unsigned int *ivars, size_t nelems,
                                          const int *status, int cmp,
                                          unsigned int *cmp_values);
size_t nvshmem_ulong_wait_until_any_vector(unsigned long *ivars, size_t nelems,
                                           const int *status, int cmp,
                                           unsigned long *cmp_values);
size_t nvshmem_ulonglong_wait_until_any_vector(unsigned long long *ivars,
                                               size_t nelems, const int *status,
                                               int cmp,
                                               unsigned long long *cmp_values);
size_t nvshmem_int32_wait_until_any_vector(int32_t *ivars, size_t nelems,
                                           const int *status, int cmp,
                                           int32_t *cmp_values);
size_t nvshmem_int64_wait_until_any_vector(int64_t *ivars, size_t nelems,
                                           const int *status, int cmp,
                                           int64_t *cmp_values);
size_t nvshmem_uint32_wait_until_any_vector(uint32_t *ivars, size_t nelems,
                                            const int *status, int cmp,
                                            uint32_t *cmp_values);
size_t nvshmem_uint64_wait_until_any_vector(uint64_t *ivars, size_t nelems,
                                            const int *status, int cmp,
                                            uint64_t *cmp_values);
size_t nvshmem_size_wait_until_any_vector(size_t *ivars, size_t nelems,
                                          const int *status, int cmp,
                                          size_t *cmp_values);
size_t nvshmem_ptrdiff_wait_until_any_vector(ptrdiff_t *ivars, size_t nelems,
                                             const int *status, int cmp,
                                             ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_wait_until_some_vector: Wait until at least one variable of
// a set satisfies a comparison with its own value, and report all that do.
size_t nvshmem_short_wait_until_some_vector(short *ivars, size_t nelems,
                                            size_t *indices, const int *status,
                                            int cmp, short *cmp_values);
size_t nvshmem_int_wait_until_some_vector(int *ivars, size_t nelems,
                                          size_t *indices, const int *status,
                                          int cmp, int *cmp_values);
size_t nvshmem_long_wait_until_some_vector(long *ivars, size_t nelems,
                                           size_t *indices, const int *status,
                                           int cmp, long *cmp_values);
size_t nvshmem_longlong_wait_until_some_vector(long long *ivars, size_t nelems,
                                               size_t *indices,
                                               const int *status, int cmp,
                                               long long *cmp_values);
size_t nvshmem_ushort_wait_until_some_vector(unsigned short *ivars,
                                             size_t nelems, size_t *indices,
                                             const int *status, int cmp,
                                             unsigned short *cmp_values);
size_t nvshmem_uint_wait_until_some_vector(unsigned int *ivars, size_t nelems,
                                           size_t *indices, const int *status,
                                           int cmp, unsigned int *cmp_values);
size_t nvshmem_ulong_wait_until_some_vector(unsigned long *ivars, size_t nelems,
                                            size_t *indices, const int *status,
                                            int cmp, unsigned long *cmp_values);
size_t nvshmem_ulonglong_wait_until_some_vector(unsigned long long *ivars,
                                                size_t nelems, size_t *indices,
                                                const int *status, int cmp,
                                                unsigned long long *cmp_values);
size_t nvshmem_int32_wait_until_some_vector(int32_t *ivars, size_t nelems,
                                            size_t *indices, const int *status,
                                            int cmp, int32_t *cmp_values);
size_t nvshmem_int64_wait_until_some_vector(int64_t *ivars, size_t nelems,
                                            size_t *indices, const int *status,
                                            int cmp, int64_t *cmp_values);
size_t nvshmem_uint32_wait_until_some_vector(uint32_t *ivars, size_t nelems,
                                             size_t *indices, const int *status,
                                             int cmp, uint32_t *cmp_values);
size_t nvshmem_uint64_wait_until_some_vector(uint64_t *ivars, size_t nelems,
                                             size_t *indices, const int *status,
                                             int cmp, uint64_t *cmp_values);
size_t nvshmem_size_wait_until_some_vector(size_t *ivars, size_t nelems,
                                           size_t *indices, const int *status,
                                           int cmp, size_t *cmp_values);
size_t nvshmem_ptrdiff_wait_until_some_vector(ptrdiff_t *ivars, size_t nelems,
                                              size_t *indices,
                                              const int *status, int cmp,
                                              ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_test: Check, without waiting, whether a symmetric variable
// satisfies a comparison.
int nvshmem_short_test(short *ivar, int cmp, short cmp_value);
int nvshmem_int_test(int *ivar, int cmp, int cmp_value);
int nvshmem_long_test(long *ivar, int cmp, long cmp_value);
int nvshmem_longlong_test(long long *ivar, int cmp, long long cmp_value);
int nvshmem_ushort_test(unsigned short *ivar, int cmp,
                        unsigned short cmp_value);
int nvshmem_uint_test(unsigned int *ivar, int cmp, unsigned int cmp_value);
int nvshmem_ulong_test(unsigned long *ivar, int cmp, unsigned long cmp_value);
int nvshmem_ulonglong_test(unsigned long long *ivar, int cmp,
                           unsigned long long cmp_value);
int nvshmem_int32_test(int32_t *ivar, int cmp, int32_t cmp_value);
int nvshmem_int64_test(int64_t *ivar, int cmp, int64_t cmp_value);
int nvshmem_uint32_test(uint32_t *ivar, int cmp, uint32_t cmp_value);
int nvshmem_uint64_test(uint64_t *ivar, int cmp, uint64_t cmp_value);
int nvshmem_size_test(size_t *ivar, int cmp, size_t cmp_value);
int nvshmem_ptrdiff_test(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value);

// nvshmem_TYPENAME_test_all: Check, without waiting, whether every variable of
// a set satisfies a comparison.
int nvshmem_short_test_all(short *ivars, size_t nelems, const int *status,
                           int cmp, short cmp_value);
int nvshmem_int_test_all(int *ivars, size_t nelems, const int *status, int cmp,
                         int cmp_value);
int nvshmem_long_test_all(long *ivars, size_t nelems, const int *status,
                          int cmp, long cmp_value);
int nvshmem_longlong_test_all(long long *ivars, size_t nelems,
                              const int *status, int cmp, long long cmp_value);
int nvshmem_ushort_test_all(unsigned short *ivars, size_t nelems,
                            const int *status, int cmp,
                            unsigned short cmp_value);
int nvshmem_uint_test_all(unsigned int *ivars, size_t nelems, const int *status,
                          int cmp, unsigned int cmp_value);
int nvshmem_ulong_test_all(unsigned long *ivars, size_t nelems,
                           const int *status, int cmp, unsigned long cmp_value);
int nvshmem_ulonglong_test_all(unsigned long long *ivars, size_t nelems,
                               const int *status, int cmp,
                               unsigned long long cmp_value);
int nvshmem_int32_test_all(int32_t *ivars, size_t nelems, const int *status,
                           int cmp, int32_t cmp_value);
int nvshmem_int64_test_all(int64_t *ivars, size_t nelems, const int *status,
                           int cmp, int64_t cmp_value);
int nvshmem_uint32_test_all(uint32_t *ivars, size_t nelems, const int *status,
                            int cmp, uint32_t cmp_value);
int nvshmem_uint64_test_all(uint64_t *ivars, size_t nelems, const int *status,
                            int cmp, uint64_t cmp_value);
int nvshmem_size_test_all(size_t *ivars, size_t nelems, const int *status,
                          int cmp, size_t cmp_value);
int nvshmem_ptrdiff_test_all(ptrdiff_t *ivars, size_t nelems, const int *status,
                             int cmp, ptrdiff_t cmp_value);

// nvshmem_TYPENAME_test_any: Check, without waiting, whether any variable of a
// set satisfies a comparison, and return its index.
size_t nvshmem_short_test_any(short *ivars, size_t nelems, const int *status,
                              int cmp, short cmp_value);
size_t nvshmem_int_test_any(int *ivars, size_t nelems, const int *status,
                            int cmp, int cmp_value);
size_t nvshmem_long_test_any(long *ivars, size_t nelems, const int *status,
                             int cmp, long cmp_value);
size_t nvshmem_longlong_test_any(long long *ivars, size_t nelems,
                                 const int *status, int cmp,
                                 long long cmp_value);
size_t nvshmem_ushort_test_any(unsigned short *ivars, size_t nelems,
                               const int *status, int cmp,
                               unsigned short cmp_value);
size_t nvshmem_uint_test_any(unsigned int *ivars, size_t nelems,
                             const int *status, int cmp,
                             unsigned int cmp_value);
size_t nvshmem_ulong_test_any(unsigned long *ivars, size_t nelems,
                              const int *status, int cmp,
                              unsigned long cmp_value);
size_t nvshmem_ulonglong_test_any(unsigned long long *ivars, size_t nelems,
                                  const int *status, int cmp,
                                  unsigned long long cmp_value);
size_t nvshmem_int32_test_any(int32_t *ivars, size_t nelems, const int *status,
                              int cmp, int32_t cmp_value);
size_t nvshmem_int64_test_any(int64_t *ivars, size_t nelems, const int *status,
                              int cmp, int64_t cmp_value);
size_t nvshmem_uint32_test_any(uint32_t *ivars, size_t nelems,
                               const int *status, int cmp, uint32_t cmp_value);
size_t nvshmem_uint64_test_any(uint64_t *ivars, size_t nelems,
                               const int *status, int cmp, uint64_t cmp_value);
size_t nvshmem_size_test_any(size_t *ivars, size_t nelems, const int *status,
                             int cmp, size_t cmp_value);
size_t nvshmem_ptrdiff_test_any(ptrdiff_t *ivars, size_t nelems,
                                const int *status, int cmp,
                                ptrdiff_t cmp_value);

// nvshmem_TYPENAME_test_some: Check, without waiting, which variables of a set
// satisfy a comparison.
size_t nvshmem_short_test_some(short *ivars, size_t nelems, size_t *indices,
                               const int *status, int cmp, short cmp_value);
size_t nvshmem_int_test_some(int *ivars, size_t nelems, size_t *indices,
                             const int *status, int cmp, int cmp_value);
size_t nvshmem_long_test_some(long *ivars, size_t nelems, size_t *indices,
                              const int *status, int cmp, long cmp_value);
size_t nvshmem_longlong_test_some(long long *ivars, size_t nelems,
                                  size_t *indices, const int *status, int cmp,
                                  long long cmp_value);
size_t nvshmem_ushort_test_some(unsigned short *ivars, size_t nelems,
                                size_t *indices, const int *status, int cmp,
                                unsigned short cmp_value);
size_t nvshmem_uint_test_some(unsigned int *ivars, size_t nelems,
                              size_t *indices, const int *status, int cmp,
                              unsigned int cmp_value);
size_t nvshmem_ulong_test_some(unsigned long *ivars, size_t nelems,
                               size_t *indices, const int *status, int cmp,
                               unsigned long cmp_value);
size_t nvshmem_ulonglong_test_some(unsigned long long *ivars, size_t nelems,
                                   size_t *indices, const int *status, int cmp,
                                   unsigned long long cmp_value);
size_t nvshmem_int32_test_some(int32_t *ivars, size_t nelems, size_t *indices,
                               const int *status, int cmp, int32_t cmp_value);
size_t nvshmem_int64_test_some(int64_t *ivars, size_t nelems, size_t *indices,
                               const int *status, int cmp, int64_t cmp_value);
size_t nvshmem_uint32_test_some(uint32_t *ivars, size_t nelems, size_t *indices,
                                const int *status, int cmp, uint32_t cmp_value);
size_t nvshmem_uint64_test_some(uint64_t *ivars, size_t nelems, size_t *indices,
                                const int *status, int cmp, uint64_t cmp_value);
size_t nvshmem_size_test_some(size_t *ivars, size_t nelems, size_t *indices,
                              const int *status, int cmp, size_t cmp_value);
size_t nvshmem_ptrdiff_test_some(ptrdiff_t *ivars, size_t nelems,
                                 size_t *indices, const int *status, int cmp,
                                 ptrdiff_t cmp_value);

// nvshmem_TYPENAME_test_all_vector: Check, without waiting, whether every
// variable of a set satisfies a comparison with its own value.
int nvshmem_short_test_all_vector(short *ivars, size_t nelems,
                                  const int *status, int cmp,
                                  short *cmp_values);
int nvshmem_int_test_all_vector(int *ivars, size_t nelems, const int *status,
                                int cmp, int *cmp_values);
int nvshmem_long_test_all_vector(long *ivars, size_t nelems, const int *status,
                                 int cmp, long *cmp_values);
int nvshmem_longlong_test_all_vector(long long *ivars, size_t nelems,
                                     const int *status, int cmp,
                                     long long *cmp_values);
int nvshmem_ushort_test_all_vector(unsigned short *ivars, size_t nelems,
                                   const int *status, int cmp,
                                   unsigned short *cmp_values);
int nvshmem_uint_test_all_vector(unsigned int *ivars, size_t nelems,
                                 const int *status, int cmp,
                                 unsigned int *cmp_values);
int nvshmem_ulong_test_all_vector(unsigned long *ivars, size_t nelems,
                                  const int *status, int cmp,
                                  unsigned long *cmp_values);
int nvshmem_ulonglong_test_all_vector(unsigned long long *ivars, size_t nelems,
                                      const int *status, int cmp,
                                      unsigned long long *cmp_values);
int nvshmem_int32_test_all_vector(int32_t *ivars, size_t nelems,
                                  const int *status, int cmp,
                                  int32_t *cmp_values);
int nvshmem_int64_test_all_vector(int64_t *ivars, size_t nelems,
                                  const int *status, int cmp,
                                  int64_t *cmp_values);
int nvshmem_uint32_test_all_vector(uint32_t *ivars, size_t nelems,
                                   const int *status, int cmp,
                                   uint32_t *cmp_values);
int nvshmem_uint64_test_all_vector(uint64_t *ivars, size_t nelems,
                                   const int *status, int cmp,
                                   uint64_t *cmp_values);
int nvshmem_size_test_all_vector(size_t *ivars, size_t nelems,
                                 const int *status, int cmp,
                                 size_t *cmp_values);
int nvshmem_ptrdiff_test_all_vector(ptrdiff_t *ivars, size_t nelems,
                                    const int *status, int cmp,
                                    ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_test_any_vector: Check, without waiting, whether any
// variable of a set satisfies a comparison with its own value.
size_t nvshmem_short_test_any_vector(short *ivars, size_t nelems,
                                     const int *status, int cmp,
                                     short *cmp_values);
size_t nvshmem_int_test_any_vector(int *ivars, size_t nelems, const int *status,
                                   int cmp, int *cmp_values);
size_t nvshmem_long_test_any_vector(long *ivars, size_t nelems,
                                    const int *status, int cmp,
                                    long *cmp_values);
size_t nvshmem_longlong_test_any_vector(long long *ivars, size_t nelems,
                                        const int *status, int cmp,
                                        long long *cmp_values);
size_t nvshmem_ushort_test_any_vector(unsigned short *ivars, size_t nelems,
                                      const int *status, int cmp,
                                      unsigned short *cmp_values);
size_t nvshmem_uint_test_any_vector(unsigned int *ivars, size_t nelems,
                                    const int *status, int cmp,
                                    unsigned int *cmp_values);
size_t nvshmem_ulong_test_any_vector(unsigned long *ivars, size_t nelems,
                                     const int *status, int cmp,
                                     unsigned long *cmp_values);
size_t nvshmem_ulonglong_test_any_vector(unsigned long long *ivars,
                                         size_t nelems, const int *status,
                                         int cmp,
                                         unsigned long long *cmp_values);
size_t nvshmem_int32_test_any_vector(int32_t *ivars, size_t nelems,
                                     const int *status, int cmp,
                                     int32_t *cmp_values);
size_t nvshmem_int64_test_any_vector(int64_t *ivars, size_t nelems,
                                     const int *status, int cmp,
                                     int64_t *cmp_values);
size_t nvshmem_uint32_test_any_vector(uint32_t *ivars, size_t nelems,
                                      const int *status, int cmp,
                                      uint32_t *cmp_values);
size_t nvshmem_uint64_test_any_vector(uint64_t *ivars, size_t nelems,
                                      const int *status, int cmp,
                                      uint64_t *cmp_values);
size_t nvshmem_size_test_any_vector(size_t *ivars, size_t nelems,
                                    const int *status, int cmp,
                                    size_t *cmp_values);
size_t nvshmem_ptrdiff_test_any_vector(ptrdiff_t *ivars, size_t nelems,
                                       const int *status, int cmp,
                                       ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_test_some_vector: Check, without waiting, which variables of
// a set satisfy a comparison with their own values.
size_t nvshmem_short_test_some_vector(short *ivars, size_t nelems,
                                      size_t *indices, const int *status,
                                      int cmp, short *cmp_values);
size_t nvshmem_int_test_some_vector(int *ivars, size_t nelems, size_t *indices,
                                    const int *status, int cmp,
                                    int *cmp_values);
size_t nvshmem_long_test_some_vector(long *ivars, size_t nelems,
                                     size_t *indices, const int *status,
                                     int cmp, long *cmp_values);
size_t nvshmem_longlong_test_some_vector(long long *ivars, size_t nelems,
                                         size_t *indices, const int *status,
                                         int cmp, long long *cmp_values);
size_t nvshmem_ushort_test_some_vector(unsigned short *ivars, size_t nelems,
                                       size_t *indices, const int *status,
                                       int cmp, unsigned short *cmp_values);
size_t nvshmem_uint_test_some_vector(unsigned int *ivars, size_t nelems,
                                     size_t *indices, const int *status,
                                     int cmp, unsigned int *cmp_values);
size_t nvshmem_ulong_test_some_vector(unsigned long *ivars, size_t nelems,
                                      size_t *indices, const int *status,
                                      int cmp, unsigned long *cmp_values);
size_t nvshmem_ulonglong_test_some_vector(unsigned long long *ivars,
                                          size_t nelems, size_t *indices,
                                          const int *status, int cmp,
                                          unsigned long long *cmp_values);
size_t nvshmem_int32_test_some_vector(int32_t *ivars, size_t nelems,
                                      size_t *indices, const int *status,
                                      int cmp, int32_t *cmp_values);
size_t nvshmem_int64_test_some_vector(int64_t *ivars, size_t nelems,
                                      size_t *indices, const int *status,
                                      int cmp, int64_t *cmp_values);
size_t nvshmem_uint32_test_some_vector(uint32_t *ivars, size_t nelems,
                                       size_t *indices, const int *status,
                                       int cmp, uint32_t *cmp_values);
size_t nvshmem_uint64_test_some_vector(uint64_t *ivars, size_t nelems,
                                       size_t *indices, const int *status,
                                       int cmp, uint64_t *cmp_values);
size_t nvshmem_size_test_some_vector(size_t *ivars, size_t nelems,
                                     size_t *indices, const int *status,
                                     int cmp, size_t *cmp_values);
size_t nvshmem_ptrdiff_test_some_vector(ptrdiff_t *ivars, size_t nelems,
                                        size_t *indices, const int *status,
                                        int cmp, ptrdiff_t *cmp_values);

// nvshmem_signal_wait_until: Wait until a signal object satisfies a comparison,
// and return the value that satisfied it.
uint64_t nvshmem_signal_wait_until(uint64_t *sig_addr, int cmp,
                                   uint64_t cmp_value);
#endif  // !defined(__CUDA_ARCH__)

#ifdef __cplusplus
}  // extern "C"
#endif

#if defined(__CUDA_ARCH__)
// Routines with host and device forms: the device definitions.

// nvshmem_my_pe: The number of the calling PE.
static __device__ inline int nvshmem_my_pe(void) {
  return symsync::impl::my_pe("nvshmem_my_pe");
}

// nvshmem_n_pes: The number of PEs running the program.
static __device__ inline int nvshmem_n_pes(void) {
  return symsync::impl::n_pes("nvshmem_n_pes");
}

// nvshmem_team_my_pe: The number of the calling PE in a team.
static __device__ inline int nvshmem_team_my_pe(nvshmem_team_t team) {
  return symsync::impl::team_my_pe("nvshmem_team_my_pe", team);
}

// nvshmem_team_n_pes: The number of PEs in a team.
static __device__ inline int nvshmem_team_n_pes(nvshmem_team_t team) {
  return symsync::impl::team_n_pes("nvshmem_team_n_pes", team);
}

// nvshmem_ptr: A pointer through which plain loads and stores reach a symmetric
// object on another PE.
static __device__ inline void *nvshmem_ptr(const void *dest, int pe) {
  return symsync::impl::ptr("nvshmem_ptr", dest, pe);
}

// nvshmem_info_get_version: The version of the OpenSHMEM specification this
// library implements.
static __device__ inline void nvshmem_info_get_version(int *major, int *minor) {
  symsync::impl::info_get_version("nvshmem_info_get_version", major, minor);
}

// nvshmem_info_get_name: The name of this library.
static __device__ inline void nvshmem_info_get_name(char *name) {
  symsync::impl::info_get_name("nvshmem_info_get_name", name);
}

// nvshmem_TYPENAME_wait: Wait until a symmetric variable no longer holds a
// given value.
static __device__ inline void nvshmem_short_wait(short *ivar, short cmp_value) {
  symsync::impl::wait<short>("nvshmem_short_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_int_wait(int *ivar, int cmp_value) {
  symsync::impl::wait<int>("nvshmem_int_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_long_wait(long *ivar, long cmp_value) {
  symsync::impl::wait<long>("nvshmem_long_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_longlong_wait(long long *ivar,
                                                    long long cmp_value) {
  symsync::impl::wait<long long>("nvshmem_longlong_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_ushort_wait(unsigned short *ivar,
                                                  unsigned short cmp_value) {
  symsync::impl::wait<unsigned short>("nvshmem_ushort_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_uint_wait(unsigned int *ivar,
                                                unsigned int cmp_value) {
  symsync::impl::wait<unsigned int>("nvshmem_uint_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_ulong_wait(unsigned long *ivar,
                                                 unsigned long cmp_value) {
  symsync::impl::wait<unsigned long>("nvshmem_ulong_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_ulonglong_wait(
    unsigned long long *ivar, unsigned long long cmp_value) {
  symsync::impl::wait<unsigned long long>("nvshmem_ulonglong_wait", ivar,
                                          cmp_value);
}
static __device__ inline void nvshmem_int32_wait(int32_t *ivar,
                                                 int32_t cmp_value) {
  symsync::impl::wait<int32_t>("nvshmem_int32_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_int64_wait(int64_t *ivar,
                                                 int64_t cmp_value) {
  symsync::impl::wait<int64_t>("nvshmem_int64_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_uint32_wait(uint32_t *ivar,
                                                  uint32_t cmp_value) {
  symsync::impl::wait<uint32_t>("nvshmem_uint32_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_uint64_wait(uint64_t *ivar,
                                                  uint64_t cmp_value) {
  symsync::impl::wait<uint64_t>("nvshmem_uint64_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_size_wait(size_t *ivar,
                                                size_t cmp_value) {
  symsync::impl::wait<size_t>("nvshmem_size_wait", ivar, cmp_value);
}
static __device__ inline void nvshmem_ptrdiff_wait(ptrdiff_t *ivar,
                                                   ptrdiff_t cmp_value) {
  symsync::impl::wait<ptrdiff_t>("nvshmem_ptrdiff_wait", ivar, cmp_value);
}

// nvshmem_TYPENAME_wait_until: Wait until a symmetric variable satisfies a
// comparison.
static __device__ inline void nvshmem_short_wait_until(short *ivar, int cmp,
                                                       short cmp_value) {
  symsync::impl::wait_until<short>("nvshmem_short_wait_until", ivar, cmp,
                                   cmp_value);
}
static __device__ inline void nvshmem_int_wait_until(int *ivar, int cmp,
                                                     int cmp_value) {
  symsync::impl::wait_until<int>("nvshmem_int_wait_until", ivar, cmp,
                                 cmp_value);
}
static __device__ inline void nvshmem_long_wait_until(long *ivar, int cmp,
                                                      long cmp_value) {
  symsync::impl::wait_until<long>("nvshmem_long_wait_until", ivar, cmp,
                                  cmp_value);
}
static __device__ inline void nvshmem_longlong_wait_until(long long *ivar,
                                                          int cmp,
                                                          long long cmp_value) {
  symsync::impl::wait_until<long long>("nvshmem_longlong_wait_until", ivar, cmp,
                                       cmp_value);
}
static __device__ inline void nvshmem_ushort_wait_until(
    unsigned short *ivar, int cmp, unsigned short cmp_value) {
  symsync::impl::wait_until<unsigned short>("nvshmem_ushort_wait_until", ivar,
                                            cmp, cmp_value);
}
static __device__ inline void nvshmem_uint_wait_until(unsigned int *ivar,
                                                      int cmp,
                                                      unsigned int cmp_value) {
  symsync::impl::wait_until<unsigned int>("nvshmem_uint_wait_until", ivar, cmp,
                                          cmp_value);
}
static __device__ inline void nvshmem_ulong_wait_until(
    unsigned long *ivar, int cmp, unsigned long cmp_value) {
  symsync::impl::wait_until<unsigned long>("nvshmem_ulong_wait_until", ivar,
                                           cmp, cmp_value);
}
static __device__ inline void nvshmem_ulonglong_wait_until(
    unsigned long long *ivar, int cmp, unsigned long long cmp_value) {
  symsync::impl::wait_until<unsigned long long>("nvshmem_ulonglong_wait_until",
                                                ivar, cmp, cmp_value);
}
static __device__ inline void nvshmem_int32_wait_until(int32_t *ivar, int cmp,
                                                       int32_t cmp_value) {
  symsync::impl::wait_until<int32_t>("nvshmem_int32_wait_until", ivar, cmp,
                                     cmp_value);
}
static __device__ inline void nvshmem_int64_wait_until(int64_t *ivar, int cmp,
                                                       int64_t cmp_value) {
  symsync::impl::wait_until<int64_t>("nvshmem_int64_wait_until", ivar, cmp,
                                     cmp_value);
}
static __device__ inline void nvshmem_uint32_wait_until(uint32_t *ivar, int cmp,
                                                        uint32_t cmp_value) {
  symsync::impl::wait_until<uint32_t>("nvshmem_uint32_wait_until", ivar, cmp,
                                      cmp_value);
}
static __device__ inline void nvshmem_uint64_wait_until(uint64_t *ivar, int cmp,
                                                        uint64_t cmp_value) {
  symsync::impl::wait_until<uint64_t>("nvshmem_uint64_wait_until", ivar, cmp,
                                      cmp_value);
}
static __device__ inline void nvshmem_size_wait_until(size_t *ivar, int cmp,
                                                      size_t cmp_value) {
  symsync::impl::wait_until<size_t>("nvshmem_size_wait_until", ivar, cmp,
                                    cmp_value);
}
static __device__ inline void nvshmem_ptrdiff_wait_until(ptrdiff_t *ivar,
                                                         int cmp,
                                                         ptrdiff_t cmp_value) {
  symsync::impl::wait_until<ptrdiff_t>("nvshmem_ptrdiff_wait_until", ivar, cmp,
                                       cmp_value);
}

// nvshmem_TYPENAME_wait_until_all: Wait until every variable of a set satisfies
// a comparison.
static __device__ inline void nvshmem_short_wait_until_all(
    short *ivars, size_t nelems, const int *status, int cmp, short cmp_value) {
  symsync::impl::wait_until_all<short>("nvshmem_short_wait_until_all", ivars,
                                       nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_int_wait_until_all(
    int *ivars, size_t nelems, const int *status, int cmp, int cmp_value) {
  symsync::impl::wait_until_all<int>("nvshmem_int_wait_until_all", ivars,
                                     nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_long_wait_until_all(
    long *ivars, size_t nelems, const int *status, int cmp, long cmp_value) {
  symsync::impl::wait_until_all<long>("nvshmem_long_wait_until_all", ivars,
                                      nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_longlong_wait_until_all(
    long long *ivars, size_t nelems, const int *status, int cmp,
    long long cmp_value) {
  symsync::impl::wait_until_all<long long>(
      "nvshmem_longlong_wait_until_all", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_ushort_wait_until_all(
    unsigned short *ivars, size_t nelems, const int *status, int cmp,
    unsigned short cmp_value) {
  symsync::impl::wait_until_all<unsigned short>(
      "nvshmem_ushort_wait_until_all", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_uint_wait_until_all(
    unsigned int *ivars, size_t nelems, const int *status, int cmp,
    unsigned int cmp_value) {
  symsync::impl::wait_until_all<unsigned int>(
      "nvshmem_uint_wait_until_all", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_ulong_wait_until_all(
    unsigned long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long cmp_value) {
  symsync::impl::wait_until_all<unsigned long>(
      "nvshmem_ulong_wait_until_all", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_ulonglong_wait_until_all(
    unsigned long long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long long cmp_value) {
  symsync::impl::wait_until_all<unsigned long long>(
      "nvshmem_ulonglong_wait_until_all", ivars, nelems, status, cmp,
      cmp_value);
}
static __device__ inline void nvshmem_int32_wait_until_all(int32_t *ivars,
                                                           size_t nelems,
                                                           const int *status,
                                                           int cmp,
                                                           int32_t cmp_value) {
  symsync::impl::wait_until_all<int32_t>("nvshmem_int32_wait_until_all", ivars,
                                         nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_int64_wait_until_all(int64_t *ivars,
                                                           size_t nelems,
                                                           const int *status,
                                                           int cmp,
                                                           int64_t cmp_value) {
  symsync::impl::wait_until_all<int64_t>("nvshmem_int64_wait_until_all", ivars,
                                         nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_uint32_wait_until_all(
    uint32_t *ivars, size_t nelems, const int *status, int cmp,
    uint32_t cmp_value) {
  symsync::impl::wait_until_all<uint32_t>(
      "nvshmem_uint32_wait_until_all", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_uint64_wait_until_all(
    uint64_t *ivars, size_t nelems, const int *status, int cmp,
    uint64_t cmp_value) {
  symsync::impl::wait_until_all<uint64_t>(
      "nvshmem_uint64_wait_until_all", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_size_wait_until_all(size_t *ivars,
                                                          size_t nelems,
                                                          const int *status,
                                                          int cmp,
                                                          size_t cmp_value) {
  symsync::impl::wait_until_all<size_t>("nvshmem_size_wait_until_all", ivars,
                                        nelems, status, cmp, cmp_value);
}
static __device__ inline void nvshmem_ptrdiff_wait_until_all(
    ptrdiff_t *ivars, size_t nelems, const int *status, int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::wait_until_all<ptrdiff_t>(
      "nvshmem_ptrdiff_wait_until_all", ivars, nelems, status, cmp, cmp_value);
}

// nvshmem_TYPENAME_wait_until_any: Wait until at least one variable of a set
// satisfies a comparison, and return its index.
static __device__ inline size_t nvshmem_short_wait_until_any(
    short *ivars, size_t nelems, const int *status, int cmp, short cmp_value) {
  return symsync::impl::wait_until_any<short>(
      "nvshmem_short_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_int_wait_until_any(
    int *ivars, size_t nelems, const int *status, int cmp, int cmp_value) {
  return symsync::impl::wait_until_any<int>("nvshmem_int_wait_until_any", ivars,
                                            nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_long_wait_until_any(
    long *ivars, size_t nelems, const int *status, int cmp, long cmp_value) {
  return symsync::impl::wait_until_any<long>(
      "nvshmem_long_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_longlong_wait_until_any(
    long long *ivars, size_t nelems, const int *status, int cmp,
    long long cmp_value) {
  return symsync::impl::wait_until_any<long long>(
      "nvshmem_longlong_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ushort_wait_until_any(
    unsigned short *ivars, size_t nelems, const int *status, int cmp,
    unsigned short cmp_value) {
  return symsync::impl::wait_until_any<unsigned short>(
      "nvshmem_ushort_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_uint_wait_until_any(
    unsigned int *ivars, size_t nelems, const int *status, int cmp,
    unsigned int cmp_value) {
  return symsync::impl::wait_until_any<unsigned int>(
      "nvshmem_uint_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ulong_wait_until_any(
    unsigned long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long cmp_value) {
  return symsync::impl::wait_until_any<unsigned long>(
      "nvshmem_ulong_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ulonglong_wait_until_any(
    unsigned long long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::wait_until_any<unsigned long long>(
      "nvshmem_ulonglong_wait_until_any", ivars, nelems, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_int32_wait_until_any(
    int32_t *ivars, size_t nelems, const int *status, int cmp,
    int32_t cmp_value) {
  return symsync::impl::wait_until_any<int32_t>(
      "nvshmem_int32_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_int64_wait_until_any(
    int64_t *ivars, size_t nelems, const int *status, int cmp,
    int64_t cmp_value) {
  return symsync::impl::wait_until_any<int64_t>(
      "nvshmem_int64_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_uint32_wait_until_any(
    uint32_t *ivars, size_t nelems, const int *status, int cmp,
    uint32_t cmp_value) {
  return symsync::impl::wait_until_any<uint32_t>(
      "nvshmem_uint32_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_uint64_wait_until_any(
    uint64_t *ivars, size_t nelems, const int *status, int cmp,
    uint64_t cmp_value) {
  return symsync::impl::wait_until_any<uint64_t>(
      "nvshmem_uint64_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_size_wait_until_any(size_t *ivars,
                                                            size_t nelems,
                                                            const int *status,
                                                            int cmp,
                                                            size_t cmp_value) {
  return symsync::impl::wait_until_any<size_t>(
      "nvshmem_size_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ptrdiff_wait_until_any(
    ptrdiff_t *ivars, size_t nelems, const int *status, int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::wait_until_any<ptrdiff_t>(
      "nvshmem_ptrdiff_wait_until_any", ivars, nelems, status, cmp, cmp_value);
}

// nvshmem_TYPENAME_wait_until_some: Wait until at least one variable of a set
// satisfies a comparison, and report all that do.
static __device__ inline size_t nvshmem_short_wait_until_some(
    short *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    short cmp_value) {
  return symsync::impl::wait_until_some<short>("nvshmem_short_wait_until_some",
                                               ivars, nelems, indices, status,
                                               cmp, cmp_value);
}
static __device__ inline size_t nvshmem_int_wait_until_some(
    int *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int cmp_value) {
  return symsync::impl::wait_until_some<int>("nvshmem_int_wait_until_some",
                                             ivars, nelems, indices, status,
                                             cmp, cmp_value);
}
static __device__ inline size_t nvshmem_long_wait_until_some(
    long *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    long cmp_value) {
  return symsync::impl::wait_until_some<long>("nvshmem_long_wait_until_some",
                                              ivars, nelems, indices, status,
                                              cmp, cmp_value);
}
static __device__ inline size_t nvshmem_longlong_wait_until_some(
    long long *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, long long cmp_value) {
  return symsync::impl::wait_until_some<long long>(
      "nvshmem_longlong_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_ushort_wait_until_some(
    unsigned short *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned short cmp_value) {
  return symsync::impl::wait_until_some<unsigned short>(
      "nvshmem_ushort_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_uint_wait_until_some(
    unsigned int *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned int cmp_value) {
  return symsync::impl::wait_until_some<unsigned int>(
      "nvshmem_uint_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_ulong_wait_until_some(
    unsigned long *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned long cmp_value) {
  return symsync::impl::wait_until_some<unsigned long>(
      "nvshmem_ulong_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_ulonglong_wait_until_some(
    unsigned long long *ivars, size_t nelems, size_t *indices,
    const int *status, int cmp, unsigned long long cmp_value) {
  return symsync::impl::wait_until_some<unsigned long long>(
      "nvshmem_ulonglong_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_int32_wait_until_some(
    int32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int32_t cmp_value) {
  return symsync::impl::wait_until_some<int32_t>(
      "nvshmem_int32_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_int64_wait_until_some(
    int64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int64_t cmp_value) {
  return symsync::impl::wait_until_some<int64_t>(
      "nvshmem_int64_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_uint32_wait_until_some(
    uint32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    uint32_t cmp_value) {
  return symsync::impl::wait_until_some<uint32_t>(
      "nvshmem_uint32_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_uint64_wait_until_some(
    uint64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    uint64_t cmp_value) {
  return symsync::impl::wait_until_some<uint64_t>(
      "nvshmem_uint64_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_size_wait_until_some(
    size_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    size_t cmp_value) {
  return symsync::impl::wait_until_some<size_t>("nvshmem_size_wait_until_some",
                                                ivars, nelems, indices, status,
                                                cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ptrdiff_wait_until_some(
    ptrdiff_t *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, ptrdiff_t cmp_value) {
  return symsync::impl::wait_until_some<ptrdiff_t>(
      "nvshmem_ptrdiff_wait_until_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}

// nvshmem_TYPENAME_wait_until_all_vector: Wait until every variable of a set
// satisfies a comparison with its own value.
static __device__ inline void nvshmem_short_wait_until_all_vector(
    short *ivars, size_t nelems, const int *status, int cmp,
    short *cmp_values) {
  symsync::impl::wait_until_all_vector<short>(
      "nvshmem_short_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_int_wait_until_all_vector(
    int *ivars, size_t nelems, const int *status, int cmp, int *cmp_values) {
  symsync::impl::wait_until_all_vector<int>("nvshmem_int_wait_until_all_vector",
                                            ivars, nelems, status, cmp,
                                            cmp_values);
}
static __device__ inline void nvshmem_long_wait_until_all_vector(
    long *ivars, size_t nelems, const int *status, int cmp, long *cmp_values) {
  symsync::impl::wait_until_all_vector<long>(
      "nvshmem_long_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_longlong_wait_until_all_vector(
    long long *ivars, size_t nelems, const int *status, int cmp,
    long long *cmp_values) {
  symsync::impl::wait_until_all_vector<long long>(
      "nvshmem_longlong_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_ushort_wait_until_all_vector(
    unsigned short *ivars, size_t nelems, const int *status, int cmp,
    unsigned short *cmp_values) {
  symsync::impl::wait_until_all_vector<unsigned short>(
      "nvshmem_ushort_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_uint_wait_until_all_vector(
    unsigned int *ivars, size_t nelems, const int *status, int cmp,
    unsigned int *cmp_values) {
  symsync::impl::wait_until_all_vector<unsigned int>(
      "nvshmem_uint_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_ulong_wait_until_all_vector(
    unsigned long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long *cmp_values) {
  symsync::impl::wait_until_all_vector<unsigned long>(
      "nvshmem_ulong_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_ulonglong_wait_until_all_vector(
    unsigned long long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::wait_until_all_vector<unsigned long long>(
      "nvshmem_ulonglong_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_int32_wait_until_all_vector(
    int32_t *ivars, size_t nelems, const int *status, int cmp,
    int32_t *cmp_values) {
  symsync::impl::wait_until_all_vector<int32_t>(
      "nvshmem_int32_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_int64_wait_until_all_vector(
    int64_t *ivars, size_t nelems, const int *status, int cmp,
    int64_t *cmp_values) {
  symsync::impl::wait_until_all_vector<int64_t>(
      "nvshmem_int64_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_uint32_wait_until_all_vector(
    uint32_t *ivars, size_t nelems, const int *status, int cmp,
    uint32_t *cmp_values) {
  symsync::impl::wait_until_all_vector<uint32_t>(
      "nvshmem_uint32_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_uint64_wait_until_all_vector(
    uint64_t *ivars, size_t nelems, const int *status, int cmp,
    uint64_t *cmp_values) {
  symsync::impl::wait_until_all_vector<uint64_t>(
      "nvshmem_uint64_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_size_wait_until_all_vector(
    size_t *ivars, size_t nelems, const int *status, int cmp,
    size_t *cmp_values) {
  symsync::impl::wait_until_all_vector<size_t>(
      "nvshmem_size_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline void nvshmem_ptrdiff_wait_until_all_vector(
    ptrdiff_t *ivars, size_t nelems, const int *status, int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::wait_until_all_vector<ptrdiff_t>(
      "nvshmem_ptrdiff_wait_until_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}

// nvshmem_TYPENAME_wait_until_any_vector: Wait until at least one variable of a
// set satisfies a comparison with its own value, and return its index.
static __device__ inline size_t nvshmem_short_wait_until_any_vector(
    short *ivars, size_t nelems, const int *status, int cmp,
    short *cmp_values) {
  return symsync::impl::wait_until_any_vector<short>(
      "nvshmem_short_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_int_wait_until_any_vector(
    int *ivars, size_t nelems, const int *status, int cmp, int *cmp_values) {
  return symsync::impl::wait_until_any_vector<int>(
      "nvshmem_int_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_long_wait_until_any_vector(
    long *ivars, size_t nelems, const int *status, int cmp, long *cmp_values) {
  return symsync::impl::wait_until_any_vector<long>(
      "nvshmem_long_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_longlong_wait_until_any_vector(
    long long *ivars, size_t nelems, const int *status, int cmp,
    long long *cmp_values) {
  return symsync::impl::wait_until_any_vector<long long>(
      "nvshmem_longlong_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_ushort_wait_until_any_vector(
    unsigned short *ivars, size_t nelems, const int *status, int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::wait_until_any_vector<unsigned short>(
      "nvshmem_ushort_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_uint_wait_until_any_vector(
    unsigned int *ivars, size_t nelems, const int *status, int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::wait_until_any_vector<unsigned int>(
      "nvshmem_uint_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_ulong_wait_until_any_vector(
    unsigned long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::wait_until_any_vector<unsigned long>(
      "nvshmem_ulong_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_ulonglong_wait_until_any_vector(
    unsigned long long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::wait_until_any_vector<unsigned long long>(
      "nvshmem_ulonglong_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_int32_wait_until_any_vector(
    int32_t *ivars, size_t nelems, const int *status, int cmp,
    int32_t *cmp_values) {
  return symsync::impl::wait_until_any_vector<int32_t>(
      "nvshmem_int32_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_int64_wait_until_any_vector(
    int64_t *ivars, size_t nelems, const int *status, int cmp,
    int64_t *cmp_values) {
  return symsync::impl::wait_until_any_vector<int64_t>(
      "nvshmem_int64_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_uint32_wait_until_any_vector(
    uint32_t *ivars, size_t nelems, const int *status, int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::wait_until_any_vector<uint32_t>(
      "nvshmem_uint32_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_uint64_wait_until_any_vector(
    uint64_t *ivars, size_t nelems, const int *status, int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::wait_until_any_vector<uint64_t>(
      "nvshmem_uint64_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_size_wait_until_any_vector(
    size_t *ivars, size_t nelems, const int *status, int cmp,
    size_t *cmp_values) {
  return symsync::impl::wait_until_any_vector<size_t>(
      "nvshmem_size_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_ptrdiff_wait_until_any_vector(
    ptrdiff_t *ivars, size_t nelems, const int *status, int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::wait_until_any_vector<ptrdiff_t>(
      "nvshmem_ptrdiff_wait_until_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}

// nvshmem_TYPENAME_wait_until_some_vector: Wait until at least one variable of
// a set satisfies a comparison with its own value, and report all that do.
static __device__ inline size_t nvshmem_short_wait_until_some_vector(
    short *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    short *cmp_values) {
  return symsync::impl::wait_until_some_vector<short>(
      "nvshmem_short_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_int_wait_until_some_vector(
    int *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int *cmp_values) {
  return symsync::impl::wait_until_some_vector<int>(
      "nvshmem_int_wait_until_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_long_wait_until_some_vector(
    long *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    long *cmp_values) {
  return symsync::impl::wait_until_some_vector<long>(
      "nvshmem_long_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_longlong_wait_until_some_vector(
    long long *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, long long *cmp_values) {
  return symsync::impl::wait_until_some_vector<long long>(
      "nvshmem_longlong_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_ushort_wait_until_some_vector(
    unsigned short *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned short *cmp_values) {
  return symsync::impl::wait_until_some_vector<unsigned short>(
      "nvshmem_ushort_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_uint_wait_until_some_vector(
    unsigned int *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned int *cmp_values) {
  return symsync::impl::wait_until_some_vector<unsigned int>(
      "nvshmem_uint_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_ulong_wait_until_some_vector(
    unsigned long *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned long *cmp_values) {
  return symsync::impl::wait_until_some_vector<unsigned long>(
      "nvshmem_ulong_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_ulonglong_wait_until_some_vector(
    unsigned long long *ivars, size_t nelems, size_t *indices,
    const int *status, int cmp, unsigned long long *cmp_values) {
  return symsync::impl::wait_until_some_vector<unsigned long long>(
      "nvshmem_ulonglong_wait_until_some_vector", ivars, nelems, indices,
      status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_int32_wait_until_some_vector(
    int32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int32_t *cmp_values) {
  return symsync::impl::wait_until_some_vector<int32_t>(
      "nvshmem_int32_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_int64_wait_until_some_vector(
    int64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int64_t *cmp_values) {
  return symsync::impl::wait_until_some_vector<int64_t>(
      "nvshmem_int64_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_uint32_wait_until_some_vector(
    uint32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::wait_until_some_vector<uint32_t>(
      "nvshmem_uint32_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_uint64_wait_until_some_vector(
    uint64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::wait_until_some_vector<uint64_t>(
      "nvshmem_uint64_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_size_wait_until_some_vector(
    size_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    size_t *cmp_values) {
  return symsync::impl::wait_until_some_vector<size_t>(
      "nvshmem_size_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}
static __device__ inline size_t nvshmem_ptrdiff_wait_until_some_vector(
    ptrdiff_t *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, ptrdiff_t *cmp_values) {
  return symsync::impl::wait_until_some_vector<ptrdiff_t>(
      "nvshmem_ptrdiff_wait_until_some_vector", ivars, nelems, indices, status,
      cmp, cmp_values);
}

// nvshmem_TYPENAME_test: Check, without waiting, whether a symmetric variable
// satisfies a comparison.
static __device__ inline int nvshmem_short_test(short *ivar, int cmp,
                                                short cmp_value) {
  return symsync::impl::test<short>("nvshmem_short_test", ivar, cmp, cmp_value);
}
static __device__ inline int nvshmem_int_test(int *ivar, int cmp,
                                              int cmp_value) {
  return symsync::impl::test<int>("nvshmem_int_test", ivar, cmp, cmp_value);
}
static __device__ inline int nvshmem_long_test(long *ivar, int cmp,
                                               long cmp_value) {
  return symsync::impl::test<long>("nvshmem_long_test", ivar, cmp, cmp_value);
}
static __device__ inline int nvshmem_longlong_test(long long *ivar, int cmp,
                                                   long long cmp_value) {
  return symsync::impl::test<long long>("nvshmem_longlong_test", ivar, cmp,
                                        cmp_value);
}
static __device__ inline int nvshmem_ushort_test(unsigned short *ivar, int cmp,
                                                 unsigned short cmp_value) {
  return symsync::impl::test<unsigned short>("nvshmem_ushort_test", ivar, cmp,
                                             cmp_value);
}
static __device__ inline int nvshmem_uint_test(unsigned int *ivar, int cmp,
                                               unsigned int cmp_value) {
  return symsync::impl::test<unsigned int>("nvshmem_uint_test", ivar, cmp,
                                           cmp_value);
}
static __device__ inline int nvshmem_ulong_test(unsigned long *ivar, int cmp,
                                                unsigned long cmp_value) {
  return symsync::impl::test<unsigned long>("nvshmem_ulong_test", ivar, cmp,
                                            cmp_value);
}
static __device__ inline int nvshmem_ulonglong_test(
    unsigned long long *ivar, int cmp, unsigned long long cmp_value) {
  return symsync::impl::test<unsigned long long>("nvshmem_ulonglong_test", ivar,
                                                 cmp, cmp_value);
}
static __device__ inline int nvshmem_int32_test(int32_t *ivar, int cmp,
                                                int32_t cmp_value) {
  return symsync::impl::test<int32_t>("nvshmem_int32_test", ivar, cmp,
                                      cmp_value);
}
static __device__ inline int nvshmem_int64_test(int64_t *ivar, int cmp,
                                                int64_t cmp_value) {
  return symsync::impl::test<int64_t>("nvshmem_int64_test", ivar, cmp,
                                      cmp_value);
}
static __device__ inline int nvshmem_uint32_test(uint32_t *ivar, int cmp,
                                                 uint32_t cmp_value) {
  return symsync::impl::test<uint32_t>("nvshmem_uint32_test", ivar, cmp,
                                       cmp_value);
}
static __device__ inline int nvshmem_uint64_test(uint64_t *ivar, int cmp,
                                                 uint64_t cmp_value) {
  return symsync::impl::test<uint64_t>("nvshmem_uint64_test", ivar, cmp,
                                       cmp_value);
}
static __device__ inline int nvshmem_size_test(size_t *ivar, int cmp,
                                               size_t cmp_value) {
  return symsync::impl::test<size_t>("nvshmem_size_test", ivar, cmp, cmp_value);
}
static __device__ inline int nvshmem_ptrdiff_test(ptrdiff_t *ivar, int cmp,
                                                  ptrdiff_t cmp_value) {
  return symsync::impl::test<ptrdiff_t>("nvshmem_ptrdiff_test", ivar, cmp,
                                        cmp_value);
}

// nvshmem_TYPENAME_test_all: Check, without waiting, whether every variable of
// a set satisfies a comparison.
static __device__ inline int nvshmem_short_test_all(short *ivars, size_t nelems,
                                                    const int *status, int cmp,
                                                    short cmp_value) {
  return symsync::impl::test_all<short>("nvshmem_short_test_all", ivars, nelems,
                                        status, cmp, cmp_value);
}
static __device__ inline int nvshmem_int_test_all(int *ivars, size_t nelems,
                                                  const int *status, int cmp,
                                                  int cmp_value) {
  return symsync::impl::test_all<int>("nvshmem_int_test_all", ivars, nelems,
                                      status, cmp, cmp_value);
}
static __device__ inline int nvshmem_long_test_all(long *ivars, size_t nelems,
                                                   const int *status, int cmp,
                                                   long cmp_value) {
  return symsync::impl::test_all<long>("nvshmem_long_test_all", ivars, nelems,
                                       status, cmp, cmp_value);
}
static __device__ inline int nvshmem_longlong_test_all(long long *ivars,
                                                       size_t nelems,
                                                       const int *status,
                                                       int cmp,
                                                       long long cmp_value) {
  return symsync::impl::test_all<long long>("nvshmem_longlong_test_all", ivars,
                                            nelems, status, cmp, cmp_value);
}
static __device__ inline int nvshmem_ushort_test_all(unsigned short *ivars,
                                                     size_t nelems,
                                                     const int *status, int cmp,
                                                     unsigned short cmp_value) {
  return symsync::impl::test_all<unsigned short>(
      "nvshmem_ushort_test_all", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline int nvshmem_uint_test_all(unsigned int *ivars,
                                                   size_t nelems,
                                                   const int *status, int cmp,
                                                   unsigned int cmp_value) {
  return symsync::impl::test_all<unsigned int>("nvshmem_uint_test_all", ivars,
                                               nelems, status, cmp, cmp_value);
}
static __device__ inline int nvshmem_ulong_test_all(unsigned long *ivars,
                                                    size_t nelems,
                                                    const int *status, int cmp,
                                                    unsigned long cmp_value) {
  return symsync::impl::test_all<unsigned long>("nvshmem_ulong_test_all", ivars,
                                                nelems, status, cmp, cmp_value);
}
static __device__ inline int nvshmem_ulonglong_test_all(
    unsigned long long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::test_all<unsigned long long>(
      "nvshmem_ulonglong_test_all", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline int nvshmem_int32_test_all(int32_t *ivars,
                                                    size_t nelems,
                                                    const int *status, int cmp,
                                                    int32_t cmp_value) {
  return symsync::impl::test_all<int32_t>("nvshmem_int32_test_all", ivars,
                                          nelems, status, cmp, cmp_value);
}
static __device__ inline int nvshmem_int64_test_all(int64_t *ivars,
                                                    size_t nelems,
                                                    const int *status, int cmp,
                                                    int64_t cmp_value) {
  return symsync::impl::test_all<int64_t>("nvshmem_int64_test_all", ivars,
                                          nelems, status, cmp, cmp_value);
}
static __device__ inline int nvshmem_uint32_test_all(uint32_t *ivars,
                                                     size_t nelems,
                                                     const int *status, int cmp,
                                                     uint32_t cmp_value) {
  return symsync::impl::test_all<uint32_t>("nvshmem_uint32_test_all", ivars,
                                           nelems, status, cmp, cmp_value);
}
static __device__ inline int nvshmem_uint64_test_all(uint64_t *ivars,
                                                     size_t nelems,
                                                     const int *status, int cmp,
                                                     uint64_t cmp_value) {
  return symsync::impl::test_all<uint64_t>("nvshmem_uint64_test_all", ivars,
                                           nelems, status, cmp, cmp_value);
}
static __device__ inline int nvshmem_size_test_all(size_t *ivars, size_t nelems,
                                                   const int *status, int cmp,
                                                   size_t cmp_value) {
  return symsync::impl::test_all<size_t>("nvshmem_size_test_all", ivars, nelems,
                                         status, cmp, cmp_value);
}
static __device__ inline int nvshmem_ptrdiff_test_all(ptrdiff_t *ivars,
                                                      size_t nelems,
                                                      const int *status,
                                                      int cmp,
                                                      ptrdiff_t cmp_value) {
  return symsync::impl::test_all<ptrdiff_t>("nvshmem_ptrdiff_test_all", ivars,
                                            nelems, status, cmp, cmp_value);
}

// nvshmem_TYPENAME_test_any: Check, without waiting, whether any variable of a
// set satisfies a comparison, and return its index.
static __device__ inline size_t nvshmem_short_test_any(
    short *ivars, size_t nelems, const int *status, int cmp, short cmp_value) {
  return symsync::impl::test_any<short>("nvshmem_short_test_any", ivars, nelems,
                                        status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_int_test_any(int *ivars, size_t nelems,
                                                     const int *status, int cmp,
                                                     int cmp_value) {
  return symsync::impl::test_any<int>("nvshmem_int_test_any", ivars, nelems,
                                      status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_long_test_any(long *ivars,
                                                      size_t nelems,
                                                      const int *status,
                                                      int cmp, long cmp_value) {
  return symsync::impl::test_any<long>("nvshmem_long_test_any", ivars, nelems,
                                       status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_longlong_test_any(long long *ivars,
                                                          size_t nelems,
                                                          const int *status,
                                                          int cmp,
                                                          long long cmp_value) {
  return symsync::impl::test_any<long long>("nvshmem_longlong_test_any", ivars,
                                            nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ushort_test_any(
    unsigned short *ivars, size_t nelems, const int *status, int cmp,
    unsigned short cmp_value) {
  return symsync::impl::test_any<unsigned short>(
      "nvshmem_ushort_test_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_uint_test_any(unsigned int *ivars,
                                                      size_t nelems,
                                                      const int *status,
                                                      int cmp,
                                                      unsigned int cmp_value) {
  return symsync::impl::test_any<unsigned int>("nvshmem_uint_test_any", ivars,
                                               nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ulong_test_any(
    unsigned long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long cmp_value) {
  return symsync::impl::test_any<unsigned long>("nvshmem_ulong_test_any", ivars,
                                                nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ulonglong_test_any(
    unsigned long long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::test_any<unsigned long long>(
      "nvshmem_ulonglong_test_any", ivars, nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_int32_test_any(int32_t *ivars,
                                                       size_t nelems,
                                                       const int *status,
                                                       int cmp,
                                                       int32_t cmp_value) {
  return symsync::impl::test_any<int32_t>("nvshmem_int32_test_any", ivars,
                                          nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_int64_test_any(int64_t *ivars,
                                                       size_t nelems,
                                                       const int *status,
                                                       int cmp,
                                                       int64_t cmp_value) {
  return symsync::impl::test_any<int64_t>("nvshmem_int64_test_any", ivars,
                                          nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_uint32_test_any(uint32_t *ivars,
                                                        size_t nelems,
                                                        const int *status,
                                                        int cmp,
                                                        uint32_t cmp_value) {
  return symsync::impl::test_any<uint32_t>("nvshmem_uint32_test_any", ivars,
                                           nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_uint64_test_any(uint64_t *ivars,
                                                        size_t nelems,
                                                        const int *status,
                                                        int cmp,
                                                        uint64_t cmp_value) {
  return symsync::impl::test_any<uint64_t>("nvshmem_uint64_test_any", ivars,
                                           nelems, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_size_test_any(size_t *ivars,
                                                      size_t nelems,
                                                      const int *status,
                                                      int cmp,
                                                      size_t cmp_value) {
  return symsync::impl::test_any<size_t>("nvshmem_size_test_any", ivars, nelems,
                                         status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ptrdiff_test_any(ptrdiff_t *ivars,
                                                         size_t nelems,
                                                         const int *status,
                                                         int cmp,
                                                         ptrdiff_t cmp_value) {
  return symsync::impl::test_any<ptrdiff_t>("nvshmem_ptrdiff_test_any", ivars,
                                            nelems, status, cmp, cmp_value);
}

// nvshmem_TYPENAME_test_some: Check, without waiting, which variables of a set
// satisfy a comparison.
static __device__ inline size_t nvshmem_short_test_some(
    short *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    short cmp_value) {
  return symsync::impl::test_some<short>("nvshmem_short_test_some", ivars,
                                         nelems, indices, status, cmp,
                                         cmp_value);
}
static __device__ inline size_t nvshmem_int_test_some(int *ivars, size_t nelems,
                                                      size_t *indices,
                                                      const int *status,
                                                      int cmp, int cmp_value) {
  return symsync::impl::test_some<int>("nvshmem_int_test_some", ivars, nelems,
                                       indices, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_long_test_some(
    long *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    long cmp_value) {
  return symsync::impl::test_some<long>("nvshmem_long_test_some", ivars, nelems,
                                        indices, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_longlong_test_some(
    long long *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, long long cmp_value) {
  return symsync::impl::test_some<long long>("nvshmem_longlong_test_some",
                                             ivars, nelems, indices, status,
                                             cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ushort_test_some(
    unsigned short *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned short cmp_value) {
  return symsync::impl::test_some<unsigned short>("nvshmem_ushort_test_some",
                                                  ivars, nelems, indices,
                                                  status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_uint_test_some(
    unsigned int *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned int cmp_value) {
  return symsync::impl::test_some<unsigned int>(
      "nvshmem_uint_test_some", ivars, nelems, indices, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ulong_test_some(
    unsigned long *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned long cmp_value) {
  return symsync::impl::test_some<unsigned long>("nvshmem_ulong_test_some",
                                                 ivars, nelems, indices, status,
                                                 cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ulonglong_test_some(
    unsigned long long *ivars, size_t nelems, size_t *indices,
    const int *status, int cmp, unsigned long long cmp_value) {
  return symsync::impl::test_some<unsigned long long>(
      "nvshmem_ulonglong_test_some", ivars, nelems, indices, status, cmp,
      cmp_value);
}
static __device__ inline size_t nvshmem_int32_test_some(
    int32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int32_t cmp_value) {
  return symsync::impl::test_some<int32_t>("nvshmem_int32_test_some", ivars,
                                           nelems, indices, status, cmp,
                                           cmp_value);
}
static __device__ inline size_t nvshmem_int64_test_some(
    int64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int64_t cmp_value) {
  return symsync::impl::test_some<int64_t>("nvshmem_int64_test_some", ivars,
                                           nelems, indices, status, cmp,
                                           cmp_value);
}
static __device__ inline size_t nvshmem_uint32_test_some(
    uint32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    uint32_t cmp_value) {
  return symsync::impl::test_some<uint32_t>("nvshmem_uint32_test_some", ivars,
                                            nelems, indices, status, cmp,
                                            cmp_value);
}
static __device__ inline size_t nvshmem_uint64_test_some(
    uint64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    uint64_t cmp_value) {
  return symsync::impl::test_some<uint64_t>("nvshmem_uint64_test_some", ivars,
                                            nelems, indices, status, cmp,
                                            cmp_value);
}
static __device__ inline size_t nvshmem_size_test_some(
    size_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    size_t cmp_value) {
  return symsync::impl::test_some<size_t>(
      "nvshmem_size_test_some", ivars, nelems, indices, status, cmp, cmp_value);
}
static __device__ inline size_t nvshmem_ptrdiff_test_some(
    ptrdiff_t *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, ptrdiff_t cmp_value) {
  return symsync::impl::test_some<ptrdiff_t>("nvshmem_ptrdiff_test_some", ivars,
                                             nelems, indices, status, cmp,
                                             cmp_value);
}

// nvshmem_TYPENAME_test_all_vector: Check, without waiting, whether every
// variable of a set satisfies a comparison with its own value.
static __device__ inline int nvshmem_short_test_all_vector(short *ivars,
                                                           size_t nelems,
                                                           const int *status,
                                                           int cmp,
                                                           short *cmp_values) {
  return symsync::impl::test_all_vector<short>(
      "nvshmem_short_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_int_test_all_vector(
    int *ivars, size_t nelems, const int *status, int cmp, int *cmp_values) {
  return symsync::impl::test_all_vector<int>(
      "nvshmem_int_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_long_test_all_vector(
    long *ivars, size_t nelems, const int *status, int cmp, long *cmp_values) {
  return symsync::impl::test_all_vector<long>(
      "nvshmem_long_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_longlong_test_all_vector(
    long long *ivars, size_t nelems, const int *status, int cmp,
    long long *cmp_values) {
  return symsync::impl::test_all_vector<long long>(
      "nvshmem_longlong_test_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline int nvshmem_ushort_test_all_vector(
    unsigned short *ivars, size_t nelems, const int *status, int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::test_all_vector<unsigned short>(
      "nvshmem_ushort_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_uint_test_all_vector(
    unsigned int *ivars, size_t nelems, const int *status, int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::test_all_vector<unsigned int>(
      "nvshmem_uint_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_ulong_test_all_vector(
    unsigned long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::test_all_vector<unsigned long>(
      "nvshmem_ulong_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_ulonglong_test_all_vector(
    unsigned long long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::test_all_vector<unsigned long long>(
      "nvshmem_ulonglong_test_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline int nvshmem_int32_test_all_vector(
    int32_t *ivars, size_t nelems, const int *status, int cmp,
    int32_t *cmp_values) {
  return symsync::impl::test_all_vector<int32_t>(
      "nvshmem_int32_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_int64_test_all_vector(
    int64_t *ivars, size_t nelems, const int *status, int cmp,
    int64_t *cmp_values) {
  return symsync::impl::test_all_vector<int64_t>(
      "nvshmem_int64_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_uint32_test_all_vector(
    uint32_t *ivars, size_t nelems, const int *status, int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::test_all_vector<uint32_t>(
      "nvshmem_uint32_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_uint64_test_all_vector(
    uint64_t *ivars, size_t nelems, const int *status, int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::test_all_vector<uint64_t>(
      "nvshmem_uint64_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_size_test_all_vector(size_t *ivars,
                                                          size_t nelems,
                                                          const int *status,
                                                          int cmp,
                                                          size_t *cmp_values) {
  return symsync::impl::test_all_vector<size_t>(
      "nvshmem_size_test_all_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline int nvshmem_ptrdiff_test_all_vector(
    ptrdiff_t *ivars, size_t nelems, const int *status, int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::test_all_vector<ptrdiff_t>(
      "nvshmem_ptrdiff_test_all_vector", ivars, nelems, status, cmp,
      cmp_values);
}

// nvshmem_TYPENAME_test_any_vector: Check, without waiting, whether any
// variable of a set satisfies a comparison with its own value.
static __device__ inline size_t nvshmem_short_test_any_vector(
    short *ivars, size_t nelems, const int *status, int cmp,
    short *cmp_values) {
  return symsync::impl::test_any_vector<short>(
      "nvshmem_short_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_int_test_any_vector(
    int *ivars, size_t nelems, const int *status, int cmp, int *cmp_values) {
  return symsync::impl::test_any_vector<int>(
      "nvshmem_int_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_long_test_any_vector(
    long *ivars, size_t nelems, const int *status, int cmp, long *cmp_values) {
  return symsync::impl::test_any_vector<long>(
      "nvshmem_long_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_longlong_test_any_vector(
    long long *ivars, size_t nelems, const int *status, int cmp,
    long long *cmp_values) {
  return symsync::impl::test_any_vector<long long>(
      "nvshmem_longlong_test_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_ushort_test_any_vector(
    unsigned short *ivars, size_t nelems, const int *status, int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::test_any_vector<unsigned short>(
      "nvshmem_ushort_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_uint_test_any_vector(
    unsigned int *ivars, size_t nelems, const int *status, int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::test_any_vector<unsigned int>(
      "nvshmem_uint_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_ulong_test_any_vector(
    unsigned long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::test_any_vector<unsigned long>(
      "nvshmem_ulong_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_ulonglong_test_any_vector(
    unsigned long long *ivars, size_t nelems, const int *status, int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::test_any_vector<unsigned long long>(
      "nvshmem_ulonglong_test_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_int32_test_any_vector(
    int32_t *ivars, size_t nelems, const int *status, int cmp,
    int32_t *cmp_values) {
  return symsync::impl::test_any_vector<int32_t>(
      "nvshmem_int32_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_int64_test_any_vector(
    int64_t *ivars, size_t nelems, const int *status, int cmp,
    int64_t *cmp_values) {
  return symsync::impl::test_any_vector<int64_t>(
      "nvshmem_int64_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_uint32_test_any_vector(
    uint32_t *ivars, size_t nelems, const int *status, int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::test_any_vector<uint32_t>(
      "nvshmem_uint32_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_uint64_test_any_vector(
    uint64_t *ivars, size_t nelems, const int *status, int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::test_any_vector<uint64_t>(
      "nvshmem_uint64_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_size_test_any_vector(
    size_t *ivars, size_t nelems, const int *status, int cmp,
    size_t *cmp_values) {
  return symsync::impl::test_any_vector<size_t>(
      "nvshmem_size_test_any_vector", ivars, nelems, status, cmp, cmp_values);
}
static __device__ inline size_t nvshmem_ptrdiff_test_any_vector(
    ptrdiff_t *ivars, size_t nelems, const int *status, int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::test_any_vector<ptrdiff_t>(
      "nvshmem_ptrdiff_test_any_vector", ivars, nelems, status, cmp,
      cmp_values);
}

// nvshmem_TYPENAME_test_some_vector: Check, without waiting, which variables of
// a set satisfy a comparison with their own values.
static __device__ inline size_t nvshmem_short_test_some_vector(
    short *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    short *cmp_values) {
  return symsync::impl::test_some_vector<short>(
      "nvshmem_short_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_int_test_some_vector(
    int *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int *cmp_values) {
  return symsync::impl::test_some_vector<int>("nvshmem_int_test_some_vector",
                                              ivars, nelems, indices, status,
                                              cmp, cmp_values);
}
static __device__ inline size_t nvshmem_long_test_some_vector(
    long *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    long *cmp_values) {
  return symsync::impl::test_some_vector<long>("nvshmem_long_test_some_vector",
                                               ivars, nelems, indices, status,
                                               cmp, cmp_values);
}
static __device__ inline size_t nvshmem_longlong_test_some_vector(
    long long *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, long long *cmp_values) {
  return symsync::impl::test_some_vector<long long>(
      "nvshmem_longlong_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_ushort_test_some_vector(
    unsigned short *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned short *cmp_values) {
  return symsync::impl::test_some_vector<unsigned short>(
      "nvshmem_ushort_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_uint_test_some_vector(
    unsigned int *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned int *cmp_values) {
  return symsync::impl::test_some_vector<unsigned int>(
      "nvshmem_uint_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_ulong_test_some_vector(
    unsigned long *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, unsigned long *cmp_values) {
  return symsync::impl::test_some_vector<unsigned long>(
      "nvshmem_ulong_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_ulonglong_test_some_vector(
    unsigned long long *ivars, size_t nelems, size_t *indices,
    const int *status, int cmp, unsigned long long *cmp_values) {
  return symsync::impl::test_some_vector<unsigned long long>(
      "nvshmem_ulonglong_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_int32_test_some_vector(
    int32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int32_t *cmp_values) {
  return symsync::impl::test_some_vector<int32_t>(
      "nvshmem_int32_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_int64_test_some_vector(
    int64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    int64_t *cmp_values) {
  return symsync::impl::test_some_vector<int64_t>(
      "nvshmem_int64_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_uint32_test_some_vector(
    uint32_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::test_some_vector<uint32_t>(
      "nvshmem_uint32_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_uint64_test_some_vector(
    uint64_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::test_some_vector<uint64_t>(
      "nvshmem_uint64_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_size_test_some_vector(
    size_t *ivars, size_t nelems, size_t *indices, const int *status, int cmp,
    size_t *cmp_values) {
  return symsync::impl::test_some_vector<size_t>(
      "nvshmem_size_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}
static __device__ inline size_t nvshmem_ptrdiff_test_some_vector(
    ptrdiff_t *ivars, size_t nelems, size_t *indices, const int *status,
    int cmp, ptrdiff_t *cmp_values) {
  return symsync::impl::test_some_vector<ptrdiff_t>(
      "nvshmem_ptrdiff_test_some_vector", ivars, nelems, indices, status, cmp,
      cmp_values);
}

// nvshmem_signal_wait_until: Wait until a signal object satisfies a comparison,
// and return the value that satisfied it.
static __device__ inline uint64_t nvshmem_signal_wait_until(
    uint64_t *sig_addr, int cmp, uint64_t cmp_value) {
  return symsync::impl::signal_wait_until("nvshmem_signal_wait_until", sig_addr,
                                          cmp, cmp_value);
}
#endif  // defined(__CUDA_ARCH__)

#endif  // NVSHMEM_H_
