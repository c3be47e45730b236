import { describe, expect, it } from 'vitest';
import { parseStoryBody } from './parse-story-body';

describe('parseStoryBody', () => {
  it('turns **lines** into subheadings and other lines into paragraphs', () => {
    const body = 'First paragraph.\n\n**A Subheading**\n\nSecond paragraph.\r\nThird line.\n';
    expect(parseStoryBody(body)).toEqual([
      { kind: 'paragraph', text: 'First paragraph.' },
      { kind: 'heading', text: 'A Subheading' },
      { kind: 'paragraph', text: 'Second paragraph.' },
      { kind: 'paragraph', text: 'Third line.' },
    ]);
  });

  it('keeps bold words inside a sentence as text and ignores blank bodies', () => {
    expect(parseStoryBody('Read **this** now.')).toEqual([{ kind: 'paragraph', text: 'Read **this** now.' }]);
    expect(parseStoryBody('  \n\n ')).toEqual([]);
    expect(parseStoryBody('****')).toEqual([{ kind: 'paragraph', text: '****' }]);
  });
});
