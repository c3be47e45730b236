/** Splits a total across weights by the largest-remainder method: counts add up to the total exactly. */
export function allocateByWeight<K extends string>(
  total: number,
  weights: { id: K; weight: number }[],
): Map<K, number> {
  const sum = weights.reduce((s, w) => s + w.weight, 0);
  const raw = weights.map((w) => ({ id: w.id, exact: sum > 0 ? (total * w.weight) / sum : 0 }));
  const out = new Map<K, number>(raw.map((r) => [r.id, Math.floor(r.exact)]));
  let left = total - [...out.values()].reduce((s, n) => s + n, 0);
  const byRemainder = [...raw].sort(
    (a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)),
  );
  for (const r of byRemainder) {
    if (left <= 0) break;
    out.set(r.id, (out.get(r.id) ?? 0) + 1);
    left--;
  }
  return out;
}
