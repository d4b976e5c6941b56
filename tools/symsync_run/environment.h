// The environment symsync-run gives its PEs: its own, with the job's
// variables (symsync/spec_facts.h names them: the unique ID, the PE's rank,
// the number of PEs, and the bootstrap timeout of --timeout).

#ifndef SYMSYNC_TOOLS_SYMSYNC_RUN_ENVIRONMENT_H_
#define SYMSYNC_TOOLS_SYMSYNC_RUN_ENVIRONMENT_H_

#include <string>
#include <vector>

#include "tools/symsync_run/command_line.h"

namespace symsync {
namespace launcher {

// Forgets the job variables of an enclosing job, which are not this
// launcher's (symsync-run run by a PE of another job).
void forget_enclosing_job();

// The environment of PE `rank`: the launcher's, with the job's variables.
std::vector<std::string> pe_environment(const Options& options,
                                        const std::string& unique_id_text,
                                        int rank);

// Pointers to `strings`, then a null one, as execve takes them.
std::vector<char*> pointers_to(std::vector<std::string>& strings);

}  // namespace launcher
}  // namespace symsync

#endif  // SYMSYNC_TOOLS_SYMSYNC_RUN_ENVIRONMENT_H_
