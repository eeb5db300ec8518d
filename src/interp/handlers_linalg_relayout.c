/* handlers_linalg_relayout.c - linalg.pack and linalg.unpack on tensors
 * (LLVM 22 takes no other form, nor does our parser).
 *
 * pack: source dim d, when inner_dims_pos[j] = d, is split into an outer
 * dim of ceil(size / tile[j]) tiles and the inner dim j of the packed
 * tensor (after the outer dims). The outer dims appear in the order
 * outer_dims_perm gives: packed outer dim i is source dim perm[i]. A point
 * past the end of the source (the last, partial tile) reads the padding
 * value. unpack is the inverse; its destination may be smaller than the
 * tiles cover (the padding is dropped).
 *
 * The result is a new tensor of the destination's shape: the destination
 * tensor is only a shape here, as its contents are all overwritten.
 * Upstream calls undefined a packed shape other than the one the
 * unpacked shape and the tiles give (its verifier rejects it where sizes
 * are static) and a pack without padding value over a partial tile: they
 * stop execution, as other shape mismatches do.
 */
#include <inttypes.h>

#include "dialects/common.h"
#include "interp/interp_int.h"

#define EXEC(name) static int name(MlbExec *ex, MlbISlot *fr, const MlbIns *ins)

typedef struct RelayoutInfo {
  uint32_t urank, k;   /* unpacked rank, number of tiles */
  const int64_t *pos;  /* inner_dims_pos: the unpacked dim of each tile */
  int64_t *perm;       /* packed outer dim i is unpacked dim perm[i] */
  int32_t *tile_of;    /* per unpacked dim: its tile, or -1 */
  MlbIMixed tiles;
  bool has_pad;
  uint32_t pad_slot;
  MlbElemKind ek;
  uint32_t esize;
} RelayoutInfo;

/* The runtime shapes of one execution: tiles, the unpacked and packed
 * shapes, and an index of each rank. */
typedef struct Shapes {
  MlbIDims buf;
  int64_t *tile, *ushape, *pshape, *uidx, *pidx;
} Shapes;

static void shapes_init(Shapes *s, const RelayoutInfo *ri) {
  uint32_t pr = ri->urank + ri->k;
  int64_t *v = mlb_idims_init(&s->buf, ri->k + 2 * ri->urank + 2 * pr);
  s->tile = v;
  s->ushape = s->tile + ri->k;
  s->uidx = s->ushape + ri->urank;
  s->pshape = s->uidx + ri->urank;
  s->pidx = s->pshape + pr;
}

/* The tiles' values; false when one is not positive. */
static bool read_tiles(const RelayoutInfo *ri, const MlbISlot *fr,
                       int64_t *tile) {
  for (uint32_t j = 0; j < ri->k; j++) {
    tile[j] = mlb_imixed_at(&ri->tiles, fr, j);
    if (tile[j] <= 0)
      return false;
  }
  return true;
}

static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

/* The size of packed outer dim i for an unpacked size u of its dim. */
static int64_t outer_size(const RelayoutInfo *ri, const int64_t *tile,
                          uint32_t i, int64_t u) {
  int32_t j = ri->tile_of[ri->perm[i]];
  return j < 0 ? u : ceil_div(u, tile[j]);
}

/* The packed index of unpacked index `u` (pack and unpack both iterate
 * one side and read or write the other through this map). */
static void packed_index(const RelayoutInfo *ri, const int64_t *tile,
                         const int64_t *u, int64_t *p) {
  for (uint32_t i = 0; i < ri->urank; i++) {
    int64_t d = ri->perm[i];
    int32_t j = ri->tile_of[d];
    p[i] = j < 0 ? u[d] : u[d] / tile[j];
  }
  for (uint32_t j = 0; j < ri->k; j++)
    p[ri->urank + j] = u[ri->pos[j]] % tile[j];
}

/* The unpacked index of packed index `p`. */
static void unpacked_index(const RelayoutInfo *ri, const int64_t *tile,
                           const int64_t *p, int64_t *u) {
  for (uint32_t i = 0; i < ri->urank; i++)
    u[ri->perm[i]] = p[i];
  for (uint32_t j = 0; j < ri->k; j++)
    u[ri->pos[j]] = u[ri->pos[j]] * tile[j] + p[ri->urank + j];
}

static int64_t linear(const int64_t *shape, const int64_t *idx, uint32_t n) {
  int64_t lin = 0;
  for (uint32_t d = 0; d < n; d++)
    lin = lin * shape[d] + idx[d];
  return lin;
}

/* Steps a row-major index through `shape`. */
static void next_index(const int64_t *shape, int64_t *idx, uint32_t n) {
  for (uint32_t d = n; d-- > 0;) {
    if (++idx[d] < shape[d])
      return;
    idx[d] = 0;
  }
}

/* The packed shape must be the one the unpacked shape and the tiles give
 * (as upstream's verifier requires where sizes are static); a pack over a
 * partial tile needs a padding value. */
static const char *check_shapes(const RelayoutInfo *ri, const Shapes *s,
                                bool pack) {
  for (uint32_t i = 0; i < ri->urank; i++)
    if (s->pshape[i] != outer_size(ri, s->tile, i, s->ushape[ri->perm[i]]))
      return pack ? "the destination's outer dims are not the tiled source's"
                  : "the source's outer dims are not the tiled destination's";
  for (uint32_t j = 0; j < ri->k; j++)
    if (s->pshape[ri->urank + j] != s->tile[j])
      return pack ? "the destination's inner dims are not the tiles"
                  : "the source's inner dims are not the tiles";
  for (uint32_t j = 0; j < ri->k && pack && !ri->has_pad; j++)
    if (s->ushape[ri->pos[j]] % s->tile[j])
      return "a tile does not divide its dim and there is no padding value";
  return NULL;
}

/* Every packed point reads the source, or the padding value past its
 * end. */
static void pack_data(const RelayoutInfo *ri, Shapes *s, const MlbITensor *src,
                      MlbITensor *r, MlbISlot pad) {
  uint32_t pr = ri->urank + ri->k;
  uint64_t n = mlb_ishape_count(pr, r->shape);
  memset(s->pidx, 0, pr * sizeof(int64_t));
  for (uint64_t e = 0; e < n; e++, next_index(r->shape, s->pidx, pr)) {
    unsigned char *out = r->data + e * r->esize;
    unpacked_index(ri, s->tile, s->pidx, s->uidx);
    bool in = true;
    for (uint32_t d = 0; d < ri->urank; d++)
      in = in && s->uidx[d] < s->ushape[d];
    if (in)
      memcpy(out,
             src->data + linear(s->ushape, s->uidx, ri->urank) * src->esize,
             r->esize);
    else
      mlb_ielem_store(ri->ek, out, pad);
  }
}

/* Every unpacked point reads its packed element. */
static void unpack_data(const RelayoutInfo *ri, Shapes *s,
                        const MlbITensor *src, MlbITensor *r) {
  uint64_t n = mlb_ishape_count(ri->urank, r->shape);
  memset(s->uidx, 0, ri->urank * sizeof(int64_t));
  for (uint64_t e = 0; e < n; e++, next_index(r->shape, s->uidx, ri->urank)) {
    packed_index(ri, s->tile, s->uidx, s->pidx);
    int64_t lin = linear(s->pshape, s->pidx, ri->urank + ri->k);
    memcpy(r->data + e * r->esize, src->data + lin * src->esize, r->esize);
  }
}

static int relayout(MlbExec *ex, MlbISlot *fr, const MlbIns *ins, bool pack) {
  const RelayoutInfo *ri = ins->aux;
  const MlbITensor *src = fr[ins->opnd[0]].t, *dest = fr[ins->opnd[1]].t;
  const MlbITensor *packed = pack ? dest : src, *unpacked = pack ? src : dest;
  Shapes s;
  shapes_init(&s, ri);
  const char *bad = NULL;
  if (!read_tiles(ri, fr, s.tile))
    bad = "a tile size is not positive";
  else if (packed->rank != ri->urank + ri->k || unpacked->rank != ri->urank)
    bad = "an operand does not have the rank its type promises";
  if (!bad) {
    memcpy(s.ushape, unpacked->shape, ri->urank * sizeof(int64_t));
    memcpy(s.pshape, packed->shape, packed->rank * sizeof(int64_t));
    bad = check_shapes(ri, &s, pack);
  }
  if (bad) {
    mlb_idims_free(&s.buf);
    return mlb_iexec_error(ex, ins, "%s", bad);
  }
  MlbITensor *r = mlb_itensor_new(ex, dest->rank, dest->shape, ri->esize);
  if (pack)
    pack_data(ri, &s, src, r, ri->has_pad ? fr[ri->pad_slot] : (MlbISlot){0});
  else
    unpack_data(ri, &s, src, r);
  mlb_idims_free(&s.buf);
  fr[ins->res[0]].t = r;
  return MLB_X_NEXT;
}

EXEC(pack) { return relayout(ex, fr, ins, true); }
EXEC(unpack) { return relayout(ex, fr, ins, false); }

/* ==== Lowering ==== */

/* outer_dims_perm (identity when absent) and the tile of each unpacked
 * dim; false when either is not a permutation / a set of distinct dims. */
static bool decode_dims(MlbILower *lw, MlbOperation *op, RelayoutInfo *ri) {
  const MlbAttr *perm = mlb_op_get_prop(op, "outer_dims_perm");
  bool has_perm = perm && perm->kind == MLB_ATTR_DENSE_ARRAY && perm->u.darray.n;
  if (has_perm && perm->u.darray.n != ri->urank)
    return false;
  ri->perm = mlb_ilower_alloc(lw, (ri->urank + 1) * sizeof(int64_t));
  ri->tile_of = mlb_ilower_alloc(lw, (ri->urank + 1) * sizeof(int32_t));
  uint8_t *seen = mlb_ilower_alloc(lw, ri->urank + 1);
  for (uint32_t i = 0; i < ri->urank; i++) {
    ri->perm[i] = has_perm ? perm->u.darray.ivals[i] : (int64_t)i;
    if (ri->perm[i] < 0 || ri->perm[i] >= (int64_t)ri->urank ||
        seen[ri->perm[i]]++)
      return false;
    ri->tile_of[i] = -1;
  }
  for (uint32_t j = 0; j < ri->k; j++) {
    int64_t d = ri->pos[j];
    if (d < 0 || d >= (int64_t)ri->urank || ri->tile_of[d] >= 0)
      return false;
    ri->tile_of[d] = (int32_t)j;
  }
  return true;
}

/* static_inner_tiles and the dynamic tile operands from operand `start`
 * on (pack: its tiles segment; unpack: every operand after dest). */
static bool decode_tiles(MlbILower *lw, MlbOperation *op, MlbIns *ins,
                         uint32_t start, RelayoutInfo *ri) {
  const MlbAttr *st = mlb_op_get_prop(op, "static_inner_tiles");
  if (!st || st->kind != MLB_ATTR_DENSE_ARRAY || st->u.darray.n != ri->k)
    return false;
  ri->tiles.n = ri->k;
  ri->tiles.st = st->u.darray.ivals;
  ri->tiles.slot = mlb_ilower_alloc(lw, (ri->k + 1) * sizeof(uint32_t));
  uint32_t next = start;
  for (uint32_t j = 0; j < ri->k; j++)
    if (ri->tiles.st[j] == MLB_DYNAMIC) {
      if (next >= ins->nopnd)
        return false;
      ri->tiles.slot[j] = ins->opnd[next++];
    }
  return next == ins->nopnd;
}

static MlbStatus lower_relayout(MlbILower *lw, MlbOperation *op, MlbIns *ins,
                                bool pack) {
  if (op->num_operands < 2 || op->num_results != 1)
    return mlb_ilower_unsupported(lw, op, "this form");
  MlbType *pt = mlb_op_operand(op, pack ? 1 : 0)->type;
  MlbType *ut = mlb_op_operand(op, pack ? 0 : 1)->type;
  const MlbAttr *pos = mlb_op_get_prop(op, "inner_dims_pos");
  if (pt->kind != MLB_TYPE_TENSOR || ut->kind != MLB_TYPE_TENSOR || !pos ||
      pos->kind != MLB_ATTR_DENSE_ARRAY)
    return mlb_ilower_unsupported(lw, op, "operands");
  RelayoutInfo *ri = mlb_ilower_alloc(lw, sizeof *ri);
  ri->urank = ut->u.shaped.rank;
  ri->k = pos->u.darray.n;
  ri->pos = pos->u.darray.ivals;
  ri->ek = mlb_ielem_kind(mlb_type_element(ut));
  ri->esize = mlb_ielem_size(ri->ek);
  if (ri->ek == MLB_EK_NONE || pt->u.shaped.rank != ri->urank + ri->k)
    return mlb_ilower_unsupported(lw, op, "operand types");
  uint32_t tiles_at = 2;
  if (pack) {
    uint32_t s = 0, n = 0;
    if (!mlb_op_operand_segment(op, 2, &s, &n) || n > 1)
      return mlb_ilower_unsupported(lw, op, "operands");
    ri->has_pad = n == 1;
    ri->pad_slot = n ? ins->opnd[s] : 0;
    if (!mlb_op_operand_segment(op, 3, &tiles_at, &n))
      return mlb_ilower_unsupported(lw, op, "operands");
  }
  if (!decode_dims(lw, op, ri) || !decode_tiles(lw, op, ins, tiles_at, ri))
    return mlb_ilower_unsupported(lw, op, "dims or tiles");
  ins->aux = ri;
  return MLB_SUCCESS;
}

static MlbStatus lower_pack(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  return lower_relayout(lw, op, ins, true);
}

static MlbStatus lower_unpack(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  return lower_relayout(lw, op, ins, false);
}

static const MlbIOpDef relayout_defs[] = {
    {"linalg.pack", pack, lower_pack, NULL, false},
    {"linalg.unpack", unpack, lower_unpack, NULL, false},
};

void mlb_interp_register_linalg_relayout(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, relayout_defs, MLB_ARRAY_LEN(relayout_defs));
}
