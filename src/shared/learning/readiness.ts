export type TopicStats = {
  topicId: string;
  title: string;
  weight: number;
  answered: number;
  correct: number;
};

export type Readiness = {
  predictedPercent: number;
  low: number;
  high: number;
  answered: number;
  byTopic: (TopicStats & { estimatePercent: number })[];
};

/**
 * Predicted score on the state's exam today: per outline topic, the learner's accuracy smoothed
 * toward 50% (one right and one wrong pseudo-answer, so a topic never answered counts as a coin toss
 * of 4 options' worth of guessing at best), weighted by the blueprint. The band is a 95% interval
 * from the per-topic binomial variance; it shrinks as answers accumulate.
 */
export function estimateReadiness(topics: TopicStats[]): Readiness {
  const totalWeight = topics.reduce((s, t) => s + t.weight, 0) || 1;
  let mean = 0;
  let variance = 0;
  const byTopic = topics.map((t) => {
    const p = (t.correct + 1) / (t.answered + 2);
    const w = t.weight / totalWeight;
    mean += w * p;
    variance += (w * w * p * (1 - p)) / (t.answered + 2);
    return { ...t, estimatePercent: Math.round(p * 100) };
  });
  const half = 1.96 * Math.sqrt(variance);
  const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(x * 100)));
  return {
    predictedPercent: clamp(mean),
    low: clamp(mean - half),
    high: clamp(mean + half),
    answered: topics.reduce((s, t) => s + t.answered, 0),
    byTopic,
  };
}
