// Short sounds, made in the page with Web Audio: no files, nothing from the network. A piece that
// lands clicks up, a piece that does not fit bumps down, and a win plays a little tune. The mute is
// kept in storage, so the page stays quiet once asked.

const tunes = {
  land: [[660, 0, 0.06], [990, 0.05, 0.08]],
  misfit: [[220, 0, 0.09, "triangle"], [165, 0.08, 0.14, "triangle"]],
  win: [[523, 0, 0.12], [659, 0.11, 0.12], [784, 0.22, 0.12], [1047, 0.33, 0.3]],
};

/** The page's sounds, muted as `storage` (`read`, `write`) remembers under `key`. */
export function createSound(storage, key) {
  let muted = storage.read(key) === true;
  let context = null;

  // The audio context, made on the first sound (a press, which lets a browser start one).
  function audio() {
    if (context === null) {
      const Context = globalThis.AudioContext || globalThis.webkitAudioContext;
      if (!Context) return null;
      try {
        context = new Context();
      } catch {
        return null;
      }
    }
    if (context.state === "suspended") context.resume().catch(() => {});
    return context;
  }

  return {
    get muted() { return muted; },
    set muted(value) {
      muted = value;
      storage.write(key, value);
    },
    /** Plays "land", "misfit" or "win", unless muted. */
    play(name) {
      if (muted) return;
      const audioContext = audio();
      if (!audioContext) return;
      const now = audioContext.currentTime;
      for (const [frequency, start, length, type = "sine"] of tunes[name]) {
        const oscillator = audioContext.createOscillator(), gain = audioContext.createGain();
        oscillator.type = type;
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, now + start);
        gain.gain.exponentialRampToValueAtTime(0.25, now + start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
        oscillator.connect(gain).connect(audioContext.destination);
        oscillator.start(now + start);
        oscillator.stop(now + start + length + 0.02);
      }
    },
  };
}
