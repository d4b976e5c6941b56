// The MPI bootstrap, built as libsymsync_bootstrap_mpi.so and loaded by
// bootstrap_plugin_loader.cc. Only this file links libmpi.

#include <limits.h>
#include <mpi.h>

#include <cstdio>
#include <new>

#include "runtime/src/bootstrap/plugin_abi.h"

namespace {

struct MpiState {
  MPI_Comm comm = MPI_COMM_NULL;
  bool finalize_mpi = false;  // MPI was started by this plugin, not the program
};

MpiState* state_of(symsync_bootstrap_plugin* self) {
  return static_cast<MpiState*>(self->state);
}

int describe(int rc, const char* what, char* error, size_t error_size) {
  char text[MPI_MAX_ERROR_STRING] = "";
  int length = 0;
  MPI_Error_string(rc, text, &length);
  snprintf(error, error_size, "%s: %s (MPI error %d)", what, text, rc);
  return 1;
}

// Completes `request`, testing it and calling the runtime's while_waiting
// between tests.
int complete(symsync_bootstrap_plugin* self, MPI_Request* request) {
  int done = 0;
  for (;;) {
    const int rc = MPI_Test(request, &done, MPI_STATUS_IGNORE);
    if (rc != MPI_SUCCESS || done) return rc;
    self->while_waiting(self->waiting_context);
  }
}

// Where the runtime set no while_waiting (no network transport to drive),
// the blocking collectives: Open MPI's are faster than its non-blocking ones
// (a barrier of 4 PEs on one host: bench/RESULTS.md).
int allgather(symsync_bootstrap_plugin* self, const void* mine, void* all,
              size_t bytes, char* error, size_t error_size) {
  if (bytes > static_cast<size_t>(INT_MAX)) {
    snprintf(error, error_size,
             "allgather of %zu bytes per PE is larger than MPI's int count",
             bytes);
    return 1;
  }
  const int count = static_cast<int>(bytes);
  if (self->while_waiting == nullptr) {
    const int rc = MPI_Allgather(mine, count, MPI_BYTE, all, count, MPI_BYTE,
                                 state_of(self)->comm);
    return rc == MPI_SUCCESS ? 0
                             : describe(rc, "MPI_Allgather", error, error_size);
  }
  MPI_Request request;
  int rc = MPI_Iallgather(mine, count, MPI_BYTE, all, count, MPI_BYTE,
                          state_of(self)->comm, &request);
  if (rc == MPI_SUCCESS) rc = complete(self, &request);
  return rc == MPI_SUCCESS ? 0
                           : describe(rc, "MPI_Iallgather", error, error_size);
}

int barrier(symsync_bootstrap_plugin* self, char* error, size_t error_size) {
  if (self->while_waiting == nullptr) {
    const int rc = MPI_Barrier(state_of(self)->comm);
    return rc == MPI_SUCCESS ? 0
                             : describe(rc, "MPI_Barrier", error, error_size);
  }
  MPI_Request request;
  int rc = MPI_Ibarrier(state_of(self)->comm, &request);
  if (rc == MPI_SUCCESS) rc = complete(self, &request);
  return rc == MPI_SUCCESS ? 0
                           : describe(rc, "MPI_Ibarrier", error, error_size);
}

void abort_job(symsync_bootstrap_plugin* self, int exit_code) {
  MPI_Abort(state_of(self)->comm, exit_code);
}

void finalize(symsync_bootstrap_plugin* self) {
  MpiState* state = state_of(self);
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized) {
    MPI_Comm_free(&state->comm);
    if (state->finalize_mpi) MPI_Finalize();
  }
  delete state;
  self->state = nullptr;
}

}  // namespace

extern "C" __attribute__((visibility("default"))) int
symsync_bootstrap_plugin_init(symsync_bootstrap_plugin* plugin, char* error,
                              size_t error_size) {
  if (plugin->abi_version != SYMSYNC_BOOTSTRAP_PLUGIN_ABI_VERSION) {
    snprintf(error, error_size, "interface version %d requested, plugin has %d",
             plugin->abi_version, SYMSYNC_BOOTSTRAP_PLUGIN_ABI_VERSION);
    return 1;
  }
  auto* state = new (std::nothrow) MpiState;
  if (state == nullptr) {
    snprintf(error, error_size, "out of memory");
    return 1;
  }
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (plugin->mpi_comm != nullptr && !initialized) {
    delete state;
    snprintf(error, error_size,
             "an MPI communicator was given, but MPI is not initialized: call "
             "MPI_Init before nvshmemx_init_attr");
    return 1;
  }
  if (!initialized) {
    int provided = 0;
    const int rc =
        MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided);
    if (rc != MPI_SUCCESS) {
      delete state;
      return describe(rc, "MPI_Init_thread", error, error_size);
    }
    state->finalize_mpi = true;
  }
  MPI_Comm base = plugin->mpi_comm != nullptr
                      ? *static_cast<MPI_Comm*>(plugin->mpi_comm)
                      : MPI_COMM_WORLD;
  int rc = MPI_Comm_dup(base, &state->comm);
  if (rc == MPI_SUCCESS)
    rc = MPI_Comm_set_errhandler(state->comm, MPI_ERRORS_RETURN);
  if (rc == MPI_SUCCESS) rc = MPI_Comm_rank(state->comm, &plugin->rank);
  if (rc == MPI_SUCCESS) rc = MPI_Comm_size(state->comm, &plugin->size);
  if (rc != MPI_SUCCESS) {
    delete state;
    return describe(rc, "setting up the MPI communicator", error, error_size);
  }
  plugin->state = state;
  plugin->allgather = allgather;
  plugin->barrier = barrier;
  plugin->abort = abort_job;
  plugin->finalize = finalize;
  return 0;
}
