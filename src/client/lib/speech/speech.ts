import { storage } from '@client/lib/storage';
import { storageKeys } from '@shared/domain/storage-keys';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** The browser's speech synthesis (Web Speech API): read-aloud and the audio drill speak through it. */
export function isSpeechSupported() {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

export const SPEECH_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Speed and voice, kept on the device and shared by every read-aloud control and the drill. */
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
function readRate() {
  const n = Number(storage.get(storageKeys.readAloudRate));
  return (SPEECH_RATES as readonly number[]).includes(n) ? n : 1;
}
const readVoice = () => storage.get(storageKeys.readAloudVoice) ?? '';

export function useSpeechSettings() {
  const rate = useSyncExternalStore(subscribe, readRate, () => 1);
  const voiceURI = useSyncExternalStore(subscribe, readVoice, () => '');
  const set = useCallback((next: { rate?: number; voiceURI?: string }) => {
    if (next.rate !== undefined) storage.set(storageKeys.readAloudRate, String(next.rate));
    if (next.voiceURI !== undefined) storage.set(storageKeys.readAloudVoice, next.voiceURI);
    for (const l of listeners) l();
  }, []);
  return { rate, voiceURI, set };
}

/** The voices the browser offers (they load late in some browsers), English ones first. */
export function useVoices() {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  useEffect(() => {
    if (!isSpeechSupported()) return;
    const load = () => {
      const all = window.speechSynthesis.getVoices();
      setVoices([...all].sort((a, b) => Number(!a.lang.startsWith('en')) - Number(!b.lang.startsWith('en'))));
    };
    load();
    window.speechSynthesis.addEventListener('voiceschanged', load);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', load);
  }, []);
  return voices;
}

function voiceFor(uri: string) {
  return window.speechSynthesis.getVoices().find((v) => v.voiceURI === uri) ?? null;
}

/**
 * Speaks one sentence and resolves when it ends (or is cancelled). Some engines never fire `end`
 * (no voice installed, a headless browser): a generous estimate of its length resolves it anyway.
 */
function speakOne(text: string, rate: number, voiceURI: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const u = new SpeechSynthesisUtterance(text);
    u.rate = rate;
    u.lang = 'en-US';
    const voice = voiceURI ? voiceFor(voiceURI) : null;
    if (voice) u.voice = voice;
    const words = text.split(/\s+/).length;
    const fallback = setTimeout(done, ((words / 2.5) * 1000) / rate + 2000);
    function done() {
      clearTimeout(fallback);
      signal.removeEventListener('abort', done);
      resolve();
    }
    u.onend = done;
    u.onerror = done;
    signal.addEventListener('abort', done);
    window.speechSynthesis.speak(u);
  });
}

/** Reads sentences in order, telling which one is being read; stops at once when the signal aborts. */
export async function speakSentences(
  sentences: string[],
  opts: { rate: number; voiceURI: string; signal: AbortSignal; onSentence?: (index: number) => void },
) {
  if (!isSpeechSupported()) return;
  for (const [i, s] of sentences.entries()) {
    if (opts.signal.aborted) return;
    opts.onSentence?.(i);
    await speakOne(s, opts.rate, opts.voiceURI, opts.signal);
  }
}

export function stopSpeaking() {
  if (isSpeechSupported()) window.speechSynthesis.cancel();
}
