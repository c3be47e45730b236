/**
 * Splits text into the sentences read aloud one at a time (and highlighted as they are read). A
 * sentence ends at . ! or ? followed by a space and a capital, a digit or a quote; common
 * abbreviations (Mr., e.g., U.S.) and decimals ($1.5) do not end one.
 */
const ABBREVIATIONS =
  /(?:\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Inc|Co|Ltd|vs|etc|approx|No|e\.g|i\.e|U\.S|a\.m|p\.m)\.)$/i;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n+/)) {
    const line = block.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    let start = 0;
    const re = /[.!?]["'”’)]*\s+(?=["'“‘(]?[A-Z0-9$])/g;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const end = m.index + m[0].trimEnd().length;
      const candidate = line.slice(start, end);
      if (ABBREVIATIONS.test(candidate)) continue;
      out.push(candidate.trim());
      start = m.index + m[0].length;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}
