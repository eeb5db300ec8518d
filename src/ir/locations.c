/* locations.c - uniqued location attributes.
 *
 * Constructors canonicalize like upstream's location storage: a range whose
 * end equals its start is a plain file:line:col, a name location with an
 * unknown child has no child, and fused locations drop unknown members,
 * absorb nested fused locations with the same metadata, deduplicate, and
 * collapse to their only member (or to unknown) when metadata is absent.
 */
#include "ir/types_int.h"

#include "ir/ir.h"

static MlbAttr make(MlbAttrKind k) {
  MlbAttr a;
  memset(&a, 0, sizeof a);
  a.kind = k;
  return a;
}

MlbAttr *mlb_loc_unknown(MlbContext *ctx) {
  MlbAttr k = make(MLB_ATTR_LOC_UNKNOWN);
  return mlb_attr_unique(ctx, &k);
}

/* ==== File locations ====
 * The parser makes one per operation and block argument, nearly all new.
 * They are uniqued by an index per file name, line -> the locations of
 * that line (chained through the node holding each attribute): a lookup is
 * an array access and a short walk, and nothing is ever rehashed. The
 * index is paged (LINE_PAGE lines a page, made on first use, 16KB from
 * the type arena's chunks: heap blocks faulted in 4KB at a time), so a file
 * of millions of lines costs one pointer per line and a hand-written
 * location at line 50,000,000 one page. Lines beyond MAX_INDEXED_LINE
 * (hand-written only) go to the generic attribute set instead. */
#define MAX_INDEXED_LINE (1u << 26)
enum { LINE_PAGE_BITS = 11, LINE_PAGE = 1 << LINE_PAGE_BITS };

typedef struct LocNode {
  MlbAttr attr; /* first: the attribute handed out */
  struct LocNode *next;
} LocNode;

typedef struct LocFileIndex {
  const char *file; /* interned */
  LocNode ***pages; /* line >> LINE_PAGE_BITS -> LINE_PAGE heads, or NULL */
  uint32_t num_pages;
  struct LocFileIndex *next;
} LocFileIndex;

/* Nodes come from the type arena unzeroed (every field of a node is
 * written when it is handed out); its large chunks are huge pages, where
 * heap blocks of a few nodes cost a page fault per 4KB. */
struct MlbLocTable {
  LocFileIndex *files;
};

void mlb_loc_table_free(MlbContext *ctx) {
  if (!ctx->loc_files)
    return;
  for (LocFileIndex *f = ctx->loc_files->files; f; f = f->next) {
    mlb_free(f->pages); /* the pages themselves live in the arena */
  }
  ctx->loc_files = NULL; /* the table itself lives in the arena */
}

static LocNode *new_node(MlbContext *ctx) {
  return mlb_arena_alloc_uninit(&ctx->type_arena, sizeof(LocNode));
}

static LocFileIndex *file_index(MlbContext *ctx, const char *file) {
  if (!ctx->loc_files)
    ctx->loc_files = mlb_arena_alloc(&ctx->type_arena, sizeof(struct MlbLocTable));
  LocFileIndex **pf = &ctx->loc_files->files;
  for (; *pf; pf = &(*pf)->next)
    if ((*pf)->file == file) {
      LocFileIndex *f = *pf; /* most recently used first */
      *pf = f->next;
      f->next = ctx->loc_files->files;
      ctx->loc_files->files = f;
      return f;
    }
  LocFileIndex *f = mlb_arena_alloc(&ctx->type_arena, sizeof *f);
  f->file = file;
  f->next = ctx->loc_files->files;
  ctx->loc_files->files = f;
  return f;
}

static LocNode **line_slot(MlbContext *ctx, LocFileIndex *f, uint32_t line) {
  uint32_t p = line >> LINE_PAGE_BITS;
  if (p >= f->num_pages) {
    uint32_t n = f->num_pages ? f->num_pages : 16;
    while (n <= p)
      n *= 2;
    f->pages = mlb_realloc(f->pages, n * sizeof *f->pages);
    memset(f->pages + f->num_pages, 0, (n - f->num_pages) * sizeof *f->pages);
    f->num_pages = n;
  }
  if (!f->pages[p]) /* 16KB: carved from the arena's (huge) chunks */
    f->pages[p] =
        mlb_arena_alloc(&ctx->type_arena, LINE_PAGE * sizeof(LocNode *));
  return &f->pages[p][line & (LINE_PAGE - 1)];
}

static bool same_loc_file(const MlbAttr *a, const MlbAttr *b) {
  return a->u.loc_file.col == b->u.loc_file.col &&
         a->u.loc_file.end_line == b->u.loc_file.end_line &&
         a->u.loc_file.end_col == b->u.loc_file.end_col;
}

MlbAttr *mlb_loc_file_range(MlbContext *ctx, const char *file, uint32_t line,
                            uint32_t col, uint32_t eline, uint32_t ecol) {
  /* The parser makes one location per op, all naming the same file: reuse
   * the last interned name when the text matches instead of hashing it. */
  if (!ctx->loc_file_interned || (file != ctx->loc_file_interned &&
                                  strcmp(file, ctx->loc_file_interned) != 0))
    ctx->loc_file_interned = mlb_intern_cstr(ctx, file);
  if (eline == line && ecol == col)
    eline = ecol = 0; /* no range */
  MlbAttr k = make(MLB_ATTR_LOC_FILE);
  k.u.loc_file.file = ctx->loc_file_interned;
  k.u.loc_file.line = line;
  k.u.loc_file.col = col;
  k.u.loc_file.end_line = eline;
  k.u.loc_file.end_col = ecol;
  if (line > MAX_INDEXED_LINE)
    return mlb_attr_unique(ctx, &k);
  LocNode **head = line_slot(ctx, file_index(ctx, k.u.loc_file.file), line);
  for (LocNode *n = *head; n; n = n->next)
    if (same_loc_file(&n->attr, &k))
      return &n->attr;
  LocNode *n = new_node(ctx);
  n->attr = k;
  n->attr.hash = (uint32_t)(line * 2654435761u ^ col) | 1u;
  n->next = *head;
  *head = n;
  return &n->attr;
}

MlbAttr *mlb_loc_file(MlbContext *ctx, const char *file, uint32_t line,
                      uint32_t col) {
  return mlb_loc_file_range(ctx, file, line, col, line, col);
}

MlbAttr *mlb_loc_name(MlbContext *ctx, const char *name, size_t n,
                      MlbAttr *child) {
  MlbAttr k = make(MLB_ATTR_LOC_NAME);
  k.u.loc_name.name = mlb_intern_str(ctx, name, n);
  k.u.loc_name.child =
      child && child->kind != MLB_ATTR_LOC_UNKNOWN ? child : NULL;
  return mlb_attr_unique(ctx, &k);
}

MlbAttr *mlb_loc_callsite(MlbContext *ctx, MlbAttr *callee, MlbAttr *caller) {
  MlbAttr k = make(MLB_ATTR_LOC_CALLSITE);
  k.u.loc_callsite.callee = callee;
  k.u.loc_callsite.caller = caller;
  return mlb_attr_unique(ctx, &k);
}

typedef MLB_VEC(MlbAttr *) AttrVec;

static void push_unique(AttrVec *v, MlbAttr *a) {
  for (uint32_t i = 0; i < v->len; i++)
    if (v->data[i] == a)
      return;
  mlb_vec_push(v, a);
}

MlbAttr *mlb_loc_fused(MlbContext *ctx, uint32_t n, MlbAttr *const *locs,
                       MlbAttr *metadata) {
  AttrVec v = {0};
  for (uint32_t i = 0; i < n; i++) {
    MlbAttr *l = locs[i];
    if (l->kind == MLB_ATTR_LOC_FUSED && l->u.loc_fused.metadata == metadata) {
      for (uint32_t j = 0; j < l->u.loc_fused.n; j++)
        push_unique(&v, l->u.loc_fused.locs[j]);
    } else if (l->kind != MLB_ATTR_LOC_UNKNOWN) {
      push_unique(&v, l);
    }
  }
  MlbAttr *r;
  if (v.len == 0 && !metadata) {
    r = mlb_loc_unknown(ctx);
  } else if (v.len == 1 && !metadata) {
    r = v.data[0];
  } else {
    if (v.len == 0) /* keep the metadata: fused<m>[unknown] */
      mlb_vec_push(&v, mlb_loc_unknown(ctx));
    MlbAttr k = make(MLB_ATTR_LOC_FUSED);
    k.u.loc_fused.n = v.len;
    k.u.loc_fused.locs = v.data;
    k.u.loc_fused.metadata = metadata;
    r = mlb_attr_unique(ctx, &k);
  }
  mlb_vec_free(&v);
  return r;
}

MlbAttr *mlb_loc_opaque(MlbContext *ctx, const char *text, size_t n) {
  MlbAttr k = make(MLB_ATTR_LOC_OPAQUE);
  k.u.opaque.text = mlb_intern_str(ctx, text, n);
  return mlb_attr_unique(ctx, &k);
}

bool mlb_attr_is_location(const MlbAttr *a) {
  switch (a->kind) {
  case MLB_ATTR_LOC_UNKNOWN:
  case MLB_ATTR_LOC_FILE:
  case MLB_ATTR_LOC_NAME:
  case MLB_ATTR_LOC_CALLSITE:
  case MLB_ATTR_LOC_FUSED:
  case MLB_ATTR_LOC_OPAQUE:
    return true;
  default:
    return false;
  }
}

/* Follows the same path as upstream's diagnostic printer when it looks for
 * a source position: name -> child, callsite -> callee, fused -> first
 * member that has one. */
const MlbAttr *mlb_loc_file_of(const MlbAttr *loc) {
  if (!loc)
    return NULL;
  switch (loc->kind) {
  case MLB_ATTR_LOC_FILE:
    return loc;
  case MLB_ATTR_LOC_NAME:
    return mlb_loc_file_of(loc->u.loc_name.child);
  case MLB_ATTR_LOC_CALLSITE:
    return mlb_loc_file_of(loc->u.loc_callsite.callee);
  case MLB_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < loc->u.loc_fused.n; i++) {
      const MlbAttr *f = mlb_loc_file_of(loc->u.loc_fused.locs[i]);
      if (f)
        return f;
    }
    return NULL;
  default:
    return NULL;
  }
}
