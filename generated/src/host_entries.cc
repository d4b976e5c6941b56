// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml, spec/updates.yaml with
// templates/src/host_entries.cc.j2.
//
// The host form of every routine that has one. Each checks, where the spec
// asks for it, that the library is initialized, then forwards to its
// handwritten implementation in runtime/, passing its own name for messages.

#include <nvshmem.h>
#include <symsync/host_api.h>
#include <symsync/p2p_core.h>
#include <symsync/updates.h>

#include <type_traits>

// spec/types.yaml's sizes and signedness hold for this compiler.
static_assert(sizeof(short) == 2, "spec/types.yaml: short is not 2 bytes");
static_assert(
    std::is_signed<short>::value,
    "spec/types.yaml: short signedness");
static_assert(sizeof(int) == 4, "spec/types.yaml: int is not 4 bytes");
static_assert(std::is_signed<int>::value, "spec/types.yaml: int signedness");
static_assert(sizeof(long) == 8, "spec/types.yaml: long is not 8 bytes");
static_assert(std::is_signed<long>::value, "spec/types.yaml: long signedness");
static_assert(
    sizeof(long long) == 8,
    "spec/types.yaml: longlong is not 8 bytes");
static_assert(
    std::is_signed<long long>::value,
    "spec/types.yaml: longlong signedness");
static_assert(
    sizeof(unsigned short) == 2,
    "spec/types.yaml: ushort is not 2 bytes");
static_assert(
    !std::is_signed<unsigned short>::value,
    "spec/types.yaml: ushort signedness");
static_assert(
    sizeof(unsigned int) == 4,
    "spec/types.yaml: uint is not 4 bytes");
static_assert(
    !std::is_signed<unsigned int>::value,
    "spec/types.yaml: uint signedness");
static_assert(
    sizeof(unsigned long) == 8,
    "spec/types.yaml: ulong is not 8 bytes");
static_assert(
    !std::is_signed<unsigned long>::value,
    "spec/types.yaml: ulong signedness");
static_assert(
    sizeof(unsigned long long) == 8,
    "spec/types.yaml: ulonglong is not 8 bytes");
static_assert(
    !std::is_signed<unsigned long long>::value,
    "spec/types.yaml: ulonglong signedness");
static_assert(sizeof(int32_t) == 4, "spec/types.yaml: int32 is not 4 bytes");
static_assert(
    std::is_signed<int32_t>::value,
    "spec/types.yaml: int32 signedness");
static_assert(sizeof(int64_t) == 8, "spec/types.yaml: int64 is not 8 bytes");
static_assert(
    std::is_signed<int64_t>::value,
    "spec/types.yaml: int64 signedness");
static_assert(sizeof(uint32_t) == 4, "spec/types.yaml: uint32 is not 4 bytes");
static_assert(
    !std::is_signed<uint32_t>::value,
    "spec/types.yaml: uint32 signedness");
static_assert(sizeof(uint64_t) == 8, "spec/types.yaml: uint64 is not 8 bytes");
static_assert(
    !std::is_signed<uint64_t>::value,
    "spec/types.yaml: uint64 signedness");
static_assert(sizeof(size_t) == 8, "spec/types.yaml: size is not 8 bytes");
static_assert(
    !std::is_signed<size_t>::value,
    "spec/types.yaml: size signedness");
static_assert(
    sizeof(ptrdiff_t) == 8,
    "spec/types.yaml: ptrdiff is not 8 bytes");
static_assert(
    std::is_signed<ptrdiff_t>::value,
    "spec/types.yaml: ptrdiff signedness");
static_assert(sizeof(uint64_t) == 8, "spec/types.yaml: signal size");

extern "C" {

// nvshmem_init: Start the library on every PE.
void nvshmem_init(void) { symsync::impl::init("nvshmem_init"); }

// nvshmem_init_thread: Start the library and ask for a thread level.
int nvshmem_init_thread(int requested, int *provided) {
  return symsync::impl::init_thread("nvshmem_init_thread", requested, provided);
}

// nvshmem_query_thread: Report the thread level the library provides.
void nvshmem_query_thread(int *provided) {
  symsync::impl::require_initialized("nvshmem_query_thread");
  symsync::impl::query_thread("nvshmem_query_thread", provided);
}

// nvshmemx_get_uniqueid: Make a unique ID from which the PEs of a new job can
// find each other.
int nvshmemx_get_uniqueid(nvshmemx_uniqueid_t *uniqueid) {
  return symsync::impl::get_uniqueid("nvshmemx_get_uniqueid", uniqueid);
}

// nvshmemx_set_attr_uniqueid_args: Prepare start attributes for a start from a
// unique ID.
int nvshmemx_set_attr_uniqueid_args(
    const int myrank,
    const int nranks,
    const nvshmemx_uniqueid_t *uniqueid,
    nvshmemx_init_attr_t *attr) {
  return symsync::impl::set_attr_uniqueid_args(
      "nvshmemx_set_attr_uniqueid_args",
      myrank,
      nranks,
      uniqueid,
      attr);
}

// nvshmemx_set_attr_mpi_comm_args: Prepare start attributes for a start over an
// MPI communicator.
int nvshmemx_set_attr_mpi_comm_args(
    void *mpi_comm,
    nvshmemx_init_attr_t *nvshmem_attr) {
  return symsync::impl::set_attr_mpi_comm_args(
      "nvshmemx_set_attr_mpi_comm_args",
      mpi_comm,
      nvshmem_attr);
}

// nvshmemx_init_attr: Start the library on every PE the way the flags and
// attributes say.
int nvshmemx_init_attr(unsigned int flags, nvshmemx_init_attr_t *attributes) {
  return symsync::impl::init_attr("nvshmemx_init_attr", flags, attributes);
}

// nvshmemx_init_status: Report how far the library has started in this process.
int nvshmemx_init_status(void) {
  return symsync::impl::init_status("nvshmemx_init_status");
}

// nvshmem_finalize: End the library on every PE.
void nvshmem_finalize(void) {
  symsync::impl::require_initialized("nvshmem_finalize");
  symsync::impl::finalize("nvshmem_finalize");
}

// nvshmem_my_pe: The number of the calling PE.
int nvshmem_my_pe(void) {
  symsync::impl::require_initialized("nvshmem_my_pe");
  return symsync::impl::my_pe("nvshmem_my_pe");
}

// nvshmem_n_pes: The number of PEs running the program.
int nvshmem_n_pes(void) {
  symsync::impl::require_initialized("nvshmem_n_pes");
  return symsync::impl::n_pes("nvshmem_n_pes");
}

// nvshmem_team_my_pe: The number of the calling PE in a team.
int nvshmem_team_my_pe(nvshmem_team_t team) {
  symsync::impl::require_initialized("nvshmem_team_my_pe");
  return symsync::impl::team_my_pe("nvshmem_team_my_pe", team);
}

// nvshmem_team_n_pes: The number of PEs in a team.
int nvshmem_team_n_pes(nvshmem_team_t team) {
  symsync::impl::require_initialized("nvshmem_team_n_pes");
  return symsync::impl::team_n_pes("nvshmem_team_n_pes", team);
}

// nvshmem_ptr: A pointer through which plain loads and stores reach a symmetric
// object on another PE.
void *nvshmem_ptr(const void *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_ptr");
  return symsync::impl::ptr("nvshmem_ptr", dest, pe);
}

// nvshmem_info_get_version: The version of the OpenSHMEM specification this
// library implements.
void nvshmem_info_get_version(int *major, int *minor) {
  symsync::impl::info_get_version("nvshmem_info_get_version", major, minor);
}

// nvshmem_info_get_name: The name of this library.
void nvshmem_info_get_name(char *name) {
  symsync::impl::info_get_name("nvshmem_info_get_name", name);
}

// nvshmem_malloc: Allocate a block of the symmetric heap on every PE.
void *nvshmem_malloc(size_t size) {
  symsync::impl::require_initialized("nvshmem_malloc");
  return symsync::impl::malloc("nvshmem_malloc", size);
}

// nvshmem_calloc: Allocate a zeroed array in the symmetric heap on every PE.
void *nvshmem_calloc(size_t count, size_t size) {
  symsync::impl::require_initialized("nvshmem_calloc");
  return symsync::impl::calloc("nvshmem_calloc", count, size);
}

// nvshmem_align: Allocate a block of the symmetric heap with a chosen
// alignment.
void *nvshmem_align(size_t alignment, size_t size) {
  symsync::impl::require_initialized("nvshmem_align");
  return symsync::impl::align("nvshmem_align", alignment, size);
}

// nvshmem_free: Return a symmetric block to the heap on every PE.
void nvshmem_free(void *ptr) {
  symsync::impl::require_initialized("nvshmem_free");
  symsync::impl::free("nvshmem_free", ptr);
}

// nvshmem_TYPENAME_wait: Wait until a symmetric variable no longer holds a
// given value.
void nvshmem_short_wait(short *ivar, short cmp_value) {
  symsync::impl::require_initialized("nvshmem_short_wait");
  symsync::impl::require_host_symmetric("nvshmem_short_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_int_wait(int *ivar, int cmp_value) {
  symsync::impl::require_initialized("nvshmem_int_wait");
  symsync::impl::require_host_symmetric("nvshmem_int_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_long_wait(long *ivar, long cmp_value) {
  symsync::impl::require_initialized("nvshmem_long_wait");
  symsync::impl::require_host_symmetric("nvshmem_long_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_longlong_wait(long long *ivar, long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_longlong_wait");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_wait",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_ushort_wait(unsigned short *ivar, unsigned short cmp_value) {
  symsync::impl::require_initialized("nvshmem_ushort_wait");
  symsync::impl::require_host_symmetric("nvshmem_ushort_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_uint_wait(unsigned int *ivar, unsigned int cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint_wait");
  symsync::impl::require_host_symmetric("nvshmem_uint_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_ulong_wait(unsigned long *ivar, unsigned long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulong_wait");
  symsync::impl::require_host_symmetric("nvshmem_ulong_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_ulonglong_wait(
    unsigned long long *ivar,
    unsigned long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulonglong_wait");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_wait",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_int32_wait(int32_t *ivar, int32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int32_wait");
  symsync::impl::require_host_symmetric("nvshmem_int32_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_int64_wait(int64_t *ivar, int64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int64_wait");
  symsync::impl::require_host_symmetric("nvshmem_int64_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_uint32_wait(uint32_t *ivar, uint32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint32_wait");
  symsync::impl::require_host_symmetric("nvshmem_uint32_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_uint64_wait(uint64_t *ivar, uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint64_wait");
  symsync::impl::require_host_symmetric("nvshmem_uint64_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_size_wait(size_t *ivar, size_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_size_wait");
  symsync::impl::require_host_symmetric("nvshmem_size_wait", "ivar", ivar, 1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}
void nvshmem_ptrdiff_wait(ptrdiff_t *ivar, ptrdiff_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_wait");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_wait",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait",
      NVSHMEM_CMP_NE,
      ivar,
      cmp_value);
}

// nvshmem_TYPENAME_wait_until: Wait until a symmetric variable satisfies a
// comparison.
void nvshmem_short_wait_until(short *ivar, int cmp, short cmp_value) {
  symsync::impl::require_initialized("nvshmem_short_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_int_wait_until(int *ivar, int cmp, int cmp_value) {
  symsync::impl::require_initialized("nvshmem_int_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_long_wait_until(long *ivar, int cmp, long cmp_value) {
  symsync::impl::require_initialized("nvshmem_long_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_longlong_wait_until(
    long long *ivar,
    int cmp,
    long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_longlong_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_ushort_wait_until(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::require_initialized("nvshmem_ushort_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_uint_wait_until(
    unsigned int *ivar,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_ulong_wait_until(
    unsigned long *ivar,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulong_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_ulonglong_wait_until(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulonglong_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_int32_wait_until(int32_t *ivar, int cmp, int32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int32_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_int64_wait_until(int64_t *ivar, int cmp, int64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int64_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_uint32_wait_until(uint32_t *ivar, int cmp, uint32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint32_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_uint64_wait_until(uint64_t *ivar, int cmp, uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint64_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_size_wait_until(size_t *ivar, int cmp, size_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_size_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until",
      cmp,
      ivar,
      cmp_value);
}
void nvshmem_ptrdiff_wait_until(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_wait_until",
      "ivar",
      ivar,
      1);
  symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_wait_until",
      cmp,
      ivar,
      cmp_value);
}

// nvshmem_TYPENAME_wait_until_all: Wait until every variable of a set satisfies
// a comparison.
void nvshmem_short_wait_until_all(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  symsync::impl::require_initialized("nvshmem_short_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_int_wait_until_all(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  symsync::impl::require_initialized("nvshmem_int_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_long_wait_until_all(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  symsync::impl::require_initialized("nvshmem_long_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_longlong_wait_until_all(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_longlong_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_ushort_wait_until_all(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::require_initialized("nvshmem_ushort_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_uint_wait_until_all(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_ulong_wait_until_all(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulong_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_ulonglong_wait_until_all(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulonglong_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_int32_wait_until_all(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int32_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_int64_wait_until_all(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int64_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_uint32_wait_until_all(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint32_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_uint64_wait_until_all(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint64_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_size_wait_until_all(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_size_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_ptrdiff_wait_until_all(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_wait_until_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_wait_until_all",
      "ivars",
      ivars,
      nelems);
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
// satisfies a comparison, and return its index.
size_t nvshmem_short_wait_until_any(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  symsync::impl::require_initialized("nvshmem_short_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 57>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_int_wait_until_any(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  symsync::impl::require_initialized("nvshmem_int_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 58>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_long_wait_until_any(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  symsync::impl::require_initialized("nvshmem_long_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 59>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_longlong_wait_until_any(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_longlong_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 60>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_ushort_wait_until_any(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::require_initialized("nvshmem_ushort_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 61>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_uint_wait_until_any(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 62>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_ulong_wait_until_any(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulong_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 63>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_ulonglong_wait_until_any(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulonglong_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 64>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_int32_wait_until_any(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int32_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 65>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_int64_wait_until_any(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int64_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 66>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_uint32_wait_until_any(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint32_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 67>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_uint64_wait_until_any(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint64_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 68>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_size_wait_until_any(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_size_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 69>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_ptrdiff_wait_until_any(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_wait_until_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_wait_until_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 70>(
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
// satisfies a comparison, and report all that do.
size_t nvshmem_short_wait_until_some(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value) {
  symsync::impl::require_initialized("nvshmem_short_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int_wait_until_some(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value) {
  symsync::impl::require_initialized("nvshmem_int_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_long_wait_until_some(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value) {
  symsync::impl::require_initialized("nvshmem_long_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_longlong_wait_until_some(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_longlong_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ushort_wait_until_some(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::require_initialized("nvshmem_ushort_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint_wait_until_some(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ulong_wait_until_some(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulong_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ulonglong_wait_until_some(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulonglong_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int32_wait_until_some(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int32_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int64_wait_until_some(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int64_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint32_wait_until_some(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint32_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint64_wait_until_some(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint64_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_size_wait_until_some(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_size_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ptrdiff_wait_until_some(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_wait_until_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_wait_until_some",
      "ivars",
      ivars,
      nelems);
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
// satisfies a comparison with its own value.
void nvshmem_short_wait_until_all_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_short_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_int_wait_until_all_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_long_wait_until_all_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_long_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_longlong_wait_until_all_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_longlong_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_ushort_wait_until_all_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ushort_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_uint_wait_until_all_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_ulong_wait_until_all_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulong_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_ulonglong_wait_until_all_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulonglong_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_int32_wait_until_all_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int32_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_int64_wait_until_all_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int64_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_uint32_wait_until_all_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint32_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_uint64_wait_until_all_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint64_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_size_wait_until_all_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_size_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
void nvshmem_ptrdiff_wait_until_all_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_wait_until_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_wait_until_all_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_short_wait_until_any_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_short_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 71>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_int_wait_until_any_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 72>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_long_wait_until_any_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_long_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 73>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_longlong_wait_until_any_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_longlong_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 74>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_ushort_wait_until_any_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ushort_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 75>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_uint_wait_until_any_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 76>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_ulong_wait_until_any_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulong_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 77>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_ulonglong_wait_until_any_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulonglong_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 78>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_int32_wait_until_any_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int32_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 79>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_int64_wait_until_any_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int64_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 80>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_uint32_wait_until_any_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint32_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 81>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_uint64_wait_until_any_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint64_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 82>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_size_wait_until_any_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_size_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 83>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_wait_until_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_ptrdiff_wait_until_any_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_wait_until_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_wait_until_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kWaitAny, 84>(
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
size_t nvshmem_short_wait_until_some_vector(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_short_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int_wait_until_some_vector(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_long_wait_until_some_vector(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_long_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_longlong_wait_until_some_vector(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_longlong_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ushort_wait_until_some_vector(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ushort_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint_wait_until_some_vector(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ulong_wait_until_some_vector(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulong_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ulonglong_wait_until_some_vector(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::require_initialized(
      "nvshmem_ulonglong_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int32_wait_until_some_vector(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int32_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int64_wait_until_some_vector(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int64_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint32_wait_until_some_vector(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint32_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint64_wait_until_some_vector(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint64_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_size_wait_until_some_vector(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_size_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ptrdiff_wait_until_some_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_wait_until_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_wait_until_some_vector",
      "ivars",
      ivars,
      nelems);
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
// satisfies a comparison.
int nvshmem_short_test(short *ivar, int cmp, short cmp_value) {
  symsync::impl::require_initialized("nvshmem_short_test");
  symsync::impl::require_host_symmetric("nvshmem_short_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_int_test(int *ivar, int cmp, int cmp_value) {
  symsync::impl::require_initialized("nvshmem_int_test");
  symsync::impl::require_host_symmetric("nvshmem_int_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_long_test(long *ivar, int cmp, long cmp_value) {
  symsync::impl::require_initialized("nvshmem_long_test");
  symsync::impl::require_host_symmetric("nvshmem_long_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_longlong_test(long long *ivar, int cmp, long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_longlong_test");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_test",
      "ivar",
      ivar,
      1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_ushort_test(
    unsigned short *ivar,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::require_initialized("nvshmem_ushort_test");
  symsync::impl::require_host_symmetric("nvshmem_ushort_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_uint_test(unsigned int *ivar, int cmp, unsigned int cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint_test");
  symsync::impl::require_host_symmetric("nvshmem_uint_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_ulong_test(unsigned long *ivar, int cmp, unsigned long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulong_test");
  symsync::impl::require_host_symmetric("nvshmem_ulong_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_ulonglong_test(
    unsigned long long *ivar,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulonglong_test");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_test",
      "ivar",
      ivar,
      1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_int32_test(int32_t *ivar, int cmp, int32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int32_test");
  symsync::impl::require_host_symmetric("nvshmem_int32_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_int64_test(int64_t *ivar, int cmp, int64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int64_test");
  symsync::impl::require_host_symmetric("nvshmem_int64_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_uint32_test(uint32_t *ivar, int cmp, uint32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint32_test");
  symsync::impl::require_host_symmetric("nvshmem_uint32_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_uint64_test(uint64_t *ivar, int cmp, uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint64_test");
  symsync::impl::require_host_symmetric("nvshmem_uint64_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_size_test(size_t *ivar, int cmp, size_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_size_test");
  symsync::impl::require_host_symmetric("nvshmem_size_test", "ivar", ivar, 1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test",
      cmp,
      ivar,
      cmp_value);
}
int nvshmem_ptrdiff_test(ptrdiff_t *ivar, int cmp, ptrdiff_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_test");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_test",
      "ivar",
      ivar,
      1);
  return symsync::impl::on_variable<symsync::impl::Kind::kTest, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_test",
      cmp,
      ivar,
      cmp_value);
}

// nvshmem_TYPENAME_test_all: Check, without waiting, whether every variable of
// a set satisfies a comparison.
int nvshmem_short_test_all(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  symsync::impl::require_initialized("nvshmem_short_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_int_test_all(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  symsync::impl::require_initialized("nvshmem_int_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_long_test_all(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  symsync::impl::require_initialized("nvshmem_long_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_longlong_test_all(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_longlong_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_ushort_test_all(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::require_initialized("nvshmem_ushort_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_uint_test_all(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_ulong_test_all(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulong_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_ulonglong_test_all(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulonglong_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_int32_test_all(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int32_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_int64_test_all(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int64_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_uint32_test_all(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint32_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_uint64_test_all(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint64_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_size_test_all(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_size_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_test_all",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_ptrdiff_test_all(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_test_all");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_test_all",
      "ivars",
      ivars,
      nelems);
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
// set satisfies a comparison, and return its index.
size_t nvshmem_short_test_any(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short cmp_value) {
  symsync::impl::require_initialized("nvshmem_short_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 85>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_int_test_any(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int cmp_value) {
  symsync::impl::require_initialized("nvshmem_int_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 86>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_long_test_any(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long cmp_value) {
  symsync::impl::require_initialized("nvshmem_long_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 87>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_longlong_test_any(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_longlong_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 88>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_ushort_test_any(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::require_initialized("nvshmem_ushort_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 89>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_uint_test_any(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 90>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_ulong_test_any(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulong_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 91>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_ulonglong_test_any(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulonglong_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 92>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_int32_test_any(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int32_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 93>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_int64_test_any(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int64_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 94>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_uint32_test_any(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint32_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 95>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_uint64_test_any(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint64_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 96>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_size_test_any(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_size_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 97>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test_any",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::scalar(cmp_value),
      nullptr);
}
size_t nvshmem_ptrdiff_test_any(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_test_any");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_test_any",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 98>(
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
// satisfy a comparison.
size_t nvshmem_short_test_some(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short cmp_value) {
  symsync::impl::require_initialized("nvshmem_short_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int_test_some(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int cmp_value) {
  symsync::impl::require_initialized("nvshmem_int_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_long_test_some(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long cmp_value) {
  symsync::impl::require_initialized("nvshmem_long_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_longlong_test_some(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_longlong_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ushort_test_some(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short cmp_value) {
  symsync::impl::require_initialized("nvshmem_ushort_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint_test_some(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ulong_test_some(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulong_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ulonglong_test_some(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long cmp_value) {
  symsync::impl::require_initialized("nvshmem_ulonglong_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int32_test_some(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int32_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int64_test_some(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_int64_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint32_test_some(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint32_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint64_test_some(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_uint64_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_size_test_some(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_size_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_test_some",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ptrdiff_test_some(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_test_some");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_test_some",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_short_test_all_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_short_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_int_test_all_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_long_test_all_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_long_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_longlong_test_all_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_longlong_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_ushort_test_all_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ushort_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_uint_test_all_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_ulong_test_all_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulong_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_ulonglong_test_all_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulonglong_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_int32_test_all_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int32_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_int64_test_all_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int64_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_uint32_test_all_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint32_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_uint64_test_all_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint64_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_size_test_all_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_size_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
int nvshmem_ptrdiff_test_all_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_test_all_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_test_all_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_short_test_any_vector(
    short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_short_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 99>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_int_test_any_vector(
    int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 100>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_long_test_any_vector(
    long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_long_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 101>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_longlong_test_any_vector(
    long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_longlong_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 102>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_ushort_test_any_vector(
    unsigned short *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ushort_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 103>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_uint_test_any_vector(
    unsigned int *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 104>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_ulong_test_any_vector(
    unsigned long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulong_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 105>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_ulonglong_test_any_vector(
    unsigned long long *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulonglong_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 106>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_int32_test_any_vector(
    int32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int32_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 107>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_int64_test_any_vector(
    int64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int64_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 108>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_uint32_test_any_vector(
    uint32_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint32_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 109>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_uint64_test_any_vector(
    uint64_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint64_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 110>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_size_test_any_vector(
    size_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_size_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 111>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_test_any_vector",
      cmp,
      ivars,
      nelems,
      status,
      symsync::impl::vector(cmp_values),
      nullptr);
}
size_t nvshmem_ptrdiff_test_any_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_test_any_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_test_any_vector",
      "ivars",
      ivars,
      nelems);
  return symsync::impl::on_set<symsync::impl::Kind::kTestAny, 112>(
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
// a set satisfy a comparison with their own values.
size_t nvshmem_short_test_some_vector(
    short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_short_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int_test_some_vector(
    int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_long_test_some_vector(
    long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_long_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_longlong_test_some_vector(
    long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_longlong_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ushort_test_some_vector(
    unsigned short *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned short *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ushort_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint_test_some_vector(
    unsigned int *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned int *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ulong_test_some_vector(
    unsigned long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulong_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ulonglong_test_some_vector(
    unsigned long long *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    unsigned long long *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ulonglong_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int32_test_some_vector(
    int32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int32_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_int64_test_some_vector(
    int64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    int64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_int64_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint32_test_some_vector(
    uint32_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint32_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint32_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_uint64_test_some_vector(
    uint64_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    uint64_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_uint64_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_size_test_some_vector(
    size_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    size_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_size_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
size_t nvshmem_ptrdiff_test_some_vector(
    ptrdiff_t *ivars,
    size_t nelems,
    size_t *indices,
    const int *status,
    int cmp,
    ptrdiff_t *cmp_values) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_test_some_vector");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_test_some_vector",
      "ivars",
      ivars,
      nelems);
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
// and return the value that satisfied it.
uint64_t nvshmem_signal_wait_until(
    uint64_t *sig_addr,
    int cmp,
    uint64_t cmp_value) {
  symsync::impl::require_initialized("nvshmem_signal_wait_until");
  symsync::impl::require_host_symmetric(
      "nvshmem_signal_wait_until",
      "sig_addr",
      sig_addr,
      1);
  return symsync::impl::on_variable<symsync::impl::Kind::kWait, 0>(
      symsync::impl::ThreadGroup(),
      "nvshmem_signal_wait_until",
      cmp,
      sig_addr,
      cmp_value);
}

// nvshmemx_signal_op: Update a signal object of another PE, setting it or
// adding to it.
void nvshmemx_signal_op(
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmemx_signal_op");
  symsync::impl::require_host_symmetric(
      "nvshmemx_signal_op",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::signal_op("nvshmemx_signal_op", sig_addr, signal, sig_op, pe);
}

// nvshmem_signal_fetch: Read a signal object of the calling PE.
uint64_t nvshmem_signal_fetch(uint64_t *sig_addr) {
  symsync::impl::require_initialized("nvshmem_signal_fetch");
  symsync::impl::require_host_symmetric(
      "nvshmem_signal_fetch",
      "sig_addr",
      sig_addr,
      1);
  return symsync::impl::signal_fetch("nvshmem_signal_fetch", sig_addr);
}

// nvshmem_TYPENAME_atomic_set: Atomically set a symmetric variable of another
// PE.
void nvshmem_short_atomic_set(short *dest, short value, int pe) {
  symsync::impl::require_initialized("nvshmem_short_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_short_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<short>("nvshmem_short_atomic_set", dest, value, pe);
}
void nvshmem_int_atomic_set(int *dest, int value, int pe) {
  symsync::impl::require_initialized("nvshmem_int_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_int_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<int>("nvshmem_int_atomic_set", dest, value, pe);
}
void nvshmem_long_atomic_set(long *dest, long value, int pe) {
  symsync::impl::require_initialized("nvshmem_long_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_long_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<long>("nvshmem_long_atomic_set", dest, value, pe);
}
void nvshmem_longlong_atomic_set(long long *dest, long long value, int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_longlong_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<long long>(
      "nvshmem_longlong_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_ushort_atomic_set(
    unsigned short *dest,
    unsigned short value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_ushort_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<unsigned short>(
      "nvshmem_ushort_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_uint_atomic_set(unsigned int *dest, unsigned int value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<unsigned int>(
      "nvshmem_uint_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_ulong_atomic_set(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulong_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<unsigned long>(
      "nvshmem_ulong_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_ulonglong_atomic_set(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_ulonglong_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<unsigned long long>(
      "nvshmem_ulonglong_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_int32_atomic_set(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_int32_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<int32_t>(
      "nvshmem_int32_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_int64_atomic_set(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_int64_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<int64_t>(
      "nvshmem_int64_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_uint32_atomic_set(uint32_t *dest, uint32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint32_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<uint32_t>(
      "nvshmem_uint32_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_uint64_atomic_set(uint64_t *dest, uint64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_uint64_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<uint64_t>(
      "nvshmem_uint64_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_size_atomic_set(size_t *dest, size_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_size_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_size_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<size_t>("nvshmem_size_atomic_set", dest, value, pe);
}
void nvshmem_ptrdiff_atomic_set(ptrdiff_t *dest, ptrdiff_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_atomic_set");
  symsync::impl::require_host_symmetric(
      "nvshmem_ptrdiff_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<ptrdiff_t>(
      "nvshmem_ptrdiff_atomic_set",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_p: Store one element into a symmetric variable of another
// PE.
void nvshmem_short_p(short *dest, short value, int pe) {
  symsync::impl::require_initialized("nvshmem_short_p");
  symsync::impl::require_host_symmetric("nvshmem_short_p", "dest", dest, 1);
  symsync::impl::p<short>("nvshmem_short_p", dest, value, pe);
}
void nvshmem_int_p(int *dest, int value, int pe) {
  symsync::impl::require_initialized("nvshmem_int_p");
  symsync::impl::require_host_symmetric("nvshmem_int_p", "dest", dest, 1);
  symsync::impl::p<int>("nvshmem_int_p", dest, value, pe);
}
void nvshmem_long_p(long *dest, long value, int pe) {
  symsync::impl::require_initialized("nvshmem_long_p");
  symsync::impl::require_host_symmetric("nvshmem_long_p", "dest", dest, 1);
  symsync::impl::p<long>("nvshmem_long_p", dest, value, pe);
}
void nvshmem_longlong_p(long long *dest, long long value, int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_p");
  symsync::impl::require_host_symmetric("nvshmem_longlong_p", "dest", dest, 1);
  symsync::impl::p<long long>("nvshmem_longlong_p", dest, value, pe);
}
void nvshmem_ushort_p(unsigned short *dest, unsigned short value, int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_p");
  symsync::impl::require_host_symmetric("nvshmem_ushort_p", "dest", dest, 1);
  symsync::impl::p<unsigned short>("nvshmem_ushort_p", dest, value, pe);
}
void nvshmem_uint_p(unsigned int *dest, unsigned int value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_p");
  symsync::impl::require_host_symmetric("nvshmem_uint_p", "dest", dest, 1);
  symsync::impl::p<unsigned int>("nvshmem_uint_p", dest, value, pe);
}
void nvshmem_ulong_p(unsigned long *dest, unsigned long value, int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_p");
  symsync::impl::require_host_symmetric("nvshmem_ulong_p", "dest", dest, 1);
  symsync::impl::p<unsigned long>("nvshmem_ulong_p", dest, value, pe);
}
void nvshmem_ulonglong_p(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_p");
  symsync::impl::require_host_symmetric("nvshmem_ulonglong_p", "dest", dest, 1);
  symsync::impl::p<unsigned long long>("nvshmem_ulonglong_p", dest, value, pe);
}
void nvshmem_int32_p(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_p");
  symsync::impl::require_host_symmetric("nvshmem_int32_p", "dest", dest, 1);
  symsync::impl::p<int32_t>("nvshmem_int32_p", dest, value, pe);
}
void nvshmem_int64_p(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_p");
  symsync::impl::require_host_symmetric("nvshmem_int64_p", "dest", dest, 1);
  symsync::impl::p<int64_t>("nvshmem_int64_p", dest, value, pe);
}
void nvshmem_uint32_p(uint32_t *dest, uint32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_p");
  symsync::impl::require_host_symmetric("nvshmem_uint32_p", "dest", dest, 1);
  symsync::impl::p<uint32_t>("nvshmem_uint32_p", dest, value, pe);
}
void nvshmem_uint64_p(uint64_t *dest, uint64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_p");
  symsync::impl::require_host_symmetric("nvshmem_uint64_p", "dest", dest, 1);
  symsync::impl::p<uint64_t>("nvshmem_uint64_p", dest, value, pe);
}
void nvshmem_size_p(size_t *dest, size_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_size_p");
  symsync::impl::require_host_symmetric("nvshmem_size_p", "dest", dest, 1);
  symsync::impl::p<size_t>("nvshmem_size_p", dest, value, pe);
}
void nvshmem_ptrdiff_p(ptrdiff_t *dest, ptrdiff_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_p");
  symsync::impl::require_host_symmetric("nvshmem_ptrdiff_p", "dest", dest, 1);
  symsync::impl::p<ptrdiff_t>("nvshmem_ptrdiff_p", dest, value, pe);
}

// nvshmem_fence: Order the calling thread's earlier updates to each PE before
// its later ones.
void nvshmem_fence(void) {
  symsync::impl::require_initialized("nvshmem_fence");
  symsync::impl::fence("nvshmem_fence");
}

// nvshmem_quiet: Complete the calling thread's earlier updates to every PE.
void nvshmem_quiet(void) {
  symsync::impl::require_initialized("nvshmem_quiet");
  symsync::impl::quiet("nvshmem_quiet");
}

// nvshmem_barrier_all: Wait until every PE has reached this call.
void nvshmem_barrier_all(void) {
  symsync::impl::require_initialized("nvshmem_barrier_all");
  symsync::impl::barrier_all("nvshmem_barrier_all");
}

}  // extern "C"
