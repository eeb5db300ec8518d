/* mlbuf-opt.c - the mlbuf optimizer driver, command-line compatible with
 * upstream's mlir-opt: reads MLIR text, runs passes, prints MLIR text.
 *
 * This file only dispatches; parsing arguments is opt_args.c, processing
 * the input is opt_run.c, and the real work lives in the library.
 */
#include <stdio.h>

#include "opt.h"

int main(int argc, char **argv) {
  OptConfig cfg;
  int rc = opt_parse_args(argc, argv, &cfg);
  if (rc == 0 && cfg.help) {
    opt_print_help(&cfg, stdout);
  } else if (rc == 0 && cfg.version) {
    printf("mlbuf version %s\n  mlir-opt compatible driver (LLVM 22 text "
           "format)\n", MLBUF_VERSION);
  } else if (rc == 0 && cfg.show_dialects) {
    MlbBuf names;
    mlb_buf_init(&names);
    opt_dialect_names(&names, ",");
    printf("Available Dialects: %s\n", mlb_buf_cstr(&names));
    mlb_buf_free(&names);
  } else if (rc == 0) {
    rc = opt_run(&cfg);
  }
  opt_config_free(&cfg);
  return rc;
}
