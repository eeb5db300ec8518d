/* handlers_memref_atomic.c - interpreter handlers of memref's atomic
 * read-modify-write ops: atomic_rmw (a fixed combining kind) and
 * generic_atomic_rmw (a region computes the new value; its terminator is
 * memref.atomic_yield).
 *
 * Execution is sequential, so "atomic" is simply load, combine, store.
 * Both ops return the value memory held before, as upstream's lowering to
 * LLVM atomicrmw / cmpxchg loops does. The access is checked like
 * memref.load plus memref.store (liveness, bounds, constant globals).
 */
#include <math.h>

#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

/* arith's AtomicRMWKind, by value. */
enum {
  K_ADDF, K_ADDI, K_ANDI, K_ASSIGN, K_MAXIMUMF, K_MAXNUMF, K_MAXS, K_MAXU,
  K_MINIMUMF, K_MINNUMF, K_MINS, K_MINU, K_MULF, K_MULI, K_ORI, K_XORI,
  K_COUNT
};

typedef struct AtomicInfo {
  MlbElemKind ek;
  uint32_t esize;
  int64_t kind;
} AtomicInfo;

/* ==== Combining ==== */

/* IEEE 754-2019 maximum/minimum: NaN propagates, -0 < +0. */
static double maximum(double a, double b) {
  if (isnan(a) || isnan(b))
    return NAN;
  if (a == b)
    return signbit(a) ? b : a;
  return a > b ? a : b;
}
static double minimum(double a, double b) {
  if (isnan(a) || isnan(b))
    return NAN;
  if (a == b)
    return signbit(a) ? a : b;
  return a < b ? a : b;
}

static double float_combine(int64_t kind, double a, double b) {
  switch (kind) {
  case K_ADDF: return a + b;
  case K_MULF: return a * b;
  case K_MAXIMUMF: return maximum(a, b);
  case K_MINIMUMF: return minimum(a, b);
  case K_MAXNUMF: return fmax(a, b);
  case K_MINNUMF: return fmin(a, b);
  default: return b; /* assign */
  }
}

/* Integers are canonical (sign-extended): unsigned order is preserved. */
static int64_t int_combine(int64_t kind, int64_t a, int64_t b) {
  uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
  switch (kind) {
  case K_ADDI: return (int64_t)(ua + ub);
  case K_MULI: return (int64_t)(ua * ub);
  case K_ANDI: return a & b;
  case K_ORI: return a | b;
  case K_XORI: return a ^ b;
  case K_MAXS: return a > b ? a : b;
  case K_MINS: return a < b ? a : b;
  case K_MAXU: return ua > ub ? a : b;
  case K_MINU: return ua < ub ? a : b;
  default: return b; /* assign */
  }
}

/* Combines in the element type's own precision. */
static MlbISlot combine(const AtomicInfo *ai, uint32_t width, MlbISlot old,
                        MlbISlot v) {
  MlbISlot r;
  r.i = 0;
  switch (ai->ek) {
  case MLB_EK_F64:
    r.d = float_combine(ai->kind, old.d, v.d);
    break;
  case MLB_EK_F32:
    r.f = (float)float_combine(ai->kind, (double)old.f, (double)v.f);
    break;
  case MLB_EK_F16:
  case MLB_EK_BF16:
    r.f = mlb_round_half(
        (float)float_combine(ai->kind, (double)old.f, (double)v.f),
        ai->ek == MLB_EK_BF16);
    break;
  default:
    r.i = mlb_sext(int_combine(ai->kind, old.i, v.i), width);
    break;
  }
  return r;
}

/* ==== Execution ==== */

/* The checked address of the element, or NULL after a report. */
static unsigned char *target(MlbExec *ex, MlbISlot *fr, const MlbIns *ins,
                             uint32_t memref_opnd, uint32_t esize) {
  const MlbIMemref *m = fr[ins->opnd[memref_opnd]].m;
  unsigned char *p = mlb_imemref_addr(ex, ins, fr, m,
                                      ins->opnd + memref_opnd + 1, esize,
                                      "atomic read-modify-write");
  if (p && mlb_heap_block(&ex->heap, m->ref)->readonly) {
    MlbHeapBlock *b = mlb_heap_block(&ex->heap, m->ref);
    mlb_heap_violation(&ex->heap, ins->op->loc, m->ref.id, "write to constant",
                       "atomic update of constant global '%s'",
                       b->what ? b->what : "?");
    return NULL;
  }
  return p;
}

EXEC(atomic_rmw) {
  const AtomicInfo *ai = ins->aux;
  unsigned char *p = target(ex, fr, ins, 1, ai->esize);
  if (!p) {
    fr[ins->res[0]].i = 0;
    return mlb_iexec_after_violation(ex, ins);
  }
  MlbISlot old = mlb_ielem_load(ai->ek, p);
  mlb_ielem_store(ai->ek, p, combine(ai, ins->width, old, fr[ins->opnd[0]]));
  fr[ins->res[0]] = old;
  return MLB_X_NEXT;
}

EXEC(generic_atomic_rmw) {
  const AtomicInfo *ai = ins->aux;
  unsigned char *p = target(ex, fr, ins, 0, ai->esize);
  if (!p) {
    fr[ins->res[0]].i = 0;
    return mlb_iexec_after_violation(ex, ins);
  }
  MlbISlot old = mlb_ielem_load(ai->ek, p);
  fr[ins->regions[0].blocks[0].args[0]] = old;
  const MlbIns *yield;
  int rc = mlb_iexec_region(ex, fr, ins->regions, &yield);
  if (rc != MLB_X_EXIT)
    return rc;
  /* The region may have freed the buffer: address it again. */
  p = target(ex, fr, ins, 0, ai->esize);
  if (!p)
    return mlb_iexec_after_violation(ex, ins);
  mlb_ielem_store(ai->ek, p, fr[yield->opnd[0]]);
  fr[ins->res[0]] = old;
  return MLB_X_NEXT;
}

/* ==== Lowering ==== */

static MlbStatus lower_atomic(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  bool generic = mlb_ilower_def(op)->data != NULL;
  MlbType *t = mlb_op_operand(op, generic ? 0 : 1)->type;
  AtomicInfo *ai = mlb_ilower_alloc(lw, sizeof *ai);
  ai->ek = mlb_ielem_kind(mlb_type_element(t));
  ai->esize = mlb_ielem_size(ai->ek);
  if (ai->ek == MLB_EK_NONE || t->kind != MLB_TYPE_MEMREF)
    return mlb_ilower_unsupported(lw, op, "element type");
  if (generic) {
    const MlbLRegion *r = ins->regions;
    if (ins->nregions != 1 || r->nblocks != 1 || r->blocks[0].nargs != 1)
      return mlb_ilower_unsupported(lw, op, "region shape");
  } else {
    MlbAttr *k = mlb_op_get_attr(op, "kind");
    if (!k || k->kind != MLB_ATTR_INTEGER || k->u.integer.value < 0 ||
        k->u.integer.value >= K_COUNT)
      return mlb_ilower_unsupported(lw, op, "kind");
    ai->kind = k->u.integer.value;
  }
  ins->aux = ai;
  return MLB_SUCCESS;
}

static const char generic_tag = 1;

static const MlbIOpDef memref_atomic_defs[] = {
    {"memref.atomic_rmw", atomic_rmw, lower_atomic, NULL, false},
    {"memref.generic_atomic_rmw", generic_atomic_rmw, lower_atomic,
     &generic_tag, false},
    {"memref.atomic_yield", mlb_iexec_exit, NULL, NULL, false},
};

void mlb_interp_register_memref_atomic(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, memref_atomic_defs,
                          MLB_ARRAY_LEN(memref_atomic_defs));
}
