/* handlers_memref.c - interpreter handlers of memref's allocation and
 * access ops (alloc, alloca, alloca_scope, dealloc, realloc, load, store,
 * copy, dim, rank, globals, pointers), plus the checked element addressing
 * every memory access goes through. View ops are in
 * handlers_memref_views.c.
 *
 * Every access checks that the descriptor's block is live (else use after
 * free / after scope), that each index is inside its dimension and that
 * the element lies inside the block (a view made by reinterpret_cast may
 * not). After a report the access has a safe fallback (loads read 0,
 * stores are dropped) and execution goes on.
 */
#include <inttypes.h>

#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* ==== Checked addressing ==== */

static void format_indices(MlbBuf *b, const int64_t *idx, uint32_t n) {
  mlb_buf_putc(b, '[');
  for (uint32_t i = 0; i < n; i++)
    mlb_buf_printf(b, "%s%" PRId64, i ? ", " : "", idx[i]);
  mlb_buf_putc(b, ']');
}

static void format_shape(MlbBuf *b, const MlbIMemref *m) {
  mlb_buf_putc(b, '[');
  for (uint32_t i = 0; i < m->rank; i++)
    mlb_buf_printf(b, "%s%" PRId64, i ? ", " : "", m->sizes[i]);
  mlb_buf_putc(b, ']');
}

static void report_index(MlbExec *ex, const MlbIns *ins, const MlbIMemref *m,
                         const int64_t *idx, uint32_t dim,
                         const char *access) {
  MlbBuf ib, sb;
  mlb_buf_init(&ib);
  mlb_buf_init(&sb);
  format_indices(&ib, idx, m->rank);
  format_shape(&sb, m);
  mlb_heap_violation(&ex->heap, ins->op->loc, m->ref.id, "out of bounds",
                     "%s at index %s of a memref with sizes %s (dimension "
                     "%u has size %" PRId64 ")",
                     access, mlb_buf_cstr(&ib), mlb_buf_cstr(&sb), dim,
                     m->sizes[dim]);
  mlb_buf_free(&ib);
  mlb_buf_free(&sb);
}

/* The element's address once the indices are known to be in their
 * dimensions: the view may still escape its block. */
static unsigned char *element(MlbExec *ex, const MlbIns *ins, MlbHeapBlock *b,
                              const MlbIMemref *m, uint64_t lin, uint32_t esize,
                              const char *access) {
  int64_t byte = (int64_t)((uint64_t)m->base + lin * esize);
  if (byte < 0 || (uint64_t)byte + esize > b->size) {
    mlb_heap_violation(&ex->heap, ins->op->loc, m->ref.id, "out of bounds",
                       "%s at byte offset %" PRId64 " of a %" PRIu64
                       "-byte buffer (the view escapes its allocation)",
                       access, byte, b->size);
    return NULL;
  }
  return b->data + byte;
}

unsigned char *mlb_imemref_addr(MlbExec *ex, const MlbIns *ins,
                                const MlbISlot *fr, const MlbIMemref *m,
                                const uint32_t *idx, uint32_t esize,
                                const char *access) {
  MlbHeapBlock *b = mlb_heap_live(&ex->heap, m->ref);
  if (!b) {
    mlb_heap_report_dead(&ex->heap, m->ref, ins->op->loc, access);
    return NULL;
  }
  uint64_t lin = (uint64_t)m->offset;
  for (uint32_t d = 0; d < m->rank; d++) {
    int64_t i = fr[idx[d]].i;
    if (i < 0 || i >= m->sizes[d]) {
      int64_t *vals = mlb_malloc((m->rank + 1) * sizeof(int64_t));
      for (uint32_t k = 0; k < m->rank; k++)
        vals[k] = fr[idx[k]].i;
      report_index(ex, ins, m, vals, d, access);
      mlb_free(vals);
      return NULL;
    }
    lin += (uint64_t)i * (uint64_t)m->strides[d];
  }
  return element(ex, ins, b, m, lin, esize, access);
}

unsigned char *mlb_imemref_addr_at(MlbExec *ex, const MlbIns *ins,
                                   const MlbIMemref *m, const int64_t *idx,
                                   uint32_t esize, const char *access) {
  MlbHeapBlock *b = mlb_heap_live(&ex->heap, m->ref);
  if (!b) {
    mlb_heap_report_dead(&ex->heap, m->ref, ins->op->loc, access);
    return NULL;
  }
  uint64_t lin = (uint64_t)m->offset;
  for (uint32_t d = 0; d < m->rank; d++) {
    if (idx[d] < 0 || idx[d] >= m->sizes[d]) {
      report_index(ex, ins, m, idx, d, access);
      return NULL;
    }
    lin += (uint64_t)idx[d] * (uint64_t)m->strides[d];
  }
  return element(ex, ins, b, m, lin, esize, access);
}

uint64_t mlb_imemref_num_elements(const MlbIMemref *m) {
  uint64_t n = 1;
  for (uint32_t i = 0; i < m->rank; i++)
    n *= m->sizes[i] < 0 ? 0 : (uint64_t)m->sizes[i];
  return n;
}

void mlb_imemref_contiguous(MlbIMemref *m) {
  int64_t s = 1;
  for (uint32_t i = m->rank; i-- > 0;) {
    m->strides[i] = s;
    s *= m->sizes[i];
  }
}

bool mlb_imemref_check_extent(MlbExec *ex, const MlbIns *ins,
                              const MlbIMemref *m, uint32_t esize,
                              const char *access) {
  MlbHeapBlock *b = mlb_heap_live(&ex->heap, m->ref);
  if (!b) {
    mlb_heap_report_dead(&ex->heap, m->ref, ins->op->loc, access);
    return false;
  }
  int64_t lo = m->offset, hi = m->offset;
  for (uint32_t i = 0; i < m->rank; i++) {
    if (m->sizes[i] <= 0)
      return true; /* empty view: touches nothing */
    int64_t span = (m->sizes[i] - 1) * m->strides[i];
    if (span < 0)
      lo += span;
    else
      hi += span;
  }
  int64_t first = m->base + lo * (int64_t)esize;
  int64_t end = m->base + (hi + 1) * (int64_t)esize;
  if (first >= 0 && (uint64_t)end <= b->size)
    return true;
  mlb_heap_violation(&ex->heap, ins->op->loc, m->ref.id, "out of bounds",
                     "%s covers bytes [%" PRId64 ", %" PRId64
                     ") of a %" PRIu64 "-byte buffer",
                     access, first, end, b->size);
  return false;
}

/* ==== Layouts of memref types ==== */

static bool layout_is_identity(const MlbAttr *l, uint32_t rank) {
  if (!l)
    return true;
  if (l->kind != MLB_ATTR_AFFINE_MAP || l->u.map.num_syms ||
      l->u.map.num_dims != rank || l->u.map.num_results != rank)
    return false;
  for (uint32_t i = 0; i < rank; i++)
    if (l->u.map.results[i]->kind != MLB_AFFINE_DIM ||
        l->u.map.results[i]->value != (int64_t)i)
      return false;
  return true;
}

/* Strides and offset of a ranked memref type: identity layouts are
 * row-major over the (runtime) sizes, strided<> layouts give them
 * explicitly (possibly MLB_DYNAMIC). False for other affine maps. */
static bool type_layout(const MlbType *t, const int64_t *sizes,
                        int64_t *strides, int64_t *offset) {
  const MlbAttr *l = t->u.shaped.layout;
  uint32_t rank = t->u.shaped.rank;
  *offset = 0;
  if (layout_is_identity(l, rank)) {
    int64_t s = 1;
    for (uint32_t i = rank; i-- > 0;) {
      strides[i] = s;
      s *= sizes[i];
    }
    return true;
  }
  if (l->kind != MLB_ATTR_STRIDED || l->u.strided.rank != rank)
    return false;
  for (uint32_t i = 0; i < rank; i++)
    strides[i] = l->u.strided.strides[i];
  *offset = l->u.strided.offset;
  return true;
}

/* ==== alloc / alloca ==== */

typedef struct AllocInfo {
  MlbType *type;
  MlbHeapKind kind;
  uint32_t esize;
} AllocInfo;

/* Builds the descriptor of a new buffer for `type` with the dynamic sizes
 * in `dyn` slots; returns the byte size to allocate, -1 when the
 * layout's strides are dynamic, -2 when the size passes
 * MLB_IRUN_MAX_BYTES (or overflows). */
static int64_t alloc_shape(const MlbType *type, const MlbISlot *fr,
                           const uint32_t *dyn, uint32_t esize,
                           MlbIMemref *m) {
  uint32_t rank = type->u.shaped.rank, d = 0;
  mlb_imemref_set_rank(m, rank);
  for (uint32_t i = 0; i < rank; i++) {
    int64_t s = type->u.shaped.shape[i];
    m->sizes[i] = s == MLB_DYNAMIC ? fr[dyn[d++]].i : s;
  }
  int64_t offset;
  if (!type_layout(type, m->sizes, m->strides, &offset))
    return -1;
  int64_t extent = 1;
  bool overflow = false;
  for (uint32_t i = 0; i < rank; i++) {
    if (m->strides[i] == MLB_DYNAMIC || offset == MLB_DYNAMIC)
      return -1;
    int64_t span;
    if (m->sizes[i] <= 0)
      extent = 0;
    else if (extent)
      overflow |= __builtin_mul_overflow(m->sizes[i] - 1, m->strides[i],
                                         &span) ||
                  __builtin_add_overflow(extent, span, &extent);
  }
  m->base = 0;
  m->offset = offset;
  int64_t bytes;
  if (overflow || __builtin_add_overflow(offset, extent, &extent) ||
      __builtin_mul_overflow(extent, (int64_t)esize, &bytes) ||
      (uint64_t)bytes > MLB_IRUN_MAX_BYTES)
    return -2;
  return bytes;
}

EXEC(alloc) {
  const AllocInfo *ai = ins->aux;
  for (uint32_t i = 0; i < ins->imm; i++)
    if (fr[ins->opnd[i]].i < 0)
      return mlb_iexec_error(ex, ins, "negative dynamic size %" PRId64,
                             fr[ins->opnd[i]].i);
  MlbIMemref *m = fr[ins->res[0]].m;
  int64_t bytes = alloc_shape(ai->type, fr, ins->opnd, ai->esize, m);
  if (bytes == -2)
    return mlb_iexec_too_large(ex, ins);
  if (bytes < 0)
    return mlb_iexec_error(ex, ins, "cannot allocate a layout with dynamic "
                                    "strides or offset");
  m->ref = mlb_heap_alloc(&ex->heap, (uint64_t)bytes, ai->kind, ins->op->loc,
                          ins->op->name);
  return MLB_X_NEXT;
}

static MlbStatus lower_alloc(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbType *t = mlb_op_result(op, 0)->type;
  AllocInfo *ai = mlb_ilower_alloc(lw, sizeof *ai);
  ai->type = t;
  ai->kind = *(const MlbHeapKind *)mlb_ilower_def(op)->data;
  MlbElemKind ek = mlb_ielem_kind(t->u.shaped.elt);
  if (ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "element type");
  ai->esize = mlb_ielem_size(ek);
  uint32_t ndyn = 0;
  for (uint32_t i = 0; i < t->u.shaped.rank; i++)
    ndyn += t->u.shaped.shape[i] == MLB_DYNAMIC;
  const MlbAttr *l = t->u.shaped.layout;
  if (!layout_is_identity(l, t->u.shaped.rank) && l->kind != MLB_ATTR_STRIDED)
    return mlb_ilower_unsupported(lw, op, "affine-map layout");
  ins->imm = ndyn;
  ins->aux = ai;
  return MLB_SUCCESS;
}

/* ==== alloca_scope ==== */

EXEC(alloca_scope) {
  uint32_t mark = mlb_heap_scope_begin(&ex->heap);
  const MlbIns *exit;
  int rc = mlb_iexec_region(ex, fr, ins->regions, &exit);
  if (rc != MLB_X_EXIT)
    return rc;
  mlb_iexec_results(ex, fr, exit, ins);
  mlb_heap_scope_end(&ex->heap, mark, exit->op->loc);
  return MLB_X_NEXT;
}

/* ==== dealloc / realloc ==== */

EXEC(dealloc) {
  const MlbIMemref *m = fr[ins->opnd[0]].m;
  mlb_heap_free(&ex->heap, m->ref, m->alloc_base ? 0 : m->base, m->offset,
                ins->op->loc);
  return mlb_iexec_after_violation(ex, ins);
}

/* New buffer of the result's size, the common prefix copied, the source
 * freed (with the checks of memref.dealloc). */
EXEC(realloc_op) {
  const MlbIMemref *src = fr[ins->opnd[0]].m;
  MlbIMemref *dst = fr[ins->res[0]].m;
  uint32_t esize = (uint32_t)ins->k.i;
  if (!mlb_imemref_check_extent(ex, ins, src, esize, "realloc source"))
    return mlb_iexec_after_violation(ex, ins);
  int64_t n = ins->nopnd > 1 ? fr[ins->opnd[1]].i : ins->imm;
  if (n < 0)
    return mlb_iexec_error(ex, ins, "negative size %" PRId64, n);
  mlb_imemref_set_rank(dst, 1);
  dst->sizes[0] = n;
  dst->strides[0] = 1;
  dst->base = dst->offset = 0;
  dst->ref = mlb_heap_alloc(&ex->heap, (uint64_t)n * esize, MLB_HK_ALLOC,
                            ins->op->loc, ins->op->name);
  int64_t keep = src->sizes[0] < n ? src->sizes[0] : n;
  MlbHeapBlock *sb = mlb_heap_block(&ex->heap, src->ref);
  MlbHeapBlock *db = mlb_heap_block(&ex->heap, dst->ref);
  for (int64_t i = 0; i < keep; i++)
    memcpy(db->data + i * esize,
           sb->data + src->base + (src->offset + i * src->strides[0]) * esize,
           esize);
  ex->heap.stats.bytes_copied += (uint64_t)keep * esize;
  mlb_heap_free(&ex->heap, src->ref, src->base, src->offset, ins->op->loc);
  return mlb_iexec_after_violation(ex, ins);
}

static MlbStatus lower_realloc(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbType *t = mlb_op_result(op, 0)->type;
  MlbElemKind ek = mlb_ielem_kind(t->u.shaped.elt);
  if (ek == MLB_EK_NONE || t->u.shaped.rank != 1)
    return mlb_ilower_unsupported(lw, op, "element type or rank");
  ins->k.i = mlb_ielem_size(ek);
  ins->imm = t->u.shaped.shape[0];
  return MLB_SUCCESS;
}

/* ==== load / store ==== */

EXEC(load) {
  const MlbIMemref *m = fr[ins->opnd[0]].m;
  unsigned char *p =
      mlb_imemref_addr(ex, ins, fr, m, ins->opnd + 1, (uint32_t)ins->k.i, "load");
  if (!p) {
    fr[ins->res[0]].i = 0;
    return mlb_iexec_after_violation(ex, ins);
  }
  fr[ins->res[0]] = mlb_ielem_load((MlbElemKind)ins->imm, p);
  return MLB_X_NEXT;
}

bool mlb_imemref_writable(MlbExec *ex, const MlbIns *ins,
                          const MlbIMemref *m) {
  MlbHeapBlock *b = mlb_heap_block(&ex->heap, m->ref);
  if (!b->readonly)
    return true;
  mlb_heap_violation(&ex->heap, ins->op->loc, m->ref.id, "write to constant",
                     "store into constant global '%s'",
                     b->what ? b->what : "?");
  return false;
}

static int readonly_violation(MlbExec *ex, const MlbIns *ins,
                              const MlbIMemref *m) {
  (void)mlb_imemref_writable(ex, ins, m);
  return mlb_iexec_after_violation(ex, ins);
}

EXEC(store) {
  const MlbIMemref *m = fr[ins->opnd[1]].m;
  unsigned char *p = mlb_imemref_addr(ex, ins, fr, m, ins->opnd + 2,
                                      (uint32_t)ins->k.i, "store");
  if (!p)
    return mlb_iexec_after_violation(ex, ins);
  if (mlb_heap_block(&ex->heap, m->ref)->readonly)
    return readonly_violation(ex, ins, m);
  mlb_ielem_store((MlbElemKind)ins->imm, p, fr[ins->opnd[0]]);
  return MLB_X_NEXT;
}

static MlbStatus lower_access(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  bool is_store = mlb_ilower_def(op)->data != NULL;
  MlbType *t = mlb_op_operand(op, is_store ? 1 : 0)->type;
  MlbElemKind ek = mlb_ielem_kind(t->u.shaped.elt);
  if (ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "element type");
  ins->imm = ek;
  ins->k.i = mlb_ielem_size(ek);
  return MLB_SUCCESS;
}

/* ==== copy ==== */

/* Element-wise in row-major order, as upstream's memrefCopy. */
void mlb_imemref_copy_data(MlbExec *ex, const MlbIMemref *src,
                           const MlbIMemref *dst, uint32_t esize) {
  uint64_t n = mlb_imemref_num_elements(src);
  if (!n)
    return;
  MlbHeapBlock *sb = mlb_heap_block(&ex->heap, src->ref);
  MlbHeapBlock *db = mlb_heap_block(&ex->heap, dst->ref);
  uint32_t rank = src->rank;
  int64_t *idx = mlb_calloc(rank + 1, sizeof(int64_t));
  int64_t so = src->offset, doff = dst->offset;
  for (uint64_t k = 0; k < n; k++) {
    memcpy(db->data + dst->base + doff * esize,
           sb->data + src->base + so * esize, esize);
    for (uint32_t a = rank; a-- > 0;) {
      idx[a]++;
      so += src->strides[a];
      doff += dst->strides[a];
      if (idx[a] < src->sizes[a])
        break;
      so -= idx[a] * src->strides[a];
      doff -= idx[a] * dst->strides[a];
      idx[a] = 0;
    }
  }
  mlb_free(idx);
  ex->heap.stats.bytes_copied += n * esize;
}

EXEC(copy) {
  const MlbIMemref *src = fr[ins->opnd[0]].m, *dst = fr[ins->opnd[1]].m;
  uint32_t esize = (uint32_t)ins->k.i;
  bool same = src->rank == dst->rank;
  for (uint32_t i = 0; same && i < src->rank; i++)
    same = src->sizes[i] == dst->sizes[i];
  if (!same)
    return mlb_iexec_error(ex, ins, "memref.copy between different shapes");
  if (!mlb_imemref_check_extent(ex, ins, src, esize, "copy source") ||
      !mlb_imemref_check_extent(ex, ins, dst, esize, "copy target"))
    return mlb_iexec_after_violation(ex, ins);
  if (mlb_heap_block(&ex->heap, dst->ref)->readonly)
    return readonly_violation(ex, ins, dst);
  ex->heap.stats.copies++;
  mlb_imemref_copy_data(ex, src, dst, esize);
  return MLB_X_NEXT;
}

static MlbStatus lower_copy(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  MlbElemKind ek = mlb_ielem_kind(mlb_type_element(mlb_op_operand(op, 0)->type));
  if (ek == MLB_EK_NONE)
    return mlb_ilower_unsupported(lw, op, "element type");
  ins->k.i = mlb_ielem_size(ek);
  return MLB_SUCCESS;
}

/* ==== dim / rank / pointers / alignment ==== */

EXEC(dim) {
  const MlbIMemref *m = fr[ins->opnd[0]].m;
  int64_t d = fr[ins->opnd[1]].i;
  if (d < 0 || d >= (int64_t)m->rank)
    return mlb_iexec_error(ex, ins, "dimension %" PRId64
                                    " out of range for a rank-%u memref",
                           d, m->rank);
  fr[ins->res[0]].i = m->sizes[d];
  return MLB_X_NEXT;
}

EXEC(rank) {
  MLB_UNUSED(ex);
  fr[ins->res[0]].i = fr[ins->opnd[0]].m->rank;
  return MLB_X_NEXT;
}

/* A stable stand-in for the aligned pointer: equal exactly when two
 * descriptors share block and aligned-pointer shift, which is what
 * bufferization.dealloc's lowering compares. */
EXEC(aligned_pointer) {
  MLB_UNUSED(ex);
  const MlbIMemref *m = fr[ins->opnd[0]].m;
  fr[ins->res[0]].i = (int64_t)(((uint64_t)m->ref.id << 40) + (uint64_t)m->base);
  return MLB_X_NEXT;
}

EXEC(pass_through) {
  if (ins->nres)
    mlb_iexec_copy(ex, fr, ins->res[0], ins->opnd[0]);
  return MLB_X_NEXT;
}

EXEC(nothing) {
  MLB_UNUSED(ex);
  MLB_UNUSED(fr);
  MLB_UNUSED(ins);
  return MLB_X_NEXT;
}

/* ==== globals ==== */

EXEC(get_global) {
  MLB_UNUSED(ex);
  const MlbIGlobal *g = ins->aux;
  MlbIMemref *m = fr[ins->res[0]].m;
  uint32_t rank = g->type->u.shaped.rank;
  mlb_imemref_set_rank(m, rank);
  for (uint32_t i = 0; i < rank; i++)
    m->sizes[i] = g->type->u.shaped.shape[i];
  mlb_imemref_contiguous(m);
  m->ref = g->ref;
  m->base = m->offset = 0;
  return MLB_X_NEXT;
}

/* Stores `a` (a scalar attribute) as element i. */
static bool store_attr(MlbElemKind ek, unsigned char *p, const MlbAttr *a) {
  MlbISlot v;
  v.i = 0;
  if (a->kind == MLB_ATTR_INTEGER)
    v.i = a->u.integer.value;
  else if (a->kind == MLB_ATTR_FLOAT && ek == MLB_EK_F64)
    v.d = a->u.flt.value;
  else if (a->kind == MLB_ATTR_FLOAT)
    v.f = (float)a->u.flt.value;
  else
    return false;
  mlb_ielem_store(ek, p, v);
  return true;
}

/* Flattens a (possibly nested) dense element array into `p`. */
static bool store_elements(MlbElemKind ek, uint32_t esize, unsigned char *p,
                           uint64_t n, uint64_t *at, const MlbAttr *a) {
  if (a->kind != MLB_ATTR_ARRAY) {
    if (*at >= n)
      return false;
    return store_attr(ek, p + (*at)++ * esize, a);
  }
  for (uint32_t i = 0; i < a->u.array.n; i++)
    if (!store_elements(ek, esize, p, n, at, a->u.array.elems[i]))
      return false;
  return true;
}

static int hex_digit(char c) {
  return c >= '0' && c <= '9'   ? c - '0'
         : c >= 'a' && c <= 'f' ? c - 'a' + 10
         : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                : -1;
}

/* dense<"0x..">: the raw little-endian storage of every element, or of
 * one element for a splat. i1 elements are packed 8 per byte (a splat is
 * one byte, 0x00 or 0xFF). */
static bool fill_hex(MlbElemKind ek, unsigned char *data, uint64_t n,
                     const char *hex) {
  uint32_t esize = mlb_ielem_size(ek);
  size_t len = strlen(hex);
  if (len < 2 || hex[0] != '0' || (hex[1] != 'x' && hex[1] != 'X') ||
      len % 2)
    return false;
  uint64_t nbytes = (len - 2) / 2;
  unsigned char *raw = mlb_malloc(nbytes + 1);
  for (uint64_t i = 0; i < nbytes; i++) {
    int hi = hex_digit(hex[2 + 2 * i]), lo = hex_digit(hex[3 + 2 * i]);
    if (hi < 0 || lo < 0) {
      mlb_free(raw);
      return false;
    }
    raw[i] = (unsigned char)(hi << 4 | lo);
  }
  bool ok = true;
  if (ek == MLB_EK_I1 && nbytes == (n + 7) / 8) {
    for (uint64_t i = 0; i < n; i++)
      data[i] = (raw[i / 8] >> (i % 8)) & 1;
  } else if (ek == MLB_EK_I1 && nbytes == 1) {
    memset(data, raw[0] != 0, (size_t)n);
  } else if (nbytes == n * esize) {
    memcpy(data, raw, (size_t)nbytes);
  } else if (nbytes == esize) {
    for (uint64_t i = 0; i < n; i++)
      memcpy(data + i * esize, raw, esize);
  } else {
    ok = false;
  }
  mlb_free(raw);
  return ok;
}

bool mlb_ifill_dense(MlbElemKind ek, unsigned char *data, uint64_t n,
                     const MlbAttr *init) {
  uint32_t esize = mlb_ielem_size(ek);
  if (init && init->kind == MLB_ATTR_DENSE && init->u.dense.hex)
    return fill_hex(ek, data, n, init->u.dense.hex);
  if (!init || init->kind != MLB_ATTR_DENSE)
    return false;
  const MlbAttr *el = init->u.dense.elements;
  if (init->u.dense.splat || el->kind != MLB_ATTR_ARRAY) {
    const MlbAttr *s = el;
    while (s->kind == MLB_ATTR_ARRAY && s->u.array.n)
      s = s->u.array.elems[0];
    for (uint64_t i = 0; i < n; i++)
      if (!store_attr(ek, data + i * esize, s))
        return false;
    return true;
  }
  uint64_t at = 0;
  return store_elements(ek, esize, data, n, &at, el) && at == n;
}

static MlbIGlobal *make_global(MlbILower *lw, MlbOperation *gop) {
  MlbAttr *ta = mlb_op_get_attr(gop, "type");
  MlbType *t = ta && ta->kind == MLB_ATTR_TYPE ? ta->u.type.value : NULL;
  if (!t || t->kind != MLB_TYPE_MEMREF || !mlb_type_has_static_shape(t))
    return NULL;
  MlbElemKind ek = mlb_ielem_kind(t->u.shaped.elt);
  if (ek == MLB_EK_NONE ||
      !mlb_ishape_fits(t->u.shaped.rank, t->u.shaped.shape,
                       mlb_ielem_size(ek)))
    return NULL; /* too large: unsupported, as the caller reports */
  uint64_t n = (uint64_t)mlb_type_num_elements(t);
  MlbExec *ex = &lw->in->ex;
  MlbIGlobal *g = mlb_arena_alloc(&lw->in->arena, sizeof *g);
  g->type = t;
  g->ref = mlb_heap_alloc(&ex->heap, n * mlb_ielem_size(ek), MLB_HK_GLOBAL,
                          gop->loc, mlb_op_symbol_name(gop));
  MlbHeapBlock *b = mlb_heap_block(&ex->heap, g->ref);
  memset(b->data, 0, (size_t)b->size);
  MlbAttr *init = mlb_op_get_attr(gop, "initial_value");
  if (init && init->kind != MLB_ATTR_UNIT &&
      !mlb_ifill_dense(ek, b->data, n, init))
    return NULL;
  b->readonly = mlb_op_get_attr(gop, "constant") != NULL;
  mlb_ptrmap_put(&lw->in->globals, gop, g);
  return g;
}

static MlbStatus lower_get_global(MlbILower *lw, MlbOperation *op,
                                  MlbIns *ins) {
  MlbAttr *name = mlb_op_get_attr(op, "name");
  MlbOperation *gop = name ? mlb_symbol_resolve(op, name) : NULL;
  if (!gop)
    return mlb_op_emit_error(lw->ctx, op, "global not found");
  MlbIGlobal *g = mlb_ptrmap_get(&lw->in->globals, gop);
  if (!g)
    g = make_global(lw, gop);
  if (!g)
    return mlb_ilower_unsupported(lw, op, "global type or initial value");
  ins->aux = g;
  return MLB_SUCCESS;
}

static const MlbHeapKind k_heap = MLB_HK_ALLOC, k_stack = MLB_HK_ALLOCA;
static const char store_tag = 1;

static const MlbIOpDef memref_defs[] = {
    {"memref.alloc", alloc, lower_alloc, &k_heap, false},
    {"memref.alloca", alloc, lower_alloc, &k_stack, false},
    {"memref.alloca_scope", alloca_scope, NULL, NULL, false},
    {"memref.alloca_scope.return", mlb_iexec_exit, NULL, NULL, false},
    {"memref.dealloc", dealloc, NULL, NULL, false},
    {"memref.realloc", realloc_op, lower_realloc, NULL, false},
    {"memref.load", load, lower_access, NULL, false},
    {"memref.store", store, lower_access, &store_tag, false},
    {"memref.copy", copy, lower_copy, NULL, false},
    {"memref.dim", dim, NULL, NULL, false},
    {"memref.rank", rank, NULL, NULL, false},
    {"memref.extract_aligned_pointer_as_index", aligned_pointer, NULL, NULL,
     false},
    {"memref.assume_alignment", pass_through, NULL, NULL, false},
    {"memref.prefetch", nothing, NULL, NULL, false},
    {"memref.get_global", get_global, lower_get_global, NULL, false},
};

void mlb_interp_register_memref(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, memref_defs, MLB_ARRAY_LEN(memref_defs));
}
