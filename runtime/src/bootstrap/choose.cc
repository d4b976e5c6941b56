// make_bootstrap: which bootstrap nvshmem_init uses, from the settings and
// the environment.

#include <memory>

#include "runtime/src/bootstrap/bootstrap.h"
#include "runtime/src/bootstrap/uid.h"
#include "runtime/src/common/errors.h"

namespace symsync {
namespace impl {
namespace {

// The job symsync-run started this process in, through the unique-ID
// bootstrap.
std::unique_ptr<Bootstrap> join_launcher_job(const char* routine,
                                             const Settings& settings) {
  if (!settings.launcher_job) {
    fatal(routine, SYMSYNC_SETTING_BOOTSTRAP
          "=uid, but no unique ID was given: start the "
          "program with symsync-run -n N PROGRAM, which passes one to every "
          "PE (" SYMSYNC_SETTING_UNIQUEID ", " SYMSYNC_SETTING_RANK
          ", " SYMSYNC_SETTING_NRANKS
          "), or call "
          "nvshmemx_init_attr with NVSHMEMX_INIT_WITH_UNIQUEID instead of "
          "nvshmem_init");
  }
  const LauncherJob& job = *settings.launcher_job;
  const std::optional<UniqueId> id = unique_id_from_text(job.unique_id_text);
  if (!id) {
    fatal(routine, SYMSYNC_SETTING_UNIQUEID
          " does not hold a unique ID (hex digits of the "
          "right length, but not the contents of an ID made by symsync-run "
          "or nvshmemx_get_uniqueid)");
  }
  return make_uid_bootstrap(routine, *id, job.rank, job.nranks, settings);
}

}  // namespace

// An explicit NVSHMEM_BOOTSTRAP wins; otherwise symsync-run's job, then an
// MPI launcher's, then one PE alone.
BootstrapChoice choose_bootstrap(const Settings& settings, const char** why) {
  const char* reason = "set in the environment";
  BootstrapChoice choice = BootstrapChoice::kSingle;
  if (settings.bootstrap) {
    choice = *settings.bootstrap;
  } else if (settings.launcher_job) {
    choice = BootstrapChoice::kUid;
    reason = "started by symsync-run";
  } else if (launched_by_mpi_launcher()) {
    choice = BootstrapChoice::kMpi;
    reason = "started by an MPI launcher";
  } else {
    reason = "started by neither symsync-run nor an MPI launcher";
  }
  if (why != nullptr) *why = reason;
  return choice;
}

std::unique_ptr<Bootstrap> make_bootstrap(const char* routine,
                                          const Settings& settings) {
  switch (choose_bootstrap(settings, nullptr)) {
    case BootstrapChoice::kMpi:
      return load_mpi_bootstrap(routine, settings);
    case BootstrapChoice::kUid:
      return join_launcher_job(routine, settings);
    case BootstrapChoice::kSingle:
      break;
  }
  return make_single_bootstrap();
}

}  // namespace impl
}  // namespace symsync
