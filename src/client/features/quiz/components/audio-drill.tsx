import { Button, buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Headphones, Mic, Pause, Play, SkipForward, Square } from '@client/components/ui/icons';
import { useCompleteSession } from '@client/features/quiz/api/complete-session';
import { startQuizQueryOptions } from '@client/features/quiz/api/start-quiz';
import { enqueueRoundComplete, enqueueRoundStart } from '@client/features/quiz/lib/local-round';
import { explanationForSpeech, questionForSpeech } from '@client/features/quiz/lib/speech-text';
import { confidenceFromSpeech, optionFromSpeech } from '@client/features/quiz/lib/voice-choice';
import { sendAnswer } from '@client/features/quiz/outbox';
import { useUser } from '@client/lib/api/get-user';
import { ApiError, api, describeError } from '@client/lib/api-client';
import { useSelectedState } from '@client/lib/hooks/use-selected-state';
import { isOnline } from '@client/lib/offline/online';
import { flushOutbox } from '@client/lib/offline/outbox';
import { buildLocalRound, buildMistakesRound, loadPack } from '@client/lib/offline/pack';
import { Link } from '@client/lib/router';
import { splitSentences } from '@client/lib/speech/sentences';
import {
  isSpeechSupported,
  speakSentences,
  stopSpeaking,
  useSpeechSettings,
} from '@client/lib/speech/speech';
import { storage } from '@client/lib/storage';
import type { CustomQuizRequest } from '@shared/contracts/practice';
import type { QuizQuestion, QuizSessionResponse } from '@shared/contracts/quiz';
import { DEFAULT_STATE } from '@shared/domain/states';
import { storageKeys } from '@shared/domain/storage-keys';
import { type ConfidenceLevel, confidenceLabels, confidenceLevels } from '@shared/learning/confidence';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

const WAIT_CHOICES = [5, 10, 15, 20, 30] as const;

type Phase = 'question' | 'answer' | 'reveal' | 'confidence' | 'paused';
type Outcome = { questionId: string; chosen: string | null; isCorrect: boolean | null; recorded: boolean };

/** The browser's speech recognition, where there is one (Chromium's needs the network). */
type Recognition = {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start: () => void;
  abort: () => void;
};
function recognitionClass(): (new () => Recognition) | null {
  const w = window as unknown as {
    SpeechRecognition?: new () => Recognition;
    webkitSpeechRecognition?: new () => Recognition;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Waits for a tap (through `resolveRef`), a spoken reply, the time limit, or the abort. */
function waitForChoice<T>(
  seconds: number,
  signal: AbortSignal,
  resolveRef: { current: ((v: T) => void) | null },
  listen: ((t: string) => T | null) | null,
): Promise<T | null> {
  return new Promise((resolve) => {
    let recognition: Recognition | null = null;
    const finish = (v: T | null) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolveRef.current = null;
      recognition?.abort();
      resolve(v);
    };
    const onAbort = () => finish(null);
    const timer = setTimeout(() => finish(null), seconds * 1000);
    signal.addEventListener('abort', onAbort);
    resolveRef.current = (v: T) => finish(v);
    const Rec = listen ? recognitionClass() : null;
    if (Rec && listen) {
      try {
        recognition = new Rec();
        recognition.lang = 'en-US';
        recognition.interimResults = false;
        recognition.maxAlternatives = 3;
        recognition.onresult = (e) => {
          for (const alt of Array.from(e.results[0] ?? [])) {
            const v = listen(alt.transcript);
            if (v !== null) return finish(v);
          }
        };
        recognition.onerror = () => undefined;
        recognition.start();
      } catch {
        recognition = null;
      }
    }
  });
}

/**
 * The audio drill: a hands-free round of 10 from Smart Review for a walk or a commute. Each question
 * and its options are read aloud; the learner taps or says an option (or the wait runs out); the
 * answer and explanation are read; the learner taps or says how familiar it felt; the answer is
 * recorded like any other (offline through the outbox), and the next one starts. Media Session
 * controls (lock screen, headphones) pause, resume and skip.
 */
export function AudioDrill() {
  const { data: user } = useUser();
  const { stateCode } = useSelectedState();
  const qc = useQueryClient();
  const complete = useCompleteSession();
  const { rate, voiceURI } = useSpeechSettings();
  const [wait, setWait] = useState(() => {
    const n = Number(storage.get(storageKeys.drillWaitSeconds));
    return (WAIT_CHOICES as readonly number[]).includes(n) ? n : 10;
  });
  const [byVoice, setByVoice] = useState(false);
  /** Where the round's ten come from: Smart Review, or the learner's mistakes deck. */
  const [source, setSource] = useState<'review' | 'mistakes'>('review');
  const [session, setSession] = useState<QuizSessionResponse | null>(null);
  const [local, setLocal] = useState(false);
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('question');
  const [spoken, setSpoken] = useState<{ sentences: string[]; current: number }>({
    sentences: [],
    current: -1,
  });
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const choiceRef = useRef<((v: number) => void) | null>(null);
  const confidenceRef = useRef<((v: ConfidenceLevel) => void) | null>(null);
  const roundStarted = useRef(false);
  const resumeAt = useRef(0);

  const supported = isSpeechSupported();

  async function say(text: string, signal: AbortSignal) {
    const sentences = splitSentences(text);
    setSpoken({ sentences, current: -1 });
    await speakSentences(sentences, {
      rate,
      voiceURI,
      signal,
      onSentence: (current) => setSpoken({ sentences, current }),
    });
  }

  async function record(
    s: QuizSessionResponse,
    q: QuizQuestion,
    chosen: string,
    confidence: ConfidenceLevel,
    spent: number,
  ) {
    if (local && !roundStarted.current) {
      await enqueueRoundStart(s, s.mode === 'custom' ? 'custom' : 'adaptive', new Date());
      roundStarted.current = true;
    }
    const r = await sendAnswer(
      {
        answerId: crypto.randomUUID(),
        sessionId: s.sessionId,
        questionId: q.id,
        selectedAnswer: chosen,
        confidenceLevel: confidence,
        timeSpent: spent,
      },
      { local },
    );
    return r.status !== 'rejected';
  }

  async function run(s: QuizSessionResponse, from: number) {
    const controller = new AbortController();
    abort.current = controller;
    const { signal } = controller;
    for (let i = from; i < s.questions.length; i++) {
      const q = s.questions[i]!;
      resumeAt.current = i;
      setIndex(i);
      setMediaMetadata(i, s.questions.length);
      setPhase('question');
      const started = Date.now();
      await say(`Question ${i + 1} of ${s.questions.length}.\n${questionForSpeech(q)}`, signal);
      if (signal.aborted) return;
      setPhase('answer');
      const picked = await waitForChoice(wait, signal, choiceRef, byVoice ? optionFromSpeech : null);
      if (signal.aborted) return;
      const chosen = picked === null ? null : (q.options[picked] ?? null);
      const isCorrect = chosen === null ? null : chosen === q.correctAnswer;
      setPhase('reveal');
      await say(`${chosen === null ? "Time's up. " : ''}${explanationForSpeech(q, isCorrect)}`, signal);
      if (signal.aborted) return;
      let recorded = false;
      if (chosen !== null) {
        setPhase('confidence');
        await say('How familiar did it feel? Felt familiar, somewhat familiar, or completely new?', signal);
        if (signal.aborted) return;
        const confidence =
          (await waitForChoice(wait, signal, confidenceRef, byVoice ? confidenceFromSpeech : null)) ??
          'somewhat_confident';
        if (signal.aborted) return;
        recorded = await record(s, q, chosen, confidence, Math.round((Date.now() - started) / 1000));
      }
      setOutcomes((o) => [
        ...o.filter((x) => x.questionId !== q.id),
        { questionId: q.id, chosen, isCorrect, recorded },
      ]);
    }
    abort.current = null;
    if (local && roundStarted.current) await enqueueRoundComplete(s.sessionId);
    if (isOnline()) {
      // The round counts once its answers are in: send what waits, then finish the server's round.
      const flushed = await flushOutbox();
      if (!local && flushed.done) complete.mutate(s.sessionId);
    }
    setDone(true);
    await say('Round complete. Well done.', new AbortController().signal);
  }

  function pause() {
    abort.current?.abort();
    abort.current = null;
    stopSpeaking();
    setPhase('paused');
  }
  function resume() {
    if (session && phase === 'paused') void run(session, resumeAt.current);
  }
  function skip() {
    if (!session) return;
    abort.current?.abort();
    stopSpeaking();
    const next = resumeAt.current + 1;
    if (next >= session.questions.length) {
      setDone(true);
      return;
    }
    void run(session, next);
  }
  function stop() {
    abort.current?.abort();
    stopSpeaking();
    setDone(true);
  }

  // Lock screen and headphone buttons, where the browser offers them.
  const controls = useRef({ pause, resume, skip, stop });
  controls.current = { pause, resume, skip, stop };
  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const ms = navigator.mediaSession;
    const set = (action: MediaSessionAction, fn: () => void) => {
      try {
        ms.setActionHandler(action, fn);
      } catch {
        // not supported by this browser
      }
    };
    set('pause', () => controls.current.pause());
    set('play', () => controls.current.resume());
    set('nexttrack', () => controls.current.skip());
    set('stop', () => controls.current.stop());
    return () => {
      for (const a of ['pause', 'play', 'nexttrack', 'stop'] as MediaSessionAction[]) set(a, () => undefined);
      ms.metadata = null;
    };
  }, []);
  useEffect(
    () => () => {
      abort.current?.abort();
      stopSpeaking();
    },
    [],
  );

  async function start() {
    if (!user) return;
    setLoading(true);
    setError(null);
    storage.set(storageKeys.drillWaitSeconds, String(wait));
    try {
      let s: QuizSessionResponse | null = null;
      let isLocal = false;
      if (isOnline()) {
        try {
          s =
            source === 'mistakes'
              ? await api.post<QuizSessionResponse>('/api/practice/quiz', {
                  stateCode: stateCode ?? DEFAULT_STATE,
                  source: 'missed',
                  count: 10,
                } satisfies CustomQuizRequest)
              : await qc.fetchQuery(
                  startQuizQueryOptions('adaptive', stateCode ?? DEFAULT_STATE, crypto.randomUUID()),
                );
        } catch (err) {
          if (err instanceof ApiError) throw err;
        }
      }
      if (!s) {
        const pack = await loadPack(user.id);
        if (!pack || pack.questions.length === 0)
          throw new Error(
            'You are offline and this device has no questions saved yet. Open the app once online first.',
          );
        if (source === 'review' && !pack.isPremium)
          throw new Error(
            'Offline, the audio drill (Smart Review) is part of Premium. Connect to use your free preview.',
          );
        s = source === 'mistakes' ? buildMistakesRound(pack) : buildLocalRound(pack, 'adaptive', new Date());
        isLocal = true;
      }
      if (s.questions.length === 0)
        throw new Error('Your mistakes deck is empty: every question you missed is answered right again.');
      setLocal(isLocal);
      setSession(s);
      setOutcomes([]);
      setDone(false);
      roundStarted.current = false;
      void run(s, 0);
    } catch (err) {
      setError(describeError(err));
    } finally {
      setLoading(false);
    }
  }

  if (!supported)
    return (
      <Card className="mx-auto max-w-xl" role="status">
        <h1 className="text-2xl font-bold text-green-950">Audio drill</h1>
        <p className="mt-2">This browser cannot read aloud, so the audio drill is not available here.</p>
      </Card>
    );

  if (!session)
    return (
      <Card className="mx-auto max-w-xl space-y-4">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-green-950">
          <Headphones className="h-7 w-7 text-green-800" aria-hidden /> Audio drill
        </h1>
        <p className="text-stone-800">
          A hands-free round of 10 from Smart Review or your mistakes deck, for a walk or a commute. Each
          question and its options are read aloud; tap an option
          {recognitionClass() ? ' or say its number' : ''}, hear the answer and why, then tap how familiar it
          felt. Every answer counts, offline too.
        </p>
        <fieldset className="space-y-1">
          <legend className="font-semibold">What to drill</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="drill-source"
              checked={source === 'review'}
              onChange={() => setSource('review')}
            />
            Smart Review (what is due for you)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="drill-source"
              checked={source === 'mistakes'}
              onChange={() => setSource('mistakes')}
            />
            My mistakes (questions I missed)
          </label>
        </fieldset>
        <label className="flex items-center gap-2">
          Seconds to answer
          <select
            value={wait}
            onChange={(e) => setWait(Number(e.target.value))}
            className="rounded-md border border-stone-300 bg-white px-2 py-1"
          >
            {WAIT_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {recognitionClass() && (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={byVoice} onChange={(e) => setByVoice(e.target.checked)} />
            <Mic className="h-4 w-4" aria-hidden /> Answer by voice too (uses the microphone; needs a
            connection)
          </label>
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
        <Button onClick={() => void start()} disabled={loading || !user}>
          <Play className="h-4 w-4" aria-hidden />{' '}
          {loading ? 'Getting your questions ready…' : 'Start the drill'}
        </Button>
      </Card>
    );

  const q = session.questions[index]!;
  if (done) {
    const answered = outcomes.filter((o) => o.chosen !== null);
    const right = answered.filter((o) => o.isCorrect).length;
    return (
      <Card className="mx-auto max-w-xl space-y-3" role="status">
        <h1 className="text-2xl font-bold text-green-950">Drill complete</h1>
        <p>
          You answered {answered.length} of {session.questions.length} and got {right} right.{' '}
          {local || !isOnline()
            ? 'Your answers are saved on this device and count on your account once you are online.'
            : 'Your answers are saved to your account.'}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setSession(null)}>Another round</Button>
          <Link to="/dashboard" className={buttonClasses('outline')}>
            Back to Dashboard
          </Link>
        </div>
      </Card>
    );
  }

  const status =
    phase === 'question'
      ? 'Reading the question'
      : phase === 'answer'
        ? 'Your answer: tap an option'
        : phase === 'reveal'
          ? 'The answer'
          : phase === 'confidence'
            ? 'How familiar did it feel?'
            : 'Paused';
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-green-950">Audio drill</h1>
          <p className="text-stone-700">
            Question {index + 1} of {session.questions.length}
          </p>
        </div>
        <p role="status" className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
          {status}
        </p>
      </header>
      <Card className="space-y-4">
        <p className="text-lg font-semibold text-stone-900">{q.question}</p>
        <div className="grid gap-2">
          {q.options.map((o, i) => (
            <button
              key={o}
              type="button"
              disabled={phase !== 'answer'}
              onClick={() => choiceRef.current?.(i)}
              className="flex min-h-14 items-center gap-3 rounded-xl border-2 border-amber-200 bg-white p-3 text-left font-medium enabled:hover:border-green-700 disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800"
            >
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-green-800 font-bold text-white">
                {i + 1}
              </span>
              {o}
            </button>
          ))}
        </div>
        {phase === 'confidence' && (
          <fieldset>
            <legend className="font-semibold">How familiar did it feel?</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {confidenceLevels.map((level) => (
                <Button key={level} variant="outline" onClick={() => confidenceRef.current?.(level)}>
                  {confidenceLabels[level]}
                </Button>
              ))}
            </div>
          </fieldset>
        )}
        {spoken.sentences.length > 0 && (
          <p className="rounded-lg bg-stone-50 p-3 text-sm leading-relaxed text-stone-800">
            <span className="sr-only">Now reading: </span>
            {spoken.sentences.map((s, i) => (
              <span key={`${s}`}>
                {i === spoken.current ? <mark className="rounded bg-amber-200 px-0.5">{s}</mark> : s}{' '}
              </span>
            ))}
          </p>
        )}
      </Card>
      <nav aria-label="Drill controls" className="flex flex-wrap gap-2">
        {phase === 'paused' ? (
          <Button onClick={resume}>
            <Play className="h-4 w-4" aria-hidden /> Resume
          </Button>
        ) : (
          <Button onClick={pause}>
            <Pause className="h-4 w-4" aria-hidden /> Pause
          </Button>
        )}
        <Button variant="outline" onClick={skip}>
          <SkipForward className="h-4 w-4" aria-hidden /> Skip
        </Button>
        <Button variant="outline" onClick={stop}>
          <Square className="h-4 w-4" aria-hidden /> Stop
        </Button>
      </nav>
    </div>
  );
}

function setMediaMetadata(index: number, total: number) {
  if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
  navigator.mediaSession.metadata = new MediaMetadata({
    title: `Question ${index + 1} of ${total}`,
    artist: 'Homestead Prep audio drill',
    album: 'Smart Review',
  });
}
