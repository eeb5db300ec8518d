/* mlbuf.h - mlbuf's public C API.
 *
 * A small surface in the style of MLIR's C API (mlir-c/IR.h): create a
 * context, parse a module from text, verify it, run a textual pass
 * pipeline, print it, destroy things. Handles are opaque.
 *
 * Ownership: `Create` functions return objects the caller destroys with the
 * matching `Destroy`; a module belongs to its context and must be destroyed
 * before it (or is freed with it). Strings returned by `...ToString` are
 * heap allocated; release them with mlbStringDestroy. Diagnostics print to
 * stderr in mlir-opt's format unless a callback is installed.
 */
#ifndef MLBUF_MLBUF_H
#define MLBUF_MLBUF_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MlbContext MlbContext;
typedef struct MlbOperation MlbOperation;

/* Receives each diagnostic formatted as mlir-opt prints it (location,
 * severity, message, quoted source line and notes), NUL terminated. */
typedef void (*MlbDiagnosticCallback)(const char *formatted, void *user);

/* Printing options for mlbOperationPrintToString (bit flags). */
enum {
  MLB_PRINT_DEFAULT = 0,
  MLB_PRINT_GENERIC = 1u << 0,   /* --mlir-print-op-generic */
  MLB_PRINT_DEBUGINFO = 1u << 1, /* --mlir-print-debuginfo */
};

/* A context with every dialect mlbuf ships registered; NULL when out of
 * memory. */
MlbContext *mlbContextCreate(void);
/* Frees the context and everything it still owns (modules included). */
void mlbContextDestroy(MlbContext *ctx);

/* An allocator, as SQLite's sqlite3_mem_methods: `malloc` and `realloc`
 * return NULL when they cannot allocate (realloc then leaves the block
 * as it was); `user` is passed to each. Blocks need 16-byte alignment. */
typedef struct MlbAllocator {
  void *(*malloc)(void *user, size_t size);
  void *(*realloc)(void *user, void *block, size_t size);
  void (*free)(void *user, void *block);
  void *user;
} MlbAllocator;

/* mlbContextCreate with every allocation of the context (and of calls on
 * it) made through `allocator` (copied; NULL: libc's). When an allocation
 * fails, the call in progress stops and returns its failure value (NULL
 * or false) after reporting "error: out of memory" to the diagnostic
 * callback (or stderr). The context is then out of memory for good: its
 * modules may be half transformed, every later call fails at once,
 * mlbModuleDestroy does nothing, and mlbContextDestroy frees all its
 * memory. */
MlbContext *mlbContextCreateWithAllocator(const MlbAllocator *allocator);
/* True once an allocation of the context has failed. */
bool mlbContextOutOfMemory(const MlbContext *ctx);
void mlbContextSetAllowUnregisteredDialects(MlbContext *ctx, bool allow);
/* Routes diagnostics to `cb` (NULL restores printing to stderr). */
void mlbContextSetDiagnosticCallback(MlbContext *ctx, MlbDiagnosticCallback cb,
                                     void *user);

/* Parses `len` bytes of MLIR text into a builtin.module (top-level ops are
 * wrapped in one as upstream does). `name` is used in locations and
 * diagnostics (NULL = "<string>"); the text is copied. Returns NULL after
 * reporting diagnostics. The module is verified. */
MlbOperation *mlbModuleCreateParse(MlbContext *ctx, const char *text,
                                   size_t len, const char *name);
void mlbModuleDestroy(MlbContext *ctx, MlbOperation *module);

/* Runs the verifier; false after reporting diagnostics. */
bool mlbOperationVerify(MlbContext *ctx, MlbOperation *op);

/* Runs a pipeline in upstream's textual form, e.g.
 * "builtin.module(symbol-dce,strip-debuginfo)", verifying after each
 * pass. False after reporting diagnostics. */
bool mlbRunPassPipeline(MlbContext *ctx, MlbOperation *op,
                        const char *pipeline);

/* The op printed as mlir-opt prints it (flags: MLB_PRINT_*), or NULL.
 * Release with mlbStringDestroy (also after the context is destroyed). */
char *mlbOperationPrintToString(MlbContext *ctx, MlbOperation *op,
                                unsigned flags);
void mlbStringDestroy(char *s);

/* "0.1.0" */
const char *mlbVersion(void);

#ifdef __cplusplus
}
#endif

#endif
