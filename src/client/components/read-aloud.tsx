import { Pause, Square, Volume2 } from '@client/components/ui/icons';
import { cn } from '@client/lib/cn';
import { splitSentences } from '@client/lib/speech/sentences';
import {
  isSpeechSupported,
  SPEECH_RATES,
  speakSentences,
  stopSpeaking,
  useSpeechSettings,
  useVoices,
} from '@client/lib/speech/speech';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

type Status = 'idle' | 'playing' | 'paused';

/**
 * Read-aloud for a piece of text (a story, a question with its options, an explanation, a flashcard),
 * with the browser's own speech: play and pause, stop, speed 0.75-2x and a voice, and the sentence
 * being read shown highlighted. Plain buttons and selects, so it works by keyboard. Nothing here needs
 * the network. Only one read-aloud speaks at a time.
 */
let stopOthers: (() => void) | null = null;

export function ReadAloud({ text, label, className }: { text: string; label: string; className?: string }) {
  const sentences = useMemo(() => splitSentences(text).map((s, i) => ({ s, key: `${i}:${s}` })), [text]);
  const [status, setStatus] = useState<Status>('idle');
  const [current, setCurrent] = useState(-1);
  const [showSettings, setShowSettings] = useState(false);
  const { rate, voiceURI, set } = useSpeechSettings();
  const voices = useVoices();
  const abort = useRef<AbortController | null>(null);
  const settingsId = useId();
  const supported = isSpeechSupported();

  const stop = () => {
    abort.current?.abort();
    abort.current = null;
    stopSpeaking();
    setStatus('idle');
    setCurrent(-1);
  };

  // New text (the next question or card) stops reading the old one; leaving the screen too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: text is the trigger.
  useEffect(() => stop, [text]);

  function play() {
    if (status === 'paused') {
      window.speechSynthesis.resume();
      setStatus('playing');
      return;
    }
    stopOthers?.();
    const controller = new AbortController();
    abort.current = controller;
    stopOthers = stop;
    setStatus('playing');
    void speakSentences(
      sentences.map((x) => x.s),
      {
        rate,
        voiceURI,
        signal: controller.signal,
        onSentence: setCurrent,
      },
    ).then(() => {
      if (abort.current === controller) {
        abort.current = null;
        setStatus('idle');
        setCurrent(-1);
      }
    });
  }

  function pause() {
    window.speechSynthesis.pause();
    setStatus('paused');
  }

  if (!supported || sentences.length === 0) return null;
  return (
    <div
      className={cn(
        'rounded-xl',
        (status !== 'idle' || showSettings) && 'border border-stone-200 bg-white/80 p-2',
        className,
      )}
    >
      <fieldset aria-label={label} className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={status === 'playing' ? pause : play}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-green-800 bg-white px-3 text-sm font-semibold text-green-900 hover:bg-green-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
        >
          {status === 'playing' ? (
            <Pause className="h-4 w-4" aria-hidden />
          ) : (
            <Volume2 className="h-4 w-4" aria-hidden />
          )}
          {status === 'playing' ? 'Pause' : status === 'paused' ? 'Resume' : label}
        </button>
        {status !== 'idle' && (
          <button
            type="button"
            onClick={stop}
            className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-stone-300 px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-green-800"
          >
            <Square className="h-3.5 w-3.5" aria-hidden /> Stop
          </button>
        )}
        <button
          type="button"
          aria-expanded={showSettings}
          aria-controls={settingsId}
          onClick={() => setShowSettings((v) => !v)}
          className="min-h-10 rounded-lg px-2 text-sm font-semibold text-green-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-green-800"
        >
          {rate}× speed{voices.length > 0 ? ', voice' : ''}
        </button>
      </fieldset>
      <div id={settingsId} hidden={!showSettings} className="mt-2 flex flex-wrap gap-3 text-sm">
        <label className="flex items-center gap-2">
          Speed
          <select
            value={rate}
            onChange={(e) => set({ rate: Number(e.target.value) })}
            className="rounded-md border border-stone-300 bg-white px-2 py-1"
          >
            {SPEECH_RATES.map((r) => (
              <option key={r} value={r}>
                {r}×
              </option>
            ))}
          </select>
        </label>
        {voices.length > 0 && (
          <label className="flex min-w-0 items-center gap-2">
            Voice
            <select
              value={voiceURI}
              onChange={(e) => set({ voiceURI: e.target.value })}
              className="min-w-0 max-w-56 rounded-md border border-stone-300 bg-white px-2 py-1"
            >
              <option value="">Browser default</option>
              {voices.map((v) => (
                <option key={v.voiceURI} value={v.voiceURI}>
                  {v.name} ({v.lang})
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {status !== 'idle' && (
        <p className="mt-2 text-sm leading-relaxed text-stone-800" aria-live="off">
          {sentences.map(({ s, key }, i) => (
            <span key={key}>
              {i === current ? (
                <mark className="rounded bg-amber-200 px-0.5 text-stone-950">{s}</mark>
              ) : (
                s
              )}{' '}
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
