export type ReadinessNumbers = {
  predictedPercent: number;
  low: number;
  high: number;
  passingPercentage: number;
  answered: number;
};

export type ReadinessVerdict = { isOnTrack: boolean; headline: 'On track' | 'Keep going'; detail: string };

/** The band shown after the prediction: "62% (55-69%)" is the prediction, a space, then this. */
export function formatBand(r: Pick<ReadinessNumbers, 'low' | 'high'>) {
  return `(${r.low}-${r.high}%)`;
}

/** A plain sentence on the prediction against the pass mark. */
export function readinessVerdict(r: ReadinessNumbers): ReadinessVerdict {
  const pass = r.passingPercentage;
  if (r.answered === 0) {
    return {
      isOnTrack: false,
      headline: 'Keep going',
      detail: `You have not answered any questions yet, so this is only a starting guess. You need ${pass}% to pass.`,
    };
  }
  if (r.predictedPercent >= pass) {
    return {
      isOnTrack: true,
      headline: 'On track',
      detail:
        r.low >= pass
          ? `Even the low end of your range clears the ${pass}% pass mark.`
          : `Your predicted score meets the ${pass}% pass mark; keep practising to lift the low end of your range above it too.`,
    };
  }
  const gap = pass - r.predictedPercent;
  return {
    isOnTrack: false,
    headline: 'Keep going',
    detail: `You are about ${gap} percentage ${gap === 1 ? 'point' : 'points'} short of the ${pass}% pass mark.`,
  };
}
