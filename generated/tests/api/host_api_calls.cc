// generated — do not edit. Made by `python3 -m codegen` from
// spec/collectives.yaml, spec/constants.yaml, spec/memory.yaml,
// spec/p2p_sync.yaml, spec/setup.yaml, spec/types.yaml with
// templates/tests/host_api_calls.cc.j2.
//
// A host-only translation unit: compiled by the host C++ compiler without
// nvcc, it includes both public headers and takes the address of every host
// and stream routine, so linking it checks that each is defined.

#include <gtest/gtest.h>
#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstring>
#include <set>

namespace {

const void *const kHostRoutines[] = {
    reinterpret_cast<const void *>(&nvshmem_init),
    reinterpret_cast<const void *>(&nvshmem_init_thread),
    reinterpret_cast<const void *>(&nvshmem_query_thread),
    reinterpret_cast<const void *>(&nvshmemx_get_uniqueid),
    reinterpret_cast<const void *>(&nvshmemx_set_attr_uniqueid_args),
    reinterpret_cast<const void *>(&nvshmemx_set_attr_mpi_comm_args),
    reinterpret_cast<const void *>(&nvshmemx_init_attr),
    reinterpret_cast<const void *>(&nvshmemx_init_status),
    reinterpret_cast<const void *>(&nvshmem_finalize),
    reinterpret_cast<const void *>(&nvshmem_my_pe),
    reinterpret_cast<const void *>(&nvshmem_n_pes),
    reinterpret_cast<const void *>(&nvshmem_team_my_pe),
    reinterpret_cast<const void *>(&nvshmem_team_n_pes),
    reinterpret_cast<const void *>(&nvshmem_ptr),
    reinterpret_cast<const void *>(&nvshmem_info_get_version),
    reinterpret_cast<const void *>(&nvshmem_info_get_name),
    reinterpret_cast<const void *>(&nvshmem_malloc),
    reinterpret_cast<const void *>(&nvshmem_calloc),
    reinterpret_cast<const void *>(&nvshmem_align),
    reinterpret_cast<const void *>(&nvshmem_free),
    reinterpret_cast<const void *>(&nvshmem_short_wait),
    reinterpret_cast<const void *>(&nvshmem_int_wait),
    reinterpret_cast<const void *>(&nvshmem_long_wait),
    reinterpret_cast<const void *>(&nvshmem_longlong_wait),
    reinterpret_cast<const void *>(&nvshmem_ushort_wait),
    reinterpret_cast<const void *>(&nvshmem_uint_wait),
    reinterpret_cast<const void *>(&nvshmem_ulong_wait),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_wait),
    reinterpret_cast<const void *>(&nvshmem_int32_wait),
    reinterpret_cast<const void *>(&nvshmem_int64_wait),
    reinterpret_cast<const void *>(&nvshmem_uint32_wait),
    reinterpret_cast<const void *>(&nvshmem_uint64_wait),
    reinterpret_cast<const void *>(&nvshmem_size_wait),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_wait),
    reinterpret_cast<const void *>(&nvshmem_short_wait_until),
    reinterpret_cast<const void *>(&nvshmem_int_wait_until),
    reinterpret_cast<const void *>(&nvshmem_long_wait_until),
    reinterpret_cast<const void *>(&nvshmem_longlong_wait_until),
    reinterpret_cast<const void *>(&nvshmem_ushort_wait_until),
    reinterpret_cast<const void *>(&nvshmem_uint_wait_until),
    reinterpret_cast<const void *>(&nvshmem_ulong_wait_until),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_wait_until),
    reinterpret_cast<const void *>(&nvshmem_int32_wait_until),
    reinterpret_cast<const void *>(&nvshmem_int64_wait_until),
    reinterpret_cast<const void *>(&nvshmem_uint32_wait_until),
    reinterpret_cast<const void *>(&nvshmem_uint64_wait_until),
    reinterpret_cast<const void *>(&nvshmem_size_wait_until),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_wait_until),
    reinterpret_cast<const void *>(&nvshmem_short_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_int_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_long_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_longlong_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_ushort_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_uint_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_ulong_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_int32_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_int64_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_uint32_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_uint64_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_size_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_wait_until_all),
    reinterpret_cast<const void *>(&nvshmem_short_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_int_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_long_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_longlong_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_ushort_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_uint_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_ulong_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_int32_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_int64_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_uint32_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_uint64_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_size_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_wait_until_any),
    reinterpret_cast<const void *>(&nvshmem_short_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_int_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_long_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_longlong_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_ushort_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_uint_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_ulong_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_int32_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_int64_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_uint32_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_uint64_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_size_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_wait_until_some),
    reinterpret_cast<const void *>(&nvshmem_short_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_int_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_long_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_longlong_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_ushort_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_uint_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_ulong_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_int32_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_int64_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_uint32_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_uint64_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_size_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_wait_until_all_vector),
    reinterpret_cast<const void *>(&nvshmem_short_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_int_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_long_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_longlong_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_ushort_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_uint_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_ulong_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_int32_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_int64_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_uint32_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_uint64_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_size_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_wait_until_any_vector),
    reinterpret_cast<const void *>(&nvshmem_short_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_int_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_long_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_longlong_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_ushort_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_uint_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_ulong_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_int32_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_int64_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_uint32_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_uint64_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_size_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_wait_until_some_vector),
    reinterpret_cast<const void *>(&nvshmem_short_test),
    reinterpret_cast<const void *>(&nvshmem_int_test),
    reinterpret_cast<const void *>(&nvshmem_long_test),
    reinterpret_cast<const void *>(&nvshmem_longlong_test),
    reinterpret_cast<const void *>(&nvshmem_ushort_test),
    reinterpret_cast<const void *>(&nvshmem_uint_test),
    reinterpret_cast<const void *>(&nvshmem_ulong_test),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_test),
    reinterpret_cast<const void *>(&nvshmem_int32_test),
    reinterpret_cast<const void *>(&nvshmem_int64_test),
    reinterpret_cast<const void *>(&nvshmem_uint32_test),
    reinterpret_cast<const void *>(&nvshmem_uint64_test),
    reinterpret_cast<const void *>(&nvshmem_size_test),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_test),
    reinterpret_cast<const void *>(&nvshmem_short_test_all),
    reinterpret_cast<const void *>(&nvshmem_int_test_all),
    reinterpret_cast<const void *>(&nvshmem_long_test_all),
    reinterpret_cast<const void *>(&nvshmem_longlong_test_all),
    reinterpret_cast<const void *>(&nvshmem_ushort_test_all),
    reinterpret_cast<const void *>(&nvshmem_uint_test_all),
    reinterpret_cast<const void *>(&nvshmem_ulong_test_all),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_test_all),
    reinterpret_cast<const void *>(&nvshmem_int32_test_all),
    reinterpret_cast<const void *>(&nvshmem_int64_test_all),
    reinterpret_cast<const void *>(&nvshmem_uint32_test_all),
    reinterpret_cast<const void *>(&nvshmem_uint64_test_all),
    reinterpret_cast<const void *>(&nvshmem_size_test_all),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_test_all),
    reinterpret_cast<const void *>(&nvshmem_short_test_any),
    reinterpret_cast<const void *>(&nvshmem_int_test_any),
    reinterpret_cast<const void *>(&nvshmem_long_test_any),
    reinterpret_cast<const void *>(&nvshmem_longlong_test_any),
    reinterpret_cast<const void *>(&nvshmem_ushort_test_any),
    reinterpret_cast<const void *>(&nvshmem_uint_test_any),
    reinterpret_cast<const void *>(&nvshmem_ulong_test_any),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_test_any),
    reinterpret_cast<const void *>(&nvshmem_int32_test_any),
    reinterpret_cast<const void *>(&nvshmem_int64_test_any),
    reinterpret_cast<const void *>(&nvshmem_uint32_test_any),
    reinterpret_cast<const void *>(&nvshmem_uint64_test_any),
    reinterpret_cast<const void *>(&nvshmem_size_test_any),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_test_any),
    reinterpret_cast<const void *>(&nvshmem_short_test_some),
    reinterpret_cast<const void *>(&nvshmem_int_test_some),
    reinterpret_cast<const void *>(&nvshmem_long_test_some),
    reinterpret_cast<const void *>(&nvshmem_longlong_test_some),
    reinterpret_cast<const void *>(&nvshmem_ushort_test_some),
    reinterpret_cast<const void *>(&nvshmem_uint_test_some),
    reinterpret_cast<const void *>(&nvshmem_ulong_test_some),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_test_some),
    reinterpret_cast<const void *>(&nvshmem_int32_test_some),
    reinterpret_cast<const void *>(&nvshmem_int64_test_some),
    reinterpret_cast<const void *>(&nvshmem_uint32_test_some),
    reinterpret_cast<const void *>(&nvshmem_uint64_test_some),
    reinterpret_cast<const void *>(&nvshmem_size_test_some),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_test_some),
    reinterpret_cast<const void *>(&nvshmem_short_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_int_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_long_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_longlong_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_ushort_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_uint_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_ulong_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_int32_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_int64_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_uint32_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_uint64_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_size_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_test_all_vector),
    reinterpret_cast<const void *>(&nvshmem_short_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_int_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_long_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_longlong_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_ushort_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_uint_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_ulong_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_int32_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_int64_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_uint32_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_uint64_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_size_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_test_any_vector),
    reinterpret_cast<const void *>(&nvshmem_short_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_int_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_long_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_longlong_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_ushort_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_uint_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_ulong_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_ulonglong_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_int32_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_int64_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_uint32_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_uint64_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_size_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_ptrdiff_test_some_vector),
    reinterpret_cast<const void *>(&nvshmem_signal_wait_until),
    reinterpret_cast<const void *>(&nvshmem_barrier_all),
};

const void *const kStreamRoutines[] = {
    reinterpret_cast<const void *>(&nvshmemx_short_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_long_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_longlong_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ushort_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulong_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulonglong_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int32_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int64_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint32_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint64_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_size_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ptrdiff_wait_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_short_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_long_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_longlong_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ushort_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulong_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulonglong_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int32_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int64_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint32_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint64_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_size_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ptrdiff_wait_until_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_short_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_long_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_longlong_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ushort_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulong_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulonglong_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int32_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int64_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint32_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint64_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_size_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ptrdiff_wait_until_all_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_short_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_long_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_longlong_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ushort_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulong_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulonglong_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int32_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int64_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint32_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint64_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_size_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ptrdiff_wait_until_any_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_short_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_long_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_longlong_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ushort_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulong_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulonglong_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int32_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int64_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint32_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint64_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_size_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ptrdiff_wait_until_some_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_short_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_long_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_longlong_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ushort_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulong_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulonglong_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int32_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int64_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint32_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint64_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_size_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ptrdiff_wait_until_all_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_short_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_long_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_longlong_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ushort_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulong_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulonglong_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int32_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int64_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint32_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint64_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_size_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ptrdiff_wait_until_any_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_short_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_long_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_longlong_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ushort_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulong_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ulonglong_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int32_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_int64_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint32_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_uint64_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_size_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_ptrdiff_wait_until_some_vector_on_stream),
    reinterpret_cast<const void *>(&nvshmemx_signal_wait_until_on_stream),
};

TEST(HostApi, EveryRoutineIsItsOwnFunction) {
  std::set<const void *> distinct(std::begin(kHostRoutines),
                                  std::end(kHostRoutines));
  distinct.insert(std::begin(kStreamRoutines), std::end(kStreamRoutines));
  EXPECT_EQ(distinct.size(),
            std::size(kHostRoutines) + std::size(kStreamRoutines));
}

TEST(HostApi, VersionAndNameMatchTheConstantsBeforeInit) {
  int major = -1;
  int minor = -1;
  nvshmem_info_get_version(&major, &minor);
  EXPECT_EQ(major, NVSHMEM_MAJOR_VERSION);
  EXPECT_EQ(minor, NVSHMEM_MINOR_VERSION);
  char name[NVSHMEM_MAX_NAME_LEN];
  std::memset(name, 'x', sizeof name);
  nvshmem_info_get_name(name);
  EXPECT_STREQ(name, NVSHMEM_VENDOR_STRING);
}

TEST(HostApi, StatusBeforeInitIsNotInitialized) {
  EXPECT_EQ(nvshmemx_init_status(), NVSHMEM_STATUS_NOT_INITIALIZED);
}

// NVSHMEMX_UNIQUEID_INITIALIZER: the version, then each value it gives.
TEST(Initializers, NvshmemxUniqueidInitializer) {
  nvshmemx_uniqueid_t value = NVSHMEMX_UNIQUEID_INITIALIZER;
  EXPECT_EQ(
      value.version,
      (1 << 16) + static_cast<int>(sizeof(nvshmemx_uniqueid_t)));
  EXPECT_EQ(value.internal[0], 0);
}

// NVSHMEMX_UNIQUEID_ARGS_INITIALIZER: the version, then each value it gives.
TEST(Initializers, NvshmemxUniqueidArgsInitializer) {
  nvshmemx_uniqueid_args_t value = NVSHMEMX_UNIQUEID_ARGS_INITIALIZER;
  EXPECT_EQ(
      value.version,
      (1 << 16) + static_cast<int>(sizeof(nvshmemx_uniqueid_args_t)));
  EXPECT_EQ(value.id, nullptr);
  EXPECT_EQ(value.myrank, -1);
  EXPECT_EQ(value.nranks, -1);
}

// NVSHMEMX_INIT_ARGS_INITIALIZER: the version, then each value it gives.
TEST(Initializers, NvshmemxInitArgsInitializer) {
  nvshmemx_init_args_t value = NVSHMEMX_INIT_ARGS_INITIALIZER;
  EXPECT_EQ(
      value.version,
      (2 << 16) + static_cast<int>(sizeof(nvshmemx_init_args_t)));
  EXPECT_EQ(
      value.uid_args.version,
      (1 << 16) + static_cast<int>(sizeof(nvshmemx_uniqueid_args_t)));
  EXPECT_EQ(value.cuda_device_id, -1);
  EXPECT_EQ(value.content[0], 0);
}

// NVSHMEMX_INIT_ARGS_V2_INITIALIZER: the version, then each value it gives.
TEST(Initializers, NvshmemxInitArgsV2Initializer) {
  nvshmemx_init_args_t value = NVSHMEMX_INIT_ARGS_V2_INITIALIZER;
  EXPECT_EQ(
      value.version,
      (2 << 16) + static_cast<int>(sizeof(nvshmemx_init_args_t)));
  EXPECT_EQ(
      value.uid_args.version,
      (1 << 16) + static_cast<int>(sizeof(nvshmemx_uniqueid_args_t)));
  EXPECT_EQ(value.cuda_device_id, -1);
  EXPECT_EQ(value.content[0], 0);
}

// NVSHMEMX_INIT_ATTR_INITIALIZER: the version, then each value it gives.
TEST(Initializers, NvshmemxInitAttrInitializer) {
  nvshmemx_init_attr_t value = NVSHMEMX_INIT_ATTR_INITIALIZER;
  EXPECT_EQ(
      value.version,
      (2 << 16) + static_cast<int>(sizeof(nvshmemx_init_attr_t)));
  EXPECT_EQ(value.mpi_comm, nullptr);
  EXPECT_EQ(
      value.args.version,
      (2 << 16) + static_cast<int>(sizeof(nvshmemx_init_args_t)));
}

}  // namespace
