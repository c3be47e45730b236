// Reads the device's time zone off the page's main thread (see time-zone.ts).
(self as unknown as { postMessage: (zone: string) => void }).postMessage(
  Intl.DateTimeFormat().resolvedOptions().timeZone,
);
