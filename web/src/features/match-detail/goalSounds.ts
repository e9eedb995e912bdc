// Goal sounds (PRODUCT §2 sound filter: all '', lightning 0, frog 1, whistle 3, applause 4, cheer 5),
// synthesised with the Web Audio API so no sound file is downloaded.
import type { SoundFilterValue } from '@pitchside/shared';

type Voice = (audio: AudioContext, at: number) => void;

function noiseBuffer(audio: AudioContext, seconds: number): AudioBuffer {
  const buffer = audio.createBuffer(1, Math.ceil(audio.sampleRate * seconds), audio.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return buffer;
}

function envelope(audio: AudioContext, at: number, peak: number, attack: number, release: number): GainNode {
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + attack + release);
  gain.connect(audio.destination);
  return gain;
}

function noise(audio: AudioContext, at: number, seconds: number, filter: BiquadFilterNode, gain: GainNode) {
  const source = audio.createBufferSource();
  source.buffer = noiseBuffer(audio, seconds);
  source.connect(filter).connect(gain);
  source.start(at);
  source.stop(at + seconds);
}

/** A crack and a rumble: noise through a closing low-pass filter. */
const lightning: Voice = (audio, at) => {
  const filter = audio.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.setValueAtTime(6000, at);
  filter.frequency.exponentialRampToValueAtTime(120, at + 1.2);
  noise(audio, at, 1.6, filter, envelope(audio, at, 0.9, 0.005, 1.5));
};

/** Two croaks: a square wave bending down, pulsed. */
const frog: Voice = (audio, at) => {
  for (const start of [0, 0.35]) {
    const osc = audio.createOscillator();
    osc.type = 'square';
    osc.frequency.setValueAtTime(260, at + start);
    osc.frequency.exponentialRampToValueAtTime(140, at + start + 0.22);
    const filter = audio.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = 700;
    osc.connect(filter).connect(envelope(audio, at + start, 0.35, 0.01, 0.22));
    osc.start(at + start);
    osc.stop(at + start + 0.25);
  }
};

/** The referee's whistle: three blasts of a warbling high tone. */
const whistle: Voice = (audio, at) => {
  for (const [start, length] of [
    [0, 0.18],
    [0.26, 0.18],
    [0.52, 0.7],
  ] as const) {
    const osc = audio.createOscillator();
    osc.frequency.value = 2900;
    const warble = audio.createOscillator();
    warble.frequency.value = 30;
    const depth = audio.createGain();
    depth.gain.value = 120;
    warble.connect(depth).connect(osc.frequency);
    osc.connect(envelope(audio, at + start, 0.25, 0.01, length));
    for (const node of [osc, warble]) {
      node.start(at + start);
      node.stop(at + start + length + 0.02);
    }
  }
};

/** Applause: many short claps of band-passed noise. */
const applause: Voice = (audio, at) => {
  for (let i = 0; i < 60; i++) {
    const start = at + Math.random() * 2;
    const filter = audio.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = 1200 + Math.random() * 1800;
    noise(audio, start, 0.05, filter, envelope(audio, start, 0.25, 0.002, 0.045));
  }
};

/** A crowd's roar: broad noise swelling and fading, with a few voices. */
const cheer: Voice = (audio, at) => {
  const filter = audio.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = 900;
  filter.Q.value = 0.6;
  noise(audio, at, 2.6, filter, envelope(audio, at, 0.6, 0.5, 2));
  for (const pitch of [220, 277, 330]) {
    const osc = audio.createOscillator();
    osc.type = 'sawtooth';
    osc.frequency.setValueAtTime(pitch, at);
    osc.frequency.linearRampToValueAtTime(pitch * 1.25, at + 0.6);
    const low = audio.createBiquadFilter();
    low.type = 'lowpass';
    low.frequency.value = 1400;
    osc.connect(low).connect(envelope(audio, at + 0.1, 0.05, 0.4, 1.6));
    osc.start(at + 0.1);
    osc.stop(at + 2.2);
  }
};

const VOICES: Readonly<Record<Exclude<SoundFilterValue, ''>, Voice>> = {
  0: lightning,
  1: frog,
  3: whistle,
  4: applause,
  5: cheer,
};

let context: AudioContext | null = null;

/** Browsers start audio only after a tap: call this from the control the reader used. */
export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume();
}

/** Plays the chosen goal sound; '' (all) plays the whistle and then the crowd. */
export function playGoalSound(choice: SoundFilterValue): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  void audio.resume();
  const at = audio.currentTime + 0.05;
  if (choice === '') {
    whistle(audio, at);
    cheer(audio, at + 1.1);
  } else VOICES[choice](audio, at);
}
