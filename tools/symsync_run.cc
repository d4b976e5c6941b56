// symsync-run: starts N processes of a program as the PEs of one job on this
// host, without MPI. It creates a unique ID (whose rendezvous server runs in
// this process) and hands it to every PE in SYMSYNC_UNIQUEID, SYMSYNC_RANK
// and SYMSYNC_NRANKS, so that nvshmem_init joins the job through the
// unique-ID bootstrap. It prefixes the PEs' output with "[PE k] ", and ends
// the job when one PE fails or the launcher is interrupted.
//
// Its parts: the command line (symsync_run/command_line.h), the PEs'
// environment (environment.h), forwarding their output (output.h) and
// supervising them (supervision.h); messages in report.h.

#include <symsync/spec_facts.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include "tools/symsync_run/command_line.h"
#include "tools/symsync_run/environment.h"
#include "tools/symsync_run/supervision.h"

int main(int argc, char** argv) {
  namespace launcher = symsync::launcher;
  launcher::forget_enclosing_job();
  const launcher::Options options = launcher::parse_arguments(argc, argv);
  launcher::enter_working_directory();
  const std::string program = launcher::find_program(options.command[0]);
  if (options.timeout)
    setenv(SYMSYNC_SETTING_BOOTSTRAP_TIMEOUT_S, options.timeout->c_str(), 1);
  launcher::Launcher job(options, program);
  const int exit_code = job.run();
  std::fflush(nullptr);
  return exit_code;
}
