/* semantics_int.h - shared by the op-semantics files (semantics_*.c): the
 * interface tables built from descriptions and the hooks that read them.
 *
 * Region-branch and region-terminator answers depend on the op instance
 * (how many regions it has, which are empty), so those interfaces are
 * hooks. A hook finds its description through the op: the table attached
 * to the op's descriptor embeds the interface struct as its first member,
 * so `op->desc->ifaces[id]` is also the description.
 */
#ifndef MLB_INTERFACES_SEMANTICS_INT_H
#define MLB_INTERFACES_SEMANTICS_INT_H

#include "interfaces/semantics_file.h"

typedef struct MlbSemBranchTable {
  MlbRegionBranchIface base; /* first: hooks cast the attached table back */
  MlbSemBranchKind kind;
  int32_t (*edges)[2];
  uint32_t num_edges;
  bool has_entry;
  MlbSemRange entry;
  uint32_t *inputs_from;
  uint32_t num_inputs_from;
} MlbSemBranchTable;

typedef struct MlbSemTermTable {
  MlbRegionTermIface base; /* first, as above */
  MlbSemRange to_parent, to_region;
} MlbSemTermTable;

/* Sets the hook pointers (and is_loop) of a filled-in table. */
void mlb_sem_branch_init(MlbSemBranchTable *t);
void mlb_sem_term_init(MlbSemTermTable *t);

typedef void (*MlbSemSuccessorHook)(MlbOperation *op, uint32_t succ,
                                    uint32_t *start, uint32_t *count);
/* The desc->successor_operands hook for a mode; NULL for UNDECLARED. */
MlbSemSuccessorHook mlb_sem_successor_hook(MlbSemSuccessorOperands mode);

/* Clamps a range to an op with n operands. */
void mlb_sem_clamp(MlbSemRange r, uint32_t n, uint32_t *start,
                   uint32_t *count);

/* Parses a value reference ("operand0", "all_results", ...); false when the
 * text is not one. */
bool mlb_sem_parse_ref(const char *text, MlbValueRef *out);

#endif
