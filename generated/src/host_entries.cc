// generated — do not edit. Made by `python3 -m codegen` from spec/atomics.yaml,
// spec/collectives.yaml, spec/constants.yaml, spec/cuda.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/rma.yaml, spec/settings.yaml, spec/setup.yaml,
// spec/types.yaml, spec/updates.yaml with templates/src/host_entries.cc.j2.
//
// The host form of every routine that has one. Each checks, where the spec
// asks for it, that the library is initialized, then forwards to its
// handwritten implementation in runtime/, passing its own name for messages.

#include <nvshmem.h>
#include <symsync/amo.h>
#include <symsync/collectives.h>
#include <symsync/p2p_core.h>
#include <symsync/rma.h>
#include <symsync/updates.h>

#include <type_traits>

#include "runtime/src/entry/host_api.h"

// spec/types.yaml's sizes and signedness hold for this compiler (the types
// CUDA's headers declare are checked in src/cuda_type_entries.cu).
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
static_assert(sizeof(float) == 4, "spec/types.yaml: float is not 4 bytes");
static_assert(
    std::is_signed<float>::value,
    "spec/types.yaml: float signedness");
static_assert(sizeof(double) == 8, "spec/types.yaml: double is not 8 bytes");
static_assert(
    std::is_signed<double>::value,
    "spec/types.yaml: double signedness");
static_assert(sizeof(char) == 1, "spec/types.yaml: char is not 1 bytes");
static_assert(std::is_signed<char>::value, "spec/types.yaml: char signedness");
static_assert(
    sizeof(signed char) == 1,
    "spec/types.yaml: schar is not 1 bytes");
static_assert(
    std::is_signed<signed char>::value,
    "spec/types.yaml: schar signedness");
static_assert(
    sizeof(unsigned char) == 1,
    "spec/types.yaml: uchar is not 1 bytes");
static_assert(
    !std::is_signed<unsigned char>::value,
    "spec/types.yaml: uchar signedness");
static_assert(sizeof(int8_t) == 1, "spec/types.yaml: int8 is not 1 bytes");
static_assert(
    std::is_signed<int8_t>::value,
    "spec/types.yaml: int8 signedness");
static_assert(sizeof(int16_t) == 2, "spec/types.yaml: int16 is not 2 bytes");
static_assert(
    std::is_signed<int16_t>::value,
    "spec/types.yaml: int16 signedness");
static_assert(sizeof(uint8_t) == 1, "spec/types.yaml: uint8 is not 1 bytes");
static_assert(
    !std::is_signed<uint8_t>::value,
    "spec/types.yaml: uint8 signedness");
static_assert(sizeof(uint16_t) == 2, "spec/types.yaml: uint16 is not 2 bytes");
static_assert(
    !std::is_signed<uint16_t>::value,
    "spec/types.yaml: uint16 signedness");
static_assert(sizeof(uint64_t) == 8, "spec/types.yaml: signal size");

extern "C" {

// nvshmem_init: Start the library on every PE. (spec/setup.yaml:20)
// Implementation: symsync::impl::init in runtime/src/lifecycle/init.cc.
// Tests: //tests/runtime:misuse_test, //tests/runtime:settings_test,
// //tests/bootstrap:choose_bootstrap_test.
void nvshmem_init(void) { symsync::impl::init("nvshmem_init"); }

// nvshmem_init_thread: Start the library and ask for a thread level.
// (spec/setup.yaml:38)
// Implementation: symsync::impl::init_thread in runtime/src/lifecycle/init.cc.
// Tests: //tests/runtime:lifecycle_test.
int nvshmem_init_thread(int requested, int *provided) {
  return symsync::impl::init_thread("nvshmem_init_thread", requested, provided);
}

// nvshmem_query_thread: Report the thread level the library provides.
// (spec/setup.yaml:63)
// Implementation: symsync::impl::query_thread in runtime/src/lifecycle/init.cc.
// Tests: //tests/runtime:lifecycle_test, //tests/runtime:runtime_test.
void nvshmem_query_thread(int *provided) {
  symsync::impl::require_initialized("nvshmem_query_thread");
  symsync::impl::query_thread("nvshmem_query_thread", provided);
}

// nvshmemx_get_uniqueid: Make a unique ID from which the PEs of a new job can
// find each other. (spec/setup.yaml:81)
// Implementation: symsync::impl::get_uniqueid in runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:uid_start_test, //tests/runtime:misuse_test,
// //tests/bootstrap:uid_bootstrap_test.
int nvshmemx_get_uniqueid(nvshmemx_uniqueid_t *uniqueid) {
  return symsync::impl::get_uniqueid("nvshmemx_get_uniqueid", uniqueid);
}

// nvshmemx_set_attr_uniqueid_args: Prepare start attributes for a start from a
// unique ID. (spec/setup.yaml:108)
// Implementation: symsync::impl::set_attr_uniqueid_args in
// runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:uid_start_test, //tests/runtime:misuse_test.
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
// MPI communicator. (spec/setup.yaml:144)
// Implementation: symsync::impl::set_attr_mpi_comm_args in
// runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:mpi_comm_test, //tests/runtime:misuse_test.
int nvshmemx_set_attr_mpi_comm_args(
    void *mpi_comm,
    nvshmemx_init_attr_t *nvshmem_attr) {
  return symsync::impl::set_attr_mpi_comm_args(
      "nvshmemx_set_attr_mpi_comm_args",
      mpi_comm,
      nvshmem_attr);
}

// nvshmemx_init_attr: Start the library on every PE the way the flags and
// attributes say. (spec/setup.yaml:173)
// Implementation: symsync::impl::init_attr in runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:uid_start_test, //tests/runtime:mpi_comm_test,
// //tests/runtime:misuse_test.
int nvshmemx_init_attr(unsigned int flags, nvshmemx_init_attr_t *attributes) {
  return symsync::impl::init_attr("nvshmemx_init_attr", flags, attributes);
}

// nvshmemx_init_status: Report how far the library has started in this process.
// (spec/setup.yaml:205)
// Implementation: symsync::impl::init_status in runtime/src/lifecycle/attr.cc.
// Tests: //tests/runtime:uid_start_test.
int nvshmemx_init_status(void) {
  return symsync::impl::init_status("nvshmemx_init_status");
}

// nvshmem_finalize: End the library on every PE. (spec/setup.yaml:223)
// Implementation: symsync::impl::finalize in runtime/src/lifecycle/init.cc.
// Tests: //tests/runtime:lifecycle_test, //tests/runtime:finalize_order_test.
void nvshmem_finalize(void) {
  symsync::impl::require_initialized("nvshmem_finalize");
  symsync::impl::finalize("nvshmem_finalize");
}

// nvshmem_my_pe: The number of the calling PE. (spec/setup.yaml:239)
// Implementation: symsync::impl::my_pe in runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
int nvshmem_my_pe(void) {
  symsync::impl::require_initialized("nvshmem_my_pe");
  return symsync::impl::my_pe("nvshmem_my_pe");
}

// nvshmem_n_pes: The number of PEs running the program. (spec/setup.yaml:250)
// Implementation: symsync::impl::n_pes in runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
int nvshmem_n_pes(void) {
  symsync::impl::require_initialized("nvshmem_n_pes");
  return symsync::impl::n_pes("nvshmem_n_pes");
}

// nvshmem_team_my_pe: The number of the calling PE in a team.
// (spec/setup.yaml:261)
// Implementation: symsync::impl::team_my_pe in runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:two_hosts_test, //tests/runtime:team_test.
int nvshmem_team_my_pe(nvshmem_team_t team) {
  symsync::impl::require_initialized("nvshmem_team_my_pe");
  return symsync::impl::team_my_pe("nvshmem_team_my_pe", team);
}

// nvshmem_team_n_pes: The number of PEs in a team. (spec/setup.yaml:287)
// Implementation: symsync::impl::team_n_pes in runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:two_hosts_test, //tests/runtime:team_test.
int nvshmem_team_n_pes(nvshmem_team_t team) {
  symsync::impl::require_initialized("nvshmem_team_n_pes");
  return symsync::impl::team_n_pes("nvshmem_team_n_pes", team);
}

// nvshmem_team_get_config: A team's configuration. (spec/setup.yaml:311)
// Implementation: symsync::impl::team_get_config in
// runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:two_hosts_test, //tests/runtime:team_test.
void nvshmem_team_get_config(
    nvshmem_team_t team,
    nvshmem_team_config_t *config) {
  symsync::impl::require_initialized("nvshmem_team_get_config");
  symsync::impl::team_get_config("nvshmem_team_get_config", team, config);
}

// nvshmem_team_translate_pe: The number in one team of a PE given by its number
// in another. (spec/setup.yaml:341)
// Implementation: symsync::impl::team_translate_pe in
// runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:two_hosts_test, //tests/runtime:team_test,
// //tests/runtime:device_runtime_test.
int nvshmem_team_translate_pe(
    nvshmem_team_t src_team,
    int src_pe,
    nvshmem_team_t dest_team) {
  symsync::impl::require_initialized("nvshmem_team_translate_pe");
  return symsync::impl::team_translate_pe(
      "nvshmem_team_translate_pe",
      src_team,
      src_pe,
      dest_team);
}

// nvshmem_team_split_strided: Make a team of the PEs of a parent team taken at
// a regular stride. (spec/setup.yaml:380)
// Implementation: symsync::impl::team_split_strided in
// runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test, //tests/runtime:team_few_handles_test.
int nvshmem_team_split_strided(
    nvshmem_team_t parent_team,
    int start,
    int stride,
    int size,
    const nvshmem_team_config_t *config,
    long config_mask,
    nvshmem_team_t *new_team) {
  symsync::impl::require_initialized("nvshmem_team_split_strided");
  return symsync::impl::team_split_strided(
      "nvshmem_team_split_strided",
      parent_team,
      start,
      stride,
      size,
      config,
      config_mask,
      new_team);
}

// nvshmem_team_split_2d: Split a parent team into the rows and the columns of a
// grid. (spec/setup.yaml:446)
// Implementation: symsync::impl::team_split_2d in
// runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test.
int nvshmem_team_split_2d(
    nvshmem_team_t parent_team,
    int xrange,
    const nvshmem_team_config_t *xaxis_config,
    long xaxis_mask,
    nvshmem_team_t *xaxis_team,
    const nvshmem_team_config_t *yaxis_config,
    long yaxis_mask,
    nvshmem_team_t *yaxis_team) {
  symsync::impl::require_initialized("nvshmem_team_split_2d");
  return symsync::impl::team_split_2d(
      "nvshmem_team_split_2d",
      parent_team,
      xrange,
      xaxis_config,
      xaxis_mask,
      xaxis_team,
      yaxis_config,
      yaxis_mask,
      yaxis_team);
}

// nvshmem_team_destroy: End a team a split or nvshmemx_team_init made.
// (spec/setup.yaml:507)
// Implementation: symsync::impl::team_destroy in
// runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test.
void nvshmem_team_destroy(nvshmem_team_t team) {
  symsync::impl::require_initialized("nvshmem_team_destroy");
  symsync::impl::team_destroy("nvshmem_team_destroy", team);
}

// nvshmemx_team_get_uniqueid: Make a token that names a team made by
// nvshmemx_team_init. (spec/setup.yaml:531)
// Implementation: symsync::impl::team_get_uniqueid in
// runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test.
int nvshmemx_team_get_uniqueid(nvshmemx_team_uniqueid_t *uniqueid) {
  symsync::impl::require_initialized("nvshmemx_team_get_uniqueid");
  return symsync::impl::team_get_uniqueid(
      "nvshmemx_team_get_uniqueid",
      uniqueid);
}

// nvshmemx_team_init: Make a team of any PEs, numbered as they choose, without
// a parent team. (spec/setup.yaml:553)
// Implementation: symsync::impl::team_init in runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test, //tests/runtime:team_missing_member_test,
// //tests/runtime:device_runtime_test.
int nvshmemx_team_init(
    nvshmem_team_t *team,
    nvshmem_team_config_t *config,
    long config_mask,
    int npes,
    int pe_idx_in_team) {
  symsync::impl::require_initialized("nvshmemx_team_init");
  return symsync::impl::team_init(
      "nvshmemx_team_init",
      team,
      config,
      config_mask,
      npes,
      pe_idx_in_team);
}

// nvshmem_ptr: A pointer through which plain loads and stores reach a symmetric
// object on another PE. (spec/setup.yaml:618)
// Implementation: symsync::impl::ptr in runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
void *nvshmem_ptr(const void *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_ptr");
  return symsync::impl::ptr("nvshmem_ptr", dest, pe);
}

// nvshmem_info_get_version: The version of the OpenSHMEM specification this
// library implements. (spec/setup.yaml:644)
// Implementation: symsync::impl::info_get_version in
// runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
void nvshmem_info_get_version(int *major, int *minor) {
  symsync::impl::info_get_version("nvshmem_info_get_version", major, minor);
}

// nvshmem_info_get_name: The name of this library. (spec/setup.yaml:667)
// Implementation: symsync::impl::info_get_name in
// runtime/src/lifecycle/query.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:device_runtime_test.
void nvshmem_info_get_name(char *name) {
  symsync::impl::info_get_name("nvshmem_info_get_name", name);
}

// nvshmem_malloc: Allocate a block of the symmetric heap on every PE.
// (spec/memory.yaml:19)
// Implementation: symsync::impl::malloc in runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:misuse_test.
void *nvshmem_malloc(size_t size) {
  symsync::impl::require_initialized("nvshmem_malloc");
  return symsync::impl::malloc("nvshmem_malloc", size);
}

// nvshmem_calloc: Allocate a zeroed array in the symmetric heap on every PE.
// (spec/memory.yaml:40)
// Implementation: symsync::impl::calloc in runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:misuse_test.
void *nvshmem_calloc(size_t count, size_t size) {
  symsync::impl::require_initialized("nvshmem_calloc");
  return symsync::impl::calloc("nvshmem_calloc", count, size);
}

// nvshmem_align: Allocate a block of the symmetric heap with a chosen
// alignment. (spec/memory.yaml:63)
// Implementation: symsync::impl::align in runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:misuse_test.
void *nvshmem_align(size_t alignment, size_t size) {
  symsync::impl::require_initialized("nvshmem_align");
  return symsync::impl::align("nvshmem_align", alignment, size);
}

// nvshmem_free: Return a symmetric block to the heap on every PE.
// (spec/memory.yaml:87)
// Implementation: symsync::impl::free in runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:misuse_test.
void nvshmem_free(void *ptr) {
  symsync::impl::require_initialized("nvshmem_free");
  symsync::impl::free("nvshmem_free", ptr);
}

// nvshmemx_buffer_register_symmetric: Make a GPU buffer of the program's own
// symmetric on every PE. (spec/memory.yaml:108)
// Implementation: symsync::impl::buffer_register_symmetric in
// runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:cuda_scaffolding_test.
void *nvshmemx_buffer_register_symmetric(
    void *buf_ptr,
    size_t size,
    int flags) {
  symsync::impl::require_initialized("nvshmemx_buffer_register_symmetric");
  return symsync::impl::buffer_register_symmetric(
      "nvshmemx_buffer_register_symmetric",
      buf_ptr,
      size,
      flags);
}

// nvshmemx_buffer_unregister_symmetric: Make a registered buffer ordinary
// memory again, on every PE. (spec/memory.yaml:149)
// Implementation: symsync::impl::buffer_unregister_symmetric in
// runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:cuda_scaffolding_test.
int nvshmemx_buffer_unregister_symmetric(void *ptr, size_t size) {
  symsync::impl::require_initialized("nvshmemx_buffer_unregister_symmetric");
  return symsync::impl::buffer_unregister_symmetric(
      "nvshmemx_buffer_unregister_symmetric",
      ptr,
      size);
}

// nvshmem_TYPENAME_wait: Wait until a symmetric variable no longer holds a
// given value. (spec/p2p_sync.yaml:78)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// comparison. (spec/p2p_sync.yaml:108)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// a comparison. (spec/p2p_sync.yaml:134)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// satisfies a comparison, and return its index. (spec/p2p_sync.yaml:177)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// satisfies a comparison, and report all that do. (spec/p2p_sync.yaml:202)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// satisfies a comparison with its own value. (spec/p2p_sync.yaml:236)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// (spec/p2p_sync.yaml:269)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// (spec/p2p_sync.yaml:287)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// satisfies a comparison. (spec/p2p_sync.yaml:305)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// a set satisfies a comparison. (spec/p2p_sync.yaml:321)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// set satisfies a comparison, and return its index. (spec/p2p_sync.yaml:340)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// satisfy a comparison. (spec/p2p_sync.yaml:360)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// (spec/p2p_sync.yaml:378)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// (spec/p2p_sync.yaml:392)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// a set satisfy a comparison with their own values. (spec/p2p_sync.yaml:406)
// Implementation: symsync::impl::on_set in runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_<N>byte_host_test,
// //generated:p2p_<N>byte_device_test.
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
// and return the value that satisfied it. (spec/p2p_sync.yaml:420)
// Implementation: symsync::impl::on_variable in
// runtime/include/symsync/p2p_core.h.
// Tests: //generated:p2p_signal_host_test, //generated:p2p_signal_device_test.
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
// adding to it. (spec/updates.yaml:31)
// Implementation: symsync::impl::signal_op in
// runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
void nvshmemx_signal_op(
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmemx_signal_op");
  symsync::impl::require_symmetric(
      "nvshmemx_signal_op",
      "sig_addr",
      sig_addr,
      1);
  symsync::impl::signal_op("nvshmemx_signal_op", sig_addr, signal, sig_op, pe);
}

// nvshmem_signal_fetch: Read a signal object of the calling PE.
// (spec/updates.yaml:78)
// Implementation: symsync::impl::signal_fetch in
// runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
uint64_t nvshmem_signal_fetch(uint64_t *sig_addr) {
  symsync::impl::require_initialized("nvshmem_signal_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_signal_fetch",
      "sig_addr",
      sig_addr,
      1);
  return symsync::impl::signal_fetch("nvshmem_signal_fetch", sig_addr);
}

// nvshmem_TYPENAME_atomic_set: Atomically set a symmetric variable of another
// PE. (spec/updates.yaml:100)
// Implementation: symsync::impl::atomic_set in
// runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test,
// //generated:amo_host_test.
void nvshmem_short_atomic_set(short *dest, short value, int pe) {
  symsync::impl::require_initialized("nvshmem_short_atomic_set");
  symsync::impl::require_symmetric("nvshmem_short_atomic_set", "dest", dest, 1);
  symsync::impl::atomic_set<short>("nvshmem_short_atomic_set", dest, value, pe);
}
void nvshmem_int_atomic_set(int *dest, int value, int pe) {
  symsync::impl::require_initialized("nvshmem_int_atomic_set");
  symsync::impl::require_symmetric("nvshmem_int_atomic_set", "dest", dest, 1);
  symsync::impl::atomic_set<int>("nvshmem_int_atomic_set", dest, value, pe);
}
void nvshmem_long_atomic_set(long *dest, long value, int pe) {
  symsync::impl::require_initialized("nvshmem_long_atomic_set");
  symsync::impl::require_symmetric("nvshmem_long_atomic_set", "dest", dest, 1);
  symsync::impl::atomic_set<long>("nvshmem_long_atomic_set", dest, value, pe);
}
void nvshmem_longlong_atomic_set(long long *dest, long long value, int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_atomic_set");
  symsync::impl::require_symmetric(
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
  symsync::impl::require_symmetric(
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
  symsync::impl::require_symmetric("nvshmem_uint_atomic_set", "dest", dest, 1);
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
  symsync::impl::require_symmetric("nvshmem_ulong_atomic_set", "dest", dest, 1);
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
  symsync::impl::require_symmetric(
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
  symsync::impl::require_symmetric("nvshmem_int32_atomic_set", "dest", dest, 1);
  symsync::impl::atomic_set<int32_t>(
      "nvshmem_int32_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_int64_atomic_set(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_set");
  symsync::impl::require_symmetric("nvshmem_int64_atomic_set", "dest", dest, 1);
  symsync::impl::atomic_set<int64_t>(
      "nvshmem_int64_atomic_set",
      dest,
      value,
      pe);
}
void nvshmem_uint32_atomic_set(uint32_t *dest, uint32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_set");
  symsync::impl::require_symmetric(
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
  symsync::impl::require_symmetric(
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
  symsync::impl::require_symmetric("nvshmem_size_atomic_set", "dest", dest, 1);
  symsync::impl::atomic_set<size_t>("nvshmem_size_atomic_set", dest, value, pe);
}
void nvshmem_ptrdiff_atomic_set(ptrdiff_t *dest, ptrdiff_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_atomic_set");
  symsync::impl::require_symmetric(
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
void nvshmem_float_atomic_set(float *dest, float value, int pe) {
  symsync::impl::require_initialized("nvshmem_float_atomic_set");
  symsync::impl::require_symmetric("nvshmem_float_atomic_set", "dest", dest, 1);
  symsync::impl::atomic_set<float>("nvshmem_float_atomic_set", dest, value, pe);
}
void nvshmem_double_atomic_set(double *dest, double value, int pe) {
  symsync::impl::require_initialized("nvshmem_double_atomic_set");
  symsync::impl::require_symmetric(
      "nvshmem_double_atomic_set",
      "dest",
      dest,
      1);
  symsync::impl::atomic_set<double>(
      "nvshmem_double_atomic_set",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_p: Store one element into a symmetric variable of another
// PE. (spec/updates.yaml:131)
// Implementation: symsync::impl::p in runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test,
// //generated:rma_<N>byte_host_test, //generated:rma_device_test.
void nvshmem_short_p(short *dest, short value, int pe) {
  symsync::impl::require_initialized("nvshmem_short_p");
  symsync::impl::require_symmetric("nvshmem_short_p", "dest", dest, 1);
  symsync::impl::p<short>("nvshmem_short_p", dest, value, pe);
}
void nvshmem_int_p(int *dest, int value, int pe) {
  symsync::impl::require_initialized("nvshmem_int_p");
  symsync::impl::require_symmetric("nvshmem_int_p", "dest", dest, 1);
  symsync::impl::p<int>("nvshmem_int_p", dest, value, pe);
}
void nvshmem_long_p(long *dest, long value, int pe) {
  symsync::impl::require_initialized("nvshmem_long_p");
  symsync::impl::require_symmetric("nvshmem_long_p", "dest", dest, 1);
  symsync::impl::p<long>("nvshmem_long_p", dest, value, pe);
}
void nvshmem_longlong_p(long long *dest, long long value, int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_p");
  symsync::impl::require_symmetric("nvshmem_longlong_p", "dest", dest, 1);
  symsync::impl::p<long long>("nvshmem_longlong_p", dest, value, pe);
}
void nvshmem_ushort_p(unsigned short *dest, unsigned short value, int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_p");
  symsync::impl::require_symmetric("nvshmem_ushort_p", "dest", dest, 1);
  symsync::impl::p<unsigned short>("nvshmem_ushort_p", dest, value, pe);
}
void nvshmem_uint_p(unsigned int *dest, unsigned int value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_p");
  symsync::impl::require_symmetric("nvshmem_uint_p", "dest", dest, 1);
  symsync::impl::p<unsigned int>("nvshmem_uint_p", dest, value, pe);
}
void nvshmem_ulong_p(unsigned long *dest, unsigned long value, int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_p");
  symsync::impl::require_symmetric("nvshmem_ulong_p", "dest", dest, 1);
  symsync::impl::p<unsigned long>("nvshmem_ulong_p", dest, value, pe);
}
void nvshmem_ulonglong_p(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_p");
  symsync::impl::require_symmetric("nvshmem_ulonglong_p", "dest", dest, 1);
  symsync::impl::p<unsigned long long>("nvshmem_ulonglong_p", dest, value, pe);
}
void nvshmem_int32_p(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_p");
  symsync::impl::require_symmetric("nvshmem_int32_p", "dest", dest, 1);
  symsync::impl::p<int32_t>("nvshmem_int32_p", dest, value, pe);
}
void nvshmem_int64_p(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_p");
  symsync::impl::require_symmetric("nvshmem_int64_p", "dest", dest, 1);
  symsync::impl::p<int64_t>("nvshmem_int64_p", dest, value, pe);
}
void nvshmem_uint32_p(uint32_t *dest, uint32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_p");
  symsync::impl::require_symmetric("nvshmem_uint32_p", "dest", dest, 1);
  symsync::impl::p<uint32_t>("nvshmem_uint32_p", dest, value, pe);
}
void nvshmem_uint64_p(uint64_t *dest, uint64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_p");
  symsync::impl::require_symmetric("nvshmem_uint64_p", "dest", dest, 1);
  symsync::impl::p<uint64_t>("nvshmem_uint64_p", dest, value, pe);
}
void nvshmem_size_p(size_t *dest, size_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_size_p");
  symsync::impl::require_symmetric("nvshmem_size_p", "dest", dest, 1);
  symsync::impl::p<size_t>("nvshmem_size_p", dest, value, pe);
}
void nvshmem_ptrdiff_p(ptrdiff_t *dest, ptrdiff_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_p");
  symsync::impl::require_symmetric("nvshmem_ptrdiff_p", "dest", dest, 1);
  symsync::impl::p<ptrdiff_t>("nvshmem_ptrdiff_p", dest, value, pe);
}
void nvshmem_float_p(float *dest, float value, int pe) {
  symsync::impl::require_initialized("nvshmem_float_p");
  symsync::impl::require_symmetric("nvshmem_float_p", "dest", dest, 1);
  symsync::impl::p<float>("nvshmem_float_p", dest, value, pe);
}
void nvshmem_double_p(double *dest, double value, int pe) {
  symsync::impl::require_initialized("nvshmem_double_p");
  symsync::impl::require_symmetric("nvshmem_double_p", "dest", dest, 1);
  symsync::impl::p<double>("nvshmem_double_p", dest, value, pe);
}
void nvshmem_char_p(char *dest, char value, int pe) {
  symsync::impl::require_initialized("nvshmem_char_p");
  symsync::impl::require_symmetric("nvshmem_char_p", "dest", dest, 1);
  symsync::impl::p<char>("nvshmem_char_p", dest, value, pe);
}
void nvshmem_schar_p(signed char *dest, signed char value, int pe) {
  symsync::impl::require_initialized("nvshmem_schar_p");
  symsync::impl::require_symmetric("nvshmem_schar_p", "dest", dest, 1);
  symsync::impl::p<signed char>("nvshmem_schar_p", dest, value, pe);
}
void nvshmem_uchar_p(unsigned char *dest, unsigned char value, int pe) {
  symsync::impl::require_initialized("nvshmem_uchar_p");
  symsync::impl::require_symmetric("nvshmem_uchar_p", "dest", dest, 1);
  symsync::impl::p<unsigned char>("nvshmem_uchar_p", dest, value, pe);
}
void nvshmem_int8_p(int8_t *dest, int8_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int8_p");
  symsync::impl::require_symmetric("nvshmem_int8_p", "dest", dest, 1);
  symsync::impl::p<int8_t>("nvshmem_int8_p", dest, value, pe);
}
void nvshmem_int16_p(int16_t *dest, int16_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int16_p");
  symsync::impl::require_symmetric("nvshmem_int16_p", "dest", dest, 1);
  symsync::impl::p<int16_t>("nvshmem_int16_p", dest, value, pe);
}
void nvshmem_uint8_p(uint8_t *dest, uint8_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint8_p");
  symsync::impl::require_symmetric("nvshmem_uint8_p", "dest", dest, 1);
  symsync::impl::p<uint8_t>("nvshmem_uint8_p", dest, value, pe);
}
void nvshmem_uint16_p(uint16_t *dest, uint16_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint16_p");
  symsync::impl::require_symmetric("nvshmem_uint16_p", "dest", dest, 1);
  symsync::impl::p<uint16_t>("nvshmem_uint16_p", dest, value, pe);
}

// nvshmem_fence: Order the calling thread's earlier updates to each PE before
// its later ones. (spec/updates.yaml:157)
// Implementation: symsync::impl::fence in runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test.
void nvshmem_fence(void) {
  symsync::impl::require_initialized("nvshmem_fence");
  symsync::impl::fence("nvshmem_fence");
}

// nvshmem_quiet: Complete the calling thread's earlier updates to every PE.
// (spec/updates.yaml:173)
// Implementation: symsync::impl::quiet in runtime/include/symsync/updates.h.
// Tests: //tests/runtime:updates_test, //tests/runtime:device_runtime_test,
// //generated:rma_device_test.
void nvshmem_quiet(void) {
  symsync::impl::require_initialized("nvshmem_quiet");
  symsync::impl::quiet("nvshmem_quiet");
}

// nvshmem_TYPENAME_atomic_fetch: Atomically read a symmetric variable of
// another PE. (spec/atomics.yaml:32)
// Implementation: symsync::impl::atomic_fetch in runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
int nvshmem_int_atomic_fetch(const int *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_int_atomic_fetch");
  symsync::impl::require_symmetric("nvshmem_int_atomic_fetch", "dest", dest, 1);
  return symsync::impl::atomic_fetch<int>("nvshmem_int_atomic_fetch", dest, pe);
}
long nvshmem_long_atomic_fetch(const long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_long_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_long_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<long>(
      "nvshmem_long_atomic_fetch",
      dest,
      pe);
}
long long nvshmem_longlong_atomic_fetch(const long long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<long long>(
      "nvshmem_longlong_atomic_fetch",
      dest,
      pe);
}
unsigned int nvshmem_uint_atomic_fetch(const unsigned int *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_uint_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<unsigned int>(
      "nvshmem_uint_atomic_fetch",
      dest,
      pe);
}
unsigned long nvshmem_ulong_atomic_fetch(const unsigned long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<unsigned long>(
      "nvshmem_ulong_atomic_fetch",
      dest,
      pe);
}
unsigned long long nvshmem_ulonglong_atomic_fetch(
    const unsigned long long *dest,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<unsigned long long>(
      "nvshmem_ulonglong_atomic_fetch",
      dest,
      pe);
}
int32_t nvshmem_int32_atomic_fetch(const int32_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_int32_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<int32_t>(
      "nvshmem_int32_atomic_fetch",
      dest,
      pe);
}
int64_t nvshmem_int64_atomic_fetch(const int64_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_int64_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<int64_t>(
      "nvshmem_int64_atomic_fetch",
      dest,
      pe);
}
uint32_t nvshmem_uint32_atomic_fetch(const uint32_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<uint32_t>(
      "nvshmem_uint32_atomic_fetch",
      dest,
      pe);
}
uint64_t nvshmem_uint64_atomic_fetch(const uint64_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<uint64_t>(
      "nvshmem_uint64_atomic_fetch",
      dest,
      pe);
}
size_t nvshmem_size_atomic_fetch(const size_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_size_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_size_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<size_t>(
      "nvshmem_size_atomic_fetch",
      dest,
      pe);
}
ptrdiff_t nvshmem_ptrdiff_atomic_fetch(const ptrdiff_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<ptrdiff_t>(
      "nvshmem_ptrdiff_atomic_fetch",
      dest,
      pe);
}
float nvshmem_float_atomic_fetch(const float *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_float_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_float_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<float>(
      "nvshmem_float_atomic_fetch",
      dest,
      pe);
}
double nvshmem_double_atomic_fetch(const double *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_double_atomic_fetch");
  symsync::impl::require_symmetric(
      "nvshmem_double_atomic_fetch",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch<double>(
      "nvshmem_double_atomic_fetch",
      dest,
      pe);
}

// nvshmem_TYPENAME_atomic_swap: Atomically replace a symmetric variable of
// another PE, returning its old value. (spec/atomics.yaml:63)
// Implementation: symsync::impl::atomic_swap in runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
int nvshmem_int_atomic_swap(int *dest, int value, int pe) {
  symsync::impl::require_initialized("nvshmem_int_atomic_swap");
  symsync::impl::require_symmetric("nvshmem_int_atomic_swap", "dest", dest, 1);
  return symsync::impl::atomic_swap<int>(
      "nvshmem_int_atomic_swap",
      dest,
      value,
      pe);
}
long nvshmem_long_atomic_swap(long *dest, long value, int pe) {
  symsync::impl::require_initialized("nvshmem_long_atomic_swap");
  symsync::impl::require_symmetric("nvshmem_long_atomic_swap", "dest", dest, 1);
  return symsync::impl::atomic_swap<long>(
      "nvshmem_long_atomic_swap",
      dest,
      value,
      pe);
}
long long nvshmem_longlong_atomic_swap(
    long long *dest,
    long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<long long>(
      "nvshmem_longlong_atomic_swap",
      dest,
      value,
      pe);
}
unsigned int nvshmem_uint_atomic_swap(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_swap");
  symsync::impl::require_symmetric("nvshmem_uint_atomic_swap", "dest", dest, 1);
  return symsync::impl::atomic_swap<unsigned int>(
      "nvshmem_uint_atomic_swap",
      dest,
      value,
      pe);
}
unsigned long nvshmem_ulong_atomic_swap(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<unsigned long>(
      "nvshmem_ulong_atomic_swap",
      dest,
      value,
      pe);
}
unsigned long long nvshmem_ulonglong_atomic_swap(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<unsigned long long>(
      "nvshmem_ulonglong_atomic_swap",
      dest,
      value,
      pe);
}
int32_t nvshmem_int32_atomic_swap(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_int32_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<int32_t>(
      "nvshmem_int32_atomic_swap",
      dest,
      value,
      pe);
}
int64_t nvshmem_int64_atomic_swap(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_int64_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<int64_t>(
      "nvshmem_int64_atomic_swap",
      dest,
      value,
      pe);
}
uint32_t nvshmem_uint32_atomic_swap(uint32_t *dest, uint32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<uint32_t>(
      "nvshmem_uint32_atomic_swap",
      dest,
      value,
      pe);
}
uint64_t nvshmem_uint64_atomic_swap(uint64_t *dest, uint64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<uint64_t>(
      "nvshmem_uint64_atomic_swap",
      dest,
      value,
      pe);
}
size_t nvshmem_size_atomic_swap(size_t *dest, size_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_size_atomic_swap");
  symsync::impl::require_symmetric("nvshmem_size_atomic_swap", "dest", dest, 1);
  return symsync::impl::atomic_swap<size_t>(
      "nvshmem_size_atomic_swap",
      dest,
      value,
      pe);
}
ptrdiff_t nvshmem_ptrdiff_atomic_swap(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<ptrdiff_t>(
      "nvshmem_ptrdiff_atomic_swap",
      dest,
      value,
      pe);
}
float nvshmem_float_atomic_swap(float *dest, float value, int pe) {
  symsync::impl::require_initialized("nvshmem_float_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_float_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<float>(
      "nvshmem_float_atomic_swap",
      dest,
      value,
      pe);
}
double nvshmem_double_atomic_swap(double *dest, double value, int pe) {
  symsync::impl::require_initialized("nvshmem_double_atomic_swap");
  symsync::impl::require_symmetric(
      "nvshmem_double_atomic_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_swap<double>(
      "nvshmem_double_atomic_swap",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_atomic_compare_swap: Atomically replace a symmetric variable
// of another PE if it holds a given value. (spec/atomics.yaml:91)
// Implementation: symsync::impl::atomic_compare_swap in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
int nvshmem_int_atomic_compare_swap(int *dest, int cond, int value, int pe) {
  symsync::impl::require_initialized("nvshmem_int_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_int_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<int>(
      "nvshmem_int_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
long nvshmem_long_atomic_compare_swap(
    long *dest,
    long cond,
    long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_long_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_long_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<long>(
      "nvshmem_long_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
long long nvshmem_longlong_atomic_compare_swap(
    long long *dest,
    long long cond,
    long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<long long>(
      "nvshmem_longlong_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
unsigned int nvshmem_uint_atomic_compare_swap(
    unsigned int *dest,
    unsigned int cond,
    unsigned int value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_uint_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<unsigned int>(
      "nvshmem_uint_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
unsigned long nvshmem_ulong_atomic_compare_swap(
    unsigned long *dest,
    unsigned long cond,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<unsigned long>(
      "nvshmem_ulong_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
unsigned long long nvshmem_ulonglong_atomic_compare_swap(
    unsigned long long *dest,
    unsigned long long cond,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<unsigned long long>(
      "nvshmem_ulonglong_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
int32_t nvshmem_int32_atomic_compare_swap(
    int32_t *dest,
    int32_t cond,
    int32_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_int32_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<int32_t>(
      "nvshmem_int32_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
int64_t nvshmem_int64_atomic_compare_swap(
    int64_t *dest,
    int64_t cond,
    int64_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_int64_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<int64_t>(
      "nvshmem_int64_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
uint32_t nvshmem_uint32_atomic_compare_swap(
    uint32_t *dest,
    uint32_t cond,
    uint32_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<uint32_t>(
      "nvshmem_uint32_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
uint64_t nvshmem_uint64_atomic_compare_swap(
    uint64_t *dest,
    uint64_t cond,
    uint64_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<uint64_t>(
      "nvshmem_uint64_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
size_t nvshmem_size_atomic_compare_swap(
    size_t *dest,
    size_t cond,
    size_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_size_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_size_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<size_t>(
      "nvshmem_size_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}
ptrdiff_t nvshmem_ptrdiff_atomic_compare_swap(
    ptrdiff_t *dest,
    ptrdiff_t cond,
    ptrdiff_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_atomic_compare_swap");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_atomic_compare_swap",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_compare_swap<ptrdiff_t>(
      "nvshmem_ptrdiff_atomic_compare_swap",
      dest,
      cond,
      value,
      pe);
}

// nvshmem_TYPENAME_atomic_fetch_inc: Atomically add one to a symmetric variable
// of another PE, returning its old value. (spec/atomics.yaml:117)
// Implementation: symsync::impl::atomic_fetch_inc in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
int nvshmem_int_atomic_fetch_inc(int *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_int_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_int_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<int>(
      "nvshmem_int_atomic_fetch_inc",
      dest,
      pe);
}
long nvshmem_long_atomic_fetch_inc(long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_long_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_long_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<long>(
      "nvshmem_long_atomic_fetch_inc",
      dest,
      pe);
}
long long nvshmem_longlong_atomic_fetch_inc(long long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<long long>(
      "nvshmem_longlong_atomic_fetch_inc",
      dest,
      pe);
}
unsigned int nvshmem_uint_atomic_fetch_inc(unsigned int *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_uint_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<unsigned int>(
      "nvshmem_uint_atomic_fetch_inc",
      dest,
      pe);
}
unsigned long nvshmem_ulong_atomic_fetch_inc(unsigned long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<unsigned long>(
      "nvshmem_ulong_atomic_fetch_inc",
      dest,
      pe);
}
unsigned long long nvshmem_ulonglong_atomic_fetch_inc(
    unsigned long long *dest,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<unsigned long long>(
      "nvshmem_ulonglong_atomic_fetch_inc",
      dest,
      pe);
}
int32_t nvshmem_int32_atomic_fetch_inc(int32_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_int32_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<int32_t>(
      "nvshmem_int32_atomic_fetch_inc",
      dest,
      pe);
}
int64_t nvshmem_int64_atomic_fetch_inc(int64_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_int64_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<int64_t>(
      "nvshmem_int64_atomic_fetch_inc",
      dest,
      pe);
}
uint32_t nvshmem_uint32_atomic_fetch_inc(uint32_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<uint32_t>(
      "nvshmem_uint32_atomic_fetch_inc",
      dest,
      pe);
}
uint64_t nvshmem_uint64_atomic_fetch_inc(uint64_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<uint64_t>(
      "nvshmem_uint64_atomic_fetch_inc",
      dest,
      pe);
}
size_t nvshmem_size_atomic_fetch_inc(size_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_size_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_size_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<size_t>(
      "nvshmem_size_atomic_fetch_inc",
      dest,
      pe);
}
ptrdiff_t nvshmem_ptrdiff_atomic_fetch_inc(ptrdiff_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_atomic_fetch_inc");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_atomic_fetch_inc",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_inc<ptrdiff_t>(
      "nvshmem_ptrdiff_atomic_fetch_inc",
      dest,
      pe);
}

// nvshmem_TYPENAME_atomic_inc: Atomically add one to a symmetric variable of
// another PE. (spec/atomics.yaml:133)
// Implementation: symsync::impl::atomic_inc in runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
void nvshmem_int_atomic_inc(int *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_int_atomic_inc");
  symsync::impl::require_symmetric("nvshmem_int_atomic_inc", "dest", dest, 1);
  symsync::impl::atomic_inc<int>("nvshmem_int_atomic_inc", dest, pe);
}
void nvshmem_long_atomic_inc(long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_long_atomic_inc");
  symsync::impl::require_symmetric("nvshmem_long_atomic_inc", "dest", dest, 1);
  symsync::impl::atomic_inc<long>("nvshmem_long_atomic_inc", dest, pe);
}
void nvshmem_longlong_atomic_inc(long long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_atomic_inc");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_atomic_inc",
      "dest",
      dest,
      1);
  symsync::impl::atomic_inc<long long>("nvshmem_longlong_atomic_inc", dest, pe);
}
void nvshmem_uint_atomic_inc(unsigned int *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_inc");
  symsync::impl::require_symmetric("nvshmem_uint_atomic_inc", "dest", dest, 1);
  symsync::impl::atomic_inc<unsigned int>("nvshmem_uint_atomic_inc", dest, pe);
}
void nvshmem_ulong_atomic_inc(unsigned long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_inc");
  symsync::impl::require_symmetric("nvshmem_ulong_atomic_inc", "dest", dest, 1);
  symsync::impl::atomic_inc<unsigned long>(
      "nvshmem_ulong_atomic_inc",
      dest,
      pe);
}
void nvshmem_ulonglong_atomic_inc(unsigned long long *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_inc");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_inc",
      "dest",
      dest,
      1);
  symsync::impl::atomic_inc<unsigned long long>(
      "nvshmem_ulonglong_atomic_inc",
      dest,
      pe);
}
void nvshmem_int32_atomic_inc(int32_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_inc");
  symsync::impl::require_symmetric("nvshmem_int32_atomic_inc", "dest", dest, 1);
  symsync::impl::atomic_inc<int32_t>("nvshmem_int32_atomic_inc", dest, pe);
}
void nvshmem_int64_atomic_inc(int64_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_inc");
  symsync::impl::require_symmetric("nvshmem_int64_atomic_inc", "dest", dest, 1);
  symsync::impl::atomic_inc<int64_t>("nvshmem_int64_atomic_inc", dest, pe);
}
void nvshmem_uint32_atomic_inc(uint32_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_inc");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_inc",
      "dest",
      dest,
      1);
  symsync::impl::atomic_inc<uint32_t>("nvshmem_uint32_atomic_inc", dest, pe);
}
void nvshmem_uint64_atomic_inc(uint64_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_inc");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_inc",
      "dest",
      dest,
      1);
  symsync::impl::atomic_inc<uint64_t>("nvshmem_uint64_atomic_inc", dest, pe);
}
void nvshmem_size_atomic_inc(size_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_size_atomic_inc");
  symsync::impl::require_symmetric("nvshmem_size_atomic_inc", "dest", dest, 1);
  symsync::impl::atomic_inc<size_t>("nvshmem_size_atomic_inc", dest, pe);
}
void nvshmem_ptrdiff_atomic_inc(ptrdiff_t *dest, int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_atomic_inc");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_atomic_inc",
      "dest",
      dest,
      1);
  symsync::impl::atomic_inc<ptrdiff_t>("nvshmem_ptrdiff_atomic_inc", dest, pe);
}

// nvshmem_TYPENAME_atomic_fetch_add: Atomically add to a symmetric variable of
// another PE, returning its old value. (spec/atomics.yaml:151)
// Implementation: symsync::impl::atomic_fetch_add in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
int nvshmem_int_atomic_fetch_add(int *dest, int value, int pe) {
  symsync::impl::require_initialized("nvshmem_int_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_int_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<int>(
      "nvshmem_int_atomic_fetch_add",
      dest,
      value,
      pe);
}
long nvshmem_long_atomic_fetch_add(long *dest, long value, int pe) {
  symsync::impl::require_initialized("nvshmem_long_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_long_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<long>(
      "nvshmem_long_atomic_fetch_add",
      dest,
      value,
      pe);
}
long long nvshmem_longlong_atomic_fetch_add(
    long long *dest,
    long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<long long>(
      "nvshmem_longlong_atomic_fetch_add",
      dest,
      value,
      pe);
}
unsigned int nvshmem_uint_atomic_fetch_add(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_uint_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<unsigned int>(
      "nvshmem_uint_atomic_fetch_add",
      dest,
      value,
      pe);
}
unsigned long nvshmem_ulong_atomic_fetch_add(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<unsigned long>(
      "nvshmem_ulong_atomic_fetch_add",
      dest,
      value,
      pe);
}
unsigned long long nvshmem_ulonglong_atomic_fetch_add(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<unsigned long long>(
      "nvshmem_ulonglong_atomic_fetch_add",
      dest,
      value,
      pe);
}
int32_t nvshmem_int32_atomic_fetch_add(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_int32_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<int32_t>(
      "nvshmem_int32_atomic_fetch_add",
      dest,
      value,
      pe);
}
int64_t nvshmem_int64_atomic_fetch_add(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_int64_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<int64_t>(
      "nvshmem_int64_atomic_fetch_add",
      dest,
      value,
      pe);
}
uint32_t nvshmem_uint32_atomic_fetch_add(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<uint32_t>(
      "nvshmem_uint32_atomic_fetch_add",
      dest,
      value,
      pe);
}
uint64_t nvshmem_uint64_atomic_fetch_add(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<uint64_t>(
      "nvshmem_uint64_atomic_fetch_add",
      dest,
      value,
      pe);
}
size_t nvshmem_size_atomic_fetch_add(size_t *dest, size_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_size_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_size_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<size_t>(
      "nvshmem_size_atomic_fetch_add",
      dest,
      value,
      pe);
}
ptrdiff_t nvshmem_ptrdiff_atomic_fetch_add(
    ptrdiff_t *dest,
    ptrdiff_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add<ptrdiff_t>(
      "nvshmem_ptrdiff_atomic_fetch_add",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_atomic_add: Atomically add to a symmetric variable of
// another PE. (spec/atomics.yaml:171)
// Implementation: symsync::impl::atomic_add in runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
void nvshmem_int_atomic_add(int *dest, int value, int pe) {
  symsync::impl::require_initialized("nvshmem_int_atomic_add");
  symsync::impl::require_symmetric("nvshmem_int_atomic_add", "dest", dest, 1);
  symsync::impl::atomic_add<int>("nvshmem_int_atomic_add", dest, value, pe);
}
void nvshmem_long_atomic_add(long *dest, long value, int pe) {
  symsync::impl::require_initialized("nvshmem_long_atomic_add");
  symsync::impl::require_symmetric("nvshmem_long_atomic_add", "dest", dest, 1);
  symsync::impl::atomic_add<long>("nvshmem_long_atomic_add", dest, value, pe);
}
void nvshmem_longlong_atomic_add(long long *dest, long long value, int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_atomic_add");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_atomic_add",
      "dest",
      dest,
      1);
  symsync::impl::atomic_add<long long>(
      "nvshmem_longlong_atomic_add",
      dest,
      value,
      pe);
}
void nvshmem_uint_atomic_add(unsigned int *dest, unsigned int value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_add");
  symsync::impl::require_symmetric("nvshmem_uint_atomic_add", "dest", dest, 1);
  symsync::impl::atomic_add<unsigned int>(
      "nvshmem_uint_atomic_add",
      dest,
      value,
      pe);
}
void nvshmem_ulong_atomic_add(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_add");
  symsync::impl::require_symmetric("nvshmem_ulong_atomic_add", "dest", dest, 1);
  symsync::impl::atomic_add<unsigned long>(
      "nvshmem_ulong_atomic_add",
      dest,
      value,
      pe);
}
void nvshmem_ulonglong_atomic_add(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_add");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_add",
      "dest",
      dest,
      1);
  symsync::impl::atomic_add<unsigned long long>(
      "nvshmem_ulonglong_atomic_add",
      dest,
      value,
      pe);
}
void nvshmem_int32_atomic_add(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_add");
  symsync::impl::require_symmetric("nvshmem_int32_atomic_add", "dest", dest, 1);
  symsync::impl::atomic_add<int32_t>(
      "nvshmem_int32_atomic_add",
      dest,
      value,
      pe);
}
void nvshmem_int64_atomic_add(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_add");
  symsync::impl::require_symmetric("nvshmem_int64_atomic_add", "dest", dest, 1);
  symsync::impl::atomic_add<int64_t>(
      "nvshmem_int64_atomic_add",
      dest,
      value,
      pe);
}
void nvshmem_uint32_atomic_add(uint32_t *dest, uint32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_add");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_add",
      "dest",
      dest,
      1);
  symsync::impl::atomic_add<uint32_t>(
      "nvshmem_uint32_atomic_add",
      dest,
      value,
      pe);
}
void nvshmem_uint64_atomic_add(uint64_t *dest, uint64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_add");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_add",
      "dest",
      dest,
      1);
  symsync::impl::atomic_add<uint64_t>(
      "nvshmem_uint64_atomic_add",
      dest,
      value,
      pe);
}
void nvshmem_size_atomic_add(size_t *dest, size_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_size_atomic_add");
  symsync::impl::require_symmetric("nvshmem_size_atomic_add", "dest", dest, 1);
  symsync::impl::atomic_add<size_t>("nvshmem_size_atomic_add", dest, value, pe);
}
void nvshmem_ptrdiff_atomic_add(ptrdiff_t *dest, ptrdiff_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_atomic_add");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_atomic_add",
      "dest",
      dest,
      1);
  symsync::impl::atomic_add<ptrdiff_t>(
      "nvshmem_ptrdiff_atomic_add",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_atomic_fetch_and: Atomically and a symmetric variable of
// another PE with a mask, returning its old value. (spec/atomics.yaml:190)
// Implementation: symsync::impl::atomic_fetch_and in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
unsigned int nvshmem_uint_atomic_fetch_and(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_fetch_and");
  symsync::impl::require_symmetric(
      "nvshmem_uint_atomic_fetch_and",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_and<unsigned int>(
      "nvshmem_uint_atomic_fetch_and",
      dest,
      value,
      pe);
}
unsigned long nvshmem_ulong_atomic_fetch_and(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_fetch_and");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_atomic_fetch_and",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_and<unsigned long>(
      "nvshmem_ulong_atomic_fetch_and",
      dest,
      value,
      pe);
}
unsigned long long nvshmem_ulonglong_atomic_fetch_and(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_fetch_and");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_fetch_and",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_and<unsigned long long>(
      "nvshmem_ulonglong_atomic_fetch_and",
      dest,
      value,
      pe);
}
int32_t nvshmem_int32_atomic_fetch_and(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_fetch_and");
  symsync::impl::require_symmetric(
      "nvshmem_int32_atomic_fetch_and",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_and<int32_t>(
      "nvshmem_int32_atomic_fetch_and",
      dest,
      value,
      pe);
}
int64_t nvshmem_int64_atomic_fetch_and(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_fetch_and");
  symsync::impl::require_symmetric(
      "nvshmem_int64_atomic_fetch_and",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_and<int64_t>(
      "nvshmem_int64_atomic_fetch_and",
      dest,
      value,
      pe);
}
uint32_t nvshmem_uint32_atomic_fetch_and(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_fetch_and");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_fetch_and",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_and<uint32_t>(
      "nvshmem_uint32_atomic_fetch_and",
      dest,
      value,
      pe);
}
uint64_t nvshmem_uint64_atomic_fetch_and(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_fetch_and");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_fetch_and",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_and<uint64_t>(
      "nvshmem_uint64_atomic_fetch_and",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_atomic_and: Atomically and a symmetric variable of another
// PE with a mask. (spec/atomics.yaml:207)
// Implementation: symsync::impl::atomic_and in runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
void nvshmem_uint_atomic_and(unsigned int *dest, unsigned int value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_and");
  symsync::impl::require_symmetric("nvshmem_uint_atomic_and", "dest", dest, 1);
  symsync::impl::atomic_and<unsigned int>(
      "nvshmem_uint_atomic_and",
      dest,
      value,
      pe);
}
void nvshmem_ulong_atomic_and(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_and");
  symsync::impl::require_symmetric("nvshmem_ulong_atomic_and", "dest", dest, 1);
  symsync::impl::atomic_and<unsigned long>(
      "nvshmem_ulong_atomic_and",
      dest,
      value,
      pe);
}
void nvshmem_ulonglong_atomic_and(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_and");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_and",
      "dest",
      dest,
      1);
  symsync::impl::atomic_and<unsigned long long>(
      "nvshmem_ulonglong_atomic_and",
      dest,
      value,
      pe);
}
void nvshmem_int32_atomic_and(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_and");
  symsync::impl::require_symmetric("nvshmem_int32_atomic_and", "dest", dest, 1);
  symsync::impl::atomic_and<int32_t>(
      "nvshmem_int32_atomic_and",
      dest,
      value,
      pe);
}
void nvshmem_int64_atomic_and(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_and");
  symsync::impl::require_symmetric("nvshmem_int64_atomic_and", "dest", dest, 1);
  symsync::impl::atomic_and<int64_t>(
      "nvshmem_int64_atomic_and",
      dest,
      value,
      pe);
}
void nvshmem_uint32_atomic_and(uint32_t *dest, uint32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_and");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_and",
      "dest",
      dest,
      1);
  symsync::impl::atomic_and<uint32_t>(
      "nvshmem_uint32_atomic_and",
      dest,
      value,
      pe);
}
void nvshmem_uint64_atomic_and(uint64_t *dest, uint64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_and");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_and",
      "dest",
      dest,
      1);
  symsync::impl::atomic_and<uint64_t>(
      "nvshmem_uint64_atomic_and",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_atomic_fetch_or: Atomically or a symmetric variable of
// another PE with a mask, returning its old value. (spec/atomics.yaml:224)
// Implementation: symsync::impl::atomic_fetch_or in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
unsigned int nvshmem_uint_atomic_fetch_or(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_fetch_or");
  symsync::impl::require_symmetric(
      "nvshmem_uint_atomic_fetch_or",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_or<unsigned int>(
      "nvshmem_uint_atomic_fetch_or",
      dest,
      value,
      pe);
}
unsigned long nvshmem_ulong_atomic_fetch_or(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_fetch_or");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_atomic_fetch_or",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_or<unsigned long>(
      "nvshmem_ulong_atomic_fetch_or",
      dest,
      value,
      pe);
}
unsigned long long nvshmem_ulonglong_atomic_fetch_or(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_fetch_or");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_fetch_or",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_or<unsigned long long>(
      "nvshmem_ulonglong_atomic_fetch_or",
      dest,
      value,
      pe);
}
int32_t nvshmem_int32_atomic_fetch_or(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_fetch_or");
  symsync::impl::require_symmetric(
      "nvshmem_int32_atomic_fetch_or",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_or<int32_t>(
      "nvshmem_int32_atomic_fetch_or",
      dest,
      value,
      pe);
}
int64_t nvshmem_int64_atomic_fetch_or(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_fetch_or");
  symsync::impl::require_symmetric(
      "nvshmem_int64_atomic_fetch_or",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_or<int64_t>(
      "nvshmem_int64_atomic_fetch_or",
      dest,
      value,
      pe);
}
uint32_t nvshmem_uint32_atomic_fetch_or(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_fetch_or");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_fetch_or",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_or<uint32_t>(
      "nvshmem_uint32_atomic_fetch_or",
      dest,
      value,
      pe);
}
uint64_t nvshmem_uint64_atomic_fetch_or(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_fetch_or");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_fetch_or",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_or<uint64_t>(
      "nvshmem_uint64_atomic_fetch_or",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_atomic_or: Atomically or a symmetric variable of another PE
// with a mask. (spec/atomics.yaml:241)
// Implementation: symsync::impl::atomic_or in runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
void nvshmem_uint_atomic_or(unsigned int *dest, unsigned int value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_or");
  symsync::impl::require_symmetric("nvshmem_uint_atomic_or", "dest", dest, 1);
  symsync::impl::atomic_or<unsigned int>(
      "nvshmem_uint_atomic_or",
      dest,
      value,
      pe);
}
void nvshmem_ulong_atomic_or(unsigned long *dest, unsigned long value, int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_or");
  symsync::impl::require_symmetric("nvshmem_ulong_atomic_or", "dest", dest, 1);
  symsync::impl::atomic_or<unsigned long>(
      "nvshmem_ulong_atomic_or",
      dest,
      value,
      pe);
}
void nvshmem_ulonglong_atomic_or(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_or");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_or",
      "dest",
      dest,
      1);
  symsync::impl::atomic_or<unsigned long long>(
      "nvshmem_ulonglong_atomic_or",
      dest,
      value,
      pe);
}
void nvshmem_int32_atomic_or(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_or");
  symsync::impl::require_symmetric("nvshmem_int32_atomic_or", "dest", dest, 1);
  symsync::impl::atomic_or<int32_t>("nvshmem_int32_atomic_or", dest, value, pe);
}
void nvshmem_int64_atomic_or(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_or");
  symsync::impl::require_symmetric("nvshmem_int64_atomic_or", "dest", dest, 1);
  symsync::impl::atomic_or<int64_t>("nvshmem_int64_atomic_or", dest, value, pe);
}
void nvshmem_uint32_atomic_or(uint32_t *dest, uint32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_or");
  symsync::impl::require_symmetric("nvshmem_uint32_atomic_or", "dest", dest, 1);
  symsync::impl::atomic_or<uint32_t>(
      "nvshmem_uint32_atomic_or",
      dest,
      value,
      pe);
}
void nvshmem_uint64_atomic_or(uint64_t *dest, uint64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_or");
  symsync::impl::require_symmetric("nvshmem_uint64_atomic_or", "dest", dest, 1);
  symsync::impl::atomic_or<uint64_t>(
      "nvshmem_uint64_atomic_or",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_atomic_fetch_xor: Atomically xor a symmetric variable of
// another PE with a mask, returning its old value. (spec/atomics.yaml:258)
// Implementation: symsync::impl::atomic_fetch_xor in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
unsigned int nvshmem_uint_atomic_fetch_xor(
    unsigned int *dest,
    unsigned int value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_fetch_xor");
  symsync::impl::require_symmetric(
      "nvshmem_uint_atomic_fetch_xor",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_xor<unsigned int>(
      "nvshmem_uint_atomic_fetch_xor",
      dest,
      value,
      pe);
}
unsigned long nvshmem_ulong_atomic_fetch_xor(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_fetch_xor");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_atomic_fetch_xor",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_xor<unsigned long>(
      "nvshmem_ulong_atomic_fetch_xor",
      dest,
      value,
      pe);
}
unsigned long long nvshmem_ulonglong_atomic_fetch_xor(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_fetch_xor");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_fetch_xor",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_xor<unsigned long long>(
      "nvshmem_ulonglong_atomic_fetch_xor",
      dest,
      value,
      pe);
}
int32_t nvshmem_int32_atomic_fetch_xor(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_fetch_xor");
  symsync::impl::require_symmetric(
      "nvshmem_int32_atomic_fetch_xor",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_xor<int32_t>(
      "nvshmem_int32_atomic_fetch_xor",
      dest,
      value,
      pe);
}
int64_t nvshmem_int64_atomic_fetch_xor(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_fetch_xor");
  symsync::impl::require_symmetric(
      "nvshmem_int64_atomic_fetch_xor",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_xor<int64_t>(
      "nvshmem_int64_atomic_fetch_xor",
      dest,
      value,
      pe);
}
uint32_t nvshmem_uint32_atomic_fetch_xor(
    uint32_t *dest,
    uint32_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_fetch_xor");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_fetch_xor",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_xor<uint32_t>(
      "nvshmem_uint32_atomic_fetch_xor",
      dest,
      value,
      pe);
}
uint64_t nvshmem_uint64_atomic_fetch_xor(
    uint64_t *dest,
    uint64_t value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_fetch_xor");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_fetch_xor",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_xor<uint64_t>(
      "nvshmem_uint64_atomic_fetch_xor",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_atomic_xor: Atomically xor a symmetric variable of another
// PE with a mask. (spec/atomics.yaml:275)
// Implementation: symsync::impl::atomic_xor in runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
void nvshmem_uint_atomic_xor(unsigned int *dest, unsigned int value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_atomic_xor");
  symsync::impl::require_symmetric("nvshmem_uint_atomic_xor", "dest", dest, 1);
  symsync::impl::atomic_xor<unsigned int>(
      "nvshmem_uint_atomic_xor",
      dest,
      value,
      pe);
}
void nvshmem_ulong_atomic_xor(
    unsigned long *dest,
    unsigned long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_atomic_xor");
  symsync::impl::require_symmetric("nvshmem_ulong_atomic_xor", "dest", dest, 1);
  symsync::impl::atomic_xor<unsigned long>(
      "nvshmem_ulong_atomic_xor",
      dest,
      value,
      pe);
}
void nvshmem_ulonglong_atomic_xor(
    unsigned long long *dest,
    unsigned long long value,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_atomic_xor");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_atomic_xor",
      "dest",
      dest,
      1);
  symsync::impl::atomic_xor<unsigned long long>(
      "nvshmem_ulonglong_atomic_xor",
      dest,
      value,
      pe);
}
void nvshmem_int32_atomic_xor(int32_t *dest, int32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_atomic_xor");
  symsync::impl::require_symmetric("nvshmem_int32_atomic_xor", "dest", dest, 1);
  symsync::impl::atomic_xor<int32_t>(
      "nvshmem_int32_atomic_xor",
      dest,
      value,
      pe);
}
void nvshmem_int64_atomic_xor(int64_t *dest, int64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_atomic_xor");
  symsync::impl::require_symmetric("nvshmem_int64_atomic_xor", "dest", dest, 1);
  symsync::impl::atomic_xor<int64_t>(
      "nvshmem_int64_atomic_xor",
      dest,
      value,
      pe);
}
void nvshmem_uint32_atomic_xor(uint32_t *dest, uint32_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_atomic_xor");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_atomic_xor",
      "dest",
      dest,
      1);
  symsync::impl::atomic_xor<uint32_t>(
      "nvshmem_uint32_atomic_xor",
      dest,
      value,
      pe);
}
void nvshmem_uint64_atomic_xor(uint64_t *dest, uint64_t value, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_atomic_xor");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_atomic_xor",
      "dest",
      dest,
      1);
  symsync::impl::atomic_xor<uint64_t>(
      "nvshmem_uint64_atomic_xor",
      dest,
      value,
      pe);
}

// nvshmemx_TYPENAME_atomic_fetch_add: Atomically add to a floating-point
// symmetric variable of another PE, returning its old value.
// (spec/atomics.yaml:292)
// Implementation: symsync::impl::atomic_fetch_add_floating in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
float nvshmemx_float_atomic_fetch_add(float *dest, float value, int pe) {
  symsync::impl::require_initialized("nvshmemx_float_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmemx_float_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add_floating<float>(
      "nvshmemx_float_atomic_fetch_add",
      dest,
      value,
      pe);
}
double nvshmemx_double_atomic_fetch_add(double *dest, double value, int pe) {
  symsync::impl::require_initialized("nvshmemx_double_atomic_fetch_add");
  symsync::impl::require_symmetric(
      "nvshmemx_double_atomic_fetch_add",
      "dest",
      dest,
      1);
  return symsync::impl::atomic_fetch_add_floating<double>(
      "nvshmemx_double_atomic_fetch_add",
      dest,
      value,
      pe);
}

// nvshmemx_TYPENAME_atomic_add: Atomically add to a floating-point symmetric
// variable of another PE. (spec/atomics.yaml:313)
// Implementation: symsync::impl::atomic_add_floating in
// runtime/include/symsync/amo.h.
// Tests: //generated:amo_host_test, //generated:amo_device_test.
void nvshmemx_float_atomic_add(float *dest, float value, int pe) {
  symsync::impl::require_initialized("nvshmemx_float_atomic_add");
  symsync::impl::require_symmetric(
      "nvshmemx_float_atomic_add",
      "dest",
      dest,
      1);
  symsync::impl::atomic_add_floating<float>(
      "nvshmemx_float_atomic_add",
      dest,
      value,
      pe);
}
void nvshmemx_double_atomic_add(double *dest, double value, int pe) {
  symsync::impl::require_initialized("nvshmemx_double_atomic_add");
  symsync::impl::require_symmetric(
      "nvshmemx_double_atomic_add",
      "dest",
      dest,
      1);
  symsync::impl::atomic_add_floating<double>(
      "nvshmemx_double_atomic_add",
      dest,
      value,
      pe);
}

// nvshmem_TYPENAME_put: Copy local data into the symmetric heap of a PE.
// (spec/rma.yaml:32)
// Implementation: symsync::impl::put in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmem_short_put(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_short_put");
  symsync::impl::require_symmetric("nvshmem_short_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int_put(int *dest, const int *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_int_put");
  symsync::impl::require_symmetric("nvshmem_int_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_long_put(long *dest, const long *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_long_put");
  symsync::impl::require_symmetric("nvshmem_long_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_longlong_put(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_put");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_put",
      "dest",
      dest,
      nelems);
  symsync::impl::put<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ushort_put(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_put");
  symsync::impl::require_symmetric("nvshmem_ushort_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint_put(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_put");
  symsync::impl::require_symmetric("nvshmem_uint_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ulong_put(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_put");
  symsync::impl::require_symmetric("nvshmem_ulong_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ulonglong_put(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_put");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_put",
      "dest",
      dest,
      nelems);
  symsync::impl::put<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int32_put(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int32_put");
  symsync::impl::require_symmetric("nvshmem_int32_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int64_put(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int64_put");
  symsync::impl::require_symmetric("nvshmem_int64_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint32_put(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_put");
  symsync::impl::require_symmetric("nvshmem_uint32_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint64_put(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_put");
  symsync::impl::require_symmetric("nvshmem_uint64_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_size_put(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_size_put");
  symsync::impl::require_symmetric("nvshmem_size_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ptrdiff_put(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_put");
  symsync::impl::require_symmetric("nvshmem_ptrdiff_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_float_put(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_float_put");
  symsync::impl::require_symmetric("nvshmem_float_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_double_put(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_double_put");
  symsync::impl::require_symmetric("nvshmem_double_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_char_put(char *dest, const char *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_char_put");
  symsync::impl::require_symmetric("nvshmem_char_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_schar_put(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_schar_put");
  symsync::impl::require_symmetric("nvshmem_schar_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uchar_put(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uchar_put");
  symsync::impl::require_symmetric("nvshmem_uchar_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int8_put(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int8_put");
  symsync::impl::require_symmetric("nvshmem_int8_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int16_put(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int16_put");
  symsync::impl::require_symmetric("nvshmem_int16_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint8_put(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint8_put");
  symsync::impl::require_symmetric("nvshmem_uint8_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint16_put(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint16_put");
  symsync::impl::require_symmetric("nvshmem_uint16_put", "dest", dest, nelems);
  symsync::impl::put<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_put",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put8(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put8");
  symsync::impl::require_symmetric("nvshmem_put8", "dest", dest, nelems, 1);
  symsync::impl::put<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put8",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put16(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put16");
  symsync::impl::require_symmetric("nvshmem_put16", "dest", dest, nelems, 2);
  symsync::impl::put<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put16",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put32(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put32");
  symsync::impl::require_symmetric("nvshmem_put32", "dest", dest, nelems, 4);
  symsync::impl::put<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put32",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put64(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put64");
  symsync::impl::require_symmetric("nvshmem_put64", "dest", dest, nelems, 8);
  symsync::impl::put<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put64",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put128(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put128");
  symsync::impl::require_symmetric("nvshmem_put128", "dest", dest, nelems, 16);
  symsync::impl::put<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put128",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_putmem(void *dest, const void *source, size_t bytes, int pe) {
  symsync::impl::require_initialized("nvshmem_putmem");
  symsync::impl::require_symmetric("nvshmem_putmem", "dest", dest, bytes, 1);
  symsync::impl::put<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_putmem",
      dest,
      source,
      bytes,
      pe);
}

// nvshmem_TYPENAME_put_nbi: Start copying local data into the symmetric heap of
// a PE, without waiting for it. (spec/rma.yaml:88)
// Implementation: symsync::impl::put_nbi in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmem_short_put_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_short_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_short_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int_put_nbi(int *dest, const int *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_int_put_nbi");
  symsync::impl::require_symmetric("nvshmem_int_put_nbi", "dest", dest, nelems);
  symsync::impl::put_nbi<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_long_put_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_long_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_long_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_longlong_put_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ushort_put_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ushort_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint_put_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ulong_put_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ulonglong_put_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int32_put_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int32_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int32_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int64_put_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int64_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int64_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint32_put_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint64_put_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_size_put_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_size_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_size_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ptrdiff_put_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_float_put_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_float_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_float_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_double_put_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_double_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_double_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_char_put_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_char_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_char_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_schar_put_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_schar_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_schar_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uchar_put_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uchar_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uchar_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int8_put_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int8_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int8_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int16_put_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int16_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int16_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint8_put_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint8_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint8_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint16_put_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint16_put_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint16_put_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::put_nbi<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_put_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put8_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put8_nbi");
  symsync::impl::require_symmetric("nvshmem_put8_nbi", "dest", dest, nelems, 1);
  symsync::impl::put_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put8_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put16_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put16_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_put16_nbi",
      "dest",
      dest,
      nelems,
      2);
  symsync::impl::put_nbi<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put16_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put32_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put32_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_put32_nbi",
      "dest",
      dest,
      nelems,
      4);
  symsync::impl::put_nbi<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put32_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put64_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put64_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_put64_nbi",
      "dest",
      dest,
      nelems,
      8);
  symsync::impl::put_nbi<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put64_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_put128_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_put128_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_put128_nbi",
      "dest",
      dest,
      nelems,
      16);
  symsync::impl::put_nbi<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_put128_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_putmem_nbi(void *dest, const void *source, size_t bytes, int pe) {
  symsync::impl::require_initialized("nvshmem_putmem_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_putmem_nbi",
      "dest",
      dest,
      bytes,
      1);
  symsync::impl::put_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_putmem_nbi",
      dest,
      source,
      bytes,
      pe);
}

// nvshmem_TYPENAME_get: Copy data from the symmetric heap of a PE into local
// memory. (spec/rma.yaml:105)
// Implementation: symsync::impl::get in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmem_short_get(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_short_get");
  symsync::impl::require_symmetric(
      "nvshmem_short_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int_get(int *dest, const int *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_int_get");
  symsync::impl::require_symmetric("nvshmem_int_get", "source", source, nelems);
  symsync::impl::get<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_long_get(long *dest, const long *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_long_get");
  symsync::impl::require_symmetric(
      "nvshmem_long_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_longlong_get(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_get");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ushort_get(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_get");
  symsync::impl::require_symmetric(
      "nvshmem_ushort_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint_get(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_get");
  symsync::impl::require_symmetric(
      "nvshmem_uint_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ulong_get(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_get");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ulonglong_get(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_get");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int32_get(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int32_get");
  symsync::impl::require_symmetric(
      "nvshmem_int32_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int64_get(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int64_get");
  symsync::impl::require_symmetric(
      "nvshmem_int64_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint32_get(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_get");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint64_get(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_get");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_size_get(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_size_get");
  symsync::impl::require_symmetric(
      "nvshmem_size_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ptrdiff_get(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_get");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_float_get(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_float_get");
  symsync::impl::require_symmetric(
      "nvshmem_float_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_double_get(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_double_get");
  symsync::impl::require_symmetric(
      "nvshmem_double_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_char_get(char *dest, const char *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_char_get");
  symsync::impl::require_symmetric(
      "nvshmem_char_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_schar_get(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_schar_get");
  symsync::impl::require_symmetric(
      "nvshmem_schar_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uchar_get(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uchar_get");
  symsync::impl::require_symmetric(
      "nvshmem_uchar_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int8_get(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int8_get");
  symsync::impl::require_symmetric(
      "nvshmem_int8_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int16_get(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int16_get");
  symsync::impl::require_symmetric(
      "nvshmem_int16_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint8_get(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint8_get");
  symsync::impl::require_symmetric(
      "nvshmem_uint8_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint16_get(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint16_get");
  symsync::impl::require_symmetric(
      "nvshmem_uint16_get",
      "source",
      source,
      nelems);
  symsync::impl::get<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_get",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get8(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get8");
  symsync::impl::require_symmetric("nvshmem_get8", "source", source, nelems, 1);
  symsync::impl::get<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get8",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get16(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get16");
  symsync::impl::require_symmetric(
      "nvshmem_get16",
      "source",
      source,
      nelems,
      2);
  symsync::impl::get<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get16",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get32(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get32");
  symsync::impl::require_symmetric(
      "nvshmem_get32",
      "source",
      source,
      nelems,
      4);
  symsync::impl::get<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get32",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get64(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get64");
  symsync::impl::require_symmetric(
      "nvshmem_get64",
      "source",
      source,
      nelems,
      8);
  symsync::impl::get<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get64",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get128(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get128");
  symsync::impl::require_symmetric(
      "nvshmem_get128",
      "source",
      source,
      nelems,
      16);
  symsync::impl::get<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get128",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_getmem(void *dest, const void *source, size_t bytes, int pe) {
  symsync::impl::require_initialized("nvshmem_getmem");
  symsync::impl::require_symmetric(
      "nvshmem_getmem",
      "source",
      source,
      bytes,
      1);
  symsync::impl::get<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_getmem",
      dest,
      source,
      bytes,
      pe);
}

// nvshmem_TYPENAME_get_nbi: Start copying data from the symmetric heap of a PE,
// without waiting for it. (spec/rma.yaml:140)
// Implementation: symsync::impl::get_nbi in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmem_short_get_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_short_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_short_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int_get_nbi(int *dest, const int *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_int_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_long_get_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_long_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_long_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_longlong_get_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ushort_get_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ushort_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(unsigned short)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint_get_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(unsigned int)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ulong_get_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(unsigned long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ulonglong_get_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(unsigned long long)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int32_get_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int32_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int32_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(int32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int64_get_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int64_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int64_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(int64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint32_get_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(uint32_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint64_get_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(uint64_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_size_get_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_size_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_size_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(size_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_ptrdiff_get_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(ptrdiff_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_float_get_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_float_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_float_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(float)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_double_get_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_double_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_double_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(double)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_char_get_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_char_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_char_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_schar_get_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_schar_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_schar_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(signed char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uchar_get_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uchar_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uchar_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(unsigned char)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int8_get_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int8_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int8_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(int8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_int16_get_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int16_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int16_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(int16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint8_get_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint8_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint8_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(uint8_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_uint16_get_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint16_get_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint16_get_nbi",
      "source",
      source,
      nelems);
  symsync::impl::get_nbi<sizeof(uint16_t)>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_get_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get8_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get8_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_get8_nbi",
      "source",
      source,
      nelems,
      1);
  symsync::impl::get_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get8_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get16_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get16_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_get16_nbi",
      "source",
      source,
      nelems,
      2);
  symsync::impl::get_nbi<2>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get16_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get32_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get32_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_get32_nbi",
      "source",
      source,
      nelems,
      4);
  symsync::impl::get_nbi<4>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get32_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get64_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get64_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_get64_nbi",
      "source",
      source,
      nelems,
      8);
  symsync::impl::get_nbi<8>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get64_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_get128_nbi(void *dest, const void *source, size_t nelems, int pe) {
  symsync::impl::require_initialized("nvshmem_get128_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_get128_nbi",
      "source",
      source,
      nelems,
      16);
  symsync::impl::get_nbi<16>(
      symsync::impl::ThreadGroup(),
      "nvshmem_get128_nbi",
      dest,
      source,
      nelems,
      pe);
}
void nvshmem_getmem_nbi(void *dest, const void *source, size_t bytes, int pe) {
  symsync::impl::require_initialized("nvshmem_getmem_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_getmem_nbi",
      "source",
      source,
      bytes,
      1);
  symsync::impl::get_nbi<1>(
      symsync::impl::ThreadGroup(),
      "nvshmem_getmem_nbi",
      dest,
      source,
      bytes,
      pe);
}

// nvshmem_TYPENAME_g: Read one element of the symmetric heap of a PE.
// (spec/rma.yaml:156)
// Implementation: symsync::impl::g in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
short nvshmem_short_g(const short *source, int pe) {
  symsync::impl::require_initialized("nvshmem_short_g");
  symsync::impl::require_symmetric("nvshmem_short_g", "source", source, 1);
  return symsync::impl::g<short>("nvshmem_short_g", source, pe);
}
int nvshmem_int_g(const int *source, int pe) {
  symsync::impl::require_initialized("nvshmem_int_g");
  symsync::impl::require_symmetric("nvshmem_int_g", "source", source, 1);
  return symsync::impl::g<int>("nvshmem_int_g", source, pe);
}
long nvshmem_long_g(const long *source, int pe) {
  symsync::impl::require_initialized("nvshmem_long_g");
  symsync::impl::require_symmetric("nvshmem_long_g", "source", source, 1);
  return symsync::impl::g<long>("nvshmem_long_g", source, pe);
}
long long nvshmem_longlong_g(const long long *source, int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_g");
  symsync::impl::require_symmetric("nvshmem_longlong_g", "source", source, 1);
  return symsync::impl::g<long long>("nvshmem_longlong_g", source, pe);
}
unsigned short nvshmem_ushort_g(const unsigned short *source, int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_g");
  symsync::impl::require_symmetric("nvshmem_ushort_g", "source", source, 1);
  return symsync::impl::g<unsigned short>("nvshmem_ushort_g", source, pe);
}
unsigned int nvshmem_uint_g(const unsigned int *source, int pe) {
  symsync::impl::require_initialized("nvshmem_uint_g");
  symsync::impl::require_symmetric("nvshmem_uint_g", "source", source, 1);
  return symsync::impl::g<unsigned int>("nvshmem_uint_g", source, pe);
}
unsigned long nvshmem_ulong_g(const unsigned long *source, int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_g");
  symsync::impl::require_symmetric("nvshmem_ulong_g", "source", source, 1);
  return symsync::impl::g<unsigned long>("nvshmem_ulong_g", source, pe);
}
unsigned long long nvshmem_ulonglong_g(
    const unsigned long long *source,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_g");
  symsync::impl::require_symmetric("nvshmem_ulonglong_g", "source", source, 1);
  return symsync::impl::g<unsigned long long>(
      "nvshmem_ulonglong_g",
      source,
      pe);
}
int32_t nvshmem_int32_g(const int32_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_int32_g");
  symsync::impl::require_symmetric("nvshmem_int32_g", "source", source, 1);
  return symsync::impl::g<int32_t>("nvshmem_int32_g", source, pe);
}
int64_t nvshmem_int64_g(const int64_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_int64_g");
  symsync::impl::require_symmetric("nvshmem_int64_g", "source", source, 1);
  return symsync::impl::g<int64_t>("nvshmem_int64_g", source, pe);
}
uint32_t nvshmem_uint32_g(const uint32_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_g");
  symsync::impl::require_symmetric("nvshmem_uint32_g", "source", source, 1);
  return symsync::impl::g<uint32_t>("nvshmem_uint32_g", source, pe);
}
uint64_t nvshmem_uint64_g(const uint64_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_g");
  symsync::impl::require_symmetric("nvshmem_uint64_g", "source", source, 1);
  return symsync::impl::g<uint64_t>("nvshmem_uint64_g", source, pe);
}
size_t nvshmem_size_g(const size_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_size_g");
  symsync::impl::require_symmetric("nvshmem_size_g", "source", source, 1);
  return symsync::impl::g<size_t>("nvshmem_size_g", source, pe);
}
ptrdiff_t nvshmem_ptrdiff_g(const ptrdiff_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_g");
  symsync::impl::require_symmetric("nvshmem_ptrdiff_g", "source", source, 1);
  return symsync::impl::g<ptrdiff_t>("nvshmem_ptrdiff_g", source, pe);
}
float nvshmem_float_g(const float *source, int pe) {
  symsync::impl::require_initialized("nvshmem_float_g");
  symsync::impl::require_symmetric("nvshmem_float_g", "source", source, 1);
  return symsync::impl::g<float>("nvshmem_float_g", source, pe);
}
double nvshmem_double_g(const double *source, int pe) {
  symsync::impl::require_initialized("nvshmem_double_g");
  symsync::impl::require_symmetric("nvshmem_double_g", "source", source, 1);
  return symsync::impl::g<double>("nvshmem_double_g", source, pe);
}
char nvshmem_char_g(const char *source, int pe) {
  symsync::impl::require_initialized("nvshmem_char_g");
  symsync::impl::require_symmetric("nvshmem_char_g", "source", source, 1);
  return symsync::impl::g<char>("nvshmem_char_g", source, pe);
}
signed char nvshmem_schar_g(const signed char *source, int pe) {
  symsync::impl::require_initialized("nvshmem_schar_g");
  symsync::impl::require_symmetric("nvshmem_schar_g", "source", source, 1);
  return symsync::impl::g<signed char>("nvshmem_schar_g", source, pe);
}
unsigned char nvshmem_uchar_g(const unsigned char *source, int pe) {
  symsync::impl::require_initialized("nvshmem_uchar_g");
  symsync::impl::require_symmetric("nvshmem_uchar_g", "source", source, 1);
  return symsync::impl::g<unsigned char>("nvshmem_uchar_g", source, pe);
}
int8_t nvshmem_int8_g(const int8_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_int8_g");
  symsync::impl::require_symmetric("nvshmem_int8_g", "source", source, 1);
  return symsync::impl::g<int8_t>("nvshmem_int8_g", source, pe);
}
int16_t nvshmem_int16_g(const int16_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_int16_g");
  symsync::impl::require_symmetric("nvshmem_int16_g", "source", source, 1);
  return symsync::impl::g<int16_t>("nvshmem_int16_g", source, pe);
}
uint8_t nvshmem_uint8_g(const uint8_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_uint8_g");
  symsync::impl::require_symmetric("nvshmem_uint8_g", "source", source, 1);
  return symsync::impl::g<uint8_t>("nvshmem_uint8_g", source, pe);
}
uint16_t nvshmem_uint16_g(const uint16_t *source, int pe) {
  symsync::impl::require_initialized("nvshmem_uint16_g");
  symsync::impl::require_symmetric("nvshmem_uint16_g", "source", source, 1);
  return symsync::impl::g<uint16_t>("nvshmem_uint16_g", source, pe);
}

// nvshmem_TYPENAME_put_signal: Copy local data into the symmetric heap of a PE,
// then update a signal object there. (spec/rma.yaml:182)
// Implementation: symsync::impl::put_signal in runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmem_short_put_signal(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_short_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_short_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_short_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int_put_signal(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_int_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_long_put_signal(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_long_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_long_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_long_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_longlong_put_signal(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_longlong_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_ushort_put_signal(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_ushort_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_ushort_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint_put_signal(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_uint_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_ulong_put_signal(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_ulong_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_ulonglong_put_signal(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int32_put_signal(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int32_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_int32_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int32_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int64_put_signal(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int64_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_int64_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int64_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint32_put_signal(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint32_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint64_put_signal(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint64_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_size_put_signal(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_size_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_size_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_size_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_ptrdiff_put_signal(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_float_put_signal(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_float_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_float_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_float_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_double_put_signal(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_double_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_double_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_double_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_char_put_signal(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_char_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_char_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_char_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_schar_put_signal(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_schar_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_schar_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_schar_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uchar_put_signal(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uchar_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_uchar_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uchar_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int8_put_signal(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int8_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_int8_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int8_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int16_put_signal(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int16_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_int16_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int16_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint8_put_signal(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint8_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_uint8_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint8_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint16_put_signal(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint16_put_signal");
  symsync::impl::require_symmetric(
      "nvshmem_uint16_put_signal",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint16_put_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put8_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put8_signal");
  symsync::impl::require_symmetric(
      "nvshmem_put8_signal",
      "dest",
      dest,
      nelems,
      1);
  symsync::impl::require_symmetric(
      "nvshmem_put8_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put16_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put16_signal");
  symsync::impl::require_symmetric(
      "nvshmem_put16_signal",
      "dest",
      dest,
      nelems,
      2);
  symsync::impl::require_symmetric(
      "nvshmem_put16_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put32_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put32_signal");
  symsync::impl::require_symmetric(
      "nvshmem_put32_signal",
      "dest",
      dest,
      nelems,
      4);
  symsync::impl::require_symmetric(
      "nvshmem_put32_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put64_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put64_signal");
  symsync::impl::require_symmetric(
      "nvshmem_put64_signal",
      "dest",
      dest,
      nelems,
      8);
  symsync::impl::require_symmetric(
      "nvshmem_put64_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put128_signal(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put128_signal");
  symsync::impl::require_symmetric(
      "nvshmem_put128_signal",
      "dest",
      dest,
      nelems,
      16);
  symsync::impl::require_symmetric(
      "nvshmem_put128_signal",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_putmem_signal(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_putmem_signal");
  symsync::impl::require_symmetric(
      "nvshmem_putmem_signal",
      "dest",
      dest,
      bytes,
      1);
  symsync::impl::require_symmetric(
      "nvshmem_putmem_signal",
      "sig_addr",
      sig_addr,
      1);
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
// the source to be reusable. (spec/rma.yaml:227)
// Implementation: symsync::impl::put_signal_nbi in
// runtime/include/symsync/rma.h.
// Tests: //tests/runtime:rma_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
void nvshmem_short_put_signal_nbi(
    short *dest,
    const short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_short_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_short_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_short_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int_put_signal_nbi(
    int *dest,
    const int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_long_put_signal_nbi(
    long *dest,
    const long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_long_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_long_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_long_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_longlong_put_signal_nbi(
    long long *dest,
    const long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_longlong_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_longlong_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_longlong_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_ushort_put_signal_nbi(
    unsigned short *dest,
    const unsigned short *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ushort_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ushort_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_ushort_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint_put_signal_nbi(
    unsigned int *dest,
    const unsigned int *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_ulong_put_signal_nbi(
    unsigned long *dest,
    const unsigned long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulong_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ulong_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_ulong_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_ulonglong_put_signal_nbi(
    unsigned long long *dest,
    const unsigned long long *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ulonglong_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_ulonglong_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int32_put_signal_nbi(
    int32_t *dest,
    const int32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int32_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int32_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int32_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int64_put_signal_nbi(
    int64_t *dest,
    const int64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int64_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int64_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int64_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint32_put_signal_nbi(
    uint32_t *dest,
    const uint32_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint32_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint32_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint32_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint64_put_signal_nbi(
    uint64_t *dest,
    const uint64_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint64_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint64_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint64_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_size_put_signal_nbi(
    size_t *dest,
    const size_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_size_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_size_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_size_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_ptrdiff_put_signal_nbi(
    ptrdiff_t *dest,
    const ptrdiff_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_ptrdiff_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_float_put_signal_nbi(
    float *dest,
    const float *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_float_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_float_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_float_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_double_put_signal_nbi(
    double *dest,
    const double *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_double_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_double_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_double_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_char_put_signal_nbi(
    char *dest,
    const char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_char_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_char_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_char_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_schar_put_signal_nbi(
    signed char *dest,
    const signed char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_schar_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_schar_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_schar_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uchar_put_signal_nbi(
    unsigned char *dest,
    const unsigned char *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uchar_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uchar_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uchar_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int8_put_signal_nbi(
    int8_t *dest,
    const int8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int8_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int8_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int8_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_int16_put_signal_nbi(
    int16_t *dest,
    const int16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_int16_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_int16_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_int16_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint8_put_signal_nbi(
    uint8_t *dest,
    const uint8_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint8_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint8_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint8_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_uint16_put_signal_nbi(
    uint16_t *dest,
    const uint16_t *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_uint16_put_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_uint16_put_signal_nbi",
      "dest",
      dest,
      nelems);
  symsync::impl::require_symmetric(
      "nvshmem_uint16_put_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put8_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put8_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_put8_signal_nbi",
      "dest",
      dest,
      nelems,
      1);
  symsync::impl::require_symmetric(
      "nvshmem_put8_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put16_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put16_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_put16_signal_nbi",
      "dest",
      dest,
      nelems,
      2);
  symsync::impl::require_symmetric(
      "nvshmem_put16_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put32_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put32_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_put32_signal_nbi",
      "dest",
      dest,
      nelems,
      4);
  symsync::impl::require_symmetric(
      "nvshmem_put32_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put64_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put64_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_put64_signal_nbi",
      "dest",
      dest,
      nelems,
      8);
  symsync::impl::require_symmetric(
      "nvshmem_put64_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_put128_signal_nbi(
    void *dest,
    const void *source,
    size_t nelems,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_put128_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_put128_signal_nbi",
      "dest",
      dest,
      nelems,
      16);
  symsync::impl::require_symmetric(
      "nvshmem_put128_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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
void nvshmem_putmem_signal_nbi(
    void *dest,
    const void *source,
    size_t bytes,
    uint64_t *sig_addr,
    uint64_t signal,
    int sig_op,
    int pe) {
  symsync::impl::require_initialized("nvshmem_putmem_signal_nbi");
  symsync::impl::require_symmetric(
      "nvshmem_putmem_signal_nbi",
      "dest",
      dest,
      bytes,
      1);
  symsync::impl::require_symmetric(
      "nvshmem_putmem_signal_nbi",
      "sig_addr",
      sig_addr,
      1);
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

// nvshmem_barrier_all: Wait until every PE has reached this call.
// (spec/collectives.yaml:15)
// Implementation: symsync::impl::barrier_all in
// runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:cuda_scaffolding_test.
void nvshmem_barrier_all(void) {
  symsync::impl::require_initialized("nvshmem_barrier_all");
  symsync::impl::barrier_all(
      symsync::impl::ThreadGroup(),
      "nvshmem_barrier_all");
}

// nvshmem_sync_all: Wait until every PE has reached this call, without
// completing updates. (spec/collectives.yaml:44)
// Implementation: symsync::impl::sync_all in runtime/src/lifecycle/memory.cc.
// Tests: //tests/runtime:runtime_test, //tests/runtime:cuda_scaffolding_test.
void nvshmem_sync_all(void) {
  symsync::impl::require_initialized("nvshmem_sync_all");
  symsync::impl::sync_all(symsync::impl::ThreadGroup(), "nvshmem_sync_all");
}

// nvshmem_barrier: Wait until every PE of a team has reached this call.
// (spec/collectives.yaml:64)
// Implementation: symsync::impl::barrier in runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test, //tests/runtime:team_missing_member_test,
// //tests/runtime:missing_member_test, //tests/runtime:cuda_scaffolding_test.
int nvshmem_barrier(nvshmem_team_t team) {
  symsync::impl::require_initialized("nvshmem_barrier");
  return symsync::impl::barrier(
      symsync::impl::ThreadGroup(),
      "nvshmem_barrier",
      team);
}

// nvshmem_team_sync: Wait until every PE of a team has reached this call,
// without completing updates. (spec/collectives.yaml:109)
// Implementation: symsync::impl::team_sync in runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test, //tests/runtime:cuda_scaffolding_test.
int nvshmem_team_sync(nvshmem_team_t team) {
  symsync::impl::require_initialized("nvshmem_team_sync");
  return symsync::impl::team_sync(
      symsync::impl::ThreadGroup(),
      "nvshmem_team_sync",
      team);
}

// nvshmem_sync: Another name for nvshmem_team_sync. (spec/collectives.yaml:137)
// Implementation: symsync::impl::sync in runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test, //tests/runtime:cuda_scaffolding_test.
int nvshmem_sync(nvshmem_team_t team) {
  symsync::impl::require_initialized("nvshmem_sync");
  return symsync::impl::sync("nvshmem_sync", team);
}

// nvshmem_broadcastmem: Copy bytes from one PE of a team to every PE of it.
// (spec/collectives.yaml:155)
// Implementation: symsync::impl::broadcastmem in
// runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test, //tests/runtime:team_missing_member_test,
// //tests/runtime:cuda_scaffolding_test.
int nvshmem_broadcastmem(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_broadcastmem");
  return symsync::impl::broadcastmem(
      symsync::impl::ThreadGroup(),
      "nvshmem_broadcastmem",
      team,
      dest,
      src,
      nelems,
      pe_root);
}

// nvshmem_fcollectmem: Gather the same number of bytes from every PE of a team
// onto every PE of it. (spec/collectives.yaml:218)
// Implementation: symsync::impl::fcollectmem in runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test, //tests/runtime:cuda_scaffolding_test.
int nvshmem_fcollectmem(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_fcollectmem");
  return symsync::impl::fcollectmem(
      symsync::impl::ThreadGroup(),
      "nvshmem_fcollectmem",
      team,
      dest,
      src,
      nelems);
}

// nvshmem_alltoallmem: Send a block of bytes from every PE of a team to every
// PE of it. (spec/collectives.yaml:260)
// Implementation: symsync::impl::alltoallmem in runtime/src/lifecycle/teams.cc.
// Tests: //tests/runtime:team_test, //tests/runtime:cuda_scaffolding_test.
int nvshmem_alltoallmem(
    nvshmem_team_t team,
    void *dest,
    const void *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_alltoallmem");
  return symsync::impl::alltoallmem(
      symsync::impl::ThreadGroup(),
      "nvshmem_alltoallmem",
      team,
      dest,
      src,
      nelems);
}

// nvshmem_TYPENAME_broadcast: Copy elements from one PE of a team to every PE
// of it. (spec/collectives.yaml:302)
// Implementation: symsync::impl::broadcast in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
int nvshmem_short_broadcast(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_short_broadcast");
  return symsync::impl::broadcast<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_int_broadcast(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_int_broadcast");
  return symsync::impl::broadcast<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_long_broadcast(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_long_broadcast");
  return symsync::impl::broadcast<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_longlong_broadcast(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_longlong_broadcast");
  return symsync::impl::broadcast<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_ushort_broadcast(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_ushort_broadcast");
  return symsync::impl::broadcast<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_uint_broadcast(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_uint_broadcast");
  return symsync::impl::broadcast<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_ulong_broadcast(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_ulong_broadcast");
  return symsync::impl::broadcast<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_ulonglong_broadcast(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_ulonglong_broadcast");
  return symsync::impl::broadcast<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_int32_broadcast(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_int32_broadcast");
  return symsync::impl::broadcast<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_int64_broadcast(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_int64_broadcast");
  return symsync::impl::broadcast<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_uint32_broadcast(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_uint32_broadcast");
  return symsync::impl::broadcast<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_uint64_broadcast(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_uint64_broadcast");
  return symsync::impl::broadcast<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_size_broadcast(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_size_broadcast");
  return symsync::impl::broadcast<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_ptrdiff_broadcast(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_broadcast");
  return symsync::impl::broadcast<ptrdiff_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_float_broadcast(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_float_broadcast");
  return symsync::impl::broadcast<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_double_broadcast(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_double_broadcast");
  return symsync::impl::broadcast<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_char_broadcast(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_char_broadcast");
  return symsync::impl::broadcast<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_schar_broadcast(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_schar_broadcast");
  return symsync::impl::broadcast<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_uchar_broadcast(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_uchar_broadcast");
  return symsync::impl::broadcast<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_int8_broadcast(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_int8_broadcast");
  return symsync::impl::broadcast<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_int16_broadcast(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_int16_broadcast");
  return symsync::impl::broadcast<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_uint8_broadcast(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_uint8_broadcast");
  return symsync::impl::broadcast<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}
int nvshmem_uint16_broadcast(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems,
    int pe_root) {
  symsync::impl::require_initialized("nvshmem_uint16_broadcast");
  return symsync::impl::broadcast<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_broadcast",
      team,
      dest,
      src,
      nelems,
      pe_root);
}

// nvshmem_TYPENAME_fcollect: Gather the same number of elements from every PE
// of a team onto every PE of it. (spec/collectives.yaml:344)
// Implementation: symsync::impl::fcollect in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
int nvshmem_short_fcollect(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_short_fcollect");
  return symsync::impl::fcollect<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int_fcollect(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int_fcollect");
  return symsync::impl::fcollect<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_long_fcollect(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_long_fcollect");
  return symsync::impl::fcollect<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_longlong_fcollect(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_longlong_fcollect");
  return symsync::impl::fcollect<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_ushort_fcollect(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_ushort_fcollect");
  return symsync::impl::fcollect<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint_fcollect(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint_fcollect");
  return symsync::impl::fcollect<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_ulong_fcollect(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_ulong_fcollect");
  return symsync::impl::fcollect<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_ulonglong_fcollect(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_ulonglong_fcollect");
  return symsync::impl::fcollect<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int32_fcollect(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int32_fcollect");
  return symsync::impl::fcollect<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int64_fcollect(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int64_fcollect");
  return symsync::impl::fcollect<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint32_fcollect(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint32_fcollect");
  return symsync::impl::fcollect<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint64_fcollect(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint64_fcollect");
  return symsync::impl::fcollect<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_size_fcollect(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_size_fcollect");
  return symsync::impl::fcollect<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_ptrdiff_fcollect(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_fcollect");
  return symsync::impl::fcollect<ptrdiff_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_float_fcollect(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_float_fcollect");
  return symsync::impl::fcollect<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_double_fcollect(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_double_fcollect");
  return symsync::impl::fcollect<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_char_fcollect(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_char_fcollect");
  return symsync::impl::fcollect<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_schar_fcollect(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_schar_fcollect");
  return symsync::impl::fcollect<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uchar_fcollect(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uchar_fcollect");
  return symsync::impl::fcollect<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int8_fcollect(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int8_fcollect");
  return symsync::impl::fcollect<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int16_fcollect(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int16_fcollect");
  return symsync::impl::fcollect<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint8_fcollect(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint8_fcollect");
  return symsync::impl::fcollect<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_fcollect",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint16_fcollect(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint16_fcollect");
  return symsync::impl::fcollect<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_fcollect",
      team,
      dest,
      src,
      nelems);
}

// nvshmem_TYPENAME_alltoall: Send a block of elements from every PE of a team
// to every PE of it. (spec/collectives.yaml:380)
// Implementation: symsync::impl::alltoall in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //generated:rma_<N>byte_host_test,
// //generated:rma_device_test.
int nvshmem_short_alltoall(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_short_alltoall");
  return symsync::impl::alltoall<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int_alltoall(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int_alltoall");
  return symsync::impl::alltoall<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_long_alltoall(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_long_alltoall");
  return symsync::impl::alltoall<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_longlong_alltoall(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_longlong_alltoall");
  return symsync::impl::alltoall<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_ushort_alltoall(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_ushort_alltoall");
  return symsync::impl::alltoall<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint_alltoall(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint_alltoall");
  return symsync::impl::alltoall<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_ulong_alltoall(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_ulong_alltoall");
  return symsync::impl::alltoall<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_ulonglong_alltoall(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_ulonglong_alltoall");
  return symsync::impl::alltoall<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int32_alltoall(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int32_alltoall");
  return symsync::impl::alltoall<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int64_alltoall(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int64_alltoall");
  return symsync::impl::alltoall<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint32_alltoall(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint32_alltoall");
  return symsync::impl::alltoall<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint64_alltoall(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint64_alltoall");
  return symsync::impl::alltoall<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_size_alltoall(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_size_alltoall");
  return symsync::impl::alltoall<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_ptrdiff_alltoall(
    nvshmem_team_t team,
    ptrdiff_t *dest,
    const ptrdiff_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_ptrdiff_alltoall");
  return symsync::impl::alltoall<ptrdiff_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ptrdiff_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_float_alltoall(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_float_alltoall");
  return symsync::impl::alltoall<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_double_alltoall(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_double_alltoall");
  return symsync::impl::alltoall<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_char_alltoall(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_char_alltoall");
  return symsync::impl::alltoall<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_schar_alltoall(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_schar_alltoall");
  return symsync::impl::alltoall<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uchar_alltoall(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uchar_alltoall");
  return symsync::impl::alltoall<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int8_alltoall(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int8_alltoall");
  return symsync::impl::alltoall<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_int16_alltoall(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_int16_alltoall");
  return symsync::impl::alltoall<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint8_alltoall(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint8_alltoall");
  return symsync::impl::alltoall<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_alltoall",
      team,
      dest,
      src,
      nelems);
}
int nvshmem_uint16_alltoall(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nelems) {
  symsync::impl::require_initialized("nvshmem_uint16_alltoall");
  return symsync::impl::alltoall<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_alltoall",
      team,
      dest,
      src,
      nelems);
}

// nvshmem_TYPENAME_and_reduce: Combine the elements of every PE of a team with
// bitwise and, onto every PE of it. (spec/collectives.yaml:418)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_ushort_and_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_and_reduce");
  return symsync::impl::reduce<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_and_reduce",
      [](unsigned short a, unsigned short b) -> unsigned short { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_and_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_and_reduce");
  return symsync::impl::reduce<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_and_reduce",
      [](unsigned int a, unsigned int b) -> unsigned int { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_and_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_and_reduce");
  return symsync::impl::reduce<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_and_reduce",
      [](unsigned long a, unsigned long b) -> unsigned long { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_and_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_and_reduce");
  return symsync::impl::reduce<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_and_reduce",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_and_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_and_reduce");
  return symsync::impl::reduce<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_and_reduce",
      [](int32_t a, int32_t b) -> int32_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_and_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_and_reduce");
  return symsync::impl::reduce<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_and_reduce",
      [](int64_t a, int64_t b) -> int64_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_and_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_and_reduce");
  return symsync::impl::reduce<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_and_reduce",
      [](uint32_t a, uint32_t b) -> uint32_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_and_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_and_reduce");
  return symsync::impl::reduce<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_and_reduce",
      [](uint64_t a, uint64_t b) -> uint64_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_and_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_and_reduce");
  return symsync::impl::reduce<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_and_reduce",
      [](size_t a, size_t b) -> size_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_and_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_and_reduce");
  return symsync::impl::reduce<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_and_reduce",
      [](unsigned char a, unsigned char b) -> unsigned char { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_and_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_and_reduce");
  return symsync::impl::reduce<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_and_reduce",
      [](int8_t a, int8_t b) -> int8_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_and_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_and_reduce");
  return symsync::impl::reduce<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_and_reduce",
      [](int16_t a, int16_t b) -> int16_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_and_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_and_reduce");
  return symsync::impl::reduce<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_and_reduce",
      [](uint8_t a, uint8_t b) -> uint8_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_and_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_and_reduce");
  return symsync::impl::reduce<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_and_reduce",
      [](uint16_t a, uint16_t b) -> uint16_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_or_reduce: Combine the elements of every PE of a team with
// bitwise or, onto every PE of it. (spec/collectives.yaml:482)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_ushort_or_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_or_reduce");
  return symsync::impl::reduce<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_or_reduce",
      [](unsigned short a, unsigned short b) -> unsigned short { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_or_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_or_reduce");
  return symsync::impl::reduce<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_or_reduce",
      [](unsigned int a, unsigned int b) -> unsigned int { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_or_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_or_reduce");
  return symsync::impl::reduce<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_or_reduce",
      [](unsigned long a, unsigned long b) -> unsigned long { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_or_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_or_reduce");
  return symsync::impl::reduce<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_or_reduce",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_or_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_or_reduce");
  return symsync::impl::reduce<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_or_reduce",
      [](int32_t a, int32_t b) -> int32_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_or_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_or_reduce");
  return symsync::impl::reduce<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_or_reduce",
      [](int64_t a, int64_t b) -> int64_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_or_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_or_reduce");
  return symsync::impl::reduce<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_or_reduce",
      [](uint32_t a, uint32_t b) -> uint32_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_or_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_or_reduce");
  return symsync::impl::reduce<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_or_reduce",
      [](uint64_t a, uint64_t b) -> uint64_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_or_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_or_reduce");
  return symsync::impl::reduce<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_or_reduce",
      [](size_t a, size_t b) -> size_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_or_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_or_reduce");
  return symsync::impl::reduce<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_or_reduce",
      [](unsigned char a, unsigned char b) -> unsigned char { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_or_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_or_reduce");
  return symsync::impl::reduce<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_or_reduce",
      [](int8_t a, int8_t b) -> int8_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_or_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_or_reduce");
  return symsync::impl::reduce<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_or_reduce",
      [](int16_t a, int16_t b) -> int16_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_or_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_or_reduce");
  return symsync::impl::reduce<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_or_reduce",
      [](uint8_t a, uint8_t b) -> uint8_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_or_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_or_reduce");
  return symsync::impl::reduce<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_or_reduce",
      [](uint16_t a, uint16_t b) -> uint16_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_xor_reduce: Combine the elements of every PE of a team with
// bitwise exclusive or, onto every PE of it. (spec/collectives.yaml:494)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_ushort_xor_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_xor_reduce");
  return symsync::impl::reduce<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_xor_reduce",
      [](unsigned short a, unsigned short b) -> unsigned short { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_xor_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_xor_reduce");
  return symsync::impl::reduce<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_xor_reduce",
      [](unsigned int a, unsigned int b) -> unsigned int { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_xor_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_xor_reduce");
  return symsync::impl::reduce<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_xor_reduce",
      [](unsigned long a, unsigned long b) -> unsigned long { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_xor_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_xor_reduce");
  return symsync::impl::reduce<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_xor_reduce",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_xor_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_xor_reduce");
  return symsync::impl::reduce<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_xor_reduce",
      [](int32_t a, int32_t b) -> int32_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_xor_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_xor_reduce");
  return symsync::impl::reduce<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_xor_reduce",
      [](int64_t a, int64_t b) -> int64_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_xor_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_xor_reduce");
  return symsync::impl::reduce<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_xor_reduce",
      [](uint32_t a, uint32_t b) -> uint32_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_xor_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_xor_reduce");
  return symsync::impl::reduce<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_xor_reduce",
      [](uint64_t a, uint64_t b) -> uint64_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_xor_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_xor_reduce");
  return symsync::impl::reduce<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_xor_reduce",
      [](size_t a, size_t b) -> size_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_xor_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_xor_reduce");
  return symsync::impl::reduce<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_xor_reduce",
      [](unsigned char a, unsigned char b) -> unsigned char { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_xor_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_xor_reduce");
  return symsync::impl::reduce<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_xor_reduce",
      [](int8_t a, int8_t b) -> int8_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_xor_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_xor_reduce");
  return symsync::impl::reduce<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_xor_reduce",
      [](int16_t a, int16_t b) -> int16_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_xor_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_xor_reduce");
  return symsync::impl::reduce<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_xor_reduce",
      [](uint8_t a, uint8_t b) -> uint8_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_xor_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_xor_reduce");
  return symsync::impl::reduce<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_xor_reduce",
      [](uint16_t a, uint16_t b) -> uint16_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_max_reduce: Find the largest of the elements of every PE of
// a team, onto every PE of it. (spec/collectives.yaml:506)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_short_max_reduce(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_short_max_reduce");
  return symsync::impl::reduce<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_max_reduce",
      [](short a, short b) -> short { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int_max_reduce(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int_max_reduce");
  return symsync::impl::reduce<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_max_reduce",
      [](int a, int b) -> int { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_long_max_reduce(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_long_max_reduce");
  return symsync::impl::reduce<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_max_reduce",
      [](long a, long b) -> long { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_longlong_max_reduce(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_longlong_max_reduce");
  return symsync::impl::reduce<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_max_reduce",
      [](long long a, long long b) -> long long { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ushort_max_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_max_reduce");
  return symsync::impl::reduce<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_max_reduce",
      [](unsigned short a, unsigned short b) -> unsigned short { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_max_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_max_reduce");
  return symsync::impl::reduce<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_max_reduce",
      [](unsigned int a, unsigned int b) -> unsigned int { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_max_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_max_reduce");
  return symsync::impl::reduce<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_max_reduce",
      [](unsigned long a, unsigned long b) -> unsigned long { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_max_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_max_reduce");
  return symsync::impl::reduce<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_max_reduce",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_max_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_max_reduce");
  return symsync::impl::reduce<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_max_reduce",
      [](int32_t a, int32_t b) -> int32_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_max_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_max_reduce");
  return symsync::impl::reduce<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_max_reduce",
      [](int64_t a, int64_t b) -> int64_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_max_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_max_reduce");
  return symsync::impl::reduce<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_max_reduce",
      [](uint32_t a, uint32_t b) -> uint32_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_max_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_max_reduce");
  return symsync::impl::reduce<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_max_reduce",
      [](uint64_t a, uint64_t b) -> uint64_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_max_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_max_reduce");
  return symsync::impl::reduce<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_max_reduce",
      [](size_t a, size_t b) -> size_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_float_max_reduce(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_float_max_reduce");
  return symsync::impl::reduce<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_max_reduce",
      [](float a, float b) -> float { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_double_max_reduce(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_double_max_reduce");
  return symsync::impl::reduce<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_max_reduce",
      [](double a, double b) -> double { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_char_max_reduce(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_char_max_reduce");
  return symsync::impl::reduce<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_max_reduce",
      [](char a, char b) -> char { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_schar_max_reduce(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_schar_max_reduce");
  return symsync::impl::reduce<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_max_reduce",
      [](signed char a, signed char b) -> signed char { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_max_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_max_reduce");
  return symsync::impl::reduce<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_max_reduce",
      [](unsigned char a, unsigned char b) -> unsigned char { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_max_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_max_reduce");
  return symsync::impl::reduce<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_max_reduce",
      [](int8_t a, int8_t b) -> int8_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_max_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_max_reduce");
  return symsync::impl::reduce<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_max_reduce",
      [](int16_t a, int16_t b) -> int16_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_max_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_max_reduce");
  return symsync::impl::reduce<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_max_reduce",
      [](uint8_t a, uint8_t b) -> uint8_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_max_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_max_reduce");
  return symsync::impl::reduce<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_max_reduce",
      [](uint16_t a, uint16_t b) -> uint16_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_min_reduce: Find the smallest of the elements of every PE of
// a team, onto every PE of it. (spec/collectives.yaml:518)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_short_min_reduce(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_short_min_reduce");
  return symsync::impl::reduce<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_min_reduce",
      [](short a, short b) -> short { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int_min_reduce(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int_min_reduce");
  return symsync::impl::reduce<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_min_reduce",
      [](int a, int b) -> int { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_long_min_reduce(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_long_min_reduce");
  return symsync::impl::reduce<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_min_reduce",
      [](long a, long b) -> long { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_longlong_min_reduce(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_longlong_min_reduce");
  return symsync::impl::reduce<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_min_reduce",
      [](long long a, long long b) -> long long { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ushort_min_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_min_reduce");
  return symsync::impl::reduce<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_min_reduce",
      [](unsigned short a, unsigned short b) -> unsigned short { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_min_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_min_reduce");
  return symsync::impl::reduce<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_min_reduce",
      [](unsigned int a, unsigned int b) -> unsigned int { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_min_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_min_reduce");
  return symsync::impl::reduce<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_min_reduce",
      [](unsigned long a, unsigned long b) -> unsigned long { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_min_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_min_reduce");
  return symsync::impl::reduce<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_min_reduce",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_min_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_min_reduce");
  return symsync::impl::reduce<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_min_reduce",
      [](int32_t a, int32_t b) -> int32_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_min_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_min_reduce");
  return symsync::impl::reduce<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_min_reduce",
      [](int64_t a, int64_t b) -> int64_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_min_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_min_reduce");
  return symsync::impl::reduce<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_min_reduce",
      [](uint32_t a, uint32_t b) -> uint32_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_min_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_min_reduce");
  return symsync::impl::reduce<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_min_reduce",
      [](uint64_t a, uint64_t b) -> uint64_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_min_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_min_reduce");
  return symsync::impl::reduce<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_min_reduce",
      [](size_t a, size_t b) -> size_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_float_min_reduce(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_float_min_reduce");
  return symsync::impl::reduce<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_min_reduce",
      [](float a, float b) -> float { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_double_min_reduce(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_double_min_reduce");
  return symsync::impl::reduce<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_min_reduce",
      [](double a, double b) -> double { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_char_min_reduce(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_char_min_reduce");
  return symsync::impl::reduce<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_min_reduce",
      [](char a, char b) -> char { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_schar_min_reduce(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_schar_min_reduce");
  return symsync::impl::reduce<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_min_reduce",
      [](signed char a, signed char b) -> signed char { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_min_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_min_reduce");
  return symsync::impl::reduce<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_min_reduce",
      [](unsigned char a, unsigned char b) -> unsigned char { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_min_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_min_reduce");
  return symsync::impl::reduce<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_min_reduce",
      [](int8_t a, int8_t b) -> int8_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_min_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_min_reduce");
  return symsync::impl::reduce<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_min_reduce",
      [](int16_t a, int16_t b) -> int16_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_min_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_min_reduce");
  return symsync::impl::reduce<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_min_reduce",
      [](uint8_t a, uint8_t b) -> uint8_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_min_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_min_reduce");
  return symsync::impl::reduce<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_min_reduce",
      [](uint16_t a, uint16_t b) -> uint16_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_sum_reduce: Add up the elements of every PE of a team, onto
// every PE of it. (spec/collectives.yaml:530)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test, //tests/runtime:missing_member_test.
int nvshmem_short_sum_reduce(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_short_sum_reduce");
  return symsync::impl::reduce<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_sum_reduce",
      [](short a, short b) -> short { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int_sum_reduce(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int_sum_reduce");
  return symsync::impl::reduce<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_sum_reduce",
      [](int a, int b) -> int { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_long_sum_reduce(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_long_sum_reduce");
  return symsync::impl::reduce<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_sum_reduce",
      [](long a, long b) -> long { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_longlong_sum_reduce(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_longlong_sum_reduce");
  return symsync::impl::reduce<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_sum_reduce",
      [](long long a, long long b) -> long long { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ushort_sum_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_sum_reduce");
  return symsync::impl::reduce<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_sum_reduce",
      [](unsigned short a, unsigned short b) -> unsigned short { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_sum_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_sum_reduce");
  return symsync::impl::reduce<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_sum_reduce",
      [](unsigned int a, unsigned int b) -> unsigned int { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_sum_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_sum_reduce");
  return symsync::impl::reduce<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_sum_reduce",
      [](unsigned long a, unsigned long b) -> unsigned long { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_sum_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_sum_reduce");
  return symsync::impl::reduce<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_sum_reduce",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_sum_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_sum_reduce");
  return symsync::impl::reduce<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_sum_reduce",
      [](int32_t a, int32_t b) -> int32_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_sum_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_sum_reduce");
  return symsync::impl::reduce<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_sum_reduce",
      [](int64_t a, int64_t b) -> int64_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_sum_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_sum_reduce");
  return symsync::impl::reduce<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_sum_reduce",
      [](uint32_t a, uint32_t b) -> uint32_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_sum_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_sum_reduce");
  return symsync::impl::reduce<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_sum_reduce",
      [](uint64_t a, uint64_t b) -> uint64_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_sum_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_sum_reduce");
  return symsync::impl::reduce<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_sum_reduce",
      [](size_t a, size_t b) -> size_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_float_sum_reduce(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_float_sum_reduce");
  return symsync::impl::reduce<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_sum_reduce",
      [](float a, float b) -> float { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_double_sum_reduce(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_double_sum_reduce");
  return symsync::impl::reduce<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_sum_reduce",
      [](double a, double b) -> double { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_char_sum_reduce(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_char_sum_reduce");
  return symsync::impl::reduce<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_sum_reduce",
      [](char a, char b) -> char { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_schar_sum_reduce(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_schar_sum_reduce");
  return symsync::impl::reduce<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_sum_reduce",
      [](signed char a, signed char b) -> signed char { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_sum_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_sum_reduce");
  return symsync::impl::reduce<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_sum_reduce",
      [](unsigned char a, unsigned char b) -> unsigned char { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_sum_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_sum_reduce");
  return symsync::impl::reduce<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_sum_reduce",
      [](int8_t a, int8_t b) -> int8_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_sum_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_sum_reduce");
  return symsync::impl::reduce<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_sum_reduce",
      [](int16_t a, int16_t b) -> int16_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_sum_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_sum_reduce");
  return symsync::impl::reduce<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_sum_reduce",
      [](uint8_t a, uint8_t b) -> uint8_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_sum_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_sum_reduce");
  return symsync::impl::reduce<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_sum_reduce",
      [](uint16_t a, uint16_t b) -> uint16_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_prod_reduce: Multiply the elements of every PE of a team,
// onto every PE of it. (spec/collectives.yaml:542)
// Implementation: symsync::impl::reduce in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_short_prod_reduce(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_short_prod_reduce");
  return symsync::impl::reduce<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_prod_reduce",
      [](short a, short b) -> short { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int_prod_reduce(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int_prod_reduce");
  return symsync::impl::reduce<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_prod_reduce",
      [](int a, int b) -> int { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_long_prod_reduce(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_long_prod_reduce");
  return symsync::impl::reduce<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_prod_reduce",
      [](long a, long b) -> long { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_longlong_prod_reduce(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_longlong_prod_reduce");
  return symsync::impl::reduce<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_prod_reduce",
      [](long long a, long long b) -> long long { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ushort_prod_reduce(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_prod_reduce");
  return symsync::impl::reduce<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_prod_reduce",
      [](unsigned short a, unsigned short b) -> unsigned short { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_prod_reduce(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_prod_reduce");
  return symsync::impl::reduce<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_prod_reduce",
      [](unsigned int a, unsigned int b) -> unsigned int { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_prod_reduce(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_prod_reduce");
  return symsync::impl::reduce<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_prod_reduce",
      [](unsigned long a, unsigned long b) -> unsigned long { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_prod_reduce(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_prod_reduce");
  return symsync::impl::reduce<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_prod_reduce",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_prod_reduce(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_prod_reduce");
  return symsync::impl::reduce<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_prod_reduce",
      [](int32_t a, int32_t b) -> int32_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_prod_reduce(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_prod_reduce");
  return symsync::impl::reduce<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_prod_reduce",
      [](int64_t a, int64_t b) -> int64_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_prod_reduce(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_prod_reduce");
  return symsync::impl::reduce<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_prod_reduce",
      [](uint32_t a, uint32_t b) -> uint32_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_prod_reduce(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_prod_reduce");
  return symsync::impl::reduce<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_prod_reduce",
      [](uint64_t a, uint64_t b) -> uint64_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_prod_reduce(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_prod_reduce");
  return symsync::impl::reduce<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_prod_reduce",
      [](size_t a, size_t b) -> size_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_float_prod_reduce(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_float_prod_reduce");
  return symsync::impl::reduce<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_prod_reduce",
      [](float a, float b) -> float { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_double_prod_reduce(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_double_prod_reduce");
  return symsync::impl::reduce<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_prod_reduce",
      [](double a, double b) -> double { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_char_prod_reduce(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_char_prod_reduce");
  return symsync::impl::reduce<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_prod_reduce",
      [](char a, char b) -> char { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_schar_prod_reduce(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_schar_prod_reduce");
  return symsync::impl::reduce<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_prod_reduce",
      [](signed char a, signed char b) -> signed char { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_prod_reduce(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_prod_reduce");
  return symsync::impl::reduce<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_prod_reduce",
      [](unsigned char a, unsigned char b) -> unsigned char { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_prod_reduce(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_prod_reduce");
  return symsync::impl::reduce<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_prod_reduce",
      [](int8_t a, int8_t b) -> int8_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_prod_reduce(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_prod_reduce");
  return symsync::impl::reduce<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_prod_reduce",
      [](int16_t a, int16_t b) -> int16_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_prod_reduce(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_prod_reduce");
  return symsync::impl::reduce<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_prod_reduce",
      [](uint8_t a, uint8_t b) -> uint8_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_prod_reduce(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_prod_reduce");
  return symsync::impl::reduce<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_prod_reduce",
      [](uint16_t a, uint16_t b) -> uint16_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_and_reducescatter: Combine the blocks of every PE of a team
// with bitwise and, one block onto each PE of it. (spec/collectives.yaml:599)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_ushort_and_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_and_reducescatter");
  return symsync::impl::reducescatter<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_and_reducescatter",
      [](unsigned short a, unsigned short b) -> unsigned short { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_and_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_and_reducescatter");
  return symsync::impl::reducescatter<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_and_reducescatter",
      [](unsigned int a, unsigned int b) -> unsigned int { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_and_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_and_reducescatter");
  return symsync::impl::reducescatter<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_and_reducescatter",
      [](unsigned long a, unsigned long b) -> unsigned long { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_and_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_and_reducescatter");
  return symsync::impl::reducescatter<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_and_reducescatter",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_and_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_and_reducescatter");
  return symsync::impl::reducescatter<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_and_reducescatter",
      [](int32_t a, int32_t b) -> int32_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_and_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_and_reducescatter");
  return symsync::impl::reducescatter<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_and_reducescatter",
      [](int64_t a, int64_t b) -> int64_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_and_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_and_reducescatter");
  return symsync::impl::reducescatter<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_and_reducescatter",
      [](uint32_t a, uint32_t b) -> uint32_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_and_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_and_reducescatter");
  return symsync::impl::reducescatter<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_and_reducescatter",
      [](uint64_t a, uint64_t b) -> uint64_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_and_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_and_reducescatter");
  return symsync::impl::reducescatter<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_and_reducescatter",
      [](size_t a, size_t b) -> size_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_and_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_and_reducescatter");
  return symsync::impl::reducescatter<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_and_reducescatter",
      [](unsigned char a, unsigned char b) -> unsigned char { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_and_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_and_reducescatter");
  return symsync::impl::reducescatter<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_and_reducescatter",
      [](int8_t a, int8_t b) -> int8_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_and_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_and_reducescatter");
  return symsync::impl::reducescatter<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_and_reducescatter",
      [](int16_t a, int16_t b) -> int16_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_and_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_and_reducescatter");
  return symsync::impl::reducescatter<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_and_reducescatter",
      [](uint8_t a, uint8_t b) -> uint8_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_and_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_and_reducescatter");
  return symsync::impl::reducescatter<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_and_reducescatter",
      [](uint16_t a, uint16_t b) -> uint16_t { return a & b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_or_reducescatter: Combine the blocks of every PE of a team
// with bitwise or, one block onto each PE of it. (spec/collectives.yaml:646)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_ushort_or_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_or_reducescatter");
  return symsync::impl::reducescatter<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_or_reducescatter",
      [](unsigned short a, unsigned short b) -> unsigned short { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_or_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_or_reducescatter");
  return symsync::impl::reducescatter<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_or_reducescatter",
      [](unsigned int a, unsigned int b) -> unsigned int { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_or_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_or_reducescatter");
  return symsync::impl::reducescatter<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_or_reducescatter",
      [](unsigned long a, unsigned long b) -> unsigned long { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_or_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_or_reducescatter");
  return symsync::impl::reducescatter<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_or_reducescatter",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_or_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_or_reducescatter");
  return symsync::impl::reducescatter<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_or_reducescatter",
      [](int32_t a, int32_t b) -> int32_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_or_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_or_reducescatter");
  return symsync::impl::reducescatter<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_or_reducescatter",
      [](int64_t a, int64_t b) -> int64_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_or_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_or_reducescatter");
  return symsync::impl::reducescatter<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_or_reducescatter",
      [](uint32_t a, uint32_t b) -> uint32_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_or_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_or_reducescatter");
  return symsync::impl::reducescatter<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_or_reducescatter",
      [](uint64_t a, uint64_t b) -> uint64_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_or_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_or_reducescatter");
  return symsync::impl::reducescatter<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_or_reducescatter",
      [](size_t a, size_t b) -> size_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_or_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_or_reducescatter");
  return symsync::impl::reducescatter<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_or_reducescatter",
      [](unsigned char a, unsigned char b) -> unsigned char { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_or_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_or_reducescatter");
  return symsync::impl::reducescatter<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_or_reducescatter",
      [](int8_t a, int8_t b) -> int8_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_or_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_or_reducescatter");
  return symsync::impl::reducescatter<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_or_reducescatter",
      [](int16_t a, int16_t b) -> int16_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_or_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_or_reducescatter");
  return symsync::impl::reducescatter<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_or_reducescatter",
      [](uint8_t a, uint8_t b) -> uint8_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_or_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_or_reducescatter");
  return symsync::impl::reducescatter<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_or_reducescatter",
      [](uint16_t a, uint16_t b) -> uint16_t { return a | b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_xor_reducescatter: Combine the blocks of every PE of a team
// with bitwise exclusive or, one block onto each PE of it.
// (spec/collectives.yaml:658)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_ushort_xor_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_xor_reducescatter");
  return symsync::impl::reducescatter<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_xor_reducescatter",
      [](unsigned short a, unsigned short b) -> unsigned short { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_xor_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_xor_reducescatter");
  return symsync::impl::reducescatter<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_xor_reducescatter",
      [](unsigned int a, unsigned int b) -> unsigned int { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_xor_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_xor_reducescatter");
  return symsync::impl::reducescatter<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_xor_reducescatter",
      [](unsigned long a, unsigned long b) -> unsigned long { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_xor_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_xor_reducescatter");
  return symsync::impl::reducescatter<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_xor_reducescatter",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_xor_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_xor_reducescatter");
  return symsync::impl::reducescatter<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_xor_reducescatter",
      [](int32_t a, int32_t b) -> int32_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_xor_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_xor_reducescatter");
  return symsync::impl::reducescatter<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_xor_reducescatter",
      [](int64_t a, int64_t b) -> int64_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_xor_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_xor_reducescatter");
  return symsync::impl::reducescatter<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_xor_reducescatter",
      [](uint32_t a, uint32_t b) -> uint32_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_xor_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_xor_reducescatter");
  return symsync::impl::reducescatter<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_xor_reducescatter",
      [](uint64_t a, uint64_t b) -> uint64_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_xor_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_xor_reducescatter");
  return symsync::impl::reducescatter<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_xor_reducescatter",
      [](size_t a, size_t b) -> size_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_xor_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_xor_reducescatter");
  return symsync::impl::reducescatter<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_xor_reducescatter",
      [](unsigned char a, unsigned char b) -> unsigned char { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_xor_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_xor_reducescatter");
  return symsync::impl::reducescatter<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_xor_reducescatter",
      [](int8_t a, int8_t b) -> int8_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_xor_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_xor_reducescatter");
  return symsync::impl::reducescatter<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_xor_reducescatter",
      [](int16_t a, int16_t b) -> int16_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_xor_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_xor_reducescatter");
  return symsync::impl::reducescatter<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_xor_reducescatter",
      [](uint8_t a, uint8_t b) -> uint8_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_xor_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_xor_reducescatter");
  return symsync::impl::reducescatter<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_xor_reducescatter",
      [](uint16_t a, uint16_t b) -> uint16_t { return a ^ b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_max_reducescatter: Find the largest of the blocks of every
// PE of a team, one block onto each PE of it. (spec/collectives.yaml:670)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_short_max_reducescatter(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_short_max_reducescatter");
  return symsync::impl::reducescatter<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_max_reducescatter",
      [](short a, short b) -> short { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int_max_reducescatter(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int_max_reducescatter");
  return symsync::impl::reducescatter<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_max_reducescatter",
      [](int a, int b) -> int { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_long_max_reducescatter(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_long_max_reducescatter");
  return symsync::impl::reducescatter<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_max_reducescatter",
      [](long a, long b) -> long { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_longlong_max_reducescatter(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_longlong_max_reducescatter");
  return symsync::impl::reducescatter<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_max_reducescatter",
      [](long long a, long long b) -> long long { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ushort_max_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_max_reducescatter");
  return symsync::impl::reducescatter<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_max_reducescatter",
      [](unsigned short a, unsigned short b) -> unsigned short { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_max_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_max_reducescatter");
  return symsync::impl::reducescatter<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_max_reducescatter",
      [](unsigned int a, unsigned int b) -> unsigned int { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_max_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_max_reducescatter");
  return symsync::impl::reducescatter<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_max_reducescatter",
      [](unsigned long a, unsigned long b) -> unsigned long { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_max_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_max_reducescatter");
  return symsync::impl::reducescatter<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_max_reducescatter",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_max_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_max_reducescatter");
  return symsync::impl::reducescatter<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_max_reducescatter",
      [](int32_t a, int32_t b) -> int32_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_max_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_max_reducescatter");
  return symsync::impl::reducescatter<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_max_reducescatter",
      [](int64_t a, int64_t b) -> int64_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_max_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_max_reducescatter");
  return symsync::impl::reducescatter<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_max_reducescatter",
      [](uint32_t a, uint32_t b) -> uint32_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_max_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_max_reducescatter");
  return symsync::impl::reducescatter<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_max_reducescatter",
      [](uint64_t a, uint64_t b) -> uint64_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_max_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_max_reducescatter");
  return symsync::impl::reducescatter<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_max_reducescatter",
      [](size_t a, size_t b) -> size_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_float_max_reducescatter(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_float_max_reducescatter");
  return symsync::impl::reducescatter<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_max_reducescatter",
      [](float a, float b) -> float { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_double_max_reducescatter(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_double_max_reducescatter");
  return symsync::impl::reducescatter<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_max_reducescatter",
      [](double a, double b) -> double { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_char_max_reducescatter(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_char_max_reducescatter");
  return symsync::impl::reducescatter<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_max_reducescatter",
      [](char a, char b) -> char { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_schar_max_reducescatter(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_schar_max_reducescatter");
  return symsync::impl::reducescatter<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_max_reducescatter",
      [](signed char a, signed char b) -> signed char { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_max_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_max_reducescatter");
  return symsync::impl::reducescatter<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_max_reducescatter",
      [](unsigned char a, unsigned char b) -> unsigned char { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_max_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_max_reducescatter");
  return symsync::impl::reducescatter<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_max_reducescatter",
      [](int8_t a, int8_t b) -> int8_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_max_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_max_reducescatter");
  return symsync::impl::reducescatter<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_max_reducescatter",
      [](int16_t a, int16_t b) -> int16_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_max_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_max_reducescatter");
  return symsync::impl::reducescatter<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_max_reducescatter",
      [](uint8_t a, uint8_t b) -> uint8_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_max_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_max_reducescatter");
  return symsync::impl::reducescatter<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_max_reducescatter",
      [](uint16_t a, uint16_t b) -> uint16_t { return b > a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_min_reducescatter: Find the smallest of the blocks of every
// PE of a team, one block onto each PE of it. (spec/collectives.yaml:682)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_short_min_reducescatter(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_short_min_reducescatter");
  return symsync::impl::reducescatter<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_min_reducescatter",
      [](short a, short b) -> short { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int_min_reducescatter(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int_min_reducescatter");
  return symsync::impl::reducescatter<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_min_reducescatter",
      [](int a, int b) -> int { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_long_min_reducescatter(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_long_min_reducescatter");
  return symsync::impl::reducescatter<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_min_reducescatter",
      [](long a, long b) -> long { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_longlong_min_reducescatter(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_longlong_min_reducescatter");
  return symsync::impl::reducescatter<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_min_reducescatter",
      [](long long a, long long b) -> long long { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ushort_min_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_min_reducescatter");
  return symsync::impl::reducescatter<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_min_reducescatter",
      [](unsigned short a, unsigned short b) -> unsigned short { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_min_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_min_reducescatter");
  return symsync::impl::reducescatter<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_min_reducescatter",
      [](unsigned int a, unsigned int b) -> unsigned int { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_min_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_min_reducescatter");
  return symsync::impl::reducescatter<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_min_reducescatter",
      [](unsigned long a, unsigned long b) -> unsigned long { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_min_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_min_reducescatter");
  return symsync::impl::reducescatter<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_min_reducescatter",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_min_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_min_reducescatter");
  return symsync::impl::reducescatter<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_min_reducescatter",
      [](int32_t a, int32_t b) -> int32_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_min_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_min_reducescatter");
  return symsync::impl::reducescatter<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_min_reducescatter",
      [](int64_t a, int64_t b) -> int64_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_min_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_min_reducescatter");
  return symsync::impl::reducescatter<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_min_reducescatter",
      [](uint32_t a, uint32_t b) -> uint32_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_min_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_min_reducescatter");
  return symsync::impl::reducescatter<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_min_reducescatter",
      [](uint64_t a, uint64_t b) -> uint64_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_min_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_min_reducescatter");
  return symsync::impl::reducescatter<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_min_reducescatter",
      [](size_t a, size_t b) -> size_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_float_min_reducescatter(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_float_min_reducescatter");
  return symsync::impl::reducescatter<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_min_reducescatter",
      [](float a, float b) -> float { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_double_min_reducescatter(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_double_min_reducescatter");
  return symsync::impl::reducescatter<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_min_reducescatter",
      [](double a, double b) -> double { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_char_min_reducescatter(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_char_min_reducescatter");
  return symsync::impl::reducescatter<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_min_reducescatter",
      [](char a, char b) -> char { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_schar_min_reducescatter(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_schar_min_reducescatter");
  return symsync::impl::reducescatter<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_min_reducescatter",
      [](signed char a, signed char b) -> signed char { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_min_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_min_reducescatter");
  return symsync::impl::reducescatter<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_min_reducescatter",
      [](unsigned char a, unsigned char b) -> unsigned char { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_min_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_min_reducescatter");
  return symsync::impl::reducescatter<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_min_reducescatter",
      [](int8_t a, int8_t b) -> int8_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_min_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_min_reducescatter");
  return symsync::impl::reducescatter<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_min_reducescatter",
      [](int16_t a, int16_t b) -> int16_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_min_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_min_reducescatter");
  return symsync::impl::reducescatter<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_min_reducescatter",
      [](uint8_t a, uint8_t b) -> uint8_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_min_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_min_reducescatter");
  return symsync::impl::reducescatter<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_min_reducescatter",
      [](uint16_t a, uint16_t b) -> uint16_t { return b < a ? b : a; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_sum_reducescatter: Add up the blocks of every PE of a team,
// one block onto each PE of it. (spec/collectives.yaml:694)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_short_sum_reducescatter(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_short_sum_reducescatter");
  return symsync::impl::reducescatter<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_sum_reducescatter",
      [](short a, short b) -> short { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int_sum_reducescatter(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int_sum_reducescatter");
  return symsync::impl::reducescatter<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_sum_reducescatter",
      [](int a, int b) -> int { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_long_sum_reducescatter(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_long_sum_reducescatter");
  return symsync::impl::reducescatter<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_sum_reducescatter",
      [](long a, long b) -> long { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_longlong_sum_reducescatter(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_longlong_sum_reducescatter");
  return symsync::impl::reducescatter<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_sum_reducescatter",
      [](long long a, long long b) -> long long { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ushort_sum_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_sum_reducescatter");
  return symsync::impl::reducescatter<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_sum_reducescatter",
      [](unsigned short a, unsigned short b) -> unsigned short { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_sum_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_sum_reducescatter");
  return symsync::impl::reducescatter<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_sum_reducescatter",
      [](unsigned int a, unsigned int b) -> unsigned int { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_sum_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_sum_reducescatter");
  return symsync::impl::reducescatter<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_sum_reducescatter",
      [](unsigned long a, unsigned long b) -> unsigned long { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_sum_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_sum_reducescatter");
  return symsync::impl::reducescatter<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_sum_reducescatter",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_sum_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_sum_reducescatter");
  return symsync::impl::reducescatter<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_sum_reducescatter",
      [](int32_t a, int32_t b) -> int32_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_sum_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_sum_reducescatter");
  return symsync::impl::reducescatter<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_sum_reducescatter",
      [](int64_t a, int64_t b) -> int64_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_sum_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_sum_reducescatter");
  return symsync::impl::reducescatter<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_sum_reducescatter",
      [](uint32_t a, uint32_t b) -> uint32_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_sum_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_sum_reducescatter");
  return symsync::impl::reducescatter<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_sum_reducescatter",
      [](uint64_t a, uint64_t b) -> uint64_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_sum_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_sum_reducescatter");
  return symsync::impl::reducescatter<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_sum_reducescatter",
      [](size_t a, size_t b) -> size_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_float_sum_reducescatter(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_float_sum_reducescatter");
  return symsync::impl::reducescatter<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_sum_reducescatter",
      [](float a, float b) -> float { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_double_sum_reducescatter(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_double_sum_reducescatter");
  return symsync::impl::reducescatter<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_sum_reducescatter",
      [](double a, double b) -> double { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_char_sum_reducescatter(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_char_sum_reducescatter");
  return symsync::impl::reducescatter<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_sum_reducescatter",
      [](char a, char b) -> char { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_schar_sum_reducescatter(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_schar_sum_reducescatter");
  return symsync::impl::reducescatter<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_sum_reducescatter",
      [](signed char a, signed char b) -> signed char { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_sum_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_sum_reducescatter");
  return symsync::impl::reducescatter<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_sum_reducescatter",
      [](unsigned char a, unsigned char b) -> unsigned char { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_sum_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_sum_reducescatter");
  return symsync::impl::reducescatter<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_sum_reducescatter",
      [](int8_t a, int8_t b) -> int8_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_sum_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_sum_reducescatter");
  return symsync::impl::reducescatter<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_sum_reducescatter",
      [](int16_t a, int16_t b) -> int16_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_sum_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_sum_reducescatter");
  return symsync::impl::reducescatter<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_sum_reducescatter",
      [](uint8_t a, uint8_t b) -> uint8_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_sum_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_sum_reducescatter");
  return symsync::impl::reducescatter<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_sum_reducescatter",
      [](uint16_t a, uint16_t b) -> uint16_t { return a + b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmem_TYPENAME_prod_reducescatter: Multiply the blocks of every PE of a
// team, one block onto each PE of it. (spec/collectives.yaml:706)
// Implementation: symsync::impl::reducescatter in
// runtime/include/symsync/collectives.h.
// Tests: //generated:collectives_host_test,
// //generated:collectives_device_test.
int nvshmem_short_prod_reducescatter(
    nvshmem_team_t team,
    short *dest,
    const short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_short_prod_reducescatter");
  return symsync::impl::reducescatter<short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_short_prod_reducescatter",
      [](short a, short b) -> short { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int_prod_reducescatter(
    nvshmem_team_t team,
    int *dest,
    const int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int_prod_reducescatter");
  return symsync::impl::reducescatter<int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int_prod_reducescatter",
      [](int a, int b) -> int { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_long_prod_reducescatter(
    nvshmem_team_t team,
    long *dest,
    const long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_long_prod_reducescatter");
  return symsync::impl::reducescatter<long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_long_prod_reducescatter",
      [](long a, long b) -> long { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_longlong_prod_reducescatter(
    nvshmem_team_t team,
    long long *dest,
    const long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_longlong_prod_reducescatter");
  return symsync::impl::reducescatter<long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_longlong_prod_reducescatter",
      [](long long a, long long b) -> long long { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ushort_prod_reducescatter(
    nvshmem_team_t team,
    unsigned short *dest,
    const unsigned short *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ushort_prod_reducescatter");
  return symsync::impl::reducescatter<unsigned short>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ushort_prod_reducescatter",
      [](unsigned short a, unsigned short b) -> unsigned short { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint_prod_reducescatter(
    nvshmem_team_t team,
    unsigned int *dest,
    const unsigned int *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint_prod_reducescatter");
  return symsync::impl::reducescatter<unsigned int>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint_prod_reducescatter",
      [](unsigned int a, unsigned int b) -> unsigned int { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulong_prod_reducescatter(
    nvshmem_team_t team,
    unsigned long *dest,
    const unsigned long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulong_prod_reducescatter");
  return symsync::impl::reducescatter<unsigned long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulong_prod_reducescatter",
      [](unsigned long a, unsigned long b) -> unsigned long { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_ulonglong_prod_reducescatter(
    nvshmem_team_t team,
    unsigned long long *dest,
    const unsigned long long *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_ulonglong_prod_reducescatter");
  return symsync::impl::reducescatter<unsigned long long>(
      symsync::impl::ThreadGroup(),
      "nvshmem_ulonglong_prod_reducescatter",
      [](unsigned long long a, unsigned long long b) -> unsigned long long { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int32_prod_reducescatter(
    nvshmem_team_t team,
    int32_t *dest,
    const int32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int32_prod_reducescatter");
  return symsync::impl::reducescatter<int32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int32_prod_reducescatter",
      [](int32_t a, int32_t b) -> int32_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int64_prod_reducescatter(
    nvshmem_team_t team,
    int64_t *dest,
    const int64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int64_prod_reducescatter");
  return symsync::impl::reducescatter<int64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int64_prod_reducescatter",
      [](int64_t a, int64_t b) -> int64_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint32_prod_reducescatter(
    nvshmem_team_t team,
    uint32_t *dest,
    const uint32_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint32_prod_reducescatter");
  return symsync::impl::reducescatter<uint32_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint32_prod_reducescatter",
      [](uint32_t a, uint32_t b) -> uint32_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint64_prod_reducescatter(
    nvshmem_team_t team,
    uint64_t *dest,
    const uint64_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint64_prod_reducescatter");
  return symsync::impl::reducescatter<uint64_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint64_prod_reducescatter",
      [](uint64_t a, uint64_t b) -> uint64_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_size_prod_reducescatter(
    nvshmem_team_t team,
    size_t *dest,
    const size_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_size_prod_reducescatter");
  return symsync::impl::reducescatter<size_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_size_prod_reducescatter",
      [](size_t a, size_t b) -> size_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_float_prod_reducescatter(
    nvshmem_team_t team,
    float *dest,
    const float *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_float_prod_reducescatter");
  return symsync::impl::reducescatter<float>(
      symsync::impl::ThreadGroup(),
      "nvshmem_float_prod_reducescatter",
      [](float a, float b) -> float { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_double_prod_reducescatter(
    nvshmem_team_t team,
    double *dest,
    const double *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_double_prod_reducescatter");
  return symsync::impl::reducescatter<double>(
      symsync::impl::ThreadGroup(),
      "nvshmem_double_prod_reducescatter",
      [](double a, double b) -> double { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_char_prod_reducescatter(
    nvshmem_team_t team,
    char *dest,
    const char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_char_prod_reducescatter");
  return symsync::impl::reducescatter<char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_char_prod_reducescatter",
      [](char a, char b) -> char { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_schar_prod_reducescatter(
    nvshmem_team_t team,
    signed char *dest,
    const signed char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_schar_prod_reducescatter");
  return symsync::impl::reducescatter<signed char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_schar_prod_reducescatter",
      [](signed char a, signed char b) -> signed char { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uchar_prod_reducescatter(
    nvshmem_team_t team,
    unsigned char *dest,
    const unsigned char *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uchar_prod_reducescatter");
  return symsync::impl::reducescatter<unsigned char>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uchar_prod_reducescatter",
      [](unsigned char a, unsigned char b) -> unsigned char { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int8_prod_reducescatter(
    nvshmem_team_t team,
    int8_t *dest,
    const int8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int8_prod_reducescatter");
  return symsync::impl::reducescatter<int8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int8_prod_reducescatter",
      [](int8_t a, int8_t b) -> int8_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_int16_prod_reducescatter(
    nvshmem_team_t team,
    int16_t *dest,
    const int16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_int16_prod_reducescatter");
  return symsync::impl::reducescatter<int16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_int16_prod_reducescatter",
      [](int16_t a, int16_t b) -> int16_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint8_prod_reducescatter(
    nvshmem_team_t team,
    uint8_t *dest,
    const uint8_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint8_prod_reducescatter");
  return symsync::impl::reducescatter<uint8_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint8_prod_reducescatter",
      [](uint8_t a, uint8_t b) -> uint8_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}
int nvshmem_uint16_prod_reducescatter(
    nvshmem_team_t team,
    uint16_t *dest,
    const uint16_t *src,
    size_t nreduce) {
  symsync::impl::require_initialized("nvshmem_uint16_prod_reducescatter");
  return symsync::impl::reducescatter<uint16_t>(
      symsync::impl::ThreadGroup(),
      "nvshmem_uint16_prod_reducescatter",
      [](uint16_t a, uint16_t b) -> uint16_t { return a * b; },
      team,
      dest,
      src,
      nreduce);
}

// nvshmemx_collective_launch: Launch a kernel whose blocks all run at the same
// time. (spec/cuda.yaml:19)
// Implementation: symsync::impl::collective_launch in
// runtime/src/cuda/collective_launch.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.

// nvshmemx_collective_launch_query_gridsize: Tell the largest grid a collective
// launch of a kernel can have. (spec/cuda.yaml:68)
// Implementation: symsync::impl::collective_launch_query_gridsize in
// runtime/src/cuda/collective_launch.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.

// nvshmemx_cumodule_init: Give a module loaded from a cubin the library's
// device state. (spec/cuda.yaml:108)
// Implementation: symsync::impl::cumodule_init in runtime/src/cuda/cumodule.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.

// nvshmemx_cumodule_finalize: Take the library's device state back from a
// module. (spec/cuda.yaml:136)
// Implementation: symsync::impl::cumodule_finalize in
// runtime/src/cuda/cumodule.cu.
// Tests: //tests/runtime:cuda_scaffolding_test.

}  // extern "C"
