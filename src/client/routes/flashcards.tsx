import { FlashcardsScreen } from '@client/features/reference/components/flashcards-screen';

export function Component() {
  return <FlashcardsScreen />;
}
