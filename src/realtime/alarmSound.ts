/**
 * The alarm: a two-tone siren made with the Web Audio API (our own sound, no audio file). Browsers may keep
 * audio silent until a user gesture (after a reload, for instance): `play` tries at once, and while the browser
 * refuses, `onBlocked(true)` says so; the next click or key press (`unlock`) resumes it and says `onBlocked(false)`.
 */
const TONES = [880, 660];
const TONE_SECONDS = 0.25;
const BURST_TONES = 6;
const LOOP_MS = 2_500;
const VOLUME = 0.15;

type AudioContextClass = typeof AudioContext;

const audioContextClass = (): AudioContextClass | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);

export function createAlarmSound(onBlocked: (blocked: boolean) => void = () => undefined) {
  let context: AudioContext | null = null;
  let blocked = false;
  const report = () => {
    const now = context !== null && context.state !== 'running';
    if (now === blocked) return;
    blocked = now;
    onBlocked(now);
  };
  /** Makes the AudioContext (suspended when the browser refuses sound without a gesture), or resumes it. */
  const start = () => {
    const AudioContextClass = audioContextClass();
    if (!AudioContextClass) return Promise.resolve();
    if (!context) {
      context = new AudioContextClass();
      context.onstatechange = report;
    }
    const resumed = context.state === 'suspended' ? context.resume() : Promise.resolve();
    report();
    return resumed.then(report, report);
  };
  let loop: ReturnType<typeof setInterval> | undefined;
  let sounding = new Set<OscillatorNode>();

  function burst() {
    if (context?.state !== 'running') return;
    const start = context.currentTime;
    const end = start + BURST_TONES * TONE_SECONDS;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'square';
    for (let tone = 0; tone < BURST_TONES; tone += 1) {
      oscillator.frequency.setValueAtTime(TONES[tone % TONES.length], start + tone * TONE_SECONDS);
    }
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(VOLUME, start + 0.02);
    gain.gain.setValueAtTime(VOLUME, end - 0.05);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.onended = () => {
      oscillator.disconnect();
      gain.disconnect();
      sounding.delete(oscillator);
    };
    sounding.add(oscillator);
    oscillator.start(start);
    oscillator.stop(end);
  }

  const silence = () => {
    for (const oscillator of sounding) oscillator.stop();
    sounding = new Set();
  };

  return {
    /** Makes or resumes the AudioContext; call it from a user gesture. */
    unlock() {
      if (context?.state === 'running') return;
      void start().then(() => {
        if (loop !== undefined) burst();
      });
    },
    /** Loops the siren until `stop`; silent (and reported blocked) while the browser refuses sound. */
    play() {
      if (loop !== undefined) return;
      loop = setInterval(burst, LOOP_MS);
      void start().then(() => {
        if (loop !== undefined) burst();
      });
    },
    /**
     * Makes the AudioContext without playing, so a browser that refuses sound until a gesture says so at once (and
     * the console asks for the click) rather than when the first red alert is already waiting.
     */
    arm() {
      void start();
    },
    /** Whether the browser refuses sound now. */
    blocked: () => blocked,
    stop() {
      clearInterval(loop);
      loop = undefined;
      silence();
    },
    close() {
      clearInterval(loop);
      loop = undefined;
      silence();
      void context?.close();
      context = null;
    },
  };
}
