export type StoryBlock = { kind: 'heading' | 'paragraph'; text: string };

const HEADING = /^\*\*([^*]+)\*\*$/;

/**
 * Story bodies are plain text: a line wrapped in double asterisks (`**Like This**`) is a subheading,
 * every other non-blank line is a paragraph, and blank lines only separate them.
 */
export function parseStoryBody(body: string): StoryBlock[] {
  const blocks: StoryBlock[] = [];
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = HEADING.exec(line)?.[1]?.trim();
    if (heading) blocks.push({ kind: 'heading', text: heading });
    else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}
