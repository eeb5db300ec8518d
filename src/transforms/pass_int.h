/* pass_int.h - helpers shared by the pass manager's files; not public. */
#ifndef MLB_TRANSFORMS_PASS_INT_H
#define MLB_TRANSFORMS_PASS_INT_H

#include "transforms/pass.h"

/* ==== pass_options.c ==== */
/* Allocates the option values of a new pass instance and applies the
 * defaults. */
MlbPassOptValue *mlb_pass_opts_new(MlbPipeline *pl, const MlbPassDef *def);
/* Parses `name=value name2 ...` (upstream's pass option syntax) into vals.
 * On failure appends upstream-style text to `err` and returns false. */
bool mlb_pass_opts_parse(MlbPipeline *pl, const MlbPassDef *def,
                         MlbPassOptValue *vals, const char *text, size_t n,
                         MlbBuf *err);
/* ` {a=1 b=x}` style text of every option (nothing for option-less
 * passes), as --dump-pass-pipeline prints it. */
void mlb_pass_opts_print(const MlbPassDef *def, const MlbPassOptValue *vals,
                         MlbBuf *out);

/* ==== pass_pipeline.c ==== */
MlbPassEntry *mlb_pm_add_pass(MlbPipeline *pl, MlbPassManager *pm,
                              const MlbPassDef *def, MlbPassOptValue *opts);
MlbPassManager *mlb_pm_add_nested(MlbPipeline *pl, MlbPassManager *pm,
                                  const char *anchor, size_t n);
/* True if a pass anchored on `pass_anchor` may be added to a pipeline
 * anchored on `pm_anchor`. */
bool mlb_pass_anchor_fits(const char *pm_anchor, const char *pass_anchor);

/* ==== pass_manager.c ==== */
/* Before a run of a pass (pass_manager.c, pass_units.c): clears what the
 * last run set and says what this one will be asked. */
void mlb_pass_state_reset(MlbPassState *st, const MlbPassRunConfig *cfg);
/* After a run that ended with `s`: --verify-each verifies op unless the
 * run left it known valid (st->verified). */
MLB_MUST_CHECK MlbStatus mlb_pass_verify_after(MlbContext *ctx, MlbOperation *op,
                                const MlbPassState *st,
                                const MlbPassRunConfig *cfg, MlbStatus s);

/* ==== pass_units.c ==== */
/* Runs the n passes entries[0..n) (all with units) over root's units,
 * verifying after each as --verify-each asks (see pass_units.c): one
 * pass always runs (on the root whole when it does not split); several
 * run function by function, or, when one of them cannot split the root,
 * not at all: *ran false, nothing was done, and the caller runs them one
 * after the other. */
MLB_MUST_CHECK MlbStatus mlb_run_by_units(MlbContext *ctx, MlbOperation *root,
                           MlbPassEntry *const *entries, uint32_t n,
                           const MlbPassRunConfig *cfg, bool *ran);

#endif
