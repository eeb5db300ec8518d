/* runtime.c - the runner utilities test programs declare and call
 * (`func.func private @printMemrefF32(memref<*xf32>)`, printF64, ...),
 * printing exactly what upstream's mlir_runner_utils / mlir_c_runner_utils
 * print: printF32/printF64 use "%g", printMemref* writes the descriptor's
 * metadata then the data nested as upstream's MemRefDataPrinter does
 * (elements through the C++ stream, i.e. "%g" for floats, unsigned for
 * index, a raw byte for i8). printMemref* may also be declared on tensors
 * (as upstream's tests do before bufferizing function boundaries): a
 * tensor prints as the contiguous buffer it bufferizes to.
 *
 * One deliberate difference: upstream prints one (garbage) element for a
 * dimension of size 0; we print nothing between its brackets.
 */
#include <inttypes.h>
#include <stdio.h>
#include <time.h>

#include "interp/interp_int.h"

#define RT(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* ==== Scalars ==== */

RT(rt_print_f32) {
  fprintf(ex->out, "%g", (double)fr[ins->opnd[0]].f);
  return MLB_X_NEXT;
}
RT(rt_print_f64) {
  fprintf(ex->out, "%g", fr[ins->opnd[0]].d);
  return MLB_X_NEXT;
}
RT(rt_print_i64) {
  fprintf(ex->out, "%" PRId64, fr[ins->opnd[0]].i);
  return MLB_X_NEXT;
}
RT(rt_print_u64) {
  fprintf(ex->out, "%" PRIu64, (uint64_t)fr[ins->opnd[0]].i);
  return MLB_X_NEXT;
}
RT(rt_print_open) {
  MLB_UNUSED(fr);
  MLB_UNUSED(ins);
  fputs("( ", ex->out);
  return MLB_X_NEXT;
}
RT(rt_print_close) {
  MLB_UNUSED(fr);
  MLB_UNUSED(ins);
  fputs(" )", ex->out);
  return MLB_X_NEXT;
}
RT(rt_print_comma) {
  MLB_UNUSED(fr);
  MLB_UNUSED(ins);
  fputs(", ", ex->out);
  return MLB_X_NEXT;
}
RT(rt_print_newline) {
  MLB_UNUSED(fr);
  MLB_UNUSED(ins);
  fputc('\n', ex->out);
  return MLB_X_NEXT;
}
RT(rt_print_flops) {
  fflush(ex->out);
  fprintf(stderr, "%lf GFLOPS\n", fr[ins->opnd[0]].d / 1.0E9);
  return MLB_X_NEXT;
}
RT(rt_rtclock) {
  MLB_UNUSED(ex);
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  fr[ins->res[0]].d = (double)ts.tv_sec + (double)ts.tv_nsec * 1.0e-9;
  return MLB_X_NEXT;
}
/* printF16/printBF16 take the value's bits as i16, as upstream. */
RT(rt_print_f16) {
  float v = mlb_f16_to_float((uint16_t)fr[ins->opnd[0]].i);
  fprintf(ex->out, "%g", (double)v);
  return MLB_X_NEXT;
}
RT(rt_print_bf16) {
  float v = mlb_bf16_to_float((uint16_t)fr[ins->opnd[0]].i);
  fprintf(ex->out, "%g", (double)v);
  return MLB_X_NEXT;
}

/* ==== Memrefs ==== */

typedef enum ElemFormat { FMT_FLOAT, FMT_SIGNED, FMT_UNSIGNED, FMT_CHAR } ElemFormat;

static void print_elem(FILE *out, MlbElemKind ek, ElemFormat fmt,
                       const unsigned char *p) {
  MlbISlot v = mlb_ielem_load(ek, p);
  if (ek == MLB_EK_F64)
    fprintf(out, "%g", v.d);
  else if (ek >= MLB_EK_F16)
    fprintf(out, "%g", (double)v.f);
  else if (fmt == FMT_CHAR)
    fputc((int)(unsigned char)v.i, out);
  else if (fmt == FMT_UNSIGNED)
    fprintf(out, "%" PRIu64, (uint64_t)v.i);
  else
    fprintf(out, "%" PRId64, v.i);
}

typedef struct DataPrinter {
  FILE *out;
  const unsigned char *base; /* aligned pointer */
  uint32_t esize, rank;
  MlbElemKind ek;
  ElemFormat fmt;
} DataPrinter;

static void spaces(FILE *out, int64_t n) {
  for (int64_t i = 0; i < n; i++)
    fputc(' ', out);
}

/* Upstream's MemRefDataPrinter::print, printFirst and printLast. */
static void print_dim(const DataPrinter *dp, uint32_t dim, int64_t offset,
                      const int64_t *sizes, const int64_t *strides) {
  FILE *out = dp->out;
  if (dim == 0) {
    print_elem(out, dp->ek, dp->fmt, dp->base + offset * dp->esize);
    return;
  }
  fputc('[', out);
  if (sizes[0] > 0)
    print_dim(dp, dim - 1, offset, sizes + 1, strides + 1);
  if (sizes[0] <= 1) {
    fputc(']', out);
    return;
  }
  fputs(", ", out);
  if (dim > 1)
    fputc('\n', out);
  for (int64_t i = 1; i + 1 < sizes[0]; i++) {
    spaces(out, (int64_t)dp->rank - dim + 1);
    print_dim(dp, dim - 1, offset + i * strides[0], sizes + 1, strides + 1);
    fputs(", ", out);
    if (dim > 1)
      fputc('\n', out);
  }
  spaces(out, (int64_t)dp->rank - dim + 1);
  print_dim(dp, dim - 1, offset + (sizes[0] - 1) * strides[0], sizes + 1,
            strides + 1);
  fputc(']', out);
}

static void print_strided(FILE *out, const unsigned char *base, uint32_t rank,
                          int64_t offset, const int64_t *sizes,
                          const int64_t *strides, MlbElemKind ek,
                          ElemFormat fmt) {
  DataPrinter dp = {out, base, mlb_ielem_size(ek), rank, ek, fmt};
  if (rank == 0)
    fputc('[', out);
  print_dim(&dp, rank, offset, sizes, strides);
  if (rank == 0)
    fputc(']', out);
}

static void print_data(MlbExec *ex, FILE *out, const MlbIMemref *m,
                       MlbElemKind ek, ElemFormat fmt) {
  print_strided(out, mlb_heap_block(&ex->heap, m->ref)->data + m->base,
                m->rank, m->offset, m->sizes, m->strides, ek, fmt);
}

void mlb_iprint_strided(FILE *out, const unsigned char *base, uint32_t rank,
                        int64_t offset, const int64_t *sizes,
                        const int64_t *strides, MlbElemKind ek) {
  print_strided(out, base, rank, offset, sizes, strides, ek, FMT_SIGNED);
}

static void print_list(FILE *out, const int64_t *v, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    fprintf(out, "%s%" PRId64, i ? ", " : "", v[i]);
}

/* "base@ = 0x... rank = R offset = O sizes = [..] strides = [..]" */
static void print_metadata(MlbExec *ex, FILE *out, const MlbIMemref *m) {
  const void *p = mlb_heap_block(&ex->heap, m->ref)->data + m->base;
  fprintf(out, "base@ = %p rank = %u offset = %" PRId64 " sizes = [", p,
          m->rank, m->offset);
  print_list(out, m->sizes, m->rank);
  fputs("] strides = [", out);
  print_list(out, m->strides, m->rank);
  fputc(']', out);
}

/* A tensor argument (a declaration taking tensors, as upstream's tests
 * write before bufferizing function boundaries) prints as the contiguous
 * buffer it would become. */
static void print_tensor(FILE *out, const MlbITensor *t, MlbElemKind ek,
                         ElemFormat fmt) {
  int64_t *strides = mlb_malloc((t->rank + 1) * sizeof(int64_t));
  mlb_ishape_strides(t->rank, t->shape, strides);
  fprintf(out, "base@ = %p rank = %u offset = 0 sizes = [", (void *)t->data,
          t->rank);
  print_list(out, t->shape, t->rank);
  fputs("] strides = [", out);
  print_list(out, strides, t->rank);
  fputs("] data = \n", out);
  print_strided(out, t->data, t->rank, 0, t->shape, strides, ek, fmt);
  mlb_free(strides);
}

/* The element kind comes from the utility's name (the lookup checked the
 * declaration), so a call through a function value prints alike. */
static int print_memref(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                        MlbElemKind ek, ElemFormat fmt, const char *prefix) {
  FILE *out = ex->out;
  if (!ex->slot_memref[ins->opnd[0]]) {
    fputs(prefix, out);
    print_tensor(out, fr[ins->opnd[0]].t, ek, fmt);
    fputc('\n', out);
    return MLB_X_NEXT;
  }
  const MlbIMemref *m = fr[ins->opnd[0]].m;
  if (!mlb_imemref_check_extent(ex, ins, m, mlb_ielem_size(ek),
                                "printMemref read"))
    return mlb_iexec_after_violation(ex, ins);
  fputs(prefix, out);
  print_metadata(ex, out, m);
  fputs(" data = \n", out);
  print_data(ex, out, m, ek, fmt);
  fputc('\n', out);
  return MLB_X_NEXT;
}

#define PRINTER(name, ek, fmt, prefix)                                         \
  RT(name) { return print_memref(ex, fr, ins, ek, fmt, prefix); }
#define UNRANKED "Unranked Memref "
PRINTER(rt_print_memref_f32, MLB_EK_F32, FMT_FLOAT, UNRANKED)
PRINTER(rt_print_memref_f64, MLB_EK_F64, FMT_FLOAT, UNRANKED)
PRINTER(rt_print_memref_f16, MLB_EK_F16, FMT_FLOAT, UNRANKED)
PRINTER(rt_print_memref_bf16, MLB_EK_BF16, FMT_FLOAT, UNRANKED)
PRINTER(rt_print_memref_i16, MLB_EK_I16, FMT_SIGNED, UNRANKED)
PRINTER(rt_print_memref_i32, MLB_EK_I32, FMT_SIGNED, UNRANKED)
PRINTER(rt_print_memref_i64, MLB_EK_I64, FMT_SIGNED, UNRANKED)
PRINTER(rt_print_memref_i8, MLB_EK_I8, FMT_CHAR, UNRANKED)
PRINTER(rt_print_memref_ind, MLB_EK_I64, FMT_UNSIGNED, UNRANKED)
PRINTER(rt_print_ranked_f32, MLB_EK_F32, FMT_FLOAT, "Memref ")
PRINTER(rt_print_ranked_f64, MLB_EK_F64, FMT_FLOAT, "Memref ")
PRINTER(rt_print_ranked_i8, MLB_EK_I8, FMT_SIGNED, "Memref ")
PRINTER(rt_print_ranked_i32, MLB_EK_I32, FMT_SIGNED, "Memref ")
PRINTER(rt_print_ranked_i64, MLB_EK_I64, FMT_SIGNED, "Memref ")
PRINTER(rt_print_ranked_ind, MLB_EK_I64, FMT_UNSIGNED, "Memref ")
#undef PRINTER
#undef UNRANKED

/* ==== Lookup ==== */

typedef struct RuntimeEntry {
  const char *name;
  MlbRuntimeFn fn;
  const char *elem; /* required element type of the memref argument */
} RuntimeEntry;

static const RuntimeEntry k_runtime[] = {
    {"printF32", rt_print_f32, NULL},
    {"printF64", rt_print_f64, NULL},
    {"printF16", rt_print_f16, NULL},
    {"printBF16", rt_print_bf16, NULL},
    {"printI64", rt_print_i64, NULL},
    {"printU64", rt_print_u64, NULL},
    {"printOpen", rt_print_open, NULL},
    {"printClose", rt_print_close, NULL},
    {"printComma", rt_print_comma, NULL},
    {"printNewline", rt_print_newline, NULL},
    {"printFlops", rt_print_flops, NULL},
    {"rtclock", rt_rtclock, NULL},
    {"printMemrefF32", rt_print_memref_f32, "f32"},
    {"printMemrefF64", rt_print_memref_f64, "f64"},
    {"printMemrefF16", rt_print_memref_f16, "f16"},
    {"printMemrefBF16", rt_print_memref_bf16, "bf16"},
    {"printMemrefI16", rt_print_memref_i16, "i16"},
    {"printMemrefI32", rt_print_memref_i32, "i32"},
    {"printMemrefI64", rt_print_memref_i64, "i64"},
    {"printMemrefI8", rt_print_memref_i8, "i8"},
    {"printMemrefInd", rt_print_memref_ind, "index"},
};

/* printMemref<N>d<T> (upstream's ranked C-interface printers). */
static MlbRuntimeFn ranked_printer(const char *name, const char **elem) {
  static const struct {
    const char *suffix, *elem;
    MlbRuntimeFn fn;
  } k[] = {{"dF32", "f32", rt_print_ranked_f32},
           {"dF64", "f64", rt_print_ranked_f64},
           {"dI8", "i8", rt_print_ranked_i8},
           {"dI32", "i32", rt_print_ranked_i32},
           {"dI64", "i64", rt_print_ranked_i64},
           {"dInd", "index", rt_print_ranked_ind}};
  const char *p = name + strlen("printMemref");
  if (strncmp(name, "printMemref", strlen("printMemref")) || *p < '0' ||
      *p > '4')
    return NULL;
  for (size_t i = 0; i < MLB_ARRAY_LEN(k); i++)
    if (!strcmp(p + 1, k[i].suffix)) {
      *elem = k[i].elem;
      return k[i].fn;
    }
  return NULL;
}

static bool memref_arg_has_elem(MlbType *fn_type, const char *elem) {
  if (!fn_type || fn_type->kind != MLB_TYPE_FUNCTION ||
      fn_type->u.func.num_inputs != 1)
    return false;
  MlbType *arg = fn_type->u.func.types[0];
  if (!mlb_type_is_memref(arg) && !mlb_type_is_tensor(arg))
    return false;
  MlbBuf b;
  mlb_buf_init(&b);
  mlb_print_type(&b, mlb_type_element(arg));
  bool ok = !strcmp(mlb_buf_cstr(&b), elem);
  mlb_buf_free(&b);
  return ok;
}

MlbRuntimeFn mlb_iruntime_lookup(const char *name, MlbType *fn_type) {
  const char *elem = NULL;
  MlbRuntimeFn fn = NULL;
  for (size_t i = 0; i < MLB_ARRAY_LEN(k_runtime) && !fn; i++)
    if (!strcmp(name, k_runtime[i].name)) {
      fn = k_runtime[i].fn;
      elem = k_runtime[i].elem;
    }
  if (!fn)
    fn = ranked_printer(name, &elem);
  /* A memref printer declared with another element type would print
   * garbage upstream; refuse it here. */
  if (fn && elem && !memref_arg_has_elem(fn_type, elem))
    return NULL;
  return fn;
}
