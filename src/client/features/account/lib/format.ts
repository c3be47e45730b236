export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
