/* affine_parse.c - affine maps, integer sets and strided layouts.
 *
 * The expression parser mirrors upstream's precedence climbing (+ and - bind
 * weaker than *, floordiv, ceildiv, mod; all left-associative; unary minus
 * binds tightest) and builds each node through the same simplifications
 * upstream's AffineExpr operators apply (constant folding, constants and
 * symbols to the right, `x * c1 + x * c2` merging, `e - (e floordiv c) * c`
 * to `e mod c`, ...), so the trees, and hence the printed text, match.
 * Dims and symbols may have any names; they print positionally.
 */
#include "parse/attr_parse_int.h"

typedef MlbAffineExpr Expr;

/* ==== Simplifying constructors ==== */
static Expr *cst(MlbContext *c, int64_t v) { return mlb_affine_const(c, v); }

static bool is_const(const Expr *e) { return e->kind == MLB_AFFINE_CONST; }

static bool symbolic(const Expr *e) {
  switch (e->kind) {
  case MLB_AFFINE_CONST:
  case MLB_AFFINE_SYMBOL:
    return true;
  case MLB_AFFINE_DIM:
    return false;
  default:
    return symbolic(e->lhs) && symbolic(e->rhs);
  }
}

static int64_t gcd64(int64_t a, int64_t b) {
  uint64_t x = a < 0 ? 0 - (uint64_t)a : (uint64_t)a;
  uint64_t y = b < 0 ? 0 - (uint64_t)b : (uint64_t)b;
  while (y) {
    uint64_t t = x % y;
    x = y;
    y = t;
  }
  return (int64_t)x;
}

static int64_t known_divisor(const Expr *e) {
  switch (e->kind) {
  case MLB_AFFINE_CONST:
    return e->value < 0 ? -e->value : e->value;
  case MLB_AFFINE_MUL:
    return known_divisor(e->lhs) * known_divisor(e->rhs);
  case MLB_AFFINE_ADD:
  case MLB_AFFINE_MOD:
    return gcd64(known_divisor(e->lhs), known_divisor(e->rhs));
  default:
    return 1;
  }
}

static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

static int64_t ceil_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) == (b < 0)) ? q + 1 : q;
}

static int64_t pos_mod(int64_t a, int64_t b) {
  int64_t m = a % b;
  return m < 0 ? m + b : m;
}

/* Same kind of leaf (dim/dim or sym/sym) in decreasing position order. */
static bool out_of_order(const Expr *l, const Expr *r) {
  return l->kind == r->kind &&
         (l->kind == MLB_AFFINE_DIM || l->kind == MLB_AFFINE_SYMBOL) &&
         l->value > r->value;
}

static Expr *add(MlbContext *c, Expr *l, Expr *r);
static Expr *mul(MlbContext *c, Expr *l, Expr *r);
static Expr *mod(MlbContext *c, Expr *l, Expr *r);

/* `e - (e floordiv q) * q` -> `e mod q` (upstream's simplifyAdd tail). */
static Expr *add_as_mod(MlbContext *c, Expr *l, Expr *r) {
  if (r->kind != MLB_AFFINE_MUL)
    return NULL;
  Expr *lr = r->lhs, *rr = r->rhs;
  if (is_const(rr) && rr->value == -1 && lr->kind == MLB_AFFINE_MUL) {
    Expr *fd = lr->lhs;
    if (fd->kind != MLB_AFFINE_FLOORDIV)
      return NULL;
    if (fd->rhs == lr->rhs && l == fd->lhs)
      return mod(c, l, lr->rhs);
  }
  if (lr->kind != MLB_AFFINE_FLOORDIV)
    return NULL;
  if (l == lr->lhs && lr->rhs == mul(c, rr, cst(c, -1)))
    return mod(c, l, lr->rhs);
  return NULL;
}

static bool add_overflows(int64_t a, int64_t b) {
  return (b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b);
}

static bool mul_overflows(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return false;
  if ((a == -1 && b == INT64_MIN) || (b == -1 && a == INT64_MIN))
    return true;
  int64_t r = (int64_t)((uint64_t)a * (uint64_t)b);
  return r / b != a;
}

static Expr *add(MlbContext *c, Expr *l, Expr *r) {
  /* Constants fold unless the sum overflows (then the node stays). */
  if (is_const(l) && is_const(r))
    return add_overflows(l->value, r->value)
               ? mlb_affine_bin(c, MLB_AFFINE_ADD, l, r)
               : cst(c, l->value + r->value);
  if (is_const(l) || (symbolic(l) && !symbolic(r)))
    return add(c, r, l);
  if (is_const(r) && r->value == 0)
    return l;
  if (out_of_order(l, r))
    return add(c, r, l);
  if (l->kind == MLB_AFFINE_ADD && is_const(l->rhs) && is_const(r))
    return add(c, l->lhs, cst(c, l->rhs->value + r->value));
  /* c1 * x + c2 * x -> (c1 + c2) * x */
  bool lm = l->kind == MLB_AFFINE_MUL && is_const(l->rhs);
  bool rm = r->kind == MLB_AFFINE_MUL && is_const(r->rhs);
  Expr *x = lm ? l->lhs : l, *y = rm ? r->lhs : r;
  if (x == y)
    return mul(c, x,
               cst(c, (lm ? l->rhs->value : 1) + (rm ? r->rhs->value : 1)));
  if (l->kind == MLB_AFFINE_ADD && is_const(l->rhs))
    return add(c, add(c, l->lhs, r), l->rhs);
  Expr *m = add_as_mod(c, l, r);
  return m ? m : mlb_affine_bin(c, MLB_AFFINE_ADD, l, r);
}

static Expr *mul(MlbContext *c, Expr *l, Expr *r) {
  if (is_const(l) && is_const(r))
    return mul_overflows(l->value, r->value)
               ? mlb_affine_bin(c, MLB_AFFINE_MUL, l, r)
               : cst(c, l->value * r->value);
  if (!symbolic(r) || is_const(l))
    return mul(c, r, l);
  if (is_const(r) && r->value == 1)
    return l;
  if (is_const(r) && r->value == 0)
    return r;
  if (out_of_order(l, r))
    return mul(c, r, l);
  if (l->kind == MLB_AFFINE_MUL && is_const(l->rhs) && is_const(r))
    return mul(c, l->lhs, cst(c, l->rhs->value * r->value));
  if (l->kind == MLB_AFFINE_MUL && is_const(l->rhs))
    return mul(c, mul(c, l->lhs, r), l->rhs);
  return mlb_affine_bin(c, MLB_AFFINE_MUL, l, r);
}

static Expr *floordiv(MlbContext *c, Expr *l, Expr *r) {
  if (!is_const(r) || r->value < 1)
    return mlb_affine_bin(c, MLB_AFFINE_FLOORDIV, l, r);
  int64_t d = r->value;
  if (is_const(l))
    return cst(c, floor_div(l->value, d));
  if (d == 1)
    return l;
  if (l->kind == MLB_AFFINE_MUL && is_const(l->rhs) && l->rhs->value % d == 0)
    return mul(c, l->lhs, cst(c, l->rhs->value / d));
  if (l->kind == MLB_AFFINE_ADD && (known_divisor(l->lhs) % d == 0 ||
                                    known_divisor(l->rhs) % d == 0))
    return add(c, floordiv(c, l->lhs, r), floordiv(c, l->rhs, r));
  return mlb_affine_bin(c, MLB_AFFINE_FLOORDIV, l, r);
}

static Expr *ceildiv(MlbContext *c, Expr *l, Expr *r) {
  if (!is_const(r) || r->value < 1)
    return mlb_affine_bin(c, MLB_AFFINE_CEILDIV, l, r);
  int64_t d = r->value;
  if (is_const(l))
    return cst(c, ceil_div(l->value, d));
  if (d == 1)
    return l;
  if (l->kind == MLB_AFFINE_MUL && is_const(l->rhs) && l->rhs->value % d == 0)
    return mul(c, l->lhs, cst(c, l->rhs->value / d));
  return mlb_affine_bin(c, MLB_AFFINE_CEILDIV, l, r);
}

static Expr *mod(MlbContext *c, Expr *l, Expr *r) {
  if (!is_const(r) || r->value < 1)
    return mlb_affine_bin(c, MLB_AFFINE_MOD, l, r);
  int64_t d = r->value;
  if (is_const(l))
    return cst(c, pos_mod(l->value, d));
  if (known_divisor(l) % d == 0)
    return cst(c, 0);
  if (l->kind == MLB_AFFINE_ADD) {
    if (known_divisor(l->lhs) % d == 0)
      return mod(c, l->rhs, r);
    if (known_divisor(l->rhs) % d == 0)
      return mod(c, l->lhs, r);
  }
  if (l->kind == MLB_AFFINE_MOD && is_const(l->rhs) && l->rhs->value >= 1 &&
      pos_mod(l->rhs->value, d) == 0)
    return mod(c, l->lhs, r);
  return mlb_affine_bin(c, MLB_AFFINE_MOD, l, r);
}

/* ==== Expression parser ==== */
typedef struct {
  const char *name;
  uint32_t len;
  Expr *expr;
} IdDef;

typedef struct {
  MlbAsmParser *p;
  MLB_VEC(IdDef) ids;
} AffineParser;

typedef enum { LOW_NONE, LOW_ADD, LOW_SUB } LowOp;
typedef enum { HIGH_NONE, HIGH_MUL, HIGH_FLOOR, HIGH_CEIL, HIGH_MOD } HighOp;

static Expr *parse_expr(AffineParser *a);

static LowOp consume_low(MlbAsmParser *p) {
  if (mlb_parser_consume_if(p, MLB_TOK_PLUS))
    return LOW_ADD;
  if (mlb_parser_consume_if(p, MLB_TOK_MINUS))
    return LOW_SUB;
  return LOW_NONE;
}

static HighOp consume_high(MlbAsmParser *p) {
  HighOp op = HIGH_NONE;
  if (p->tok.kind == MLB_TOK_STAR)
    op = HIGH_MUL;
  else if (mlb_at_kw(p, "floordiv"))
    op = HIGH_FLOOR;
  else if (mlb_at_kw(p, "ceildiv"))
    op = HIGH_CEIL;
  else if (mlb_at_kw(p, "mod"))
    op = HIGH_MOD;
  if (op != HIGH_NONE)
    mlb_parser_consume(p);
  return op;
}

static Expr *high_binary(AffineParser *a, HighOp op, Expr *l, Expr *r,
                         const char *op_pos) {
  MlbContext *c = a->p->ctx;
  static const char *const names[] = {"", "", "floordiv", "ceildiv", "mod"};
  if (op == HIGH_MUL) {
    if (!symbolic(l) && !symbolic(r)) {
      mlb_perr_at_pos(a->p, op_pos,
                      "non-affine expression: at least one of the multiply "
                      "operands has to be either a constant or symbolic");
      return NULL;
    }
    return mul(c, l, r);
  }
  if (!symbolic(r)) {
    mlb_perr_at_pos(a->p, op_pos,
                    "non-affine expression: right operand of %s has to be "
                    "either a constant or symbolic",
                    names[op]);
    return NULL;
  }
  if (op == HIGH_FLOOR)
    return floordiv(c, l, r);
  return op == HIGH_CEIL ? ceildiv(c, l, r) : mod(c, l, r);
}

static Expr *low_binary(AffineParser *a, LowOp op, Expr *l, Expr *r) {
  MlbContext *c = a->p->ctx;
  if (op == LOW_SUB)
    r = mul(c, r, cst(c, -1));
  return add(c, l, r);
}

static Expr *parse_bare_id(AffineParser *a) {
  MlbAsmParser *p = a->p;
  if (p->tok.kind != MLB_TOK_BARE_ID) {
    mlb_perr_wrong_token(p, "expected bare identifier");
    return NULL;
  }
  for (uint32_t i = 0; i < a->ids.len; i++)
    if (a->ids.data[i].len == p->tok.len &&
        memcmp(a->ids.data[i].name, p->tok.start, p->tok.len) == 0) {
      mlb_parser_consume(p);
      return a->ids.data[i].expr;
    }
  mlb_perr_wrong_token(p, "use of undeclared identifier");
  return NULL;
}

static Expr *parse_integer(AffineParser *a) {
  uint64_t v;
  if (!mlb_tok_uint64(&a->p->tok, &v) || v > (uint64_t)INT64_MAX) {
    mlb_perr(a->p, "constant too large for index");
    return NULL;
  }
  mlb_parser_consume(a->p);
  return cst(a->p->ctx, (int64_t)v);
}

static Expr *parse_paren(AffineParser *a) {
  MlbAsmParser *p = a->p;
  mlb_parser_consume(p);
  if (p->tok.kind == MLB_TOK_RPAREN) {
    mlb_perr(p, "no expression inside parentheses");
    return NULL;
  }
  if (!mlb_parser_nest(p))
    return NULL;
  Expr *e = parse_expr(a);
  mlb_parser_unnest(p);
  if (!e || mlb_parser_expect(p, MLB_TOK_RPAREN, "expected ')'"))
    return NULL;
  return e;
}

static Expr *parse_operand(AffineParser *a, Expr *lhs);

static Expr *parse_negation(AffineParser *a, Expr *lhs) {
  mlb_parser_consume(a->p);
  if (!mlb_parser_nest(a->p))
    return NULL;
  Expr *e = parse_operand(a, lhs);
  mlb_parser_unnest(a->p);
  if (!e) { /* upstream adds this second message */
    mlb_perr(a->p, "missing operand of negation");
    return NULL;
  }
  return mul(a->p->ctx, cst(a->p->ctx, -1), e);
}

static Expr *parse_operand(AffineParser *a, Expr *lhs) {
  MlbAsmParser *p = a->p;
  switch (p->tok.kind) {
  case MLB_TOK_INTEGER: return parse_integer(a);
  case MLB_TOK_LPAREN: return parse_paren(a);
  case MLB_TOK_MINUS: return parse_negation(a, lhs);
  case MLB_TOK_BARE_ID: return parse_bare_id(a);
  case MLB_TOK_PERCENT_ID:
    mlb_perr_wrong_token(p, "unexpected ssa identifier");
    return NULL;
  case MLB_TOK_PLUS:
  case MLB_TOK_STAR:
    mlb_perr(p, lhs ? "missing right operand of binary operator"
                    : "missing left operand of binary operator");
    return NULL;
  default:
    mlb_perr(p, lhs ? "missing right operand of binary operator"
                    : "expected affine expression");
    return NULL;
  }
}

/* (llhs llop lhs) op rhs ..., for the high-precedence operators. */
static Expr *parse_high(AffineParser *a, Expr *llhs, HighOp llop,
                        const char *llop_pos) {
  Expr *lhs = parse_operand(a, llhs);
  if (!lhs)
    return NULL;
  const char *op_pos = a->p->tok.start;
  HighOp op = consume_high(a->p);
  if (op != HIGH_NONE) {
    if (llhs) {
      Expr *e = high_binary(a, llop, llhs, lhs, op_pos);
      return e ? parse_high(a, e, op, op_pos) : NULL;
    }
    return parse_high(a, lhs, op, op_pos);
  }
  return llhs ? high_binary(a, llop, llhs, lhs, llop_pos) : lhs;
}

static Expr *parse_low(AffineParser *a, Expr *llhs, LowOp llop) {
  Expr *lhs = parse_operand(a, llhs);
  if (!lhs)
    return NULL;
  LowOp lop = consume_low(a->p);
  if (lop != LOW_NONE)
    return parse_low(a, llhs ? low_binary(a, llop, llhs, lhs) : lhs, lop);
  const char *op_pos = a->p->tok.start;
  HighOp hop = consume_high(a->p);
  if (hop != HIGH_NONE) {
    Expr *high = parse_high(a, lhs, hop, op_pos);
    if (!high)
      return NULL;
    Expr *e = llhs ? low_binary(a, llop, llhs, high) : high;
    LowOp next = consume_low(a->p);
    return next != LOW_NONE ? parse_low(a, e, next) : e;
  }
  return llhs ? low_binary(a, llop, llhs, lhs) : lhs;
}

static Expr *parse_expr(AffineParser *a) { return parse_low(a, NULL, LOW_NONE); }

/* ==== Maps and sets ==== */
typedef MlbStatus (*EltFn)(AffineParser *a, void *user);

/* Upstream's parseCommaSeparatedList with a paren/square delimiter. */
static MlbStatus parse_list(AffineParser *a, MlbTokKind open, MlbTokKind close,
                            const char *what, EltFn fn, void *user) {
  MlbAsmParser *p = a->p;
  char oc = open == MLB_TOK_LPAREN ? '(' : '[';
  char cc = close == MLB_TOK_RPAREN ? ')' : ']';
  if (!mlb_parser_consume_if(p, open))
    return mlb_perr_wrong_token(p, "expected '%c'%s", oc, what);
  if (mlb_parser_consume_if(p, close))
    return MLB_SUCCESS;
  do
    MLB_TRY(fn(a, user));
  while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  if (!mlb_parser_consume_if(p, close))
    return mlb_perr_wrong_token(p, "expected '%c'%s", cc, what);
  return MLB_SUCCESS;
}

typedef struct {
  MlbAffineKind kind;
  uint32_t count;
} IdList;

static MlbStatus parse_id_def(AffineParser *a, void *user) {
  IdList *l = user;
  MlbAsmParser *p = a->p;
  if (p->tok.kind != MLB_TOK_BARE_ID)
    return mlb_perr_wrong_token(p, "expected bare identifier");
  for (uint32_t i = 0; i < a->ids.len; i++)
    if (a->ids.data[i].len == p->tok.len &&
        memcmp(a->ids.data[i].name, p->tok.start, p->tok.len) == 0)
      return mlb_perr(p, "redefinition of identifier '%.*s'", (int)p->tok.len,
                      p->tok.start);
  Expr *e = l->kind == MLB_AFFINE_DIM ? mlb_affine_dim(p->ctx, l->count)
                                      : mlb_affine_sym(p->ctx, l->count);
  IdDef d = {p->tok.start, p->tok.len, e};
  mlb_vec_push(&a->ids, d);
  l->count++;
  mlb_parser_consume(p);
  return MLB_SUCCESS;
}

typedef MLB_VEC(Expr *) ExprVec;
typedef MLB_VEC(bool) BoolVec;

typedef struct {
  ExprVec exprs;
  BoolVec is_eq;
} Results;

static MlbStatus parse_result(AffineParser *a, void *user) {
  Results *r = user;
  Expr *e = parse_expr(a);
  if (!e)
    return MLB_FAILURE;
  mlb_vec_push(&r->exprs, e);
  return MLB_SUCCESS;
}

/* lhs >= rhs, lhs <= rhs, lhs == rhs, normalized to `e >= 0` / `e == 0`. */
static MlbStatus parse_constraint(AffineParser *a, void *user) {
  Results *r = user;
  MlbAsmParser *p = a->p;
  MlbContext *c = p->ctx;
  Expr *lhs = parse_expr(a), *rhs;
  if (!lhs)
    return MLB_FAILURE;
  int form = 0; /* 1: >=, 2: <=, 3: == */
  if (mlb_parser_consume_if(p, MLB_TOK_GREATER) &&
      mlb_parser_consume_if(p, MLB_TOK_EQUAL))
    form = 1;
  else if (mlb_parser_consume_if(p, MLB_TOK_LESS) &&
           mlb_parser_consume_if(p, MLB_TOK_EQUAL))
    form = 2;
  else if (mlb_parser_consume_if(p, MLB_TOK_EQUAL) &&
           mlb_parser_consume_if(p, MLB_TOK_EQUAL))
    form = 3;
  if (!form)
    return mlb_perr(p, "expected '== affine-expr' or '>= affine-expr' at end "
                       "of affine constraint");
  if (!(rhs = parse_expr(a)))
    return MLB_FAILURE;
  Expr *neg_r = mul(c, rhs, cst(c, -1)), *neg_l = mul(c, lhs, cst(c, -1));
  mlb_vec_push(&r->exprs, form == 2 ? add(c, rhs, neg_l) : add(c, lhs, neg_r));
  mlb_vec_push(&r->is_eq, form == 3);
  return MLB_SUCCESS;
}

/* (dims)[syms] -> (results)  or  (dims)[syms] : (constraints) */
static MlbStatus parse_map_or_set(AffineParser *a, MlbAttr **map,
                                  MlbAttr **set) {
  MlbAsmParser *p = a->p;
  IdList dims = {MLB_AFFINE_DIM, 0}, syms = {MLB_AFFINE_SYMBOL, 0};
  MLB_TRY(parse_list(a, MLB_TOK_LPAREN, MLB_TOK_RPAREN,
                     " in dimensional identifier list", parse_id_def, &dims));
  if (p->tok.kind == MLB_TOK_LSQUARE)
    MLB_TRY(parse_list(a, MLB_TOK_LSQUARE, MLB_TOK_RSQUARE, " in symbol list",
                       parse_id_def, &syms));
  Results r = {{0}, {0}};
  MlbStatus s;
  bool is_map = mlb_parser_consume_if(p, MLB_TOK_ARROW);
  if (is_map) {
    s = parse_list(a, MLB_TOK_LPAREN, MLB_TOK_RPAREN, " in affine map range",
                   parse_result, &r);
    if (!s)
      *map = mlb_attr_affine_map(p->ctx, dims.count, syms.count, r.exprs.len,
                                 r.exprs.data);
  } else {
    s = mlb_parser_expect(p, MLB_TOK_COLON, "expected '->' or ':'");
    if (!s)
      s = parse_list(a, MLB_TOK_LPAREN, MLB_TOK_RPAREN,
                     " in integer set constraint list", parse_constraint, &r);
    if (!s && r.exprs.len == 0) { /* no constraints: the set `0 == 0` */
      mlb_vec_push(&r.exprs, cst(p->ctx, 0));
      mlb_vec_push(&r.is_eq, true);
    }
    if (!s)
      *set = mlb_attr_integer_set(p->ctx, dims.count, syms.count, r.exprs.len,
                                  r.exprs.data, r.is_eq.data);
  }
  mlb_vec_free(&r.exprs);
  mlb_vec_free(&r.is_eq);
  return s;
}

/* Shared by affine_map<...> and affine_set<...> after the keyword. */
static MlbStatus parse_affine_attr(MlbAsmParser *p, bool want_map,
                                   MlbAttr **out) {
  const char *what = want_map ? "affine map" : "integer set";
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, want_map
                                                 ? "expected '<' in affine map"
                                                 : "expected '<' in integer set"));
  const char *start = p->tok.start;
  AffineParser a = {p, {0}};
  MlbAttr *map = NULL, *set = NULL;
  MlbStatus s = parse_map_or_set(&a, &map, &set);
  mlb_vec_free(&a.ids);
  MLB_TRY(s);
  if (want_map && set)
    return mlb_perr_at_pos(p, start, "expected AffineMap, but got IntegerSet");
  if (!want_map && map)
    return mlb_perr_at_pos(p, start, "expected IntegerSet, but got AffineMap");
  *out = want_map ? map : set;
  if (!mlb_parser_consume_if(p, MLB_TOK_GREATER))
    return mlb_perr_wrong_token(p, "expected '>' in %s", what);
  return MLB_SUCCESS;
}

MlbStatus mlb_parse_affine_map_attr(MlbAsmParser *p, MlbAttr **out) {
  mlb_parser_consume(p);
  return parse_affine_attr(p, true, out);
}

MlbStatus mlb_parse_integer_set_attr(MlbAsmParser *p, MlbAttr **out) {
  mlb_parser_consume(p);
  return parse_affine_attr(p, false, out);
}

/* ==== strided<[s, ...], offset: o> ==== */
static MlbStatus parse_stride_or_offset(MlbAsmParser *p, int64_t *v) {
  const char *start = p->tok.start;
  if (mlb_parser_consume_if(p, MLB_TOK_QUESTION)) {
    *v = MLB_DYNAMIC;
    return MLB_SUCCESS;
  }
  bool neg = mlb_parser_consume_if(p, MLB_TOK_MINUS);
  uint64_t u;
  if (p->tok.kind != MLB_TOK_INTEGER || !mlb_tok_uint64(&p->tok, &u) ||
      u > (uint64_t)INT64_MAX)
    return mlb_perr_at_pos(p, start,
                           "expected a 64-bit signed integer or '?'");
  mlb_parser_consume(p);
  *v = neg ? -(int64_t)u : (int64_t)u;
  return MLB_SUCCESS;
}

static MlbStatus parse_strided_body(MlbAsmParser *p, MlbI64Vec *strides,
                                    int64_t *offset) {
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LESS, "expected '<' after 'strided'"));
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_LSQUARE, "expected '['"));
  if (p->tok.kind != MLB_TOK_RSQUARE) {
    do {
      int64_t v = 0;
      MLB_TRY(parse_stride_or_offset(p, &v));
      mlb_vec_push(strides, v);
    } while (mlb_parser_consume_if(p, MLB_TOK_COMMA));
  }
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_RSQUARE, "expected ']'"));
  *offset = 0;
  if (mlb_parser_consume_if(p, MLB_TOK_GREATER))
    return MLB_SUCCESS;
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_COMMA, "expected ','"));
  if (!mlb_consume_kw(p, "offset"))
    return mlb_perr_wrong_token(p, "expected 'offset' after comma");
  MLB_TRY(mlb_parser_expect(p, MLB_TOK_COLON, "expected ':' after 'offset'"));
  MLB_TRY(parse_stride_or_offset(p, offset));
  return mlb_parser_expect(p, MLB_TOK_GREATER, "expected '>'");
}

MlbStatus mlb_parse_strided_attr(MlbAsmParser *p, MlbAttr **out) {
  mlb_parser_consume(p);
  MlbI64Vec strides = {0};
  int64_t offset;
  MlbStatus s = parse_strided_body(p, &strides, &offset);
  if (!s)
    *out = mlb_attr_strided(p->ctx, strides.len, strides.data, offset);
  mlb_vec_free(&strides);
  return s;
}
