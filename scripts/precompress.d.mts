/** Writes `.br` and `.gz` beside each compressible file under `dir`; returns what it wrote. */
export function precompress(dir: string): Promise<{ file: string; bytes: number; br: number; gz: number }[]>;
