/* The C interface between the runtime and a bootstrap plugin loaded with
 * dlopen. A plugin exports SYMSYNC_BOOTSTRAP_PLUGIN_ENTRY, which fills a
 * symsync_bootstrap_plugin. Functions return 0 on success; on failure they
 * return nonzero and write a message into `error`. */

#ifndef SYMSYNC_RUNTIME_BOOTSTRAP_PLUGIN_ABI_H_
#define SYMSYNC_RUNTIME_BOOTSTRAP_PLUGIN_ABI_H_

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define SYMSYNC_BOOTSTRAP_PLUGIN_ABI_VERSION 3
#define SYMSYNC_BOOTSTRAP_PLUGIN_ENTRY "symsync_bootstrap_plugin_init"

struct symsync_bootstrap_plugin {
  int abi_version;
  /* In: the communicator whose ranks are the PEs (an MPI_Comm *, which the
   * plugin duplicates), or NULL for MPI_COMM_WORLD. */
  void *mpi_comm;
  int rank;
  int size;
  void *state;
  int (*allgather)(struct symsync_bootstrap_plugin *self, const void *mine,
                   void *all, size_t bytes, char *error, size_t error_size);
  int (*barrier)(struct symsync_bootstrap_plugin *self, char *error,
                 size_t error_size);
  void (*abort)(struct symsync_bootstrap_plugin *self, int exit_code);
  void (*finalize)(struct symsync_bootstrap_plugin *self);
  /* In, and may change after init: when not NULL, allgather and barrier
   * call it (with `waiting_context`) over and over while they wait for the
   * other ranks, instead of blocking inside MPI; the runtime drives its
   * network engine with it. */
  void (*while_waiting)(void *waiting_context);
  void *waiting_context;
};

typedef int (*symsync_bootstrap_plugin_init_fn)(
    struct symsync_bootstrap_plugin *plugin, char *error, size_t error_size);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SYMSYNC_RUNTIME_BOOTSTRAP_PLUGIN_ABI_H_ */
