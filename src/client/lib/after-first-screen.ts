/** Resolves once the page has loaded and the browser is idle (or after 3 s of waiting for idle). */
export function afterFirstScreen() {
  return new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 3000 })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
