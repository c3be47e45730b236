import { FlashcardsScreen } from '../features/reference/components/flashcards-screen';

export function Component() {
  return <FlashcardsScreen />;
}
