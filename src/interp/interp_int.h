/* interp_int.h - the interpreter's internal model, shared by the lowering
 * (lower.c), the executor (exec.c) and the per-dialect handler files
 * (handlers_<dialect>.c).
 *
 * Lowered code: every SSA value of a function (including values in nested
 * regions) owns a frame slot (MlbISlot, 8 bytes). Scalar types are stored
 * in the slot; memrefs point to a descriptor that the frame owns, so
 * copying a memref value copies its descriptor; tensors point to an
 * immutable MlbITensor. Each op becomes an MlbIns: its exec function (bound
 * once, from the op's MLB_IFACE_INTERP table), operand and result slot
 * numbers, immediates decoded from attributes, and its lowered regions.
 *
 * Integer representation: an iN value is kept sign-extended to 64 bits
 * (canonical form), i1 true is -1. Handlers of narrow types re-extend
 * results with mlb_sext(); unsigned comparisons work directly on canonical
 * values because sign extension preserves unsigned order.
 *
 * Control: exec functions return MLB_X_NEXT to fall through, MLB_X_JUMP
 * after setting ex->next_block (cf branches), MLB_X_EXIT from region
 * terminators (the parent reads the terminator's operands), MLB_X_ERROR
 * after a diagnostic.
 */
#ifndef MLB_INTERP_INTERP_INT_H
#define MLB_INTERP_INTERP_INT_H

#include "interfaces/interfaces.h"
#include "interp/heap.h"
#include "interp/interp.h"

/* ==== Values ==== */
typedef struct MlbIMemref MlbIMemref;
typedef struct MlbITensor MlbITensor;

typedef union MlbISlot {
  int64_t i;
  double d;
  float f;
  MlbIMemref *m;
  MlbITensor *t;
  void *p; /* function values (func.constant): an MlbLFunc */
} MlbISlot;

/* A memref descriptor, as upstream's: buffer, aligned-pointer shift,
 * offset, sizes, strides. `cap` is the room in sizes/strides: the static
 * rank for ranked slots; unranked slots grow on assignment (heap_dims). */
struct MlbIMemref {
  MlbHeapRef ref;
  int64_t base;   /* bytes from the block start to the aligned pointer */
  int64_t offset; /* in elements */
  uint32_t rank, cap;
  bool heap_dims;
  /* The base buffer of memref.extract_strided_metadata: like upstream's
   * descriptor it keeps the allocated pointer, so freeing it frees the
   * allocation even when its aligned pointer is shifted (memref.view). */
  bool alloc_base;
  int64_t *sizes, *strides;
};

/* Immutable tensor value: dense row-major data. Tensors live outside the
 * checked heap (they are values, never freed by the program): every
 * tensor of a run is on ex->tensors and the unreachable ones are reclaimed
 * by mlb_itensor_collect (tensors.c). A handler may write into a tensor
 * only while it is the sole holder of it (it just created it). */
struct MlbITensor {
  uint32_t rank, esize;
  int64_t *shape;
  unsigned char *data;
  uint64_t bytes;
  MlbITensor *next; /* all tensors of a run, freed at the end */
  bool marked;      /* reached by the current collection */
  bool permanent;   /* dense constants: shared by every execution */
};

/* Element storage kinds (memory layout of memref/tensor elements). Narrow
 * odd integer widths use the next container and stay canonical. */
typedef enum MlbElemKind {
  MLB_EK_I1,
  MLB_EK_I8,
  MLB_EK_I16,
  MLB_EK_I32,
  MLB_EK_I64, /* also index */
  MLB_EK_F16,
  MLB_EK_BF16,
  MLB_EK_F32,
  MLB_EK_F64,
  MLB_EK_NONE, /* not a supported element type */
} MlbElemKind;

MlbElemKind mlb_ielem_kind(const MlbType *t);
uint32_t mlb_ielem_size(MlbElemKind k);
/* Loads/stores one element between memory and a slot. */
MlbISlot mlb_ielem_load(MlbElemKind k, const unsigned char *p);
void mlb_ielem_store(MlbElemKind k, unsigned char *p, MlbISlot v);

static inline int64_t mlb_sext(int64_t v, uint32_t width) {
  if (width >= 64)
    return v;
  uint32_t sh = 64 - width;
  return (int64_t)((uint64_t)v << sh) >> sh;
}
static inline uint64_t mlb_zext(int64_t v, uint32_t width) {
  return width >= 64 ? (uint64_t)v : (uint64_t)v & ((1ull << width) - 1);
}
#define MLB_IBOOL(c) ((c) ? (int64_t)-1 : (int64_t)0)

/* f16/bf16 values are kept as floats holding an exactly representable
 * value; these convert (round to nearest even) and round. */
uint16_t mlb_f16_from_float(float v);
float mlb_f16_to_float(uint16_t h);
uint16_t mlb_bf16_from_float(float v);
float mlb_bf16_to_float(uint16_t h);
static inline float mlb_round_half(float v, bool bf16) {
  return bf16 ? mlb_bf16_to_float(mlb_bf16_from_float(v))
              : mlb_f16_to_float(mlb_f16_from_float(v));
}

/* ==== Lowered code ==== */
typedef struct MlbIns MlbIns;
typedef struct MlbExec MlbExec;
typedef struct MlbLFunc MlbLFunc;
typedef int (*MlbExecFn)(MlbExec *ex, MlbISlot *fr, const MlbIns *ins);

enum { MLB_X_NEXT, MLB_X_JUMP, MLB_X_EXIT, MLB_X_ERROR };

typedef struct MlbLBlock {
  MlbIns *ins; /* ends with a terminator (non-NEXT) instruction */
  uint32_t nins, nargs;
  uint32_t *args; /* block argument slots */
} MlbLBlock;

typedef struct MlbLRegion {
  MlbLBlock *blocks;
  uint32_t nblocks;
} MlbLRegion;

/* Parallel copy of slots (branch operands to block arguments, yields to
 * loop-carried values). When a destination is also a source, values go
 * through temporaries first. */
typedef struct MlbIMoves {
  uint32_t n;
  uint32_t *src, *dst, *tmp; /* tmp NULL when no overlap */
  uint8_t *memref;
} MlbIMoves;

#define MLB_INS_INLINE 6
struct MlbIns {
  MlbExecFn fn;
  const uint32_t *opnd, *res;
  uint32_t nopnd, nres;
  int64_t imm;                           /* decoded integer immediate */
  union { int64_t i; double d; float f; } k; /* second immediate */
  void *aux;                             /* handler data (arena) */
  MlbLRegion *regions;
  uint32_t nregions;
  uint32_t width; /* bit width of the op's main integer type */
  MlbOperation *op; /* for locations in reports */
  uint32_t inl[MLB_INS_INLINE];
};

/* Runner utilities called through func.call (runtime.c). */
typedef int (*MlbRuntimeFn)(MlbExec *ex, MlbISlot *fr, const MlbIns *call);

struct MlbLFunc {
  MlbOperation *op;
  const char *name;
  MlbLRegion body;
  MlbRuntimeFn rt; /* external function implemented by the runner */
  uint32_t nslots;
  uint32_t nmemref;
  uint32_t *mr_slot, *mr_cap; /* memref slots; cap UINT32_MAX = unranked */
  uint8_t *slot_memref;       /* per slot: holds a memref descriptor */
  uint8_t *slot_tensor;       /* per slot: holds a tensor (collector roots) */
  size_t frame_bytes;
  MLB_VEC(MlbISlot *) free_frames;
  MLB_VEC(MlbISlot *) all_frames;
  bool lowered;
  bool external; /* declaration without a runner utility */
};

/* ==== Execution state ==== */
struct MlbExec {
  MlbInterp *in;
  MlbContext *ctx;
  MlbHeap heap;
  FILE *out;
  uint64_t ops;
  uint32_t next_block;
  uint32_t depth;
  const uint8_t *slot_memref; /* of the running function's frame */
  const int64_t *loop_point;  /* innermost linalg op's point (linalg.index) */
  uint64_t dealloc_ops, ownership_checks;
  uint64_t max_reports;
  bool failed;
  MlbITensor *tensors;
  uint64_t tensor_bytes;    /* data bytes of the tensors on `tensors` */
  uint64_t tensor_gc_limit; /* collect when tensor_bytes exceeds it */
};

typedef struct MlbIGlobal {
  MlbHeapRef ref;
  MlbType *type;
} MlbIGlobal;

struct MlbInterp {
  MlbContext *ctx;
  MlbOperation *module;
  MlbInterpOptions opts;
  MlbArena arena;    /* lowered code */
  MlbPtrMap funcs;   /* func op -> MlbLFunc */
  MlbPtrMap globals; /* memref.global op -> MlbIGlobal */
  MLB_VEC(MlbLFunc *) all_funcs;
  MlbExec ex;
};

/* ==== Lowering (lower.c) ==== */
typedef struct MlbILower {
  MlbInterp *in;
  MlbContext *ctx;
  MlbLFunc *fn;
  MlbPtrMap slots;  /* MlbValue* -> slot + 1 */
  MlbPtrMap blocks; /* MlbBlock* -> index in its region + 1 */
  MlbU32Vec mr_slot, mr_cap; /* per memref slot */
  MLB_VEC(uint8_t) is_memref; /* per slot */
  MLB_VEC(uint8_t) is_tensor; /* per slot */
  MlbU32Vec slot_cap;         /* per slot: memref rank, UINT32_MAX unranked */
  uint32_t nslots;
} MlbILower;

typedef MlbStatus (*MlbILowerFn)(MlbILower *lw, MlbOperation *op,
                                 MlbIns *ins);

/* An op's interpreter table (MLB_IFACE_INTERP): `exec` is bound as is
 * unless `lower` is given, which decodes the op and picks the exec
 * function (it runs after operand/result slots and regions are set).
 * `elementwise` ops (ElementwiseMappable: arith, math) given tensors run
 * their scalar form on every element (handlers_elementwise.c). */
typedef struct MlbIOpDef {
  const char *name;
  MlbExecFn exec;
  MlbILowerFn lower;
  const void *data; /* for `lower` (e.g. exec variants per type) */
  bool elementwise;
} MlbIOpDef;

static inline const MlbIOpDef *mlb_ilower_def(MlbOperation *op) {
  return mlb_op_iface(op, MLB_IFACE_INTERP);
}

void mlb_interp_register_ops(MlbContext *ctx, const MlbIOpDef *defs,
                             uint32_t n);
void mlb_interp_register_func(MlbContext *ctx);
void mlb_interp_register_cf(MlbContext *ctx);
void mlb_interp_register_scf(MlbContext *ctx);
void mlb_interp_register_arith(MlbContext *ctx);
void mlb_interp_register_arith_float(MlbContext *ctx);
void mlb_interp_register_math(MlbContext *ctx);
void mlb_interp_register_index(MlbContext *ctx);
void mlb_interp_register_memref(MlbContext *ctx);
void mlb_interp_register_memref_views(MlbContext *ctx);
void mlb_interp_register_bufferization(MlbContext *ctx);
void mlb_interp_register_linalg(MlbContext *ctx);
void mlb_interp_register_linalg_relayout(MlbContext *ctx);
void mlb_interp_register_vector(MlbContext *ctx);
void mlb_interp_register_vector_elements(MlbContext *ctx);
void mlb_interp_register_vector_masked(MlbContext *ctx);
void mlb_interp_register_vector_reduction(MlbContext *ctx);
void mlb_interp_register_affine(MlbContext *ctx);
void mlb_interp_register_shape(MlbContext *ctx);
void mlb_interp_register_tensor(MlbContext *ctx);
void mlb_interp_register_tensor_slice(MlbContext *ctx);
void mlb_interp_register_scf_forall(MlbContext *ctx);
void mlb_interp_register_memref_atomic(MlbContext *ctx);
/* Value of an affine expression (handlers_affine.c); division by zero,
 * undefined upstream, gives 0. */
int64_t mlb_iaffine_eval(const MlbAffineExpr *e, const int64_t *dims,
                         const int64_t *syms);

/* Lowers one op into `ins` (slots, regions, handler). */
MLB_MUST_CHECK MlbStatus mlb_ilower_op(MlbILower *lw, MlbOperation *op, MlbIns *ins);
/* Lowers an elementwise op with tensor operands or results as a loop of
 * its scalar form (handlers_elementwise.c). */
MLB_MUST_CHECK MlbStatus mlb_ilower_elementwise(MlbILower *lw, MlbOperation *op,
                                 MlbIns *ins);
/* Lowers `func` (a func.func) once; NULL after a diagnostic. */
MlbLFunc *mlb_ilower_func(MlbInterp *in, MlbOperation *func);
uint32_t mlb_ilower_slot(MlbILower *lw, MlbValue *v);
/* A fresh slot for a value of type t (temporaries). */
uint32_t mlb_ilower_new_slot(MlbILower *lw, MlbType *t);
uint32_t mlb_ilower_block_index(MlbILower *lw, MlbBlock *b);
void *mlb_ilower_alloc(MlbILower *lw, size_t n);
/* Moves from `n` source slots to the given destination values. */
void mlb_ilower_moves(MlbILower *lw, uint32_t n, const uint32_t *src,
                      MlbValue *const *dst, MlbIMoves *out);
/* Same with destination slots. */
void mlb_ilower_moves_slots(MlbILower *lw, uint32_t n, const uint32_t *src,
                            const uint32_t *dst, MlbIMoves *out);
bool mlb_ilower_slot_is_memref(MlbILower *lw, uint32_t slot);
MLB_MUST_CHECK MlbStatus mlb_ilower_unsupported(MlbILower *lw, MlbOperation *op,
                                 const char *what);

/* ==== Execution (exec.c) ==== */
void mlb_imemref_assign(MlbIMemref *dst, const MlbIMemref *src);
int mlb_iexec_region(MlbExec *ex, MlbISlot *fr, const MlbLRegion *r,
                     const MlbIns **exit);
int mlb_iexec_call(MlbExec *ex, MlbLFunc *fn, MlbISlot *fr,
                   const uint32_t *args, const uint32_t *res,
                   const MlbIns *ins);
/* The terminator exec of func.return, scf.yield, scf.condition, ... */
int mlb_iexec_exit(MlbExec *ex, MlbISlot *fr, const MlbIns *ins);
/* Runtime error at the instruction's op: reports and stops execution. */
int mlb_iexec_error(MlbExec *ex, const MlbIns *ins, const char *fmt, ...)
    MLB_PRINTF(3, 4);
/* After a heap violation: MLB_X_ERROR once too many were reported. */
int mlb_iexec_after_violation(MlbExec *ex, const MlbIns *ins);
/* Copies slot src to dst in the current frame (descriptor copy for
 * memrefs). */
static inline void mlb_iexec_copy(MlbExec *ex, MlbISlot *fr, uint32_t dst,
                                  uint32_t src) {
  if (ex->slot_memref[dst])
    mlb_imemref_assign(fr[dst].m, fr[src].m);
  else
    fr[dst] = fr[src];
}
/* Copies the operands of a region's exit terminator to the op's results. */
static inline void mlb_iexec_results(MlbExec *ex, MlbISlot *fr,
                                     const MlbIns *exit, const MlbIns *ins) {
  for (uint32_t i = 0; i < ins->nres && i < exit->nopnd; i++)
    mlb_iexec_copy(ex, fr, ins->res[i], exit->opnd[i]);
}
/* Runs region r of ins once (nothing when it is empty) and copies its exit
 * terminator's operands to ins's results: scf.if's branch, affine.if's,
 * shape.assuming's body. */
int mlb_iexec_region_to_results(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                                const MlbLRegion *r);
void mlb_imoves_run(MlbISlot *fr, const MlbIMoves *mv);
/* Sets the rank of a descriptor, growing unranked storage. */
void mlb_imemref_set_rank(MlbIMemref *m, uint32_t rank);
MlbISlot *mlb_iframe_get(MlbLFunc *fn);
void mlb_iframe_put(MlbLFunc *fn, MlbISlot *fr);
void mlb_iframes_free(MlbLFunc *fn);

/* ==== Memref helpers (handlers_memref.c) ==== */
/* The address of the element at the indices held in `idx` slots, after
 * liveness and bounds checks (reported as `access` at the op). NULL after
 * a report. */
unsigned char *mlb_imemref_addr(MlbExec *ex, const MlbIns *ins,
                                const MlbISlot *fr, const MlbIMemref *m,
                                const uint32_t *idx, uint32_t esize,
                                const char *access);
/* Same with the index values given directly. */
unsigned char *mlb_imemref_addr_at(MlbExec *ex, const MlbIns *ins,
                                   const MlbIMemref *m, const int64_t *idx,
                                   uint32_t esize, const char *access);
/* False, after a "write to constant" report, when m's block is read-only
 * (a constant global). */
bool mlb_imemref_writable(MlbExec *ex, const MlbIns *ins, const MlbIMemref *m);
/* Checks that every element of the view lies inside its block. */
bool mlb_imemref_check_extent(MlbExec *ex, const MlbIns *ins,
                              const MlbIMemref *m, uint32_t esize,
                              const char *access);
/* Fills row-major strides for the descriptor's sizes. */
void mlb_imemref_contiguous(MlbIMemref *m);
uint64_t mlb_imemref_num_elements(const MlbIMemref *m);
/* Fills `data` (n elements of kind ek) from a dense elements attribute
 * (splat, full list or hex bytes); false when it is not supported. */
bool mlb_ifill_dense(MlbElemKind ek, unsigned char *data, uint64_t n,
                     const MlbAttr *init);
/* Strided element-wise copy (shapes already checked). */
void mlb_imemref_copy_data(MlbExec *ex, const MlbIMemref *src,
                           const MlbIMemref *dst, uint32_t esize);

/* ==== Mixed static/dynamic lists (handlers_memref_views.c) ==== */
/* Offsets, sizes or strides of subview-like ops: `static_<name>` values,
 * MLB_DYNAMIC where an operand supplies the value. */
typedef struct MlbIMixed {
  uint32_t n;
  const int64_t *st;
  uint32_t *slot; /* operand slots for the dynamic entries */
} MlbIMixed;

static inline int64_t mlb_imixed_at(const MlbIMixed *m, const MlbISlot *fr,
                                    uint32_t i) {
  return m->st[i] == MLB_DYNAMIC ? fr[m->slot[i]].i : m->st[i];
}
/* Decodes dense-array attribute `attr` and the dynamic operands of
 * operand segment `seg`; false when they do not match. */
bool mlb_imixed_decode(MlbILower *lw, MlbOperation *op, MlbIns *ins,
                       const char *attr, uint32_t seg, MlbIMixed *out);
/* Which of the `size->n` dims survive in `res` (a rank-reducing slice),
 * as upstream's computeRankReductionMask; false when none fits. */
bool mlb_irank_reduction(const MlbIMixed *size, const MlbType *res,
                         uint8_t *keep);

/* ==== Scratch vectors ==== */
/* Indices or shapes of any rank: inline up to 8 entries, heap beyond. */
typedef struct MlbIDims {
  int64_t *v;
  int64_t inl[8];
} MlbIDims;

static inline int64_t *mlb_idims_init(MlbIDims *d, uint32_t n) {
  d->v = n <= 8 ? d->inl : mlb_calloc(n, sizeof(int64_t));
  return d->v;
}
static inline void mlb_idims_free(MlbIDims *d) {
  if (d->v != d->inl)
    mlb_free(d->v);
}

/* ==== Tensors (tensors.c) ==== */
/* A new zero-filled tensor owned by the run. */
MlbITensor *mlb_itensor_new(MlbExec *ex, uint32_t rank, const int64_t *shape,
                            uint32_t esize);
/* A new tensor with t's data under another shape of as many elements. */
MlbITensor *mlb_itensor_reshaped(MlbExec *ex, const MlbITensor *t,
                                 uint32_t rank, const int64_t *shape);
/* Elements of a shape; UINT64_MAX when the product overflows. */
uint64_t mlb_ishape_count(uint32_t rank, const int64_t *shape);
/* The largest buffer or tensor a run may create, in bytes. Past it (or
 * when a byte size overflows) the op creating it fails with an error at
 * its location instead of the run asking the allocator for memory it
 * cannot have, or wrapping the size around to a small buffer. */
#define MLB_IRUN_MAX_BYTES ((uint64_t)1 << 34)
/* n elements of esize bytes, or UINT64_MAX when that overflows. */
uint64_t mlb_ibytes(uint64_t n, uint64_t esize);
/* Does a shape of esize-byte elements stay within MLB_IRUN_MAX_BYTES? */
bool mlb_ishape_fits(uint32_t rank, const int64_t *shape, uint32_t esize);
/* The error of an op whose result would pass MLB_IRUN_MAX_BYTES. */
int mlb_iexec_too_large(MlbExec *ex, const MlbIns *ins);
/* Row-major strides of a shape. */
void mlb_ishape_strides(uint32_t rank, const int64_t *shape, int64_t *strides);
/* Copies the elements of an n-d box (`sizes`) between two strided layouts
 * (offsets and strides in elements). */
void mlb_istrided_copy(unsigned char *dst, int64_t doff, const int64_t *dstr,
                       const unsigned char *src, int64_t soff,
                       const int64_t *sstr, const int64_t *sizes,
                       uint32_t rank, uint32_t esize);
/* Frees the tensors no frame slot can reach. Runs only at block entries
 * (mlb_iexec_region): a handler that runs a region while it holds a
 * tensor must keep that tensor in a slot (its result slot, say). */
void mlb_itensor_collect(MlbExec *ex);
static inline void mlb_itensor_maybe_collect(MlbExec *ex) {
  /* The limit is set when the first tensor is made. */
  if (ex->tensor_gc_limit && ex->tensor_bytes > ex->tensor_gc_limit)
    mlb_itensor_collect(ex);
}
/* Frees every tensor of the run (interpreter destruction). */
void mlb_itensors_free(MlbExec *ex);
/* Reports an out-of-bounds tensor access at the op (a violation, like a
 * bad memref access: execution goes on with a fallback value). */
int mlb_itensor_oob(MlbExec *ex, const MlbIns *ins, const char *what,
                    const int64_t *idx, uint32_t n, const MlbITensor *t);
/* The same for a vector value (vector.extract / insert positions). */
int mlb_ivector_oob(MlbExec *ex, const MlbIns *ins, const char *what,
                    const int64_t *idx, uint32_t n, const MlbITensor *t);

/* A vector of fixed size (no scalable or dynamic dimension): the vectors
 * the interpreter holds, as tensors (handlers_vector.c). */
static inline bool mlb_ifixed_vector(const MlbType *t) {
  if (t->kind != MLB_TYPE_VECTOR || t->u.shaped.scalable)
    return false;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.shape[i] < 0)
      return false;
  return true;
}

/* vector.transfer_read / transfer_write (handlers_vector_transfer.c). */
MLB_MUST_CHECK MlbStatus mlb_ilower_transfer(MlbILower *lw, MlbOperation *op,
                                             MlbIns *ins);
/* vector.load / vector.store (the same file). */
MLB_MUST_CHECK MlbStatus mlb_ilower_vector_access(MlbILower *lw,
                                                  MlbOperation *op,
                                                  MlbIns *ins);

/* arith.constant dense<...> : tensor<...> (handlers_tensor.c). */
MLB_MUST_CHECK MlbStatus mlb_ilower_tensor_constant(MlbILower *lw, MlbOperation *op,
                                     MlbIns *ins);

/* ==== Runner utilities and value I/O (runtime.c, values.c) ==== */
/* The runner utility named `name` (printMemrefF32, ...), or NULL. */
MlbRuntimeFn mlb_iruntime_lookup(const char *name, MlbType *fn_type);
/* Prints elements in upstream's printMemref data layout (no checks). */
void mlb_iprint_strided(FILE *out, const unsigned char *base, uint32_t rank,
                        int64_t offset, const int64_t *sizes,
                        const int64_t *strides, MlbElemKind ek);
/* Parses a command-line argument for a value of type t into the slot
 * (memrefs get a runner-owned buffer, site `loc`). False with a message
 * in `err` when the text does not fit the type. */
bool mlb_iparse_arg(MlbExec *ex, const char *text, MlbType *t, MlbISlot *slot,
                    MlbAttr *loc, MlbBuf *err);
/* Prints a returned value on ex->out, followed by a newline. */
void mlb_iprint_result(MlbExec *ex, MlbType *t, MlbISlot v);

#endif
