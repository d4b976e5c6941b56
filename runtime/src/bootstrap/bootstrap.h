// How the PEs of a job find each other and exchange the small amounts of data
// nvshmem_init needs: rank and size, allgather, barrier, abort.

#ifndef SYMSYNC_RUNTIME_BOOTSTRAP_H_
#define SYMSYNC_RUNTIME_BOOTSTRAP_H_

#include <cstddef>
#include <memory>
#include <string>

#include "runtime/src/common/settings.h"

namespace symsync {
namespace impl {

class Bootstrap {
 public:
  virtual ~Bootstrap() = default;
  virtual const char* name() const = 0;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Every PE contributes `bytes` bytes; `all` receives size() * bytes, PE 0's
  // first. Reports failures with fatal(), naming `routine`.
  virtual void allgather(const char* routine, const void* mine, void* all,
                         size_t bytes) = 0;
  virtual void barrier(const char* routine) = 0;
  // `hook(context)` is to run over and over while allgather and barrier wait
  // for the other PEs (the network engine's progress), or never again when
  // `hook` is null. A bootstrap whose waits sleep (the unique ID's, on a
  // socket) ignores it: the engine's progress thread serves it then; one
  // whose waits would spin inside a library (MPI's) calls it instead.
  virtual void set_wait_hook(void (*hook)(void* context), void* context) {
    (void)hook;
    (void)context;
  }
  // Ends every PE of the job with `exit_code`.
  [[noreturn]] virtual void abort(int exit_code) = 0;
};

// One PE: the default when the program is started on its own.
std::unique_ptr<Bootstrap> make_single_bootstrap();

// Open MPI, through the plugin libsymsync_bootstrap_mpi.so, so that programs
// that never run under MPI do not need libmpi to start. `mpi_comm` (an
// MPI_Comm *, from nvshmemx_set_attr_mpi_comm_args) makes the ranks of that
// communicator the PEs; nullptr means MPI_COMM_WORLD.
std::unique_ptr<Bootstrap> load_mpi_bootstrap(const char* routine,
                                              const Settings& settings,
                                              void* mpi_comm = nullptr);

// Which bootstrap the settings and the environment call for, and in
// `*why` (when not null) what decided it.
BootstrapChoice choose_bootstrap(const Settings& settings, const char** why);

// The bootstrap the settings and the environment call for.
std::unique_ptr<Bootstrap> make_bootstrap(const char* routine,
                                          const Settings& settings);

}  // namespace impl
}  // namespace symsync

#endif  // SYMSYNC_RUNTIME_BOOTSTRAP_H_
