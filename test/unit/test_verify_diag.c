/* test_verify_diag.c - the --verify-diagnostics handler: designator
 * parsing, line binding (@+N, @-N, @above, @below, @unknown), substring and
 * regex matching, and upstream's error texts. */
#include "ir/verify_diag.h"

#include <stdio.h>

#include "unit_check.h"

typedef struct Emit {
  MlbSeverity sev;
  uint32_t line; /* 0 = unknown location */
  const char *msg;
} Emit;

/* Runs a verifier over `src`, emits `n` diagnostics at "t.mlir":line:1,
 * returns the status and leaves the verifier's output in *out. */
static MlbStatus run(const char *src, const Emit *emits, size_t n,
                     bool only_expected, char **out) {
  FILE *f = tmpfile();
  MlbContext *ctx = mlb_context_create();
  MlbDiagVerifier *v =
      mlb_diag_verifier_create("t.mlir", src, strlen(src), only_expected, f);
  mlb_diag_verifier_attach(v, ctx);
  for (size_t i = 0; i < n; i++) {
    MlbAttr *loc = emits[i].line ? mlb_loc_file(ctx, "t.mlir", emits[i].line,
                                                1)
                                 : mlb_loc_unknown(ctx);
    MlbDiagnostic *d = mlb_diag_new(emits[i].sev, loc);
    mlb_buf_puts(&d->message, emits[i].msg);
    mlb_diag_emit(ctx, d);
  }
  MlbStatus st = mlb_diag_verifier_finish(v);
  mlb_diag_verifier_destroy(v);
  mlb_context_destroy(ctx);
  long size = ftell(f);
  rewind(f);
  *out = mlb_calloc(1, (size_t)size + 1);
  size_t got = fread(*out, 1, (size_t)size, f);
  (*out)[got] = '\0';
  fclose(f);
  return st;
}

static void expect(const char *src, const Emit *e, size_t n, MlbStatus want,
                   const char *needle) {
  char *out = NULL;
  MlbStatus st = run(src, e, n, false, &out);
  CHECK(st == want);
  if (needle && !strstr(out, needle)) {
    fprintf(stderr, "missing %s in:\n%s\n", needle, out);
    failures++;
  }
  if (!needle && out[0]) {
    fprintf(stderr, "unexpected output:\n%s\n", out);
    failures++;
  }
  mlb_free(out);
}

static void test_matching(void) {
  const char *src = "op // expected-error {{bad thing}}\n";
  Emit ok[] = {{MLB_SEV_ERROR, 1, "a bad thing happened"}};
  expect(src, ok, 1, MLB_SUCCESS, NULL);
  expect(src, NULL, 0, MLB_FAILURE,
         "t.mlir:1:7: error: expected error \"bad thing\" was not produced\n"
         "op // expected-error {{bad thing}}\n      ^~~~~~~~~\n");
  Emit wrong_line[] = {{MLB_SEV_ERROR, 2, "bad thing"}};
  expect(src, wrong_line, 1, MLB_FAILURE, "unexpected error: bad thing");
  Emit wrong_sev[] = {{MLB_SEV_WARNING, 1, "bad thing"}};
  expect(src, wrong_sev, 1, MLB_FAILURE,
         "t.mlir:1:7: error: 'warning' diagnostic emitted when expecting a "
         "'error'");
}

static void test_line_designators(void) {
  const char *src = "// expected-error @+2 {{plus}}\n"  /* line 1 -> 3 */
                    "// expected-note @below {{below}}\n" /* -> 3 */
                    "x\n"
                    "// expected-remark @above {{above}}\n" /* -> 3 */
                    "// expected-warning@-4{{minus}}\n";    /* 5 -> 1 */
  Emit e[] = {{MLB_SEV_ERROR, 3, "plus"},
              {MLB_SEV_NOTE, 3, "below"},
              {MLB_SEV_REMARK, 3, "above"},
              {MLB_SEV_WARNING, 1, "minus"}};
  expect(src, e, 4, MLB_SUCCESS, NULL);
  const char *unk = "// expected-error @unknown {{nowhere}}\n";
  Emit u[] = {{MLB_SEV_ERROR, 0, "from nowhere"}};
  expect(unk, u, 1, MLB_SUCCESS, NULL);
  expect(unk, NULL, 0, MLB_FAILURE,
         "<unknown>:0: error: expected error \"nowhere\" was not produced");
}

static void test_regex(void) {
  const char *src = "// expected-error-re @+1 {{value {{[0-9]+}} is (odd)}}\n"
                    "x\n";
  Emit ok[] = {{MLB_SEV_ERROR, 2, "the value 41 is (odd)!"}};
  expect(src, ok, 1, MLB_SUCCESS, NULL);
  Emit no[] = {{MLB_SEV_ERROR, 2, "value x is (odd)"}};
  expect(src, no, 1, MLB_FAILURE, "unexpected error: value x is (odd)");
  /* Without -re, braces are literal text. */
  const char *lit = "// expected-error @+1 {{a {{b}} c}}\nx\n";
  Emit l[] = {{MLB_SEV_ERROR, 2, "a {{b}} c"}};
  expect(lit, l, 1, MLB_SUCCESS, NULL);
  const char *bad = "// expected-error-re {{a{{[}}b}}\n";
  expect(bad, NULL, 0, MLB_FAILURE, "error: invalid regex: ");
}

static void test_not_designators(void) {
  /* No closing braces at the end of the line: not a designator. */
  const char *src = "// expected-error {{open\n// expected-errors {{x}}\n";
  expect(src, NULL, 0, MLB_SUCCESS, NULL);
}

static void test_only_expected(void) {
  char *out = NULL;
  Emit e[] = {{MLB_SEV_ERROR, 1, "stray"}};
  CHECK(run("x\n", e, 1, true, &out) == MLB_SUCCESS);
  CHECK(out[0] == '\0');
  mlb_free(out);
}

int main(void) {
  test_matching();
  test_line_designators();
  test_regex();
  test_not_designators();
  test_only_expected();
  if (failures)
    fprintf(stderr, "%d check(s) failed\n", failures);
  return failures != 0;
}
