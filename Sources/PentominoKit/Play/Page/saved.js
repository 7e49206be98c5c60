// Saved progress, in the browser's localStorage: one JSON value under each key. Reading never
// throws: storage that is off or full, or a value that does not parse, reads as nothing, and a
// value the page cannot use is dropped by whoever reads it, so that the page starts fresh.

const saved = {
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
      // Storage is off or full: the game plays on, unsaved.
    }
  },
  remove(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

// A short name for a game's data, to keep its board in progress under: two pages of different
// boards or pieces never read each other's.
function fingerprint(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}
