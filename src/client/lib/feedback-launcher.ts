import { createLauncher } from './launcher';

/**
 * Opens the feedback dialog from anywhere (the round button, the phone's "More" menu, the main nav)
 * without importing the feedback feature: the dialog listens here.
 */
const launcher = createLauncher();
export const openFeedback = () => launcher.open();
export const onOpenFeedback = (listener: () => void) => launcher.listen(listener);
