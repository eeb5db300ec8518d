/* handlers_vector.c - interpreter handlers of the vector dialect.
 *
 * A vector value is held like a tensor (an immutable MlbITensor in its
 * slot, lower.c): vector.transfer_read and vector.transfer_write move
 * elements between vectors and memrefs or tensors, vector.load and
 * vector.store between vectors and memrefs (handlers_vector_transfer.c);
 * broadcast, insert and extract build and take them apart
 * (handlers_vector_elements.c, with shape_cast and from_elements),
 * reduction combines them (handlers_vector_reduction.c), dense constants
 * are arith.constant's and elementwise arith/math ops run per element as
 * on tensors (handlers_elementwise.c). The other vector ops
 * (contractions, transposes, masks, gathers) are not run yet.
 *
 * vector.print of scalars, of vectors (`( ( 1, 2 ), ( 3, 4 ) )`), of a
 * string and of punctuation alone prints exactly what upstream's lowering
 * prints through the runner utilities: i1 zero-extended (1/0), other signless and
 * signed integers sign-extended, unsigned integers and index as unsigned,
 * floats with "%g", then the punctuation (a newline by default). A string
 * is printed as is, without punctuation.
 */
#include <inttypes.h>

#include "interp/interp_int.h"

typedef enum PrintKind {
  PK_NONE,
  PK_SIGNED,
  PK_UNSIGNED,
  PK_F32,
  PK_F64,
  PK_STRING,
  PK_VECTOR
} PrintKind;

typedef struct PrintInfo {
  PrintKind kind;
  PrintKind elem; /* PK_VECTOR: how its elements print */
  MlbElemKind ek; /* PK_VECTOR: their storage */
  uint32_t width;
  const char *punct; /* text printed after the value */
  const char *str;   /* PK_STRING */
  size_t str_len;
} PrintInfo;

static void print_scalar(FILE *out, PrintKind k, uint32_t width, MlbISlot v) {
  switch (k) {
  case PK_SIGNED:
    fprintf(out, "%" PRId64, v.i);
    break;
  case PK_UNSIGNED:
    fprintf(out, "%" PRIu64, mlb_zext(v.i, width));
    break;
  case PK_F32:
    fprintf(out, "%g", (double)v.f);
    break;
  case PK_F64:
    fprintf(out, "%g", v.d);
    break;
  default:
    break;
  }
}

/* Dimension `d` of a vector from element *k on: `( a, b )`, nested per
 * dimension; a 0-d vector prints as one of a single element. */
static void print_dim(FILE *out, const PrintInfo *pi, const MlbITensor *v,
                      uint32_t d, uint64_t *k) {
  int64_t n = v->rank ? v->shape[d] : 1;
  fputs("( ", out);
  for (int64_t i = 0; i < n; i++) {
    if (i)
      fputs(", ", out);
    if (d + 1 < v->rank) {
      print_dim(out, pi, v, d + 1, k);
      continue;
    }
    print_scalar(out, pi->elem, pi->width,
                 mlb_ielem_load(pi->ek, v->data + (*k)++ * v->esize));
  }
  fputs(" )", out);
}

static int exec_print(MlbExec *ex, MlbISlot *fr, const MlbIns *ins) {
  const PrintInfo *pi = ins->aux;
  FILE *out = ex->out;
  if (pi->kind == PK_STRING) {
    fwrite(pi->str, 1, pi->str_len, out);
    return MLB_X_NEXT;
  }
  if (pi->kind == PK_VECTOR) {
    uint64_t k = 0;
    print_dim(out, pi, fr[ins->opnd[0]].t, 0, &k);
  } else {
    print_scalar(out, pi->kind, pi->width, fr[ins->opnd[0]]);
  }
  fputs(pi->punct, out);
  return MLB_X_NEXT;
}

static const char *punctuation(const MlbAttr *a) {
  static const struct {
    const char *name, *text;
  } k[] = {{"no_punctuation", ""}, {"newline", "\n"}, {"comma", ", "},
           {"open", "( "},         {"close", " )"}};
  if (!a || a->kind != MLB_ATTR_OPAQUE)
    return "\n";
  for (size_t i = 0; i < MLB_ARRAY_LEN(k); i++) {
    char want[64];
    snprintf(want, sizeof want, "#vector.punctuation<%s>", k[i].name);
    if (!strcmp(a->u.opaque.text, want))
      return k[i].text;
  }
  return NULL;
}

static PrintKind scalar_kind(const MlbType *t, uint32_t *width) {
  *width = 64;
  if (t->kind == MLB_TYPE_INDEX)
    return PK_UNSIGNED;
  if (t->kind == MLB_TYPE_INTEGER) {
    *width = t->u.integer.width;
    if (*width > 64)
      return PK_NONE;
    return *width == 1 || t->u.integer.sign == MLB_UNSIGNED ? PK_UNSIGNED
                                                            : PK_SIGNED;
  }
  if (t->kind == MLB_TYPE_FLOAT && t->u.flt.kind <= MLB_F64)
    return t->u.flt.kind == MLB_F64 ? PK_F64 : PK_F32;
  return PK_NONE;
}

static MlbStatus lower_print(MlbILower *lw, MlbOperation *op, MlbIns *ins) {
  PrintInfo *pi = mlb_ilower_alloc(lw, sizeof *pi);
  MlbAttr *s = mlb_op_get_attr(op, "stringLiteral");
  pi->punct = punctuation(mlb_op_get_attr(op, "punctuation"));
  if (!pi->punct)
    return mlb_ilower_unsupported(lw, op, "punctuation");
  if (s && s->kind == MLB_ATTR_STRING) {
    pi->kind = PK_STRING;
    pi->str = s->u.str.data;
    pi->str_len = s->u.str.len;
  } else if (op->num_operands) {
    const MlbType *t = mlb_op_operand(op, 0)->type;
    if (mlb_ifixed_vector(t)) {
      pi->kind = PK_VECTOR;
      pi->ek = mlb_ielem_kind(t->u.shaped.elt);
      pi->elem = scalar_kind(t->u.shaped.elt, &pi->width);
    } else {
      pi->kind = scalar_kind(t, &pi->width);
    }
    bool bad = pi->kind == PK_NONE ||
               (pi->kind == PK_VECTOR &&
                (pi->elem == PK_NONE || pi->ek == MLB_EK_NONE));
    if (bad)
      return mlb_ilower_unsupported(lw, op, "operand type");
  }
  ins->aux = pi;
  return MLB_SUCCESS;
}

static const MlbIOpDef vector_defs[] = {
    {"vector.transfer_read", NULL, mlb_ilower_transfer, NULL, false},
    {"vector.transfer_write", NULL, mlb_ilower_transfer, NULL, false},
    {"vector.load", NULL, mlb_ilower_vector_access, NULL, false},
    {"vector.print", exec_print, lower_print, NULL, false},
    {"vector.store", NULL, mlb_ilower_vector_access, NULL, false},
};

void mlb_interp_register_vector(MlbContext *ctx) {
  mlb_interp_register_ops(ctx, vector_defs, MLB_ARRAY_LEN(vector_defs));
  mlb_interp_register_vector_elements(ctx);
  mlb_interp_register_vector_masked(ctx);
  mlb_interp_register_vector_reduction(ctx);
}
