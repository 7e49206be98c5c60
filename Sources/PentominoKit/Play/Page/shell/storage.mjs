// The browser's storage (localStorage), one JSON value under each key. It never throws: storage
// that is off or full, or a value that does not parse, reads as nothing, and a write that fails
// leaves the game playing on, unsaved.

export const storage = Object.freeze({
  read(key) {
    try {
      const text = localStorage.getItem(key);
      return text === null ? null : JSON.parse(text);
    } catch {
      return null;
    }
  },
  write(key, value) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Off or full.
    }
  },
  remove(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
});

/** A short name for a text (two 32-bit FNV-1a hashes, in base 36), to key what is saved by what it is. */
export function fingerprint(text) {
  let first = 0x811c9dc5, second = 0x01000193;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x0100019d);
  }
  return (first >>> 0).toString(36) + (second >>> 0).toString(36);
}
