// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with templates/include/nvshmem.h.j2.
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

// SYMSYNC_CUDA_TYPES: whether this unit has the types CUDA's headers declare
// (half, __nv_bfloat16), and with them their forms of the
// typed routines. It is 1 in C++ where cuda.h and cuda_bf16.h and cuda_fp16.h and cuda_runtime.h
// are found (every nvcc unit; a C++ compiler given the CUDA toolkit's include
// directory), unless this symsync was built without CUDA (SYMSYNC_NO_CUDA);
// 0 elsewhere (C, and C++ without CUDA's headers), where those forms are not
// declared. A program may define it to 0 first to leave them out.
#if !defined(SYMSYNC_CUDA_TYPES)
#if defined(__cplusplus) && !defined(SYMSYNC_NO_CUDA) && defined(__has_include)
#if __has_include(<cuda.h>) && __has_include(<cuda_bf16.h>) && __has_include(<cuda_fp16.h>) && __has_include(<cuda_runtime.h>)
#define SYMSYNC_CUDA_TYPES 1
#endif
#endif
#endif
#if !defined(SYMSYNC_CUDA_TYPES)
#define SYMSYNC_CUDA_TYPES 0
#endif
#if SYMSYNC_CUDA_TYPES
#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#endif

// SYMSYNC_DEPRECATED(message) marks a routine the spec deprecates (its
// `deprecated:`), so that a call warns with `message` in C, C++ and CUDA
// code. Define SYMSYNC_ALLOW_DEPRECATED to call them without warnings.
#if defined(SYMSYNC_ALLOW_DEPRECATED)
#define SYMSYNC_DEPRECATED(message)
#elif defined(__cplusplus)
#define SYMSYNC_DEPRECATED(message) [[deprecated(message)]]
#else
#define SYMSYNC_DEPRECATED(message) __attribute__((deprecated(message)))
#endif

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

// Signal operations. The `sig_op` argument of `nvshmemx_signal_op`: how the
// update combines with the signal object's value.
#define NVSHMEM_SIGNAL_SET 9
#define NVSHMEM_SIGNAL_ADD 10

// Status codes. What the nvshmemx routines that return an `int` status report,
// as NVSHMEM numbers it: 0 (NVSHMEMX_SUCCESS) when the call did what it was
// asked, one of the error codes otherwise. They form the C enumeration `enum
// nvshmemx_status`; `nvshmemx_status_string(status)` gives the name of a code,
// for messages.
enum nvshmemx_status {
  NVSHMEMX_SUCCESS = 0,
  NVSHMEMX_ERROR_INVALID_VALUE = 1,
  NVSHMEMX_ERROR_OUT_OF_MEMORY = 2,
  NVSHMEMX_ERROR_NOT_SUPPORTED = 3,
  NVSHMEMX_ERROR_SYMMETRY = 4,
  NVSHMEMX_ERROR_GPU_NOT_SELECTED = 5,
  NVSHMEMX_ERROR_COLLECTIVE_LAUNCH_FAILED = 6,
  NVSHMEMX_ERROR_INTERNAL = 7,
  NVSHMEMX_ERROR_SENTINEL = INT_MAX,
};

// nvshmemx_status_string: the name of an enum nvshmemx_status value, or
// "<nvshmemx_status unknown>" for another value.
static inline const char *nvshmemx_status_string(int value) {
  switch (value) {
    case NVSHMEMX_SUCCESS:
      return "NVSHMEMX_SUCCESS";
    case NVSHMEMX_ERROR_INVALID_VALUE:
      return "NVSHMEMX_ERROR_INVALID_VALUE";
    case NVSHMEMX_ERROR_OUT_OF_MEMORY:
      return "NVSHMEMX_ERROR_OUT_OF_MEMORY";
    case NVSHMEMX_ERROR_NOT_SUPPORTED:
      return "NVSHMEMX_ERROR_NOT_SUPPORTED";
    case NVSHMEMX_ERROR_SYMMETRY:
      return "NVSHMEMX_ERROR_SYMMETRY";
    case NVSHMEMX_ERROR_GPU_NOT_SELECTED:
      return "NVSHMEMX_ERROR_GPU_NOT_SELECTED";
    case NVSHMEMX_ERROR_COLLECTIVE_LAUNCH_FAILED:
      return "NVSHMEMX_ERROR_COLLECTIVE_LAUNCH_FAILED";
    case NVSHMEMX_ERROR_INTERNAL:
      return "NVSHMEMX_ERROR_INTERNAL";
    case NVSHMEMX_ERROR_SENTINEL:
      return "NVSHMEMX_ERROR_SENTINEL";
    default:
      return "<nvshmemx_status unknown>";
  }
}

// NVSHMEM's error-reporting macros (NVSHMEMI_ERROR_PRINT,
// NVSHMEMI_NZ_ERROR_JMP, ...), under the same names and parameters, so that
// code written against NVSHMEM that reports its own failures with them (its
// perftests and examples do) compiles unchanged. They print the status codes
// above by name (templates/include/error_macros.h.inc).
//
// Every message goes to stderr (NVSHMEMI_WARN_PRINT: stdout) and starts
// with where it was raised. The _JMP forms set `status` to `err` and jump to
// `label`; the _RET forms set it and return it; the _EXIT forms end the
// process with exit status 255 (exit(-1)). `...` is a printf format and its
// arguments; each message ends with a newline.

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SYMSYNC_REPORT_(stream, prefix_format, ...)                            \
  do {                                                                         \
    fprintf(stream, "%s:%d: " prefix_format, __FILE__, __LINE__, __VA_ARGS__); \
  } while (0)

// The message, followed by the newline every macro below ends with.
#define SYMSYNC_MESSAGE_(stream, ...) \
  do {                                \
    fprintf(stream, __VA_ARGS__);     \
    fprintf(stream, "\n");            \
  } while (0)

#define NVSHMEMI_ERROR_PRINT(...)                                \
  do {                                                           \
    fprintf(stderr, "%s:%s:%d: ", __FILE__, __func__, __LINE__); \
    SYMSYNC_MESSAGE_(stderr, __VA_ARGS__);                       \
  } while (0)

#define NVSHMEMI_ERROR_EXIT(...)       \
  do {                                 \
    NVSHMEMI_ERROR_PRINT(__VA_ARGS__); \
    exit(-1);                          \
  } while (0)

#define NVSHMEMI_WARN_PRINT(...)           \
  do {                                     \
    fprintf(stdout, "WARN: ");             \
    SYMSYNC_MESSAGE_(stdout, __VA_ARGS__); \
  } while (0)

// Reports `code` (a status) with its name, then the message.
#define SYMSYNC_STATUS_MESSAGE_(what, code, ...)           \
  do {                                                     \
    SYMSYNC_REPORT_(stderr, what " %d (%s) ", (int)(code), \
                    nvshmemx_status_string((int)(code)));  \
    SYMSYNC_MESSAGE_(stderr, __VA_ARGS__);                 \
  } while (0)

#define NVSHMEMI_ERROR_JMP(status, err, label, ...)             \
  do {                                                          \
    SYMSYNC_STATUS_MESSAGE_("error status:", err, __VA_ARGS__); \
    status = err;                                               \
    goto label;                                                 \
  } while (0)

#define NVSHMEMI_CHECK_ERROR_JMP(statement, status, err, label, ...) \
  do {                                                               \
    if (statement) {                                                 \
      SYMSYNC_REPORT_(stderr, "%s", "");                             \
      SYMSYNC_MESSAGE_(stderr, __VA_ARGS__);                         \
      status = err;                                                  \
      goto label;                                                    \
    }                                                                \
  } while (0)

#define NVSHMEMI_NULL_ERROR_JMP(var, status, err, label, ...) \
  do {                                                        \
    if ((var) == NULL) {                                      \
      SYMSYNC_REPORT_(stderr, "%s", "NULL value ");           \
      SYMSYNC_MESSAGE_(stderr, __VA_ARGS__);                  \
      status = err;                                           \
      goto label;                                             \
    }                                                         \
  } while (0)

#define NVSHMEMI_NZ_ERROR_JMP(status, err, label, ...)               \
  do {                                                               \
    if ((status) != 0) {                                             \
      SYMSYNC_STATUS_MESSAGE_("error status:", status, __VA_ARGS__); \
      status = err;                                                  \
      goto label;                                                    \
    }                                                                \
  } while (0)

#define NVSHMEMI_EQ_ERROR_JMP(status, expected, err, label, ...)     \
  do {                                                               \
    if ((status) == (expected)) {                                    \
      SYMSYNC_STATUS_MESSAGE_("error status:", status, __VA_ARGS__); \
      status = err;                                                  \
      goto label;                                                    \
    }                                                                \
  } while (0)

#define NVSHMEMI_NE_ERROR_JMP(status, expected, err, label, ...)     \
  do {                                                               \
    if ((status) != (expected)) {                                    \
      SYMSYNC_STATUS_MESSAGE_("error status:", status, __VA_ARGS__); \
      status = err;                                                  \
      goto label;                                                    \
    }                                                                \
  } while (0)

#define NVSHMEMI_ERROR_RET(status, err, ...)                       \
  do {                                                             \
    SYMSYNC_STATUS_MESSAGE_("non-zero status:", err, __VA_ARGS__); \
    status = err;                                                  \
    return status;                                                 \
  } while (0)

#define NVSHMEMI_NULL_ERROR_RET(var, status, err, ...) \
  do {                                                 \
    if ((var) == NULL) {                               \
      SYMSYNC_REPORT_(stderr, "%s", "NULL value ");    \
      SYMSYNC_MESSAGE_(stderr, __VA_ARGS__);           \
      status = err;                                    \
      return status;                                   \
    }                                                  \
  } while (0)

#define NVSHMEMI_NZ_ERROR_RET(status, err, ...)                         \
  do {                                                                  \
    if ((status) != 0) {                                                \
      SYMSYNC_STATUS_MESSAGE_("non-zero status:", status, __VA_ARGS__); \
      status = err;                                                     \
      return status;                                                    \
    }                                                                   \
  } while (0)

#define NVSHMEMI_NE_ERROR_RET(status, expected, err, ...)               \
  do {                                                                  \
    if ((status) != (expected)) {                                       \
      SYMSYNC_STATUS_MESSAGE_("non-zero status:", status, __VA_ARGS__); \
      status = err;                                                     \
      return status;                                                    \
    }                                                                   \
  } while (0)

// Ends the process when `status` is nonzero, with errno's text.
#define NVSHMEMI_NZ_EXIT(status, ...)                                 \
  do {                                                                \
    if ((status) != 0) {                                              \
      SYMSYNC_REPORT_(stderr, "non-zero status: %d: %s, exiting... ", \
                      (int)(status), strerror(errno));                \
      SYMSYNC_MESSAGE_(stderr, __VA_ARGS__);                          \
      exit(-1);                                                       \
    }                                                                 \
  } while (0)

// The same for a system call's return value, itself an errno value.
#define NVSHMEMI_NZ_SYSCHECK_EXIT(sys_status, ...)                    \
  do {                                                                \
    if ((sys_status) != 0) {                                          \
      SYMSYNC_REPORT_(stderr, "non-zero status: %d: %s, exiting... ", \
                      (int)(sys_status), strerror(sys_status));       \
      SYMSYNC_MESSAGE_(stderr, __VA_ARGS__);                          \
      exit(-1);                                                       \
    }                                                                 \
  } while (0)

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
static_assert(
    sizeof(nvshmemx_uniqueid_v1) == 128,
    "nvshmemx_uniqueid_v1 is 128 bytes");
static_assert(
    sizeof(nvshmemx_uniqueid_args_v1) == 24,
    "nvshmemx_uniqueid_args_v1 is 24 bytes");
static_assert(
    sizeof(nvshmemx_init_args_v2) == 128,
    "nvshmemx_init_args_v2 is 128 bytes");
static_assert(
    sizeof(nvshmemx_init_attr_v2) == 144,
    "nvshmemx_init_attr_v2 is 144 bytes");
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
_Static_assert(
    sizeof(nvshmemx_uniqueid_v1) == 128,
    "nvshmemx_uniqueid_v1 is 128 bytes");
_Static_assert(
    sizeof(nvshmemx_uniqueid_args_v1) == 24,
    "nvshmemx_uniqueid_args_v1 is 24 bytes");
_Static_assert(
    sizeof(nvshmemx_init_args_v2) == 128,
    "nvshmemx_init_args_v2 is 128 bytes");
_Static_assert(
    sizeof(nvshmemx_init_attr_v2) == 144,
    "nvshmemx_init_attr_v2 is 144 bytes");
#endif

// Initializers: each sets a structure's version field to (layout version <<
// 16) + its size, which the library checks, and the other fields to "not set".
// NVSHMEMX_UNIQUEID_INITIALIZER: An empty token, ready for
// `nvshmemx_get_uniqueid` to fill.
#define NVSHMEMX_UNIQUEID_INITIALIZER \
  { \
    (1 << 16) + sizeof(nvshmemx_uniqueid_t), \
    {0} \
  }
// NVSHMEMX_UNIQUEID_ARGS_INITIALIZER: No token and no rank yet.
#define NVSHMEMX_UNIQUEID_ARGS_INITIALIZER \
  { \
    (1 << 16) + sizeof(nvshmemx_uniqueid_args_t), \
    NULL, \
    -1, \
    -1 \
  }
// NVSHMEMX_INIT_ARGS_INITIALIZER: No unique-ID arguments and no chosen device.
#define NVSHMEMX_INIT_ARGS_INITIALIZER \
  { \
    (2 << 16) + sizeof(nvshmemx_init_args_t), \
    NVSHMEMX_UNIQUEID_ARGS_INITIALIZER, \
    -1, \
    {0} \
  }
// NVSHMEMX_INIT_ARGS_V2_INITIALIZER: The same as
// NVSHMEMX_INIT_ARGS_INITIALIZER, under its versioned name.
#define NVSHMEMX_INIT_ARGS_V2_INITIALIZER \
  { \
    (2 << 16) + sizeof(nvshmemx_init_args_t), \
    NVSHMEMX_UNIQUEID_ARGS_INITIALIZER, \
    -1, \
    {0} \
  }
// NVSHMEMX_INIT_ATTR_INITIALIZER: Attributes with nothing chosen yet.
#define NVSHMEMX_INIT_ATTR_INITIALIZER \
  { \
    (2 << 16) + sizeof(nvshmemx_init_attr_t), \
    NULL, \
    NVSHMEMX_INIT_ARGS_V2_INITIALIZER \
  }

#if defined(__CUDACC__)
#include <symsync/device_api.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

// Host-only routines.

// nvshmem_init: Start the library on every PE. (spec/setup.yaml:20)
// Implementation: symsync::impl::init in runtime/src/lifecycle/init.cc.
// Tests: //tests/runtime:misuse_test, //tests/runtime:settings_test,
// //tests/bootstrap:choose_bootstrap_test.
void nvshmem_init(void);

// nvshmem_init_thread: Start the library and ask for a thread level.
// (spec/setup.yaml:38)
// Implementation: symsync::impl::init_thread in runtime/src/lifecycle/init.cc.
// Tests: //tests/runtime:lifecycle_test.
int nvshmem_init_thread(int requested, int *provided);

// nvshmem_query_thread: Report the thread level the library provides.
// (spec/setup.yaml:63)
// Implementation: symsync::impl::query_thread in runtime/src/lifecycle/init.cc.
// Tests: //tests/runtime:lifecycle_test, //tests/runtime:runtime_test.
void nvshmem_query_thread(int *provided);

// nvshmemx_get_uniqueid: Make a unique ID from which the PEs of a new job can
// find each other. (spec/setup.yaml:81)
// Implementation: symsync::impl::get_uniqueid in runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:uid_start_test, //tests/runtime:misuse_test,
// //tests/bootstrap:uid_bootstrap_test.
int nvshmemx_get_uniqueid(nvshmemx_uniqueid_t *uniqueid);

// nvshmemx_set_attr_uniqueid_args: Prepare start attributes for a start from a
// unique ID. (spec/setup.yaml:108)
// Implementation: symsync::impl::set_attr_uniqueid_args in
// runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:uid_start_test, //tests/runtime:misuse_test.
int nvshmemx_set_attr_uniqueid_args(
    const int myrank,
    const int nranks,
    const nvshmemx_uniqueid_t *uniqueid,
    nvshmemx_init_attr_t *attr);

// nvshmemx_set_attr_mpi_comm_args: Prepare start attributes for a start over an
// MPI communicator. (spec/setup.yaml:144)
// Implementation: symsync::impl::set_attr_mpi_comm_args in
// runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:mpi_comm_test, //tests/runtime:misuse_test.
int nvshmemx_set_attr_mpi_comm_args(
    void *mpi_comm,
    nvshmemx_init_attr_t *nvshmem_attr);

// nvshmemx_init_attr: Start the library on every PE the way the flags and
// attributes say. (spec/setup.yaml:173)
// Implementation: symsync::impl::init_attr in runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:uid_start_test, //tests/runtime:mpi_comm_test,
// //tests/runtime:misuse_test.
int nvshmemx_init_attr(unsigned int flags, nvshmemx_init_attr_t *attributes);

// nvshmemx_init_status: Report how far the library has started in this process.
// (spec/setup.yaml:205)
// Implementation: symsync::impl::init_status in runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:uid_start_test.
int nvshmemx_init_status(void);

// nvshmem_finalize: End the library on every PE. (spec/setup.yaml:223)
// Implementation: symsync::impl::finalize in runtime/src/lifecycle/init.cc.
// Tests: //tests/runtime:lifecycle_test, //tests/runtime:finalize_order_test.
void nvshmem_finalize(void);

// nvshmem_malloc: Allocate a block of the symmetric heap on every PE.
// (spec/memory.yaml:19)
// Implementation: symsync::impl::malloc in runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:misuse_test.
void *nvshmem_malloc(size_t size);

// nvshmem_calloc: Allocate a zeroed array in the symmetric heap on every PE.
// (spec/memory.yaml:40)
// Implementation: symsync::impl::calloc in runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:misuse_test.
void *nvshmem_calloc(size_t count, size_t size);

// nvshmem_align: Allocate a block of the symmetric heap with a chosen
// alignment. (spec/memory.yaml:63)
// Implementation: symsync::impl::align in runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:misuse_test.
void *nvshmem_align(size_t alignment, size_t size);

// nvshmem_free: Return a symmetric block to the heap on every PE.
// (spec/memory.yaml:87)
// Implementation: symsync::impl::free in runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:misuse_test.
void nvshmem_free(void *ptr);

// nvshmemx_buffer_register_symmetric: Make a GPU buffer of the program's own
// symmetric on every PE. (spec/memory.yaml:108)
// Implementation: symsync::impl::buffer_register_symmetric in
// runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:cuda_scaffolding_test.
void *nvshmemx_buffer_register_symmetric(void *buf_ptr, size_t size, int flags);

// nvshmemx_buffer_unregister_symmetric: Make a registered buffer ordinary
// memory again, on every PE. (spec/memory.yaml:149)
// Implementation: symsync::impl::buffer_unregister_symmetric in
// runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:cuda_scaffolding_test.
int nvshmemx_buffer_unregister_symmetric(void *ptr, size_t size);

// nvshmem_barrier_all: Wait until every PE has reached this call.
// (spec/collectives.yaml:14)
// Implementation: symsync::impl::barrier_all in
// runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:cuda_scaffolding_test.
void nvshmem_barrier_all(void);

// nvshmemx_collective_launch: Launch a kernel whose blocks all run at the same
// time. (spec/cuda.yaml:19)
// Implementation: symsync::impl::collective_launch in
// runtime/src/cuda/collective_launch.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.
#if SYMSYNC_CUDA_TYPES
int nvshmemx_collective_launch(
    const void *func,
    dim3 grid_dims,
    dim3 block_dims,
    void **args,
    size_t shared_mem,
    cudaStream_t stream);
#endif

// nvshmemx_collective_launch_query_gridsize: Tell the largest grid a collective
// launch of a kernel can have. (spec/cuda.yaml:68)
// Implementation: symsync::impl::collective_launch_query_gridsize in
// runtime/src/cuda/collective_launch.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.
#if SYMSYNC_CUDA_TYPES
int nvshmemx_collective_launch_query_gridsize(
    const void *func,
    dim3 block_dims,
    void **args,
    size_t shared_mem,
    int *gridsize);
#endif

// nvshmemx_cumodule_init: Give a module loaded from a cubin the library's
// device state. (spec/cuda.yaml:108)
// Implementation: symsync::impl::cumodule_init in runtime/src/cuda/cumodule.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.
#if SYMSYNC_CUDA_TYPES
int nvshmemx_cumodule_init(CUmodule module);
#endif

// nvshmemx_cumodule_finalize: Take the library's device state back from a
// module. (spec/cuda.yaml:136)
// Implementation: symsync::impl::cumodule_finalize in
// runtime/src/cuda/cumodule.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.
#if SYMSYNC_CUDA_TYPES
int nvshmemx_cumodule_finalize(CUmodule module);
#endif

#if !defined(__CUDA_ARCH__)
// Routines with host and device forms: the host declarations.

// nvshmem_my_pe: The number of the calling PE. (spec/setup.yaml:239)
// Implementation: symsync::impl::my_pe in runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
int nvshmem_my_pe(void);

// nvshmem_n_pes: The number of PEs running the program. (spec/setup.yaml:250)
// Implementation: symsync::impl::n_pes in runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
int nvshmem_n_pes(void);

// nvshmem_team_my_pe: The number of the calling PE in a team.
// (spec/setup.yaml:261)
// Implementation: symsync::impl::team_my_pe in runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:two_hosts_test, //tests/runtime:uid_start_test.
int nvshmem_team_my_pe(nvshmem_team_t team);

// nvshmem_team_n_pes: The number of PEs in a team. (spec/setup.yaml:286)
// Implementation: symsync::impl::team_n_pes in runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:two_hosts_test, //tests/runtime:uid_start_test.
int nvshmem_team_n_pes(nvshmem_team_t team);

// nvshmem_ptr: A pointer through which plain loads and stores reach a symmetric
// object on another PE. (spec/setup.yaml:309)
// Implementation: symsync::impl::ptr in runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
void *nvshmem_ptr(const void *dest, int pe);

// nvshmem_info_get_version: The version of the OpenSHMEM specification this
// library implements. (spec/setup.yaml:335)
// Implementation: symsync::impl::info_get_version in
// runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
void nvshmem_info_get_version(int *major, int *minor);

// nvshmem_info_get_name: The name of this library. (spec/setup.yaml:358)
// Implementation: symsync::impl::info_get_name in
// runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
void nvshmem_info_get_name(char *name);

// nvshmem_TYPENAME_wait: Wait until a symmetric variable no longer holds a
// given value. (spec/p2p_sync.yaml:78)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
void nvshmem_short_wait(short *ivar, short cmp_value);
void nvshmem_int_wait(int *ivar, int cmp_value);
void nvshmem_long_wait(long *ivar, long cmp_value);
void nvshmem_longlong_wait(long long *ivar, long long cmp_value);
void nvshmem_ushort_wait(unsigned short *ivar, unsigned short cmp_value);
void nvshmem_uint_wait(unsigned int *ivar, unsigned int cmp_value);
void nvshmem_ulong_wait(unsigned long *ivar, unsigned long cmp_value);
void nvshmem_ulonglong_wait(
    unsigned long long *ivar,
    unsigned long long cmp_value);
void nvshmem_int32_wait(int32_t *ivar, int32_t cmp_value);
void nvshmem_int64_wait(int64_t *ivar, int64_t cmp_value);
void nvshmem_uint32_wait(uint32_t *ivar, uint32_t cmp_value);
void nvshmem_uint64_wait(uint64_t *ivar, uint64_t cmp_value);
void nvshmem_size_wait(size_t *ivar, size_t cmp_value);
void nvshmem_ptrdiff_wait(ptrdiff_t *ivar, ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until: Wait until a symmetric variable satisfies a
// comparison. (spec/p2p_sync.yaml:108)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
void nvshmem_short_wait_until(short *ivar, int cmp, short cmp_value);
void nvshmem_int_wait_until(int *ivar, int cmp, int cmp_value);
void nvshmem_long_wait_until(long *ivar, int cmp, long cmp_value);
void nvshmem_longlong_wait_until(long long *ivar, int cmp, long long cmp_value);
void nvshmem_ushort_wait_until(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value);
void nvshmem_uint_wait_until(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value);
void nvshmem_ulong_wait_until(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value);
void nvshmem_ulonglong_wait_until(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value);
void nvshmem_int32_wait_until(int32_t *ivar, int cmp, int32_t cmp_value);
void nvshmem_int64_wait_until(int64_t *ivar, int cmp, int64_t cmp_value);
void nvshmem_uint32_wait_until(uint32_t *ivar, int cmp, uint32_t cmp_value);
void nvshmem_uint64_wait_until(uint64_t *ivar, int cmp, uint64_t cmp_value);
void nvshmem_size_wait_until(size_t *ivar, int cmp, size_t cmp_value);
void nvshmem_ptrdiff_wait_until(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until_all: Wait until every variable of a set satisfies
// a comparison. (spec/p2p_sync.yaml:134)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
void nvshmem_short_wait_until_all(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
void nvshmem_int_wait_until_all(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
void nvshmem_long_wait_until_all(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
void nvshmem_longlong_wait_until_all(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
void nvshmem_ushort_wait_until_all(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
void nvshmem_uint_wait_until_all(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
void nvshmem_ulong_wait_until_all(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
void nvshmem_ulonglong_wait_until_all(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
void nvshmem_int32_wait_until_all(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
void nvshmem_int64_wait_until_all(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
void nvshmem_uint32_wait_until_all(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
void nvshmem_uint64_wait_until_all(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
void nvshmem_size_wait_until_all(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
void nvshmem_ptrdiff_wait_until_all(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until_any: Wait until at least one variable of a set
// satisfies a comparison, and return its index. (spec/p2p_sync.yaml:177)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
size_t nvshmem_short_wait_until_any(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
size_t nvshmem_int_wait_until_any(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
size_t nvshmem_long_wait_until_any(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
size_t nvshmem_longlong_wait_until_any(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
size_t nvshmem_ushort_wait_until_any(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
size_t nvshmem_uint_wait_until_any(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
size_t nvshmem_ulong_wait_until_any(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
size_t nvshmem_ulonglong_wait_until_any(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
size_t nvshmem_int32_wait_until_any(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
size_t nvshmem_int64_wait_until_any(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
size_t nvshmem_uint32_wait_until_any(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
size_t nvshmem_uint64_wait_until_any(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
size_t nvshmem_size_wait_until_any(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
size_t nvshmem_ptrdiff_wait_until_any(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until_some: Wait until at least one variable of a set
// satisfies a comparison, and report all that do. (spec/p2p_sync.yaml:202)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
size_t nvshmem_short_wait_until_some(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value);
size_t nvshmem_int_wait_until_some(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value);
size_t nvshmem_long_wait_until_some(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value);
size_t nvshmem_longlong_wait_until_some(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value);
size_t nvshmem_ushort_wait_until_some(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value);
size_t nvshmem_uint_wait_until_some(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value);
size_t nvshmem_ulong_wait_until_some(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value);
size_t nvshmem_ulonglong_wait_until_some(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
size_t nvshmem_int32_wait_until_some(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value);
size_t nvshmem_int64_wait_until_some(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value);
size_t nvshmem_uint32_wait_until_some(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value);
size_t nvshmem_uint64_wait_until_some(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value);
size_t nvshmem_size_wait_until_some(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value);
size_t nvshmem_ptrdiff_wait_until_some(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmem_TYPENAME_wait_until_all_vector: Wait until every variable of a set
// satisfies a comparison with its own value. (spec/p2p_sync.yaml:236)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
void nvshmem_short_wait_until_all_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
void nvshmem_int_wait_until_all_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
void nvshmem_long_wait_until_all_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
void nvshmem_longlong_wait_until_all_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
void nvshmem_ushort_wait_until_all_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
void nvshmem_uint_wait_until_all_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
void nvshmem_ulong_wait_until_all_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
void nvshmem_ulonglong_wait_until_all_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
void nvshmem_int32_wait_until_all_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
void nvshmem_int64_wait_until_all_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
void nvshmem_uint32_wait_until_all_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
void nvshmem_uint64_wait_until_all_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
void nvshmem_size_wait_until_all_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
void nvshmem_ptrdiff_wait_until_all_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_wait_until_any_vector: Wait until at least one variable of a
// set satisfies a comparison with its own value, and return its index.
// (spec/p2p_sync.yaml:269)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
size_t nvshmem_short_wait_until_any_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
size_t nvshmem_int_wait_until_any_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
size_t nvshmem_long_wait_until_any_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
size_t nvshmem_longlong_wait_until_any_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
size_t nvshmem_ushort_wait_until_any_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
size_t nvshmem_uint_wait_until_any_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
size_t nvshmem_ulong_wait_until_any_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
size_t nvshmem_ulonglong_wait_until_any_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
size_t nvshmem_int32_wait_until_any_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
size_t nvshmem_int64_wait_until_any_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
size_t nvshmem_uint32_wait_until_any_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
size_t nvshmem_uint64_wait_until_any_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
size_t nvshmem_size_wait_until_any_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
size_t nvshmem_ptrdiff_wait_until_any_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_wait_until_some_vector: Wait until at least one variable of
// a set satisfies a comparison with its own value, and report all that do.
// (spec/p2p_sync.yaml:287)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
size_t nvshmem_short_wait_until_some_vector(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values);
size_t nvshmem_int_wait_until_some_vector(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values);
size_t nvshmem_long_wait_until_some_vector(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values);
size_t nvshmem_longlong_wait_until_some_vector(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values);
size_t nvshmem_ushort_wait_until_some_vector(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
size_t nvshmem_uint_wait_until_some_vector(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
size_t nvshmem_ulong_wait_until_some_vector(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
size_t nvshmem_ulonglong_wait_until_some_vector(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
size_t nvshmem_int32_wait_until_some_vector(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values);
size_t nvshmem_int64_wait_until_some_vector(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values);
size_t nvshmem_uint32_wait_until_some_vector(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
size_t nvshmem_uint64_wait_until_some_vector(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
size_t nvshmem_size_wait_until_some_vector(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values);
size_t nvshmem_ptrdiff_wait_until_some_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_test: Check, without waiting, whether a symmetric variable
// satisfies a comparison. (spec/p2p_sync.yaml:305)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
int nvshmem_short_test(short *ivar, int cmp, short cmp_value);
int nvshmem_int_test(int *ivar, int cmp, int cmp_value);
int nvshmem_long_test(long *ivar, int cmp, long cmp_value);
int nvshmem_longlong_test(long long *ivar, int cmp, long long cmp_value);
int nvshmem_ushort_test(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value);
int nvshmem_uint_test(unsigned int *ivar, int cmp, unsigned int cmp_value);
int nvshmem_ulong_test(unsigned long *ivar, int cmp, unsigned long cmp_value);
int nvshmem_ulonglong_test(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value);
int nvshmem_int32_test(int32_t *ivar, int cmp, int32_t cmp_value);
int nvshmem_int64_test(int64_t *ivar, int cmp, int64_t cmp_value);
int nvshmem_uint32_test(uint32_t *ivar, int cmp, uint32_t cmp_value);
int nvshmem_uint64_test(uint64_t *ivar, int cmp, uint64_t cmp_value);
int nvshmem_size_test(size_t *ivar, int cmp, size_t cmp_value);
int nvshmem_ptrdiff_test(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value);

// nvshmem_TYPENAME_test_all: Check, without waiting, whether every variable of
// a set satisfies a comparison. (spec/p2p_sync.yaml:321)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
int nvshmem_short_test_all(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
int nvshmem_int_test_all(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
int nvshmem_long_test_all(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
int nvshmem_longlong_test_all(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
int nvshmem_ushort_test_all(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
int nvshmem_uint_test_all(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
int nvshmem_ulong_test_all(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
int nvshmem_ulonglong_test_all(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
int nvshmem_int32_test_all(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
int nvshmem_int64_test_all(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
int nvshmem_uint32_test_all(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
int nvshmem_uint64_test_all(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
int nvshmem_size_test_all(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
int nvshmem_ptrdiff_test_all(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmem_TYPENAME_test_any: Check, without waiting, whether any variable of a
// set satisfies a comparison, and return its index. (spec/p2p_sync.yaml:340)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
size_t nvshmem_short_test_any(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
size_t nvshmem_int_test_any(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
size_t nvshmem_long_test_any(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
size_t nvshmem_longlong_test_any(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
size_t nvshmem_ushort_test_any(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
size_t nvshmem_uint_test_any(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
size_t nvshmem_ulong_test_any(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
size_t nvshmem_ulonglong_test_any(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
size_t nvshmem_int32_test_any(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
size_t nvshmem_int64_test_any(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
size_t nvshmem_uint32_test_any(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
size_t nvshmem_uint64_test_any(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
size_t nvshmem_size_test_any(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
size_t nvshmem_ptrdiff_test_any(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmem_TYPENAME_test_some: Check, without waiting, which variables of a set
// satisfy a comparison. (spec/p2p_sync.yaml:360)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
size_t nvshmem_short_test_some(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value);
size_t nvshmem_int_test_some(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value);
size_t nvshmem_long_test_some(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value);
size_t nvshmem_longlong_test_some(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value);
size_t nvshmem_ushort_test_some(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value);
size_t nvshmem_uint_test_some(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value);
size_t nvshmem_ulong_test_some(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value);
size_t nvshmem_ulonglong_test_some(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
size_t nvshmem_int32_test_some(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value);
size_t nvshmem_int64_test_some(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value);
size_t nvshmem_uint32_test_some(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value);
size_t nvshmem_uint64_test_some(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value);
size_t nvshmem_size_test_some(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value);
size_t nvshmem_ptrdiff_test_some(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmem_TYPENAME_test_all_vector: Check, without waiting, whether every
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:378)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
int nvshmem_short_test_all_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
int nvshmem_int_test_all_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
int nvshmem_long_test_all_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
int nvshmem_longlong_test_all_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
int nvshmem_ushort_test_all_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
int nvshmem_uint_test_all_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
int nvshmem_ulong_test_all_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
int nvshmem_ulonglong_test_all_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
int nvshmem_int32_test_all_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
int nvshmem_int64_test_all_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
int nvshmem_uint32_test_all_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
int nvshmem_uint64_test_all_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
int nvshmem_size_test_all_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
int nvshmem_ptrdiff_test_all_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_test_any_vector: Check, without waiting, whether any
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:392)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
size_t nvshmem_short_test_any_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
size_t nvshmem_int_test_any_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
size_t nvshmem_long_test_any_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
size_t nvshmem_longlong_test_any_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
size_t nvshmem_ushort_test_any_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
size_t nvshmem_uint_test_any_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
size_t nvshmem_ulong_test_any_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
size_t nvshmem_ulonglong_test_any_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
size_t nvshmem_int32_test_any_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
size_t nvshmem_int64_test_any_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
size_t nvshmem_uint32_test_any_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
size_t nvshmem_uint64_test_any_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
size_t nvshmem_size_test_any_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
size_t nvshmem_ptrdiff_test_any_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmem_TYPENAME_test_some_vector: Check, without waiting, which variables of
// a set satisfy a comparison with their own values. (spec/p2p_sync.yaml:406)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
size_t nvshmem_short_test_some_vector(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values);
size_t nvshmem_int_test_some_vector(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values);
size_t nvshmem_long_test_some_vector(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values);
size_t nvshmem_longlong_test_some_vector(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values);
size_t nvshmem_ushort_test_some_vector(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
size_t nvshmem_uint_test_some_vector(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
size_t nvshmem_ulong_test_some_vector(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
size_t nvshmem_ulonglong_test_some_vector(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
size_t nvshmem_int32_test_some_vector(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values);
size_t nvshmem_int64_test_some_vector(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values);
size_t nvshmem_uint32_test_some_vector(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
size_t nvshmem_uint64_test_some_vector(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
size_t nvshmem_size_test_some_vector(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values);
size_t nvshmem_ptrdiff_test_some_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmem_signal_wait_until: Wait until a signal object satisfies a comparison,
// and return the value that satisfied it. (spec/p2p_sync.yaml:420)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_signal_host_test, //generated:p2p_signal_device_test.
uint64_t nvshmem_signal_wait_until(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value);

// nvshmemx_signal_op: Update a signal object of another PE, setting it or
// adding to it. (spec/updates.yaml:28)
// Implementation: symsync::impl::signal_op in
// runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
void nvshmemx_signal_op(
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// nvshmem_signal_fetch: Read a signal object of the calling PE.
// (spec/updates.yaml:75)
// Implementation: symsync::impl::signal_fetch in
// runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
uint64_t nvshmem_signal_fetch(uint64_t *sig_addr);

// nvshmem_TYPENAME_atomic_set: Atomically set a symmetric variable of another
// PE. (spec/updates.yaml:96)
// Implementation: symsync::impl::atomic_set in
// runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
void nvshmem_short_atomic_set(short *dest, short value, int pe);
void nvshmem_int_atomic_set(int *dest, int value, int pe);
void nvshmem_long_atomic_set(long *dest, long value, int pe);
void nvshmem_longlong_atomic_set(long long *dest, long long value, int pe);
void nvshmem_ushort_atomic_set(
    unsigned short *dest,
    unsigned short value,
    int pe);
void nvshmem_uint_atomic_set(unsigned int *dest, unsigned int value, int pe);
void nvshmem_ulong_atomic_set(unsigned long *dest, unsigned long value, int pe);
void nvshmem_ulonglong_atomic_set(
    unsigned long long *dest,
    unsigned long long value,
    int pe);
void nvshmem_int32_atomic_set(int32_t *dest, int32_t value, int pe);
void nvshmem_int64_atomic_set(int64_t *dest, int64_t value, int pe);
void nvshmem_uint32_atomic_set(uint32_t *dest, uint32_t value, int pe);
void nvshmem_uint64_atomic_set(uint64_t *dest, uint64_t value, int pe);
void nvshmem_size_atomic_set(size_t *dest, size_t value, int pe);
void nvshmem_ptrdiff_atomic_set(ptrdiff_t *dest, ptrdiff_t value, int pe);

// nvshmem_TYPENAME_p: Store one element into a symmetric variable of another
// PE. (spec/updates.yaml:125)
// Implementation: symsync::impl::p in runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test,
// //generated:rma_<type>_host_test, //generated:rma_device_test.
void nvshmem_short_p(short *dest, short value, int pe);
void nvshmem_int_p(int *dest, int value, int pe);
void nvshmem_long_p(long *dest, long value, int pe);
void nvshmem_longlong_p(long long *dest, long long value, int pe);
void nvshmem_ushort_p(unsigned short *dest, unsigned short value, int pe);
void nvshmem_uint_p(unsigned int *dest, unsigned int value, int pe);
void nvshmem_ulong_p(unsigned long *dest, unsigned long value, int pe);
void nvshmem_ulonglong_p(
    unsigned long long *dest,
    unsigned long long value,
    int pe);
void nvshmem_int32_p(int32_t *dest, int32_t value, int pe);
void nvshmem_int64_p(int64_t *dest, int64_t value, int pe);
void nvshmem_uint32_p(uint32_t *dest, uint32_t value, int pe);
void nvshmem_uint64_p(uint64_t *dest, uint64_t value, int pe);
void nvshmem_size_p(size_t *dest, size_t value, int pe);
void nvshmem_ptrdiff_p(ptrdiff_t *dest, ptrdiff_t value, int pe);
void nvshmem_float_p(float *dest, float value, int pe);
void nvshmem_double_p(double *dest, double value, int pe);
void nvshmem_char_p(char *dest, char value, int pe);
void nvshmem_schar_p(signed char *dest, signed char value, int pe);
void nvshmem_uchar_p(unsigned char *dest, unsigned char value, int pe);
void nvshmem_int8_p(int8_t *dest, int8_t value, int pe);
void nvshmem_int16_p(int16_t *dest, int16_t value, int pe);
void nvshmem_uint8_p(uint8_t *dest, uint8_t value, int pe);
void nvshmem_uint16_p(uint16_t *dest, uint16_t value, int pe);
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_p(half *dest, half value, int pe);
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_p(__nv_bfloat16 *dest, __nv_bfloat16 value, int pe);
#endif

// nvshmem_fence: Order the calling thread's earlier updates to each PE before
// its later ones. (spec/updates.yaml:151)
// Implementation: symsync::impl::fence in runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
void nvshmem_fence(void);

// nvshmem_quiet: Complete the calling thread's earlier updates to every PE.
// (spec/updates.yaml:167)
// Implementation: symsync::impl::quiet in runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
void nvshmem_quiet(void);

// nvshmem_TYPENAME_put: Copy local data into the symmetric heap of a PE.
// (spec/rma.yaml:31)
// Implementation: symsync::impl::put in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
void nvshmem_short_put(short *dest, const short *source, size_t nelems, int pe);
void nvshmem_int_put(int *dest, const int *source, size_t nelems, int pe);
void nvshmem_long_put(long *dest, const long *source, size_t nelems, int pe);
void nvshmem_longlong_put(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
void nvshmem_ushort_put(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
void nvshmem_uint_put(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
void nvshmem_ulong_put(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
void nvshmem_ulonglong_put(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
void nvshmem_int32_put(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
void nvshmem_int64_put(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint32_put(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint64_put(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
void nvshmem_size_put(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
void nvshmem_ptrdiff_put(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
void nvshmem_float_put(float *dest, const float *source, size_t nelems, int pe);
void nvshmem_double_put(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
void nvshmem_char_put(char *dest, const char *source, size_t nelems, int pe);
void nvshmem_schar_put(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
void nvshmem_uchar_put(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
void nvshmem_int8_put(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
void nvshmem_int16_put(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint8_put(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint16_put(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_put(half *dest, const half *source, size_t nelems, int pe);
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_put(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
void nvshmem_put8(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_put16(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_put32(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_put64(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_put128(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_putmem(void *dest, const void *source, size_t bytes, int pe);

// nvshmem_TYPENAME_put_nbi: Start copying local data into the symmetric heap of
// a PE, without waiting for it. (spec/rma.yaml:87)
// Implementation: symsync::impl::put_nbi in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
void nvshmem_short_put_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
void nvshmem_int_put_nbi(int *dest, const int *source, size_t nelems, int pe);
void nvshmem_long_put_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
void nvshmem_longlong_put_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
void nvshmem_ushort_put_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
void nvshmem_uint_put_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
void nvshmem_ulong_put_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
void nvshmem_ulonglong_put_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
void nvshmem_int32_put_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
void nvshmem_int64_put_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint32_put_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint64_put_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
void nvshmem_size_put_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
void nvshmem_ptrdiff_put_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
void nvshmem_float_put_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
void nvshmem_double_put_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
void nvshmem_char_put_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
void nvshmem_schar_put_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
void nvshmem_uchar_put_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
void nvshmem_int8_put_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
void nvshmem_int16_put_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint8_put_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint16_put_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_put_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_put_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
void nvshmem_put8_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_put16_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_put32_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_put64_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_put128_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_putmem_nbi(void *dest, const void *source, size_t bytes, int pe);

// nvshmem_TYPENAME_get: Copy data from the symmetric heap of a PE into local
// memory. (spec/rma.yaml:104)
// Implementation: symsync::impl::get in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
void nvshmem_short_get(short *dest, const short *source, size_t nelems, int pe);
void nvshmem_int_get(int *dest, const int *source, size_t nelems, int pe);
void nvshmem_long_get(long *dest, const long *source, size_t nelems, int pe);
void nvshmem_longlong_get(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
void nvshmem_ushort_get(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
void nvshmem_uint_get(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
void nvshmem_ulong_get(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
void nvshmem_ulonglong_get(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
void nvshmem_int32_get(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
void nvshmem_int64_get(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint32_get(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint64_get(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
void nvshmem_size_get(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
void nvshmem_ptrdiff_get(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
void nvshmem_float_get(float *dest, const float *source, size_t nelems, int pe);
void nvshmem_double_get(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
void nvshmem_char_get(char *dest, const char *source, size_t nelems, int pe);
void nvshmem_schar_get(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
void nvshmem_uchar_get(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
void nvshmem_int8_get(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
void nvshmem_int16_get(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint8_get(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint16_get(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_get(half *dest, const half *source, size_t nelems, int pe);
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_get(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
void nvshmem_get8(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_get16(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_get32(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_get64(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_get128(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_getmem(void *dest, const void *source, size_t bytes, int pe);

// nvshmem_TYPENAME_get_nbi: Start copying data from the symmetric heap of a PE,
// without waiting for it. (spec/rma.yaml:139)
// Implementation: symsync::impl::get_nbi in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
void nvshmem_short_get_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
void nvshmem_int_get_nbi(int *dest, const int *source, size_t nelems, int pe);
void nvshmem_long_get_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
void nvshmem_longlong_get_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
void nvshmem_ushort_get_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
void nvshmem_uint_get_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
void nvshmem_ulong_get_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
void nvshmem_ulonglong_get_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
void nvshmem_int32_get_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
void nvshmem_int64_get_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint32_get_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint64_get_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
void nvshmem_size_get_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
void nvshmem_ptrdiff_get_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
void nvshmem_float_get_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
void nvshmem_double_get_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
void nvshmem_char_get_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
void nvshmem_schar_get_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
void nvshmem_uchar_get_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
void nvshmem_int8_get_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
void nvshmem_int16_get_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint8_get_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
void nvshmem_uint16_get_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_get_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_get_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
void nvshmem_get8_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_get16_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_get32_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_get64_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_get128_nbi(void *dest, const void *source, size_t nelems, int pe);
void nvshmem_getmem_nbi(void *dest, const void *source, size_t bytes, int pe);

// nvshmem_TYPENAME_g: Read one element of the symmetric heap of a PE.
// (spec/rma.yaml:155)
// Implementation: symsync::impl::g in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
short nvshmem_short_g(const short *source, int pe);
int nvshmem_int_g(const int *source, int pe);
long nvshmem_long_g(const long *source, int pe);
long long nvshmem_longlong_g(const long long *source, int pe);
unsigned short nvshmem_ushort_g(const unsigned short *source, int pe);
unsigned int nvshmem_uint_g(const unsigned int *source, int pe);
unsigned long nvshmem_ulong_g(const unsigned long *source, int pe);
unsigned long long nvshmem_ulonglong_g(
    const unsigned long long *source,
    int pe);
int32_t nvshmem_int32_g(const int32_t *source, int pe);
int64_t nvshmem_int64_g(const int64_t *source, int pe);
uint32_t nvshmem_uint32_g(const uint32_t *source, int pe);
uint64_t nvshmem_uint64_g(const uint64_t *source, int pe);
size_t nvshmem_size_g(const size_t *source, int pe);
ptrdiff_t nvshmem_ptrdiff_g(const ptrdiff_t *source, int pe);
float nvshmem_float_g(const float *source, int pe);
double nvshmem_double_g(const double *source, int pe);
char nvshmem_char_g(const char *source, int pe);
signed char nvshmem_schar_g(const signed char *source, int pe);
unsigned char nvshmem_uchar_g(const unsigned char *source, int pe);
int8_t nvshmem_int8_g(const int8_t *source, int pe);
int16_t nvshmem_int16_g(const int16_t *source, int pe);
uint8_t nvshmem_uint8_g(const uint8_t *source, int pe);
uint16_t nvshmem_uint16_g(const uint16_t *source, int pe);
#if SYMSYNC_CUDA_TYPES
half nvshmem_half_g(const half *source, int pe);
#endif
#if SYMSYNC_CUDA_TYPES
__nv_bfloat16 nvshmem_bfloat16_g(const __nv_bfloat16 *source, int pe);
#endif

// nvshmem_TYPENAME_put_signal: Copy local data into the symmetric heap of a PE,
// then update a signal object there. (spec/rma.yaml:181)
// Implementation: symsync::impl::put_signal in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
void nvshmem_short_put_signal(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int_put_signal(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_long_put_signal(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_longlong_put_signal(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_ushort_put_signal(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint_put_signal(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_ulong_put_signal(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_ulonglong_put_signal(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int32_put_signal(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int64_put_signal(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint32_put_signal(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint64_put_signal(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_size_put_signal(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_ptrdiff_put_signal(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_float_put_signal(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_double_put_signal(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_char_put_signal(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_schar_put_signal(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uchar_put_signal(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int8_put_signal(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int16_put_signal(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint8_put_signal(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint16_put_signal(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_put_signal(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_put_signal(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
void nvshmem_put8_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_put16_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_put32_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_put64_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_put128_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_putmem_signal(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// nvshmem_TYPENAME_put_signal_nbi: Start a put-with-signal, without waiting for
// the source to be reusable. (spec/rma.yaml:226)
// Implementation: symsync::impl::put_signal_nbi in
// runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
void nvshmem_short_put_signal_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int_put_signal_nbi(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_long_put_signal_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_longlong_put_signal_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_ushort_put_signal_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint_put_signal_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_ulong_put_signal_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_ulonglong_put_signal_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int32_put_signal_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int64_put_signal_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint32_put_signal_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint64_put_signal_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_size_put_signal_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_ptrdiff_put_signal_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_float_put_signal_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_double_put_signal_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_char_put_signal_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_schar_put_signal_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uchar_put_signal_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int8_put_signal_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_int16_put_signal_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint8_put_signal_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_uint16_put_signal_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#if SYMSYNC_CUDA_TYPES
void nvshmem_half_put_signal_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
void nvshmem_bfloat16_put_signal_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
void nvshmem_put8_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_put16_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_put32_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_put64_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_put128_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
void nvshmem_putmem_signal_nbi(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif  // !defined(__CUDA_ARCH__)

#ifdef __cplusplus
}  // extern "C"
#endif

#if defined(__CUDA_ARCH__)
// Routines with host and device forms: the device definitions.

// nvshmem_my_pe: The number of the calling PE. (spec/setup.yaml:239)
// Implementation: symsync::impl::my_pe in runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline int nvshmem_my_pe(void) {
  return symsync::impl::my_pe("nvshmem_my_pe");
}

// nvshmem_n_pes: The number of PEs running the program. (spec/setup.yaml:250)
// Implementation: symsync::impl::n_pes in runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline int nvshmem_n_pes(void) {
  return symsync::impl::n_pes("nvshmem_n_pes");
}

// nvshmem_team_my_pe: The number of the calling PE in a team.
// (spec/setup.yaml:261)
// Implementation: symsync::impl::team_my_pe in
// runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:two_hosts_test, //tests/runtime:uid_start_test.
template <typename = void> static __device__ inline int nvshmem_team_my_pe(
    nvshmem_team_t team) {
  return symsync::impl::team_my_pe("nvshmem_team_my_pe", team);
}

// nvshmem_team_n_pes: The number of PEs in a team. (spec/setup.yaml:286)
// Implementation: symsync::impl::team_n_pes in
// runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:two_hosts_test, //tests/runtime:uid_start_test.
template <typename = void> static __device__ inline int nvshmem_team_n_pes(
    nvshmem_team_t team) {
  return symsync::impl::team_n_pes("nvshmem_team_n_pes", team);
}

// nvshmem_ptr: A pointer through which plain loads and stores reach a symmetric
// object on another PE. (spec/setup.yaml:309)
// Implementation: symsync::impl::ptr in runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline void *nvshmem_ptr(
    const void *dest,
    int pe) {
  return symsync::impl::ptr("nvshmem_ptr", dest, pe);
}

// nvshmem_info_get_version: The version of the OpenSHMEM specification this
// library implements. (spec/setup.yaml:335)
// Implementation: symsync::impl::info_get_version in
// runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline void nvshmem_info_get_version(
    int *major,
    int *minor) {
  symsync::impl::info_get_version("nvshmem_info_get_version", major, minor);
}

// nvshmem_info_get_name: The name of this library. (spec/setup.yaml:358)
// Implementation: symsync::impl::info_get_name in
// runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline void nvshmem_info_get_name(
    char *name) {
  symsync::impl::info_get_name("nvshmem_info_get_name", name);
}

// nvshmem_TYPENAME_wait: Wait until a symmetric variable no longer holds a
// given value. (spec/p2p_sync.yaml:78)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmem_short_wait(
    short *ivar,
    short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_int_wait(
    int *ivar,
    int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_long_wait(
    long *ivar,
    long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_longlong_wait(
    long long *ivar,
    long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_ushort_wait(
    unsigned short *ivar,
    unsigned short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_uint_wait(
    unsigned int *ivar,
    unsigned int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_ulong_wait(
    unsigned long *ivar,
    unsigned long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_wait(
    unsigned long long *ivar,
    unsigned long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_int32_wait(
    int32_t *ivar,
    int32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_int64_wait(
    int64_t *ivar,
    int64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_uint32_wait(
    uint32_t *ivar,
    uint32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_uint64_wait(
    uint64_t *ivar,
    uint64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_size_wait(
    size_t *ivar,
    size_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_wait(
    ptrdiff_t *ivar,
    ptrdiff_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}

// nvshmem_TYPENAME_wait_until: Wait until a symmetric variable satisfies a
// comparison. (spec/p2p_sync.yaml:108)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmem_short_wait_until(
    short *ivar,
    int cmp,
    short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_int_wait_until(
    int *ivar,
    int cmp,
    int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_long_wait_until(
    long *ivar,
    int cmp,
    long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_longlong_wait_until(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_ushort_wait_until(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_uint_wait_until(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_ulong_wait_until(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_wait_until(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_int32_wait_until(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_int64_wait_until(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_uint32_wait_until(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_uint64_wait_until(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_size_wait_until(
    size_t *ivar,
    int cmp,
    size_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_wait_until(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait_until",
      cmp,
      ivar,
      cmp_value);
}

// nvshmem_TYPENAME_wait_until_all: Wait until every variable of a set satisfies
// a comparison. (spec/p2p_sync.yaml:134)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmem_short_wait_until_all(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_int_wait_until_all(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_long_wait_until_all(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_longlong_wait_until_all(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_ushort_wait_until_all(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_uint_wait_until_all(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_ulong_wait_until_all(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_wait_until_all(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_int32_wait_until_all(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_int64_wait_until_all(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_uint32_wait_until_all(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_uint64_wait_until_all(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_size_wait_until_all(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_wait_until_all(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait_until_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmem_TYPENAME_wait_until_any: Wait until at least one variable of a set
// satisfies a comparison, and return its index. (spec/p2p_sync.yaml:177)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmem_short_wait_until_any(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int_wait_until_any(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_long_wait_until_any(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 3>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_longlong_wait_until_any(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ushort_wait_until_any(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 5>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint_wait_until_any(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 6>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ulong_wait_until_any(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 7>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ulonglong_wait_until_any(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int32_wait_until_any(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 9>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int64_wait_until_any(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 10>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint32_wait_until_any(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 11>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint64_wait_until_any(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 12>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_size_wait_until_any(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 13>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ptrdiff_wait_until_any(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 14>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmem_TYPENAME_wait_until_some: Wait until at least one variable of a set
// satisfies a comparison, and report all that do. (spec/p2p_sync.yaml:202)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmem_short_wait_until_some(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int_wait_until_some(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_long_wait_until_some(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_longlong_wait_until_some(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ushort_wait_until_some(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint_wait_until_some(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ulong_wait_until_some(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ulonglong_wait_until_some(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int32_wait_until_some(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int64_wait_until_some(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint32_wait_until_some(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint64_wait_until_some(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_size_wait_until_some(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ptrdiff_wait_until_some(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait_until_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}

// nvshmem_TYPENAME_wait_until_all_vector: Wait until every variable of a set
// satisfies a comparison with its own value. (spec/p2p_sync.yaml:236)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmem_short_wait_until_all_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_int_wait_until_all_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_long_wait_until_all_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_longlong_wait_until_all_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_ushort_wait_until_all_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_uint_wait_until_all_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_ulong_wait_until_all_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_wait_until_all_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_int32_wait_until_all_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_int64_wait_until_all_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_uint32_wait_until_all_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_uint64_wait_until_all_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_size_wait_until_all_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_wait_until_all_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait_until_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmem_TYPENAME_wait_until_any_vector: Wait until at least one variable of a
// set satisfies a comparison with its own value, and return its index.
// (spec/p2p_sync.yaml:269)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmem_short_wait_until_any_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 15>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int_wait_until_any_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_long_wait_until_any_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 17>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_longlong_wait_until_any_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 18>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ushort_wait_until_any_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 19>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint_wait_until_any_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 20>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ulong_wait_until_any_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 21>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ulonglong_wait_until_any_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 22>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int32_wait_until_any_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 23>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int64_wait_until_any_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 24>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint32_wait_until_any_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 25>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint64_wait_until_any_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 26>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_size_wait_until_any_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 27>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ptrdiff_wait_until_any_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 28>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmem_TYPENAME_wait_until_some_vector: Wait until at least one variable of
// a set satisfies a comparison with its own value, and report all that do.
// (spec/p2p_sync.yaml:287)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmem_short_wait_until_some_vector(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int_wait_until_some_vector(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_long_wait_until_some_vector(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_longlong_wait_until_some_vector(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ushort_wait_until_some_vector(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint_wait_until_some_vector(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ulong_wait_until_some_vector(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ulonglong_wait_until_some_vector(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int32_wait_until_some_vector(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int64_wait_until_some_vector(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint32_wait_until_some_vector(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint64_wait_until_some_vector(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_size_wait_until_some_vector(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ptrdiff_wait_until_some_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait_until_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}

// nvshmem_TYPENAME_test: Check, without waiting, whether a symmetric variable
// satisfies a comparison. (spec/p2p_sync.yaml:305)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline int nvshmem_short_test(
    short *ivar,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_int_test(
    int *ivar,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_long_test(
    long *ivar,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_longlong_test(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_ushort_test(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_uint_test(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_ulong_test(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_ulonglong_test(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_int32_test(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_int64_test(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_uint32_test(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_uint64_test(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_size_test(
    size_t *ivar,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmem_ptrdiff_test(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_test",
      cmp,
      ivar,
      cmp_value);
}

// nvshmem_TYPENAME_test_all: Check, without waiting, whether every variable of
// a set satisfies a comparison. (spec/p2p_sync.yaml:321)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline int nvshmem_short_test_all(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_int_test_all(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_long_test_all(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_longlong_test_all(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_ushort_test_all(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_uint_test_all(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_ulong_test_all(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_ulonglong_test_all(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_int32_test_all(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_int64_test_all(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_uint32_test_all(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_uint64_test_all(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_size_test_all(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_ptrdiff_test_all(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_test_all",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmem_TYPENAME_test_any: Check, without waiting, whether any variable of a
// set satisfies a comparison, and return its index. (spec/p2p_sync.yaml:340)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmem_short_test_any(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 29>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int_test_any(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 30>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_long_test_any(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 31>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_longlong_test_any(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 32>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ushort_test_any(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 33>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint_test_any(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 34>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ulong_test_any(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 35>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ulonglong_test_any(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 36>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int32_test_any(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 37>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int64_test_any(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 38>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint32_test_any(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 39>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint64_test_any(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 40>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_size_test_any(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 41>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ptrdiff_test_any(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 42>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmem_TYPENAME_test_some: Check, without waiting, which variables of a set
// satisfy a comparison. (spec/p2p_sync.yaml:360)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmem_short_test_some(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int_test_some(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_long_test_some(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_longlong_test_some(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ushort_test_some(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint_test_some(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ulong_test_some(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ulonglong_test_some(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int32_test_some(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int64_test_some(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint32_test_some(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint64_test_some(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_size_test_some(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ptrdiff_test_some(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_test_some",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}

// nvshmem_TYPENAME_test_all_vector: Check, without waiting, whether every
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:378)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline int nvshmem_short_test_all_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_int_test_all_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_long_test_all_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_longlong_test_all_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_ushort_test_all_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_uint_test_all_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_ulong_test_all_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_ulonglong_test_all_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_int32_test_all_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_int64_test_all_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_uint32_test_all_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_uint64_test_all_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_size_test_all_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmem_ptrdiff_test_all_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_test_all_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmem_TYPENAME_test_any_vector: Check, without waiting, whether any
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:392)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmem_short_test_any_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 43>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int_test_any_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 44>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_long_test_any_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 45>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_longlong_test_any_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 46>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ushort_test_any_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 47>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint_test_any_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 48>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ulong_test_any_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 49>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ulonglong_test_any_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 50>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int32_test_any_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 51>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_int64_test_any_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 52>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint32_test_any_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 53>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_uint64_test_any_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 54>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_size_test_any_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 55>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmem_ptrdiff_test_any_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 56>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmem_TYPENAME_test_some_vector: Check, without waiting, which variables of
// a set satisfy a comparison with their own values. (spec/p2p_sync.yaml:406)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmem_short_test_some_vector(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int_test_some_vector(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_long_test_some_vector(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_longlong_test_some_vector(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ushort_test_some_vector(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint_test_some_vector(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ulong_test_some_vector(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ulonglong_test_some_vector(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int32_test_some_vector(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_int64_test_some_vector(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint32_test_some_vector(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_uint64_test_some_vector(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_size_test_some_vector(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmem_ptrdiff_test_some_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_test_some_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}

// nvshmem_signal_wait_until: Wait until a signal object satisfies a comparison,
// and return the value that satisfied it. (spec/p2p_sync.yaml:420)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_signal_host_test, //generated:p2p_signal_device_test.
template <typename = void> static __device__ inline uint64_t nvshmem_signal_wait_until(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_signal_wait_until",
      cmp,
      sig_addr,
      cmp_value);
}

// nvshmemx_signal_op: Update a signal object of another PE, setting it or
// adding to it. (spec/updates.yaml:28)
// Implementation: symsync::impl::signal_op in
// runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline void nvshmemx_signal_op(
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::signal_op("nvshmemx_signal_op", sig_addr, signal, sig_op, pe);
}

// nvshmem_signal_fetch: Read a signal object of the calling PE.
// (spec/updates.yaml:75)
// Implementation: symsync::impl::signal_fetch in
// runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline uint64_t nvshmem_signal_fetch(
    uint64_t *sig_addr) {
  return symsync::impl::signal_fetch("nvshmem_signal_fetch", sig_addr);
}

// nvshmem_TYPENAME_atomic_set: Atomically set a symmetric variable of another
// PE. (spec/updates.yaml:96)
// Implementation: symsync::impl::atomic_set in
// runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline void nvshmem_short_atomic_set(
    short *dest,
    short value,
    int pe) {
  symsync::impl::atomic_set<short>("nvshmem_short_atomic_set", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_int_atomic_set(
    int *dest,
    int value,
    int pe) {
  symsync::impl::atomic_set<int>("nvshmem_int_atomic_set", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_long_atomic_set(
    long *dest,
    long value,
    int pe) {
  symsync::impl::atomic_set<long>("nvshmem_long_atomic_set", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_longlong_atomic_set(
    long long *dest,
    long long value,
    int pe) {
  symsync::impl::atomic_set<long long>(
      "nvshmem_longlong_atomic_set",
      dest,
      value,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ushort_atomic_set(
    unsigned short *dest,
    unsigned short value,
    int pe) {
  symsync::impl::atomic_set<unsigned short>(
      "nvshmem_ushort_atomic_set",
      dest,
      value,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint_atomic_set(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  symsync::impl::atomic_set<unsigned int>(
      "nvshmem_uint_atomic_set",
      dest,
      value,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulong_atomic_set(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::atomic_set<unsigned long>(
      "nvshmem_ulong_atomic_set",
      dest,
      value,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_atomic_set(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::atomic_set<unsigned long long>(
      "nvshmem_ulonglong_atomic_set",
      dest,
      value,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int32_atomic_set(
    int32_t *dest,
    int32_t value,
    int pe) {
  symsync::impl::atomic_set<int32_t>(
      "nvshmem_int32_atomic_set",
      dest,
      value,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int64_atomic_set(
    int64_t *dest,
    int64_t value,
    int pe) {
  symsync::impl::atomic_set<int64_t>(
      "nvshmem_int64_atomic_set",
      dest,
      value,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint32_atomic_set(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  symsync::impl::atomic_set<uint32_t>(
      "nvshmem_uint32_atomic_set",
      dest,
      value,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint64_atomic_set(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  symsync::impl::atomic_set<uint64_t>(
      "nvshmem_uint64_atomic_set",
      dest,
      value,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_size_atomic_set(
    size_t *dest,
    size_t value,
    int pe) {
  symsync::impl::atomic_set<size_t>("nvshmem_size_atomic_set", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_atomic_set(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe) {
  symsync::impl::atomic_set<ptrdiff_t>(
      "nvshmem_ptrdiff_atomic_set",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_p: Store one element into a symmetric variable of another
// PE. (spec/updates.yaml:125)
// Implementation: symsync::impl::p in runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test,
// //generated:rma_<type>_host_test, //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmem_short_p(
    short *dest,
    short value,
    int pe) {
  symsync::impl::p<short>("nvshmem_short_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_int_p(
    int *dest,
    int value,
    int pe) {
  symsync::impl::p<int>("nvshmem_int_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_long_p(
    long *dest,
    long value,
    int pe) {
  symsync::impl::p<long>("nvshmem_long_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_longlong_p(
    long long *dest,
    long long value,
    int pe) {
  symsync::impl::p<long long>("nvshmem_longlong_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_ushort_p(
    unsigned short *dest,
    unsigned short value,
    int pe) {
  symsync::impl::p<unsigned short>("nvshmem_ushort_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_uint_p(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  symsync::impl::p<unsigned int>("nvshmem_uint_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_ulong_p(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::p<unsigned long>("nvshmem_ulong_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_p(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::p<unsigned long long>("nvshmem_ulonglong_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_int32_p(
    int32_t *dest,
    int32_t value,
    int pe) {
  symsync::impl::p<int32_t>("nvshmem_int32_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_int64_p(
    int64_t *dest,
    int64_t value,
    int pe) {
  symsync::impl::p<int64_t>("nvshmem_int64_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_uint32_p(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  symsync::impl::p<uint32_t>("nvshmem_uint32_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_uint64_p(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  symsync::impl::p<uint64_t>("nvshmem_uint64_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_size_p(
    size_t *dest,
    size_t value,
    int pe) {
  symsync::impl::p<size_t>("nvshmem_size_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_p(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe) {
  symsync::impl::p<ptrdiff_t>("nvshmem_ptrdiff_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_float_p(
    float *dest,
    float value,
    int pe) {
  symsync::impl::p<float>("nvshmem_float_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_double_p(
    double *dest,
    double value,
    int pe) {
  symsync::impl::p<double>("nvshmem_double_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_char_p(
    char *dest,
    char value,
    int pe) {
  symsync::impl::p<char>("nvshmem_char_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_schar_p(
    signed char *dest,
    signed char value,
    int pe) {
  symsync::impl::p<signed char>("nvshmem_schar_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_uchar_p(
    unsigned char *dest,
    unsigned char value,
    int pe) {
  symsync::impl::p<unsigned char>("nvshmem_uchar_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_int8_p(
    int8_t *dest,
    int8_t value,
    int pe) {
  symsync::impl::p<int8_t>("nvshmem_int8_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_int16_p(
    int16_t *dest,
    int16_t value,
    int pe) {
  symsync::impl::p<int16_t>("nvshmem_int16_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_uint8_p(
    uint8_t *dest,
    uint8_t value,
    int pe) {
  symsync::impl::p<uint8_t>("nvshmem_uint8_p", dest, value, pe);
}
template <typename = void> static __device__ inline void nvshmem_uint16_p(
    uint16_t *dest,
    uint16_t value,
    int pe) {
  symsync::impl::p<uint16_t>("nvshmem_uint16_p", dest, value, pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_half_p(
    half *dest,
    half value,
    int pe) {
  symsync::impl::p<half>("nvshmem_half_p", dest, value, pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_bfloat16_p(
    __nv_bfloat16 *dest,
    __nv_bfloat16 value,
    int pe) {
  symsync::impl::p<__nv_bfloat16>("nvshmem_bfloat16_p", dest, value, pe);
}
#endif

// nvshmem_fence: Order the calling thread's earlier updates to each PE before
// its later ones. (spec/updates.yaml:151)
// Implementation: symsync::impl::fence in runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline void nvshmem_fence(void) {
  symsync::impl::fence("nvshmem_fence");
}

// nvshmem_quiet: Complete the calling thread's earlier updates to every PE.
// (spec/updates.yaml:167)
// Implementation: symsync::impl::quiet in runtime/include/symsync/device_api.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
template <typename = void> static __device__ inline void nvshmem_quiet(void) {
  symsync::impl::quiet("nvshmem_quiet");
}

// nvshmem_TYPENAME_put: Copy local data into the symmetric heap of a PE.
// (spec/rma.yaml:31)
// Implementation: symsync::impl::put in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmem_short_put(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int_put(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_long_put(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_longlong_put(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ushort_put(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint_put(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulong_put(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_put(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int32_put(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int64_put(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint32_put(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint64_put(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_size_put(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_put(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_float_put(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_double_put(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_char_put(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_schar_put(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uchar_put(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int8_put(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int16_put(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint8_put(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_put",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint16_put(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_put",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_half_put(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_put",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_bfloat16_put(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_put",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmem_put8(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put8",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put16(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put16",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put32(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put32",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put64(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put64",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put128(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put128",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_putmem(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::put<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_putmem",
      dest,
      source,
      bytes,
      pe);
}

// nvshmem_TYPENAME_put_nbi: Start copying local data into the symmetric heap of
// a PE, without waiting for it. (spec/rma.yaml:87)
// Implementation: symsync::impl::put_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmem_short_put_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int_put_nbi(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_long_put_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_longlong_put_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ushort_put_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint_put_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulong_put_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_put_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int32_put_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int64_put_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint32_put_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint64_put_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_size_put_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_put_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_float_put_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_double_put_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_char_put_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_schar_put_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uchar_put_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int8_put_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int16_put_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint8_put_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint16_put_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_half_put_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_bfloat16_put_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmem_put8_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put8_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put16_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put16_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put32_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put32_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put64_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put64_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put128_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put128_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_putmem_nbi(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::put_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_putmem_nbi",
      dest,
      source,
      bytes,
      pe);
}

// nvshmem_TYPENAME_get: Copy data from the symmetric heap of a PE into local
// memory. (spec/rma.yaml:104)
// Implementation: symsync::impl::get in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmem_short_get(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int_get(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_long_get(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_longlong_get(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ushort_get(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint_get(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulong_get(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_get(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int32_get(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int64_get(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint32_get(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint64_get(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_size_get(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_get(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_float_get(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_double_get(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_char_get(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_schar_get(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uchar_get(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int8_get(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int16_get(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint8_get(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_get",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint16_get(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_get",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_half_get(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_get",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_bfloat16_get(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_get",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmem_get8(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get8",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_get16(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get16",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_get32(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get32",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_get64(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get64",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_get128(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get128",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_getmem(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::get<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_getmem",
      dest,
      source,
      bytes,
      pe);
}

// nvshmem_TYPENAME_get_nbi: Start copying data from the symmetric heap of a PE,
// without waiting for it. (spec/rma.yaml:139)
// Implementation: symsync::impl::get_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmem_short_get_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int_get_nbi(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_long_get_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_longlong_get_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ushort_get_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint_get_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulong_get_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_get_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int32_get_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int64_get_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint32_get_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint64_get_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_size_get_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_get_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_float_get_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_double_get_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_char_get_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_schar_get_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uchar_get_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int8_get_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int16_get_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint8_get_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint16_get_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_half_get_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_bfloat16_get_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmem_get8_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get8_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_get16_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get16_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_get32_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get32_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_get64_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get64_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_get128_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get128_nbi",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_getmem_nbi(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::get_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_getmem_nbi",
      dest,
      source,
      bytes,
      pe);
}

// nvshmem_TYPENAME_g: Read one element of the symmetric heap of a PE.
// (spec/rma.yaml:155)
// Implementation: symsync::impl::g in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline short nvshmem_short_g(
    const short *source,
    int pe) {
  return symsync::impl::g<short>("nvshmem_short_g", source, pe);
}
template <typename = void> static __device__ inline int nvshmem_int_g(
    const int *source,
    int pe) {
  return symsync::impl::g<int>("nvshmem_int_g", source, pe);
}
template <typename = void> static __device__ inline long nvshmem_long_g(
    const long *source,
    int pe) {
  return symsync::impl::g<long>("nvshmem_long_g", source, pe);
}
template <typename = void> static __device__ inline long long nvshmem_longlong_g(
    const long long *source,
    int pe) {
  return symsync::impl::g<long long>("nvshmem_longlong_g", source, pe);
}
template <typename = void> static __device__ inline unsigned short nvshmem_ushort_g(
    const unsigned short *source,
    int pe) {
  return symsync::impl::g<unsigned short>("nvshmem_ushort_g", source, pe);
}
template <typename = void> static __device__ inline unsigned int nvshmem_uint_g(
    const unsigned int *source,
    int pe) {
  return symsync::impl::g<unsigned int>("nvshmem_uint_g", source, pe);
}
template <typename = void> static __device__ inline unsigned long nvshmem_ulong_g(
    const unsigned long *source,
    int pe) {
  return symsync::impl::g<unsigned long>("nvshmem_ulong_g", source, pe);
}
template <typename = void> static __device__ inline unsigned long long nvshmem_ulonglong_g(
    const unsigned long long *source,
    int pe) {
  return symsync::impl::g<unsigned long long>(
      "nvshmem_ulonglong_g",
      source,
      pe);
}
template <typename = void> static __device__ inline int32_t nvshmem_int32_g(
    const int32_t *source,
    int pe) {
  return symsync::impl::g<int32_t>("nvshmem_int32_g", source, pe);
}
template <typename = void> static __device__ inline int64_t nvshmem_int64_g(
    const int64_t *source,
    int pe) {
  return symsync::impl::g<int64_t>("nvshmem_int64_g", source, pe);
}
template <typename = void> static __device__ inline uint32_t nvshmem_uint32_g(
    const uint32_t *source,
    int pe) {
  return symsync::impl::g<uint32_t>("nvshmem_uint32_g", source, pe);
}
template <typename = void> static __device__ inline uint64_t nvshmem_uint64_g(
    const uint64_t *source,
    int pe) {
  return symsync::impl::g<uint64_t>("nvshmem_uint64_g", source, pe);
}
template <typename = void> static __device__ inline size_t nvshmem_size_g(
    const size_t *source,
    int pe) {
  return symsync::impl::g<size_t>("nvshmem_size_g", source, pe);
}
template <typename = void> static __device__ inline ptrdiff_t nvshmem_ptrdiff_g(
    const ptrdiff_t *source,
    int pe) {
  return symsync::impl::g<ptrdiff_t>("nvshmem_ptrdiff_g", source, pe);
}
template <typename = void> static __device__ inline float nvshmem_float_g(
    const float *source,
    int pe) {
  return symsync::impl::g<float>("nvshmem_float_g", source, pe);
}
template <typename = void> static __device__ inline double nvshmem_double_g(
    const double *source,
    int pe) {
  return symsync::impl::g<double>("nvshmem_double_g", source, pe);
}
template <typename = void> static __device__ inline char nvshmem_char_g(
    const char *source,
    int pe) {
  return symsync::impl::g<char>("nvshmem_char_g", source, pe);
}
template <typename = void> static __device__ inline signed char nvshmem_schar_g(
    const signed char *source,
    int pe) {
  return symsync::impl::g<signed char>("nvshmem_schar_g", source, pe);
}
template <typename = void> static __device__ inline unsigned char nvshmem_uchar_g(
    const unsigned char *source,
    int pe) {
  return symsync::impl::g<unsigned char>("nvshmem_uchar_g", source, pe);
}
template <typename = void> static __device__ inline int8_t nvshmem_int8_g(
    const int8_t *source,
    int pe) {
  return symsync::impl::g<int8_t>("nvshmem_int8_g", source, pe);
}
template <typename = void> static __device__ inline int16_t nvshmem_int16_g(
    const int16_t *source,
    int pe) {
  return symsync::impl::g<int16_t>("nvshmem_int16_g", source, pe);
}
template <typename = void> static __device__ inline uint8_t nvshmem_uint8_g(
    const uint8_t *source,
    int pe) {
  return symsync::impl::g<uint8_t>("nvshmem_uint8_g", source, pe);
}
template <typename = void> static __device__ inline uint16_t nvshmem_uint16_g(
    const uint16_t *source,
    int pe) {
  return symsync::impl::g<uint16_t>("nvshmem_uint16_g", source, pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline half nvshmem_half_g(
    const half *source,
    int pe) {
  return symsync::impl::g<half>("nvshmem_half_g", source, pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline __nv_bfloat16 nvshmem_bfloat16_g(
    const __nv_bfloat16 *source,
    int pe) {
  return symsync::impl::g<__nv_bfloat16>("nvshmem_bfloat16_g", source, pe);
}
#endif

// nvshmem_TYPENAME_put_signal: Copy local data into the symmetric heap of a PE,
// then update a signal object there. (spec/rma.yaml:181)
// Implementation: symsync::impl::put_signal in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmem_short_put_signal(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int_put_signal(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_long_put_signal(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_longlong_put_signal(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ushort_put_signal(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint_put_signal(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulong_put_signal(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_put_signal(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int32_put_signal(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int64_put_signal(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint32_put_signal(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint64_put_signal(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_size_put_signal(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_put_signal(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_float_put_signal(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_double_put_signal(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_char_put_signal(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_schar_put_signal(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uchar_put_signal(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int8_put_signal(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int16_put_signal(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint8_put_signal(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint16_put_signal(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_half_put_signal(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_bfloat16_put_signal(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_put_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmem_put8_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put8_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put16_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put16_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put32_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put32_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put64_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put64_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put128_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put128_signal",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_putmem_signal(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_putmem_signal",
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
}

// nvshmem_TYPENAME_put_signal_nbi: Start a put-with-signal, without waiting for
// the source to be reusable. (spec/rma.yaml:226)
// Implementation: symsync::impl::put_signal_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmem_short_put_signal_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int_put_signal_nbi(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_long_put_signal_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_longlong_put_signal_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ushort_put_signal_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint_put_signal_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulong_put_signal_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ulonglong_put_signal_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int32_put_signal_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int64_put_signal_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint32_put_signal_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint64_put_signal_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_size_put_signal_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_ptrdiff_put_signal_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_float_put_signal_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_double_put_signal_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_char_put_signal_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_schar_put_signal_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uchar_put_signal_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int8_put_signal_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_int16_put_signal_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint8_put_signal_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_uint16_put_signal_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_half_put_signal_nbi(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(half)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_half_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmem_bfloat16_put_signal_nbi(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_bfloat16_put_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmem_put8_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put8_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put16_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put16_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put32_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put32_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put64_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put64_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_put128_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put128_signal_nbi",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmem_putmem_signal_nbi(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_putmem_signal_nbi",
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif  // defined(__CUDA_ARCH__)

#if defined(__CUDA_ARCH__)
// Device-only routines and forms: defined in nvcc's device pass.

// nvshmemx_TYPENAME_wait_warp: Wait until a symmetric variable no longer holds
// a given value. (spec/p2p_sync.yaml:78)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_wait_warp(
    short *ivar,
    short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int_wait_warp(
    int *ivar,
    int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_long_wait_warp(
    long *ivar,
    long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_wait_warp(
    long long *ivar,
    long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_wait_warp(
    unsigned short *ivar,
    unsigned short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint_wait_warp(
    unsigned int *ivar,
    unsigned int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_wait_warp(
    unsigned long *ivar,
    unsigned long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_wait_warp(
    unsigned long long *ivar,
    unsigned long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int32_wait_warp(
    int32_t *ivar,
    int32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int64_wait_warp(
    int64_t *ivar,
    int64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_wait_warp(
    uint32_t *ivar,
    uint32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_wait_warp(
    uint64_t *ivar,
    uint64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_size_wait_warp(
    size_t *ivar,
    size_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_wait_warp(
    ptrdiff_t *ivar,
    ptrdiff_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_wait_warp",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}

// nvshmemx_TYPENAME_wait_block: Wait until a symmetric variable no longer holds
// a given value. (spec/p2p_sync.yaml:78)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_wait_block(
    short *ivar,
    short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int_wait_block(
    int *ivar,
    int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_long_wait_block(
    long *ivar,
    long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_wait_block(
    long long *ivar,
    long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_wait_block(
    unsigned short *ivar,
    unsigned short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint_wait_block(
    unsigned int *ivar,
    unsigned int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_wait_block(
    unsigned long *ivar,
    unsigned long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_wait_block(
    unsigned long long *ivar,
    unsigned long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int32_wait_block(
    int32_t *ivar,
    int32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int64_wait_block(
    int64_t *ivar,
    int64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_wait_block(
    uint32_t *ivar,
    uint32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_wait_block(
    uint64_t *ivar,
    uint64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_size_wait_block(
    size_t *ivar,
    size_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_wait_block(
    ptrdiff_t *ivar,
    ptrdiff_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_wait_block",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}

// nvshmemx_TYPENAME_wait_until_warp: Wait until a symmetric variable satisfies
// a comparison. (spec/p2p_sync.yaml:108)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_wait_until_warp(
    short *ivar,
    int cmp,
    short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int_wait_until_warp(
    int *ivar,
    int cmp,
    int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_long_wait_until_warp(
    long *ivar,
    int cmp,
    long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_wait_until_warp(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_wait_until_warp(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint_wait_until_warp(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_wait_until_warp(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_wait_until_warp(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int32_wait_until_warp(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int64_wait_until_warp(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_wait_until_warp(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_wait_until_warp(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_size_wait_until_warp(
    size_t *ivar,
    int cmp,
    size_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_wait_until_warp(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_wait_until_warp",
      cmp,
      ivar,
      cmp_value);
}

// nvshmemx_TYPENAME_wait_until_block: Wait until a symmetric variable satisfies
// a comparison. (spec/p2p_sync.yaml:108)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_wait_until_block(
    short *ivar,
    int cmp,
    short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int_wait_until_block(
    int *ivar,
    int cmp,
    int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_long_wait_until_block(
    long *ivar,
    int cmp,
    long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_wait_until_block(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_wait_until_block(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint_wait_until_block(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_wait_until_block(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_wait_until_block(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int32_wait_until_block(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_int64_wait_until_block(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_wait_until_block(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_wait_until_block(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_size_wait_until_block(
    size_t *ivar,
    int cmp,
    size_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_wait_until_block(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_wait_until_block",
      cmp,
      ivar,
      cmp_value);
}

// nvshmemx_TYPENAME_wait_until_all_warp: Wait until every variable of a set
// satisfies a comparison. (spec/p2p_sync.yaml:134)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_wait_until_all_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int_wait_until_all_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_long_wait_until_all_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_wait_until_all_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_wait_until_all_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint_wait_until_all_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_wait_until_all_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_wait_until_all_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int32_wait_until_all_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int64_wait_until_all_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_wait_until_all_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_wait_until_all_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_size_wait_until_all_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_wait_until_all_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_wait_until_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_all_block: Wait until every variable of a set
// satisfies a comparison. (spec/p2p_sync.yaml:134)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_wait_until_all_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int_wait_until_all_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_long_wait_until_all_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_wait_until_all_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_wait_until_all_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint_wait_until_all_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_wait_until_all_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_wait_until_all_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int32_wait_until_all_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int64_wait_until_all_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_wait_until_all_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_wait_until_all_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_size_wait_until_all_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_wait_until_all_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_wait_until_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_any_warp: Wait until at least one variable of a
// set satisfies a comparison, and return its index. (spec/p2p_sync.yaml:177)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_wait_until_any_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 113>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_wait_until_any_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 114>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_wait_until_any_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 115>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_wait_until_any_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 116>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_wait_until_any_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 117>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_wait_until_any_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 118>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_wait_until_any_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 119>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_wait_until_any_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 120>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_wait_until_any_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 121>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_wait_until_any_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 122>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_wait_until_any_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 123>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_wait_until_any_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 124>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_wait_until_any_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 125>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_wait_until_any_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 126>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_wait_until_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_any_block: Wait until at least one variable of a
// set satisfies a comparison, and return its index. (spec/p2p_sync.yaml:177)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_wait_until_any_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 169>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_wait_until_any_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 170>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_wait_until_any_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 171>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_wait_until_any_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 172>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_wait_until_any_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 173>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_wait_until_any_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 174>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_wait_until_any_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 175>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_wait_until_any_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 176>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_wait_until_any_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 177>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_wait_until_any_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 178>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_wait_until_any_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 179>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_wait_until_any_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 180>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_wait_until_any_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 181>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_wait_until_any_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 182>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_wait_until_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_some_warp: Wait until at least one variable of a
// set satisfies a comparison, and report all that do. (spec/p2p_sync.yaml:202)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_wait_until_some_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_wait_until_some_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_wait_until_some_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_wait_until_some_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_wait_until_some_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_wait_until_some_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_wait_until_some_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_wait_until_some_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_wait_until_some_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_wait_until_some_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_wait_until_some_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_wait_until_some_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_wait_until_some_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_wait_until_some_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_wait_until_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}

// nvshmemx_TYPENAME_wait_until_some_block: Wait until at least one variable of
// a set satisfies a comparison, and report all that do.
// (spec/p2p_sync.yaml:202)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_wait_until_some_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_wait_until_some_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_wait_until_some_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_wait_until_some_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_wait_until_some_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_wait_until_some_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_wait_until_some_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_wait_until_some_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_wait_until_some_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_wait_until_some_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_wait_until_some_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_wait_until_some_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_wait_until_some_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_wait_until_some_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_wait_until_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}

// nvshmemx_TYPENAME_wait_until_all_vector_warp: Wait until every variable of a
// set satisfies a comparison with its own value. (spec/p2p_sync.yaml:236)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_wait_until_all_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int_wait_until_all_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_long_wait_until_all_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_wait_until_all_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_wait_until_all_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint_wait_until_all_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_wait_until_all_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_wait_until_all_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int32_wait_until_all_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int64_wait_until_all_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_wait_until_all_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_wait_until_all_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_size_wait_until_all_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_wait_until_all_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_wait_until_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_all_vector_block: Wait until every variable of a
// set satisfies a comparison with its own value. (spec/p2p_sync.yaml:236)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_wait_until_all_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int_wait_until_all_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_long_wait_until_all_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_wait_until_all_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_wait_until_all_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint_wait_until_all_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_wait_until_all_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_wait_until_all_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int32_wait_until_all_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_int64_wait_until_all_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_wait_until_all_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_wait_until_all_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_size_wait_until_all_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_wait_until_all_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::on_set<symsync::impl::Kind::kWaitAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_wait_until_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_any_vector_warp: Wait until at least one
// variable of a set satisfies a comparison with its own value, and return its
// index. (spec/p2p_sync.yaml:269)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_wait_until_any_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 127>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_wait_until_any_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 128>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_wait_until_any_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 129>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_wait_until_any_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 130>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_wait_until_any_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 131>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_wait_until_any_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 132>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_wait_until_any_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 133>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_wait_until_any_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 134>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_wait_until_any_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 135>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_wait_until_any_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 136>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_wait_until_any_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 137>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_wait_until_any_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 138>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_wait_until_any_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 139>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_wait_until_any_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 140>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_wait_until_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_any_vector_block: Wait until at least one
// variable of a set satisfies a comparison with its own value, and return its
// index. (spec/p2p_sync.yaml:269)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_wait_until_any_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 183>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_wait_until_any_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 184>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_wait_until_any_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 185>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_wait_until_any_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 186>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_wait_until_any_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 187>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_wait_until_any_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 188>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_wait_until_any_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 189>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_wait_until_any_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 190>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_wait_until_any_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 191>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_wait_until_any_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 192>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_wait_until_any_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 193>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_wait_until_any_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 194>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_wait_until_any_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 195>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_wait_until_any_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 196>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_wait_until_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmemx_TYPENAME_wait_until_some_vector_warp: Wait until at least one
// variable of a set satisfies a comparison with its own value, and report all
// that do. (spec/p2p_sync.yaml:287)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_wait_until_some_vector_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_wait_until_some_vector_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_wait_until_some_vector_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_wait_until_some_vector_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_wait_until_some_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_wait_until_some_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_wait_until_some_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_wait_until_some_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_wait_until_some_vector_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_wait_until_some_vector_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_wait_until_some_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_wait_until_some_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_wait_until_some_vector_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_wait_until_some_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_wait_until_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}

// nvshmemx_TYPENAME_wait_until_some_vector_block: Wait until at least one
// variable of a set satisfies a comparison with its own value, and report all
// that do. (spec/p2p_sync.yaml:287)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_wait_until_some_vector_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_wait_until_some_vector_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_wait_until_some_vector_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_wait_until_some_vector_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_wait_until_some_vector_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_wait_until_some_vector_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_wait_until_some_vector_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_wait_until_some_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_wait_until_some_vector_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_wait_until_some_vector_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_wait_until_some_vector_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_wait_until_some_vector_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_wait_until_some_vector_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_wait_until_some_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kWaitSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_wait_until_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}

// nvshmemx_TYPENAME_test_warp: Check, without waiting, whether a symmetric
// variable satisfies a comparison. (spec/p2p_sync.yaml:305)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline int nvshmemx_short_test_warp(
    short *ivar,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_int_test_warp(
    int *ivar,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_long_test_warp(
    long *ivar,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_longlong_test_warp(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_ushort_test_warp(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_uint_test_warp(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_ulong_test_warp(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_ulonglong_test_warp(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_int32_test_warp(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_int64_test_warp(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_uint32_test_warp(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_uint64_test_warp(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_size_test_warp(
    size_t *ivar,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_test_warp",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_ptrdiff_test_warp(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_test_warp",
      cmp,
      ivar,
      cmp_value);
}

// nvshmemx_TYPENAME_test_block: Check, without waiting, whether a symmetric
// variable satisfies a comparison. (spec/p2p_sync.yaml:305)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline int nvshmemx_short_test_block(
    short *ivar,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_int_test_block(
    int *ivar,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_long_test_block(
    long *ivar,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_longlong_test_block(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_ushort_test_block(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_uint_test_block(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_ulong_test_block(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_ulonglong_test_block(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_int32_test_block(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_int64_test_block(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_uint32_test_block(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_uint64_test_block(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_size_test_block(
    size_t *ivar,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_test_block",
      cmp,
      ivar,
      cmp_value);
}
template <typename = void> static __device__ inline int nvshmemx_ptrdiff_test_block(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_test_block",
      cmp,
      ivar,
      cmp_value);
}

// nvshmemx_TYPENAME_test_all_warp: Check, without waiting, whether every
// variable of a set satisfies a comparison. (spec/p2p_sync.yaml:321)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline int nvshmemx_short_test_all_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int_test_all_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_long_test_all_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_longlong_test_all_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ushort_test_all_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint_test_all_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ulong_test_all_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ulonglong_test_all_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int32_test_all_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int64_test_all_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint32_test_all_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint64_test_all_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_size_test_all_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ptrdiff_test_all_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_test_all_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmemx_TYPENAME_test_all_block: Check, without waiting, whether every
// variable of a set satisfies a comparison. (spec/p2p_sync.yaml:321)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline int nvshmemx_short_test_all_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int_test_all_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_long_test_all_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_longlong_test_all_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ushort_test_all_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint_test_all_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ulong_test_all_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ulonglong_test_all_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int32_test_all_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int64_test_all_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint32_test_all_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint64_test_all_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_size_test_all_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ptrdiff_test_all_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_test_all_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmemx_TYPENAME_test_any_warp: Check, without waiting, whether any variable
// of a set satisfies a comparison, and return its index.
// (spec/p2p_sync.yaml:340)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_test_any_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 141>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_test_any_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 142>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_test_any_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 143>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_test_any_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 144>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_test_any_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 145>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_test_any_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 146>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_test_any_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 147>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_test_any_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 148>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_test_any_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 149>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_test_any_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 150>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_test_any_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 151>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_test_any_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 152>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_test_any_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 153>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_test_any_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 154>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_test_any_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmemx_TYPENAME_test_any_block: Check, without waiting, whether any
// variable of a set satisfies a comparison, and return its index.
// (spec/p2p_sync.yaml:340)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_test_any_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 197>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_test_any_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 198>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_test_any_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 199>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_test_any_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 200>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_test_any_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 201>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_test_any_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 202>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_test_any_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 203>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_test_any_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 204>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_test_any_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 205>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_test_any_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 206>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_test_any_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 207>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_test_any_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 208>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_test_any_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 209>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_test_any_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 210>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_test_any_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}

// nvshmemx_TYPENAME_test_some_warp: Check, without waiting, which variables of
// a set satisfy a comparison. (spec/p2p_sync.yaml:360)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_test_some_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_test_some_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_test_some_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_test_some_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_test_some_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_test_some_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_test_some_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_test_some_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_test_some_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_test_some_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_test_some_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_test_some_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_test_some_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_test_some_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_test_some_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}

// nvshmemx_TYPENAME_test_some_block: Check, without waiting, which variables of
// a set satisfy a comparison. (spec/p2p_sync.yaml:360)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_test_some_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_test_some_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_test_some_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_test_some_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_test_some_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_test_some_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_test_some_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_test_some_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_test_some_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_test_some_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_test_some_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_test_some_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_test_some_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_test_some_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_test_some_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      indices);
}

// nvshmemx_TYPENAME_test_all_vector_warp: Check, without waiting, whether every
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:378)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline int nvshmemx_short_test_all_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int_test_all_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_long_test_all_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_longlong_test_all_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ushort_test_all_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint_test_all_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ulong_test_all_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ulonglong_test_all_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int32_test_all_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int64_test_all_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint32_test_all_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint64_test_all_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_size_test_all_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ptrdiff_test_all_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_test_all_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmemx_TYPENAME_test_all_vector_block: Check, without waiting, whether
// every variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:378)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline int nvshmemx_short_test_all_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int_test_all_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_long_test_all_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_longlong_test_all_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ushort_test_all_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint_test_all_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ulong_test_all_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ulonglong_test_all_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int32_test_all_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_int64_test_all_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint32_test_all_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_uint64_test_all_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_size_test_all_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline int nvshmemx_ptrdiff_test_all_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAll, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_test_all_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmemx_TYPENAME_test_any_vector_warp: Check, without waiting, whether any
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:392)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_test_any_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 155>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_test_any_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 156>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_test_any_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 157>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_test_any_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 158>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_test_any_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 159>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_test_any_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 160>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_test_any_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 161>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_test_any_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 162>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_test_any_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 163>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_test_any_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 164>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_test_any_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 165>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_test_any_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 166>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_test_any_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 167>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_test_any_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 168>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_test_any_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmemx_TYPENAME_test_any_vector_block: Check, without waiting, whether any
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:392)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_test_any_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 211>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_test_any_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 212>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_test_any_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 213>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_test_any_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 214>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_test_any_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 215>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_test_any_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 216>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_test_any_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 217>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_test_any_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 218>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_test_any_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 219>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_test_any_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 220>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_test_any_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 221>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_test_any_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 222>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_test_any_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 223>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_test_any_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 224>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_test_any_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}

// nvshmemx_TYPENAME_test_some_vector_warp: Check, without waiting, which
// variables of a set satisfy a comparison with their own values.
// (spec/p2p_sync.yaml:406)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_test_some_vector_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_test_some_vector_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_test_some_vector_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_test_some_vector_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_test_some_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_test_some_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_test_some_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_test_some_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_test_some_vector_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_test_some_vector_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_test_some_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_test_some_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_test_some_vector_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_test_some_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_test_some_vector_warp",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}

// nvshmemx_TYPENAME_test_some_vector_block: Check, without waiting, which
// variables of a set satisfy a comparison with their own values.
// (spec/p2p_sync.yaml:406)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> static __device__ inline size_t nvshmemx_short_test_some_vector_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int_test_some_vector_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_long_test_some_vector_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_longlong_test_some_vector_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ushort_test_some_vector_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint_test_some_vector_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulong_test_some_vector_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ulonglong_test_some_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int32_test_some_vector_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_int64_test_some_vector_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint32_test_some_vector_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_uint64_test_some_vector_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_size_test_some_vector_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}
template <typename = void> static __device__ inline size_t nvshmemx_ptrdiff_test_some_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  return symsync::impl::on_set<symsync::impl::Kind::kTestSome, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_test_some_vector_block",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      indices);
}

// nvshmemx_signal_wait_until_warp: Wait until a signal object satisfies a
// comparison, and return the value that satisfied it. (spec/p2p_sync.yaml:420)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_signal_host_test, //generated:p2p_signal_device_test.
template <typename = void> static __device__ inline uint64_t nvshmemx_signal_wait_until_warp(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::WarpGroup(),
      "nvshmemx_signal_wait_until_warp",
      cmp,
      sig_addr,
      cmp_value);
}

// nvshmemx_signal_wait_until_block: Wait until a signal object satisfies a
// comparison, and return the value that satisfied it. (spec/p2p_sync.yaml:420)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_signal_host_test, //generated:p2p_signal_device_test.
template <typename = void> static __device__ inline uint64_t nvshmemx_signal_wait_until_block(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value) {
  return symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::BlockGroup(),
      "nvshmemx_signal_wait_until_block",
      cmp,
      sig_addr,
      cmp_value);
}

// nvshmemx_TYPENAME_put_warp: Copy local data into the symmetric heap of a PE.
// (spec/rma.yaml:31)
// Implementation: symsync::impl::put in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_put_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_put_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_put_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_put_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_put_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_put_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_put_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_put_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_put_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_put_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_put_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_put_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_put_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(size_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_put_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(ptrdiff_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_put_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(float)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_float_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_put_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(double)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_double_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_put_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_char_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_put_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(signed char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_schar_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_put_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uchar_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_put_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int8_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_put_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int16_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_put_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint8_put_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_put_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint16_put_warp",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_put_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(half)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_half_put_warp",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_put_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(__nv_bfloat16)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_bfloat16_put_warp",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_put8_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put8_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put16_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<2>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put16_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put32_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<4>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put32_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put64_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<8>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put64_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put128_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<16>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put128_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_putmem_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::put<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_putmem_warp",
      dest,
      source,
      bytes,
      pe);
}

// nvshmemx_TYPENAME_put_block: Copy local data into the symmetric heap of a PE.
// (spec/rma.yaml:31)
// Implementation: symsync::impl::put in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_put_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_put_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_put_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_put_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_put_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_put_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_put_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_put_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_put_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_put_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_put_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_put_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_put_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(size_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_put_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(ptrdiff_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_put_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(float)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_float_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_put_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(double)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_double_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_put_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_char_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_put_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(signed char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_schar_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_put_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(unsigned char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uchar_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_put_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int8_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_put_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(int16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int16_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_put_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint8_put_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_put_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(uint16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint16_put_block",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_put_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(half)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_half_put_block",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_put_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<sizeof(__nv_bfloat16)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_bfloat16_put_block",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_put8_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put8_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put16_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<2>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put16_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put32_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<4>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put32_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put64_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<8>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put64_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put128_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put<16>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put128_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_putmem_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::put<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_putmem_block",
      dest,
      source,
      bytes,
      pe);
}

// nvshmemx_TYPENAME_put_nbi_warp: Start copying local data into the symmetric
// heap of a PE, without waiting for it. (spec/rma.yaml:87)
// Implementation: symsync::impl::put_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_put_nbi_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_put_nbi_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_put_nbi_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_put_nbi_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_put_nbi_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_put_nbi_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_put_nbi_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_put_nbi_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_put_nbi_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_put_nbi_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_put_nbi_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_put_nbi_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_put_nbi_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(size_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_put_nbi_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_put_nbi_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(float)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_float_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_put_nbi_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(double)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_double_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_put_nbi_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_char_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_put_nbi_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(signed char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_schar_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_put_nbi_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uchar_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_put_nbi_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int8_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_put_nbi_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int16_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_put_nbi_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint8_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_put_nbi_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint16_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_put_nbi_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(half)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_half_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_put_nbi_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_bfloat16_put_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_put8_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put8_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put16_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<2>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put16_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put32_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<4>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put32_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put64_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<8>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put64_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put128_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<16>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put128_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_putmem_nbi_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::put_nbi<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_putmem_nbi_warp",
      dest,
      source,
      bytes,
      pe);
}

// nvshmemx_TYPENAME_put_nbi_block: Start copying local data into the symmetric
// heap of a PE, without waiting for it. (spec/rma.yaml:87)
// Implementation: symsync::impl::put_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_put_nbi_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_put_nbi_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_put_nbi_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_put_nbi_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_put_nbi_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_put_nbi_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_put_nbi_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_put_nbi_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_put_nbi_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_put_nbi_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_put_nbi_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_put_nbi_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_put_nbi_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(size_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_put_nbi_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_put_nbi_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(float)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_float_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_put_nbi_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(double)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_double_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_put_nbi_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_char_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_put_nbi_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(signed char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_schar_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_put_nbi_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(unsigned char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uchar_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_put_nbi_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int8_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_put_nbi_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(int16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int16_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_put_nbi_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint8_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_put_nbi_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(uint16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint16_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_put_nbi_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(half)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_half_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_put_nbi_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_bfloat16_put_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_put8_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put8_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put16_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<2>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put16_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put32_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<4>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put32_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put64_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<8>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put64_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put128_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::put_nbi<16>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put128_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_putmem_nbi_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::put_nbi<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_putmem_nbi_block",
      dest,
      source,
      bytes,
      pe);
}

// nvshmemx_TYPENAME_get_warp: Copy data from the symmetric heap of a PE into
// local memory. (spec/rma.yaml:104)
// Implementation: symsync::impl::get in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_get_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_get_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_get_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_get_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_get_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_get_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_get_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_get_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_get_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_get_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_get_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_get_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_get_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(size_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_get_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(ptrdiff_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_get_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(float)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_float_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_get_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(double)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_double_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_get_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_char_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_get_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(signed char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_schar_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_get_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uchar_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_get_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int8_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_get_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int16_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_get_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint8_get_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_get_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint16_get_warp",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_get_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(half)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_half_get_warp",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_get_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(__nv_bfloat16)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_bfloat16_get_warp",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_get8_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get8_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get16_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<2>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get16_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get32_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<4>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get32_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get64_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<8>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get64_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get128_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<16>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get128_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_getmem_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::get<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_getmem_warp",
      dest,
      source,
      bytes,
      pe);
}

// nvshmemx_TYPENAME_get_block: Copy data from the symmetric heap of a PE into
// local memory. (spec/rma.yaml:104)
// Implementation: symsync::impl::get in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_get_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_get_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_get_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_get_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_get_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_get_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_get_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_get_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_get_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_get_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_get_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_get_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_get_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(size_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_get_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(ptrdiff_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_get_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(float)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_float_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_get_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(double)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_double_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_get_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_char_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_get_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(signed char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_schar_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_get_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(unsigned char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uchar_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_get_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int8_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_get_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(int16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int16_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_get_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint8_get_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_get_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(uint16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint16_get_block",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_get_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(half)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_half_get_block",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_get_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<sizeof(__nv_bfloat16)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_bfloat16_get_block",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_get8_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get8_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get16_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<2>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get16_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get32_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<4>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get32_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get64_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<8>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get64_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get128_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get<16>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get128_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_getmem_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::get<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_getmem_block",
      dest,
      source,
      bytes,
      pe);
}

// nvshmemx_TYPENAME_get_nbi_warp: Start copying data from the symmetric heap of
// a PE, without waiting for it. (spec/rma.yaml:139)
// Implementation: symsync::impl::get_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_get_nbi_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_get_nbi_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_get_nbi_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_get_nbi_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_get_nbi_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_get_nbi_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_get_nbi_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_get_nbi_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_get_nbi_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_get_nbi_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_get_nbi_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_get_nbi_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_get_nbi_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(size_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_get_nbi_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_get_nbi_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(float)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_float_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_get_nbi_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(double)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_double_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_get_nbi_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_char_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_get_nbi_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(signed char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_schar_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_get_nbi_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uchar_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_get_nbi_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int8_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_get_nbi_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int16_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_get_nbi_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint8_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_get_nbi_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint16_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_get_nbi_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(half)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_half_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_get_nbi_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_bfloat16_get_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_get8_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get8_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get16_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<2>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get16_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get32_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<4>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get32_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get64_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<8>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get64_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get128_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<16>(
      symsync::impl::WarpGroup(),
      "nvshmemx_get128_nbi_warp",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_getmem_nbi_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::get_nbi<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_getmem_nbi_warp",
      dest,
      source,
      bytes,
      pe);
}

// nvshmemx_TYPENAME_get_nbi_block: Start copying data from the symmetric heap
// of a PE, without waiting for it. (spec/rma.yaml:139)
// Implementation: symsync::impl::get_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_get_nbi_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_get_nbi_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_get_nbi_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_get_nbi_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_get_nbi_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_get_nbi_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_get_nbi_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_get_nbi_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_get_nbi_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_get_nbi_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_get_nbi_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_get_nbi_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_get_nbi_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(size_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_get_nbi_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_get_nbi_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(float)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_float_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_get_nbi_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(double)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_double_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_get_nbi_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_char_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_get_nbi_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(signed char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_schar_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_get_nbi_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(unsigned char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uchar_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_get_nbi_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int8_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_get_nbi_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(int16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int16_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_get_nbi_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint8_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_get_nbi_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(uint16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint16_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_get_nbi_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(half)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_half_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_get_nbi_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_bfloat16_get_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_get8_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get8_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get16_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<2>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get16_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get32_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<4>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get32_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get64_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<8>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get64_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_get128_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe) {
  symsync::impl::get_nbi<16>(
      symsync::impl::BlockGroup(),
      "nvshmemx_get128_nbi_block",
      dest,
      source,
      nelems,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_getmem_nbi_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe) {
  symsync::impl::get_nbi<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_getmem_nbi_block",
      dest,
      source,
      bytes,
      pe);
}

// nvshmemx_TYPENAME_put_signal_warp: Copy local data into the symmetric heap of
// a PE, then update a signal object there. (spec/rma.yaml:181)
// Implementation: symsync::impl::put_signal in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_put_signal_warp(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_put_signal_warp(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_put_signal_warp(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_put_signal_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_put_signal_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_put_signal_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_put_signal_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_put_signal_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_put_signal_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_put_signal_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_put_signal_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_put_signal_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_put_signal_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(size_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_put_signal_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(ptrdiff_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_put_signal_warp(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(float)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_float_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_put_signal_warp(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(double)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_double_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_put_signal_warp(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_char_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_put_signal_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(signed char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_schar_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_put_signal_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uchar_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_put_signal_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int8_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_put_signal_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int16_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_put_signal_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint8_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_put_signal_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint16_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_put_signal_warp(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(half)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_half_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_put_signal_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(__nv_bfloat16)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_bfloat16_put_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_put8_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put8_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put16_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<2>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put16_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put32_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<4>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put32_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put64_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<8>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put64_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put128_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<16>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put128_signal_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_putmem_signal_warp(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_putmem_signal_warp",
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
}

// nvshmemx_TYPENAME_put_signal_block: Copy local data into the symmetric heap
// of a PE, then update a signal object there. (spec/rma.yaml:181)
// Implementation: symsync::impl::put_signal in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_put_signal_block(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_put_signal_block(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_put_signal_block(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_put_signal_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_put_signal_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_put_signal_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_put_signal_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_put_signal_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_put_signal_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_put_signal_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_put_signal_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_put_signal_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_put_signal_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(size_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_put_signal_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(ptrdiff_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_put_signal_block(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(float)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_float_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_put_signal_block(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(double)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_double_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_put_signal_block(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_char_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_put_signal_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(signed char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_schar_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_put_signal_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(unsigned char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uchar_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_put_signal_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int8_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_put_signal_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(int16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int16_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_put_signal_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint8_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_put_signal_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(uint16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint16_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_put_signal_block(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(half)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_half_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_put_signal_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<sizeof(__nv_bfloat16)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_bfloat16_put_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_put8_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put8_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put16_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<2>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put16_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put32_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<4>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put32_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put64_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<8>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put64_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put128_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<16>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put128_signal_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_putmem_signal_block(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_putmem_signal_block",
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
}

// nvshmemx_TYPENAME_put_signal_nbi_warp: Start a put-with-signal, without
// waiting for the source to be reusable. (spec/rma.yaml:226)
// Implementation: symsync::impl::put_signal_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_put_signal_nbi_warp(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_short_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_put_signal_nbi_warp(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_put_signal_nbi_warp(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_long_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_put_signal_nbi_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_longlong_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_put_signal_nbi_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned short)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ushort_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_put_signal_nbi_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned int)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_put_signal_nbi_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulong_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_put_signal_nbi_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned long long)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ulonglong_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_put_signal_nbi_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int32_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_put_signal_nbi_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int64_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_put_signal_nbi_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint32_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint32_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_put_signal_nbi_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint64_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint64_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_put_signal_nbi_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(size_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_size_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_put_signal_nbi_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_ptrdiff_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_put_signal_nbi_warp(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(float)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_float_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_put_signal_nbi_warp(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(double)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_double_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_put_signal_nbi_warp(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_char_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_put_signal_nbi_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(signed char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_schar_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_put_signal_nbi_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned char)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uchar_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_put_signal_nbi_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int8_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_put_signal_nbi_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_int16_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_put_signal_nbi_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint8_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint8_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_put_signal_nbi_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint16_t)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_uint16_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_put_signal_nbi_warp(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(half)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_half_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_put_signal_nbi_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::WarpGroup(),
      "nvshmemx_bfloat16_put_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_put8_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put8_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put16_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<2>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put16_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put32_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<4>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put32_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put64_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<8>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put64_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put128_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<16>(
      symsync::impl::WarpGroup(),
      "nvshmemx_put128_signal_nbi_warp",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_putmem_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<1>(
      symsync::impl::WarpGroup(),
      "nvshmemx_putmem_signal_nbi_warp",
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
}

// nvshmemx_TYPENAME_put_signal_nbi_block: Start a put-with-signal, without
// waiting for the source to be reusable. (spec/rma.yaml:226)
// Implementation: symsync::impl::put_signal_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> static __device__ inline void nvshmemx_short_put_signal_nbi_block(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_short_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int_put_signal_nbi_block(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_long_put_signal_nbi_block(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_long_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_longlong_put_signal_nbi_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_longlong_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ushort_put_signal_nbi_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned short)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ushort_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint_put_signal_nbi_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned int)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulong_put_signal_nbi_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulong_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ulonglong_put_signal_nbi_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned long long)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ulonglong_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int32_put_signal_nbi_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int32_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int64_put_signal_nbi_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int64_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint32_put_signal_nbi_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint32_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint32_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint64_put_signal_nbi_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint64_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint64_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_size_put_signal_nbi_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(size_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_size_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_ptrdiff_put_signal_nbi_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_ptrdiff_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_float_put_signal_nbi_block(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(float)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_float_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_double_put_signal_nbi_block(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(double)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_double_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_char_put_signal_nbi_block(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_char_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_schar_put_signal_nbi_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(signed char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_schar_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uchar_put_signal_nbi_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(unsigned char)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uchar_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int8_put_signal_nbi_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int8_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_int16_put_signal_nbi_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(int16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_int16_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint8_put_signal_nbi_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint8_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint8_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_uint16_put_signal_nbi_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(uint16_t)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_uint16_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_half_put_signal_nbi_block(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(half)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_half_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> static __device__ inline void nvshmemx_bfloat16_put_signal_nbi_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<sizeof(__nv_bfloat16)>(
      symsync::impl::BlockGroup(),
      "nvshmemx_bfloat16_put_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#endif
template <typename = void> static __device__ inline void nvshmemx_put8_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put8_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put16_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<2>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put16_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put32_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<4>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put32_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put64_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<8>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put64_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_put128_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<16>(
      symsync::impl::BlockGroup(),
      "nvshmemx_put128_signal_nbi_block",
      dest,
      source,
      nelems,
      sig_addr,
      signal,
      sig_op,
      pe);
}
template <typename = void> static __device__ inline void nvshmemx_putmem_signal_nbi_block(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::put_signal_nbi<1>(
      symsync::impl::BlockGroup(),
      "nvshmemx_putmem_signal_nbi_block",
      dest,
      source,
      bytes,
      sig_addr,
      signal,
      sig_op,
      pe);
}
#elif defined(__CUDACC__)
// Device-only routines and forms: only declared in nvcc's host pass, which
// parses the kernels that call them but compiles no device code.

// nvshmemx_TYPENAME_wait_warp: Wait until a symmetric variable no longer holds
// a given value. (spec/p2p_sync.yaml:78)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ void nvshmemx_short_wait_warp(
    short *ivar,
    short cmp_value);
template <typename = void> __device__ void nvshmemx_int_wait_warp(
    int *ivar,
    int cmp_value);
template <typename = void> __device__ void nvshmemx_long_wait_warp(
    long *ivar,
    long cmp_value);
template <typename = void> __device__ void nvshmemx_longlong_wait_warp(
    long long *ivar,
    long long cmp_value);
template <typename = void> __device__ void nvshmemx_ushort_wait_warp(
    unsigned short *ivar,
    unsigned short cmp_value);
template <typename = void> __device__ void nvshmemx_uint_wait_warp(
    unsigned int *ivar,
    unsigned int cmp_value);
template <typename = void> __device__ void nvshmemx_ulong_wait_warp(
    unsigned long *ivar,
    unsigned long cmp_value);
template <typename = void> __device__ void nvshmemx_ulonglong_wait_warp(
    unsigned long long *ivar,
    unsigned long long cmp_value);
template <typename = void> __device__ void nvshmemx_int32_wait_warp(
    int32_t *ivar,
    int32_t cmp_value);
template <typename = void> __device__ void nvshmemx_int64_wait_warp(
    int64_t *ivar,
    int64_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint32_wait_warp(
    uint32_t *ivar,
    uint32_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint64_wait_warp(
    uint64_t *ivar,
    uint64_t cmp_value);
template <typename = void> __device__ void nvshmemx_size_wait_warp(
    size_t *ivar,
    size_t cmp_value);
template <typename = void> __device__ void nvshmemx_ptrdiff_wait_warp(
    ptrdiff_t *ivar,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_block: Wait until a symmetric variable no longer holds
// a given value. (spec/p2p_sync.yaml:78)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ void nvshmemx_short_wait_block(
    short *ivar,
    short cmp_value);
template <typename = void> __device__ void nvshmemx_int_wait_block(
    int *ivar,
    int cmp_value);
template <typename = void> __device__ void nvshmemx_long_wait_block(
    long *ivar,
    long cmp_value);
template <typename = void> __device__ void nvshmemx_longlong_wait_block(
    long long *ivar,
    long long cmp_value);
template <typename = void> __device__ void nvshmemx_ushort_wait_block(
    unsigned short *ivar,
    unsigned short cmp_value);
template <typename = void> __device__ void nvshmemx_uint_wait_block(
    unsigned int *ivar,
    unsigned int cmp_value);
template <typename = void> __device__ void nvshmemx_ulong_wait_block(
    unsigned long *ivar,
    unsigned long cmp_value);
template <typename = void> __device__ void nvshmemx_ulonglong_wait_block(
    unsigned long long *ivar,
    unsigned long long cmp_value);
template <typename = void> __device__ void nvshmemx_int32_wait_block(
    int32_t *ivar,
    int32_t cmp_value);
template <typename = void> __device__ void nvshmemx_int64_wait_block(
    int64_t *ivar,
    int64_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint32_wait_block(
    uint32_t *ivar,
    uint32_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint64_wait_block(
    uint64_t *ivar,
    uint64_t cmp_value);
template <typename = void> __device__ void nvshmemx_size_wait_block(
    size_t *ivar,
    size_t cmp_value);
template <typename = void> __device__ void nvshmemx_ptrdiff_wait_block(
    ptrdiff_t *ivar,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_until_warp: Wait until a symmetric variable satisfies
// a comparison. (spec/p2p_sync.yaml:108)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ void nvshmemx_short_wait_until_warp(
    short *ivar,
    int cmp,
    short cmp_value);
template <typename = void> __device__ void nvshmemx_int_wait_until_warp(
    int *ivar,
    int cmp,
    int cmp_value);
template <typename = void> __device__ void nvshmemx_long_wait_until_warp(
    long *ivar,
    int cmp,
    long cmp_value);
template <typename = void> __device__ void nvshmemx_longlong_wait_until_warp(
    long long *ivar,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ void nvshmemx_ushort_wait_until_warp(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ void nvshmemx_uint_wait_until_warp(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ void nvshmemx_ulong_wait_until_warp(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ void nvshmemx_ulonglong_wait_until_warp(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ void nvshmemx_int32_wait_until_warp(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ void nvshmemx_int64_wait_until_warp(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint32_wait_until_warp(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint64_wait_until_warp(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ void nvshmemx_size_wait_until_warp(
    size_t *ivar,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ void nvshmemx_ptrdiff_wait_until_warp(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_until_block: Wait until a symmetric variable satisfies
// a comparison. (spec/p2p_sync.yaml:108)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ void nvshmemx_short_wait_until_block(
    short *ivar,
    int cmp,
    short cmp_value);
template <typename = void> __device__ void nvshmemx_int_wait_until_block(
    int *ivar,
    int cmp,
    int cmp_value);
template <typename = void> __device__ void nvshmemx_long_wait_until_block(
    long *ivar,
    int cmp,
    long cmp_value);
template <typename = void> __device__ void nvshmemx_longlong_wait_until_block(
    long long *ivar,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ void nvshmemx_ushort_wait_until_block(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ void nvshmemx_uint_wait_until_block(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ void nvshmemx_ulong_wait_until_block(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ void nvshmemx_ulonglong_wait_until_block(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ void nvshmemx_int32_wait_until_block(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ void nvshmemx_int64_wait_until_block(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint32_wait_until_block(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint64_wait_until_block(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ void nvshmemx_size_wait_until_block(
    size_t *ivar,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ void nvshmemx_ptrdiff_wait_until_block(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_until_all_warp: Wait until every variable of a set
// satisfies a comparison. (spec/p2p_sync.yaml:134)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ void nvshmemx_short_wait_until_all_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ void nvshmemx_int_wait_until_all_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ void nvshmemx_long_wait_until_all_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ void nvshmemx_longlong_wait_until_all_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ void nvshmemx_ushort_wait_until_all_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ void nvshmemx_uint_wait_until_all_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ void nvshmemx_ulong_wait_until_all_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ void nvshmemx_ulonglong_wait_until_all_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ void nvshmemx_int32_wait_until_all_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ void nvshmemx_int64_wait_until_all_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint32_wait_until_all_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint64_wait_until_all_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ void nvshmemx_size_wait_until_all_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ void nvshmemx_ptrdiff_wait_until_all_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_until_all_block: Wait until every variable of a set
// satisfies a comparison. (spec/p2p_sync.yaml:134)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ void nvshmemx_short_wait_until_all_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ void nvshmemx_int_wait_until_all_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ void nvshmemx_long_wait_until_all_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ void nvshmemx_longlong_wait_until_all_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ void nvshmemx_ushort_wait_until_all_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ void nvshmemx_uint_wait_until_all_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ void nvshmemx_ulong_wait_until_all_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ void nvshmemx_ulonglong_wait_until_all_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ void nvshmemx_int32_wait_until_all_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ void nvshmemx_int64_wait_until_all_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint32_wait_until_all_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ void nvshmemx_uint64_wait_until_all_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ void nvshmemx_size_wait_until_all_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ void nvshmemx_ptrdiff_wait_until_all_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_until_any_warp: Wait until at least one variable of a
// set satisfies a comparison, and return its index. (spec/p2p_sync.yaml:177)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_wait_until_any_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ size_t nvshmemx_int_wait_until_any_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ size_t nvshmemx_long_wait_until_any_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ size_t nvshmemx_longlong_wait_until_any_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ushort_wait_until_any_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint_wait_until_any_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulong_wait_until_any_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulonglong_wait_until_any_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_int32_wait_until_any_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_int64_wait_until_any_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint32_wait_until_any_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint64_wait_until_any_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_size_wait_until_any_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_wait_until_any_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_until_any_block: Wait until at least one variable of a
// set satisfies a comparison, and return its index. (spec/p2p_sync.yaml:177)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_wait_until_any_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ size_t nvshmemx_int_wait_until_any_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ size_t nvshmemx_long_wait_until_any_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ size_t nvshmemx_longlong_wait_until_any_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ushort_wait_until_any_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint_wait_until_any_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulong_wait_until_any_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulonglong_wait_until_any_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_int32_wait_until_any_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_int64_wait_until_any_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint32_wait_until_any_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint64_wait_until_any_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_size_wait_until_any_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_wait_until_any_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_until_some_warp: Wait until at least one variable of a
// set satisfies a comparison, and report all that do. (spec/p2p_sync.yaml:202)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_wait_until_some_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ size_t nvshmemx_int_wait_until_some_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ size_t nvshmemx_long_wait_until_some_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ size_t nvshmemx_longlong_wait_until_some_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ushort_wait_until_some_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint_wait_until_some_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulong_wait_until_some_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulonglong_wait_until_some_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_int32_wait_until_some_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_int64_wait_until_some_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint32_wait_until_some_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint64_wait_until_some_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_size_wait_until_some_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_wait_until_some_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_until_some_block: Wait until at least one variable of
// a set satisfies a comparison, and report all that do.
// (spec/p2p_sync.yaml:202)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_wait_until_some_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ size_t nvshmemx_int_wait_until_some_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ size_t nvshmemx_long_wait_until_some_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ size_t nvshmemx_longlong_wait_until_some_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ushort_wait_until_some_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint_wait_until_some_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulong_wait_until_some_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulonglong_wait_until_some_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_int32_wait_until_some_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_int64_wait_until_some_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint32_wait_until_some_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint64_wait_until_some_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_size_wait_until_some_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_wait_until_some_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_wait_until_all_vector_warp: Wait until every variable of a
// set satisfies a comparison with its own value. (spec/p2p_sync.yaml:236)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ void nvshmemx_short_wait_until_all_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ void nvshmemx_int_wait_until_all_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ void nvshmemx_long_wait_until_all_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ void nvshmemx_longlong_wait_until_all_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ void nvshmemx_ushort_wait_until_all_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ void nvshmemx_uint_wait_until_all_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ void nvshmemx_ulong_wait_until_all_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ void nvshmemx_ulonglong_wait_until_all_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ void nvshmemx_int32_wait_until_all_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ void nvshmemx_int64_wait_until_all_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ void nvshmemx_uint32_wait_until_all_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ void nvshmemx_uint64_wait_until_all_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ void nvshmemx_size_wait_until_all_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ void nvshmemx_ptrdiff_wait_until_all_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_wait_until_all_vector_block: Wait until every variable of a
// set satisfies a comparison with its own value. (spec/p2p_sync.yaml:236)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ void nvshmemx_short_wait_until_all_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ void nvshmemx_int_wait_until_all_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ void nvshmemx_long_wait_until_all_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ void nvshmemx_longlong_wait_until_all_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ void nvshmemx_ushort_wait_until_all_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ void nvshmemx_uint_wait_until_all_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ void nvshmemx_ulong_wait_until_all_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ void nvshmemx_ulonglong_wait_until_all_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ void nvshmemx_int32_wait_until_all_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ void nvshmemx_int64_wait_until_all_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ void nvshmemx_uint32_wait_until_all_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ void nvshmemx_uint64_wait_until_all_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ void nvshmemx_size_wait_until_all_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ void nvshmemx_ptrdiff_wait_until_all_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_wait_until_any_vector_warp: Wait until at least one
// variable of a set satisfies a comparison with its own value, and return its
// index. (spec/p2p_sync.yaml:269)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_wait_until_any_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int_wait_until_any_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_long_wait_until_any_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_longlong_wait_until_any_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ushort_wait_until_any_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint_wait_until_any_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulong_wait_until_any_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulonglong_wait_until_any_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int32_wait_until_any_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int64_wait_until_any_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint32_wait_until_any_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint64_wait_until_any_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_size_wait_until_any_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_wait_until_any_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_wait_until_any_vector_block: Wait until at least one
// variable of a set satisfies a comparison with its own value, and return its
// index. (spec/p2p_sync.yaml:269)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_wait_until_any_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int_wait_until_any_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_long_wait_until_any_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_longlong_wait_until_any_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ushort_wait_until_any_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint_wait_until_any_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulong_wait_until_any_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulonglong_wait_until_any_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int32_wait_until_any_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int64_wait_until_any_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint32_wait_until_any_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint64_wait_until_any_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_size_wait_until_any_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_wait_until_any_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_wait_until_some_vector_warp: Wait until at least one
// variable of a set satisfies a comparison with its own value, and report all
// that do. (spec/p2p_sync.yaml:287)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_wait_until_some_vector_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int_wait_until_some_vector_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_long_wait_until_some_vector_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_longlong_wait_until_some_vector_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ushort_wait_until_some_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint_wait_until_some_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulong_wait_until_some_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulonglong_wait_until_some_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int32_wait_until_some_vector_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int64_wait_until_some_vector_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint32_wait_until_some_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint64_wait_until_some_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_size_wait_until_some_vector_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_wait_until_some_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_wait_until_some_vector_block: Wait until at least one
// variable of a set satisfies a comparison with its own value, and report all
// that do. (spec/p2p_sync.yaml:287)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_wait_until_some_vector_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int_wait_until_some_vector_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_long_wait_until_some_vector_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_longlong_wait_until_some_vector_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ushort_wait_until_some_vector_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint_wait_until_some_vector_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulong_wait_until_some_vector_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulonglong_wait_until_some_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int32_wait_until_some_vector_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int64_wait_until_some_vector_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint32_wait_until_some_vector_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint64_wait_until_some_vector_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_size_wait_until_some_vector_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_wait_until_some_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_test_warp: Check, without waiting, whether a symmetric
// variable satisfies a comparison. (spec/p2p_sync.yaml:305)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ int nvshmemx_short_test_warp(
    short *ivar,
    int cmp,
    short cmp_value);
template <typename = void> __device__ int nvshmemx_int_test_warp(
    int *ivar,
    int cmp,
    int cmp_value);
template <typename = void> __device__ int nvshmemx_long_test_warp(
    long *ivar,
    int cmp,
    long cmp_value);
template <typename = void> __device__ int nvshmemx_longlong_test_warp(
    long long *ivar,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ int nvshmemx_ushort_test_warp(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ int nvshmemx_uint_test_warp(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ int nvshmemx_ulong_test_warp(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ int nvshmemx_ulonglong_test_warp(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ int nvshmemx_int32_test_warp(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ int nvshmemx_int64_test_warp(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ int nvshmemx_uint32_test_warp(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ int nvshmemx_uint64_test_warp(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ int nvshmemx_size_test_warp(
    size_t *ivar,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ int nvshmemx_ptrdiff_test_warp(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_test_block: Check, without waiting, whether a symmetric
// variable satisfies a comparison. (spec/p2p_sync.yaml:305)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ int nvshmemx_short_test_block(
    short *ivar,
    int cmp,
    short cmp_value);
template <typename = void> __device__ int nvshmemx_int_test_block(
    int *ivar,
    int cmp,
    int cmp_value);
template <typename = void> __device__ int nvshmemx_long_test_block(
    long *ivar,
    int cmp,
    long cmp_value);
template <typename = void> __device__ int nvshmemx_longlong_test_block(
    long long *ivar,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ int nvshmemx_ushort_test_block(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ int nvshmemx_uint_test_block(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ int nvshmemx_ulong_test_block(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ int nvshmemx_ulonglong_test_block(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ int nvshmemx_int32_test_block(
    int32_t *ivar,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ int nvshmemx_int64_test_block(
    int64_t *ivar,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ int nvshmemx_uint32_test_block(
    uint32_t *ivar,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ int nvshmemx_uint64_test_block(
    uint64_t *ivar,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ int nvshmemx_size_test_block(
    size_t *ivar,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ int nvshmemx_ptrdiff_test_block(
    ptrdiff_t *ivar,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_test_all_warp: Check, without waiting, whether every
// variable of a set satisfies a comparison. (spec/p2p_sync.yaml:321)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ int nvshmemx_short_test_all_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ int nvshmemx_int_test_all_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ int nvshmemx_long_test_all_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ int nvshmemx_longlong_test_all_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ int nvshmemx_ushort_test_all_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ int nvshmemx_uint_test_all_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ int nvshmemx_ulong_test_all_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ int nvshmemx_ulonglong_test_all_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ int nvshmemx_int32_test_all_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ int nvshmemx_int64_test_all_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ int nvshmemx_uint32_test_all_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ int nvshmemx_uint64_test_all_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ int nvshmemx_size_test_all_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ int nvshmemx_ptrdiff_test_all_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_test_all_block: Check, without waiting, whether every
// variable of a set satisfies a comparison. (spec/p2p_sync.yaml:321)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ int nvshmemx_short_test_all_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ int nvshmemx_int_test_all_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ int nvshmemx_long_test_all_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ int nvshmemx_longlong_test_all_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ int nvshmemx_ushort_test_all_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ int nvshmemx_uint_test_all_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ int nvshmemx_ulong_test_all_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ int nvshmemx_ulonglong_test_all_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ int nvshmemx_int32_test_all_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ int nvshmemx_int64_test_all_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ int nvshmemx_uint32_test_all_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ int nvshmemx_uint64_test_all_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ int nvshmemx_size_test_all_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ int nvshmemx_ptrdiff_test_all_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_test_any_warp: Check, without waiting, whether any variable
// of a set satisfies a comparison, and return its index.
// (spec/p2p_sync.yaml:340)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_test_any_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ size_t nvshmemx_int_test_any_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ size_t nvshmemx_long_test_any_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ size_t nvshmemx_longlong_test_any_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ushort_test_any_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint_test_any_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulong_test_any_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulonglong_test_any_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_int32_test_any_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_int64_test_any_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint32_test_any_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint64_test_any_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_size_test_any_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_test_any_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_test_any_block: Check, without waiting, whether any
// variable of a set satisfies a comparison, and return its index.
// (spec/p2p_sync.yaml:340)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_test_any_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ size_t nvshmemx_int_test_any_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ size_t nvshmemx_long_test_any_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ size_t nvshmemx_longlong_test_any_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ushort_test_any_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint_test_any_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulong_test_any_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulonglong_test_any_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_int32_test_any_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_int64_test_any_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint32_test_any_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint64_test_any_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_size_test_any_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_test_any_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_test_some_warp: Check, without waiting, which variables of
// a set satisfy a comparison. (spec/p2p_sync.yaml:360)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_test_some_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ size_t nvshmemx_int_test_some_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ size_t nvshmemx_long_test_some_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ size_t nvshmemx_longlong_test_some_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ushort_test_some_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint_test_some_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulong_test_some_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulonglong_test_some_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_int32_test_some_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_int64_test_some_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint32_test_some_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint64_test_some_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_size_test_some_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_test_some_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_test_some_block: Check, without waiting, which variables of
// a set satisfy a comparison. (spec/p2p_sync.yaml:360)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_test_some_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value);
template <typename = void> __device__ size_t nvshmemx_int_test_some_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value);
template <typename = void> __device__ size_t nvshmemx_long_test_some_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value);
template <typename = void> __device__ size_t nvshmemx_longlong_test_some_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ushort_test_some_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint_test_some_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulong_test_some_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value);
template <typename = void> __device__ size_t nvshmemx_ulonglong_test_some_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value);
template <typename = void> __device__ size_t nvshmemx_int32_test_some_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_int64_test_some_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint32_test_some_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_uint64_test_some_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_size_test_some_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_test_some_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value);

// nvshmemx_TYPENAME_test_all_vector_warp: Check, without waiting, whether every
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:378)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ int nvshmemx_short_test_all_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ int nvshmemx_int_test_all_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ int nvshmemx_long_test_all_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ int nvshmemx_longlong_test_all_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ int nvshmemx_ushort_test_all_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ int nvshmemx_uint_test_all_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ int nvshmemx_ulong_test_all_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ int nvshmemx_ulonglong_test_all_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ int nvshmemx_int32_test_all_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ int nvshmemx_int64_test_all_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ int nvshmemx_uint32_test_all_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ int nvshmemx_uint64_test_all_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ int nvshmemx_size_test_all_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ int nvshmemx_ptrdiff_test_all_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_test_all_vector_block: Check, without waiting, whether
// every variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:378)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ int nvshmemx_short_test_all_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ int nvshmemx_int_test_all_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ int nvshmemx_long_test_all_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ int nvshmemx_longlong_test_all_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ int nvshmemx_ushort_test_all_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ int nvshmemx_uint_test_all_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ int nvshmemx_ulong_test_all_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ int nvshmemx_ulonglong_test_all_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ int nvshmemx_int32_test_all_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ int nvshmemx_int64_test_all_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ int nvshmemx_uint32_test_all_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ int nvshmemx_uint64_test_all_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ int nvshmemx_size_test_all_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ int nvshmemx_ptrdiff_test_all_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_test_any_vector_warp: Check, without waiting, whether any
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:392)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_test_any_vector_warp(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int_test_any_vector_warp(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_long_test_any_vector_warp(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_longlong_test_any_vector_warp(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ushort_test_any_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint_test_any_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulong_test_any_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulonglong_test_any_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int32_test_any_vector_warp(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int64_test_any_vector_warp(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint32_test_any_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint64_test_any_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_size_test_any_vector_warp(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_test_any_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_test_any_vector_block: Check, without waiting, whether any
// variable of a set satisfies a comparison with its own value.
// (spec/p2p_sync.yaml:392)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_test_any_vector_block(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int_test_any_vector_block(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_long_test_any_vector_block(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_longlong_test_any_vector_block(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ushort_test_any_vector_block(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint_test_any_vector_block(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulong_test_any_vector_block(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulonglong_test_any_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int32_test_any_vector_block(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int64_test_any_vector_block(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint32_test_any_vector_block(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint64_test_any_vector_block(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_size_test_any_vector_block(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_test_any_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_test_some_vector_warp: Check, without waiting, which
// variables of a set satisfy a comparison with their own values.
// (spec/p2p_sync.yaml:406)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_test_some_vector_warp(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int_test_some_vector_warp(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_long_test_some_vector_warp(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_longlong_test_some_vector_warp(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ushort_test_some_vector_warp(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint_test_some_vector_warp(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulong_test_some_vector_warp(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulonglong_test_some_vector_warp(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int32_test_some_vector_warp(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int64_test_some_vector_warp(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint32_test_some_vector_warp(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint64_test_some_vector_warp(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_size_test_some_vector_warp(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_test_some_vector_warp(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_TYPENAME_test_some_vector_block: Check, without waiting, which
// variables of a set satisfy a comparison with their own values.
// (spec/p2p_sync.yaml:406)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<type>_host_test, //generated:p2p_<type>_device_test.
template <typename = void> __device__ size_t nvshmemx_short_test_some_vector_block(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int_test_some_vector_block(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_long_test_some_vector_block(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_longlong_test_some_vector_block(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ushort_test_some_vector_block(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint_test_some_vector_block(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulong_test_some_vector_block(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ulonglong_test_some_vector_block(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int32_test_some_vector_block(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_int64_test_some_vector_block(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint32_test_some_vector_block(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_uint64_test_some_vector_block(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_size_test_some_vector_block(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values);
template <typename = void> __device__ size_t nvshmemx_ptrdiff_test_some_vector_block(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values);

// nvshmemx_signal_wait_until_warp: Wait until a signal object satisfies a
// comparison, and return the value that satisfied it. (spec/p2p_sync.yaml:420)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_signal_host_test, //generated:p2p_signal_device_test.
template <typename = void> __device__ uint64_t nvshmemx_signal_wait_until_warp(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value);

// nvshmemx_signal_wait_until_block: Wait until a signal object satisfies a
// comparison, and return the value that satisfied it. (spec/p2p_sync.yaml:420)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_signal_host_test, //generated:p2p_signal_device_test.
template <typename = void> __device__ uint64_t nvshmemx_signal_wait_until_block(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value);

// nvshmemx_TYPENAME_put_warp: Copy local data into the symmetric heap of a PE.
// (spec/rma.yaml:31)
// Implementation: symsync::impl::put in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_put_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int_put_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_long_put_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_put_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_put_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_put_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_put_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_put_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_put_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_put_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_put_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_put_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_size_put_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_put_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_float_put_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_double_put_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_char_put_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_put_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_put_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_put_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_put_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_put_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_put_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_put_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_put_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_put8_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put16_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put32_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put64_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put128_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_putmem_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe);

// nvshmemx_TYPENAME_put_block: Copy local data into the symmetric heap of a PE.
// (spec/rma.yaml:31)
// Implementation: symsync::impl::put in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_put_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int_put_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_long_put_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_put_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_put_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_put_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_put_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_put_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_put_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_put_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_put_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_put_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_size_put_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_put_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_float_put_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_double_put_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_char_put_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_put_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_put_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_put_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_put_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_put_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_put_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_put_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_put_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_put8_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put16_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put32_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put64_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put128_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_putmem_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe);

// nvshmemx_TYPENAME_put_nbi_warp: Start copying local data into the symmetric
// heap of a PE, without waiting for it. (spec/rma.yaml:87)
// Implementation: symsync::impl::put_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_put_nbi_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int_put_nbi_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_long_put_nbi_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_put_nbi_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_put_nbi_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_put_nbi_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_put_nbi_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_put_nbi_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_put_nbi_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_put_nbi_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_put_nbi_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_put_nbi_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_size_put_nbi_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_put_nbi_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_float_put_nbi_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_double_put_nbi_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_char_put_nbi_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_put_nbi_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_put_nbi_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_put_nbi_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_put_nbi_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_put_nbi_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_put_nbi_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_put_nbi_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_put_nbi_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_put8_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put16_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put32_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put64_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put128_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_putmem_nbi_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe);

// nvshmemx_TYPENAME_put_nbi_block: Start copying local data into the symmetric
// heap of a PE, without waiting for it. (spec/rma.yaml:87)
// Implementation: symsync::impl::put_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_put_nbi_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int_put_nbi_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_long_put_nbi_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_put_nbi_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_put_nbi_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_put_nbi_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_put_nbi_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_put_nbi_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_put_nbi_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_put_nbi_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_put_nbi_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_put_nbi_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_size_put_nbi_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_put_nbi_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_float_put_nbi_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_double_put_nbi_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_char_put_nbi_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_put_nbi_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_put_nbi_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_put_nbi_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_put_nbi_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_put_nbi_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_put_nbi_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_put_nbi_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_put_nbi_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_put8_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put16_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put32_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put64_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_put128_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_putmem_nbi_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe);

// nvshmemx_TYPENAME_get_warp: Copy data from the symmetric heap of a PE into
// local memory. (spec/rma.yaml:104)
// Implementation: symsync::impl::get in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_get_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int_get_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_long_get_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_get_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_get_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_get_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_get_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_get_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_get_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_get_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_get_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_get_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_size_get_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_get_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_float_get_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_double_get_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_char_get_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_get_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_get_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_get_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_get_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_get_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_get_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_get_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_get_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_get8_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get16_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get32_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get64_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get128_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_getmem_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe);

// nvshmemx_TYPENAME_get_block: Copy data from the symmetric heap of a PE into
// local memory. (spec/rma.yaml:104)
// Implementation: symsync::impl::get in runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_get_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int_get_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_long_get_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_get_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_get_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_get_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_get_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_get_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_get_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_get_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_get_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_get_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_size_get_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_get_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_float_get_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_double_get_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_char_get_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_get_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_get_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_get_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_get_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_get_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_get_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_get_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_get_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_get8_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get16_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get32_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get64_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get128_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_getmem_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe);

// nvshmemx_TYPENAME_get_nbi_warp: Start copying data from the symmetric heap of
// a PE, without waiting for it. (spec/rma.yaml:139)
// Implementation: symsync::impl::get_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_get_nbi_warp(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int_get_nbi_warp(
    int *dest,
    const int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_long_get_nbi_warp(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_get_nbi_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_get_nbi_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_get_nbi_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_get_nbi_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_get_nbi_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_get_nbi_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_get_nbi_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_get_nbi_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_get_nbi_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_size_get_nbi_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_get_nbi_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_float_get_nbi_warp(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_double_get_nbi_warp(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_char_get_nbi_warp(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_get_nbi_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_get_nbi_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_get_nbi_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_get_nbi_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_get_nbi_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_get_nbi_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_get_nbi_warp(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_get_nbi_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_get8_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get16_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get32_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get64_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get128_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_getmem_nbi_warp(
    void *dest,
    const void *source,
    size_t bytes,
    int pe);

// nvshmemx_TYPENAME_get_nbi_block: Start copying data from the symmetric heap
// of a PE, without waiting for it. (spec/rma.yaml:139)
// Implementation: symsync::impl::get_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_get_nbi_block(
    short *dest,
    const short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int_get_nbi_block(
    int *dest,
    const int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_long_get_nbi_block(
    long *dest,
    const long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_get_nbi_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_get_nbi_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_get_nbi_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_get_nbi_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_get_nbi_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_get_nbi_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_get_nbi_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_get_nbi_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_get_nbi_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_size_get_nbi_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_get_nbi_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_float_get_nbi_block(
    float *dest,
    const float *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_double_get_nbi_block(
    double *dest,
    const double *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_char_get_nbi_block(
    char *dest,
    const char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_get_nbi_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_get_nbi_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_get_nbi_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_get_nbi_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_get_nbi_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_get_nbi_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_get_nbi_block(
    half *dest,
    const half *source,
    size_t nelems,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_get_nbi_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_get8_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get16_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get32_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get64_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_get128_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    int pe);
template <typename = void> __device__ void nvshmemx_getmem_nbi_block(
    void *dest,
    const void *source,
    size_t bytes,
    int pe);

// nvshmemx_TYPENAME_put_signal_warp: Copy local data into the symmetric heap of
// a PE, then update a signal object there. (spec/rma.yaml:181)
// Implementation: symsync::impl::put_signal in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_put_signal_warp(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int_put_signal_warp(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_long_put_signal_warp(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_put_signal_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_put_signal_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_put_signal_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_put_signal_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_put_signal_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_put_signal_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_put_signal_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_put_signal_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_put_signal_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_size_put_signal_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_put_signal_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_float_put_signal_warp(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_double_put_signal_warp(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_char_put_signal_warp(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_put_signal_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_put_signal_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_put_signal_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_put_signal_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_put_signal_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_put_signal_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_put_signal_warp(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_put_signal_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_put8_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put16_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put32_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put64_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put128_signal_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_putmem_signal_warp(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// nvshmemx_TYPENAME_put_signal_block: Copy local data into the symmetric heap
// of a PE, then update a signal object there. (spec/rma.yaml:181)
// Implementation: symsync::impl::put_signal in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_put_signal_block(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int_put_signal_block(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_long_put_signal_block(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_put_signal_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_put_signal_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_put_signal_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_put_signal_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_put_signal_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_put_signal_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_put_signal_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_put_signal_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_put_signal_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_size_put_signal_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_put_signal_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_float_put_signal_block(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_double_put_signal_block(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_char_put_signal_block(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_put_signal_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_put_signal_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_put_signal_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_put_signal_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_put_signal_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_put_signal_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_put_signal_block(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_put_signal_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_put8_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put16_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put32_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put64_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put128_signal_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_putmem_signal_block(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// nvshmemx_TYPENAME_put_signal_nbi_warp: Start a put-with-signal, without
// waiting for the source to be reusable. (spec/rma.yaml:226)
// Implementation: symsync::impl::put_signal_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_put_signal_nbi_warp(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int_put_signal_nbi_warp(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_long_put_signal_nbi_warp(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_put_signal_nbi_warp(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_put_signal_nbi_warp(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_put_signal_nbi_warp(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_put_signal_nbi_warp(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_put_signal_nbi_warp(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_put_signal_nbi_warp(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_put_signal_nbi_warp(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_put_signal_nbi_warp(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_put_signal_nbi_warp(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_size_put_signal_nbi_warp(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_put_signal_nbi_warp(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_float_put_signal_nbi_warp(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_double_put_signal_nbi_warp(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_char_put_signal_nbi_warp(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_put_signal_nbi_warp(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_put_signal_nbi_warp(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_put_signal_nbi_warp(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_put_signal_nbi_warp(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_put_signal_nbi_warp(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_put_signal_nbi_warp(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_put_signal_nbi_warp(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_put_signal_nbi_warp(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_put8_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put16_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put32_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put64_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put128_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_putmem_signal_nbi_warp(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

// nvshmemx_TYPENAME_put_signal_nbi_block: Start a put-with-signal, without
// waiting for the source to be reusable. (spec/rma.yaml:226)
// Implementation: symsync::impl::put_signal_nbi in
// runtime/include/symsync/rma_device.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<type>_host_test,
// //generated:rma_device_test.
template <typename = void> __device__ void nvshmemx_short_put_signal_nbi_block(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int_put_signal_nbi_block(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_long_put_signal_nbi_block(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_longlong_put_signal_nbi_block(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ushort_put_signal_nbi_block(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint_put_signal_nbi_block(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ulong_put_signal_nbi_block(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ulonglong_put_signal_nbi_block(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int32_put_signal_nbi_block(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int64_put_signal_nbi_block(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint32_put_signal_nbi_block(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint64_put_signal_nbi_block(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_size_put_signal_nbi_block(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_ptrdiff_put_signal_nbi_block(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_float_put_signal_nbi_block(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_double_put_signal_nbi_block(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_char_put_signal_nbi_block(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_schar_put_signal_nbi_block(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uchar_put_signal_nbi_block(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int8_put_signal_nbi_block(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_int16_put_signal_nbi_block(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint8_put_signal_nbi_block(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_uint16_put_signal_nbi_block(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_half_put_signal_nbi_block(
    half *dest,
    const half *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
#if SYMSYNC_CUDA_TYPES
template <typename = void> __device__ void nvshmemx_bfloat16_put_signal_nbi_block(
    __nv_bfloat16 *dest,
    const __nv_bfloat16 *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif
template <typename = void> __device__ void nvshmemx_put8_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put16_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put32_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put64_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_put128_signal_nbi_block(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
template <typename = void> __device__ void nvshmemx_putmem_signal_nbi_block(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif  // defined(__CUDA_ARCH__)


// Type-generic forms: the typed routines under their names without TYPENAME,
// the type taken from the variable pointer (ivar, ivars).
#if defined(__cplusplus) && __cplusplus >= 201703L
// C++17: function templates. nvshmem_wait_until(p, NVSHMEM_CMP_EQ, 5) calls
// the typed routine of the type p points to (the first of spec/types.yaml that
// is the same C++ type, so int64_t and long, int32_t and int are one); the
// other TYPE parameters take that type, so literals convert. Any other type
// (char, bool, float, an enum, a const-qualified pointee) is a compile error
// naming the routine and the supported types. The host and device thread
// forms share one __host__ __device__ template, which calls the host routine
// in nvcc's host pass and the device routine in its device pass; the warp and
// block forms are device templates.
#if defined(__CUDACC__)
#define SYMSYNC_GENERIC_HOST_DEVICE __host__ __device__
#else
#define SYMSYNC_GENERIC_HOST_DEVICE
#endif

namespace symsync {
namespace generic {

template <class A, class B>
struct same {
  static constexpr bool value = false;
};
template <class A>
struct same<A, A> {
  static constexpr bool value = true;
};

// The position (from 1) in spec/types.yaml of the first type that is T; 0
// when T is none of them. Aliases (int64_t and long on LP64) get the position
// of the first spelling, so they dispatch to one typed routine.
template <class T>
struct type_index {
  static constexpr int value =
      same<T, short>::value ? 1 :
      same<T, int>::value ? 2 :
      same<T, long>::value ? 3 :
      same<T, long long>::value ? 4 :
      same<T, unsigned short>::value ? 5 :
      same<T, unsigned int>::value ? 6 :
      same<T, unsigned long>::value ? 7 :
      same<T, unsigned long long>::value ? 8 :
      same<T, int32_t>::value ? 9 :
      same<T, int64_t>::value ? 10 :
      same<T, uint32_t>::value ? 11 :
      same<T, uint64_t>::value ? 12 :
      same<T, size_t>::value ? 13 :
      same<T, ptrdiff_t>::value ? 14 :
      same<T, float>::value ? 15 :
      same<T, double>::value ? 16 :
      same<T, char>::value ? 17 :
      same<T, signed char>::value ? 18 :
      same<T, unsigned char>::value ? 19 :
      same<T, int8_t>::value ? 20 :
      same<T, int16_t>::value ? 21 :
      same<T, uint8_t>::value ? 22 :
      same<T, uint16_t>::value ? 23 :
#if SYMSYNC_CUDA_TYPES
      same<T, half>::value ? 24 :
#endif
#if SYMSYNC_CUDA_TYPES
      same<T, __nv_bfloat16>::value ? 25 :
#endif
      0;
};

// These typedef'd types of spec/types.yaml are the same types as keyword
// types of their size and signedness listed before them, so the generic forms
// need no branch of their own for them: a type_index below their position.
static_assert(type_index<int32_t>::value < 9,
              "int32_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");
static_assert(type_index<int64_t>::value < 10,
              "int64_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");
static_assert(type_index<uint32_t>::value < 11,
              "uint32_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");
static_assert(type_index<uint64_t>::value < 12,
              "uint64_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");
static_assert(type_index<size_t>::value < 13,
              "size_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");
static_assert(type_index<ptrdiff_t>::value < 14,
              "ptrdiff_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");
static_assert(type_index<int8_t>::value < 20,
              "int8_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");
static_assert(type_index<int16_t>::value < 21,
              "int16_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");
static_assert(type_index<uint8_t>::value < 22,
              "uint8_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");
static_assert(type_index<uint16_t>::value < 23,
              "uint16_t is a type of its own here, which symsync's "
              "type-generic forms do not handle");

// The type of a parameter other than the variable pointer: U, a type made
// from T, in a non-deduced context, so that a literal comparison value
// converts. When T is not supported, a type that takes any argument, so that
// the form's static_assert is the only error.
struct any {
  template <class U>
  SYMSYNC_GENERIC_HOST_DEVICE constexpr any(const U &) {}
};
template <bool supported, class U>
struct param {
  typedef U type;
};
template <class U>
struct param<false, U> {
  typedef any type;
};
template <class T, class U>
using param_t = typename param<type_index<T>::value != 0, U>::type;

}  // namespace generic
}  // namespace symsync

// nvshmem_wait: nvshmem_TYPENAME_wait for the type ivar points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_wait(
    T *ivar,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_wait(ivar, cmp_value);
  else if constexpr (i == 2) nvshmem_int_wait(ivar, cmp_value);
  else if constexpr (i == 3) nvshmem_long_wait(ivar, cmp_value);
  else if constexpr (i == 4) nvshmem_longlong_wait(ivar, cmp_value);
  else if constexpr (i == 5) nvshmem_ushort_wait(ivar, cmp_value);
  else if constexpr (i == 6) nvshmem_uint_wait(ivar, cmp_value);
  else if constexpr (i == 7) nvshmem_ulong_wait(ivar, cmp_value);
  else if constexpr (i == 8) nvshmem_ulonglong_wait(ivar, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmem_wait: unsupported type of ivar; it must point to "
                  "one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t (not "
                  "const-qualified)");
  }
}

// nvshmem_wait_until: nvshmem_TYPENAME_wait_until for the type ivar points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_wait_until(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_wait_until(ivar, cmp, cmp_value);
  else if constexpr (i == 2) nvshmem_int_wait_until(ivar, cmp, cmp_value);
  else if constexpr (i == 3) nvshmem_long_wait_until(ivar, cmp, cmp_value);
  else if constexpr (i == 4) nvshmem_longlong_wait_until(ivar, cmp, cmp_value);
  else if constexpr (i == 5) nvshmem_ushort_wait_until(ivar, cmp, cmp_value);
  else if constexpr (i == 6) nvshmem_uint_wait_until(ivar, cmp, cmp_value);
  else if constexpr (i == 7) nvshmem_ulong_wait_until(ivar, cmp, cmp_value);
  else if constexpr (i == 8) nvshmem_ulonglong_wait_until(ivar, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmem_wait_until: unsupported type of ivar; it must point"
                  " to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t (not "
                  "const-qualified)");
  }
}

// nvshmem_wait_until_all: nvshmem_TYPENAME_wait_until_all for the type ivars
// points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_wait_until_all(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_wait_until_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) nvshmem_int_wait_until_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) nvshmem_long_wait_until_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) nvshmem_longlong_wait_until_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) nvshmem_ushort_wait_until_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) nvshmem_uint_wait_until_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) nvshmem_ulong_wait_until_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) nvshmem_ulonglong_wait_until_all(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmem_wait_until_all: unsupported type of ivars; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
  }
}

// nvshmem_wait_until_any: nvshmem_TYPENAME_wait_until_any for the type ivars
// points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline size_t nvshmem_wait_until_any(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_wait_until_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmem_int_wait_until_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmem_long_wait_until_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmem_longlong_wait_until_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmem_ushort_wait_until_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmem_uint_wait_until_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmem_ulong_wait_until_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmem_ulonglong_wait_until_any(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmem_wait_until_any: unsupported type of ivars; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmem_wait_until_some: nvshmem_TYPENAME_wait_until_some for the type ivars
// points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline size_t nvshmem_wait_until_some(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmem_int_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmem_long_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmem_longlong_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmem_ushort_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmem_uint_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmem_ulong_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmem_ulonglong_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmem_wait_until_some: unsupported type of ivars; it must"
                  " point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmem_wait_until_all_vector: nvshmem_TYPENAME_wait_until_all_vector for the
// type ivars points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_wait_until_all_vector(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) nvshmem_int_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) nvshmem_long_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) nvshmem_longlong_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) nvshmem_ushort_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) nvshmem_uint_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) nvshmem_ulong_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) nvshmem_ulonglong_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmem_wait_until_all_vector: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
  }
}

// nvshmem_wait_until_any_vector: nvshmem_TYPENAME_wait_until_any_vector for the
// type ivars points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline size_t nvshmem_wait_until_any_vector(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmem_int_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmem_long_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmem_longlong_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmem_ushort_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmem_uint_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmem_ulong_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmem_ulonglong_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmem_wait_until_any_vector: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmem_wait_until_some_vector: nvshmem_TYPENAME_wait_until_some_vector for
// the type ivars points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline size_t nvshmem_wait_until_some_vector(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmem_int_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmem_long_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmem_longlong_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmem_ushort_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmem_uint_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmem_ulong_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmem_ulonglong_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmem_wait_until_some_vector: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmem_test: nvshmem_TYPENAME_test for the type ivar points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline int nvshmem_test(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_test(ivar, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmem_int_test(ivar, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmem_long_test(ivar, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmem_longlong_test(ivar, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmem_ushort_test(ivar, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmem_uint_test(ivar, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmem_ulong_test(ivar, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmem_ulonglong_test(ivar, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmem_test: unsupported type of ivar; it must point to "
                  "one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t (not "
                  "const-qualified)");
    return {};
  }
}

// nvshmem_test_all: nvshmem_TYPENAME_test_all for the type ivars points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline int nvshmem_test_all(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_test_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmem_int_test_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmem_long_test_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmem_longlong_test_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmem_ushort_test_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmem_uint_test_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmem_ulong_test_all(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmem_ulonglong_test_all(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmem_test_all: unsupported type of ivars; it must point "
                  "to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t (not "
                  "const-qualified)");
    return {};
  }
}

// nvshmem_test_any: nvshmem_TYPENAME_test_any for the type ivars points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline size_t nvshmem_test_any(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_test_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmem_int_test_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmem_long_test_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmem_longlong_test_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmem_ushort_test_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmem_uint_test_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmem_ulong_test_any(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmem_ulonglong_test_any(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmem_test_any: unsupported type of ivars; it must point "
                  "to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t (not "
                  "const-qualified)");
    return {};
  }
}

// nvshmem_test_some: nvshmem_TYPENAME_test_some for the type ivars points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline size_t nvshmem_test_some(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_test_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmem_int_test_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmem_long_test_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmem_longlong_test_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmem_ushort_test_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmem_uint_test_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmem_ulong_test_some(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmem_ulonglong_test_some(ivars, nelems, indices, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmem_test_some: unsupported type of ivars; it must point"
                  " to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t (not "
                  "const-qualified)");
    return {};
  }
}

// nvshmem_test_all_vector: nvshmem_TYPENAME_test_all_vector for the type ivars
// points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline int nvshmem_test_all_vector(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_test_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmem_int_test_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmem_long_test_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmem_longlong_test_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmem_ushort_test_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmem_uint_test_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmem_ulong_test_all_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmem_ulonglong_test_all_vector(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmem_test_all_vector: unsupported type of ivars; it must"
                  " point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmem_test_any_vector: nvshmem_TYPENAME_test_any_vector for the type ivars
// points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline size_t nvshmem_test_any_vector(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_test_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmem_int_test_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmem_long_test_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmem_longlong_test_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmem_ushort_test_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmem_uint_test_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmem_ulong_test_any_vector(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmem_ulonglong_test_any_vector(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmem_test_any_vector: unsupported type of ivars; it must"
                  " point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmem_test_some_vector: nvshmem_TYPENAME_test_some_vector for the type
// ivars points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline size_t nvshmem_test_some_vector(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmem_int_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmem_long_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmem_longlong_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmem_ushort_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmem_uint_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmem_ulong_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmem_ulonglong_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmem_test_some_vector: unsupported type of ivars; it "
                  "must point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmem_atomic_set: nvshmem_TYPENAME_atomic_set for the type dest points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_atomic_set(
    T *dest,
    symsync::generic::param_t<T, T> value,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_atomic_set(dest, value, pe);
  else if constexpr (i == 2) nvshmem_int_atomic_set(dest, value, pe);
  else if constexpr (i == 3) nvshmem_long_atomic_set(dest, value, pe);
  else if constexpr (i == 4) nvshmem_longlong_atomic_set(dest, value, pe);
  else if constexpr (i == 5) nvshmem_ushort_atomic_set(dest, value, pe);
  else if constexpr (i == 6) nvshmem_uint_atomic_set(dest, value, pe);
  else if constexpr (i == 7) nvshmem_ulong_atomic_set(dest, value, pe);
  else if constexpr (i == 8) nvshmem_ulonglong_atomic_set(dest, value, pe);
  else {
    static_assert(i < 0,
                  "nvshmem_atomic_set: unsupported type of dest; it must point"
                  " to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t (not "
                  "const-qualified)");
  }
}

// nvshmem_p: nvshmem_TYPENAME_p for the type dest points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_p(
    T *dest,
    symsync::generic::param_t<T, T> value,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_p(dest, value, pe);
  else if constexpr (i == 2) nvshmem_int_p(dest, value, pe);
  else if constexpr (i == 3) nvshmem_long_p(dest, value, pe);
  else if constexpr (i == 4) nvshmem_longlong_p(dest, value, pe);
  else if constexpr (i == 5) nvshmem_ushort_p(dest, value, pe);
  else if constexpr (i == 6) nvshmem_uint_p(dest, value, pe);
  else if constexpr (i == 7) nvshmem_ulong_p(dest, value, pe);
  else if constexpr (i == 8) nvshmem_ulonglong_p(dest, value, pe);
  else if constexpr (i == 15) nvshmem_float_p(dest, value, pe);
  else if constexpr (i == 16) nvshmem_double_p(dest, value, pe);
  else if constexpr (i == 17) nvshmem_char_p(dest, value, pe);
  else if constexpr (i == 18) nvshmem_schar_p(dest, value, pe);
  else if constexpr (i == 19) nvshmem_uchar_p(dest, value, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmem_half_p(dest, value, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmem_bfloat16_p(dest, value, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmem_p: unsupported type of dest; it must point to one "
                  "of short, int, long, long long, unsigned short, unsigned "
                  "int, unsigned long, unsigned long long, int32_t, int64_t, "
                  "uint32_t, uint64_t, size_t, ptrdiff_t, float, double, char,"
                  " signed char, unsigned char, int8_t, int16_t, uint8_t, "
                  "uint16_t, half, __nv_bfloat16 (not const-qualified)");
  }
}

// nvshmem_put: nvshmem_TYPENAME_put for the type dest points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_put(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_put(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmem_int_put(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmem_long_put(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmem_longlong_put(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmem_ushort_put(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmem_uint_put(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmem_ulong_put(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmem_ulonglong_put(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmem_float_put(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmem_double_put(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmem_char_put(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmem_schar_put(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmem_uchar_put(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmem_half_put(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmem_bfloat16_put(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmem_put: unsupported type of dest; it must point to one"
                  " of short, int, long, long long, unsigned short, unsigned "
                  "int, unsigned long, unsigned long long, int32_t, int64_t, "
                  "uint32_t, uint64_t, size_t, ptrdiff_t, float, double, char,"
                  " signed char, unsigned char, int8_t, int16_t, uint8_t, "
                  "uint16_t, half, __nv_bfloat16 (not const-qualified)");
  }
}

// nvshmem_put_nbi: nvshmem_TYPENAME_put_nbi for the type dest points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_put_nbi(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmem_int_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmem_long_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmem_longlong_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmem_ushort_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmem_uint_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmem_ulong_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmem_ulonglong_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmem_float_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmem_double_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmem_char_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmem_schar_put_nbi(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmem_uchar_put_nbi(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmem_half_put_nbi(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmem_bfloat16_put_nbi(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmem_put_nbi: unsupported type of dest; it must point to"
                  " one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, float, "
                  "double, char, signed char, unsigned char, int8_t, int16_t, "
                  "uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmem_get: nvshmem_TYPENAME_get for the type source points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_get(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_get(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmem_int_get(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmem_long_get(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmem_longlong_get(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmem_ushort_get(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmem_uint_get(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmem_ulong_get(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmem_ulonglong_get(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmem_float_get(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmem_double_get(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmem_char_get(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmem_schar_get(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmem_uchar_get(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmem_half_get(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmem_bfloat16_get(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmem_get: unsupported type of source; it must point to "
                  "one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, float, "
                  "double, char, signed char, unsigned char, int8_t, int16_t, "
                  "uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmem_get_nbi: nvshmem_TYPENAME_get_nbi for the type source points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_get_nbi(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmem_int_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmem_long_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmem_longlong_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmem_ushort_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmem_uint_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmem_ulong_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmem_ulonglong_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmem_float_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmem_double_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmem_char_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmem_schar_get_nbi(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmem_uchar_get_nbi(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmem_half_get_nbi(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmem_bfloat16_get_nbi(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmem_get_nbi: unsupported type of source; it must point "
                  "to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, float, "
                  "double, char, signed char, unsigned char, int8_t, int16_t, "
                  "uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmem_g: nvshmem_TYPENAME_g for the type source points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline T nvshmem_g(const T *source, int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmem_short_g(source, pe);
  else if constexpr (i == 2) return nvshmem_int_g(source, pe);
  else if constexpr (i == 3) return nvshmem_long_g(source, pe);
  else if constexpr (i == 4) return nvshmem_longlong_g(source, pe);
  else if constexpr (i == 5) return nvshmem_ushort_g(source, pe);
  else if constexpr (i == 6) return nvshmem_uint_g(source, pe);
  else if constexpr (i == 7) return nvshmem_ulong_g(source, pe);
  else if constexpr (i == 8) return nvshmem_ulonglong_g(source, pe);
  else if constexpr (i == 15) return nvshmem_float_g(source, pe);
  else if constexpr (i == 16) return nvshmem_double_g(source, pe);
  else if constexpr (i == 17) return nvshmem_char_g(source, pe);
  else if constexpr (i == 18) return nvshmem_schar_g(source, pe);
  else if constexpr (i == 19) return nvshmem_uchar_g(source, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) return nvshmem_half_g(source, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) return nvshmem_bfloat16_g(source, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmem_g: unsupported type of source; it must point to one"
                  " of short, int, long, long long, unsigned short, unsigned "
                  "int, unsigned long, unsigned long long, int32_t, int64_t, "
                  "uint32_t, uint64_t, size_t, ptrdiff_t, float, double, char,"
                  " signed char, unsigned char, int8_t, int16_t, uint8_t, "
                  "uint16_t, half, __nv_bfloat16 (not const-qualified)");
    return {};
  }
}

// nvshmem_put_signal: nvshmem_TYPENAME_put_signal for the type dest points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_put_signal(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 2) nvshmem_int_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 3) nvshmem_long_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 4) nvshmem_longlong_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 5) nvshmem_ushort_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 6) nvshmem_uint_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 7) nvshmem_ulong_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 8) nvshmem_ulonglong_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 15) nvshmem_float_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 16) nvshmem_double_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 17) nvshmem_char_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 18) nvshmem_schar_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 19) nvshmem_uchar_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmem_half_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmem_bfloat16_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmem_put_signal: unsupported type of dest; it must point"
                  " to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, float, "
                  "double, char, signed char, unsigned char, int8_t, int16_t, "
                  "uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmem_put_signal_nbi: nvshmem_TYPENAME_put_signal_nbi for the type dest
// points to.
template <class T>
static SYMSYNC_GENERIC_HOST_DEVICE inline void nvshmem_put_signal_nbi(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmem_short_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 2) nvshmem_int_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 3) nvshmem_long_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 4) nvshmem_longlong_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 5) nvshmem_ushort_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 6) nvshmem_uint_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 7) nvshmem_ulong_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 8) nvshmem_ulonglong_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 15) nvshmem_float_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 16) nvshmem_double_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 17) nvshmem_char_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 18) nvshmem_schar_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 19) nvshmem_uchar_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmem_half_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmem_bfloat16_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmem_put_signal_nbi: unsupported type of dest; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

#if defined(__CUDA_ARCH__)
// The device-only forms: defined in nvcc's device pass.

// nvshmemx_wait_warp: nvshmemx_TYPENAME_wait_warp for the type ivar points to.
template <class T>
static __device__ inline void nvshmemx_wait_warp(
    T *ivar,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_wait_warp(ivar, cmp_value);
  else if constexpr (i == 2) nvshmemx_int_wait_warp(ivar, cmp_value);
  else if constexpr (i == 3) nvshmemx_long_wait_warp(ivar, cmp_value);
  else if constexpr (i == 4) nvshmemx_longlong_wait_warp(ivar, cmp_value);
  else if constexpr (i == 5) nvshmemx_ushort_wait_warp(ivar, cmp_value);
  else if constexpr (i == 6) nvshmemx_uint_wait_warp(ivar, cmp_value);
  else if constexpr (i == 7) nvshmemx_ulong_wait_warp(ivar, cmp_value);
  else if constexpr (i == 8) nvshmemx_ulonglong_wait_warp(ivar, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_warp: unsupported type of ivar; it must point"
                  " to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t (not "
                  "const-qualified)");
  }
}

// nvshmemx_wait_block: nvshmemx_TYPENAME_wait_block for the type ivar points
// to.
template <class T>
static __device__ inline void nvshmemx_wait_block(
    T *ivar,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_wait_block(ivar, cmp_value);
  else if constexpr (i == 2) nvshmemx_int_wait_block(ivar, cmp_value);
  else if constexpr (i == 3) nvshmemx_long_wait_block(ivar, cmp_value);
  else if constexpr (i == 4) nvshmemx_longlong_wait_block(ivar, cmp_value);
  else if constexpr (i == 5) nvshmemx_ushort_wait_block(ivar, cmp_value);
  else if constexpr (i == 6) nvshmemx_uint_wait_block(ivar, cmp_value);
  else if constexpr (i == 7) nvshmemx_ulong_wait_block(ivar, cmp_value);
  else if constexpr (i == 8) nvshmemx_ulonglong_wait_block(ivar, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_block: unsupported type of ivar; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
  }
}

// nvshmemx_wait_until_warp: nvshmemx_TYPENAME_wait_until_warp for the type ivar
// points to.
template <class T>
static __device__ inline void nvshmemx_wait_until_warp(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_wait_until_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 2) nvshmemx_int_wait_until_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 3) nvshmemx_long_wait_until_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 4) nvshmemx_longlong_wait_until_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 5) nvshmemx_ushort_wait_until_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 6) nvshmemx_uint_wait_until_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 7) nvshmemx_ulong_wait_until_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 8) nvshmemx_ulonglong_wait_until_warp(ivar, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_warp: unsupported type of ivar; it must"
                  " point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
  }
}

// nvshmemx_wait_until_block: nvshmemx_TYPENAME_wait_until_block for the type
// ivar points to.
template <class T>
static __device__ inline void nvshmemx_wait_until_block(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_wait_until_block(ivar, cmp, cmp_value);
  else if constexpr (i == 2) nvshmemx_int_wait_until_block(ivar, cmp, cmp_value);
  else if constexpr (i == 3) nvshmemx_long_wait_until_block(ivar, cmp, cmp_value);
  else if constexpr (i == 4) nvshmemx_longlong_wait_until_block(ivar, cmp, cmp_value);
  else if constexpr (i == 5) nvshmemx_ushort_wait_until_block(ivar, cmp, cmp_value);
  else if constexpr (i == 6) nvshmemx_uint_wait_until_block(ivar, cmp, cmp_value);
  else if constexpr (i == 7) nvshmemx_ulong_wait_until_block(ivar, cmp, cmp_value);
  else if constexpr (i == 8) nvshmemx_ulonglong_wait_until_block(ivar, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_block: unsupported type of ivar; it "
                  "must point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
  }
}

// nvshmemx_wait_until_all_warp: nvshmemx_TYPENAME_wait_until_all_warp for the
// type ivars points to.
template <class T>
static __device__ inline void nvshmemx_wait_until_all_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) nvshmemx_int_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) nvshmemx_long_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) nvshmemx_longlong_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) nvshmemx_ushort_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) nvshmemx_uint_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) nvshmemx_ulong_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) nvshmemx_ulonglong_wait_until_all_warp(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_all_warp: unsupported type of ivars; it"
                  " must point to one of short, int, long, long long, unsigned"
                  " short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
  }
}

// nvshmemx_wait_until_all_block: nvshmemx_TYPENAME_wait_until_all_block for the
// type ivars points to.
template <class T>
static __device__ inline void nvshmemx_wait_until_all_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) nvshmemx_int_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) nvshmemx_long_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) nvshmemx_longlong_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) nvshmemx_ushort_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) nvshmemx_uint_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) nvshmemx_ulong_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) nvshmemx_ulonglong_wait_until_all_block(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_all_block: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
  }
}

// nvshmemx_wait_until_any_warp: nvshmemx_TYPENAME_wait_until_any_warp for the
// type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_wait_until_any_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_wait_until_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_wait_until_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_wait_until_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_wait_until_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_wait_until_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_wait_until_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_wait_until_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_wait_until_any_warp(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_any_warp: unsupported type of ivars; it"
                  " must point to one of short, int, long, long long, unsigned"
                  " short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmemx_wait_until_any_block: nvshmemx_TYPENAME_wait_until_any_block for the
// type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_wait_until_any_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_wait_until_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_wait_until_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_wait_until_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_wait_until_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_wait_until_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_wait_until_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_wait_until_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_wait_until_any_block(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_any_block: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_wait_until_some_warp: nvshmemx_TYPENAME_wait_until_some_warp for the
// type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_wait_until_some_warp(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_wait_until_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_wait_until_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_wait_until_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_wait_until_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_wait_until_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_wait_until_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_wait_until_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_wait_until_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_some_warp: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_wait_until_some_block: nvshmemx_TYPENAME_wait_until_some_block for
// the type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_wait_until_some_block(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_wait_until_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_wait_until_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_wait_until_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_wait_until_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_wait_until_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_wait_until_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_wait_until_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_wait_until_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_some_block: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_wait_until_all_vector_warp:
// nvshmemx_TYPENAME_wait_until_all_vector_warp for the type ivars points to.
template <class T>
static __device__ inline void nvshmemx_wait_until_all_vector_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_wait_until_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) nvshmemx_int_wait_until_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) nvshmemx_long_wait_until_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) nvshmemx_longlong_wait_until_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) nvshmemx_ushort_wait_until_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) nvshmemx_uint_wait_until_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) nvshmemx_ulong_wait_until_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) nvshmemx_ulonglong_wait_until_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_all_vector_warp: unsupported type of "
                  "ivars; it must point to one of short, int, long, long long,"
                  " unsigned short, unsigned int, unsigned long, unsigned long"
                  " long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
  }
}

// nvshmemx_wait_until_all_vector_block:
// nvshmemx_TYPENAME_wait_until_all_vector_block for the type ivars points to.
template <class T>
static __device__ inline void nvshmemx_wait_until_all_vector_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_wait_until_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) nvshmemx_int_wait_until_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) nvshmemx_long_wait_until_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) nvshmemx_longlong_wait_until_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) nvshmemx_ushort_wait_until_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) nvshmemx_uint_wait_until_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) nvshmemx_ulong_wait_until_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) nvshmemx_ulonglong_wait_until_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_all_vector_block: unsupported type of "
                  "ivars; it must point to one of short, int, long, long long,"
                  " unsigned short, unsigned int, unsigned long, unsigned long"
                  " long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
  }
}

// nvshmemx_wait_until_any_vector_warp:
// nvshmemx_TYPENAME_wait_until_any_vector_warp for the type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_wait_until_any_vector_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_wait_until_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_wait_until_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_wait_until_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_wait_until_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_wait_until_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_wait_until_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_wait_until_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_wait_until_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_any_vector_warp: unsupported type of "
                  "ivars; it must point to one of short, int, long, long long,"
                  " unsigned short, unsigned int, unsigned long, unsigned long"
                  " long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_wait_until_any_vector_block:
// nvshmemx_TYPENAME_wait_until_any_vector_block for the type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_wait_until_any_vector_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_wait_until_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_wait_until_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_wait_until_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_wait_until_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_wait_until_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_wait_until_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_wait_until_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_wait_until_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_any_vector_block: unsupported type of "
                  "ivars; it must point to one of short, int, long, long long,"
                  " unsigned short, unsigned int, unsigned long, unsigned long"
                  " long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_wait_until_some_vector_warp:
// nvshmemx_TYPENAME_wait_until_some_vector_warp for the type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_wait_until_some_vector_warp(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_wait_until_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_wait_until_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_wait_until_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_wait_until_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_wait_until_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_wait_until_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_wait_until_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_wait_until_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_some_vector_warp: unsupported type of "
                  "ivars; it must point to one of short, int, long, long long,"
                  " unsigned short, unsigned int, unsigned long, unsigned long"
                  " long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_wait_until_some_vector_block:
// nvshmemx_TYPENAME_wait_until_some_vector_block for the type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_wait_until_some_vector_block(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_wait_until_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_wait_until_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_wait_until_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_wait_until_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_wait_until_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_wait_until_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_wait_until_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_wait_until_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_wait_until_some_vector_block: unsupported type of "
                  "ivars; it must point to one of short, int, long, long long,"
                  " unsigned short, unsigned int, unsigned long, unsigned long"
                  " long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_test_warp: nvshmemx_TYPENAME_test_warp for the type ivar points to.
template <class T>
static __device__ inline int nvshmemx_test_warp(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_test_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_test_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_test_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_test_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_test_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_test_warp(ivar, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_warp(ivar, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_warp: unsupported type of ivar; it must point"
                  " to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t (not "
                  "const-qualified)");
    return {};
  }
}

// nvshmemx_test_block: nvshmemx_TYPENAME_test_block for the type ivar points
// to.
template <class T>
static __device__ inline int nvshmemx_test_block(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_block(ivar, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_test_block(ivar, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_test_block(ivar, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_test_block(ivar, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_test_block(ivar, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_test_block(ivar, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_test_block(ivar, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_block(ivar, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_block: unsupported type of ivar; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmemx_test_all_warp: nvshmemx_TYPENAME_test_all_warp for the type ivars
// points to.
template <class T>
static __device__ inline int nvshmemx_test_all_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_test_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_test_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_test_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_test_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_test_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_test_all_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_all_warp(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_all_warp: unsupported type of ivars; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmemx_test_all_block: nvshmemx_TYPENAME_test_all_block for the type ivars
// points to.
template <class T>
static __device__ inline int nvshmemx_test_all_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_test_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_test_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_test_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_test_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_test_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_test_all_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_all_block(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_all_block: unsupported type of ivars; it must"
                  " point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmemx_test_any_warp: nvshmemx_TYPENAME_test_any_warp for the type ivars
// points to.
template <class T>
static __device__ inline size_t nvshmemx_test_any_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_test_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_test_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_test_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_test_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_test_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_test_any_warp(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_any_warp(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_any_warp: unsupported type of ivars; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmemx_test_any_block: nvshmemx_TYPENAME_test_any_block for the type ivars
// points to.
template <class T>
static __device__ inline size_t nvshmemx_test_any_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_test_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_test_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_test_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_test_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_test_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_test_any_block(ivars, nelems, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_any_block(ivars, nelems, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_any_block: unsupported type of ivars; it must"
                  " point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmemx_test_some_warp: nvshmemx_TYPENAME_test_some_warp for the type ivars
// points to.
template <class T>
static __device__ inline size_t nvshmemx_test_some_warp(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_test_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_test_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_test_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_test_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_test_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_test_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_some_warp(ivars, nelems, indices, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_some_warp: unsupported type of ivars; it must"
                  " point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmemx_test_some_block: nvshmemx_TYPENAME_test_some_block for the type
// ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_test_some_block(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 2) return nvshmemx_int_test_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 3) return nvshmemx_long_test_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 4) return nvshmemx_longlong_test_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 5) return nvshmemx_ushort_test_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 6) return nvshmemx_uint_test_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 7) return nvshmemx_ulong_test_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_some_block(ivars, nelems, indices, status, cmp, cmp_value);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_some_block: unsupported type of ivars; it "
                  "must point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t "
                  "(not const-qualified)");
    return {};
  }
}

// nvshmemx_test_all_vector_warp: nvshmemx_TYPENAME_test_all_vector_warp for the
// type ivars points to.
template <class T>
static __device__ inline int nvshmemx_test_all_vector_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_test_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_test_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_test_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_test_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_test_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_test_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_all_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_all_vector_warp: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_test_all_vector_block: nvshmemx_TYPENAME_test_all_vector_block for
// the type ivars points to.
template <class T>
static __device__ inline int nvshmemx_test_all_vector_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_test_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_test_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_test_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_test_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_test_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_test_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_all_vector_block(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_all_vector_block: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_test_any_vector_warp: nvshmemx_TYPENAME_test_any_vector_warp for the
// type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_test_any_vector_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_test_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_test_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_test_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_test_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_test_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_test_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_any_vector_warp(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_any_vector_warp: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_test_any_vector_block: nvshmemx_TYPENAME_test_any_vector_block for
// the type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_test_any_vector_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_test_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_test_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_test_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_test_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_test_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_test_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_any_vector_block(ivars, nelems, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_any_vector_block: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_test_some_vector_warp: nvshmemx_TYPENAME_test_some_vector_warp for
// the type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_test_some_vector_warp(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_test_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_test_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_test_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_test_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_test_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_test_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_some_vector_warp(ivars, nelems, indices, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_some_vector_warp: unsupported type of ivars; "
                  "it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_test_some_vector_block: nvshmemx_TYPENAME_test_some_vector_block for
// the type ivars points to.
template <class T>
static __device__ inline size_t nvshmemx_test_some_vector_block(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) return nvshmemx_short_test_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 2) return nvshmemx_int_test_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 3) return nvshmemx_long_test_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 4) return nvshmemx_longlong_test_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 5) return nvshmemx_ushort_test_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 6) return nvshmemx_uint_test_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 7) return nvshmemx_ulong_test_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else if constexpr (i == 8) return nvshmemx_ulonglong_test_some_vector_block(ivars, nelems, indices, status, cmp, cmp_values);
  else {
    static_assert(i < 0,
                  "nvshmemx_test_some_vector_block: unsupported type of ivars;"
                  " it must point to one of short, int, long, long long, "
                  "unsigned short, unsigned int, unsigned long, unsigned long "
                  "long, int32_t, int64_t, uint32_t, uint64_t, size_t, "
                  "ptrdiff_t (not const-qualified)");
    return {};
  }
}

// nvshmemx_put_warp: nvshmemx_TYPENAME_put_warp for the type dest points to.
template <class T>
static __device__ inline void nvshmemx_put_warp(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmemx_int_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmemx_long_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmemx_longlong_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmemx_ushort_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmemx_uint_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmemx_ulong_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmemx_float_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmemx_double_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmemx_char_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmemx_schar_put_warp(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmemx_uchar_put_warp(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_put_warp(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_put_warp(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_put_warp: unsupported type of dest; it must point "
                  "to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, float, "
                  "double, char, signed char, unsigned char, int8_t, int16_t, "
                  "uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_put_block: nvshmemx_TYPENAME_put_block for the type dest points to.
template <class T>
static __device__ inline void nvshmemx_put_block(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_put_block(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmemx_int_put_block(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmemx_long_put_block(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmemx_longlong_put_block(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmemx_ushort_put_block(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmemx_uint_put_block(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmemx_ulong_put_block(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_put_block(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmemx_float_put_block(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmemx_double_put_block(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmemx_char_put_block(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmemx_schar_put_block(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmemx_uchar_put_block(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_put_block(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_put_block(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_put_block: unsupported type of dest; it must point"
                  " to one of short, int, long, long long, unsigned short, "
                  "unsigned int, unsigned long, unsigned long long, int32_t, "
                  "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, float, "
                  "double, char, signed char, unsigned char, int8_t, int16_t, "
                  "uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_put_nbi_warp: nvshmemx_TYPENAME_put_nbi_warp for the type dest
// points to.
template <class T>
static __device__ inline void nvshmemx_put_nbi_warp(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmemx_int_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmemx_long_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmemx_longlong_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmemx_ushort_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmemx_uint_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmemx_ulong_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmemx_float_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmemx_double_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmemx_char_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmemx_schar_put_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmemx_uchar_put_nbi_warp(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_put_nbi_warp(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_put_nbi_warp(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_put_nbi_warp: unsupported type of dest; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_put_nbi_block: nvshmemx_TYPENAME_put_nbi_block for the type dest
// points to.
template <class T>
static __device__ inline void nvshmemx_put_nbi_block(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmemx_int_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmemx_long_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmemx_longlong_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmemx_ushort_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmemx_uint_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmemx_ulong_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmemx_float_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmemx_double_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmemx_char_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmemx_schar_put_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmemx_uchar_put_nbi_block(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_put_nbi_block(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_put_nbi_block(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_put_nbi_block: unsupported type of dest; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_get_warp: nvshmemx_TYPENAME_get_warp for the type source points to.
template <class T>
static __device__ inline void nvshmemx_get_warp(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmemx_int_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmemx_long_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmemx_longlong_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmemx_ushort_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmemx_uint_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmemx_ulong_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmemx_float_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmemx_double_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmemx_char_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmemx_schar_get_warp(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmemx_uchar_get_warp(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_get_warp(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_get_warp(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_get_warp: unsupported type of source; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_get_block: nvshmemx_TYPENAME_get_block for the type source points
// to.
template <class T>
static __device__ inline void nvshmemx_get_block(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_get_block(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmemx_int_get_block(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmemx_long_get_block(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmemx_longlong_get_block(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmemx_ushort_get_block(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmemx_uint_get_block(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmemx_ulong_get_block(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_get_block(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmemx_float_get_block(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmemx_double_get_block(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmemx_char_get_block(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmemx_schar_get_block(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmemx_uchar_get_block(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_get_block(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_get_block(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_get_block: unsupported type of source; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_get_nbi_warp: nvshmemx_TYPENAME_get_nbi_warp for the type source
// points to.
template <class T>
static __device__ inline void nvshmemx_get_nbi_warp(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmemx_int_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmemx_long_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmemx_longlong_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmemx_ushort_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmemx_uint_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmemx_ulong_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmemx_float_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmemx_double_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmemx_char_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmemx_schar_get_nbi_warp(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmemx_uchar_get_nbi_warp(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_get_nbi_warp(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_get_nbi_warp(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_get_nbi_warp: unsupported type of source; it must "
                  "point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_get_nbi_block: nvshmemx_TYPENAME_get_nbi_block for the type source
// points to.
template <class T>
static __device__ inline void nvshmemx_get_nbi_block(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 2) nvshmemx_int_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 3) nvshmemx_long_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 4) nvshmemx_longlong_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 5) nvshmemx_ushort_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 6) nvshmemx_uint_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 7) nvshmemx_ulong_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 15) nvshmemx_float_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 16) nvshmemx_double_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 17) nvshmemx_char_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 18) nvshmemx_schar_get_nbi_block(dest, source, nelems, pe);
  else if constexpr (i == 19) nvshmemx_uchar_get_nbi_block(dest, source, nelems, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_get_nbi_block(dest, source, nelems, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_get_nbi_block(dest, source, nelems, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_get_nbi_block: unsupported type of source; it must"
                  " point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_put_signal_warp: nvshmemx_TYPENAME_put_signal_warp for the type dest
// points to.
template <class T>
static __device__ inline void nvshmemx_put_signal_warp(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 2) nvshmemx_int_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 3) nvshmemx_long_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 4) nvshmemx_longlong_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 5) nvshmemx_ushort_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 6) nvshmemx_uint_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 7) nvshmemx_ulong_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 15) nvshmemx_float_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 16) nvshmemx_double_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 17) nvshmemx_char_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 18) nvshmemx_schar_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 19) nvshmemx_uchar_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_put_signal_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_put_signal_warp: unsupported type of dest; it must"
                  " point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_put_signal_block: nvshmemx_TYPENAME_put_signal_block for the type
// dest points to.
template <class T>
static __device__ inline void nvshmemx_put_signal_block(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 2) nvshmemx_int_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 3) nvshmemx_long_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 4) nvshmemx_longlong_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 5) nvshmemx_ushort_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 6) nvshmemx_uint_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 7) nvshmemx_ulong_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 15) nvshmemx_float_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 16) nvshmemx_double_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 17) nvshmemx_char_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 18) nvshmemx_schar_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 19) nvshmemx_uchar_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_put_signal_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_put_signal_block: unsupported type of dest; it "
                  "must point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_put_signal_nbi_warp: nvshmemx_TYPENAME_put_signal_nbi_warp for the
// type dest points to.
template <class T>
static __device__ inline void nvshmemx_put_signal_nbi_warp(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 2) nvshmemx_int_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 3) nvshmemx_long_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 4) nvshmemx_longlong_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 5) nvshmemx_ushort_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 6) nvshmemx_uint_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 7) nvshmemx_ulong_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 15) nvshmemx_float_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 16) nvshmemx_double_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 17) nvshmemx_char_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 18) nvshmemx_schar_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 19) nvshmemx_uchar_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_put_signal_nbi_warp(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_put_signal_nbi_warp: unsupported type of dest; it "
                  "must point to one of short, int, long, long long, unsigned "
                  "short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}

// nvshmemx_put_signal_nbi_block: nvshmemx_TYPENAME_put_signal_nbi_block for the
// type dest points to.
template <class T>
static __device__ inline void nvshmemx_put_signal_nbi_block(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  constexpr int i = symsync::generic::type_index<T>::value;
  if constexpr (i == 1) nvshmemx_short_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 2) nvshmemx_int_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 3) nvshmemx_long_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 4) nvshmemx_longlong_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 5) nvshmemx_ushort_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 6) nvshmemx_uint_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 7) nvshmemx_ulong_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 8) nvshmemx_ulonglong_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 15) nvshmemx_float_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 16) nvshmemx_double_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 17) nvshmemx_char_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 18) nvshmemx_schar_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
  else if constexpr (i == 19) nvshmemx_uchar_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 24) nvshmemx_half_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
#if SYMSYNC_CUDA_TYPES
  else if constexpr (i == 25) nvshmemx_bfloat16_put_signal_nbi_block(dest, source, nelems, sig_addr, signal, sig_op, pe);
#endif
  else {
    static_assert(i < 0,
                  "nvshmemx_put_signal_nbi_block: unsupported type of dest; it"
                  " must point to one of short, int, long, long long, unsigned"
                  " short, unsigned int, unsigned long, unsigned long long, "
                  "int32_t, int64_t, uint32_t, uint64_t, size_t, ptrdiff_t, "
                  "float, double, char, signed char, unsigned char, int8_t, "
                  "int16_t, uint8_t, uint16_t, half, __nv_bfloat16 (not "
                  "const-qualified)");
  }
}
#elif defined(__CUDACC__)
// The device-only forms: declared only in nvcc's host pass, which parses
// kernels that call them but compiles no device code.

template <class T>
__device__ void nvshmemx_wait_warp(
    T *ivar,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ void nvshmemx_wait_block(
    T *ivar,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ void nvshmemx_wait_until_warp(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ void nvshmemx_wait_until_block(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ void nvshmemx_wait_until_all_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ void nvshmemx_wait_until_all_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ size_t nvshmemx_wait_until_any_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ size_t nvshmemx_wait_until_any_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ size_t nvshmemx_wait_until_some_warp(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ size_t nvshmemx_wait_until_some_block(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ void nvshmemx_wait_until_all_vector_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ void nvshmemx_wait_until_all_vector_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ size_t nvshmemx_wait_until_any_vector_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ size_t nvshmemx_wait_until_any_vector_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ size_t nvshmemx_wait_until_some_vector_warp(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ size_t nvshmemx_wait_until_some_vector_block(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ int nvshmemx_test_warp(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ int nvshmemx_test_block(
    T *ivar,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ int nvshmemx_test_all_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ int nvshmemx_test_all_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ size_t nvshmemx_test_any_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ size_t nvshmemx_test_any_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ size_t nvshmemx_test_some_warp(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ size_t nvshmemx_test_some_block(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T> cmp_value);

template <class T>
__device__ int nvshmemx_test_all_vector_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ int nvshmemx_test_all_vector_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ size_t nvshmemx_test_any_vector_warp(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ size_t nvshmemx_test_any_vector_block(
    T *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ size_t nvshmemx_test_some_vector_warp(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ size_t nvshmemx_test_some_vector_block(
    T *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    symsync::generic::param_t<T, T *> cmp_values);

template <class T>
__device__ void nvshmemx_put_warp(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe);

template <class T>
__device__ void nvshmemx_put_block(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe);

template <class T>
__device__ void nvshmemx_put_nbi_warp(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe);

template <class T>
__device__ void nvshmemx_put_nbi_block(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    int pe);

template <class T>
__device__ void nvshmemx_get_warp(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe);

template <class T>
__device__ void nvshmemx_get_block(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe);

template <class T>
__device__ void nvshmemx_get_nbi_warp(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe);

template <class T>
__device__ void nvshmemx_get_nbi_block(
    symsync::generic::param_t<T, T *> dest,
    const T *source,
    size_t nelems,
    int pe);

template <class T>
__device__ void nvshmemx_put_signal_warp(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

template <class T>
__device__ void nvshmemx_put_signal_block(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

template <class T>
__device__ void nvshmemx_put_signal_nbi_warp(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);

template <class T>
__device__ void nvshmemx_put_signal_nbi_block(
    T *dest,
    symsync::generic::param_t<T, const T *> source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe);
#endif  // defined(__CUDA_ARCH__)

#undef SYMSYNC_GENERIC_HOST_DEVICE
#elif !defined(__cplusplus) && defined(__STDC_VERSION__) && \
    __STDC_VERSION__ >= 201112L
// C11: _Generic macros of the host forms. nvshmem_wait_until(p,
// NVSHMEM_CMP_EQ, 5) calls the typed routine of the type p points to. Only the
// types spelled with keywords are listed (_Generic rejects two compatible
// types); the stdint.h and stddef.h types are typedefs of them and select the
// same routines. Any other pointer (char, float, an enum, a const-qualified
// pointee) selects a function that is declared only: where the compiler has
// the error attribute (GCC, Clang) the call is a compile error naming the
// routine and the supported types, elsewhere an undefined reference to
// symsync_<routine>_unsupported_type at link time.
#if defined(__has_attribute)
#if __has_attribute(error)
#define SYMSYNC_GENERIC_ERROR(message) __attribute__((error(message)))
#endif
#endif
#ifndef SYMSYNC_GENERIC_ERROR
#define SYMSYNC_GENERIC_ERROR(message)
#endif

void symsync_nvshmem_wait_unsupported_type(
    const volatile void *ivar, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_wait: unsupported type of ivar; it must point to one of "
        "short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long or a typedef of one (int32_t, int64_t, "
        "uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_wait(ivar, cmp_value) \
  _Generic((ivar), \
      short *: nvshmem_short_wait, \
      int *: nvshmem_int_wait, \
      long *: nvshmem_long_wait, \
      long long *: nvshmem_longlong_wait, \
      unsigned short *: nvshmem_ushort_wait, \
      unsigned int *: nvshmem_uint_wait, \
      unsigned long *: nvshmem_ulong_wait, \
      unsigned long long *: nvshmem_ulonglong_wait, \
      default: symsync_nvshmem_wait_unsupported_type)(ivar, cmp_value)

void symsync_nvshmem_wait_until_unsupported_type(
    const volatile void *ivar, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_wait_until: unsupported type of ivar; it must point to one of"
        " short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long or a typedef of one (int32_t, int64_t, "
        "uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_wait_until(ivar, cmp, cmp_value) \
  _Generic((ivar), \
      short *: nvshmem_short_wait_until, \
      int *: nvshmem_int_wait_until, \
      long *: nvshmem_long_wait_until, \
      long long *: nvshmem_longlong_wait_until, \
      unsigned short *: nvshmem_ushort_wait_until, \
      unsigned int *: nvshmem_uint_wait_until, \
      unsigned long *: nvshmem_ulong_wait_until, \
      unsigned long long *: nvshmem_ulonglong_wait_until, \
      default: symsync_nvshmem_wait_until_unsupported_type)(ivar, cmp, cmp_value)

void symsync_nvshmem_wait_until_all_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_wait_until_all: unsupported type of ivars; it must point to "
        "one of short, int, long, long long, unsigned short, unsigned int, "
        "unsigned long, unsigned long long or a typedef of one (int32_t, "
        "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_wait_until_all(ivars, nelems, status, cmp, cmp_value) \
  _Generic((ivars), \
      short *: nvshmem_short_wait_until_all, \
      int *: nvshmem_int_wait_until_all, \
      long *: nvshmem_long_wait_until_all, \
      long long *: nvshmem_longlong_wait_until_all, \
      unsigned short *: nvshmem_ushort_wait_until_all, \
      unsigned int *: nvshmem_uint_wait_until_all, \
      unsigned long *: nvshmem_ulong_wait_until_all, \
      unsigned long long *: nvshmem_ulonglong_wait_until_all, \
      default: symsync_nvshmem_wait_until_all_unsupported_type)(ivars, nelems, status, cmp, cmp_value)

size_t symsync_nvshmem_wait_until_any_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_wait_until_any: unsupported type of ivars; it must point to "
        "one of short, int, long, long long, unsigned short, unsigned int, "
        "unsigned long, unsigned long long or a typedef of one (int32_t, "
        "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_wait_until_any(ivars, nelems, status, cmp, cmp_value) \
  _Generic((ivars), \
      short *: nvshmem_short_wait_until_any, \
      int *: nvshmem_int_wait_until_any, \
      long *: nvshmem_long_wait_until_any, \
      long long *: nvshmem_longlong_wait_until_any, \
      unsigned short *: nvshmem_ushort_wait_until_any, \
      unsigned int *: nvshmem_uint_wait_until_any, \
      unsigned long *: nvshmem_ulong_wait_until_any, \
      unsigned long long *: nvshmem_ulonglong_wait_until_any, \
      default: symsync_nvshmem_wait_until_any_unsupported_type)(ivars, nelems, status, cmp, cmp_value)

size_t symsync_nvshmem_wait_until_some_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_wait_until_some: unsupported type of ivars; it must point to "
        "one of short, int, long, long long, unsigned short, unsigned int, "
        "unsigned long, unsigned long long or a typedef of one (int32_t, "
        "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_wait_until_some(ivars, nelems, indices, status, cmp, cmp_value) \
  _Generic((ivars), \
      short *: nvshmem_short_wait_until_some, \
      int *: nvshmem_int_wait_until_some, \
      long *: nvshmem_long_wait_until_some, \
      long long *: nvshmem_longlong_wait_until_some, \
      unsigned short *: nvshmem_ushort_wait_until_some, \
      unsigned int *: nvshmem_uint_wait_until_some, \
      unsigned long *: nvshmem_ulong_wait_until_some, \
      unsigned long long *: nvshmem_ulonglong_wait_until_some, \
      default: symsync_nvshmem_wait_until_some_unsupported_type)(ivars, nelems, indices, status, cmp, cmp_value)

void symsync_nvshmem_wait_until_all_vector_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_wait_until_all_vector: unsupported type of ivars; it must "
        "point to one of short, int, long, long long, unsigned short, unsigned"
        " int, unsigned long, unsigned long long or a typedef of one (int32_t,"
        " int64_t, uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_wait_until_all_vector(ivars, nelems, status, cmp, cmp_values) \
  _Generic((ivars), \
      short *: nvshmem_short_wait_until_all_vector, \
      int *: nvshmem_int_wait_until_all_vector, \
      long *: nvshmem_long_wait_until_all_vector, \
      long long *: nvshmem_longlong_wait_until_all_vector, \
      unsigned short *: nvshmem_ushort_wait_until_all_vector, \
      unsigned int *: nvshmem_uint_wait_until_all_vector, \
      unsigned long *: nvshmem_ulong_wait_until_all_vector, \
      unsigned long long *: nvshmem_ulonglong_wait_until_all_vector, \
      default: symsync_nvshmem_wait_until_all_vector_unsupported_type)(ivars, nelems, status, cmp, cmp_values)

size_t symsync_nvshmem_wait_until_any_vector_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_wait_until_any_vector: unsupported type of ivars; it must "
        "point to one of short, int, long, long long, unsigned short, unsigned"
        " int, unsigned long, unsigned long long or a typedef of one (int32_t,"
        " int64_t, uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_wait_until_any_vector(ivars, nelems, status, cmp, cmp_values) \
  _Generic((ivars), \
      short *: nvshmem_short_wait_until_any_vector, \
      int *: nvshmem_int_wait_until_any_vector, \
      long *: nvshmem_long_wait_until_any_vector, \
      long long *: nvshmem_longlong_wait_until_any_vector, \
      unsigned short *: nvshmem_ushort_wait_until_any_vector, \
      unsigned int *: nvshmem_uint_wait_until_any_vector, \
      unsigned long *: nvshmem_ulong_wait_until_any_vector, \
      unsigned long long *: nvshmem_ulonglong_wait_until_any_vector, \
      default: symsync_nvshmem_wait_until_any_vector_unsupported_type)(ivars, nelems, status, cmp, cmp_values)

size_t symsync_nvshmem_wait_until_some_vector_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_wait_until_some_vector: unsupported type of ivars; it must "
        "point to one of short, int, long, long long, unsigned short, unsigned"
        " int, unsigned long, unsigned long long or a typedef of one (int32_t,"
        " int64_t, uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_wait_until_some_vector(ivars, nelems, indices, status, cmp, cmp_values) \
  _Generic((ivars), \
      short *: nvshmem_short_wait_until_some_vector, \
      int *: nvshmem_int_wait_until_some_vector, \
      long *: nvshmem_long_wait_until_some_vector, \
      long long *: nvshmem_longlong_wait_until_some_vector, \
      unsigned short *: nvshmem_ushort_wait_until_some_vector, \
      unsigned int *: nvshmem_uint_wait_until_some_vector, \
      unsigned long *: nvshmem_ulong_wait_until_some_vector, \
      unsigned long long *: nvshmem_ulonglong_wait_until_some_vector, \
      default: symsync_nvshmem_wait_until_some_vector_unsupported_type)(ivars, nelems, indices, status, cmp, cmp_values)

int symsync_nvshmem_test_unsupported_type(
    const volatile void *ivar, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_test: unsupported type of ivar; it must point to one of "
        "short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long or a typedef of one (int32_t, int64_t, "
        "uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_test(ivar, cmp, cmp_value) \
  _Generic((ivar), \
      short *: nvshmem_short_test, \
      int *: nvshmem_int_test, \
      long *: nvshmem_long_test, \
      long long *: nvshmem_longlong_test, \
      unsigned short *: nvshmem_ushort_test, \
      unsigned int *: nvshmem_uint_test, \
      unsigned long *: nvshmem_ulong_test, \
      unsigned long long *: nvshmem_ulonglong_test, \
      default: symsync_nvshmem_test_unsupported_type)(ivar, cmp, cmp_value)

int symsync_nvshmem_test_all_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_test_all: unsupported type of ivars; it must point to one of "
        "short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long or a typedef of one (int32_t, int64_t, "
        "uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_test_all(ivars, nelems, status, cmp, cmp_value) \
  _Generic((ivars), \
      short *: nvshmem_short_test_all, \
      int *: nvshmem_int_test_all, \
      long *: nvshmem_long_test_all, \
      long long *: nvshmem_longlong_test_all, \
      unsigned short *: nvshmem_ushort_test_all, \
      unsigned int *: nvshmem_uint_test_all, \
      unsigned long *: nvshmem_ulong_test_all, \
      unsigned long long *: nvshmem_ulonglong_test_all, \
      default: symsync_nvshmem_test_all_unsupported_type)(ivars, nelems, status, cmp, cmp_value)

size_t symsync_nvshmem_test_any_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_test_any: unsupported type of ivars; it must point to one of "
        "short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long or a typedef of one (int32_t, int64_t, "
        "uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_test_any(ivars, nelems, status, cmp, cmp_value) \
  _Generic((ivars), \
      short *: nvshmem_short_test_any, \
      int *: nvshmem_int_test_any, \
      long *: nvshmem_long_test_any, \
      long long *: nvshmem_longlong_test_any, \
      unsigned short *: nvshmem_ushort_test_any, \
      unsigned int *: nvshmem_uint_test_any, \
      unsigned long *: nvshmem_ulong_test_any, \
      unsigned long long *: nvshmem_ulonglong_test_any, \
      default: symsync_nvshmem_test_any_unsupported_type)(ivars, nelems, status, cmp, cmp_value)

size_t symsync_nvshmem_test_some_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_test_some: unsupported type of ivars; it must point to one of"
        " short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long or a typedef of one (int32_t, int64_t, "
        "uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_test_some(ivars, nelems, indices, status, cmp, cmp_value) \
  _Generic((ivars), \
      short *: nvshmem_short_test_some, \
      int *: nvshmem_int_test_some, \
      long *: nvshmem_long_test_some, \
      long long *: nvshmem_longlong_test_some, \
      unsigned short *: nvshmem_ushort_test_some, \
      unsigned int *: nvshmem_uint_test_some, \
      unsigned long *: nvshmem_ulong_test_some, \
      unsigned long long *: nvshmem_ulonglong_test_some, \
      default: symsync_nvshmem_test_some_unsupported_type)(ivars, nelems, indices, status, cmp, cmp_value)

int symsync_nvshmem_test_all_vector_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_test_all_vector: unsupported type of ivars; it must point to "
        "one of short, int, long, long long, unsigned short, unsigned int, "
        "unsigned long, unsigned long long or a typedef of one (int32_t, "
        "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_test_all_vector(ivars, nelems, status, cmp, cmp_values) \
  _Generic((ivars), \
      short *: nvshmem_short_test_all_vector, \
      int *: nvshmem_int_test_all_vector, \
      long *: nvshmem_long_test_all_vector, \
      long long *: nvshmem_longlong_test_all_vector, \
      unsigned short *: nvshmem_ushort_test_all_vector, \
      unsigned int *: nvshmem_uint_test_all_vector, \
      unsigned long *: nvshmem_ulong_test_all_vector, \
      unsigned long long *: nvshmem_ulonglong_test_all_vector, \
      default: symsync_nvshmem_test_all_vector_unsupported_type)(ivars, nelems, status, cmp, cmp_values)

size_t symsync_nvshmem_test_any_vector_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_test_any_vector: unsupported type of ivars; it must point to "
        "one of short, int, long, long long, unsigned short, unsigned int, "
        "unsigned long, unsigned long long or a typedef of one (int32_t, "
        "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_test_any_vector(ivars, nelems, status, cmp, cmp_values) \
  _Generic((ivars), \
      short *: nvshmem_short_test_any_vector, \
      int *: nvshmem_int_test_any_vector, \
      long *: nvshmem_long_test_any_vector, \
      long long *: nvshmem_longlong_test_any_vector, \
      unsigned short *: nvshmem_ushort_test_any_vector, \
      unsigned int *: nvshmem_uint_test_any_vector, \
      unsigned long *: nvshmem_ulong_test_any_vector, \
      unsigned long long *: nvshmem_ulonglong_test_any_vector, \
      default: symsync_nvshmem_test_any_vector_unsupported_type)(ivars, nelems, status, cmp, cmp_values)

size_t symsync_nvshmem_test_some_vector_unsupported_type(
    const volatile void *ivars, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_test_some_vector: unsupported type of ivars; it must point to"
        " one of short, int, long, long long, unsigned short, unsigned int, "
        "unsigned long, unsigned long long or a typedef of one (int32_t, "
        "int64_t, uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_test_some_vector(ivars, nelems, indices, status, cmp, cmp_values) \
  _Generic((ivars), \
      short *: nvshmem_short_test_some_vector, \
      int *: nvshmem_int_test_some_vector, \
      long *: nvshmem_long_test_some_vector, \
      long long *: nvshmem_longlong_test_some_vector, \
      unsigned short *: nvshmem_ushort_test_some_vector, \
      unsigned int *: nvshmem_uint_test_some_vector, \
      unsigned long *: nvshmem_ulong_test_some_vector, \
      unsigned long long *: nvshmem_ulonglong_test_some_vector, \
      default: symsync_nvshmem_test_some_vector_unsupported_type)(ivars, nelems, indices, status, cmp, cmp_values)

void symsync_nvshmem_atomic_set_unsupported_type(
    const volatile void *dest, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_atomic_set: unsupported type of dest; it must point to one of"
        " short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long or a typedef of one (int32_t, int64_t, "
        "uint32_t, uint64_t, size_t, ptrdiff_t), not const-qualified");
#define nvshmem_atomic_set(dest, value, pe) \
  _Generic((dest), \
      short *: nvshmem_short_atomic_set, \
      int *: nvshmem_int_atomic_set, \
      long *: nvshmem_long_atomic_set, \
      long long *: nvshmem_longlong_atomic_set, \
      unsigned short *: nvshmem_ushort_atomic_set, \
      unsigned int *: nvshmem_uint_atomic_set, \
      unsigned long *: nvshmem_ulong_atomic_set, \
      unsigned long long *: nvshmem_ulonglong_atomic_set, \
      default: symsync_nvshmem_atomic_set_unsupported_type)(dest, value, pe)

void symsync_nvshmem_p_unsupported_type(
    const volatile void *dest, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_p: unsupported type of dest; it must point to one of short, "
        "int, long, long long, unsigned short, unsigned int, unsigned long, "
        "unsigned long long, float, double, char, signed char, unsigned char "
        "or a typedef of one (int32_t, int64_t, uint32_t, uint64_t, size_t, "
        "ptrdiff_t, int8_t, int16_t, uint8_t, uint16_t), not const-qualified");
#define nvshmem_p(dest, value, pe) \
  _Generic((dest), \
      short *: nvshmem_short_p, \
      int *: nvshmem_int_p, \
      long *: nvshmem_long_p, \
      long long *: nvshmem_longlong_p, \
      unsigned short *: nvshmem_ushort_p, \
      unsigned int *: nvshmem_uint_p, \
      unsigned long *: nvshmem_ulong_p, \
      unsigned long long *: nvshmem_ulonglong_p, \
      float *: nvshmem_float_p, \
      double *: nvshmem_double_p, \
      char *: nvshmem_char_p, \
      signed char *: nvshmem_schar_p, \
      unsigned char *: nvshmem_uchar_p, \
      default: symsync_nvshmem_p_unsupported_type)(dest, value, pe)

void symsync_nvshmem_put_unsupported_type(
    const volatile void *dest, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_put: unsupported type of dest; it must point to one of short,"
        " int, long, long long, unsigned short, unsigned int, unsigned long, "
        "unsigned long long, float, double, char, signed char, unsigned char "
        "or a typedef of one (int32_t, int64_t, uint32_t, uint64_t, size_t, "
        "ptrdiff_t, int8_t, int16_t, uint8_t, uint16_t), not const-qualified");
#define nvshmem_put(dest, source, nelems, pe) \
  _Generic((dest), \
      short *: nvshmem_short_put, \
      int *: nvshmem_int_put, \
      long *: nvshmem_long_put, \
      long long *: nvshmem_longlong_put, \
      unsigned short *: nvshmem_ushort_put, \
      unsigned int *: nvshmem_uint_put, \
      unsigned long *: nvshmem_ulong_put, \
      unsigned long long *: nvshmem_ulonglong_put, \
      float *: nvshmem_float_put, \
      double *: nvshmem_double_put, \
      char *: nvshmem_char_put, \
      signed char *: nvshmem_schar_put, \
      unsigned char *: nvshmem_uchar_put, \
      default: symsync_nvshmem_put_unsupported_type)(dest, source, nelems, pe)

void symsync_nvshmem_put_nbi_unsupported_type(
    const volatile void *dest, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_put_nbi: unsupported type of dest; it must point to one of "
        "short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long, float, double, char, signed char, unsigned "
        "char or a typedef of one (int32_t, int64_t, uint32_t, uint64_t, "
        "size_t, ptrdiff_t, int8_t, int16_t, uint8_t, uint16_t), not "
        "const-qualified");
#define nvshmem_put_nbi(dest, source, nelems, pe) \
  _Generic((dest), \
      short *: nvshmem_short_put_nbi, \
      int *: nvshmem_int_put_nbi, \
      long *: nvshmem_long_put_nbi, \
      long long *: nvshmem_longlong_put_nbi, \
      unsigned short *: nvshmem_ushort_put_nbi, \
      unsigned int *: nvshmem_uint_put_nbi, \
      unsigned long *: nvshmem_ulong_put_nbi, \
      unsigned long long *: nvshmem_ulonglong_put_nbi, \
      float *: nvshmem_float_put_nbi, \
      double *: nvshmem_double_put_nbi, \
      char *: nvshmem_char_put_nbi, \
      signed char *: nvshmem_schar_put_nbi, \
      unsigned char *: nvshmem_uchar_put_nbi, \
      default: symsync_nvshmem_put_nbi_unsupported_type)(dest, source, nelems, pe)

void symsync_nvshmem_get_unsupported_type(
    const volatile void *source, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_get: unsupported type of source; it must point to one of "
        "short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long, float, double, char, signed char, unsigned "
        "char or a typedef of one (int32_t, int64_t, uint32_t, uint64_t, "
        "size_t, ptrdiff_t, int8_t, int16_t, uint8_t, uint16_t), not "
        "const-qualified");
#define nvshmem_get(dest, source, nelems, pe) \
  _Generic((source), \
      short *: nvshmem_short_get, \
      int *: nvshmem_int_get, \
      long *: nvshmem_long_get, \
      long long *: nvshmem_longlong_get, \
      unsigned short *: nvshmem_ushort_get, \
      unsigned int *: nvshmem_uint_get, \
      unsigned long *: nvshmem_ulong_get, \
      unsigned long long *: nvshmem_ulonglong_get, \
      float *: nvshmem_float_get, \
      double *: nvshmem_double_get, \
      char *: nvshmem_char_get, \
      signed char *: nvshmem_schar_get, \
      unsigned char *: nvshmem_uchar_get, \
      default: symsync_nvshmem_get_unsupported_type)(dest, source, nelems, pe)

void symsync_nvshmem_get_nbi_unsupported_type(
    const volatile void *source, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_get_nbi: unsupported type of source; it must point to one of "
        "short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long, float, double, char, signed char, unsigned "
        "char or a typedef of one (int32_t, int64_t, uint32_t, uint64_t, "
        "size_t, ptrdiff_t, int8_t, int16_t, uint8_t, uint16_t), not "
        "const-qualified");
#define nvshmem_get_nbi(dest, source, nelems, pe) \
  _Generic((source), \
      short *: nvshmem_short_get_nbi, \
      int *: nvshmem_int_get_nbi, \
      long *: nvshmem_long_get_nbi, \
      long long *: nvshmem_longlong_get_nbi, \
      unsigned short *: nvshmem_ushort_get_nbi, \
      unsigned int *: nvshmem_uint_get_nbi, \
      unsigned long *: nvshmem_ulong_get_nbi, \
      unsigned long long *: nvshmem_ulonglong_get_nbi, \
      float *: nvshmem_float_get_nbi, \
      double *: nvshmem_double_get_nbi, \
      char *: nvshmem_char_get_nbi, \
      signed char *: nvshmem_schar_get_nbi, \
      unsigned char *: nvshmem_uchar_get_nbi, \
      default: symsync_nvshmem_get_nbi_unsupported_type)(dest, source, nelems, pe)

void symsync_nvshmem_g_unsupported_type(
    const volatile void *source, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_g: unsupported type of source; it must point to one of short,"
        " int, long, long long, unsigned short, unsigned int, unsigned long, "
        "unsigned long long, float, double, char, signed char, unsigned char "
        "or a typedef of one (int32_t, int64_t, uint32_t, uint64_t, size_t, "
        "ptrdiff_t, int8_t, int16_t, uint8_t, uint16_t), not const-qualified");
#define nvshmem_g(source, pe) \
  _Generic((source), \
      short *: nvshmem_short_g, \
      int *: nvshmem_int_g, \
      long *: nvshmem_long_g, \
      long long *: nvshmem_longlong_g, \
      unsigned short *: nvshmem_ushort_g, \
      unsigned int *: nvshmem_uint_g, \
      unsigned long *: nvshmem_ulong_g, \
      unsigned long long *: nvshmem_ulonglong_g, \
      float *: nvshmem_float_g, \
      double *: nvshmem_double_g, \
      char *: nvshmem_char_g, \
      signed char *: nvshmem_schar_g, \
      unsigned char *: nvshmem_uchar_g, \
      default: symsync_nvshmem_g_unsupported_type)(source, pe)

void symsync_nvshmem_put_signal_unsupported_type(
    const volatile void *dest, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_put_signal: unsupported type of dest; it must point to one of"
        " short, int, long, long long, unsigned short, unsigned int, unsigned "
        "long, unsigned long long, float, double, char, signed char, unsigned "
        "char or a typedef of one (int32_t, int64_t, uint32_t, uint64_t, "
        "size_t, ptrdiff_t, int8_t, int16_t, uint8_t, uint16_t), not "
        "const-qualified");
#define nvshmem_put_signal(dest, source, nelems, sig_addr, signal, sig_op, pe) \
  _Generic((dest), \
      short *: nvshmem_short_put_signal, \
      int *: nvshmem_int_put_signal, \
      long *: nvshmem_long_put_signal, \
      long long *: nvshmem_longlong_put_signal, \
      unsigned short *: nvshmem_ushort_put_signal, \
      unsigned int *: nvshmem_uint_put_signal, \
      unsigned long *: nvshmem_ulong_put_signal, \
      unsigned long long *: nvshmem_ulonglong_put_signal, \
      float *: nvshmem_float_put_signal, \
      double *: nvshmem_double_put_signal, \
      char *: nvshmem_char_put_signal, \
      signed char *: nvshmem_schar_put_signal, \
      unsigned char *: nvshmem_uchar_put_signal, \
      default: symsync_nvshmem_put_signal_unsupported_type)(dest, source, nelems, sig_addr, signal, sig_op, pe)

void symsync_nvshmem_put_signal_nbi_unsupported_type(
    const volatile void *dest, ...)
    SYMSYNC_GENERIC_ERROR(
        "nvshmem_put_signal_nbi: unsupported type of dest; it must point to "
        "one of short, int, long, long long, unsigned short, unsigned int, "
        "unsigned long, unsigned long long, float, double, char, signed char, "
        "unsigned char or a typedef of one (int32_t, int64_t, uint32_t, "
        "uint64_t, size_t, ptrdiff_t, int8_t, int16_t, uint8_t, uint16_t), not"
        " const-qualified");
#define nvshmem_put_signal_nbi(dest, source, nelems, sig_addr, signal, sig_op, pe) \
  _Generic((dest), \
      short *: nvshmem_short_put_signal_nbi, \
      int *: nvshmem_int_put_signal_nbi, \
      long *: nvshmem_long_put_signal_nbi, \
      long long *: nvshmem_longlong_put_signal_nbi, \
      unsigned short *: nvshmem_ushort_put_signal_nbi, \
      unsigned int *: nvshmem_uint_put_signal_nbi, \
      unsigned long *: nvshmem_ulong_put_signal_nbi, \
      unsigned long long *: nvshmem_ulonglong_put_signal_nbi, \
      float *: nvshmem_float_put_signal_nbi, \
      double *: nvshmem_double_put_signal_nbi, \
      char *: nvshmem_char_put_signal_nbi, \
      signed char *: nvshmem_schar_put_signal_nbi, \
      unsigned char *: nvshmem_uchar_put_signal_nbi, \
      default: symsync_nvshmem_put_signal_nbi_unsupported_type)(dest, source, nelems, sig_addr, signal, sig_op, pe)

#undef SYMSYNC_GENERIC_ERROR
#endif  // type-generic forms

#endif  // NVSHMEM_H_
