import { describe, expect, it } from 'vitest';
import { confidenceFromSpeech, optionFromSpeech } from './voice-choice';

describe('spoken replies in the audio drill', () => {
  it('maps numbers, letters and ordinals to options', () => {
    expect(optionFromSpeech('Option three')).toBe(2);
    expect(optionFromSpeech('B')).toBe(1);
    expect(optionFromSpeech('the first one')).toBe(0);
    expect(optionFromSpeech('4')).toBe(3);
    expect(optionFromSpeech('hmm')).toBeNull();
  });
  it('maps words to confidence levels, "somewhat" before "familiar"', () => {
    expect(confidenceFromSpeech('somewhat familiar')).toBe('somewhat_confident');
    expect(confidenceFromSpeech('felt familiar')).toBe('confident');
    expect(confidenceFromSpeech('completely new')).toBe('need_practice');
    expect(confidenceFromSpeech('pizza')).toBeNull();
  });
});
