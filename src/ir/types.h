/* types.h - uniqued types and attributes.
 *
 * Types and attributes live in the context and are uniqued: two equal types
 * are the same pointer. Builtin kinds are represented structurally; types and
 * attributes of dialects mlbuf does not model are kept verbatim as
 * MLB_TYPE_OPAQUE / MLB_ATTR_OPAQUE (their full text, e.g. "!foo.bar<1>").
 * Locations are attributes too (the MLB_ATTR_LOC_* kinds), as in MLIR.
 */
#ifndef MLB_IR_TYPES_H
#define MLB_IR_TYPES_H

#include "support/support.h"

typedef struct MlbContext MlbContext;
typedef struct MlbType MlbType;
typedef struct MlbAttr MlbAttr;

/* MLIR's ShapedType::kDynamic: a '?' dimension or stride/offset. */
#define MLB_DYNAMIC INT64_MIN

/* ==== Types ==== */
typedef enum MlbTypeKind {
  MLB_TYPE_INTEGER,
  MLB_TYPE_INDEX,
  MLB_TYPE_FLOAT,
  MLB_TYPE_NONE,
  MLB_TYPE_FUNCTION,
  MLB_TYPE_TUPLE,
  MLB_TYPE_VECTOR,
  MLB_TYPE_COMPLEX,
  MLB_TYPE_MEMREF,
  MLB_TYPE_UNRANKED_MEMREF,
  MLB_TYPE_TENSOR,
  MLB_TYPE_UNRANKED_TENSOR,
  MLB_TYPE_OPAQUE, /* dialect type kept verbatim: text is "!d.name<...>" */
} MlbTypeKind;

typedef enum MlbSignedness {
  MLB_SIGNLESS,
  MLB_SIGNED,
  MLB_UNSIGNED
} MlbSignedness;

/* Float kinds in the order MLIR's builtin float types are listed. */
typedef enum MlbFloatKind {
  MLB_F16,
  MLB_BF16,
  MLB_F32,
  MLB_F64,
  MLB_F80,
  MLB_F128,
  MLB_TF32,
  MLB_F4E2M1FN,
  MLB_F6E2M3FN,
  MLB_F6E3M2FN,
  MLB_F8E5M2,
  MLB_F8E4M3,
  MLB_F8E4M3FN,
  MLB_F8E5M2FNUZ,
  MLB_F8E4M3FNUZ,
  MLB_F8E4M3B11FNUZ,
  MLB_F8E3M4,
  MLB_F8E8M0FNU,
  MLB_FLOAT_KIND_COUNT
} MlbFloatKind;

struct MlbType {
  MlbTypeKind kind;
  uint32_t hash;
  union {
    struct {
      uint32_t width;
      MlbSignedness sign;
    } integer;
    struct {
      MlbFloatKind kind;
    } flt;
    struct {
      uint32_t num_inputs, num_results;
      MlbType **types; /* inputs then results */
    } func;
    struct {
      uint32_t n;
      MlbType **types;
    } tuple;
    /* vector, tensor, memref: shape + element type.
     * memref: layout (NULL = identity) and memory space (NULL = default).
     * tensor: encoding (NULL = none).
     * vector: scalable (NULL = none scalable) marks [N] dims. */
    struct {
      uint32_t rank;
      int64_t *shape;
      bool *scalable;
      MlbType *elt;
      MlbAttr *layout;
      MlbAttr *memspace;
      MlbAttr *encoding;
    } shaped;
    /* unranked memref (memspace) / unranked tensor / complex: element. */
    struct {
      MlbType *elt;
      MlbAttr *memspace;
    } unranked;
    struct {
      const char *text; /* interned, includes leading '!' */
      const char *dialect; /* interned dialect namespace, e.g. "foo" */
    } opaque;
  } u;
};

/* Constructors: return the unique instance. Arrays are copied. */
MlbType *mlb_type_integer(MlbContext *ctx, uint32_t width, MlbSignedness s);
MlbType *mlb_type_index(MlbContext *ctx);
MlbType *mlb_type_float(MlbContext *ctx, MlbFloatKind k);
MlbType *mlb_type_none(MlbContext *ctx);
MlbType *mlb_type_function(MlbContext *ctx, uint32_t ni, MlbType *const *in,
                           uint32_t nr, MlbType *const *res);
MlbType *mlb_type_tuple(MlbContext *ctx, uint32_t n, MlbType *const *types);
MlbType *mlb_type_vector(MlbContext *ctx, uint32_t rank, const int64_t *shape,
                         const bool *scalable, MlbType *elt);
MlbType *mlb_type_complex(MlbContext *ctx, MlbType *elt);
MlbType *mlb_type_memref(MlbContext *ctx, uint32_t rank, const int64_t *shape,
                         MlbType *elt, MlbAttr *layout, MlbAttr *memspace);
MlbType *mlb_type_unranked_memref(MlbContext *ctx, MlbType *elt,
                                  MlbAttr *memspace);
MlbType *mlb_type_tensor(MlbContext *ctx, uint32_t rank, const int64_t *shape,
                         MlbType *elt, MlbAttr *encoding);
MlbType *mlb_type_unranked_tensor(MlbContext *ctx, MlbType *elt);
MlbType *mlb_type_opaque(MlbContext *ctx, const char *text, size_t n);

static inline bool mlb_type_is_int(const MlbType *t, uint32_t w) {
  return t->kind == MLB_TYPE_INTEGER && t->u.integer.width == w &&
         t->u.integer.sign == MLB_SIGNLESS;
}
bool mlb_type_is_shaped(const MlbType *t); /* vector/tensor/memref (ranked or not) */
bool mlb_type_is_memref(const MlbType *t); /* ranked or unranked memref */
bool mlb_type_is_tensor(const MlbType *t); /* ranked or unranked tensor */
bool mlb_type_is_int_or_index(const MlbType *t);
bool mlb_type_is_float(const MlbType *t);
/* Element type of a shaped/complex type, else NULL. */
MlbType *mlb_type_element(const MlbType *t);
/* Bit width of int/float/index (index = 64); 0 otherwise. */
uint32_t mlb_type_bitwidth(const MlbType *t);
/* True if shaped with rank and all static dims. */
bool mlb_type_has_static_shape(const MlbType *t);
int64_t mlb_type_num_elements(const MlbType *t); /* -1 if dynamic/unranked */
/* True if ranked shaped with a static size 0 in some dimension: no
 * element, whatever its dynamic sizes. */
bool mlb_type_has_zero_dim(const MlbType *t);

/* ==== Attributes ==== */
typedef enum MlbAttrKind {
  MLB_ATTR_UNIT,
  MLB_ATTR_INTEGER, /* also `true`/`false` (i1) */
  MLB_ATTR_FLOAT,
  MLB_ATTR_STRING,
  MLB_ATTR_TYPE,
  MLB_ATTR_ARRAY,
  MLB_ATTR_DICT,
  MLB_ATTR_SYMREF,
  MLB_ATTR_DENSE,          /* dense<...> : shaped type */
  MLB_ATTR_DENSE_RESOURCE, /* dense_resource<handle> : shaped type */
  MLB_ATTR_DENSE_ARRAY,    /* array<i64: 1, 2> */
  MLB_ATTR_AFFINE_MAP,
  MLB_ATTR_INTEGER_SET,
  MLB_ATTR_STRIDED, /* strided<[s...], offset: o> */
  MLB_ATTR_OPAQUE,  /* dialect attribute kept verbatim: "#d.name<...>" */
  MLB_ATTR_SPARSE,  /* sparse<...> kept verbatim */
  MLB_ATTR_LOC_UNKNOWN,
  MLB_ATTR_LOC_FILE, /* "file":line:col (optionally to :l2:c2) */
  MLB_ATTR_LOC_NAME, /* "name" or "name"(child) */
  MLB_ATTR_LOC_CALLSITE,
  MLB_ATTR_LOC_FUSED,  /* fused[...] or fused<meta>[...] */
  MLB_ATTR_LOC_OPAQUE, /* anything else inside loc(...), verbatim */
  MLB_ATTR_DISTINCT,   /* distinct[N]<attr> */
} MlbAttrKind;

typedef struct MlbNamedAttr {
  const char *name; /* interned */
  MlbAttr *value;
} MlbNamedAttr;

/* Affine expressions are uniqued attributes-like nodes owned by the context. */
typedef enum MlbAffineKind {
  MLB_AFFINE_DIM,
  MLB_AFFINE_SYMBOL,
  MLB_AFFINE_CONST,
  MLB_AFFINE_ADD,
  MLB_AFFINE_MUL,
  MLB_AFFINE_MOD,
  MLB_AFFINE_FLOORDIV,
  MLB_AFFINE_CEILDIV,
} MlbAffineKind;

typedef struct MlbAffineExpr {
  MlbAffineKind kind;
  int64_t value; /* dim/symbol position or constant */
  struct MlbAffineExpr *lhs, *rhs;
} MlbAffineExpr;

struct MlbAttr {
  MlbAttrKind kind;
  uint32_t hash;
  MlbType *type; /* integer/float/dense/string-with-type/... else NULL */
  union {
    struct {
      int64_t value;     /* sign-extended for widths <= 64 */
      const char *big;   /* decimal text for widths > 64, else NULL */
    } integer;
    struct {
      double value;
      uint64_t bits;     /* exact bit pattern in the type's format */
      const char *text;  /* original spelling for f80/f128, else NULL */
    } flt;
    struct {
      const char *data; /* bytes, may contain NUL */
      uint32_t len;
    } str;
    struct {
      MlbType *value;
    } type;
    struct {
      uint32_t n;
      MlbAttr **elems;
    } array;
    struct {
      uint32_t n;
      MlbNamedAttr *entries; /* sorted by name */
    } dict;
    struct {
      const char *root;    /* interned, without '@' */
      uint32_t n_nested;
      const char **nested; /* @a::@b::@c -> root a, nested {b, c} */
    } symref;
    struct {
      /* Elements as a nested array of scalar attributes (or a single
       * scalar when splat), or hex bytes text when given as "0x..". */
      MlbAttr *elements;
      const char *hex; /* interned "0x..." or NULL */
      bool splat;
    } dense;
    struct {
      const char *handle; /* interned */
    } resource;
    struct {
      MlbType *elt;
      uint32_t n;
      int64_t *ivals; /* integer element types */
      double *fvals;  /* float element types */
    } darray;
    struct {
      uint32_t num_dims, num_syms, num_results;
      MlbAffineExpr **results;
    } map;
    struct {
      uint32_t num_dims, num_syms, num_constraints;
      MlbAffineExpr **constraints;
      bool *is_eq;
    } set;
    struct {
      uint32_t rank;
      int64_t *strides;
      int64_t offset;
    } strided;
    struct {
      const char *text; /* interned verbatim text */
      const char *dialect;
    } opaque;
    struct {
      const char *file; /* interned */
      uint32_t line, col, end_line, end_col; /* end_* = 0 when no range */
    } loc_file;
    struct {
      const char *name;
      MlbAttr *child; /* NULL if none */
    } loc_name;
    struct {
      MlbAttr *callee, *caller;
    } loc_callsite;
    struct {
      uint32_t n;
      MlbAttr **locs;
      MlbAttr *metadata; /* NULL if none */
    } loc_fused;
    struct {
      uint64_t id;
      MlbAttr *inner;
    } distinct;
  } u;
};

MlbAttr *mlb_attr_unit(MlbContext *ctx);
MlbAttr *mlb_attr_int(MlbContext *ctx, MlbType *type, int64_t v);
MlbAttr *mlb_attr_int_big(MlbContext *ctx, MlbType *type, const char *dec);
MlbAttr *mlb_attr_bool(MlbContext *ctx, bool v); /* i1 integer attr */
MlbAttr *mlb_attr_float(MlbContext *ctx, MlbType *type, double v);
MlbAttr *mlb_attr_float_bits(MlbContext *ctx, MlbType *type, uint64_t bits);
MlbAttr *mlb_attr_string(MlbContext *ctx, const char *s, size_t n,
                         MlbType *type /* NULL = none */);
MlbAttr *mlb_attr_type(MlbContext *ctx, MlbType *t);
MlbAttr *mlb_attr_array(MlbContext *ctx, uint32_t n, MlbAttr *const *elems);
/* Entries are copied and sorted by name; later duplicates replace earlier. */
MlbAttr *mlb_attr_dict(MlbContext *ctx, uint32_t n, const MlbNamedAttr *e);
MlbAttr *mlb_attr_symref(MlbContext *ctx, const char *root, uint32_t nn,
                         const char *const *nested);
MlbAttr *mlb_attr_dense(MlbContext *ctx, MlbType *type, MlbAttr *elements,
                        bool splat);
MlbAttr *mlb_attr_dense_hex(MlbContext *ctx, MlbType *type, const char *hex,
                            size_t n);
MlbAttr *mlb_attr_dense_resource(MlbContext *ctx, MlbType *type,
                                 const char *handle, size_t n);
MlbAttr *mlb_attr_dense_i64_array(MlbContext *ctx, uint32_t n,
                                  const int64_t *vals);
MlbAttr *mlb_attr_dense_int_array(MlbContext *ctx, MlbType *elt, uint32_t n,
                                  const int64_t *vals);
MlbAttr *mlb_attr_dense_float_array(MlbContext *ctx, MlbType *elt, uint32_t n,
                                    const double *vals);
MlbAttr *mlb_attr_affine_map(MlbContext *ctx, uint32_t nd, uint32_t ns,
                             uint32_t nr, MlbAffineExpr *const *results);
MlbAttr *mlb_attr_integer_set(MlbContext *ctx, uint32_t nd, uint32_t ns,
                              uint32_t nc, MlbAffineExpr *const *cons,
                              const bool *is_eq);
MlbAttr *mlb_attr_strided(MlbContext *ctx, uint32_t rank,
                          const int64_t *strides, int64_t offset);
MlbAttr *mlb_attr_opaque(MlbContext *ctx, const char *text, size_t n);
MlbAttr *mlb_attr_sparse(MlbContext *ctx, MlbType *type, const char *text,
                         size_t n);
MlbAttr *mlb_attr_distinct(MlbContext *ctx, uint64_t id, MlbAttr *inner);

MlbAttr *mlb_loc_unknown(MlbContext *ctx);
MlbAttr *mlb_loc_file(MlbContext *ctx, const char *file, uint32_t line,
                      uint32_t col);
MlbAttr *mlb_loc_file_range(MlbContext *ctx, const char *file, uint32_t line,
                            uint32_t col, uint32_t eline, uint32_t ecol);
MlbAttr *mlb_loc_name(MlbContext *ctx, const char *name, size_t n,
                      MlbAttr *child);
MlbAttr *mlb_loc_callsite(MlbContext *ctx, MlbAttr *callee, MlbAttr *caller);
MlbAttr *mlb_loc_fused(MlbContext *ctx, uint32_t n, MlbAttr *const *locs,
                       MlbAttr *metadata);
MlbAttr *mlb_loc_opaque(MlbContext *ctx, const char *text, size_t n);
bool mlb_attr_is_location(const MlbAttr *a);
/* The innermost file:line:col of a location, or NULL. */
const MlbAttr *mlb_loc_file_of(const MlbAttr *loc);

/* Affine expression constructors (uniqued; no simplification is done). */
MlbAffineExpr *mlb_affine_dim(MlbContext *ctx, int64_t pos);
MlbAffineExpr *mlb_affine_sym(MlbContext *ctx, int64_t pos);
MlbAffineExpr *mlb_affine_const(MlbContext *ctx, int64_t v);
MlbAffineExpr *mlb_affine_bin(MlbContext *ctx, MlbAffineKind k,
                              MlbAffineExpr *l, MlbAffineExpr *r);

/* Dictionary lookup; NULL when absent. */
MlbAttr *mlb_dict_get(const MlbAttr *dict, const char *name);

/* Attribute names looked up op after op. Every context interns each of
 * them to exactly this storage (mlb_context_seed_names, attrs.c), so a
 * lookup passing `mlb_names.value` rather than the literal "value"
 * compares pointers only. Any other string keeps working as before. */
typedef struct MlbWellKnownNames {
  char operand_segment_sizes[sizeof "operandSegmentSizes"];
  char result_segment_sizes[sizeof "resultSegmentSizes"];
  char value[sizeof "value"];
  char sym_name[sizeof "sym_name"];
  char sym_visibility[sizeof "sym_visibility"];
  char function_type[sizeof "function_type"];
  char arg_attrs[sizeof "arg_attrs"];
  char res_attrs[sizeof "res_attrs"];
  char callee[sizeof "callee"];
  char predicate[sizeof "predicate"];
  char branch_weights[sizeof "branch_weights"];
  char alignment[sizeof "alignment"];
  char static_offsets[sizeof "static_offsets"];
  char static_sizes[sizeof "static_sizes"];
  char static_strides[sizeof "static_strides"];
  char indexing_maps[sizeof "indexing_maps"];
  char iterator_types[sizeof "iterator_types"];
} MlbWellKnownNames;
extern const MlbWellKnownNames mlb_names;
/* Called by mlb_context_create before anything else is interned. */
void mlb_context_seed_names(MlbContext *ctx);
/* Returns a new dict with name set (value NULL removes it). dict may be NULL. */
MlbAttr *mlb_dict_set(MlbContext *ctx, MlbAttr *dict, const char *name,
                      MlbAttr *value);
/* Integer value of an integer attr (asserts kind). */
int64_t mlb_attr_int_value(const MlbAttr *a);

/* Uniquing tables: created/destroyed by the context (types.c). */
void mlb_uniquers_init(MlbContext *ctx);
void mlb_uniquers_destroy(MlbContext *ctx);

/* ==== Printing (src/print/attr_print.c) ==== */
/* Print exactly as upstream mlir-opt prints (aliases are handled by the
 * module printer, not here). */
void mlb_print_type(MlbBuf *b, const MlbType *t);
/* Prints the attribute; integer/float/dense/string attributes print their
 * `: type` suffix the way upstream prints a top-level attribute (`5 : i64`,
 * `1.000000e+00 : f64`; none for untyped strings and i1 `true`). Elements of
 * arrays and memref layouts/memory spaces elide `: i64` / `: f64`, as
 * upstream does there. */
void mlb_print_attr(MlbBuf *b, const MlbAttr *a);
/* Same but without the trailing `: type` (used by custom syntaxes). */
void mlb_print_attr_no_type(MlbBuf *b, const MlbAttr *a);
void mlb_print_affine_expr(MlbBuf *b, const MlbAffineExpr *e);
/* An affine map attribute without `affine_map<>`: "(d0)[s0] -> (d0 + s0)". */
void mlb_print_affine_map_body(MlbBuf *b, const MlbAttr *a);
/* Upstream's float printing: "1.500000e+00", else shortest exact decimal,
 * else hex "0x..." */
void mlb_print_float(MlbBuf *b, const MlbType *t, double v, uint64_t bits);
/* Prints a string literal with MLIR escapes: "a\0Ab" */
void mlb_print_string_literal(MlbBuf *b, const char *s, size_t n);

/* ==== Helpers the parser, the printer and folders share with ir ==== */
bool mlb_same_i64s(const int64_t *a, const int64_t *b, uint32_t n);
/* Truncates to the integer type's width and sign-extends (i1: 0 or 1). */
int64_t mlb_int_normalize(const MlbType *type, int64_t v);
/* Float attribute spelled by text that a double cannot hold (f80/f128 hex
 * literals); `approx` is kept as the value. */
MlbAttr *mlb_attr_float_text(MlbContext *ctx, MlbType *type, const char *text,
                             double approx);
/* Dialect attribute kept verbatim with an optional `: type` (NULL = none). */
MlbAttr *mlb_attr_opaque_typed(MlbContext *ctx, const char *text, size_t n,
                               MlbType *type);
/* Spelling of a float kind ("f32", "f8E4M3FN", ...) (attr_print.c). */
const char *mlb_float_kind_name(MlbFloatKind k);
/* Bytes per scalar in a dense hex payload; 0 when not decodable. */
uint32_t mlb_dense_scalar_bytes(const MlbType *t);

#endif
