/** True while focus is in a control that takes typed keys, where shortcuts must not fire. */
export function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  // Choice controls (the answer options are radios) take no typed text: shortcuts still apply there.
  return !['radio', 'checkbox', 'button', 'submit', 'reset'].includes((target as HTMLInputElement).type);
}
