// The sound effects, synthesised with WebAudio so no audio files ship; loaded by `sound.ts` after the
// page's first gesture, so pages that never play a sound do not download them.
import type { SoundName } from './sound';

interface Tone {
  /** Start and end frequency in Hz; different values glide. */
  from: number;
  to?: number;
  /** Offset from the start of the effect and length, in seconds. */
  at: number;
  length: number;
  wave: OscillatorType;
}

interface Effect {
  /** Within the.4–0.8 range. */
  volume: number;
  tones: Tone[];
  /** A filtered noise burst (the swoosh). */
  noise?: { at: number; length: number; from: number; to: number };
}

const EFFECTS: Record<SoundName, Effect> = {
  newScene: {
    volume: 0.6,
    tones: [
      { from: 523.25, at: 0, length: 0.12, wave: 'triangle' },
      { from: 659.25, at: 0.09, length: 0.12, wave: 'triangle' },
      { from: 783.99, at: 0.18, length: 0.22, wave: 'triangle' },
    ],
  },
  newEntity: {
    volume: 0.5,
    tones: [
      { from: 880, to: 1320, at: 0, length: 0.12, wave: 'sine' },
      { from: 1318.5, at: 0.1, length: 0.16, wave: 'sine' },
    ],
  },
  saved: {
    volume: 0.5,
    tones: [
      { from: 659.25, at: 0, length: 0.1, wave: 'sine' },
      { from: 987.77, at: 0.08, length: 0.2, wave: 'sine' },
    ],
  },
  error: {
    volume: 0.4,
    tones: [
      { from: 311.13, to: 277.18, at: 0, length: 0.16, wave: 'square' },
      { from: 233.08, to: 207.65, at: 0.14, length: 0.22, wave: 'square' },
    ],
  },
  notice: {
    volume: 0.5,
    tones: [
      { from: 783.99, at: 0, length: 0.14, wave: 'sine' },
      { from: 1046.5, at: 0.12, length: 0.26, wave: 'sine' },
    ],
  },
  swoosh: { volume: 0.4, tones: [], noise: { at: 0, length: 0.32, from: 400, to: 3200 } },
};

/** Oscillators at full gain are harsh; this scales the spec's volumes to a comfortable level. */
const HEADROOM = 0.3;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (!context) {
    const Ctor = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return null;
    try {
      context = new Ctor();
    } catch {
      return null;
    }
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

function playTone(ctx: AudioContext, out: AudioNode, tone: Tone, start: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const begin = start + tone.at;
  const end = begin + tone.length;
  osc.type = tone.wave;
  osc.frequency.setValueAtTime(tone.from, begin);
  if (tone.to) osc.frequency.exponentialRampToValueAtTime(tone.to, end);
  // A quick attack and exponential decay keep every tone click-free.
  gain.gain.setValueAtTime(0.0001, begin);
  gain.gain.exponentialRampToValueAtTime(1, begin + 0.012);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  osc.connect(gain).connect(out);
  osc.start(begin);
  osc.stop(end + 0.02);
}

function playNoise(ctx: AudioContext, out: AudioNode, noise: NonNullable<Effect['noise']>, start: number) {
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * noise.length), ctx.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;
  const source = ctx.createBufferSource();
  const filter = ctx.createBiquadFilter();
  const gain = ctx.createGain();
  const begin = start + noise.at;
  const end = begin + noise.length;
  source.buffer = buffer;
  filter.type = 'bandpass';
  filter.Q.value = 1.2;
  filter.frequency.setValueAtTime(noise.from, begin);
  filter.frequency.exponentialRampToValueAtTime(noise.to, end);
  gain.gain.setValueAtTime(0.0001, begin);
  gain.gain.exponentialRampToValueAtTime(1, begin + noise.length * 0.4);
  gain.gain.exponentialRampToValueAtTime(0.0001, end);
  source.connect(filter).connect(gain).connect(out);
  source.start(begin);
  source.stop(end);
}

export function playSound(name: SoundName) {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    const effect = EFFECTS[name];
    const master = ctx.createGain();
    master.gain.value = effect.volume * HEADROOM;
    master.connect(ctx.destination);
    const start = ctx.currentTime + 0.01;
    for (const tone of effect.tones) playTone(ctx, master, tone, start);
    if (effect.noise) playNoise(ctx, master, effect.noise, start);
  } catch (error) {
    // Sound is decoration: a failing audio stack must never break the action that asked for it.
    console.warn('Sound failed', error);
  }
}
