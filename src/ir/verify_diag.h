/* verify_diag.h - --verify-diagnostics: checking emitted diagnostics
 * against `expected-*` comments in the source, with upstream's semantics.
 *
 *   // expected-error {{substring of the message}}
 *   // expected-warning @+1 {{...}}     @-N, @above, @below, @unknown
 *   // expected-note-re {{text {{regex}} text}}
 *
 * Each expectation must be matched by a diagnostic of that severity on that
 * line (messages are substring matches; -re designators compile the
 * `{{...}}` segments as POSIX extended regexes). Diagnostics nobody expected
 * are errors. Errors are written to the verifier's stream in upstream's
 * words: `unexpected error: ...`, `expected error "..." was not produced`.
 */
#ifndef MLB_SUPPORT_VERIFY_DIAG_H
#define MLB_SUPPORT_VERIFY_DIAG_H

#include <stdio.h>

#include "ir/ir.h"

typedef struct MlbDiagVerifier MlbDiagVerifier;

/* Scans text (the whole input file named `name`, not copied: it must
 * outlive the verifier) for designators. `only_expected` is upstream's
 * --verify-diagnostics=only-expected: unexpected diagnostics are ignored.
 * Messages go to `out` (normally stderr). */
MlbDiagVerifier *mlb_diag_verifier_create(const char *name, const char *text,
                                          size_t len, bool only_expected,
                                          FILE *out);
/* Routes ctx's diagnostics to the verifier and turns off the
 * "see current operation" notes, as upstream does in this mode. Several
 * contexts (one per split chunk) may be attached in turn. */
void mlb_diag_verifier_attach(MlbDiagVerifier *v, MlbContext *ctx);
/* Reports expectations that were not met. MLB_FAILURE if anything did not
 * match (also earlier unexpected diagnostics or bad regexes). */
MLB_MUST_CHECK MlbStatus mlb_diag_verifier_finish(MlbDiagVerifier *v);
void mlb_diag_verifier_destroy(MlbDiagVerifier *v);

#endif
