// The launcher-free start (nvshmemx_get_uniqueid, nvshmemx_set_attr_*,
// nvshmemx_init_attr) and nvshmemx_init_status.

#include <nvshmem.h>
#include <nvshmemx.h>

#include <cstring>

#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/common/errors.h"
#include "runtime/src/common/settings.h"
#include "runtime/src/entry/host_api.h"
#include "runtime/src/lifecycle/state.h"

static_assert(sizeof(((nvshmemx_uniqueid_t*)nullptr)->internal) ==
                  symsync::impl::kUniqueIdBytes,
              "a unique ID's bytes must fill nvshmemx_uniqueid_t::internal");

namespace symsync {
namespace impl {
namespace {

// The `version` a unique ID of this library's layout carries: the one its
// initializer (generated from spec/types.yaml) sets.
constexpr nvshmemx_uniqueid_t kEmptyUniqueId = NVSHMEMX_UNIQUEID_INITIALIZER;
constexpr int kUniqueIdVersion = kEmptyUniqueId.version;

// NVSHMEM's flags that nvshmemx_init_attr accepts here.
constexpr unsigned kSupportedFlags =
    NVSHMEMX_INIT_WITH_UNIQUEID | NVSHMEMX_INIT_WITH_MPI_COMM;

}  // namespace

int get_uniqueid(const char* routine, nvshmemx_uniqueid_t* uniqueid) {
  if (uniqueid == nullptr) {
    warn(routine,
         "uniqueid is NULL; pass the address of an "
         "nvshmemx_uniqueid_t");
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  const UniqueId id = create_unique_id(routine, read_settings(routine));
  uniqueid->version = kUniqueIdVersion;
  std::memcpy(uniqueid->internal, id.bytes, sizeof id.bytes);
  return NVSHMEMX_SUCCESS;
}

int set_attr_uniqueid_args(const char* routine, int myrank, int nranks,
                           const nvshmemx_uniqueid_t* uniqueid,
                           nvshmemx_init_attr_t* attr) {
  if (uniqueid == nullptr || attr == nullptr) {
    warn(routine, "%s is NULL", uniqueid == nullptr ? "uniqueid" : "attr");
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  if (nranks < 1 || myrank < 0 || myrank >= nranks) {
    warn(routine,
         "rank %d of %d PEs is not valid: the PE count must be at least 1 "
         "and the rank in [0, %d)",
         myrank, nranks, nranks);
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  attr->args.uid_args.id = const_cast<nvshmemx_uniqueid_t*>(uniqueid);
  attr->args.uid_args.myrank = myrank;
  attr->args.uid_args.nranks = nranks;
  return NVSHMEMX_SUCCESS;
}

int set_attr_mpi_comm_args(const char* routine, void* mpi_comm,
                           nvshmemx_init_attr_t* attr) {
  if (mpi_comm == nullptr || attr == nullptr) {
    warn(routine, "%s is NULL", mpi_comm == nullptr ? "mpi_comm" : "attr");
    return NVSHMEMX_ERROR_INVALID_VALUE;
  }
  attr->mpi_comm = mpi_comm;
  return NVSHMEMX_SUCCESS;
}

int init_attr(const char* routine, unsigned int flags,
              nvshmemx_init_attr_t* attributes) {
  if ((flags & ~kSupportedFlags) != 0) {
    fatal(routine,
          "flags 0x%x: only NVSHMEMX_INIT_WITH_UNIQUEID (0x%x) and "
          "NVSHMEMX_INIT_WITH_MPI_COMM (0x%x) are supported, alone",
          flags, static_cast<unsigned>(NVSHMEMX_INIT_WITH_UNIQUEID),
          static_cast<unsigned>(NVSHMEMX_INIT_WITH_MPI_COMM));
  }
  if (flags == kSupportedFlags) {
    fatal(routine,
          "NVSHMEMX_INIT_WITH_UNIQUEID and NVSHMEMX_INIT_WITH_MPI_COMM "
          "together: choose one way to find the other PEs");
  }
  if (flags != 0 && attributes == nullptr) {
    fatal(routine, "flags 0x%x need attributes, but attributes is NULL", flags);
  }
  StartRequest request;
  UniqueId id;
  if ((flags & NVSHMEMX_INIT_WITH_UNIQUEID) != 0) {
    const nvshmemx_uniqueid_args_t& args = attributes->args.uid_args;
    if (args.id == nullptr) {
      fatal(routine,
            "NVSHMEMX_INIT_WITH_UNIQUEID, but the attributes carry no unique "
            "ID: call nvshmemx_set_attr_uniqueid_args first");
    }
    if (args.id->version != kUniqueIdVersion) {
      fatal(routine,
            "the unique ID's version is %d, expected %d: make it with "
            "nvshmemx_get_uniqueid (or start from "
            "NVSHMEMX_UNIQUEID_INITIALIZER)",
            args.id->version, kUniqueIdVersion);
    }
    if (args.nranks < 1 || args.myrank < 0 || args.myrank >= args.nranks) {
      fatal(routine, "rank %d of %d PEs is not valid", args.myrank,
            args.nranks);
    }
    std::memcpy(id.bytes, args.id->internal, sizeof id.bytes);
    request.unique_id = &id;
    request.rank = args.myrank;
    request.nranks = args.nranks;
  }
  if ((flags & NVSHMEMX_INIT_WITH_MPI_COMM) != 0) {
    if (attributes->mpi_comm == nullptr) {
      fatal(routine,
            "NVSHMEMX_INIT_WITH_MPI_COMM, but the attributes carry no "
            "communicator: call nvshmemx_set_attr_mpi_comm_args first");
    }
    request.mpi_comm = attributes->mpi_comm;
  }
  start_with(routine, request);
  return 0;
}

int init_status(const char*) {
  return lifecycle() == Lifecycle::kRunning ? NVSHMEM_STATUS_IS_INITIALIZED
                                            : NVSHMEM_STATUS_NOT_INITIALIZED;
}

}  // namespace impl
}  // namespace symsync
