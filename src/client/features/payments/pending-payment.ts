/** The payment in flight, kept for the return to /dashboard?payment=success (a page load). */
const KEY = 'homestead.pendingPaymentId';

export const pendingPayment = {
  set(id: string) {
    try {
      window.sessionStorage.setItem(KEY, id);
    } catch (err) {
      console.warn('[payments] could not remember the pending payment', err);
    }
  },
  take(): string | null {
    try {
      const id = window.sessionStorage.getItem(KEY);
      window.sessionStorage.removeItem(KEY);
      return id;
    } catch {
      return null;
    }
  },
};
