import { join } from 'node:path';
import { fillPlaceholders, statePlaceholderValues } from '@shared/content/placeholders';
import { describe, expect, it } from 'vitest';
import { STORY_WORDS, storyFloors, wordCount } from './checks';
import { loadContent } from './load-content';

const { content, problems } = loadContent(join(import.meta.dirname, '..', '..', '..', '..', 'content'));

describe('family stories as content', () => {
  it('load without problems', () => {
    expect(problems).toEqual([]);
  });

  it('meet the counts per section', () => {
    for (const [section, need] of Object.entries(storyFloors)) {
      const list = content.stories.filter((s) => s.section === section);
      expect(list.filter((s) => s.kind === 'story').length, section).toBeGreaterThanOrEqual(need.stories);
      expect(list.filter((s) => s.kind === 'tip').length, section).toBeGreaterThanOrEqual(need.tips);
    }
  });

  it('run 700-1,200 words each (section stories)', () => {
    for (const s of content.stories.filter((x) => x.kind === 'story' && x.section !== 'overview')) {
      const n = wordCount(s.body);
      expect(n, s.id).toBeGreaterThanOrEqual(STORY_WORDS.min);
      expect(n, s.id).toBeLessThanOrEqual(STORY_WORDS.max);
    }
  });

  it('resolve every placeholder for all 50 states and for none', () => {
    expect(content.states).toHaveLength(50);
    for (const story of content.stories) {
      const text = `${story.title}\n${story.teaser}\n${story.body}`;
      const none = fillPlaceholders(text, null);
      expect(none, story.id).not.toMatch(/\{\{|\}\}|undefined/);
      for (const state of content.states) {
        const filled = fillPlaceholders(text, statePlaceholderValues(state));
        expect(filled, `${story.id} in ${state.id}`).not.toMatch(/\{\{|\}\}|undefined|NaN/);
      }
    }
  });

  it('name real concepts and end with what the exam asks', () => {
    const concepts = new Set(content.concepts.map((c) => c.id));
    for (const s of content.stories.filter((x) => x.kind === 'story' && x.section !== 'overview')) {
      expect(s.concepts.length, s.id).toBeGreaterThan(0);
      for (const c of s.concepts) expect(concepts.has(c), `${s.id}: ${c}`).toBe(true);
      expect(s.body, s.id).toMatch(/\*\*What the exam asks\*\*/i);
    }
  });
});
