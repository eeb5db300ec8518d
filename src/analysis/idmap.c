/* idmap.c - address-ordered pointer -> number maps (see idmap.h). */
#include "analysis/idmap.h"

static uint32_t slot_of(const MlbIdMap *m, const void *key) {
  uint64_t p = (uint64_t)(uintptr_t)key;
  uint64_t span = (p >> m->shift) * 0x9e3779b97f4a7c15ull;
  return (uint32_t)((p >> 4) ^ (span >> 32)) & (m->cap - 1);
}

void mlb_idmap_init(MlbIdMap *m) {
  memset(m, 0, sizeof *m);
}

void mlb_idmap_free(MlbIdMap *m) {
  mlb_free(m->keys);
  mlb_free(m->vals);
  memset(m, 0, sizeof *m);
}

void mlb_idmap_clear(MlbIdMap *m) {
  if (m->len)
    memset(m->keys, 0, m->cap * sizeof *m->keys);
  m->len = 0;
}

/* Rehashes into a table of `cap` slots (a power of two, at least 64). */
static void rehash(MlbIdMap *m, uint32_t cap) {
  MlbIdMap old = *m;
  m->cap = cap;
  m->shift = 4; /* a table spans cap * 16 bytes */
  while ((1u << (m->shift - 4)) < cap)
    m->shift++;
  m->keys = mlb_calloc(m->cap, sizeof *m->keys);
  m->vals = mlb_malloc(sizeof *m->vals * m->cap);
  m->len = 0;
  for (uint32_t i = 0; i < old.cap; i++)
    if (old.keys[i])
      mlb_idmap_put(m, old.keys[i], old.vals[i]);
  mlb_free(old.keys);
  mlb_free(old.vals);
}

static void grow(MlbIdMap *m) { rehash(m, m->cap ? m->cap * 2 : 64); }

void mlb_idmap_reserve(MlbIdMap *m, uint32_t n) {
  uint32_t cap = m->cap ? m->cap : 64;
  while (cap < UINT32_MAX / 4 && (uint64_t)n * 2 > cap)
    cap *= 2;
  if (cap > m->cap)
    rehash(m, cap);
}

void mlb_idmap_put(MlbIdMap *m, const void *key, uint32_t val) {
  if ((m->len + 1) * 2 > m->cap)
    grow(m);
  uint32_t mask = m->cap - 1, i = slot_of(m, key);
  while (m->keys[i] && m->keys[i] != key)
    i = (i + 1) & mask;
  if (!m->keys[i]) {
    m->keys[i] = key;
    m->len++;
  }
  m->vals[i] = val;
}

uint32_t mlb_idmap_get(const MlbIdMap *m, const void *key) {
  if (!m->cap || !key)
    return UINT32_MAX;
  uint32_t mask = m->cap - 1, i = slot_of(m, key);
  while (m->keys[i]) {
    if (m->keys[i] == key)
      return m->vals[i];
    i = (i + 1) & mask;
  }
  return UINT32_MAX;
}
