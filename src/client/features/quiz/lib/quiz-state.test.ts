import { describe, expect, it } from 'vitest';
import { initialQuizState, quizReducer } from './quiz-state';

describe('quizReducer', () => {
  const start = initialQuizState(3, 1000);

  it('takes an answer, then a confidence level, then records, each only in its turn', () => {
    let s = quizReducer(start, { type: 'rate', confidence: 'confident' });
    expect(s.questions[0]!.confidence).toBeNull();
    s = quizReducer(s, { type: 'submit' });
    expect(s.questions[0]!.submitted).toBe(false);
    s = quizReducer(s, { type: 'select', option: 'A' });
    s = quizReducer(s, { type: 'recorded' });
    expect(s.questions[0]!.recorded).toBe(false);
    s = quizReducer(s, { type: 'submit' });
    s = quizReducer(s, { type: 'select', option: 'B' });
    expect(s.questions[0]!.selected).toBe('A');
    s = quizReducer(s, { type: 'recorded' });
    expect(s.questions[0]!.recorded).toBe(false);
    s = quizReducer(s, { type: 'rate', confidence: 'confident' });
    s = quizReducer(s, { type: 'recorded' });
    s = quizReducer(s, { type: 'rate', confidence: 'need_practice' });
    expect(s.questions[0]).toMatchObject({
      selected: 'A',
      submitted: true,
      confidence: 'confident',
      recorded: true,
    });
  });

  it('moves within the round, restarting the clock only of an unanswered question', () => {
    let s = quizReducer(start, { type: 'go', to: 5, now: 2000 });
    expect(s.index).toBe(0);
    s = quizReducer(s, { type: 'select', option: 'A' });
    s = quizReducer(s, { type: 'submit' });
    s = quizReducer(s, { type: 'go', to: 1, now: 3000 });
    expect(s.index).toBe(1);
    expect(s.questions[1]!.startedAt).toBe(3000);
    s = quizReducer(s, { type: 'go', to: 0, now: 4000 });
    expect(s.questions[0]!.startedAt).toBe(1000);
  });
});
